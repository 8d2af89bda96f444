"""The statistics page's charts as plotly figures: pure functions, no Streamlit.

Each takes plain data the other layers keep (the puzzle progress's dashboard, the practice
records) and the learner's language; words come from ``tutor.explain``. The figures are
sized for a phone: short, with the legend under the plot and no zooming by dragging.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from datetime import datetime
from typing import Any

import plotly.graph_objects as go

from tutor.explain import CATALOGUE, text
from tutor.explain.dates import day_text
from tutor.practice.chart import VERDICT_COLOURS
from tutor.practice.records import VERDICTS, HandRecord

# How a knock of the learner ended, in the order the bars stack.
OUTCOMES = ("gin", "won", "tie", "undercut")
OUTCOME_COLOURS = {"gin": "#1f6f43", "won": "#4c9f70", "tie": "#9e9e9e", "undercut": "#c0392b"}
RATING_COLOUR = "#24569b"
HEIGHT = 340


def _layout(figure: go.Figure, chart: str, lang: str, y_axis: bool = True) -> go.Figure:
    """The common look, titled from ``app.chart.<chart>.title``, ``.x`` and ``.y``."""
    title = text(f"app.chart.{chart}.title", lang)
    x_title = text(f"app.chart.{chart}.x", lang)
    y_title = text(f"app.chart.{chart}.y", lang) if y_axis else ""
    figure.update_layout(
        title={"text": title, "x": 0, "xanchor": "left", "font": {"size": 16}},
        xaxis={"title": {"text": x_title}, "fixedrange": True},
        yaxis={"title": {"text": y_title}, "fixedrange": True, "rangemode": "tozero"},
        # Under the axis title, so the two never overlap on a narrow screen.
        legend={"orientation": "h", "yanchor": "top", "y": -0.28, "x": 0, "traceorder": "normal"},
        margin={"l": 50, "r": 16, "t": 50, "b": 40},
        height=HEIGHT,
        dragmode=False,
    )
    return figure


def kind_title(kind: str, lang: str) -> str:
    """A puzzle kind's name in ``lang`` (its code when the catalogue does not know it)."""
    code = f"puzzle.kind.{kind}"
    return text(code, lang) if code in CATALOGUE else kind


def _times(history: Iterable[Sequence[Any]]) -> tuple[list[datetime], list[float]]:
    xs, ys = [], []
    for when, rating in history:
        xs.append(datetime.fromisoformat(str(when)))
        ys.append(float(rating))
    return xs, ys


def rating_figure(
    history: Sequence[Sequence[Any]],
    lang: str,
    kinds: Mapping[str, Sequence[Sequence[Any]]] | None = None,
) -> go.Figure:
    """The puzzle rating after every rated answer (``[ISO time, rating]`` pairs, as in
    ``tutor.puzzles.Progress.dashboard()["history"]``); ``kinds`` adds one line per kind,
    hidden until its name in the legend is tapped."""
    figure = go.Figure()
    xs, ys = _times(history)
    figure.add_trace(
        go.Scatter(
            x=xs,
            y=ys,
            mode="lines+markers",
            name=text("app.chart.rating.overall", lang),
            line={"color": RATING_COLOUR, "width": 3},
        )
    )
    for kind, points in sorted((kinds or {}).items()):
        kx, ky = _times(points)
        if kx:
            figure.add_trace(
                go.Scatter(
                    x=kx,
                    y=ky,
                    mode="lines+markers",
                    name=kind_title(kind, lang),
                    visible="legendonly",
                )
            )
    _layout(figure, "rating", lang)
    figure.update_yaxes(rangemode="normal")  # ratings live around 1500, not near zero
    _days_on_axis(figure, [x for trace in figure.data for x in trace.x], lang)
    return figure


MOST_DAY_TICKS = 6


def _days_on_axis(figure: go.Figure, times: Sequence[datetime], lang: str) -> None:
    """Days on the time axis and in the hover written in ``lang`` ("1 dec 2026"), not in the
    browser's English: at most ``MOST_DAY_TICKS`` of the days answered on, evenly spread."""
    if not times:
        return
    zone = times[0].tzinfo
    days = sorted({t.date() for t in times})
    if len(days) > MOST_DAY_TICKS:
        step = (len(days) - 1) / (MOST_DAY_TICKS - 1)
        days = sorted({days[round(i * step)] for i in range(MOST_DAY_TICKS)})
    figure.update_xaxes(
        tickmode="array",
        tickvals=[datetime(d.year, d.month, d.day, tzinfo=zone) for d in days],
        ticktext=[day_text(d, lang, year=True) for d in days],
    )
    for trace in figure.data:
        trace.customdata = [day_text(t.date(), lang, year=True) for t in trace.x]
        trace.hovertemplate = "%{customdata}: %{y:.0f}<extra>%{fullData.name}</extra>"


def success_figure(kinds: Mapping[str, Mapping[str, Any]], lang: str) -> go.Figure:
    """The share of puzzles solved per kind (``attempts`` and ``solved`` per kind, as in
    ``tutor.puzzles.Progress.dashboard()["kinds"]``), as horizontal bars that fit a phone.
    Kinds never tried are left out."""
    tried = [(name, k) for name, k in sorted(kinds.items()) if int(k.get("attempts", 0)) > 0]
    names = [kind_title(name, lang) for name, _ in tried]
    shares = [100 * int(k["solved"]) / int(k["attempts"]) for _, k in tried]
    labels = [
        text("app.chart.success.text", lang, solved=int(k["solved"]), attempts=int(k["attempts"]))
        for _, k in tried
    ]
    figure = go.Figure(
        go.Bar(
            x=shares,
            y=names,
            orientation="h",
            text=labels,
            # A short bar cannot hold its label: it goes beside the bar instead.
            textposition=["inside" if share >= 35 else "outside" for share in shares],
            marker={"color": RATING_COLOUR},
            hovertemplate="%{y}: %{x:.0f}%<extra></extra>",
        )
    )
    _layout(figure, "success", lang, y_axis=False)
    figure.update_xaxes(range=[0, 100], ticksuffix="%")
    figure.update_yaxes(autorange="reversed", automargin=True)
    figure.update_layout(height=max(220, 90 + 44 * len(tried)), showlegend=False)
    return figure


def reviewed(hands: Iterable[HandRecord]) -> list[HandRecord]:
    """The hands that were reviewed, in the order they were played."""
    return [hand for hand in hands if hand.review is not None]


def mistakes_figure(hands: Sequence[HandRecord], lang: str) -> go.Figure:
    """Per reviewed hand, the learner's moves the review marked, stacked by verdict
    (inaccuracy, mistake, blunder): fewer and smaller bars over time is progress."""
    done = reviewed(hands)
    numbers = list(range(1, len(done) + 1))
    figure = go.Figure()
    for verdict in VERDICTS:
        figure.add_trace(
            go.Bar(
                x=numbers,
                y=[hand.review.count(verdict) for hand in done if hand.review is not None],
                name=text(f"app.chart.verdict.{verdict}", lang),
                marker={"color": VERDICT_COLOURS[verdict]},
            )
        )
    _layout(figure, "mistakes", lang)
    figure.update_layout(barmode="stack")
    figure.update_xaxes(dtick=1 if len(done) <= 20 else None)
    figure.update_yaxes(dtick=1)
    return figure


def knock_outcome(hand: HandRecord) -> str | None:
    """How the learner's knock (or gin) ended, one of ``OUTCOMES``; ``None`` when the learner
    did not end the hand (R15, R16, R19, R20)."""
    ended_by = hand.knocker
    if ended_by is None and hand.result in ("gin", "big_gin"):
        ended_by = hand.winner  # gin ends the hand as a knock does
    if ended_by != "me" or hand.result == "draw":
        return None
    if hand.result in ("gin", "big_gin"):
        return "gin"
    if hand.result == "tie":
        return "tie"
    return "won" if hand.winner == "me" else "undercut"


def knocks(hands: Iterable[HandRecord]) -> list[tuple[int, str]]:
    """``(deadwood, outcome)`` of every hand the learner ended, in order."""
    found = []
    for hand in hands:
        outcome = knock_outcome(hand)
        if outcome is not None:
            found.append((hand.my_deadwood, outcome))
    return found


def knock_figure(hands: Sequence[HandRecord], lang: str) -> go.Figure:
    """How often the learner knocked with each deadwood count, stacked by how the hand
    ended: gin, won, tie, undercut. Knocking high invites the undercut (R20)."""
    counted = Counter(knocks(hands))
    top = max((deadwood for deadwood, _ in counted), default=10)
    values = list(range(0, max(top, 10) + 1))
    figure = go.Figure()
    for outcome in OUTCOMES:
        counts = [counted[(deadwood, outcome)] for deadwood in values]
        if any(counts):
            figure.add_trace(
                go.Bar(
                    x=values,
                    y=counts,
                    name=text(f"app.chart.outcome.{outcome}", lang),
                    marker={"color": OUTCOME_COLOURS[outcome]},
                )
            )
    _layout(figure, "knock", lang)
    figure.update_layout(barmode="stack")
    figure.update_xaxes(dtick=1, range=[-0.5, values[-1] + 0.5])
    figure.update_yaxes(dtick=1)
    return figure


__all__ = [
    "OUTCOMES",
    "kind_title",
    "knock_figure",
    "knock_outcome",
    "knocks",
    "mistakes_figure",
    "rating_figure",
    "reviewed",
    "success_figure",
]
