"""Lesson progress and an open lesson are kept for the learner: a new session finds them."""

from __future__ import annotations

from typing import Any

import sqlalchemy as sa

from tests.curriculum.test_lessons_page import answer, lessons, step_key, texts, to_the_end
from tests.ui import conftest as ui
from tutor.curriculum import LessonRunner
from tutor.curriculum.schema import AskStep
from tutor.ui import learner
from tutor.ui.views import lessons as page

open_app = ui.open_app
_components = ui._components


def test_stars_and_the_open_lesson_come_back_with_the_learner(open_app: Any) -> None:
    at = lessons(open_app, "en-US")
    token = at.session_state[learner.LEARNER].token
    at.button(key="lessons.start.cards").click().run()
    runner: LessonRunner = at.session_state[page.RUNNER]
    # Answer the first question, then leave: a new session with the learner's link resumes.
    while not isinstance(runner.step, AskStep):
        at.button(key=step_key(at, "lessons.next.")).click().run()
        runner = at.session_state[page.RUNNER]
    posed = runner.posed
    assert posed is not None
    at = answer(at, runner, posed.solution)
    reached = at.session_state[page.RUNNER].index

    again = lessons(open_app, "en-US", learner=token)
    resumed: LessonRunner = again.session_state[page.RUNNER]
    assert resumed.lesson.id == "cards" and resumed.index == reached and resumed.solved

    # Finish it there; a third session shows the stars on the path.
    while not resumed.finished:
        if isinstance(resumed.step, AskStep) and not resumed.solved:
            solution = resumed.posed.solution  # type: ignore[union-attr]
            again = answer(again, resumed, solution)
        else:
            again.button(key=step_key(again, "lessons.next.")).click().run()
        resumed = again.session_state[page.RUNNER]
    third = lessons(open_app, "en-US", learner=token)
    assert third.session_state.get(page.OPEN) is None  # the finished lesson is not reopened
    assert "★★★" in texts(third)

    stranger = lessons(open_app, "en-US")
    assert "★★★" not in texts(stranger)  # another learner sees nothing of it


def test_homes_continue_link_opens_the_lesson_where_it_was_left(open_app: Any) -> None:
    # Home links to ?lesson=<id>; that used to start the lesson again at step 1 (issue 14).
    at = lessons(open_app, "en-US")
    token = at.session_state[learner.LEARNER].token
    at.button(key="lessons.start.cards").click().run()
    for _ in range(3):
        runner: LessonRunner = at.session_state[page.RUNNER]
        if isinstance(runner.step, AskStep):
            at = answer(at, runner, runner.posed.solution)  # type: ignore[union-attr]
        at.button(key=step_key(at, "lessons.next.")).click().run()
    reached = at.session_state[page.RUNNER].index
    assert reached == 3

    linked = lessons(open_app, "en-US", learner=token, lesson="cards")
    assert linked.session_state[page.RUNNER].index == reached
    assert linked.caption[0].value == f"Step {reached + 1} of {len(runner.lesson.steps)}"
    # Another lesson from a link starts at its beginning.
    other = lessons(open_app, "en-US", learner=token, lesson="melds")
    assert other.session_state[page.RUNNER].index == 0


def test_damaged_stars_are_set_aside_and_a_finished_lesson_is_kept(open_app: Any) -> None:
    at = lessons(open_app, "en-US")
    who = at.session_state[learner.LEARNER]
    learner.store().put_doc(who, page.KEPT_KIND, page.KEPT_PROGRESS, {})
    raw = sa.create_engine(learner.store().url.render_as_string(hide_password=False))
    with raw.begin() as conn:  # valid JSON of the wrong shape: a string, not the stars
        conn.execute(
            sa.text("UPDATE documents SET data = '\"three stars\"' WHERE learner_id = :id"),
            {"id": who.id},
        )
    raw.dispose()
    at = lessons(open_app, "en-US", learner=who.token)
    assert any("your lesson stars" in w.value for w in at.warning)
    at.button(key="lessons.start.cards").click().run()
    at = to_the_end(at)
    assert not at.exception
    assert any("kept aside as it was, for repair" in w.value for w in at.warning)
    (aside,) = learner.store().set_aside_docs(who)
    assert aside["kind"] == page.KEPT_KIND and aside["data"] == '"three stars"'
    again = lessons(open_app, "en-US", learner=who.token)  # the new stars are kept
    assert "★★★" in texts(again) and not again.warning
