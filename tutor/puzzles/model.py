"""The puzzle record and the interface every puzzle kind offers.

Every kind poses its puzzle as the framework's :class:`~tutor.questions.Question`
(:mod:`tutor.questions`): the answers the engine accepts, what the engine says about an answer,
and the kind's catalogue of mistakes. :meth:`Kind.grade` grades through that question, as a
lesson does, and puts the puzzle's verdict lines first.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any, Protocol

from tutor.engine.cards import Card, CardSet
from tutor.engine.events import Reason, reason
from tutor.engine.melds import Meld
from tutor.engine.rules import Rules
from tutor.puzzles.features import Features, puzzle_rating
from tutor.questions import Grade, Question


class Answer(Protocol):
    """The engine's answer to a puzzle; ``to_json`` is the ``answer`` of ``tutor puzzle``."""

    def to_json(self) -> dict[str, Any]: ...


@dataclass(frozen=True, slots=True)
class Puzzle:
    """One position, its question and the engine's answer; reproducible from its link."""

    kind: str
    level: int
    seed: int
    rules: Rules
    cards: CardSet  # the learner's cards
    answer: Answer
    features: Features
    taken: Card | None = None  # taken from the discard pile this turn (R13)
    upcard: Card | None = None  # the hand's first upcard (R29: knock limit and doubling)
    knock_limit: int | None = None  # this hand's knock limit; None when only gin ends it
    knocker: CardSet | None = None  # the knocker's cards (score)
    spread: tuple[Meld, ...] = ()  # the knocker's melds on the table (layoff)
    knocker_deadwood: CardSet | None = None  # the knocker's deadwood cards (layoff)
    big_gin: bool = False  # the knocker holds eleven melded cards (R17)
    prompt: tuple[Reason, ...] = field(default=())  # the question, as reasons for explain
    played: float | None = None  # its rating as learners' answers moved it, when known

    @property
    def rating(self) -> int:
        """How hard it is: from learners' answers once there are any (as on Lichess), else
        estimated from its features."""
        if self.played is not None:
            return round(self.played)
        return puzzle_rating(self.features.points)

    @property
    def link(self) -> str:
        from tutor.puzzles.links import link_of

        return link_of(self.kind, self.level, self.seed, self.rules.name)


@dataclass(frozen=True, slots=True)
class Kind:
    """A puzzle kind: how to build a candidate position, read an answer and pose the question.

    ``candidate`` returns ``None`` when its seeded draw did not make a position; the caller
    draws again from the same random stream, so the result stays reproducible.
    """

    name: str
    candidate: Callable[[random.Random, int, Rules], Puzzle | None]
    read: Callable[[Any], Any]
    pose: Callable[[Puzzle], Question]  # the puzzle as the framework's question
    explain: Callable[[Puzzle], tuple[Reason, ...]]  # the answer and why, for any learner
    solve: Callable[[Puzzle], Any]  # a correct answer, in the form ``read`` returns
    # The answer shape, for the README and the ``--help`` text.
    answer_shape: str
    # Whether the kind exists under these rules (no layoffs in straight gin, R18, R30).
    supports: Callable[[Rules], bool] = lambda rules: True
    unsupported: str = ""  # why, when ``supports`` says no

    def grade(self, puzzle: Puzzle, given: Any) -> Grade:
        """The grade of an answer already read, by the puzzle's question: the verdict lines,
        then what the engine says about this answer (for a wrong one, its diagnosis), then the
        engine's explanation."""
        asked = self.pose(puzzle)
        graded = asked.grade(given)
        lines = (*verdict(graded.correct, asked.right_answers), *graded.feedback)
        return replace(graded, feedback=lines)


def verdict(correct: bool, several: int = 1) -> list[Reason]:
    """The first lines of every grade: right or wrong, and whether several answers were right."""
    lines = [reason("puzzle.correct" if correct else "puzzle.wrong", "")]
    if several > 1:
        lines.append(reason("puzzle.several", "", count=several))
    return lines
