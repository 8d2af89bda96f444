"""Mistakes at the end of a knocked hand (R18-R22, R29): layoffs, and the score.

Every figure compared with comes from the engine: the defender's best reply
(``best_reply``), which cards fit which meld (``legal_layoffs``), the defender's own
arrangement, and the score of given deadwood counts (``knock_outcome``).
"""

from __future__ import annotations

from dataclasses import dataclass

from tutor.engine.arrangement import least_arrangement
from tutor.engine.cards import CardSet
from tutor.engine.events import Reason, reason
from tutor.engine.layoffs import layoff_sets, legal_layoffs
from tutor.engine.melds import Meld, least_deadwood
from tutor.engine.rules import Rules
from tutor.engine.score import knock_outcome
from tutor.engine.showdowns import Showdown
from tutor.questions.mistakes.base import Mistake
from tutor.questions.mistakes.deadwood import ace_high, by_rank


@dataclass(frozen=True, slots=True)
class LayoffPosition:
    """The defender's cards, the knocker's melds on the table, the least deadwood the defender
    can reach and every set of layoffs that reaches it (R18)."""

    cards: CardSet
    spread: tuple[Meld, ...]
    best: int
    choices: frozenset[CardSet]


def _laid(answer: object) -> CardSet:
    """The cards laid off, from an answer of cards or of (cards, deadwood)."""
    laid = answer[0] if isinstance(answer, tuple) else answer
    assert isinstance(laid, CardSet)
    return laid


def _worse(answer: object, at: LayoffPosition) -> tuple[CardSet, int] | None:
    """The defender's cards laid off and the deadwood they leave, when that is more than the
    best layoffs leave (else None)."""
    laid = _laid(answer) & at.cards
    if laid in at.choices:
        return None
    left = least_deadwood(at.cards.mask & ~laid.mask)
    return None if left <= at.best else (laid, left)


def _own_meld(answer: object, at: LayoffPosition) -> tuple[Reason, ...]:
    """A card laid off that sat in a meld of the defender's own, leaving more deadwood (R8)."""
    worse = _worse(answer, at)
    if worse is None:
        return ()
    laid, left = worse
    own, _ = least_arrangement(at.cards)
    for card in laid:
        meld = next((m for m in own if card in m.cards), None)
        if meld is not None:
            return (
                reason(
                    "mistake.layoff.own_meld",
                    "R8",
                    card=card,
                    meld=meld,
                    deadwood=left,
                    best=at.best,
                ),
            )
    return ()


def _missed(answer: object, at: LayoffPosition) -> tuple[Reason, ...]:
    """A card every best reply lays off, not laid off (R18)."""
    laid = _laid(answer)
    if not at.choices or laid in at.choices:
        return ()
    always = CardSet(at.cards.mask)
    for choice in at.choices:
        always = always & choice
    missed = always - laid
    if not missed:
        return ()
    for card in missed:  # a card that fits the spread as it lies, when there is one
        onto = legal_layoffs(card, at.spread)
        if onto:
            return (reason("mistake.layoff.missed", "R18", card=card, meld=onto[0]),)
    card = next(iter(missed))  # it fits once another laid-off card extends a run
    return (reason("mistake.layoff.missed_chain", "R18", card=card),)


def _before_layoffs(answer: object, at: LayoffPosition) -> tuple[Reason, ...]:
    """The deadwood counted before laying off (the second part of a two-part answer)."""
    if not isinstance(answer, tuple):
        return ()
    before = least_deadwood(at.cards.mask)
    given = answer[1]
    if given != before or before == at.best or _laid(answer) not in at.choices:
        return ()
    return (reason("mistake.layoff.before", "R18", given=given, deadwood=at.best),)


def _cannot(answer: object, at: LayoffPosition) -> tuple[Reason, ...]:
    """Cards named that cannot be laid off, alone or all together (R18)."""
    laid = _laid(answer) & at.cards
    sets = layoff_sets(at.cards.mask, [m.cards.mask for m in at.spread])
    if laid.mask in sets:
        return ()
    reachable = 0
    for one in sets:
        reachable |= one
    stuck = CardSet(laid.mask & ~reachable)
    if stuck:
        return (reason("mistake.layoff.no_fit", "R18", card=next(iter(stuck))),)
    return (reason("mistake.layoff.not_together", "R18", cards=laid),)


def _more_left(answer: object, at: LayoffPosition) -> tuple[Reason, ...]:
    """Layoffs that can all be made, but leave more deadwood than the best choice (R18)."""
    worse = _worse(answer, at)
    return () if worse is None else (reason("mistake.layoff.more_left", "R18", deadwood=worse[1]),)


# "Which cards do you lay off (and how much deadwood is left)?" (lessons' ``layoffs``, the
# ``layoff`` puzzle)
LAYOFF: tuple[Mistake, ...] = (
    Mistake("cannot", _cannot),
    Mistake("own_meld", _own_meld),
    Mistake("missed", _missed),
    Mistake("before_layoffs", _before_layoffs),
    Mistake("more_left", _more_left),
)


@dataclass(frozen=True, slots=True)
class ScorePosition:
    """A finished hand: the engine's showdown, the rules, the Oklahoma multiplier (R29) and
    the defender's cards before layoffs."""

    showdown: Showdown
    rules: Rules
    multiplier: int
    defender: CardSet
    knocker_seat: str | None = None  # "you" or "opponent", for a lesson's winner question
    asked: str = "defender"  # whose final deadwood a lesson asks for: knocker or defender


def _points(answer: object) -> object:
    """The points, from an answer of points or of (side, points)."""
    return answer[1] if isinstance(answer, tuple) else answer


def _no_bonus(answer: object, at: ScorePosition) -> tuple[Reason, ...]:
    """The undercut, gin or big gin bonus left out (R20, R21, R22)."""
    s, rules = at.showdown, at.rules
    bonus, rule = {
        "undercut": (rules.undercut_bonus, "R20"),
        "gin": (rules.gin_bonus, "R21"),
        "big_gin": (rules.big_gin_bonus, "R22"),
    }.get(s.result, (0, ""))
    if not bonus or _points(answer) != s.points - bonus * at.multiplier:
        return ()
    return (reason(f"mistake.score.no_bonus.{s.result}", rule, bonus=bonus),)


def _not_doubled(answer: object, at: ScorePosition) -> tuple[Reason, ...]:
    """The Oklahoma doubling of a spade upcard left out (R29)."""
    s = at.showdown
    if at.multiplier == 1 or not s.points or _points(answer) != s.points // at.multiplier:
        return ()
    return (reason("mistake.score.not_doubled", "R29", points=s.points),)


def _bonus_not_doubled(answer: object, at: ScorePosition) -> tuple[Reason, ...]:
    """A spade upcard's doubling applied to the deadwood difference but not to the bonus (R29)."""
    s, rules = at.showdown, at.rules
    bonus = {
        "undercut": rules.undercut_bonus,
        "gin": rules.gin_bonus,
        "big_gin": rules.big_gin_bonus,
    }.get(s.result, 0)
    if at.multiplier == 1 or not bonus or _points(answer) != s.points - bonus:
        return ()
    return (reason("mistake.score.bonus_not_doubled", "R29"),)


def _doubled_without_spade(answer: object, at: ScorePosition) -> tuple[Reason, ...]:
    """An Oklahoma hand doubled although its upcard is no spade (R29)."""
    s = at.showdown
    if not at.rules.oklahoma or at.multiplier > 1 or not s.points:
        return ()
    if _points(answer) != 2 * s.points:
        return ()
    return (reason("mistake.score.doubled_no_spade", "R29"),)


def _before_layoffs_score(answer: object, at: ScorePosition) -> tuple[Reason, ...]:
    """The score from the defender's deadwood before laying off (R18)."""
    s = at.showdown
    if not s.layoffs or s.result in ("gin", "big_gin"):
        return ()
    before = least_deadwood(at.defender.mask)
    _, winner, points = knock_outcome(s.knocker_deadwood, before, at.rules, at.multiplier)
    if (winner, points) == (s.winner, s.points) or _points(answer) != points:
        return ()
    if isinstance(answer, tuple) and answer[0] != winner:
        return ()  # the side named is not the one the count before layoffs gives
    if not isinstance(answer, tuple) and points == s.points:
        return ()  # the right number, with the side not asked
    laid = CardSet(x.card for x in s.layoffs)
    return (
        reason(
            "mistake.score.before_layoffs",
            "R18",
            before=before,
            cards=laid,
            deadwood=s.defender_deadwood,
        ),
    )


def _not_difference(answer: object, at: ScorePosition) -> tuple[Reason, ...]:
    """The defender's whole deadwood given for a knock, not the difference (R19)."""
    s = at.showdown
    if s.result != "knock" or _points(answer) != s.defender_deadwood * at.multiplier:
        return ()
    return (
        reason(
            "mistake.score.not_difference",
            "R19",
            defender=s.defender_deadwood,
            knocker=s.knocker_deadwood,
            points=s.points,
        ),
    )


# "Who scores, and how many points?" (lessons' ``points``, the ``score`` puzzle)
SCORE: tuple[Mistake, ...] = (
    Mistake("no_bonus", _no_bonus),
    Mistake("not_doubled", _not_doubled),
    Mistake("bonus_not_doubled", _bonus_not_doubled),
    Mistake("doubled_without_spade", _doubled_without_spade),
    Mistake("before_layoffs", _before_layoffs_score),
    Mistake("not_difference", _not_difference),
)


def _final_before(answer: object, at: ScorePosition) -> tuple[Reason, ...]:
    """The defender's deadwood counted before laying off (R18)."""
    s = at.showdown
    before = least_deadwood(at.defender.mask)
    if not s.layoffs or answer != before or before == s.defender_deadwood:
        return ()
    return (reason("mistake.final.before_layoffs", "R18", given=before),)


def _other_side(answer: object, at: ScorePosition) -> tuple[Reason, ...]:
    """The other side's deadwood given: the knocker's for the defender's, or the reverse."""
    s = at.showdown
    mine, theirs = s.knocker_deadwood, s.defender_deadwood
    if at.asked == "defender":
        mine, theirs = theirs, mine
    if answer != theirs or theirs == mine:
        return ()
    return (reason(f"mistake.final.other_side.{at.asked}", "R18", given=answer),)


def _miscounted(answer: object, at: ScorePosition) -> tuple[Reason, ...]:
    """The asked side's loose cards counted with a court card by its rank or an ace as 11."""
    s = at.showdown
    loose = s.knocker_deadwood_cards if at.asked == "knocker" else s.defender_deadwood_cards
    return by_rank(answer, loose) or ace_high(answer, loose)


# "How much deadwood does the defender end with?" (lessons' ``final_deadwood``)
FINAL_DEADWOOD: tuple[Mistake, ...] = (
    Mistake("before_layoffs", _final_before),
    Mistake("other_side", _other_side),
    Mistake("miscounted", _miscounted),
)


def _knocker_laid_off(answer: object, at: ScorePosition) -> tuple[Reason, ...]:
    """The knocker's loose cards that fit the defender's melds taken away: only the defender
    lays off (R18)."""
    s = at.showdown
    fits = CardSet(c for c in s.knocker_deadwood_cards if legal_layoffs(c, s.defender_melds))
    if not fits or answer != s.knocker_deadwood - fits.points:
        return ()
    return (reason("mistake.final.knocker_lays_off", "R18", cards=fits),)


def _knocker_melds_counted(answer: object, at: ScorePosition) -> tuple[Reason, ...]:
    """Every card of the knocker counted, melds included (R9)."""
    s = at.showdown
    every = s.knocker_deadwood_cards
    for meld in s.knocker_melds:
        every = every | meld.cards
    if answer != every.points or every.points == s.knocker_deadwood:
        return ()
    return (reason("mistake.deadwood.counted_melds", "R9", points=every.points),)


# "How much deadwood does the knocker end with?" (lessons' ``final_deadwood`` of the knocker)
KNOCKER_FINAL: tuple[Mistake, ...] = (
    Mistake("other_side", _other_side),
    Mistake("laid_off", _knocker_laid_off),
    Mistake("melds_counted", _knocker_melds_counted),
    Mistake("miscounted", _miscounted),
)


def _said_result(answer: object, at: ScorePosition) -> tuple[Reason, ...]:
    """What the result named needs, which this hand does not have (R16, R17, R19, R20)."""
    s, rules = at.showdown, at.rules
    if answer == s.result:
        return ()
    if s.result in ("gin", "big_gin") and answer in ("knock", "undercut", "tie"):
        return (reason("mistake.result.no_deadwood", "R16"),)
    match answer:
        case "knock":
            return (reason("mistake.result.not_knock", "R19"),)
        case "undercut":
            code = "not_undercut" if rules.undercut_on_tie else "not_undercut_strict"
            return (reason(f"mistake.result.{code}", "R20"),)
        case "gin":
            return (reason("mistake.result.not_gin", "R16"),)
        case "big_gin":
            return (reason("mistake.result.not_big_gin", "R17"),)
        case "tie":
            return (reason("mistake.result.not_tie", "R20"),)
    return ()


# "How did the hand end?" (lessons' ``result``)
RESULT: tuple[Mistake, ...] = (Mistake("said_result", _said_result),)


def _said_winner(answer: object, at: ScorePosition) -> tuple[Reason, ...]:
    """Who was named, and what it takes for that side to score (R19, R20)."""
    s, knocker = at.showdown, at.knocker_seat
    if answer == "nobody":
        return () if s.winner is None else (reason("mistake.winner.not_nobody", "R20"),)
    if knocker is None:
        return ()
    side = "knocker" if answer == knocker else "defender"
    if side == s.winner:
        return ()
    if side == "knocker":
        return (reason("mistake.winner.knocker_undercut", "R20"),)
    return (reason("mistake.winner.defender_needs", "R20"),)


# "Who scores the hand?" (lessons' ``winner``)
WINNER: tuple[Mistake, ...] = (Mistake("said_winner", _said_winner),)
