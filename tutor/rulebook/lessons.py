"""Which lesson teaches which rule, read from the ``rules:`` field of ``lessons/*.yaml``.

The lessons are written elsewhere and may not exist yet: a missing folder gives no links, and
a file that cannot be read is left out (the lesson checker reports it with its line).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from tutor.engine.errors import TutorError


@dataclass(frozen=True, slots=True)
class LessonLink:
    """A lesson id and its title by language (empty when the file names none)."""

    id: str
    titles: tuple[tuple[str, str], ...] = field(default=())

    def title(self, lang: str) -> str:
        titles = dict(self.titles)
        return titles.get(lang) or titles.get("en") or next(iter(titles.values()), self.id)


def lesson_directory() -> Path | None:
    """The curriculum's lessons folder, or ``None`` when there is none (yet)."""
    try:
        from tutor.curriculum.paths import lessons_dir
    except ImportError:  # the rule book does not need the curriculum to be installed
        return None
    try:
        return lessons_dir()
    except TutorError:
        return None


def _titles(value: Any) -> tuple[tuple[str, str], ...]:
    if isinstance(value, str):
        return (("en", value),)
    if isinstance(value, dict):
        return tuple(sorted((str(k), str(v)) for k, v in value.items() if isinstance(v, str)))
    return ()


def _rule_numbers(value: Any) -> list[str]:
    items = value if isinstance(value, list) else [value] if value is not None else []
    numbers = []
    for item in items:
        key = str(item).strip().upper()
        numbers.append(key if key.startswith("R") else f"R{key}")
    return numbers


def lesson_links(directory: Path | None = None) -> dict[str, tuple[LessonLink, ...]]:
    """Rule number -> the lessons that list it, in file-name order."""
    folder = directory if directory is not None else lesson_directory()
    links: dict[str, list[LessonLink]] = {}
    if folder is None or not folder.is_dir():
        return {}
    for path in sorted(p for p in folder.iterdir() if p.suffix in (".yaml", ".yml")):
        try:
            data = yaml.safe_load(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, yaml.YAMLError):
            continue
        if not isinstance(data, dict):
            continue
        link = LessonLink(str(data.get("id") or path.stem), _titles(data.get("title")))
        for number in _rule_numbers(data.get("rules")):
            links.setdefault(number, []).append(link)
    return {number: tuple(found) for number, found in links.items()}
