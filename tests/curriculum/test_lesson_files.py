"""Every lesson of the curriculum runs to the end: with the engine's answers, and with a wrong
answer first wherever it asks (the wrong answer is graded wrong and costs a star)."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from tutor.bot.weigh import weigh_knock  # the coach judges the knock-or-wait questions
from tutor.curriculum.loader import load_folder, load_lesson
from tutor.curriculum.runner import LessonRunner
from tutor.curriculum.schema import ALL_RULES, LANGS, AskStep, Text, TryStep
from tutor.engine.actions import Action, Discard
from tutor.engine.cards import DECK

ROOT = Path(__file__).resolve().parents[2]
LESSONS = sorted((ROOT / "lessons").glob("*.yaml"))


def render_both(runner: LessonRunner) -> None:
    for lang in LANGS:
        view = runner.view(lang)
        assert view.lesson_id == runner.lesson.id


def a_rejected_move(runner: LessonRunner) -> Action:
    """A move the step does not accept: a legal but wrong one, else an illegal one."""
    state = runner.table.state
    assert state is not None
    accepted = runner.accepted_moves()
    wrong = [a for a in state.legal_actions() if a not in accepted]
    if wrong:
        return wrong[0]
    outside = next(c for c in DECK if c not in state.hands[0])
    return Discard(outside)  # not even in the hand: the engine refuses it


def play(runner: LessonRunner, wrong_first: bool) -> int:
    """Play the lesson to the end; returns how many questions were answered wrongly first."""
    wrong = 0
    while not runner.finished:
        render_both(runner)
        step = runner.step
        if isinstance(step, AskStep) and not runner.solved:
            posed = runner.posed
            assert posed is not None
            if wrong_first:
                answer = posed.wrong_answer()
                assert answer is not None, f"{step.place}: no wrong answer exists"
                feedback = runner.answer(answer)
                assert not feedback.ok, f"{step.place}: {answer!r} was graded right"
                wrong += 1
                render_both(runner)
            if not runner.solved:
                assert runner.answer(posed.solution).ok
        elif isinstance(step, TryStep) and not runner.solved:
            if wrong_first:
                move = a_rejected_move(runner)
                feedback = runner.act(move)
                assert not feedback.ok, f"{step.place}: {move} was accepted"
                assert feedback.reasons, f"{step.place}: no reason given for refusing {move}"
                assert not runner.solved
                wrong += 1
                render_both(runner)
            while not runner.solved:
                moves = runner.accepted_moves()
                assert moves, f"{step.place}: no move reaches the goal"
                assert runner.act(moves[0]).ok
        render_both(runner)
        runner.next()
    return wrong


def test_there_are_at_least_fourteen_lessons() -> None:
    assert len(LESSONS) >= 14


def test_the_lessons_teach_every_rule() -> None:
    catalogue = load_folder(ROOT / "lessons")
    assert not catalogue.broken
    taught = {rule for lesson in catalogue.lessons for rule in lesson.rules}
    assert taught == set(ALL_RULES)


@pytest.mark.parametrize("path", LESSONS, ids=[p.stem for p in LESSONS])
def test_lesson_runs_with_right_answers(path: Path) -> None:
    runner = LessonRunner(load_lesson(path), weigh_knock)
    assert play(runner, wrong_first=False) == 0
    result = runner.result()
    assert (result.stars, result.mistakes, result.hints) == (3, 0, 0)


@pytest.mark.parametrize("path", LESSONS, ids=[p.stem for p in LESSONS])
def test_lesson_runs_with_wrong_answers_first(path: Path) -> None:
    lesson = load_lesson(path)
    runner = LessonRunner(lesson, weigh_knock)
    wrong = play(runner, wrong_first=True)
    assert wrong == lesson.questions > 0
    assert runner.result().mistakes == wrong
    assert runner.result().stars == max(1, 3 - wrong)


@pytest.mark.parametrize("path", LESSONS, ids=[p.stem for p in LESSONS])
def test_lesson_replays_from_its_log(path: Path) -> None:
    lesson = load_lesson(path)
    runner = LessonRunner(lesson, weigh_knock)
    play(runner, wrong_first=True)
    again = LessonRunner.replay(lesson, runner.log, weigh_knock)
    assert again.finished
    assert again.result() == runner.result()


# A card in the engine's notation ("7h", "Ts"): what a lesson's own words must not write (the
# learner reads 7♥, in Dutch ♥7). "As" followed by a word is English ("As soon as").
NOTATION = re.compile(r"(?<![\w♠♥♦♣])(?:10|[2-9TJQKA])[shdc](?!\w)(?!\s[a-z])")


def _texts(value: object) -> Iterator[Text]:
    if isinstance(value, Text):
        yield value
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for field in dataclasses.fields(value):
            yield from _texts(getattr(value, field.name))
    elif isinstance(value, tuple | list):
        for item in value:
            yield from _texts(item)


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.stem)
def test_a_lessons_words_write_cards_as_a_player_reads_them(path: Path) -> None:
    lesson = load_lesson(path)
    for said in _texts(lesson):
        for lang in LANGS:
            line = getattr(said, lang)
            assert not NOTATION.search(line), f"{path.name} ({lang}): {line!r}"
