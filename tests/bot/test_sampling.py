"""Sampled deals are consistent with the view, reproducible, and realistic."""

import random
import statistics

import pytest

from tests.bot.helpers import dealt, play
from tutor.bot.baselines import simple_policy
from tutor.bot.knowledge import Knowledge
from tutor.bot.sampling import sample_deals
from tutor.engine.melds import least_deadwood
from tutor.engine.rules import CLASSIC
from tutor.engine.state import HandState, Phase


def test_deals_hold_exactly_the_unseen_cards() -> None:
    state = dealt("As 2s 3s 7h 7d 7c Kh Qh 5d 9c", "4s 5s 6s 8h 9h Th 2c 3c Jd Qs", "Kd")
    state = play(state, ["pass", "pass", "draw stock", "discard 9c", "take 9c", "discard Qs"])
    k = Knowledge.of(state.view(0))
    for deal in sample_deals(k, 30, random.Random(1)):
        assert deal.opponent & k.opp_known == k.opp_known
        assert deal.opponent.bit_count() == k.opp_size
        assert len(deal.stock) == k.stock_size
        stock = 0
        for i in deal.stock:
            stock |= 1 << i
        assert stock & deal.opponent == 0
        assert stock | deal.opponent == k.unseen | k.opp_known


def test_the_same_seed_gives_the_same_deals() -> None:
    state = HandState.deal(CLASSIC, rng=random.Random(5))
    k = Knowledge.of(state.view(state.to_move))
    a = sample_deals(k, 10, random.Random(3))
    b = sample_deals(k, 10, random.Random(3))
    assert a == b and a != sample_deals(k, 10, random.Random(4))


@pytest.mark.slow
def test_sampled_hands_are_as_good_as_real_ones() -> None:
    """The calibration of ``improvement_steps``: mean sampled deadwood near the real one."""
    real: dict[int, list[int]] = {}
    sampled: dict[int, list[int]] = {}
    rng = random.Random(0)
    for seed in range(60):
        state = HandState.deal(CLASSIC, rng=random.Random(seed))
        while not state.is_over:
            seat = state.to_move
            view = state.view(seat)
            if state.phase is Phase.DRAW:
                k = Knowledge.of(view)
                t = min(k.opp_turns, 8) // 3  # turns 0-2, 3-5, 6-8
                real.setdefault(t, []).append(least_deadwood(state.hands[1 - seat].mask))
                for deal in sample_deals(k, 3, rng):
                    sampled.setdefault(t, []).append(least_deadwood(deal.opponent))
            state, _ = state.apply(simple_policy(view, rng).action)
    for t in real:
        gap = statistics.mean(sampled[t]) - statistics.mean(real[t])
        assert abs(gap) < 6, (t, gap)
