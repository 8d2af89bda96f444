"""Difficulty from measurable features of a position, never from guesswork.

Every puzzle measures the same few things (the ones a learner must see to answer it) and adds
them up into difficulty points; the level and the puzzle's rating follow from the points alone.

>>> Features(overlap=1, margin=1).points
3
>>> level_of(3), level_of(4)
(2, 3)
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from tutor.engine.cards import SUIT_BITS
from tutor.engine.melds import RUN_COVER, set_ranks_of_suits

LEVELS: tuple[int, ...] = (1, 2, 3)

# Points needed for each level: 0-1 points is level 1, 2-3 level 2, 4 and more level 3.
_LEVEL_FLOORS = ((4, 3), (2, 2), (0, 1))

# A puzzle's rating on the learner's scale (Glicko-2, new learners start at 1500).
_RATING_BASE = 1300
_RATING_STEP = 125
_MAX_POINTS = 8


@dataclass(frozen=True, slots=True)
class Features:
    """What makes a position hard, each counted from the position by the engine.

    - ``overlap``: cards that fit both a possible set and a possible run (R8: one meld only).
    - ``alternatives``: arrangements or answers of equal worth that the learner must weigh.
    - ``margin``: the deciding deadwood minus the knock limit (R15, R29, R30), where it matters.
    - ``trap``: the natural answer is wrong (the taken card may not go back, R13; the best
      discard breaks a meld; laying off changes the winner).
    - ``layoffs``: cards the defender lays off (R18); ``chained``: layoffs that only fit onto
      a run that an earlier layoff extended.
    - ``doubled``: an Oklahoma spade doubles the score (R29); ``undercut``: the defender wins
      (R20).
    """

    overlap: int = 0
    alternatives: int = 1
    margin: int | None = None
    trap: bool = False
    layoffs: int = 0
    chained: int = 0
    doubled: bool = False
    undercut: bool = False

    @property
    def points(self) -> int:
        points = min(self.overlap, 4)
        if self.alternatives > 1:
            points += 1
        if self.margin is not None:
            distance = abs(self.margin)
            points += 2 if distance <= 1 else 1 if distance <= 3 else 0
        if self.trap:
            points += 2
        if self.layoffs >= 2:
            points += 1
        points += min(2 * self.chained, 4)
        points += int(self.doubled) + int(self.undercut)
        return points

    def to_json(self) -> dict[str, Any]:
        return asdict(self) | {"points": self.points}


def level_of(points: int) -> int:
    """The level (1 easy, 2 medium, 3 hard) of a position with these difficulty points."""
    for floor, level in _LEVEL_FLOORS:
        if points >= floor:
            return level
    raise ValueError(f"difficulty points cannot be negative: {points!r}")


def puzzle_rating(points: int) -> int:
    """The puzzle's rating, which the learner's rating is measured against."""
    return _RATING_BASE + _RATING_STEP * min(points, _MAX_POINTS)


def level_for_rating(rating: float) -> int:
    """The level whose puzzles sit nearest a learner of this rating.

    >>> level_for_rating(1500), level_for_rating(1300), level_for_rating(1900)
    (2, 1, 3)
    """
    centres = {1: puzzle_rating(0) + _RATING_STEP // 2, 2: puzzle_rating(2) + _RATING_STEP // 2}
    centres[3] = puzzle_rating(5)
    return min(LEVELS, key=lambda level: (abs(centres[level] - rating), level))


def _suits(mask: int) -> list[int]:
    """The four 13-card suit patterns of a hand."""
    return [mask >> 13 * s & SUIT_BITS for s in range(4)]


def crossing_cards(mask: int) -> int:
    """Cards in ``mask`` that fit both a possible set and a possible run (R6-R8).

    >>> from tutor.engine.cards import CardSet
    >>> crossing_cards(CardSet.parse("7s 7h 7d 8s 9s Kc").mask)
    1
    """
    suits = _suits(mask)
    set_ranks = set_ranks_of_suits(*suits)
    if not set_ranks:
        return 0  # no possible set, so no card in both: the usual case, answered first
    return sum((RUN_COVER[m] & set_ranks).bit_count() for m in suits)
