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
from tutor.practice import kept
from tutor.practice.kinds import GAME_EVENT, HAND_EVENT, KEPT_GAME
from tutor.practice.records import GameRecord, HandRecord
from tutor.puzzles import Progress as PuzzleProgress
from tutor.store import DamagedRecord, DamagedRecordError
from tutor.store.store import Parse
from tutor.ui import learner

LESSONS = ("curriculum.progress", "progress")  # Progress.to_json() of the lessons
OPEN_LESSON = ("curriculum.progress", "open")  # {"lesson": id, "log": [...]} of an open lesson
PUZZLES = ("puzzles.progress", "progress")  # tutor.puzzles.Progress.to_json()
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
    problems: tuple[DamagedRecord | str, ...] = ()  # each record that cannot be read

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

    def due(self, now: datetime) -> tuple[int, int]:
        """How many missed puzzles and kinds of puzzle are due for review at ``now``."""
        return self.puzzles.due_counts(now)


class _Reader:
    """Reads through the store, which checks every record (with the layer's own
    ``from_json`` where one is given) and names each one it cannot read."""

    def __init__(self) -> None:
        me = learner.current()
        self.problems: list[DamagedRecord | str] = list(me.damaged)

    def doc(self, where: tuple[str, str], default: Any, parse: Parse = None) -> Any:
        try:
            doc = learner.store().get_doc(learner.current(), *where, parse=parse)
        except DamagedRecordError as error:
            self.problems.append(error.damaged if error.damaged is not None else str(error))
            return default
        except learner.StoreError as error:
            self.problems.append(str(error))
            return default
        return default if doc is None or doc.data is None else doc.data

    def events(self, kind: str, parse: Parse = None) -> list[Any]:
        try:
            listing = learner.store().events(learner.current(), kind, parse=parse)
        except learner.StoreError as error:
            self.problems.append(str(error))
            return []
        self.problems.extend(listing.damaged)
        return [event.data for event in listing]


def _puzzle_progress(data: Any) -> PuzzleProgress:
    return PuzzleProgress.from_json(data) if data else PuzzleProgress()


def _attempt(data: Any) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise ValueError(f"{data!r:.60} is not a puzzle answer")
    return data


def _open_lesson(data: Any) -> str | None:
    if not isinstance(data, dict):
        raise ValueError(f"{data!r:.60} is not an open lesson")
    opened = data.get("lesson")
    return str(opened) if opened else None


def snapshot() -> Snapshot:
    """Read the learner's progress now (every call reads the database afresh)."""
    reader = _Reader()
    kept_game = reader.doc(KEPT_GAME, None)
    # A finished match stays kept until the next game (for its review): not in progress.
    playing = bool(kept_game) and not kept.match_over(kept_game)
    return Snapshot(
        lessons=reader.doc(LESSONS, LessonProgress(), LessonProgress.from_json),
        open_lesson=reader.doc(OPEN_LESSON, None, _open_lesson),
        puzzles=reader.doc(PUZZLES, PuzzleProgress(), _puzzle_progress),
        attempts=tuple(reader.events(ATTEMPTS, _attempt)),
        games=tuple(reader.events(GAME_EVENT, GameRecord.from_json)),
        hands=tuple(reader.events(HAND_EVENT, HandRecord.from_json)),
        game_in_progress=playing,
        problems=tuple(reader.problems),
    )


__all__ = ["Snapshot", "snapshot"]
