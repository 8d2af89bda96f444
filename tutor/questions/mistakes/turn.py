"""Mistakes about a turn (R11-R17, R29): gin, big gin, taking the upcard, what is allowed now,
the knock limit, and which arrangement of a hand leaves the least deadwood.

Every fact comes from the engine: the discards of eleven cards (``discards``), the
least-deadwood arrangement (``arrange``), whether a card joins a meld (``joins_meld``), the
verdict on a move (``HandState.check``) and the hand's knock limit (``Rules.knock_limit_for``).
"""

from __future__ import annotations

from dataclasses import dataclass

from tutor.engine.actions import Action, Discard, DrawStock, Gin, Knock, Pass, Take
from tutor.engine.arrangement import least_arrangement
from tutor.engine.cards import Card, CardSet, Rank
from tutor.engine.events import Reason, Verdict, reason
from tutor.engine.melds import (
    DiscardAnalysis,
    Meld,
    arrange,
    discards,
    joins_meld,
    least_deadwood,
    meld_kind,
)
from tutor.engine.rules import Rules
from tutor.questions.mistakes.base import Mistake
from tutor.questions.mistakes.melds import fits_own

# ----------------------------------------------------------------------------- gin, big gin


def _loose_after(analysis: DiscardAnalysis, card: Card) -> CardSet:
    return arrange(analysis.cards.remove(card)).best.deadwood_cards


def _said_gin(answer: object, analysis: DiscardAnalysis) -> tuple[Reason, ...]:
    """ "Yes" without gin: the only discard that would give it was just taken (R13), or
    cards stay loose after the best discard (R16)."""
    if answer is not True or analysis.gin_discards():
        return ()
    taken = next((o for o in analysis.options if not o.legal), None)
    if taken is not None and taken.deadwood == 0:
        return (reason("mistake.gin.taken", "R13", card=taken.card),)
    best = analysis.best
    return (
        reason(
            "mistake.gin.loose_left", "R16", card=best.card, cards=_loose_after(analysis, best.card)
        ),
    )


def _said_no_gin(answer: object, analysis: DiscardAnalysis) -> tuple[Reason, ...]:
    """ "No" when a discard melds every other card (R16)."""
    gin = analysis.gin_discards()
    if answer is not False or not gin:
        return ()
    return (reason("mistake.gin.could", "R16", card=gin[0]),)


# "Can you go gin?" (lessons' ``can_gin``)
CAN_GIN: tuple[Mistake, ...] = (
    Mistake("said_yes", _said_gin),
    Mistake("said_no", _said_no_gin),
)


def _said_big_gin(answer: object, cards: CardSet) -> tuple[Reason, ...]:
    """ "Yes" when a card of the eleven is loose: with one loose card it is ordinary gin after
    discarding it (R16, R17)."""
    if answer is not True:
        return ()
    loose = arrange(cards).best.deadwood_cards
    if not loose:
        return ()
    if len(loose) == 1:
        return (reason("mistake.big_gin.one_out", "R17", card=next(iter(loose))),)
    return (reason("mistake.big_gin.loose", "R17", cards=loose),)


def _said_no_big_gin(answer: object, cards: CardSet) -> tuple[Reason, ...]:
    """ "No" when all eleven cards are melded at once (R17)."""
    if answer is not False or least_deadwood(cards.mask):
        return ()
    return (reason("mistake.big_gin.all_melded", "R17"),)


# "Is this big gin?" (lessons' ``big_gin``)
BIG_GIN: tuple[Mistake, ...] = (
    Mistake("said_yes", _said_big_gin),
    Mistake("said_no", _said_no_big_gin),
)


# ----------------------------------------------------------------------------- the upcard


@dataclass(frozen=True, slots=True)
class TakePosition:
    """Ten cards and the top of the discard pile: whether it joins a meld of the hand, the
    least deadwood now and after taking it and the best legal discard (R12, R13), and a meld
    it makes. It is worth taking when it joins a meld and lowers the deadwood (the sources'
    advice: taking shows your plan)."""

    hand: CardSet
    card: Card
    joins: bool
    before: int
    after: int
    meld: Meld | None
    why: tuple[Reason, ...] = ()  # the poser's judgement of taking it, in the engine's words

    @property
    def helps(self) -> bool:
        return self.joins and self.after < self.before

    @classmethod
    def of(cls, hand: CardSet, card: Card, limit: int | None, rules: Rules) -> TakePosition:
        eleven = hand.add(card)
        analysis = discards(eleven, limit, card, rules)
        joins = joins_meld(hand.mask, card.index)
        meld = None
        if joins:  # the meld it makes after the best discard, or in the eleven cards
            for cards in (eleven.remove(analysis.best.card), eleven):
                meld = next((m for m in arrange(cards).best.melds if card in m.cards), None)
                if meld is not None:
                    break
        return cls(hand, card, joins, least_deadwood(hand.mask), analysis.deadwood, meld)


def _took(answer: object, at: TakePosition) -> tuple[Reason, ...]:
    """ "Take it" when it joins no meld, or makes one without lowering the deadwood (R12):
    the judgement's own reasons say so (that it joins no meld and what it would do to the
    count, or that the meld it makes lowers nothing), said once."""
    if answer is not True or at.helps:
        return ()
    return at.why


def _left(answer: object, at: TakePosition) -> tuple[Reason, ...]:
    """ "Leave it" when it completes a meld and lowers the deadwood (R12)."""
    if answer is not False or not at.helps:
        return ()
    if at.meld is None:
        return (reason("mistake.take.completes_any", "R12", card=at.card),)
    return (reason("mistake.take.completes", "R12", card=at.card, meld=at.meld),)


# "Do you take the upcard?" (lessons' ``take``)
TAKE: tuple[Mistake, ...] = (
    Mistake("took", _took),
    Mistake("left", _left),
)


# ----------------------------------------------------------------------------- may you?


@dataclass(frozen=True, slots=True)
class LegalPosition:
    """A move asked about, the engine's verdict on it, the rules, and the card taken from the
    discard pile this turn (R13)."""

    action: Action
    verdict: Verdict
    rules: Rules
    taken: Card | None


def _said_allowed(answer: object, at: LegalPosition) -> tuple[Reason, ...]:
    """ "Yes" to a move the engine refuses: its own reason why not."""
    if answer is not True or at.verdict.ok:
        return ()
    return at.verdict.reasons[:1]


def _said_forbidden(answer: object, at: LegalPosition) -> tuple[Reason, ...]:
    """ "No" to a move the engine allows: the rule the learner probably had in mind."""
    if answer is not False or not at.verdict.ok:
        return ()
    move = at.action
    if isinstance(move, Discard | Knock | Gin):
        return (reason("mistake.legal.not_taken", "R13", card=move.card),)
    if isinstance(move, DrawStock):
        if at.rules.stock_left_at_draw == 0:
            return (reason("mistake.legal.play_on", "R14"),)
        return (reason("mistake.legal.draw", "R12"),)
    if isinstance(move, Take):
        return (reason("mistake.legal.take", "R11, R12", card=move.card),)
    if isinstance(move, Pass):
        return (reason("mistake.legal.pass", "R11"),)
    return (reason("mistake.legal.allowed", "R12"),)


# "May you do this now?" (lessons' ``legal``)
LEGAL: tuple[Mistake, ...] = (
    Mistake("said_allowed", _said_allowed),
    Mistake("said_forbidden", _said_forbidden),
)


# ----------------------------------------------------------------------------- the knock limit


@dataclass(frozen=True, slots=True)
class LimitPosition:
    """The rules and the hand's upcard, which sets the limit under Oklahoma (R29)."""

    rules: Rules
    upcard: Card | None

    @property
    def limit(self) -> int | None:
        return self.rules.knock_limit_for(self.upcard)

    @property
    def by_upcard(self) -> bool:
        return self.rules.oklahoma and self.upcard is not None


def _usual_limit(answer: object, at: LimitPosition) -> tuple[Reason, ...]:
    """The fixed limit of the rules named when the Oklahoma upcard sets another (R29)."""
    if not at.by_upcard or answer != at.rules.knock_limit or answer == at.limit:
        return ()
    return (reason("mistake.limit.usual", "R29", given=answer, upcard=at.upcard),)


def _court_by_rank(answer: object, at: LimitPosition) -> tuple[Reason, ...]:
    """A court upcard counted by its rank (J 11, Q 12, K 13) instead of 10 (R2, R29)."""
    up = at.upcard
    if not at.by_upcard or up is None or up.rank <= Rank.TEN or answer != int(up.rank):
        return ()
    return (reason("mistake.limit.court_rank", "R29", upcard=up),)


def _ace_counted(answer: object, at: LimitPosition) -> tuple[Reason, ...]:
    """An ace upcard counted 1 (or 11): an ace leaves no knock at all (R29)."""
    up = at.upcard
    if not at.by_upcard or up is None or up.rank is not Rank.ACE or answer not in (1, 11):
        return ()
    return (reason("mistake.limit.ace", "R29", upcard=up),)


def _edge(answer: object, at: LimitPosition) -> tuple[Reason, ...]:
    """One off: the limit itself is allowed (R15), or these rules say "less than" (R15)."""
    limit = at.limit
    if limit is None or type(answer) is not int:
        return ()
    if answer == limit - 1:
        return (reason("mistake.limit.at_most", "R29" if at.by_upcard else "R15"),)
    if answer == limit + 1 and not at.by_upcard:
        return (reason("mistake.limit.less_than", "R15", given=answer),)
    return ()


# "With how much deadwood may you knock at most?" (lessons' ``knock_limit``)
KNOCK_LIMIT: tuple[Mistake, ...] = (
    Mistake("usual_limit", _usual_limit),
    Mistake("court_by_rank", _court_by_rank),
    Mistake("ace_counted", _ace_counted),
    Mistake("edge", _edge),
)


# ----------------------------------------------------------------------------- arrangements


@dataclass(frozen=True, slots=True)
class ArrangementPosition:
    """A hand and the arrangements offered to choose from (choice ``"1"`` is the first)."""

    cards: CardSet
    choices: tuple[tuple[Meld, ...], ...]

    def chosen(self, answer: object) -> tuple[tuple[Meld, ...], CardSet] | None:
        """The melds of the choice named and the cards they leave, when the choice lays only
        cards of the hand and each card once (else the poser's own line says what is wrong)."""
        if not isinstance(answer, str) or not answer.isdigit():
            return None
        number = int(answer)
        if not 1 <= number <= len(self.choices):
            return None
        melds, used = self.choices[number - 1], CardSet()
        for meld in melds:
            if not meld.cards <= self.cards or meld.cards & used:
                return None
            used = used | meld.cards
        return melds, self.cards - used


def _spare_card(answer: object, at: ArrangementPosition) -> tuple[Reason, ...]:
    """A meld of four (or a long run) holds a card that melds with loose cards, while the
    meld still stands without it (R8)."""
    chosen = at.chosen(answer)
    if chosen is None:
        return ()
    melds, left = chosen
    for meld in melds:
        if len(meld.cards) < 4:
            continue
        for card in meld.cards:
            rest = meld.cards.remove(card)
            other, _ = least_arrangement(left.add(card))
            if meld_kind(rest.mask) is not None and any(card in m.cards for m in other):
                made = next(m for m in other if card in m.cards)
                return (reason("mistake.arrangement.spare", "R8", card=card, meld=meld, made=made),)
    return ()


def _loose_fits(answer: object, at: ArrangementPosition) -> tuple[Reason, ...]:
    """A card the choice leaves loose that fits one of its own melds."""
    chosen = at.chosen(answer)
    return () if chosen is None else fits_own(*chosen)


def _higher_loose(answer: object, at: ArrangementPosition) -> tuple[Reason, ...]:
    """The choice leaves high cards loose that the best arrangement melds (R9)."""
    chosen = at.chosen(answer)
    if chosen is None:
        return ()
    _, left = chosen
    best = arrange(at.cards)
    if left.points == best.deadwood:
        return ()
    melded = CardSet(left.mask & best.best.melded.mask)
    if not melded:
        return ()
    return (reason("mistake.arrangement.higher_loose", "R9", cards=melded),)


# "Which arrangement leaves the least deadwood?" (lessons' ``arrangement``)
ARRANGEMENT: tuple[Mistake, ...] = (
    Mistake("spare_card", _spare_card),
    Mistake("loose_fits", _loose_fits),
    Mistake("higher_loose", _higher_loose),
)
