"""Game numbers: the same number deals the same match, and everyone gets the same game of
the day."""

from __future__ import annotations

import datetime
import random

FIRST_DAY = datetime.date(2025, 1, 1)
MAX_NUMBER = 999_999


def game_of_the_day(day: datetime.date) -> int:
    """The game number everyone gets on ``day``.

    >>> game_of_the_day(datetime.date(2025, 1, 1)), game_of_the_day(datetime.date(2025, 1, 3))
    (1, 3)
    """
    return (day - FIRST_DAY).days % MAX_NUMBER + 1


def random_number(rng: random.Random) -> int:
    """A game number from 1 to :data:`MAX_NUMBER`."""
    return rng.randint(1, MAX_NUMBER)


__all__ = ["FIRST_DAY", "MAX_NUMBER", "game_of_the_day", "random_number"]
