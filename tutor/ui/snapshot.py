"""What the Home and Statistics pages read back for the learner, in one pass.

Everything comes from what the other pages stored (lesson stars, puzzle progress and
answers, practice hands and games); nothing about cards is judged again here. A damaged or
unreadable record becomes one message in ``problems`` and an empty value in its place, so the
rest of the page still loads.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from tutor.curriculum.progress import Progress as LessonProgress
from tutor.engine.errors import TutorError
from tutor.practice import kept
from tutor.practice.kinds import GAME_EVENT, HAND_EVENT, KEPT_GAME
from tutor.practice.records import GameRecord, HandRecord, Read, read_games, read_hands
from tutor.puzzles import Progress as PuzzleProgress
from tutor.ui import learner

LESSONS = ("curriculum.progress", "progress")  # Progress.to_json() of the lessons
OPEN_LESSON = ("curriculum.progress", "open")  # {"lesson": id, "log": [...]} of an open lesson
PUZZLES = ("puzzles.progress", "progress")  # tutor.puzzles.Progress.as_json()
ATTEMPTS = "puzzles.attempt"


@dataclass(frozen=True)
class Snapshot:
    """The learner's kept progress as the pages show it."""

    lessons: LessonProgress = field(default_factory=LessonProgress)
    open_lesson: str | None = None
    puzzles: PuzzleProgress = field(default_factory=PuzzleProgress)
    attempts: tuple[dict[str, Any], ...] = ()
    games: tuple[GameRecord, ...] = ()
    hands: tuple[HandRecord, ...] = ()
    game_in_progress: bool = False
    problems: tuple[str, ...] = ()

    @property
    def is_new(self) -> bool:
        """Nothing done yet: no lesson, puzzle, game or hand, and nothing left open."""
        return not (
            self.lessons.lessons
            or self.open_lesson
            or self.puzzles.kinds
            or self.games
            or self.hands
            or self.game_in_progress
        )

    def solved(self, link: str) -> bool:
        """Whether the learner has solved the puzzle ``link`` (the puzzle of the day)."""
        return any(a.get("link") == link and a.get("correct") is True for a in self.attempts)

    def due(self, now: datetime) -> int:
        """How many puzzles and kinds are due for review at ``now``."""
        return len(self.puzzles.due(now))


class _Reader:
    def __init__(self) -> None:
        self.problems: list[str] = []

    def doc(self, where: tuple[str, str], default: Any) -> Any:
        try:
            value = learner.load(*where, default)
        except learner.StoreError as error:
            self.problems.append(str(error))
            return default
        return default if value is None else value

    def events(self, kind: str) -> list[Any]:
        listing = learner.store().events(learner.current(), kind)
        self.problems.extend(damaged.message for damaged in listing.damaged)
        return [event.data for event in listing]

    def checked(self, read: Read[Any]) -> tuple[Any, ...]:
        self.problems.extend(read.problems)
        return read.items


def _lessons(reader: _Reader) -> LessonProgress:
    try:
        return LessonProgress.from_json(reader.doc(LESSONS, {}))
    except (TutorError, AttributeError) as error:  # AttributeError: not a dict at all
        reader.problems.append(str(error))
        return LessonProgress()


def _puzzles(reader: _Reader) -> PuzzleProgress:
    kept = reader.doc(PUZZLES, None)
    if not kept:
        return PuzzleProgress()
    try:
        return PuzzleProgress.from_json(kept)
    except TutorError as error:
        reader.problems.append(str(error))
        return PuzzleProgress()


def snapshot() -> Snapshot:
    """Read the learner's progress now (every call reads the database afresh)."""
    reader = _Reader()
    opened = reader.doc(OPEN_LESSON, None)
    open_lesson = opened.get("lesson") if isinstance(opened, dict) else None
    kept_game = reader.doc(KEPT_GAME, None)
    # A finished match stays kept until the next game (for its review): not in progress.
    playing = bool(kept_game) and not kept.match_over(kept_game)
    return Snapshot(
        lessons=_lessons(reader),
        open_lesson=str(open_lesson) if open_lesson else None,
        puzzles=_puzzles(reader),
        attempts=tuple(a for a in reader.events(ATTEMPTS) if isinstance(a, dict)),
        games=reader.checked(read_games(reader.events(GAME_EVENT))),
        hands=reader.checked(read_hands(reader.events(HAND_EVENT))),
        game_in_progress=playing,
        problems=tuple(reader.problems),
    )


__all__ = ["Snapshot", "snapshot"]
