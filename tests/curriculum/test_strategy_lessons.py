"""The strategy chapter's lessons: taking the upcard or drawing blind, judged by the engine,
walked in both languages and found in the chapter and its quiz."""

from __future__ import annotations

from pathlib import Path

from tests.curriculum.test_lesson_files import play
from tutor.curriculum import LessonRunner, lessons_dir, load_folder
from tutor.curriculum.chapters import chapters_of
from tutor.curriculum.loader import load_lesson
from tutor.curriculum.quiz import quiz_of
from tutor.curriculum.schema import AskStep, TryStep
from tutor.engine.actions import Pass, Take
from tutor.engine.cards import Card
from tutor.explain import say

ROOT = Path(__file__).resolve().parents[2]
UPCARD = ROOT / "lessons" / "13a-upcard.yaml"


def upto(runner: LessonRunner, kind: type, number: int = 1) -> LessonRunner:
    """The runner at the ``number``-th step of ``kind``, every step before solved by the
    engine's own answers and moves."""
    seen = 0
    while True:
        if isinstance(runner.step, kind):
            seen += 1
            if seen == number:
                return runner
        if isinstance(runner.step, AskStep) and not runner.solved:
            assert runner.posed is not None
            runner.answer(runner.posed.solution)
        while isinstance(runner.step, TryStep) and not runner.solved:
            runner.act(runner.accepted_moves()[0])
        runner.next()


def test_a_card_that_makes_a_meld_is_taken_and_passing_it_is_wrong() -> None:
    runner = upto(LessonRunner(load_lesson(UPCARD)), TryStep)
    assert runner.accepted_moves() == [Take(Card.parse("7h"))]
    refused = runner.clone().act(Pass())
    assert not refused.ok
    assert [r.code for r in refused.reasons] == ["lesson.take_helps"]
    taken = runner.act(Take(Card.parse("7h")))
    assert taken.ok and taken.reasons[0].code == "lesson.take_helps"


def test_a_low_card_that_only_lowers_a_little_is_left_and_the_numbers_say_why() -> None:
    runner = upto(LessonRunner(load_lesson(UPCARD)), AskStep)
    posed = runner.posed
    assert posed is not None and posed.solution is False
    wrong = runner.clone().answer("yes")
    assert not wrong.ok
    codes = [r.code for r in wrong.reasons]
    assert codes == ["lesson.take_no_meld", "lesson.take_lowers_only"]
    lowers = wrong.reasons[1]
    assert (lowers.get("before"), lowers.get("after")) == (56, 48)  # the king goes, the 2 stays
    assert say(lowers, "nl").startswith("Je dood hout zou van 56 naar 48 gaan")
    assert runner.answer("no").ok


def test_a_card_that_only_shows_the_plan_is_passed() -> None:
    runner = upto(LessonRunner(load_lesson(UPCARD)), TryStep, 3)
    assert runner.accepted_moves() == [Pass()]
    took = runner.clone().act(Take(Card.parse("8d")))
    assert not took.ok and took.reasons[0].code == "lesson.take_no_meld"
    assert "♦8 maakt geen combinatie af" in say(took.reasons[0], "nl")


def test_the_strategy_lessons_walk_in_both_languages_wrong_answers_first() -> None:
    for path in (UPCARD,):
        runner = LessonRunner(load_lesson(path))
        assert play(runner, wrong_first=True) >= 3
        assert runner.result().stars == 1


def test_the_strategy_lessons_are_on_the_path_and_in_its_quiz() -> None:
    shipped = load_folder(lessons_dir()).lessons
    strategy = next(c for c in chapters_of(shipped) if c.id == "strategy")
    assert [lesson.id for lesson in strategy.lessons][:2] == ["strategy", "upcard"]
    quiz = quiz_of(strategy)
    assert quiz is not None
    files = {Path(s.place.file).name for s in quiz.steps if isinstance(s, AskStep)}
    assert "13a-upcard.yaml" in files
