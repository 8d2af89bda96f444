"""Monte Carlo over hidden deals: every candidate move played out on the same sampled deals.

The value of a move on one deal is the points its seat wins when the rest of the hand is
played out greedily (:mod:`tutor.bot.playout`). Using the same deals for every candidate
("common random numbers") means the difference between two candidates is measured on equal
luck, so far fewer deals are needed to tell them apart.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from tutor.bot.knowledge import Knowledge
from tutor.bot.playout import Move, Table
from tutor.bot.sampling import Deal, sample_deals
from tutor.bot.stats import MeanError, mean_error, paired_difference


@dataclass(frozen=True, slots=True)
class Estimate:
    """Per candidate move, its value on each sampled deal (points for the deciding seat)."""

    moves: tuple[Move, ...]
    values: tuple[tuple[float, ...], ...]

    def mean(self, i: int) -> MeanError:
        return mean_error(self.values[i])

    @property
    def best(self) -> int:
        """Index of the move with the highest mean value."""
        means = [sum(v) / len(v) for v in self.values]
        return max(range(len(means)), key=lambda i: (means[i], -i))

    def versus(self, better: int, worse: int) -> MeanError:
        """How much ``better`` gains over ``worse`` on the same deals, with its noise."""
        return paired_difference(self.values[better], self.values[worse])


def play_out(k: Knowledge, moves: Sequence[Move], deals: Sequence[Deal]) -> Estimate:
    """Play each move on each deal and the rest of the hand greedily."""
    sign = 1 if k.seat == 0 else -1
    values: list[list[float]] = [[] for _ in moves]
    for deal in deals:
        start = Table.from_deal(k, deal)
        for i, move in enumerate(moves):
            table = start.copy()
            table.play(move)
            values[i].append(sign * table.finish())
    return Estimate(tuple(moves), tuple(tuple(v) for v in values))


def estimate(k: Knowledge, moves: Sequence[Move], count: int, rng: random.Random) -> Estimate:
    """Sample ``count`` deals consistent with ``k`` and play every move on each."""
    return play_out(k, moves, sample_deals(k, count, rng))
