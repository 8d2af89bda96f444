"""Every puzzle kind poses the framework's Question, and grading a puzzle is grading that
question: the same verdict, diagnosis and explanation as a lesson's question of the kind."""

from __future__ import annotations

import pytest

from tutor.engine.cards import CardSet
from tutor.puzzles import KINDS, generate, grade, kind_of
from tutor.puzzles.api import pose
from tutor.questions import Part, Question, read
from tutor.questions.reading import AnswerError, parts

SAMPLES = [(kind, level, seed) for kind in KINDS for level in (1, 2, 3) for seed in (1, 7)]


@pytest.mark.parametrize(("kind", "level", "seed"), SAMPLES)
def test_every_kind_poses_a_question_that_grades_it(kind: str, level: int, seed: int) -> None:
    puzzle = generate(kind, level, seed)
    asked = pose(puzzle)
    assert isinstance(asked, Question)
    spec = kind_of(kind)
    right = spec.solve(puzzle)
    assert asked.is_right(right) and asked.grade(right).correct
    wrong = asked.wrong_answer()
    assert wrong is not None and not asked.is_right(wrong)
    for answer in (right, wrong):
        ours, theirs = asked.grade(answer), spec.grade(puzzle, answer)
        assert (theirs.correct, theirs.diagnosis) == (ours.correct, ours.diagnosis)
        assert theirs.explanation == ours.explanation
        assert theirs.feedback[0].code == ("puzzle.correct" if ours.correct else "puzzle.wrong")
        assert theirs.feedback[len(theirs.feedback) - len(ours.feedback) :] == ours.feedback


def test_two_part_answers_are_tuples_of_their_parts_read_by_the_one_reader() -> None:
    shape = (Part("layoffs", "cards"), Part("deadwood", "number"))
    assert parts({"layoffs": "9s Th", "deadwood": "12"}, shape) == (CardSet.parse("9s Th"), 12)
    assert read(["none", 23], "parts", shape=shape) == (CardSet(), 23)
    with pytest.raises(AnswerError, match="'lots'"):
        parts(["9s", "lots"], shape)
    with pytest.raises(AnswerError, match="layoffs, deadwood"):
        parts("9s", shape)
    layoff = generate("layoff", 2, 7)
    asked = pose(layoff)
    assert asked.answer_type == "parts" and [p.name for p in asked.parts] == ["layoffs", "deadwood"]
    laid = asked.solution.cards
    answer = asked.read({"layoffs": [str(c) for c in laid], "deadwood": 0})
    assert answer == kind_of("layoff").read(f"{' '.join(map(str, laid))} 0".strip())
    wrong = asked.wrong_answer()
    assert kind_of("layoff").read(wrong) == wrong  # the parts in order read back as they are
    score = generate("score", 1, 3)
    assert kind_of("score").read(("nobody", 4)) == (None, 4)
    assert pose(score).read(["nobody", 0]) == ("nobody", 0)
    assert grade(score, kind_of("score").solve(score)).correct


def test_best_melds_judges_melds_by_what_they_leave_in_any_order() -> None:
    puzzle = generate("best-melds", 1, 7)
    asked = pose(puzzle)
    melds = kind_of("best-melds").solve(puzzle)
    assert asked.grade(melds).correct and asked.grade(tuple(reversed(melds))).correct
    assert not asked.grade(melds[:-1]).correct
    assert asked.right_answers == len(puzzle.answer.arrangements)  # type: ignore[attr-defined]
