"""The opponent sees only its view: changing the cards it cannot see never changes a move."""

import random

import pytest

from tests.bot.helpers import swap_hidden
from tutor.bot.hard import Config, hard_policy
from tutor.bot.levels import POLICIES
from tutor.engine.cards import CardSet
from tutor.engine.rules import PRESETS
from tutor.engine.state import HandState, Phase

QUICK_HARD = Config(samples=6)


@pytest.mark.parametrize("level", ["easy", "medium", "hard", "simple", "patient1", "random"])
def test_hidden_cards_never_change_a_decision(level: str) -> None:
    decide = POLICIES[level]
    if level == "hard":

        def decide(view, rng):  # type: ignore[no-untyped-def]
            return hard_policy(view, rng, QUICK_HARD)

    rng = random.Random(11)
    checked = 0
    for seed in range(12):
        rules = list(PRESETS.values())[seed % len(PRESETS)]
        state = HandState.deal(rules, rng=random.Random(seed))
        while not state.is_over:
            seat = state.to_move
            view = state.view(seat)
            if state.phase is not Phase.LAYOFF and len(state.stock) > 3:
                twin = swap_hidden(state, seat, rng)
                if twin is None:
                    state, _ = state.apply(decide(view, rng).action)
                    continue
                twin_view = twin.view(seat)
                assert twin_view == view
                a = decide(view, random.Random(seed))
                b = decide(twin_view, random.Random(seed))
                assert a == b
                checked += 1
            state, _ = state.apply(decide(view, rng).action)
    assert checked > 50


def test_the_view_hides_the_opponents_cards() -> None:
    state = HandState.deal(PRESETS["classic"], rng=random.Random(2))
    view = state.view(0)
    assert view.opponent_known == CardSet()
    assert state.hands[1].mask & view.hand.mask == 0
