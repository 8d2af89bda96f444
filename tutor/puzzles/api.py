"""Puzzles as the pages and the command use them: open a link, grade an answer, show as JSON."""

from __future__ import annotations

from typing import Any

from tutor.engine.events import Reason
from tutor.engine.rules import preset
from tutor.explain import language, say, say_all, text
from tutor.puzzles.kinds import generate, kind_of
from tutor.puzzles.links import parse_link
from tutor.puzzles.model import Puzzle
from tutor.questions import Grade, Question


def open_link(link: str) -> Puzzle:
    """The puzzle a link names (``can-knock/2/12345``, ``score/1/7/oklahoma``)."""
    kind, level, seed, rules = parse_link(link)
    return generate(kind, level, seed, preset(rules))


def pose(puzzle: Puzzle) -> Question:
    """The puzzle as the question framework's :class:`~tutor.questions.Question`."""
    return kind_of(puzzle.kind).pose(puzzle)


def grade(puzzle: Puzzle, response: Any) -> Grade:
    """Read the learner's answer (text or JSON-like data) and grade it by the engine."""
    spec = kind_of(puzzle.kind)
    return spec.grade(puzzle, spec.read(response))


def solution(puzzle: Puzzle) -> tuple[Reason, ...]:
    """The engine's answer to ``puzzle`` and why, as reasons for ``tutor.explain``."""
    return kind_of(puzzle.kind).explain(puzzle)


def question(puzzle: Puzzle, lang: str = "en") -> list[str]:
    """The question and its notes in the learner's language."""
    return say_all(puzzle.prompt, lang)


def title(puzzle: Puzzle, lang: str = "en") -> str:
    level = text("puzzle.level", lang, level=puzzle.level)
    return f"{text('puzzle.kind.' + puzzle.kind, lang)} · {level}"


def to_json(puzzle: Puzzle, lang: str = "en") -> dict[str, Any]:
    """The ``tutor puzzle --json`` contract: the position, the question and the answer."""
    lang = language(lang)
    out: dict[str, Any] = {
        "id": puzzle.link,
        "kind": puzzle.kind,
        "level": puzzle.level,
        "seed": puzzle.seed,
        "rules": puzzle.rules.name,
        "cards": [str(c) for c in puzzle.cards],
        "taken": str(puzzle.taken) if puzzle.taken is not None else None,
        "upcard": str(puzzle.upcard) if puzzle.upcard is not None else None,
        "knock_limit": puzzle.knock_limit,
    }
    if puzzle.spread:
        out["knocker_melds"] = [[str(c) for c in m.cards] for m in puzzle.spread]
    if puzzle.knocker_deadwood is not None:
        out["knocker_deadwood"] = [str(c) for c in puzzle.knocker_deadwood]
    if puzzle.knocker is not None:
        out["knocker"] = [str(c) for c in puzzle.knocker]
        out["big_gin"] = puzzle.big_gin
    out |= {
        "question": question(puzzle, lang),
        "answer_shape": kind_of(puzzle.kind).answer_shape,
        "answer": puzzle.answer.to_json(),
        "explanation": [say(r, lang) for r in solution(puzzle)],
        "features": puzzle.features.to_json(),
        "rating": puzzle.rating,
    }
    return out
