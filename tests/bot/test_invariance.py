"""The opponent sees only its view: changing the cards it cannot see never changes a move."""

import random

import pytest

from tutor.bot.hard import Config, hard_policy
from tutor.bot.levels import POLICIES
from tutor.engine.cards import CardSet
from tutor.engine.rules import PRESETS
from tutor.engine.state import HandState, Phase

QUICK_HARD = Config(samples=6)


def swap_hidden(state: HandState, seat: int, rng: random.Random) -> HandState | None:
    """The same public history, but the other seat holds different hidden cards.

    Cards the other seat was dealt, still holds and never showed are exchanged with stock cards
    that nobody has drawn yet; replaying the same actions then gives the same view for
    ``seat`` while the hidden truth differs.
    """
    other = 1 - seat
    start = HandState.deal(state.rules, deck=state.deck, dealer=state.dealer)
    dealt = start.hands[other]
    holds = state.hands[other]
    shown = state.known[other]
    mine = [c for c in dealt if c in holds and c not in shown]
    if not mine:
        return None  # it has thrown away every card it was dealt
    spare = list(state.stock)
    rng.shuffle(mine)
    rng.shuffle(spare)
    swaps = dict(zip(mine[:3], spare[:3], strict=False))
    swaps |= {b: a for a, b in swaps.items()}
    deck = tuple(swaps.get(c, c) for c in state.deck)
    other_state = HandState.deal(state.rules, deck=deck, dealer=state.dealer)
    for _, action in state.history:
        other_state, _ = other_state.apply(action)
    assert other_state.hands[other] != state.hands[other]
    return other_state


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
