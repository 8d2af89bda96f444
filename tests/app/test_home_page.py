"""The Home page through the app's router with AppTest: a welcome for a new learner (English
and Dutch), where a returning learner stands and what to do next, the personal link with an
optional name, and a damaged record named while the rest still loads."""

from __future__ import annotations

from datetime import UTC, date, datetime

import sqlalchemy as sa
from streamlit.testing.v1 import AppTest

from tests.app.conftest import OpenApp, game, links, spoil, texts
from tutor.curriculum import lessons_dir, load_folder
from tutor.curriculum.progress import Progress as LessonProgress
from tutor.curriculum.runner import LessonResult
from tutor.engine.rules import CLASSIC
from tutor.puzzles import Progress, daily_link, open_link
from tutor.store import Store
from tutor.ui import learner
from tutor.ui.blocks import page_path
from tutor.ui.registry import app_path, default_page
from tutor.ui.views import home

LESSONS = [lesson.id for lesson in load_folder(lessons_dir()).lessons]


def metrics(at: AppTest) -> dict[str, str]:
    return {m.label: m.value for m in at.metric}


def test_home_is_the_first_page_and_the_apps_root() -> None:
    assert default_page().url_path == "home"
    assert app_path("home") == "" and app_path("analyse") == "analyse"


def test_a_new_learner_is_welcomed_and_sent_to_the_first_lesson(open_app: OpenApp) -> None:
    at = open_app("en-US")  # the bare address opens Home
    assert not at.exception and not at.warning
    assert at.title[0].value == "Gin Tutor"
    assert "Welcome to Gin Tutor!" in [s.value for s in at.subheader]
    assert metrics(at) == {
        "Lessons done": f"0 / {len(LESSONS)}",
        "Stars": f"0 / {3 * len(LESSONS)}",
        "Puzzle rating": "1500",
        "Games won": "0 / 0",
    }
    found = links(at)
    assert found["Start the lesson"] == ("lessons", f"lesson={LESSONS[0]}")
    daily = daily_link(date.today(), CLASSIC)
    page, query = found["Open the puzzle of the day"]
    assert page == "puzzles" and query == "puzzle=" + daily.replace("/", "%2F")
    assert "Review them" not in found  # nothing is due for a new learner
    if page_path("practice") is not None:
        assert found["Play a practice game"] == ("practice", "")
    token = at.session_state[learner.LEARNER].token
    assert [c.value for c in at.code] == [f"?learner={token}"]


def test_the_welcome_in_dutch(open_app: OpenApp) -> None:
    at = open_app("nl-NL")
    assert not at.exception
    assert "Welkom bij Gin Tutor!" in [s.value for s in at.subheader]
    shown = texts(at)
    assert "eerste les" in shown and "puzzel van de dag" in shown and "Wat nu?" in shown
    assert set(metrics(at)) == {"Lessen af", "Sterren", "Puzzelrating", "Spellen gewonnen"}
    assert f"lesson={LESSONS[0]}" == links(at)["Begin de les"][1]
    assert "Open de puzzel van de dag" in links(at)


def test_a_returning_learner_sees_where_they_stand_and_what_is_next(
    open_app: OpenApp, kept: Store
) -> None:
    me = kept.create_learner()
    lessons = LessonProgress().record(LessonResult(LESSONS[0], 3, 0, 0))
    kept.put_doc(me, "curriculum.progress", "progress", lessons.to_json())
    missed = Progress().record(open_link("deadwood/1/5"), False, datetime(2025, 1, 2, tzinfo=UTC))
    kept.put_doc(me, "puzzles.progress", "progress", missed.to_json())
    daily = daily_link(date.today(), CLASSIC)
    kept.append_event(me, "puzzles.attempt", {"link": daily, "kind": "x", "correct": True})
    for won in (True, False, True):
        kept.append_event(me, "practice.game", game(won=won))
    kept.put_doc(me, "practice.game", "current", {"moves": ["draw stock"]})

    at = open_app("en-US", learner=me.token)
    assert not at.exception and not at.warning
    assert "Welcome to Gin Tutor!" not in [s.value for s in at.subheader]
    assert "Welcome back! Here is where you stand." in texts(at)
    assert metrics(at) == {
        "Lessons done": f"1 / {len(LESSONS)}",
        "Stars": f"3 / {3 * len(LESSONS)}",
        "Puzzle rating": str(round(missed.rating.rating)),
        "Games won": "2 / 3",
    }
    found = links(at)
    assert found["Start the lesson"] == ("lessons", f"lesson={LESSONS[1]}")
    assert "Next lesson: **2. Sets and runs**" in texts(at)
    assert found["Review them"] == ("puzzles", "")
    due = "Due for review: **1 puzzle you missed and 1 kind of puzzle to practise again**."
    assert due in texts(at)  # a miss schedules the puzzle and its kind
    assert "You solved today's puzzle." in texts(at)
    if page_path("practice") is not None:
        assert found["Resume the game"] == ("practice", "")
    assert [c.value for c in at.code] == [f"?learner={me.token}"]


def test_a_lesson_left_open_is_continued(open_app: OpenApp, kept: Store) -> None:
    me = kept.create_learner()
    kept.put_doc(me, "curriculum.progress", "open", {"lesson": LESSONS[2], "log": []})
    at = open_app("nl-NL", learner=me.token)
    assert not at.exception
    assert links(at)["Verder met de les"] == ("lessons", f"lesson={LESSONS[2]}")
    assert "Welkom terug!" in texts(at)


def test_every_lesson_done_points_back_to_the_lessons(open_app: OpenApp, kept: Store) -> None:
    me = kept.create_learner()
    progress = LessonProgress()
    for lesson in LESSONS:
        progress = progress.record(LessonResult(lesson, 2, 1, 0))
    kept.put_doc(me, "curriculum.progress", "progress", progress.to_json())
    at = open_app("en-US", learner=me.token)
    assert links(at)["To the lessons"] == ("lessons", "")
    assert f"You have done every lesson ({2 * len(LESSONS)} of" in texts(at)


def name_button(at: AppTest, label: str) -> None:
    next(b for b in at.button if b.label == label).click().run()
    assert not at.exception


def test_the_learner_may_give_a_name_and_take_it_away(open_app: OpenApp, kept: Store) -> None:
    at = open_app("en-US")
    token = at.session_state[learner.LEARNER].token
    at.text_input(key=home.NAME_WIDGET).set_value("  Sam  ")
    name_button(at, "Save the name")
    assert "Hello, Sam!" in [s.value for s in at.success]
    assert kept.learner(token).name == "Sam"
    # A name the store refuses is quoted, and the old one stays.
    at.text_input(key=home.NAME_WIDGET).set_value("Sam\x07")
    name_button(at, "Save the name")
    assert any("That name cannot be kept" in e.value and "Sam\\x07" in e.value for e in at.error)
    assert kept.learner(token).name == "Sam"
    # A later visit is greeted by name; an empty name removes it.
    kept.append_event(kept.learner(token), "practice.game", game())
    again = open_app("en-US", learner=token)
    assert "Welcome back, Sam! Here is where you stand." in texts(again)
    again.text_input(key=home.NAME_WIDGET).set_value("")
    name_button(again, "Save the name")
    assert kept.learner(token).name is None


def test_a_damaged_record_is_named_and_the_rest_still_loads(
    open_app: OpenApp, kept: Store, raw: sa.Engine
) -> None:
    me = kept.create_learner()
    kept.put_doc(me, "curriculum.progress", "progress", {})
    kept.append_event(me, "practice.game", game(won=True))
    spoil(raw, "documents", "learner_id = :id AND kind = 'curriculum.progress'", id=me.id)
    at = open_app("en-US", learner=me.token)
    assert not at.exception
    (warning,) = at.warning
    assert "One of your records cannot be read" in warning.value
    assert "'curriculum.progress'/'progress'" in warning.value
    assert metrics(at)["Games won"] == "1 / 1" and metrics(at)["Lessons done"].startswith("0 /")
    assert "Open the puzzle of the day" in links(at)


def test_the_personal_link_keeps_the_address_the_browser_used() -> None:
    assert (
        home.personal_link("tok", "http://localhost:8501/?learner=old&lang=nl")
        == "http://localhost:8501/?learner=tok"
    )
    assert home.personal_link("tok", "https://club.example") == "https://club.example/?learner=tok"


def test_home_and_puzzles_say_the_same_about_what_is_due(open_app: OpenApp, kept: Store) -> None:
    me = kept.create_learner()
    when = datetime(2025, 1, 2, tzinfo=UTC)
    missed = Progress()
    for link in ("deadwood/1/5", "deadwood/1/6", "best-discard/2/11"):
        missed = missed.record(open_link(link), False, when)
    kept.put_doc(me, "puzzles.progress", "progress", missed.to_json())
    for lang, locale, words in (
        ("en", "en-US", "3 puzzles you missed and 2 kinds of puzzle to practise again"),
        ("nl", "nl-NL", "3 gemiste puzzels en 2 soorten puzzel om opnieuw te oefenen"),
    ):
        at = open_app(locale, learner=me.token)
        assert f"**{words}**" in texts(at), lang
        puzzles = at.switch_page("app_pages/puzzles.py").run()
        assert not puzzles.exception
        assert any(words in c.value for c in puzzles.caption), [c.value for c in puzzles.caption]
