"""The lesson path's chapters: which lessons belong together, in the order a learner walks.

A lesson names its chapter (``chapter: cards``); the chapters are fixed here, in order, and
their titles are in the explain catalogue (``lesson.chapter.<id>``). The path groups the
lessons of the folder by chapter, in the lessons' own order.

>>> [c for c in CHAPTERS][:3]
['cards', 'turn', 'ending']
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from tutor.curriculum.schema import Lesson

# The cards and melds, a turn, ending a hand, scoring, playing well, the match, variants.
CHAPTERS = ("cards", "turn", "ending", "scoring", "strategy", "match", "variants")
OTHER = "other"  # lessons that name no chapter: an author's own, shown after the others


@dataclass(frozen=True)
class Chapter:
    """One chapter of the path and its lessons, in the order they are taken."""

    id: str
    lessons: tuple[Lesson, ...]

    def done(self, finished: Iterable[str]) -> int:
        """How many of its lessons are among the ``finished`` lesson ids."""
        ids = set(finished)
        return sum(1 for lesson in self.lessons if lesson.id in ids)


def chapters_of(lessons: Iterable[Lesson]) -> tuple[Chapter, ...]:
    """The chapters that have lessons, in the path's order; each holds its lessons in the
    order given (the folder's)."""
    grouped: dict[str, list[Lesson]] = {}
    for lesson in lessons:
        grouped.setdefault(lesson.chapter or OTHER, []).append(lesson)
    order = [*CHAPTERS, OTHER]
    return tuple(Chapter(c, tuple(grouped[c])) for c in order if c in grouped)


__all__ = ["CHAPTERS", "OTHER", "Chapter", "chapters_of"]
