"""The running totals of a scoresheet as a plotly figure (a pure function, no Streamlit)."""

from __future__ import annotations

import plotly.graph_objects as go

from tutor.explain import text
from tutor.scoresheet.sheet import TEAMS, Sheet
from tutor.scoresheet.totals import running


def chart_text(name: str) -> str:
    """A player's name as plotly shows it: plotly reads ``<a href=...>``, ``<b>`` and other
    tags in trace names, so the tag brackets of a typed name are written as entities.

    >>> chart_text("<a href='https://evil.example'>Ann</a> & Bob")
    "&lt;a href='https://evil.example'&gt;Ann&lt;/a&gt; & Bob"
    """
    return name.replace("<", "&lt;").replace(">", "&gt;")


def team_name(sheet: Sheet, team: int, lang: str) -> str:
    a, b = (sheet.players[p] for p in TEAMS[team])
    return text("scoresheet.ui.team_of", lang, a=a, b=b)


def totals_figure(sheet: Sheet, lang: str = "en") -> go.Figure:
    """One line per player (and per team with four players) from hand 0 to the last hand,
    with the target (R24) as a dotted line. Hand points only; bonuses come at the end."""
    rows = running(sheet)
    hands = [0, *(row.number for row in rows)]
    per_player = [[0, *(row.totals[p] for row in rows)] for p in range(len(sheet.players))]
    figure = go.Figure()
    for player, name in enumerate(sheet.players):
        figure.add_trace(
            go.Scatter(x=hands, y=per_player[player], mode="lines+markers", name=chart_text(name))
        )
    if sheet.mode == "teams":
        for team, members in enumerate(TEAMS):
            summed = [sum(per_player[p][i] for p in members) for i in range(len(hands))]
            figure.add_trace(
                go.Scatter(
                    x=hands,
                    y=summed,
                    mode="lines",
                    name=chart_text(team_name(sheet, team, lang)),
                    line={"width": 4, "dash": "dash"},
                )
            )
    figure.add_hline(
        y=sheet.rules.target,
        line_dash="dot",
        annotation_text=text("scoresheet.chart.target", lang, target=sheet.rules.target),
    )
    figure.update_layout(
        title=text("scoresheet.chart.title", lang),
        xaxis_title=text("scoresheet.chart.hand", lang),
        yaxis_title=text("scoresheet.chart.points", lang),
        xaxis={"dtick": 1, "rangemode": "tozero"},
        yaxis={"rangemode": "tozero"},
        legend={"orientation": "h", "y": -0.25},
        margin={"l": 40, "r": 20, "t": 50, "b": 40},
        height=380,
    )
    return figure
