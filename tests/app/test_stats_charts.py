"""The statistics charts as plotly figures, built and checked without Streamlit."""

from __future__ import annotations

import subprocess
import sys
from datetime import UTC, datetime, timedelta

import plotly.graph_objects as go
import pytest

from tests.app.conftest import hand
from tutor.practice.records import read_hands
from tutor.puzzles import Progress, open_link
from tutor.stats.charts import (
    kind_title,
    knock_figure,
    knock_outcome,
    knocks,
    mistakes_figure,
    rating_figure,
    success_figure,
)

REVIEW = {"inaccuracy": 0, "mistake": 0, "blunder": 0}


def hands(*events: dict) -> list:
    read = read_hands(events)
    assert not read.problems
    return list(read.items)


def answered() -> Progress:
    """Puzzle progress after real answers: two deadwood puzzles solved, a discard missed."""
    start = datetime(2025, 3, 1, 18, tzinfo=UTC)
    progress = Progress()
    for minutes, (link, correct) in enumerate(
        [("deadwood/1/5", True), ("best-discard/2/11", False), ("deadwood/1/6", True)]
    ):
        progress = progress.record(open_link(link), correct, start + timedelta(minutes=minutes))
    return progress


def test_rating_over_time_follows_the_progress() -> None:
    board = answered().dashboard()
    kinds = {name: kind["history"] for name, kind in board["kinds"].items()}
    figure = rating_figure(board["history"], "en", kinds)
    assert isinstance(figure, go.Figure)
    overall, *per_kind = figure.data
    assert overall.name == "All puzzles"
    assert list(overall.y) == [rating for _, rating in board["history"]]
    assert overall.x[0] == datetime(2025, 3, 1, 18, tzinfo=UTC)
    assert sorted(trace.name for trace in per_kind) == ["Best discard", "Count the deadwood"]
    assert all(trace.visible == "legendonly" for trace in per_kind)
    assert figure.layout.title.text == "Puzzle rating over time"
    assert figure.layout.xaxis.fixedrange  # no zooming by a finger on a phone


def test_rating_chart_in_dutch() -> None:
    figure = rating_figure([["2025-03-01T18:00:00+00:00", 1520.5]], "nl")
    assert figure.layout.title.text == "Puzzelrating door de tijd"
    assert figure.layout.yaxis.title.text == "Rating" and figure.data[0].name == "Alle puzzels"


def test_success_per_kind_leaves_out_kinds_never_tried() -> None:
    kinds = answered().dashboard()["kinds"] | {
        "layoff": {"attempts": 0, "solved": 0, "success_rate": None}
    }
    figure = success_figure(kinds, "nl")
    (bars,) = figure.data
    assert list(bars.y) == ["Beste afgooi", "Tel het dood hout"]
    assert list(bars.x) == [0.0, 100.0]
    assert list(bars.text) == ["0 van 1", "2 van 2"]
    assert bars.orientation == "h"  # names on the side, readable on a phone
    assert list(figure.layout.xaxis.range) == [0, 100]


def test_a_kind_without_words_keeps_its_code() -> None:
    assert kind_title("best-discard", "en") == "Best discard"
    assert kind_title("newfangled", "nl") == "newfangled"


def test_mistakes_per_reviewed_hand_stack_by_verdict() -> None:
    played = hands(
        hand(review={"inaccuracy": 2, "mistake": 1, "blunder": 1}),
        hand(review=None),  # not reviewed: no bar
        hand(review={"inaccuracy": 1, "mistake": 0, "blunder": 0}),
    )
    figure = mistakes_figure(played, "en")
    assert [trace.name for trace in figure.data] == ["Inaccuracy", "Mistake", "Blunder"]
    assert [list(trace.y) for trace in figure.data] == [[2, 1], [1, 0], [1, 0]]
    assert list(figure.data[0].x) == [1, 2]
    assert figure.layout.barmode == "stack"
    assert mistakes_figure(played, "nl").data[2].name == "Blunder"
    assert mistakes_figure(played, "nl").layout.xaxis.title.text == "Besproken hand"


@pytest.mark.parametrize(
    ("event", "outcome"),
    [
        (hand("knock", "me", "me"), "won"),
        (hand("undercut", "opponent", "me"), "undercut"),
        (hand("tie", None, "me"), "tie"),
        (hand("gin", "me", "me", 0), "gin"),
        (hand("big_gin", "me", None, 0), "gin"),  # gin recorded without a knocker
        (hand("knock", "opponent", "opponent"), None),
        (hand("undercut", "me", "opponent"), None),
        (hand("gin", "opponent", None), None),
        (hand("draw", None, None, 30), None),
    ],
)
def test_how_a_knock_of_the_learner_ended(event: dict, outcome: str | None) -> None:
    assert knock_outcome(hands(event)[0]) == outcome


def test_deadwood_at_knock_counts_each_deadwood_by_outcome() -> None:
    played = hands(
        hand("knock", "me", "me", 6),
        hand("knock", "me", "me", 6),
        hand("undercut", "opponent", "me", 9),
        hand("gin", "me", "me", 0),
        hand("knock", "opponent", "opponent", 3),  # the opponent's knock is not the learner's
    )
    assert knocks(played) == [(6, "won"), (6, "won"), (9, "undercut"), (0, "gin")]
    figure = knock_figure(played, "en")
    bars = {trace.name: list(trace.y) for trace in figure.data}
    assert list(figure.data[0].x) == list(range(11))
    assert bars["Gin (R16)"][0] == 1
    assert bars["Won the hand (R19)"][6] == 2 and sum(bars["Won the hand (R19)"]) == 2
    assert bars["Undercut (R20)"][9] == 1
    assert "Tie" not in bars  # no empty series in the legend
    assert figure.layout.title.text == "Your deadwood when you knocked (R15)"
    assert knock_figure(played, "nl").layout.xaxis.title.text == "Dood hout"


def test_charts_of_no_data_are_empty_figures() -> None:
    assert all(not trace.x for trace in mistakes_figure([], "en").data)
    assert not knock_figure([], "en").data
    assert not success_figure({}, "en").data[0].y
    assert not rating_figure([], "en").data[0].x


def test_the_statistics_load_no_streamlit() -> None:
    code = "import sys, tutor.stats, tutor.stats.charts; print('streamlit' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_the_rating_chart_writes_its_days_in_the_learners_language() -> None:
    history = [["2026-11-28T10:00:00+00:00", 1500], ["2026-12-01T09:30:00+00:00", 1530]]
    kinds = {"deadwood": [["2026-12-01T09:30:00+00:00", 1520]]}
    for lang, days in (
        ("nl", ("28 nov 2026", "1 dec 2026")),
        ("en", ("28 Nov 2026", "1 Dec 2026")),
    ):
        figure = rating_figure(history, lang, kinds)
        assert tuple(figure.layout.xaxis.ticktext) == days
        assert [v.day for v in figure.layout.xaxis.tickvals] == [28, 1]
        assert tuple(figure.data[0].customdata) == days  # the hover says the day too
        assert tuple(figure.data[1].customdata) == days[1:]


def test_a_long_history_gets_at_most_six_days_on_the_axis() -> None:
    history = [[f"2026-11-{d:02d}T10:00:00+00:00", 1500 + d] for d in range(1, 31)]
    figure = rating_figure(history, "nl")
    ticks = figure.layout.xaxis.ticktext
    assert len(ticks) == 6 and ticks[0] == "1 nov 2026" and ticks[-1] == "30 nov 2026"
