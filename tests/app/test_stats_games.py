"""Games played and won, win percentage, biggest winning margin and winning streaks."""

from __future__ import annotations

import pytest

from tests.app.conftest import game
from tutor.practice.records import GameRecord, read_games
from tutor.stats import GameStats, at_level, game_stats, levels, streaks


def records(*games: dict) -> list[GameRecord]:
    read = read_games(games)
    assert not read.problems
    return list(read.items)


def test_no_games_yet() -> None:
    assert game_stats([]) == GameStats(0, 0, None, None, 0, 0)


def test_the_numbers_of_a_run_of_games() -> None:
    played = records(
        game(True, 40),
        game(True, 72),
        game(False, 90),  # a big loss is no winning margin
        game(True, 8),
        game(True, 12),
        game(True, 3),
        game(False, 1),
        game(True, 25),
    )
    stats = game_stats(played)
    assert (stats.played, stats.won, stats.lost) == (8, 6, 2)
    assert stats.win_rate == pytest.approx(0.75)
    assert stats.biggest_margin == 72
    assert (stats.current_streak, stats.longest_streak) == (1, 3)


def test_only_losses_have_no_winning_margin_and_no_streak() -> None:
    stats = game_stats(records(game(False, 30), game(False, 2)))
    assert stats.win_rate == 0.0 and stats.biggest_margin is None
    assert (stats.current_streak, stats.longest_streak) == (0, 0)


@pytest.mark.parametrize(
    ("outcomes", "expected"),
    [
        ("", (0, 0)),
        ("W", (1, 1)),
        ("L", (0, 0)),
        ("WWL", (0, 2)),
        ("LWW", (2, 2)),
        ("WWLWWW", (3, 3)),
        ("WWWLWW", (2, 3)),
        ("WLWLW", (1, 1)),
    ],
)
def test_streaks(outcomes: str, expected: tuple[int, int]) -> None:
    assert streaks(c == "W" for c in outcomes) == expected


def test_games_per_opponent_level() -> None:
    played = records(
        game(True, level="easy"), game(False, level="hard"), game(True, level="easy", margin=50)
    )
    assert levels(played) == ["easy", "hard"]
    assert [g.margin for g in at_level(played, "easy")] == [30, 50]
    assert at_level(played, None) == played
    assert game_stats(at_level(played, "hard")).won == 0
