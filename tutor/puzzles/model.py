"""The puzzle record and the interface every puzzle kind offers.

Answers are read and graded with the question framework (:mod:`tutor.questions`): its one
reader, and its :class:`~tutor.questions.Grade`, whose ``diagnosis`` says what was wrong.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from tutor.engine.cards import Card, CardSet
from tutor.engine.events import Reason
from tutor.engine.melds import Meld
from tutor.engine.rules import Rules
from tutor.puzzles.features import Features, puzzle_rating
from tutor.questions import Grade


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

    @property
    def link(self) -> str:
        from tutor.puzzles.links import link_of

        return link_of(self.kind, self.level, self.seed, self.rules.name)

    @property
    def rating(self) -> int:
        return puzzle_rating(self.features.points)


@dataclass(frozen=True, slots=True)
class Kind:
    """A puzzle kind: how to build a candidate position, read an answer and grade it.

    ``candidate`` returns ``None`` when its seeded draw did not make a position; the caller
    draws again from the same random stream, so the result stays reproducible.
    """

    name: str
    candidate: Callable[[random.Random, int, Rules], Puzzle | None]
    read: Callable[[Any], Any]
    grade: Callable[[Puzzle, Any], Grade]
    explain: Callable[[Puzzle], tuple[Reason, ...]]  # the answer and why, for any learner
    solve: Callable[[Puzzle], Any]  # a correct answer, in the form ``read`` returns
    # The answer shape, for the README and the ``--help`` text.
    answer_shape: str
    # Whether the kind exists under these rules (no layoffs in straight gin, R18, R30).
    supports: Callable[[Rules], bool] = lambda rules: True
    unsupported: str = ""  # why, when ``supports`` says no
