"""Which lesson teaches which rule: the ``rules:`` of every lesson the loader accepts.

The rule book links each rule to its lessons through this module, so it reads the lessons
with the curriculum's one strict loader: a lesson the loader rejects (the checker reports it
with its line) teaches nothing here either, rather than being read a second, lenient way.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from tutor.curriculum.loader import Catalogue, load_folder
from tutor.curriculum.paths import lessons_dir
from tutor.curriculum.schema import LANGS, Lesson
from tutor.engine.errors import LessonError


@dataclass(frozen=True, slots=True)
class LessonLink:
    """A lesson id and its title by language."""

    id: str
    titles: tuple[tuple[str, str], ...] = field(default=())

    @classmethod
    def of(cls, lesson: Lesson) -> LessonLink:
        return cls(lesson.id, tuple((lang, lesson.title.get(lang)) for lang in sorted(LANGS)))

    def title(self, lang: str) -> str:
        titles = dict(self.titles)
        return titles.get(lang) or titles.get("en") or next(iter(titles.values()), self.id)


def links_of(catalogue: Catalogue) -> dict[str, tuple[LessonLink, ...]]:
    """Rule number -> the lessons of ``catalogue`` that teach it, in file-name order."""
    links: dict[str, list[LessonLink]] = {}
    for lesson in catalogue.lessons:
        for number in lesson.rules:
            links.setdefault(number, []).append(LessonLink.of(lesson))
    return {number: tuple(found) for number, found in links.items()}


def lesson_links(directory: Path | None = None) -> dict[str, tuple[LessonLink, ...]]:
    """The links of the lessons in ``directory`` (the lessons in use by default); none when
    there is no lessons folder."""
    try:
        folder = directory if directory is not None else lessons_dir()
        return links_of(load_folder(folder))
    except LessonError:  # no folder of lessons (yet): no links
        return {}
