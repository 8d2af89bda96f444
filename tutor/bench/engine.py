"""Least deadwood of ten cards and the exact eleven-card discards."""

from __future__ import annotations

from tutor.bench._timing import DENSE_CORNER, median_us, random_masks
from tutor.engine.melds import discard_deadwoods, least_deadwood


def run(quick: bool) -> dict[str, float]:
    count = 2_000 if quick else 20_000
    return {
        "deadwood10_us": median_us(least_deadwood, random_masks(1, count, 10)),
        "deadwood11_us": median_us(discard_deadwoods, random_masks(2, count, 11)),
        "dense10_us": median_us(least_deadwood, random_masks(3, count, 10, DENSE_CORNER)),
        "dense11_us": median_us(discard_deadwoods, random_masks(4, count, 11, DENSE_CORNER)),
    }
