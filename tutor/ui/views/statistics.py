"""The Statistics page: the practice numbers the card apps show (games played and won, win
percentage, biggest winning margin, winning streaks) and four charts: puzzle rating over
time, success per puzzle kind, marked moves per reviewed hand and deadwood at knock.

Every number comes from ``tutor.stats`` over what the other pages kept; a part without data
says what to do to fill it, and a damaged record is named while the rest still loads.
"""

from __future__ import annotations

from typing import Any

import plotly.graph_objects as go
import streamlit as st

from tutor.explain import text
from tutor.practice.records import GameRecord
from tutor.stats import at_level, game_stats, levels
from tutor.stats.charts import (
    knock_figure,
    knocks,
    mistakes_figure,
    rating_figure,
    reviewed,
    success_figure,
)
from tutor.ui import damage, state
from tutor.ui.blocks import link, numbers
from tutor.ui.i18n import t, text_or
from tutor.ui.snapshot import Snapshot, snapshot

LEVEL = state.Kept("statistics.level", "all")
GAMES_BOX = "gt-stats-games"  # container keys the tests and the browser look in
PUZZLES_BOX = "gt-stats-puzzles"
PLAY_BOX = "gt-stats-play"
CHART_CONFIG: dict[str, Any] = {"displayModeBar": False, "scrollZoom": False}


def _chart(figure: go.Figure, key: str) -> None:
    title = figure.layout.title.text or ""
    st.plotly_chart(figure, key=key, config=CHART_CONFIG, alt=title)


def _percent(value: float | None) -> str:
    return "–" if value is None else f"{value:.0%}"


def _level_filter(games: tuple[GameRecord, ...], lang: str) -> str | None:
    played = levels(games)
    if len(played) < 2:
        return None
    options = ["all", *played]
    if LEVEL.get() not in options:
        LEVEL.set("all")
    LEVEL.mirror()
    st.radio(
        t("app.stats.level"),
        options,
        format_func=lambda level: (
            text("app.stats.all_levels", lang)
            if level == "all"
            else text_or(f"practice.level.{level}", lang, level)
        ),
        key=LEVEL.widget,
        on_change=LEVEL.take,
        horizontal=True,
    )
    chosen = LEVEL.get()
    return None if chosen == "all" else chosen


def _games(data: Snapshot, lang: str) -> None:
    st.subheader(t("app.stats.games"))
    with st.container(key=GAMES_BOX):
        if not data.games:
            st.info(t("app.stats.no_games"), icon=":material/playing_cards:")
            link("practice", t("app.home.game_start"), ":material/playing_cards:")
            return
        stats = game_stats(at_level(data.games, _level_filter(data.games, lang)))
        margin = t("app.stats.margin")
        numbers(
            [
                (t("app.stats.played"), stats.played),
                (t("app.stats.won"), stats.won),
                (t("app.stats.win_rate"), _percent(stats.win_rate)),
                (margin, "–" if stats.biggest_margin is None else stats.biggest_margin),
                (t("app.stats.streak"), stats.current_streak),
                (t("app.stats.longest"), stats.longest_streak),
            ],
            "gt-stats-numbers",
            notes={margin: t("app.stats.margin_help")},
        )


def _puzzles(data: Snapshot, lang: str) -> None:
    st.subheader(t("app.stats.puzzles"))
    with st.container(key=PUZZLES_BOX):
        board = data.puzzles.dashboard()
        if not board["attempts"]:
            st.info(t("app.stats.no_puzzles"), icon=":material/extension:")
            link("puzzles", t("app.stats.puzzles_open"), ":material/extension:")
            return
        solved = t("app.chart.success.text", solved=board["solved"], attempts=board["attempts"])
        numbers(
            [(t("app.home.rating"), round(board["rating"])), (t("app.stats.solved"), solved)],
            "gt-stats-puzzle-numbers",
        )
        kinds = {name: kind["history"] for name, kind in board["kinds"].items()}
        _chart(rating_figure(board["history"], lang, kinds), "statistics.rating")
        _chart(success_figure(board["kinds"], lang), "statistics.success")


def _play(data: Snapshot, lang: str) -> None:
    st.subheader(t("app.stats.play"))
    with st.container(key=PLAY_BOX):
        if reviewed(data.hands):
            _chart(mistakes_figure(data.hands, lang), "statistics.mistakes")
        else:
            st.info(t("app.stats.no_reviews"), icon=":material/rate_review:")
        if knocks(data.hands):
            _chart(knock_figure(data.hands, lang), "statistics.knocks")
        else:
            st.info(t("app.stats.no_knocks"), icon=":material/back_hand:")


def render() -> None:
    lang = state.language()
    st.title(t("app.stats.title"))
    data = snapshot()
    damage.warn_all(data.problems, lang)
    if not (data.games or data.hands or data.puzzles.kinds):
        with st.container(border=True, key="gt-stats-empty"):
            st.markdown(t("app.stats.empty"))
            link("lessons", t("app.stats.empty_lessons"), ":material/school:")
            link("puzzles", t("app.stats.puzzles_open"), ":material/extension:")
            link("practice", t("app.home.game_start"), ":material/playing_cards:")
        return
    _games(data, lang)
    _puzzles(data, lang)
    _play(data, lang)
