"""Timing helpers shared by the benchmark modules."""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable, Sequence
from typing import TypeVar

T = TypeVar("T")


def median_us(func: Callable[[T], object], inputs: Sequence[T], rounds: int = 5) -> float:
    """Median over ``rounds`` of the mean microseconds per call over all inputs."""
    per_call = []
    for _ in range(rounds):
        start = time.perf_counter()
        for item in inputs:
            func(item)
        per_call.append((time.perf_counter() - start) / len(inputs) * 1e6)
    return round(statistics.median(per_call), 2)


def random_masks(seed: int, count: int, size: int, indices: Sequence[int] = range(52)) -> list[int]:
    """Seeded random hands as card masks, drawn from ``indices``."""
    rng = random.Random(seed)
    pool = list(indices)
    return [sum(1 << i for i in rng.sample(pool, size)) for _ in range(count)]


# The meld-dense corner of the deck: five ranks in all four suits.
DENSE_CORNER = [suit * 13 + rank for suit in range(4) for rank in range(5)]
