"""A mistake of a catalogue, and running a catalogue on a wrong answer."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from tutor.engine.cards import CardSet
from tutor.engine.events import Reason


@dataclass(frozen=True, slots=True)
class Mistake:
    """One common wrong answer: ``detect(answer, position)`` gives what was wrong, or ``()``
    when this is not the slip the learner made."""

    name: str
    detect: Callable[[Any, Any], tuple[Reason, ...]]


def without(mistakes: Iterable[Mistake], *names: str) -> tuple[Mistake, ...]:
    """A catalogue less the mistakes named: for a poser whose own remark on every answer
    already says what they would (a puzzle naming each card that fits nowhere)."""
    return tuple(m for m in mistakes if m.name not in names)


def diagnose(mistakes: Iterable[Mistake], answer: object, position: object) -> tuple[Reason, ...]:
    """What the first mistake of the catalogue that recognises this answer says about it."""
    for mistake in mistakes:
        found = mistake.detect(answer, position)
        if found:
            return found
    return ()


def picked(answer: object) -> CardSet:
    """An answer that names cards, as the reader gave it (a ``CardSet``)."""
    assert isinstance(answer, CardSet)
    return answer
