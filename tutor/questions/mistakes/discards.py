"""Mistakes with eleven cards (R9, R13, R15, R16): the best discard, and knocking.

The position is the engine's :class:`~tutor.engine.melds.DiscardAnalysis` of the hand: every
discard with the deadwood it leaves, whether it may knock and why not (``knock_refusal``).
"""

from __future__ import annotations

from tutor.engine.cards import CardSet
from tutor.engine.events import Reason, reason
from tutor.engine.melds import DiscardAnalysis, DiscardOption, arrange, meldable
from tutor.questions.mistakes.base import Mistake, picked


def _option(analysis: DiscardAnalysis, card: object) -> DiscardOption | None:
    return next((o for o in analysis.options if o.card == card), None)


def _broke_meld(answer: object, analysis: DiscardAnalysis) -> tuple[Reason, ...]:
    """The discard breaks up a meld of the best arrangement, leaving more deadwood (R9)."""
    option = _option(analysis, answer)
    if option is None or not option.legal or option.deadwood <= analysis.deadwood:
        return ()
    meld = next((m for m in arrange(analysis.cards).best.melds if option.card in m.cards), None)
    if meld is None:
        return ()
    return (
        reason(
            "mistake.discard.broke_meld",
            "R9",
            card=option.card,
            meld=meld,
            deadwood=option.deadwood,
            best=analysis.deadwood,
        ),
    )


def _lower_loose(answer: object, analysis: DiscardAnalysis) -> tuple[Reason, ...]:
    """A loose card thrown while a higher loose card could go: keep the low one (R2, R9)."""
    option = _option(analysis, answer)
    if option is None or not option.legal:
        return ()
    free = meldable(analysis.cards.mask)
    if option.card.bit & free:
        return ()  # it could meld: not a loose card
    best = analysis.best
    if best.card.bit & free or best.card.points <= option.card.points:
        return ()
    return (
        reason(
            "mistake.discard.lower_loose",
            "R2",
            card=option.card,
            better=best.card,
            points=best.card.points,
        ),
    )


def _taken_back(answer: object, analysis: DiscardAnalysis) -> tuple[Reason, ...]:
    """The card just taken from the discard pile, which may not go back this turn (R13)."""
    option = _option(analysis, answer)
    if option is None or option.legal:
        return ()
    return tuple(r for r in option.reasons if r.code == "discard.just_taken")


# "Which discard leaves the least deadwood?" (lessons' ``discard``, the ``best-discard`` puzzle)
DISCARD: tuple[Mistake, ...] = (
    Mistake("taken_back", _taken_back),
    Mistake("broke_meld", _broke_meld),
    Mistake("lower_loose", _lower_loose),
)


def _only_gin(answer: object, analysis: DiscardAnalysis) -> tuple[Reason, ...]:
    """Only the gin discards named, when other discards let you knock too (R15, R16)."""
    gin = CardSet(analysis.gin_discards())
    knocks = CardSet(analysis.knock_discards())
    if not gin or picked(answer) != gin or knocks == gin:
        return ()
    return (reason("mistake.knock.only_gin", "R15", gin=gin, others=knocks - gin),)


def _over_limit(answer: object, analysis: DiscardAnalysis) -> tuple[Reason, ...]:
    """A discard named that leaves more deadwood than the knock limit (R15, R29)."""
    limit = analysis.knock_limit
    for card in picked(answer):
        option = _option(analysis, card)
        if option is None or not option.legal or option.knock or not limit:
            continue
        return (
            reason(
                "mistake.knock.over_limit",
                next(r.rule for r in option.reasons),  # the refusal's own rule (R15, R29)
                card=card,
                deadwood=option.deadwood,
                over=option.deadwood - limit,
                limit=limit,
            ),
        )
    return ()


def _taken_knock(answer: object, analysis: DiscardAnalysis) -> tuple[Reason, ...]:
    """The card just taken named: it would knock, but it may not go back (R13)."""
    for card in picked(answer):
        option = _option(analysis, card)
        if option is not None and not option.legal and _within(option, analysis):
            return (reason("mistake.knock.taken_named", "R13", card=card),)
    return ()


def _within(option: DiscardOption, analysis: DiscardAnalysis) -> bool:
    """Whether this discard would knock if it were allowed: the engine refused it for R13 only."""
    return all(r.code == "discard.just_taken" for r in option.reasons)


def _missed_knock(answer: object, analysis: DiscardAnalysis) -> tuple[Reason, ...]:
    """Knocking discards left out (how many, not which: a retry still has them to find)."""
    missed = CardSet(analysis.knock_discards()) - picked(answer)
    if not missed:
        return ()
    return (reason("mistake.knock.missed", "R15", count=len(missed)),)


# "With which discards can you knock?" (lessons' ``knock_discards``, the ``can-knock`` puzzle)
KNOCK: tuple[Mistake, ...] = (
    Mistake("taken", _taken_knock),
    Mistake("only_gin", _only_gin),
    Mistake("over_limit", _over_limit),
    Mistake("missed", _missed_knock),
)


def _said_yes(answer: object, analysis: DiscardAnalysis) -> tuple[Reason, ...]:
    """ "Yes" when no legal discard knocks: the one that would is the card just taken (R13),
    or the best discard is still over the limit (R15)."""
    if answer is not True or analysis.can_knock:
        return ()
    taken = next((o for o in analysis.options if not o.legal), None)
    if taken is not None and _within(taken, analysis):
        return (reason("mistake.knock.taken", "R13", card=taken.card),)
    best = analysis.best
    limit = analysis.knock_limit
    if not limit:  # only gin ends this hand (an Oklahoma ace, R29; straight gin, R30)
        rule = next((r.rule for r in best.reasons), "R16")
        return (reason("mistake.knock.gin_only", rule, card=best.card, deadwood=best.deadwood),)
    return (
        reason(
            "mistake.knock.over_limit",
            next(r.rule for r in best.reasons),
            card=best.card,
            deadwood=best.deadwood,
            over=best.deadwood - limit,
            limit=limit,
        ),
    )


def _said_no(answer: object, analysis: DiscardAnalysis) -> tuple[Reason, ...]:
    """ "No" when a discard lets you knock: which one, and what it leaves (R15)."""
    if answer is not False or not analysis.can_knock:
        return ()
    best = analysis.best
    code = "mistake.knock.could_gin" if best.gin else "mistake.knock.could"
    return (
        reason(
            code,
            "R16" if best.gin else "R15",
            card=best.card,
            deadwood=best.deadwood,
            limit=analysis.knock_limit,
        ),
    )


# "Can you knock?" (lessons' ``can_knock``)
CAN_KNOCK: tuple[Mistake, ...] = (
    Mistake("said_yes", _said_yes),
    Mistake("said_no", _said_no),
)
