"""The review's chart: both players' deadwood over the hand, with the marked moves."""

from __future__ import annotations

import plotly.graph_objects as go

from tutor.bot.review import Review
from tutor.explain import text

VERDICT_COLOURS = {"inaccuracy": "#e0a800", "mistake": "#e06c00", "blunder": "#c0392b"}


def chart_x(review: Review, index: int) -> float:
    """Where the chart's ``index``-th point lies: after the learner's turn N at N, the very
    numbers the review's moves carry ("Turn 3"); after an opponent's turn half a step on."""
    point = review.chart[index]
    return point.turn + (0.5 if point.mover not in (-1, review.seat) else 0.0)


def deadwood_figure(review: Review, lang: str) -> go.Figure:
    """Deadwood after every turn for the learner and the opponent (R9), the knock limit
    (R15), and a marker on each of the learner's marked moves."""
    xs = [chart_x(review, i) for i in range(len(review.chart))]
    mine = [p.mine for p in review.chart]
    theirs = [p.theirs for p in review.chart]
    fig = go.Figure()
    fig.add_trace(
        go.Scatter(x=xs, y=mine, mode="lines+markers", name=text("review.chart.you", lang))
    )
    fig.add_trace(
        go.Scatter(x=xs, y=theirs, mode="lines+markers", name=text("review.chart.opponent", lang))
    )
    if review.knock_limit:
        fig.add_hline(
            y=review.knock_limit,
            line_dash="dot",
            annotation_text=text("review.chart.limit", lang),
        )
    for verdict, colour in VERDICT_COLOURS.items():
        points = []
        for move in review.moves:
            if move.verdict != verdict:
                continue
            # on the learner's line where that turn ended (at the move, if the hand ended)
            at = max(i for i, p in enumerate(review.chart) if p.ply <= move.ply)
            ended = [p for p in review.chart if p.mover == review.seat and p.turn == move.turn]
            points.append((move.turn, (ended or [review.chart[at]])[0].mine, str(move.played)))
        if points:
            fig.add_trace(
                go.Scatter(
                    x=[p[0] for p in points],
                    y=[p[1] for p in points],
                    mode="markers",
                    marker={"size": 14, "color": colour, "symbol": "x"},
                    name=text(f"practice.verdict.{verdict}", lang),
                    text=[p[2] for p in points],
                    hovertemplate="%{text}<extra></extra>",
                )
            )
    fig.update_layout(
        title=text("review.chart.title", lang),
        xaxis={"title": {"text": text("review.chart.turn", lang)}, "dtick": 1},
        yaxis_title=text("review.chart.deadwood", lang),
        height=340,
        margin={"l": 40, "r": 20, "t": 50, "b": 40},
        legend={"orientation": "h", "y": -0.25},
    )
    return fig
