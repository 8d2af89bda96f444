"""Playing hands between two policies through the engine (self-play, tests, benchmarks)."""

from __future__ import annotations

import random
from collections.abc import Sequence

from tutor.bot.decision import Decider
from tutor.engine.actions import Action
from tutor.engine.policies import Policy, play_hand
from tutor.engine.rules import Rules
from tutor.engine.state import HandState, PlayerView


def play_out(
    state: HandState,
    policies: Sequence[Decider],
    rng: random.Random,
    scores: tuple[int, int] = (0, 0),
) -> HandState:
    """Play a hand to its end, each seat by its decider drawing on ``rng``: the engine's
    :func:`~tutor.engine.policies.play_hand` with each decision's action."""
    return play_hand(state, [_acting(decide, rng) for decide in policies], scores)


def _acting(decide: Decider, rng: random.Random) -> Policy:
    def act(view: PlayerView) -> Action:
        return decide(view, rng).action

    return act


def hand_net(state: HandState) -> int:
    """Points won by seat 0 in a finished hand (negative when seat 1 won, 0 for a draw)."""
    result = state.result
    if result is None or result.winner is None:
        return 0
    assert state.knocker is not None
    winner = state.knocker if result.winner == "knocker" else 1 - state.knocker
    return result.points if winner == 0 else -result.points


def duplicate_deal(rules: Rules, seed: int, n: int, a_seat: int) -> tuple[HandState, random.Random]:
    """Deal ``n`` of a duplicate run and the generator A's seat ``a_seat`` plays it with: the
    same cards for both seatings, so the luck of the deal cancels out."""
    deal = HandState.deal(rules, rng=random.Random(seed * 1_000_003 + n), dealer=n % 2)
    return deal, random.Random(seed * 7 + n * 2 + a_seat)
