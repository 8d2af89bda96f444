"""Every wrong answer gets a reason: the test walks every lesson of ``lessons/`` (and every
chapter's quiz) and puzzles
of every kind, level and rules preset, tries every wrong answer it can list (numbers near the
answer, each wrong choice, yes and no flipped, one card more or fewer, another card) and
checks that the grade says what was wrong about it, in both languages."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from tutor.bot.weigh import weigh_knock
from tutor.curriculum import LessonRunner, parse_lesson, questions
from tutor.curriculum.chapters import chapters_of
from tutor.curriculum.checker import check_lesson
from tutor.curriculum.loader import load_folder
from tutor.curriculum.quiz import quiz_of
from tutor.engine.cards import CardSet
from tutor.engine.rules import PRESETS
from tutor.explain import say
from tutor.puzzles.kinds import KINDS, generate
from tutor.puzzles.links import PuzzleError
from tutor.questions import Grade, Question

LESSONS = Path(__file__).resolve().parents[2] / "lessons"
NEAR = (-5, -3, -2, -1, 1, 2, 3, 5, 10, 25)


def _near(number: int) -> list[int]:
    return [number + d for d in NEAR if number + d >= 0]


def _toggled(cards: CardSet, pool: CardSet) -> list[CardSet]:
    return [cards.remove(c) if c in cards else cards.add(c) for c in pool]


def wrong_answers(q: Question) -> Iterator[Any]:
    """Every wrong answer this test can list for a question."""
    sol = q.solution
    found: list[Any] = []
    match q.answer_type:
        case "yes_no":
            found = [not sol]
        case "number":
            found = _near(sol)
        case "choice":
            found = list(q.options)
        case "card":
            found = list(q.pick_from)
        case "cards":
            found = _toggled(sol, q.pick_from)
        case "melds":
            found = [sol[:-1]]
        case "parts":
            first, number = sol
            found = [(first, n) for n in _near(number)]
            if isinstance(first, CardSet):
                found += [(c, number) for c in _toggled(first, q.pick_from)]
            else:  # who scores: every other side (None is nobody)
                found += [(side, number) for side in ("knocker", "defender", None)]
    for answer in found:
        if not q.is_right(answer):
            yield answer


def _said(grade: Grade) -> list[str]:
    told = (*grade.diagnosis, *grade.direction)
    return [say(r, lang) for lang in ("nl", "en") for r in told]


def _silent_on_the_right_answer(place: str, q: Question) -> None:
    """No mistake of the question's catalogue fires on the engine's own answer."""
    right = q.grade(q.solution)
    assert right.correct and right.diagnosis == () and right.direction == (), place
    for mistake in q.mistakes:
        assert mistake.detect(q.solution, q.position) == (), f"{place}: {mistake.name}"


def _lesson_questions() -> Iterator[tuple[str, Question]]:
    """Every question of every lesson, then of every chapter's quiz (its questions mixed and
    asked on their own)."""
    lessons = load_folder(LESSONS).lessons
    made = (quiz_of(c, weigh_knock) for c in chapters_of(lessons))
    quizzes = [q for q in made if q is not None]
    assert quizzes
    for lesson in (*lessons, *quizzes):
        runner = LessonRunner(lesson, weigh_knock)  # the coach answers knock or wait
        while not runner.finished:
            if runner.posed is not None:
                yield f"{lesson.id}: {runner.step.place}", runner.posed
            for _ in range(len(lesson.steps) + 20):
                if runner.solved:
                    break
                runner.give_up()
            runner.next()


def test_every_wrong_answer_in_every_lesson_says_what_was_wrong() -> None:
    asked = tried = 0
    kinds = set()
    for place, q in _lesson_questions():
        asked += 1
        kinds.add(q.topic)
        _silent_on_the_right_answer(place, q)
        for answer in wrong_answers(q):
            tried += 1
            grade = q.grade(answer)
            assert not grade.correct
            told = grade.diagnosis or grade.direction
            assert told, f"{place}: nothing said about the wrong answer {answer!r}"
            assert all(_said(grade)), place
            lines = _said(grade)
            assert len(set(lines)) == len(lines), f"{place}: said twice: {lines}"
    assert asked > 60 and tried > 300
    # every kind of lesson question is walked
    assert {"take", "legal", "knock_limit", "can_gin", "big_gin", "arrangement"} <= kinds
    assert {"match_points", "match_winner", "first_dealer", "next_dealer"} <= kinds
    assert {"team_winner", "sits_out", "final_deadwood", "score", "deadwood"} <= kinds


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_every_wrong_answer_to_every_puzzle_kind_says_what_was_wrong(kind: str) -> None:
    spec = KINDS[kind]
    tried = 0
    for preset in ("classic", "oklahoma", "guide", "basic", "straight"):
        rules = PRESETS[preset]
        if not spec.supports(rules):
            continue
        for level in (1, 2, 3):
            for seed in range(3):
                try:
                    puzzle = generate(kind, level, seed, rules)
                except PuzzleError:
                    continue  # no puzzle of this level under these rules
                q = spec.pose(puzzle)
                _silent_on_the_right_answer(puzzle.link, q)
                for answer in wrong_answers(q):
                    tried += 1
                    grade = spec.grade(puzzle, answer)
                    assert not grade.correct
                    assert grade.diagnosis, f"{puzzle.link}: nothing said about {answer!r}"
                    assert all(_said(grade)), puzzle.link
                    lines = [say(r, "en", cite=False) for r in grade.feedback]
                    assert len(set(lines)) == len(lines), f"{puzzle.link}: said twice: {lines}"
    assert tried > 20


PROBE = """\
id: probe
title: {nl: Proef, en: Probe}
summary: {nl: Een proef., en: A probe.}
rules: [R3]
steps:
  - ask: first_dealer
    draws: [9c, Qd]
    question: {nl: "Wie deelt?", en: "Who deals?"}
"""


def test_the_lesson_checker_reports_a_wrong_answer_told_nothing(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert check_lesson(parse_lesson(PROBE)) == []
    posed = questions.POSERS["first_dealer"]
    silent = {**questions.POSERS, "first_dealer": lambda s, t: replace(posed(s, t), mistakes=())}
    monkeypatch.setattr(questions, "POSERS", silent)
    assert check_lesson(parse_lesson(PROBE)) == [
        "<lesson>, line 6, field steps[0]: the wrong answer you is told nothing about it"
    ]
