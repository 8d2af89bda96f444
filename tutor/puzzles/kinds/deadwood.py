"""``deadwood``: ten cards; how much deadwood do they hold (R9)?"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from tutor.engine.cards import CardSet
from tutor.engine.events import Reason, reason
from tutor.engine.melds import arrange
from tutor.engine.rules import Rules
from tutor.puzzles.deal import Builder
from tutor.puzzles.features import Features, crossing_cards, level_of
from tutor.puzzles.kinds._common import answer_reader
from tutor.puzzles.model import Kind, Puzzle
from tutor.questions import Question, reading
from tutor.questions.mistakes import DEADWOOD

NAME = "deadwood"

# Planted shapes per level: plain melds, one overlap, or several.
SHAPES: dict[int, tuple[tuple[str, ...], ...]] = {
    1: (("run",), ("set",), ("run", "set"), ("run", "run"), ("set", "set")),
    2: (("crossing",), ("crossing", "run"), ("crossing", "set")),
    3: (("block",), ("crossing", "crossing"), ("crossing", "crossing", "run")),
}


def planted(b: Builder, shapes: tuple[str, ...], size: int) -> int:
    """A hand of ``size`` cards: the shapes named, then loose cards; 0 when they do not fit."""
    makers: dict[str, Callable[[], int]] = {
        "run": b.run,
        "set": b.set,
        "crossing": b.crossing,
        "block": b.block,
    }
    mask = 0
    for shape in shapes:
        part = makers[shape]()
        if not part:
            return 0
        mask |= part
    return b.fill(mask, size)


def overlap_allows(overlap: int, level: int) -> bool:
    """Whether a hand with this overlap can still be of this level (alternatives add 0 or 1)."""
    low = Features(overlap=overlap).points
    return level_of(low) <= level <= level_of(low + 1)


@dataclass(frozen=True, slots=True)
class DeadwoodAnswer:
    deadwood: int

    def to_json(self) -> dict[str, Any]:
        return {"deadwood": self.deadwood}


def candidate(rng: random.Random, level: int, rules: Rules) -> Puzzle | None:
    mask = planted(Builder(rng), rng.choice(SHAPES[level]), 10)
    if not mask:
        return None
    overlap = crossing_cards(mask)
    if not overlap_allows(overlap, level):
        return None
    cards = CardSet(mask)
    analysis = arrange(cards)
    features = Features(overlap=overlap, alternatives=len(analysis.arrangements))
    return Puzzle(
        NAME,
        level_of(features.points),
        0,
        rules,
        cards,
        DeadwoodAnswer(analysis.deadwood),
        features,
        prompt=(reason("puzzle.ask.deadwood", "R9"),),
    )


@answer_reader
def read(value: Any) -> int:
    """A whole number: the deadwood of the hand."""
    return reading.number(reading.field(value, "deadwood"))


def explain(puzzle: Puzzle) -> tuple[Reason, ...]:
    analysis = arrange(puzzle.cards)
    lines = []
    if len(analysis.arrangements) > 1:
        lines.append(reason("puzzle.arrangements", "R9", count=len(analysis.arrangements)))
    return (*lines, *analysis.reasons)


def question(puzzle: Puzzle) -> Question:
    """The puzzle as the framework's question, with the deadwood catalogue of mistakes."""
    expected = solve(puzzle)

    def remark(given: int) -> tuple[Reason, ...]:
        if given == expected:
            return ()
        return (reason("puzzle.deadwood.given", "R9", given=given, deadwood=expected),)

    return Question(
        "number",
        frozenset({expected}),
        expected,
        explain(puzzle),
        mistakes=DEADWOOD,
        position=puzzle.cards,
        remark=remark,
        topic="deadwood",
    )


def solve(puzzle: Puzzle) -> int:
    answer = puzzle.answer
    assert isinstance(answer, DeadwoodAnswer)
    return answer.deadwood


KIND = Kind(
    NAME, candidate, read, question, explain, solve, 'a whole number: 12 or {"deadwood": 12}'
)
