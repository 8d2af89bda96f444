"""Mistakes about melds (R6-R8): "is this a meld?" and "which melds leave the least deadwood?"

Why a group is no meld comes from the engine's :func:`~tutor.engine.meld_reasons.not_a_meld`;
what else could have been melded, from its arrangement and its layoff table (:func:`fits`).
"""

from __future__ import annotations

from tutor.engine.arrangement import least_arrangement
from tutor.engine.cards import CardSet
from tutor.engine.events import Reason, reason
from tutor.engine.layoffs import legal_layoffs
from tutor.engine.meld_reasons import not_a_meld
from tutor.engine.melds import Meld, meld_kind
from tutor.questions.mistakes.base import Mistake


def _called_a_meld(answer: object, group: CardSet) -> tuple[Reason, ...]:
    """ "Yes" for a group that is no meld: the engine says what keeps it from being one."""
    why = not_a_meld(group)
    return (why,) if answer is True and why is not None else ()


def _not_seen(answer: object, group: CardSet) -> tuple[Reason, ...]:
    """ "No" for a meld: what makes it one (R6, R7)."""
    if answer is not False or meld_kind(group.mask) is None:
        return ()
    meld = Meld.of(group)
    return (reason(f"mistake.meld.is_{meld.kind.value}", meld.rule, meld=meld),)


# "Are these cards a meld?" (lessons' ``is_meld``)
IS_MELD: tuple[Mistake, ...] = (
    Mistake("called_a_meld", _called_a_meld),
    Mistake("not_seen", _not_seen),
)


def _groups(answer: object) -> tuple[CardSet, ...]:
    assert isinstance(answer, tuple)
    return answer


def _no_meld(answer: object, cards: CardSet) -> tuple[Reason, ...]:
    """A group that is no meld, and why (R6, R7)."""
    for group in _groups(answer):
        why = not_a_meld(group) if group <= cards else None  # cards not held: said apart
        if why is not None:
            return (why,)
    return ()


def _mine(answer: object, cards: CardSet) -> tuple[tuple[Meld, ...], CardSet] | None:
    """The learner's melds and the cards they leave, when every group is a meld of the hand
    and no card is used twice."""
    melds, used = [], CardSet()
    for group in _groups(answer):
        if not group <= cards or group & used or meld_kind(group.mask) is None:
            return None
        melds.append(Meld.of(group))
        used = used | group
    return tuple(melds), cards - used


def fits_own(melds: tuple[Meld, ...], left: CardSet) -> tuple[Reason, ...]:
    """The highest loose card of ``left`` that fits one of ``melds`` (a fourth card, a run's
    end): it belonged in the meld, not among the loose cards."""
    for card in sorted(left, key=lambda c: -c.points):
        fits = legal_layoffs(card, melds)
        if fits:
            return (reason("mistake.melds.fits_yours", fits[0].rule, card=card, meld=fits[0]),)
    return ()


def _loose_fits(answer: object, cards: CardSet) -> tuple[Reason, ...]:
    """A loose card that fits one of the learner's own melds: a fourth card, a run's end."""
    mine = _mine(answer, cards)
    return () if mine is None else fits_own(*mine)


def _left_a_meld(answer: object, cards: CardSet) -> tuple[Reason, ...]:
    """Cards left loose that are a meld of their own."""
    mine = _mine(answer, cards)
    if mine is None:
        return ()
    more, _ = least_arrangement(mine[1])
    if not more:
        return ()
    return (reason("mistake.melds.left_meld", more[0].rule, meld=more[0]),)


# "Which melds leave the least deadwood?" (the ``best-melds`` puzzle)
MELDS: tuple[Mistake, ...] = (
    Mistake("no_meld", _no_meld),
    Mistake("loose_fits", _loose_fits),
    Mistake("left_a_meld", _left_a_meld),
)
