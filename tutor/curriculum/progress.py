"""A learner's progress through the lessons: done or not, and the best stars, as plain data.

Kept in memory for now (the app stores it later); :meth:`Progress.to_json` and
:meth:`Progress.from_json` give and take plain JSON-ready dictionaries.

>>> from tutor.curriculum.runner import LessonResult
>>> p = Progress().record(LessonResult("cards", 2, 1, 0)).record(LessonResult("cards", 1, 2, 0))
>>> p.stars("cards"), p.done("cards"), p.to_json()
(2, True, {'cards': {'stars': 2, 'mistakes': 1, 'hints': 0, 'runs': 2}})
>>> Progress.from_json(p.to_json()) == p
True
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from tutor.curriculum.runner import MAX_STARS, LessonResult
from tutor.engine.errors import TutorError


@dataclass(frozen=True, slots=True)
class LessonRecord:
    """The best finish of one lesson (most stars) and how often it was finished."""

    stars: int
    mistakes: int
    hints: int
    runs: int = 1


@dataclass(frozen=True, slots=True)
class Progress:
    """Records by lesson id. Immutable: :meth:`record` returns the new progress."""

    lessons: tuple[tuple[str, LessonRecord], ...] = field(default=())

    def get(self, lesson_id: str) -> LessonRecord | None:
        return dict(self.lessons).get(lesson_id)

    def done(self, lesson_id: str) -> bool:
        return self.get(lesson_id) is not None

    def stars(self, lesson_id: str) -> int:
        record = self.get(lesson_id)
        return record.stars if record is not None else 0

    def total_stars(self) -> int:
        return sum(record.stars for _, record in self.lessons)

    def record(self, result: LessonResult) -> Progress:
        """The progress with this finished lesson; the best stars are kept."""
        records = dict(self.lessons)
        old = records.get(result.lesson_id)
        new = LessonRecord(result.stars, result.mistakes, result.hints)
        if old is not None:
            best = new if new.stars > old.stars else old
            new = replace(best, runs=old.runs + 1)
        records[result.lesson_id] = new
        return Progress(tuple(sorted(records.items())))

    def to_json(self) -> dict[str, Any]:
        return {
            lesson_id: {
                "stars": r.stars,
                "mistakes": r.mistakes,
                "hints": r.hints,
                "runs": r.runs,
            }
            for lesson_id, r in self.lessons
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Progress:
        """Progress from :meth:`to_json` data; ``TutorError`` quoting a damaged entry."""
        records = []
        for lesson_id, entry in data.items():
            try:
                record = LessonRecord(
                    int(entry["stars"]),
                    int(entry["mistakes"]),
                    int(entry["hints"]),
                    int(entry["runs"]),
                )
            except (KeyError, TypeError, ValueError):
                raise TutorError(f"lesson progress {lesson_id!r} is damaged: {entry!r}") from None
            if not 1 <= record.stars <= MAX_STARS:
                raise TutorError(f"lesson progress {lesson_id!r} has {record.stars} stars")
            records.append((str(lesson_id), record))
        return cls(tuple(sorted(records)))
