"""The Statistics page through the app's router with AppTest: an empty state that says what to
do, the practice numbers and the four charts from kept data, a filter by opponent level,
Dutch, and damaged records named while the rest still loads."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

import sqlalchemy as sa
from streamlit.testing.v1 import AppTest

from tests.app.conftest import OpenApp, game, hand, links, spoil, texts
from tutor.puzzles import Progress, open_link
from tutor.store import Learner, Store
from tutor.ui.blocks import page_path
from tutor.ui.i18n import text_or
from tutor.ui.views import statistics as page

PAGE = "app_pages/statistics.py"


def statistics(open_app: OpenApp, locale: str = "en-US", **query: str) -> AppTest:
    at = open_app(locale, **query).switch_page(PAGE).run()
    assert not at.exception
    return at


def charts(at: AppTest) -> list[dict]:
    """The plotly figures on the page, as the browser receives them."""
    return [json.loads(chart.proto.spec) for chart in at.get("plotly_chart")]


def chart_titles(at: AppTest) -> list[str]:
    return [figure["layout"]["title"]["text"] for figure in charts(at)]


def metrics(at: AppTest) -> dict[str, str]:
    return {m.label: m.value for m in at.metric}


def puzzles_answered() -> Progress:
    start = datetime(2025, 3, 1, tzinfo=UTC)
    progress = Progress()
    for day, (link, correct) in enumerate(
        [("deadwood/1/5", True), ("deadwood/1/6", False), ("best-discard/2/11", True)]
    ):
        progress = progress.record(open_link(link), correct, start + timedelta(days=day))
    return progress


def busy_learner(kept: Store) -> Learner:
    me = kept.create_learner()
    for won, margin, level in [
        (True, 40, "easy"),
        (True, 72, "easy"),
        (False, 15, "hard"),
        (True, 8, "hard"),
        (True, 12, "hard"),
    ]:
        kept.append_event(me, "practice.game", game(won, margin, level))
    for event in [
        hand("knock", "me", "me", 7, {"inaccuracy": 1, "mistake": 1, "blunder": 0}),
        hand("undercut", "opponent", "me", 9, None),
        hand("gin", "me", "me", 0, {"inaccuracy": 0, "mistake": 0, "blunder": 1}),
        hand("knock", "opponent", "opponent", 4, None),
    ]:
        kept.append_event(me, "practice.hand", event)
    kept.put_doc(me, "puzzles.progress", "progress", puzzles_answered().to_json())
    return me


def test_no_data_yet_says_what_to_do(open_app: OpenApp) -> None:
    at = statistics(open_app)
    assert at.title[0].value == "Statistics"
    assert "No statistics yet. Finish a practice game or answer a puzzle" in texts(at)
    assert not charts(at) and not at.metric
    found = links(at)
    assert found["Start with a lesson"] == ("lessons", "")
    assert found["Solve a puzzle"] == ("puzzles", "")
    if page_path("practice") is not None:
        assert found["Play a practice game"] == ("practice", "")


def test_no_data_in_dutch(open_app: OpenApp) -> None:
    at = statistics(open_app, "nl-NL")
    assert at.title[0].value == "Statistieken"
    assert "Nog geen statistieken" in texts(at)
    assert "Los een puzzel op" in links(at)


def test_the_numbers_and_the_four_charts(open_app: OpenApp, kept: Store) -> None:
    me = busy_learner(kept)
    at = statistics(open_app, learner=me.token)
    assert not at.warning
    assert metrics(at) == {
        "Games played": "5",
        "Games won": "4",
        "Win percentage": "80%",
        "Biggest win": "72",
        "Winning streak": "2",
        "Longest streak": "2",
        "Puzzle rating": str(round(puzzles_answered().rating.rating)),
        "Solved": "2 of 3",
    }
    assert chart_titles(at) == [
        "Puzzle rating over time",
        "Puzzles solved per kind",
        "Marked moves per reviewed hand",
        "Your deadwood when you knocked (R15)",
    ]
    # Each chart carries its title as its text alternative.
    assert [chart.proto.alt for chart in at.get("plotly_chart")] == chart_titles(at)
    rating, success, mistakes, knocks = charts(at)
    assert len(rating["data"][0]["y"]) == 3
    assert success["data"][0]["text"] == ["1 of 1", "1 of 2"]
    assert [trace["y"] for trace in mistakes["data"]] == [[1, 0], [1, 0], [0, 1]]
    outcomes = {trace["name"]: trace["y"] for trace in knocks["data"]}
    assert outcomes["Won the hand (R19)"][7] == 1 and outcomes["Undercut (R20)"][9] == 1
    assert outcomes["Gin (R16)"][0] == 1


def test_the_numbers_per_opponent_level(open_app: OpenApp, kept: Store) -> None:
    me = busy_learner(kept)
    at = statistics(open_app, learner=me.token)
    names = [text_or(f"practice.level.{level}", "en", level) for level in ("easy", "hard")]
    assert at.radio(key=page.LEVEL.widget).options == ["All", *names]
    at.radio(key=page.LEVEL.widget).set_value("hard").run()
    assert not at.exception
    shown = metrics(at)
    assert (shown["Games played"], shown["Games won"], shown["Biggest win"]) == ("3", "2", "12")
    assert (shown["Winning streak"], shown["Longest streak"]) == ("2", "2")
    at.radio(key=page.LEVEL.widget).set_value("all").run()
    assert metrics(at)["Games played"] == "5"


def test_the_page_in_dutch(open_app: OpenApp, kept: Store) -> None:
    me = busy_learner(kept)
    at = statistics(open_app, "nl-NL", learner=me.token)
    assert {"Gespeeld", "Gewonnen", "Winstpercentage", "Grootste winst"} <= set(metrics(at))
    assert metrics(at)["Opgelost"] == "2 van 3"
    assert chart_titles(at) == [
        "Puzzelrating door de tijd",
        "Opgeloste puzzels per soort",
        "Gemarkeerde zetten per besproken hand",
        "Je dood hout toen je klopte (R15)",
    ]


def test_only_puzzles_says_how_to_fill_the_rest(open_app: OpenApp, kept: Store) -> None:
    me = kept.create_learner()
    kept.put_doc(me, "puzzles.progress", "progress", puzzles_answered().to_json())
    at = statistics(open_app, learner=me.token)
    assert chart_titles(at) == ["Puzzle rating over time", "Puzzles solved per kind"]
    shown = texts(at)
    assert "No finished practice game yet" in shown
    assert "No hand reviewed yet" in shown and "You have not knocked yet" in shown
    assert "Games played" not in metrics(at)


def test_damaged_records_are_named_and_the_rest_still_loads(
    open_app: OpenApp, kept: Store, raw: sa.Engine
) -> None:
    me = busy_learner(kept)
    broken = kept.append_event(me, "practice.game", game(won=True, margin=99))
    spoil(raw, "events", "id = :id", id=broken.id)
    kept.append_event(me, "practice.game", {"game": "13", "won": True})  # not the contract
    spoil(raw, "documents", "learner_id = :id AND kind = 'puzzles.progress'", id=me.id)
    at = statistics(open_app, learner=me.token)
    warnings = [w.value for w in at.warning]
    assert len(warnings) == 3
    assert all(w.startswith("One of your records cannot be read") for w in warnings)
    assert any(f"event {broken.id} ('practice.game')" in w for w in warnings)
    assert any("'level' is missing" in w for w in warnings)
    assert any("'puzzles.progress'/'progress'" in w for w in warnings)
    # The five good games still count, the damaged win of 99 does not.
    assert metrics(at)["Games played"] == "5" and metrics(at)["Biggest win"] == "72"
    assert "No puzzle answered yet" in texts(at)
    assert len(charts(at)) == 2  # the hands' charts still show
