"""``best-melds``: ten cards with overlapping melds; which melds leave the least deadwood?

Every arrangement that reaches the least deadwood is right (R9); the grade says when there
were several.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from tutor.engine.cards import CardSet
from tutor.engine.events import Reason, reason
from tutor.engine.melds import Arrangement, Meld, arrange, meld_kind
from tutor.engine.rules import Rules
from tutor.puzzles.deal import Builder
from tutor.puzzles.features import Features, crossing_cards, level_of
from tutor.puzzles.kinds._common import answer_reader, laid_out
from tutor.puzzles.kinds.deadwood import overlap_allows, planted
from tutor.puzzles.model import Kind, Puzzle
from tutor.questions import Question, reading
from tutor.questions.mistakes import MELDS

NAME = "best-melds"

SHAPES: dict[int, tuple[tuple[str, ...], ...]] = {
    1: (("crossing",), ("crossing", "run"), ("crossing", "set")),
    2: (("crossing", "crossing"), ("crossing", "set"), ("crossing", "run")),
    3: (("block",), ("crossing", "crossing"), ("crossing", "crossing", "run")),
}


def _melds_json(arrangement: Arrangement) -> list[list[str]]:
    return [[str(c) for c in m.cards] for m in arrangement.melds]


@dataclass(frozen=True, slots=True)
class BestMeldsAnswer:
    deadwood: int
    arrangements: tuple[Arrangement, ...]  # every least-deadwood arrangement

    def to_json(self) -> dict[str, Any]:
        return {
            "deadwood": self.deadwood,
            "melds": _melds_json(self.arrangements[0]),
            "arrangements": [_melds_json(a) for a in self.arrangements],
            "several": len(self.arrangements) > 1,
        }


def candidate(rng: random.Random, level: int, rules: Rules) -> Puzzle | None:
    mask = planted(Builder(rng), rng.choice(SHAPES[level]), 10)
    if not mask:
        return None
    overlap = crossing_cards(mask)
    if not overlap or not overlap_allows(overlap, level):
        return None  # the question needs a card that fits two melds
    cards = CardSet(mask)
    analysis = arrange(cards)
    features = Features(overlap=overlap, alternatives=len(analysis.arrangements))
    return Puzzle(
        NAME,
        level_of(features.points),
        0,
        rules,
        cards,
        BestMeldsAnswer(analysis.deadwood, analysis.arrangements),
        features,
        prompt=(reason("puzzle.ask.best_melds", "R8"),),
    )


@answer_reader
def read(value: Any) -> tuple[CardSet, ...]:
    """Melds as groups of cards: ``"[7s 8s 9s] [7h 7d 7c]"`` or ``[["7s","8s","9s"], ...]``."""
    return reading.groups(reading.field(value, "melds"))


def explain(puzzle: Puzzle) -> tuple[Reason, ...]:
    answer = puzzle.answer
    assert isinstance(answer, BestMeldsAnswer)
    lines = [laid_out("puzzle.melds.best", a.melds, puzzle.cards) for a in answer.arrangements]
    lines.extend(r for r in arrange(puzzle.cards).reasons if r.code.startswith("card."))
    return tuple(lines)


def problems(puzzle: Puzzle, given: tuple[CardSet, ...]) -> list[Reason]:
    """What keeps the learner's groups from being melds of this hand: cards not held, a group
    that is no meld (R6, R7), a card in two melds (R8)."""
    found: list[Reason] = []
    used = CardSet()
    for group in given:
        for card in group - puzzle.cards:
            found.append(reason("puzzle.card.not_held", "", card=card))
        if meld_kind(group.mask) is None:
            found.append(reason("puzzle.melds.not_meld", "R6", cards=group))
        for card in group & used:
            found.append(reason("puzzle.melds.twice", "R8", card=card))
        used = used | group
    return found


def _melded(given: tuple[CardSet, ...]) -> CardSet:
    used = CardSet()
    for group in given:
        used = used | group
    return used


def question(puzzle: Puzzle) -> Question:
    """The puzzle as the framework's question: melds in any order and any least-deadwood
    arrangement are right, so an answer is judged by the deadwood its melds leave (R9)."""
    answer = puzzle.answer
    assert isinstance(answer, BestMeldsAnswer)

    def left(given: tuple[CardSet, ...]) -> int | None:
        """The deadwood the groups leave, ``None`` when they are not melds of this hand."""
        if problems(puzzle, given):
            return None
        return (puzzle.cards - _melded(given)).points

    def remark(given: tuple[CardSet, ...]) -> tuple[Reason, ...]:
        found = problems(puzzle, given)
        if found:
            return tuple(found)
        yours = tuple(Meld.of(g) for g in given)
        return (laid_out("puzzle.melds.yours", yours, puzzle.cards),)

    return Question(
        "melds",
        frozenset({answer.deadwood}),
        solve(puzzle),
        explain(puzzle),
        pick_from=puzzle.cards,
        mistakes=MELDS,
        position=puzzle.cards,
        judged_as=left,
        remark=remark,
        ways=len(answer.arrangements),
        topic="melds",
    )


def solve(puzzle: Puzzle) -> tuple[CardSet, ...]:
    answer = puzzle.answer
    assert isinstance(answer, BestMeldsAnswer)
    return tuple(m.cards for m in answer.arrangements[0].melds)


KIND = Kind(
    NAME,
    candidate,
    read,
    question,
    explain,
    solve,
    'your melds: "[7s 8s 9s] [7h 7d 7c]" or [["7s", "8s", "9s"], ["7h", "7d", "7c"]]',
)
