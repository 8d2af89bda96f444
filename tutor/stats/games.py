"""Games played and won, win percentage, biggest winning margin and winning streaks: the
numbers the card apps of RULES.md show their player, from the finished practice matches.

>>> from tutor.practice.records import GameRecord
>>> def game(won, margin):
...     return GameRecord("1", "easy", "classic", 0, 0, won, margin, 3)
>>> stats = game_stats([game(True, 40), game(True, 72), game(False, 15), game(True, 8)])
>>> stats.played, stats.won, stats.win_rate, stats.biggest_margin
(4, 3, 0.75, 72)
>>> stats.current_streak, stats.longest_streak
(1, 2)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from tutor.practice.records import GameRecord


@dataclass(frozen=True, slots=True)
class GameStats:
    """The learner's record in finished matches. ``win_rate`` is ``None`` before the first
    game and ``biggest_margin`` before the first win."""

    played: int = 0
    won: int = 0
    win_rate: float | None = None
    biggest_margin: int | None = None
    current_streak: int = 0
    longest_streak: int = 0

    @property
    def lost(self) -> int:
        return self.played - self.won


def streaks(outcomes: Iterable[bool]) -> tuple[int, int]:
    """``(current, longest)`` run of wins in ``outcomes`` (oldest first): the current one is
    the run that ends with the last game.

    >>> streaks([True, True, False, True]), streaks([]), streaks([True, False])
    ((1, 2), (0, 0), (0, 1))
    """
    current = longest = 0
    for won in outcomes:
        current = current + 1 if won else 0
        longest = max(longest, current)
    return current, longest


def game_stats(games: Sequence[GameRecord]) -> GameStats:
    """The numbers of ``games``, oldest first."""
    won = [game for game in games if game.won]
    current, longest = streaks(game.won for game in games)
    return GameStats(
        played=len(games),
        won=len(won),
        win_rate=len(won) / len(games) if games else None,
        biggest_margin=max((game.margin for game in won), default=None),
        current_streak=current,
        longest_streak=longest,
    )


def levels(games: Iterable[GameRecord]) -> list[str]:
    """The opponent levels the learner played, in the order first played."""
    return list(dict.fromkeys(game.level for game in games))


def at_level(games: Iterable[GameRecord], level: str | None) -> list[GameRecord]:
    """The games against one opponent level (``None``: all of them), order kept."""
    return [game for game in games if level is None or game.level == level]


__all__ = ["GameStats", "at_level", "game_stats", "levels", "streaks"]
