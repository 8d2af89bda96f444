"""Pieces shared by the puzzle kinds: the hand's knock limit, the question notes, reading an
answer, and lines that lay cards out."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, TypeVar

from tutor.engine.cards import DECK, Card, CardSet, bit_indices
from tutor.engine.events import Reason, reason
from tutor.engine.melds import Meld, arrange
from tutor.engine.rules import Rules
from tutor.puzzles.deal import Builder
from tutor.puzzles.links import PuzzleError
from tutor.questions import AnswerError

T = TypeVar("T")


def hand_limit(b: Builder, rules: Rules) -> tuple[Card | None, int | None]:
    """The upcard (drawn only when it matters, R29) and this hand's knock limit (R15, R30)."""
    if not rules.oklahoma:
        return None, rules.knock_limit_for(None)
    upcard = DECK[next(bit_indices(b.card()))]
    return upcard, rules.knock_limit_for(upcard)


def limit_notes(rules: Rules, upcard: Card | None, limit: int | None) -> list[Reason]:
    """What the learner needs to know about this hand's knock limit."""
    notes = []
    if upcard is not None:
        notes.append(reason("puzzle.note.upcard", "R29", card=upcard))
    if limit is None:
        notes.append(reason("puzzle.note.straight", "R30"))
    elif limit == 0:
        notes.append(reason("puzzle.note.gin_only", "R29"))
    else:
        notes.append(reason("puzzle.note.limit", "R29" if rules.oklahoma else "R15", limit=limit))
    return notes


def answer_reader(read: Callable[[Any], T]) -> Callable[[Any], T]:
    """A kind's reader, built on the framework's one reader (:mod:`tutor.questions.reading`);
    an answer it cannot read is a :class:`PuzzleError` quoting it, like every error of the
    puzzle API."""

    @functools.wraps(read)
    def reading(value: Any) -> T:
        try:
            return read(value)
        except AnswerError as error:
            raise PuzzleError(str(error)) from None

    return reading


def shown(cards: CardSet) -> Reason:
    """A line that shows the best arrangement of some cards (R9)."""
    return laid_out("puzzle.arrangement", arrange(cards).best.melds, cards)


def laid_out(code: str, melds: tuple[Meld, ...], cards: CardSet) -> Reason:
    """A line showing melds and what they leave; ``code + ".all"`` when they leave nothing."""
    used = CardSet()
    for meld in melds:
        used = used | meld.cards
    left = cards - used
    if not left:
        return reason(code + ".all", "R9", melds=melds)
    return reason(code, "R9", melds=melds or "-", cards=left, deadwood=left.points)


def mask_card(mask: int) -> Card:
    """The one card of a one-card mask."""
    return DECK[mask.bit_length() - 1]
