"""Mutated lesson files (the shipped lessons with lines dropped, doubled, indented or edited):
loading and checking them ends in a lesson, a list of problems or a ``LessonError`` that names
the file and the line, never another exception."""

from __future__ import annotations

import random
from pathlib import Path

from tests.fuzz.mutate import edit_text, trials
from tutor.curriculum import check_lesson, parse_lesson
from tutor.engine.errors import LessonError

ROOT = Path(__file__).resolve().parents[2]
LESSONS = [p.read_text(encoding="utf-8") for p in sorted((ROOT / "lessons").glob("*.yaml"))]
NAME = "fuzzed.yaml"


def mutated(text: str, rng: random.Random) -> str:
    lines = text.splitlines(keepends=True)
    for _ in range(rng.randint(1, 3)):
        at = rng.randrange(len(lines))
        roll = rng.random()
        if roll < 0.2:
            del lines[at]
        elif roll < 0.35:
            lines.insert(at, lines[rng.randrange(len(lines))])
        elif roll < 0.5:
            lines[at] = " " * rng.choice((1, 2, 4)) + lines[at]
        elif roll < 0.6:
            lines[at] = lines[at].lstrip()
        else:
            lines[at] = edit_text(lines[at], rng)
    return "".join(lines)


def test_mutated_lessons_load_or_name_the_file_and_line() -> None:
    tried = refused = loaded = 0
    for number, rng in enumerate(trials("lessons")):
        text = mutated(rng.choice(LESSONS), rng)
        tried += 1
        try:
            lesson = parse_lesson(text, NAME)
        except LessonError as error:
            refused += 1
            message = str(error)
            assert message.startswith(f"{NAME}, line "), f"input {number}: {message!r}"
            assert "\n" not in message, f"input {number}: {message!r}"
            continue
        except Exception as error:  # pragma: no cover - the failure this test is for
            raise AssertionError(f"input {number}: {type(error).__name__}: {error}") from error
        loaded += 1
        try:
            problems = check_lesson(lesson)
        except Exception as error:  # pragma: no cover
            raise AssertionError(f"input {number}: {type(error).__name__}: {error}") from error
        for problem in problems:
            assert NAME in problem, f"input {number}: {problem!r} names no file"
    assert refused and loaded, (tried, refused, loaded)  # both ways were exercised
