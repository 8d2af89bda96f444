"""The opponent's speed: hard decisions (p50, p99), also against a player it has seen wait
late (its rollouts then knock by each seat's habit, and run longer), the Tip (median, p99) and
the review of one hand (mean, p95); the Tip and the review also late in a match (92 to 95),
where the coach values moves by the chance of winning the match."""

from __future__ import annotations

import random
import statistics
import time
from dataclasses import replace

from tutor.bot.arena import play_out
from tutor.bot.decision import Decision
from tutor.bot.hard import hard_policy
from tutor.bot.jobs import cores
from tutor.bot.levels import POLICIES
from tutor.bot.review import review
from tutor.bot.tip import tip
from tutor.engine.cards import CardSet
from tutor.engine.rules import CLASSIC
from tutor.engine.state import HandState, Phase, PlayerView, ShownHand

LATE = (95, 92)  # match scores by seat: the reviewed seat (1) needs 8, the other 5
# An earlier hand of the match in which seat 1 held 2 deadwood with 9 stock cards left and
# did not knock: the hard level reads it as a player who waits late (knowledge.learned_habit).
WAITED = (ShownHand(1, CardSet.parse("4h 5h 6h 8c 8d 8s Jd Qd Kd 2c"), 9, 10),)


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
        finished.append(play_out(state, [timed, POLICIES["simple"]], random.Random(seed)))
    read: list[float] = []

    def timed_read(view: PlayerView, rng: random.Random) -> Decision:
        start = time.perf_counter()
        decision = hard_policy(replace(view, shown=WAITED), rng)
        read.append(time.perf_counter() - start)
        return decision

    for seed in range(hands):
        state = HandState.deal(CLASSIC, rng=random.Random(seed), dealer=seed % 2)
        play_out(state, [timed_read, POLICIES["patient0"]], random.Random(seed))
    for view in views[:: 2 if quick else 1]:
        start = time.perf_counter()
        tip(view)
        tips.append(time.perf_counter() - start)
    late_tips = []
    for view in views[:: 4 if quick else 2]:
        late = replace(view, scores=LATE)
        start = time.perf_counter()
        tip(late)
        late_tips.append(time.perf_counter() - start)
    reviews = []
    late_reviews = []
    for state in finished[: 2 if quick else 8]:
        start = time.perf_counter()
        review(state, 1, jobs=cores())  # the seat that played simple, on the page's cores
        reviews.append(time.perf_counter() - start)
    for state in finished[: 1 if quick else 4]:
        start = time.perf_counter()
        review(state, 1, scores=LATE, jobs=cores())
        late_reviews.append(time.perf_counter() - start)
    return {
        "hard_decision_p50_ms": round(1000 * _quantile(decisions, 0.5), 1),
        "hard_decision_p99_ms": round(1000 * _quantile(decisions, 0.99), 1),
        "hard_read_p99_ms": round(1000 * _quantile(read, 0.99), 1),
        "tip_median_ms": round(1000 * statistics.median(tips), 1),
        "tip_p99_ms": round(1000 * _quantile(tips, 0.99), 1),
        "tip_max_ms": round(1000 * max(tips), 1),
        "review_mean_s": round(statistics.mean(reviews), 2),
        "review_p95_s": round(_quantile(reviews, 0.95), 2),
        "review_max_s": round(max(reviews), 2),
        "tip_late_p99_ms": round(1000 * _quantile(late_tips, 0.99), 1),
        "review_late_p95_s": round(_quantile(late_reviews, 0.95), 2),
    }
