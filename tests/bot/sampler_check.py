"""Sampled opponent hands against the true hidden hands, on positions from real games.

Games are played between the levels (easy against medium, medium against medium, medium
against simple); at every draw of either seat the true opponent hand is recorded beside
hands sampled from that seat's view. Compared per stage of the hand (early: 24 or more stock
cards, middle: 14 to 23, late: fewer): the least deadwood (R9), the cards in melds, and the
outs (unseen cards that would lower the deadwood if drawn).

``python -m tests.bot.sampler_check`` prints the figures quoted in tutor/bot/README.md.
"""

from __future__ import annotations

import random
import statistics
from collections.abc import Iterator
from dataclasses import dataclass, field

from tutor.bot.evaluate import outs
from tutor.bot.knowledge import Knowledge
from tutor.bot.levels import policy
from tutor.bot.sampling import sample_deals
from tutor.engine.cards import mask_points
from tutor.engine.melds import least_deadwood
from tutor.engine.rules import CLASSIC
from tutor.engine.state import HandState, Phase

PAIRS = (("easy", "medium"), ("medium", "medium"), ("medium", "simple"))
STAGES = ("early", "middle", "late")
FEATURES = ("deadwood", "melded", "outs")


def stage(stock: int) -> str:
    return "early" if stock >= 24 else "middle" if stock >= 14 else "late"


def features(hand: int, k: Knowledge) -> tuple[int, int, int]:
    dead = least_deadwood(hand)
    melded = 10 - _loose_count(hand, dead)
    others = (k.unseen | k.opp_known) & ~hand
    return dead, melded, outs(hand, others)


def _loose_count(hand: int, dead: int) -> int:
    # the fewest loose cards of a least-deadwood arrangement is not needed: count the cards
    # whose removal lowers the deadwood by exactly their points (they are loose in every one)
    n = 0
    i = hand
    while i:
        low = i & -i
        if least_deadwood(hand ^ low) == dead - mask_points(low):
            n += 1
        i ^= low
    return n


@dataclass
class Sample:
    true: dict[str, dict[str, list[int]]] = field(default_factory=dict)
    drawn: dict[str, dict[str, list[int]]] = field(default_factory=dict)

    def add(self, where: dict[str, dict[str, list[int]]], st: str, values: tuple[int, ...]) -> None:
        row = where.setdefault(st, {f: [] for f in FEATURES})
        for name, value in zip(FEATURES, values, strict=True):
            row[name].append(value)


def draws(games: int, rng: random.Random, seed: int = 0) -> Iterator[tuple[Knowledge, int]]:
    """Every draw of either seat with the opponent's hidden hand in play, in games between
    the levels: the drawing seat's knowledge and the opponent's true hand. ``rng`` plays the
    games (and may sample between draws)."""
    for n in range(games):
        a, b = PAIRS[n % len(PAIRS)]
        seats = [policy(a), policy(b)] if n % 2 == 0 else [policy(b), policy(a)]
        state = HandState.deal(CLASSIC, rng=random.Random(f"sampler/{seed}/{n}"), dealer=n % 2)
        while not state.is_over:
            seat = state.to_move
            view = state.view(seat)
            if state.phase is Phase.DRAW and view.opponent_discards:
                yield Knowledge.of(view), state.hands[1 - seat].mask
            state, _ = state.apply(seats[seat](view, rng).action)


def collect(games: int, per_position: int = 2, seed: int = 0) -> Sample:
    out = Sample()
    rng = random.Random(seed)
    for k, hand in draws(games, rng, seed):
        st = stage(k.stock_size)
        out.add(out.true, st, features(hand, k))
        for deal in sample_deals(k, per_position, rng):
            out.add(out.drawn, st, features(deal.opponent, k))
    return out


def ks(a: list[int], b: list[int]) -> float:
    """The two-sample Kolmogorov-Smirnov distance of two samples of integers."""
    points = sorted(set(a) | set(b))
    sa, sb = sorted(a), sorted(b)
    worst = 0.0
    ia = ib = 0
    for x in points:
        while ia < len(sa) and sa[ia] <= x:
            ia += 1
        while ib < len(sb) and sb[ib] <= x:
            ib += 1
        worst = max(worst, abs(ia / len(sa) - ib / len(sb)))
    return worst


def table(sample: Sample) -> list[tuple[str, str, int, float, float, float]]:
    """Per stage and feature: positions, true mean, sampled mean, KS distance."""
    rows = []
    for st in STAGES:
        if st not in sample.true:
            continue
        for f in FEATURES:
            t, d = sample.true[st][f], sample.drawn[st][f]
            rows.append((st, f, len(t), statistics.mean(t), statistics.mean(d), ks(t, d)))
    return rows


if __name__ == "__main__":
    import sys

    games = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    for st, f, n, t, d, dist in table(collect(games)):
        print(f"| {st} | {f} | {n} | {t:.2f} | {d:.2f} | {dist:.3f} |")
