"""The running totals chart is a pure function returning a plotly figure."""

from __future__ import annotations

import plotly.graph_objects as go

from tutor.engine.rules import PRESETS
from tutor.scoresheet.chart import totals_figure
from tutor.scoresheet.sheet import new_sheet


def test_one_line_per_player_from_hand_zero() -> None:
    sheet = new_sheet("two", ["Ann", "Bob"], PRESETS["classic"])
    sheet = sheet.record(0, 0, 20).record(0, 1, 15)
    figure = totals_figure(sheet, "en")
    assert isinstance(figure, go.Figure)
    assert [t.name for t in figure.data] == ["Ann", "Bob"]
    assert list(figure.data[0].x) == [0, 1, 2]
    assert list(figure.data[0].y) == [0, 20, 20]
    assert list(figure.data[1].y) == [0, 0, 15]
    assert figure.layout.title.text == "Running totals"


def test_the_target_line_and_dutch_labels() -> None:
    sheet = new_sheet("two", ["Ann", "Bob"], PRESETS["classic"].with_changes(target=150))
    figure = totals_figure(sheet, "nl")
    (line,) = figure.layout.shapes
    assert line.y0 == line.y1 == 150
    assert figure.layout.annotations[0].text == "doelscore 150"
    assert figure.layout.xaxis.title.text == "Hand"
    assert figure.layout.yaxis.title.text == "Punten"


def test_teams_add_a_line_per_team() -> None:
    sheet = new_sheet("teams", ["Ann", "Bob", "Cas", "Dan"], PRESETS["classic"])
    sheet = sheet.record(0, 0, 30).record(1, 1, 20).record(1, 3, 5)
    figure = totals_figure(sheet, "en")
    assert [t.name for t in figure.data] == ["Ann", "Bob", "Cas", "Dan", "Ann & Bob", "Cas & Dan"]
    assert list(figure.data[4].y) == [0, 30, 50, 50]
    assert list(figure.data[5].y) == [0, 0, 0, 5]


def test_a_blank_sheet_draws_a_single_point() -> None:
    figure = totals_figure(new_sheet("three", ["A", "B", "C"], PRESETS["classic"]), "en")
    assert [list(t.y) for t in figure.data] == [[0], [0], [0]]


def test_a_typed_name_is_shown_as_text_not_as_a_plotly_link() -> None:
    link = "<a href='https://evil.example'>Ann</a>"
    sheet = new_sheet("teams", [link, "Bob", "Cas", "Dan"], PRESETS["classic"])
    names = [t.name for t in totals_figure(sheet, "en").data]
    assert names[0] == "&lt;a href='https://evil.example'&gt;Ann&lt;/a&gt;"
    assert all("<" not in name for name in names)
