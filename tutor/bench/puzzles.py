"""Puzzles generated per second, per kind, over all levels (generation includes the answer)."""

from __future__ import annotations

import time

from tutor.puzzles.features import LEVELS
from tutor.puzzles.kinds import KINDS, generate


def run(quick: bool) -> dict[str, float]:
    per_level = 100 if quick else 400
    figures: dict[str, float] = {}
    for kind in KINDS:
        start = time.perf_counter()
        for level in LEVELS:
            for seed in range(per_level):
                generate(kind, level, seed)
        elapsed = time.perf_counter() - start
        figures[f"puzzles_per_s_{kind.replace('-', '_')}"] = round(
            per_level * len(LEVELS) / elapsed, 1
        )
    return figures
