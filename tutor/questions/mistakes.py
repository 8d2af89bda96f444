"""Common mistakes per kind of question, recognised from the answer and the position.

A :class:`Mistake` looks at a wrong answer and the position it was given for and, when it
recognises the slip, returns the reasons that say what went wrong; :func:`diagnose` runs a
kind's catalogue. The engine supplies every fact a mistake compares with (the least deadwood,
the value of the cards), so a diagnosis is as exact as the grading. A lesson's question and a
puzzle of the same kind share one catalogue.

>>> from tutor.engine.cards import CardSet
>>> hand = CardSet.parse("As 2s 3s 7h 7d 7c Kh Qh Jh 5d")
>>> [r.code for r in diagnose(DEADWOOD, hand.points, hand)], diagnose(DEADWOOD, 6, hand)
(['mistake.deadwood.counted_melds'], ())
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from tutor.engine.cards import CardSet
from tutor.engine.events import Reason, reason
from tutor.engine.melds import least_deadwood


@dataclass(frozen=True, slots=True)
class Mistake:
    """One common wrong answer: ``detect(answer, position)`` gives what was wrong, or ``()``
    when this is not the slip the learner made."""

    name: str
    detect: Callable[[Any, Any], tuple[Reason, ...]]


def diagnose(mistakes: Iterable[Mistake], answer: object, position: object) -> tuple[Reason, ...]:
    """What the first mistake of the catalogue that recognises this answer says about it."""
    for mistake in mistakes:
        found = mistake.detect(answer, position)
        if found:
            return found
    return ()


def _counted_melds(answer: object, cards: CardSet) -> tuple[Reason, ...]:
    """Every card added up, melds included (R9)."""
    if answer != cards.points or cards.points == least_deadwood(cards.mask):
        return ()
    return (reason("mistake.deadwood.counted_melds", "R9", points=cards.points),)


# "How much deadwood do these cards hold?" (lessons' ``deadwood``, the ``deadwood`` puzzle)
DEADWOOD: tuple[Mistake, ...] = (Mistake("counted_melds", _counted_melds),)
