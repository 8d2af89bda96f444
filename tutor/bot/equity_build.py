"""Building the match-equity table (:mod:`tutor.bot.equity`) by self-play of the hard level:
``tutor coach equity --hands N --seed S --out PATH``.

Each hand is dealt from its own seed (the dealer alternating), so the counts do not depend on
how many processes played them; the table's standard error comes from solving it again on
the hands resampled with replacement (a bootstrap).
"""

from __future__ import annotations

import json
import random
import statistics
from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path

from tutor.bot.arena import hand_net, play_out
from tutor.bot.equity import DRAW, grid, has_table, solve, stored
from tutor.bot.jobs import run_jobs
from tutor.bot.levels import policy
from tutor.engine.errors import TutorError
from tutor.engine.rules import preset
from tutor.engine.state import HandState

BOOTSTRAP = 40  # resamples of the hands that measure the table's standard error


def play_hand_outcome(rules_name: str, seed: int, number: int) -> int | str:
    """One hand between two hard players: the dealer's net points, or ``DRAW``."""
    rules = preset(rules_name)
    hard = policy("hard")
    dealer = number % 2
    deal = HandState.deal(rules, rng=random.Random(f"equity/{seed}/{number}"), dealer=dealer)
    end = play_out(deal, [hard, hard], random.Random(f"equity/{seed}/{number}/play"))
    if end.result is None:
        return DRAW
    net = hand_net(end)
    return net if dealer == 0 else -net


def _job(args: tuple[str, int, int]) -> int | str:
    return play_hand_outcome(*args)


def measure(
    hands: int,
    seed: int,
    rules_name: str = "classic",
    jobs: int = 1,
    progress: Callable[[int, int], None] | None = None,
) -> Counter[int | str]:
    """The outcomes of ``hands`` hard-against-hard hands, counted."""
    if not has_table(preset(rules_name)):
        raise TutorError(
            f"the {rules_name!r} preset has no match-equity table: its winner is not simply "
            "the first to reach the target (R26-R28, or more than two players)"
        )
    if hands < 1:
        raise ValueError(f"hands must be at least 1, got {hands}")
    work = [(rules_name, seed, n) for n in range(hands)]
    counts: Counter[int | str] = Counter()
    for done, outcome in enumerate(run_jobs(_job, work, jobs, chunksize=4), 1):
        counts[outcome] += 1
        if progress is not None:
            progress(done, hands)
    return counts


@dataclass(frozen=True, slots=True)
class Built:
    """A table and what it was built from."""

    rules: str
    hands: int
    seed: int
    counts: dict[int | str, int]
    table: list[list[int]]
    error_median: float  # standard error of the stored chances, percent (bootstrap)
    error_max: float

    def to_json(self) -> dict[str, object]:
        target = preset(self.rules).target
        outcomes = {str(k): n for k, n in sorted(self.counts.items(), key=_outcome_order)}
        return {
            "rules": self.rules,
            "target": target,
            "hands": self.hands,
            "seed": self.seed,
            "player": "hard",
            "outcomes": outcomes,
            "error_median_percent": self.error_median,
            "error_max_percent": self.error_max,
            "scores": list(grid(target)),
            "chance_dealing_next_permille": self.table,
        }


def _outcome_order(item: tuple[int | str, int]) -> tuple[int, int]:
    key = item[0]
    return (1, 0) if key == DRAW else (0, int(key))


def build(
    hands: int,
    seed: int,
    rules_name: str = "classic",
    jobs: int = 1,
    progress: Callable[[int, int], None] | None = None,
) -> Built:
    """Measure ``hands`` hands, solve the table and its bootstrap standard error."""
    counts = measure(hands, seed, rules_name, jobs, progress)
    return from_counts(counts, hands, seed, rules_name)


def from_counts(counts: Mapping[int | str, int], hands: int, seed: int, rules_name: str) -> Built:
    """The table solved from counted outcomes, with the spread of tables solved from the
    hands resampled (``BOOTSTRAP`` times, seeded by ``seed``)."""
    rules = preset(rules_name)
    if all(k == DRAW for k in counts):
        raise TutorError(f"none of the {hands} hands was scored (all draw hands): play more")
    table = stored(solve(counts, rules), rules.target)
    keys = list(counts)
    weights = [counts[k] for k in keys]
    rng = random.Random(f"equity/{seed}/bootstrap")
    samples: list[list[list[int]]] = []
    for _ in range(BOOTSTRAP):
        resampled = Counter(rng.choices(keys, weights, k=hands))
        if any(k != DRAW for k in resampled):
            samples.append(stored(solve(resampled, rules), rules.target))
    errors = [
        statistics.pstdev(s[i][j] for s in samples) / 10
        for i in range(len(table))
        for j in range(len(table))
        if len(samples) > 1
    ]
    return Built(
        rules_name,
        hands,
        seed,
        dict(counts),
        table,
        round(statistics.median(errors), 2) if errors else 0.0,
        round(max(errors), 2) if errors else 0.0,
    )


def write(built: Built, path: Path) -> None:
    path.write_text(json.dumps(built.to_json(), separators=(",", ":")) + "\n")
