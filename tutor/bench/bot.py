"""The opponent's speed: hard decisions (p50, p99), the Tip (median, p99) and the review of
one hand (mean, p95)."""

from __future__ import annotations

import random
import statistics
import time

from tutor.bot.arena import play_out
from tutor.bot.baselines import simple_policy
from tutor.bot.decision import Decision
from tutor.bot.hard import hard_policy
from tutor.bot.review import review
from tutor.bot.tip import tip
from tutor.engine.rules import CLASSIC
from tutor.engine.state import HandState, Phase, PlayerView


def _quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def run(quick: bool) -> dict[str, float]:
    hands = 4 if quick else 24
    decisions: list[float] = []
    tips: list[float] = []
    views: list[PlayerView] = []

    def timed(view: PlayerView, rng: random.Random) -> Decision:
        start = time.perf_counter()
        decision = hard_policy(view, rng)
        decisions.append(time.perf_counter() - start)
        if view.phase in (Phase.DRAW, Phase.DISCARD) and len(views) < 4 * hands:
            views.append(view)
        return decision

    finished = []
    for seed in range(hands):
        state = HandState.deal(CLASSIC, rng=random.Random(seed), dealer=seed % 2)
        finished.append(play_out(state, [timed, simple_policy], random.Random(seed)))
    for view in views[:: 2 if quick else 1]:
        start = time.perf_counter()
        tip(view)
        tips.append(time.perf_counter() - start)
    reviews = []
    for state in finished[: 2 if quick else 8]:
        start = time.perf_counter()
        review(state, 1)  # the seat that played simple: a learner's hand
        reviews.append(time.perf_counter() - start)
    return {
        "hard_decision_p50_ms": round(1000 * _quantile(decisions, 0.5), 1),
        "hard_decision_p99_ms": round(1000 * _quantile(decisions, 0.99), 1),
        "tip_median_ms": round(1000 * statistics.median(tips), 1),
        "tip_p99_ms": round(1000 * _quantile(tips, 0.99), 1),
        "tip_max_ms": round(1000 * max(tips), 1),
        "review_mean_s": round(statistics.mean(reviews), 2),
        "review_p95_s": round(_quantile(reviews, 0.95), 2),
        "review_max_s": round(max(reviews), 2),
    }
