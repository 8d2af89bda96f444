"""Grading in the one question framework: the engine's accepted answers, and a wrong answer
that carries its diagnosis, in lessons and in puzzles alike."""

from __future__ import annotations

from tests.curriculum.probe import DEADWOOD_LESSON as LESSON
from tutor.curriculum import LessonRunner, parse_lesson
from tutor.curriculum.tries import judge
from tutor.engine.actions import parse_action
from tutor.engine.cards import CardSet
from tutor.engine.events import reason
from tutor.puzzles import generate, grade, kind_of
from tutor.questions import Grade, Question


def test_a_question_grades_by_its_accepted_answers_and_diagnoses_the_wrong_ones() -> None:
    why = (reason("lesson.discard_best", "R9", cards=CardSet.parse("Kd"), deadwood=5),)
    wrong = (reason("lesson.discard_leaves", "R9", card=CardSet.parse("Kd"), deadwood=55),)
    question = Question("number", frozenset({5}), 5, why, diagnoses=((55, wrong),))
    assert question.grade(5) == Grade(True, False, (), why)
    assert question.grade(55) == Grade(False, False, wrong, why, wrong)
    assert question.grade(6).diagnosis == ()  # nothing particular known about this one
    assert question.grade(question.read("55")).diagnosis == wrong


def test_a_lessons_wrong_answer_is_told_what_was_wrong() -> None:
    runner = LessonRunner(parse_lesson(LESSON))
    posed = runner.posed
    assert posed is not None
    every_card = CardSet.parse("As 2s 3s 7h 7d 7c Kh Qh Jh 5d").points  # melds counted too
    counted = posed.grade(every_card)
    assert [r.code for r in counted.diagnosis] == ["mistake.deadwood.counted_melds"]
    feedback = runner.answer(every_card)
    assert not feedback.ok and feedback.reasons == counted.diagnosis


def test_a_puzzles_wrong_answer_carries_its_diagnosis_and_a_right_one_none() -> None:
    puzzle = generate("deadwood", 1, 42)
    right = kind_of("deadwood").solve(puzzle)
    wrong = grade(puzzle, right + 1)
    assert not wrong.correct
    assert [r.code for r in wrong.diagnosis] == ["puzzle.deadwood.given"]
    assert wrong.feedback[0].code == "puzzle.wrong" and wrong.feedback[1:] == wrong.diagnosis
    assert grade(puzzle, right).diagnosis == ()
    discard = generate("best-discard", 2, 7)
    graded = [grade(discard, str(c)) for c in discard.cards]
    assert all(g.diagnosis for g in graded if not g.correct)  # every wrong discard explained
    assert all(not g.diagnosis for g in graded if g.correct)


def test_lessons_and_puzzles_of_one_kind_share_its_catalogue_of_mistakes() -> None:
    puzzle = generate("deadwood", 1, 42)
    every_card = puzzle.cards.points  # the melds counted as deadwood too
    assert every_card != kind_of("deadwood").solve(puzzle)
    codes = [r.code for r in grade(puzzle, every_card).diagnosis]
    assert codes == ["puzzle.deadwood.given", "mistake.deadwood.counted_melds"]
    lesson = LESSON.replace("As 2s 3s 7h 7d 7c Kh Qh Jh 5d", str(puzzle.cards))
    posed = LessonRunner(parse_lesson(lesson)).posed
    assert posed is not None
    assert [r.code for r in posed.grade(every_card).diagnosis] == codes[1:]
    assert posed.grade(every_card - 1).diagnosis == ()  # a slip the catalogue does not know


MOVES = """\
id: moves
title: {nl: Zetten, en: Moves}
summary: {nl: Zetten., en: Moves.}
rules: [R9]
steps:
  - deal:
      you: As 2s 3s 7h 7d 7c 9c 9d 9h Kd
      opponent: 4c 5c 6c Jc Js Jd Kh 2h 5s 2c
      upcard: Qs
      stock: [6d]
      dealer: opponent
      preset: app
  - play: ["you: draw stock"]
  - try: discard
    prompt: {nl: Leg af., en: Discard.}
"""


def test_a_move_in_a_lesson_is_graded_like_an_answer() -> None:
    runner = LessonRunner(parse_lesson(MOVES))
    runner.next()
    runner.next()
    worse = judge("discard", runner.table, parse_action("discard 6d"))  # leaves 10, Kd leaves 6
    assert isinstance(worse, Grade) and not worse.correct
    assert [r.code for r in worse.diagnosis] == ["lesson.discard_leaves"]
    best = judge("discard", runner.table, parse_action("discard Kd"))
    assert best.correct and best.diagnosis == () and best.feedback
    assert runner.act("discard 6d").reasons == worse.diagnosis
