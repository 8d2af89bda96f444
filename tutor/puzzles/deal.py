"""Seeded building blocks for puzzle positions: melds, overlapping melds and loose cards.

Random hands of ten cards rarely hold a meld, so positions are built from planted shapes and
then measured: the builder only makes a level likely, the features decide it.
"""

from __future__ import annotations

import random
from functools import cache

from tutor.engine.cards import FULL_DECK_MASK

_TRIES = 40


def suits(rng: random.Random, count: int) -> list[int]:
    """``count`` different suits (0-3) at random: exactly the draws and the result of
    ``rng.sample(range(4), count)``, which keeps a pool of the suits left and moves the last
    one into the place of each suit drawn, without its checks for any population."""
    pool = [0, 1, 2, 3]
    out = []
    for left in range(4, 4 - count, -1):
        i = rng.randrange(left)
        out.append(pool[i])
        pool[i] = pool[left - 1]
    return out


def _of_rank(rank: int, held: list[int]) -> int:
    """The cards of one rank (0 for an ace) in these suits."""
    mask = 0
    for suit in held:
        mask |= 1 << (suit * 13 + rank)
    return mask


@cache
def _around(rank: int, top: int) -> tuple[tuple[int, int], ...]:
    """The two other ranks (as offsets) that make a run of three with ``rank``, within ``top``."""
    return tuple(o for o in ((-2, -1), (-1, 1), (1, 2)) if 0 <= rank + o[0] < rank + o[1] < top)


class Builder:
    """Draws cards for one position from a seeded ``random.Random``, never a card twice."""

    def __init__(self, rng: random.Random, used: int = 0) -> None:
        self.rng = rng
        self.used = used

    def _claim(self, mask: int) -> int:
        if mask & self.used:
            return 0
        self.used |= mask
        return mask

    def take(self, mask: int) -> int:
        """Exactly these cards, when all of them are still free; else 0."""
        return self._claim(mask) if mask else 0

    def run(self, length: int | None = None, top: int = 13) -> int:
        """A run (R7) of ``length`` cards (3 or 4 when not given), highest rank at most ``top``."""
        rng = self.rng
        for _ in range(_TRIES):
            size = length or rng.choice((3, 3, 4))
            start = rng.randrange(0, top - size + 1)
            suit = rng.randrange(4)
            mask = ((1 << size) - 1) << (suit * 13 + start)
            if self._claim(mask):
                return mask
        return 0

    def set(self, size: int = 3, top: int = 13) -> int:
        """A set (R6) of ``size`` cards of one rank at most ``top``."""
        rng = self.rng
        for _ in range(_TRIES):
            rank = rng.randrange(top)
            mask = _of_rank(rank, suits(rng, size))
            if self._claim(mask):
                return mask
        return 0

    def crossing(self, top: int = 13) -> int:
        """A set of three and two more cards that make a run with one of its cards (R8)."""
        rng = self.rng
        for _ in range(_TRIES):
            rank = rng.randrange(top)
            held = suits(rng, 3)
            low, high = rng.choice(_around(rank, top))
            base = rng.choice(held) * 13 + rank
            mask = _of_rank(rank, held) | 1 << (base + low) | 1 << (base + high)
            if self._claim(mask):
                return mask
        return 0

    def block(self, top: int = 13) -> int:
        """Three ranks in a row in three suits: nine cards that meld as sets or as runs."""
        rng = self.rng
        for _ in range(_TRIES):
            start = rng.randrange(top - 2)
            a, b, c = suits(rng, 3)
            mask = 7 << (a * 13 + start) | 7 << (b * 13 + start) | 7 << (c * 13 + start)
            if self._claim(mask):
                return mask
        return 0

    def shapes(self, names: tuple[str, ...]) -> int:
        """The named shapes together (``run``, ``run4``, ``set``, ``set4``, ``crossing``,
        ``block``); 0 when one of them does not fit."""
        return sum(self.parts(names))

    def parts(self, names: tuple[str, ...]) -> list[int]:
        """The named shapes, one mask each; empty when one of them does not fit."""
        masks = []
        for name in names:
            if name in ("run", "run4"):
                part = self.run(4 if name == "run4" else 3)
            elif name in ("set", "set4"):
                part = self.set(4 if name == "set4" else 3)
            else:
                part = self.crossing() if name == "crossing" else self.block()
            if not part:
                return []
            masks.append(part)
        return masks

    def card(self, top: int = 13, low: int = 1) -> int:
        """One free card of rank ``low`` to ``top`` (ace 1, king 13); 0 when none is free."""
        span = top - low + 1
        for _ in range(8):  # a few blind draws first: the deck is mostly free
            pick = int(self.rng.random() * 4 * span)
            index = pick // span * 13 + low - 1 + pick % span
            if not self.used >> index & 1:
                return self._claim(1 << index)
        free = [
            s * 13 + r
            for s in range(4)
            for r in range(low - 1, top)
            if not self.used >> (s * 13 + r) & 1
        ]
        if not free:
            return 0
        return self._claim(1 << self.rng.choice(free))

    def release(self, mask: int) -> None:
        """Put cards back, so that they may be drawn again."""
        self.used &= ~mask

    def loose(self, count: int, top: int = 13, low: int = 1) -> int:
        """``count`` free cards of rank ``low`` to ``top``; 0 when there are not enough."""
        mask = 0
        for _ in range(count):
            one = self.card(top, low)
            if not one:
                return 0
            mask |= one
        return mask

    def fill(self, mask: int, size: int, top: int = 13) -> int:
        """``mask`` completed with loose cards to ``size`` cards; 0 when it is already larger."""
        missing = size - mask.bit_count()
        if missing < 0:
            return 0
        if missing == 0:
            return mask
        extra = self.loose(missing, top)
        return mask | extra if extra else 0

    def valued(self, values: list[int]) -> int:
        """One free card worth each of ``values`` points (R2; 10 is any ten or face card)."""
        mask = 0
        for value in values:
            one = self.card(value, value) if value < 10 else self.card(13, 10)
            if not one:
                return 0
            mask |= one
        return mask

    def rest(self) -> int:
        """Every card not yet drawn."""
        return FULL_DECK_MASK & ~self.used


def split_points(rng: random.Random, total: int, count: int, high: int = 10) -> list[int] | None:
    """``count`` card values from 1 to ``high`` adding up to ``total``; None when impossible."""
    if not count <= total <= high * count:
        return None
    values = [1] * count
    rest = total - count
    while rest:
        i = rng.randrange(count)
        add = min(rest, high - values[i], rng.randint(1, 4))
        values[i] += add
        rest -= add
    return values
