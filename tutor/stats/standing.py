"""Where a learner stands in the lessons: how many are done, the stars, and the next one.

Only lessons of the catalogue in use count: progress kept for a lesson that was since removed
is neither shown nor suggested.

>>> from tutor.curriculum.progress import Progress
>>> from tutor.curriculum.runner import LessonResult
>>> done = Progress().record(LessonResult("cards", 3, 0, 0)).record(LessonResult("deal", 2, 1, 0))
>>> lesson_standing(["cards", "melds", "deal"], done)
LessonStanding(done=2, total=3, stars=5, max_stars=9, next_lesson='melds')
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tutor.curriculum.progress import Progress
from tutor.curriculum.runner import MAX_STARS


@dataclass(frozen=True, slots=True)
class LessonStanding:
    """Lessons done out of ``total``, the stars earned out of ``max_stars``, and the first
    lesson not done yet (``None`` when every lesson is done)."""

    done: int
    total: int
    stars: int
    max_stars: int
    next_lesson: str | None

    @property
    def all_done(self) -> bool:
        return self.total > 0 and self.next_lesson is None


def lesson_standing(lesson_ids: Sequence[str], progress: Progress) -> LessonStanding:
    """The standing over the lessons ``lesson_ids``, in the order of the path."""
    finished = [lesson for lesson in lesson_ids if progress.done(lesson)]
    return LessonStanding(
        done=len(finished),
        total=len(lesson_ids),
        stars=sum(progress.stars(lesson) for lesson in finished),
        max_stars=MAX_STARS * len(lesson_ids),
        next_lesson=next((lesson for lesson in lesson_ids if not progress.done(lesson)), None),
    )


__all__ = ["LessonStanding", "lesson_standing"]
