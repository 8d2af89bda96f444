"""A learner's puzzle progress as plain data: ratings, counts, history and the review schedule.

:class:`Progress` is immutable; :meth:`Progress.record` returns the progress after one answer.
``to_json`` and ``from_json`` turn it into plain dicts (the app stores them), and
:meth:`Progress.dashboard` gives the numbers a dashboard draws.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any

from tutor.engine.rules import CLASSIC, Rules
from tutor.explain import text
from tutor.puzzles.features import level_for_rating
from tutor.puzzles.links import PuzzleError
from tutor.puzzles.model import Puzzle
from tutor.puzzles.rating import Rating
from tutor.puzzles.review import ReviewItem, kind_key, puzzle_key
from tutor.questions.ladder import solve_score

VERSION = 1
# A puzzle's rating is computed from its features, not measured, so it is given a fixed
# moderate uncertainty rather than the near-certainty of a much-played puzzle.
PUZZLE_RD = 80.0
# Answers in a kind before the dashboard names it a strength or a weakness.
STRENGTH_ATTEMPTS = 3
_MAX_SEED = 1_000_000


def _when(moment: datetime) -> str:
    if moment.tzinfo is None:
        raise PuzzleError(f"{moment!r} has no time zone; progress keeps aware times only")
    return moment.isoformat()


@dataclass(frozen=True, slots=True)
class KindRecord:
    """One puzzle kind: the learner's rating in it, attempts, solves and the rating history."""

    name: str
    rating: Rating = field(default_factory=Rating)
    attempts: int = 0
    solved: int = 0
    history: tuple[tuple[str, float], ...] = ()  # (ISO time, rating after the answer)

    @property
    def success_rate(self) -> float | None:
        return self.solved / self.attempts if self.attempts else None

    def to_json(self) -> dict[str, Any]:
        return {
            "rating": self.rating.to_json(),
            "attempts": self.attempts,
            "solved": self.solved,
            "history": [[t, r] for t, r in self.history],
        }

    @classmethod
    def from_json(cls, name: str, data: dict[str, Any]) -> KindRecord:
        return cls(
            name,
            Rating.from_json(data["rating"]),
            int(data["attempts"]),
            int(data["solved"]),
            tuple((str(t), float(r)) for t, r in data["history"]),
        )


@dataclass(frozen=True, slots=True)
class Pick:
    """The next puzzle and why: ``review`` holds the key of the due item it answers, if any."""

    puzzle: Puzzle
    review: str | None = None


@dataclass(frozen=True, slots=True)
class Progress:
    """Everything the puzzles remember about one learner."""

    rating: Rating = field(default_factory=Rating)
    history: tuple[tuple[str, float], ...] = ()
    kinds: tuple[KindRecord, ...] = ()
    reviews: tuple[ReviewItem, ...] = ()

    def kind(self, name: str) -> KindRecord:
        for record in self.kinds:
            if record.name == name:
                return record
        return KindRecord(name)

    def review(self, key: str) -> ReviewItem | None:
        for item in self.reviews:
            if item.key == key:
                return item
        return None

    def due(self, now: datetime) -> list[ReviewItem]:
        """The items due at ``now``, the longest overdue first."""
        return sorted((i for i in self.reviews if i.is_due(now)), key=lambda i: (i.due, i.key))

    def due_counts(self, now: datetime) -> tuple[int, int]:
        """How many missed puzzles and how many kinds of puzzle are due for review at ``now``
        (a miss schedules both: the puzzle itself and a fresh one of its kind)."""
        due = self.due(now)
        puzzles = sum(1 for item in due if item.key.startswith(puzzle_key("")))
        return puzzles, len(due) - puzzles

    def change(self, puzzle: Puzzle, correct: bool, hints: int = 0) -> float:
        """How far the overall rating would move for a solve after ``hints`` hints, or for a
        miss: what the Puzzles page shows before a hint is asked."""
        opponent = Rating(puzzle.rating, PUZZLE_RD)
        score = _score(self.rating, opponent, correct, hints)
        return self.rating.answered(opponent, score).rating - self.rating.rating

    def played_rating(
        self, puzzle: Puzzle, now: Rating | None, correct: bool, hints: int = 0
    ) -> Rating:
        """The puzzle's own rating (``now``; None before any answer: its estimate) after this
        learner's answer, the learner its opponent (as on Lichess): it scores what the
        learner did not."""
        opponent = Rating(puzzle.rating, PUZZLE_RD)
        start = opponent if now is None else now
        return start.answered(self.rating, 1.0 - _score(self.rating, opponent, correct, hints))

    def record(
        self, puzzle: Puzzle, correct: bool, when: datetime, rated: bool = True, hints: int = 0
    ) -> Progress:
        """The progress after answering ``puzzle``.

        A rated answer moves the overall and the kind's Glicko-2 rating against the puzzle's
        rating, each by at most ``MAX_CHANGE``. A solve after ``hints`` hints of the ladder
        scores :func:`~tutor.questions.ladder.solve_score`, so it gains half as much after
        one hint and a quarter after two; a puzzle whose answer was shown is a miss. A miss
        puts the puzzle and its kind on the review schedule (Again); a later answer to a
        scheduled item reviews it when it is due (Good or Again). An unrated answer (trying a
        missed puzzle again at once, after its solution was shown) changes nothing.
        """
        if not rated:
            return self
        stamp = _when(when)
        opponent = Rating(puzzle.rating, PUZZLE_RD)
        overall = self.rating.answered(opponent, _score(self.rating, opponent, correct, hints))
        old = self.kind(puzzle.kind)
        new_rating = old.rating.answered(opponent, _score(old.rating, opponent, correct, hints))
        record = KindRecord(
            old.name,
            new_rating,
            old.attempts + 1,
            old.solved + int(correct),
            (*old.history, (stamp, round(new_rating.rating, 1))),
        )
        kinds = (*(r for r in self.kinds if r.name != old.name), record)
        reviews = list(self.reviews)
        for key in (puzzle_key(puzzle.link), kind_key(puzzle.kind)):
            reviews = _reviewed(reviews, key, correct, when)
        return replace(
            self,
            rating=overall,
            history=(*self.history, (stamp, round(overall.rating, 1))),
            kinds=tuple(sorted(kinds, key=lambda r: r.name)),
            reviews=tuple(reviews),
        )

    def next_puzzle(
        self,
        now: datetime,
        rng: random.Random,
        kind: str | None = None,
        rules: Rules = CLASSIC,
    ) -> Pick:
        """A due review first (of ``kind`` when given), else a new puzzle near the learner.

        Without a kind, the weakest kind comes half of the time and any kind the other half.
        The level is the one nearest the learner's rating in that kind, made prudent by its
        uncertainty, so a new learner starts easy.
        """
        from tutor.puzzles.kinds import KINDS, generate, kind_of
        from tutor.puzzles.links import parse_link

        if kind is not None:
            kind = kind_of(kind).name
        for item in self.due(now):
            if item.is_puzzle:
                name, level, seed, rules_name = parse_link(item.target)
                if kind in (None, name):
                    from tutor.engine.rules import preset

                    return Pick(generate(name, level, seed, preset(rules_name)), item.key)
            elif kind in (None, item.target) and item.target in KINDS:
                return Pick(self._fresh(item.target, rng, rules), item.key)
        if kind is None:
            names = [name for name in sorted(KINDS) if KINDS[name].supports(rules)]
            if rng.random() < 0.5:
                kind = min(names, key=lambda n: (self.kind(n).rating.rating, n))
            else:
                kind = rng.choice(names)
        return Pick(self._fresh(kind, rng, rules))

    def _fresh(self, kind: str, rng: random.Random, rules: Rules) -> Puzzle:
        from tutor.puzzles.kinds import generate

        rating = self.kind(kind).rating
        level = level_for_rating(rating.rating - rating.rd / 4)
        return generate(kind, level, rng.randrange(_MAX_SEED), rules)

    def dashboard(self, now: datetime | None = None) -> dict[str, Any]:
        """Per kind: attempts, solved, success rate, rating and its history; reviews due."""
        return {
            "rating": round(self.rating.rating, 1),
            "rd": round(self.rating.rd, 1),
            "provisional": self.rating.provisional,
            "attempts": sum(r.attempts for r in self.kinds),
            "solved": sum(r.solved for r in self.kinds),
            "history": [[t, r] for t, r in self.history],
            "kinds": {
                r.name: {
                    "attempts": r.attempts,
                    "solved": r.solved,
                    "success_rate": r.success_rate,
                    "rating": round(r.rating.rating, 1),
                    "provisional": r.rating.provisional,
                    "history": [[t, v] for t, v in r.history],
                }
                for r in self.kinds
            },
            **self._strengths(),
            "due": len(self.due(now)) if now is not None else None,
            "scheduled": len(self.reviews),
        }

    def _strengths(self) -> dict[str, str | None]:
        """The kinds rated highest and lowest, once two kinds have enough answers to compare."""
        known = [r for r in self.kinds if r.attempts >= STRENGTH_ATTEMPTS]
        if len(known) < 2:
            return {"strongest": None, "weakest": None}
        ranked = sorted(known, key=lambda r: (r.rating.rating, r.name))
        return {"strongest": ranked[-1].name, "weakest": ranked[0].name}

    def to_json(self) -> dict[str, Any]:
        return {
            "version": VERSION,
            "rating": self.rating.to_json(),
            "history": [[t, r] for t, r in self.history],
            "kinds": {r.name: r.to_json() for r in self.kinds},
            "reviews": {i.key: i.card for i in self.reviews},
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Progress:
        """Read progress back; a missing or unknown version is refused, quoting it."""
        if not isinstance(data, dict) or data.get("version") != VERSION:
            shown = data.get("version") if isinstance(data, dict) else data
            raise PuzzleError(f"puzzle progress of version {shown!r} cannot be read")
        try:
            return cls(
                Rating.from_json(data["rating"]),
                tuple((str(t), float(r)) for t, r in data["history"]),
                tuple(
                    KindRecord.from_json(name, record)
                    for name, record in sorted(data["kinds"].items())
                ),
                tuple(ReviewItem(key, dict(card)) for key, card in data["reviews"].items()),
            )
        except (KeyError, TypeError, ValueError) as error:
            raise PuzzleError(f"puzzle progress cannot be read: {error!r}") from None


def _score(mine: Rating, opponent: Rating, correct: bool, hints: int) -> float:
    """The Glicko-2 score of an answer: 0 for a miss, less than 1 for a solve after hints."""
    return solve_score(hints, mine.expected(opponent)) if correct else 0.0


def _reviewed(items: list[ReviewItem], key: str, correct: bool, when: datetime) -> list[ReviewItem]:
    """The schedule after one answer touching ``key``: a miss always counts, a solve when due."""
    current = next((i for i in items if i.key == key), None)
    if current is None:
        if correct:
            return items
        return [*items, ReviewItem.new(key, when).reviewed(False, when)]
    if correct and not current.is_due(when):
        return items  # an early solve: the schedule already expects it
    return [current.reviewed(correct, when) if i.key == key else i for i in items]


def expected_score(progress: Progress, puzzle: Puzzle) -> float:
    """The learner's chance of solving ``puzzle`` by the Glicko-2 expectation."""
    mine = progress.kind(puzzle.kind).rating
    return mine.expected(Rating(puzzle.rating, PUZZLE_RD))


__all__ = ["PUZZLE_RD", "KindRecord", "Pick", "Progress", "due_words", "expected_score"]


def due_words(puzzles: int, kinds: int, lang: str) -> str:
    """What is due for review, in words: "1 puzzle you missed and 1 kind of puzzle to
    practise again" (the one wording Home and the Puzzles page share)."""
    if puzzles and kinds:
        return text("puzzle.due.both", lang, puzzles=puzzles, kinds=kinds)
    if puzzles:
        return text("puzzle.due.puzzles", lang, puzzles=puzzles)
    if kinds:
        return text("puzzle.due.kinds", lang, kinds=kinds)
    return text("puzzle.due.none", lang)
