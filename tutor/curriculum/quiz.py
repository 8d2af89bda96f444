"""A short quiz at the end of each chapter: questions of its lessons, mixed.

Each question is taken with the position it is asked about: the lesson's last position or
deal before it and the scripted play after that. A question is kept only when it stands on
its own: asked alone, the engine gives it the same answer as in its lesson, and the checker
finds nothing in the quiz that gives an answer away. The quiz is an ordinary lesson (id
``quiz-<chapter>``), so it is played, starred and resumed as every lesson is.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace

from tutor.curriculum.chapters import Chapter
from tutor.curriculum.checker import check_lesson
from tutor.curriculum.knocking import KnockJudge
from tutor.curriculum.runner import LessonRunner
from tutor.curriculum.schema import (
    AnyStep,
    AskStep,
    DealStep,
    ExplainStep,
    Lesson,
    PlayStep,
    PositionStep,
    Text,
)
from tutor.engine.errors import TutorError
from tutor.explain import text

PREFIX = "quiz-"
PER_LESSON = 2  # questions a lesson gives its chapter's quiz, at most
MOST = 6  # questions in one quiz


def quiz_id(chapter: str) -> str:
    return f"{PREFIX}{chapter}"


def _both(code: str, chapter: str = "") -> Text:
    """The words of ``code`` in both languages (with the chapter's title in each)."""
    said = {
        lang: text(code, lang, chapter=text(f"lesson.chapter.{chapter}", lang) if chapter else "")
        for lang in ("nl", "en")
    }
    return Text(nl=said["nl"], en=said["en"])


def _asked(lesson: Lesson, judge: KnockJudge | None) -> Iterator[tuple[int, object]]:
    """Each question of ``lesson`` (its step's index) and its answer, walking the lesson
    with the engine's answers (up to a question it cannot pose: a knock-or-wait without
    the coach's judge)."""
    try:
        yield from _walk(LessonRunner(lesson, judge))
    except TutorError:
        return


def _walk(runner: LessonRunner) -> Iterator[tuple[int, object]]:
    lesson = runner.lesson
    while not runner.finished:
        step = runner.step
        if isinstance(step, AskStep) and runner.posed is not None:
            yield runner.index, runner.posed.solution
        for _ in range(len(lesson.steps) + 20):  # a try of several moves: one per give-up
            if runner.solved:
                break
            runner.give_up()
        runner.next()


def _on_its_own(lesson: Lesson, index: int) -> tuple[AnyStep, ...] | None:
    """The question at ``index`` with the steps that set up its position, or None when its
    position depends on what the learner did before (a ``try`` or a reveal in between). A
    question the lesson asks before any position stands alone; whether it then has the same
    answer is checked by the caller."""
    steps = lesson.steps
    start = next(
        (i for i in range(index, -1, -1) if isinstance(steps[i], PositionStep | DealStep)), None
    )
    if start is None:  # asked about no table (who deals, a match's totals): alone
        return (_in_a_quiz(steps[index]),)
    setup = steps[start]
    if isinstance(setup, PositionStep | DealStep) and setup.preset is None:
        setup = replace(setup, preset=lesson.preset)  # the quiz mixes lessons of any preset
    between = steps[start + 1 : index]
    if not all(isinstance(s, AskStep | ExplainStep | PlayStep) for s in between):
        return None  # a move the learner made, or a reveal, changed the position
    plays = tuple(s for s in between if isinstance(s, PlayStep))
    return (_in_a_quiz(setup), *plays, _in_a_quiz(steps[index]))


def _in_a_quiz(step: AnyStep) -> AnyStep:
    """``step`` in the words its lesson gives it for a quiz (``alone``), where the lesson's
    own refer to the steps before it ("the same hand, but with...")."""
    if isinstance(step, AskStep) and step.alone is not None:
        return replace(step, question=step.alone)
    if isinstance(step, PositionStep | DealStep) and step.alone is not None:
        return replace(step, text=step.alone)
    return step


def _alone(chapter: Chapter, steps: tuple[AnyStep, ...]) -> Lesson:
    return Lesson(
        id=quiz_id(chapter.id),
        title=_both("lesson.quiz.title", chapter.id),
        summary=_both("lesson.quiz.summary"),
        rules=tuple(dict.fromkeys(r for lesson in chapter.lessons for r in lesson.rules)),
        preset=chapter.lessons[0].preset,
        steps=steps,
        source=chapter.lessons[0].source,
        chapter=chapter.id,
    )


def _candidates(
    chapter: Chapter, judge: KnockJudge | None
) -> list[tuple[int, tuple[AnyStep, ...]]]:
    """Up to ``PER_LESSON`` questions of each lesson that stand on their own, each with its
    number among its lesson's (0 for the first)."""
    found: list[tuple[int, tuple[AnyStep, ...]]] = []
    for lesson in chapter.lessons:
        taken = 0
        for index, answer in _asked(lesson, judge):
            steps = _on_its_own(lesson, index)
            if taken == PER_LESSON or steps is None:
                continue
            try:
                alone = LessonRunner(_alone(chapter, steps), judge)
                while alone.posed is None:
                    alone.next()
            except TutorError:
                continue  # it needs more of its lesson than its position
            if alone.posed.solution == answer:
                found.append((taken, steps))
                taken += 1
    return found


def quiz_of(chapter: Chapter, judge: KnockJudge | None = None) -> Lesson | None:
    """The chapter's quiz, or None when its lessons give it fewer than two questions;
    ``judge`` answers knock-or-wait questions (without it they are left out)."""
    candidates = _candidates(chapter, judge)
    random.Random(chapter.id).shuffle(candidates)  # mixed, the same way every time
    # every lesson's first question before any lesson's second: each lesson is in the quiz
    # as long as there is room (a chapter of many lessons would otherwise lose some)
    candidates.sort(key=lambda c: c[0])
    picked: list[tuple[AnyStep, ...]] = []
    for _, steps in candidates:
        if len(picked) == MOST:
            break
        trial = _alone(chapter, tuple(s for part in [*picked, steps] for s in part))
        if not check_lesson(trial, judge):  # nothing in it gives an answer away
            picked.append(steps)
    if len(picked) < 2:
        return None
    return _alone(chapter, tuple(s for part in picked for s in part))


__all__ = ["PREFIX", "quiz_id", "quiz_of"]
