"""Two simple built-in players, for self-play, benchmarks and random whole-hand tests.

``simple`` takes the upcard or the discard only when it joins a meld, discards to least
deadwood (the highest card among equals) and knocks as soon as it may. ``random_policy(rng)``
picks any legal action. Both see only a :class:`PlayerView`.

>>> import random
>>> from tutor.engine.rules import CLASSIC
>>> state = play_hand(HandState.deal(CLASSIC, rng=random.Random(3)), (simple, simple))
>>> state.is_over
True
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from tutor.engine.actions import (
    Action,
    BigGin,
    Discard,
    Done,
    DrawStock,
    Gin,
    Knock,
    LayOff,
    Pass,
    Take,
)
from tutor.engine.cards import DECK, mask_points
from tutor.engine.melds import MELD_MASKS, discard_deadwoods, least_deadwood
from tutor.engine.scoring import best_reply
from tutor.engine.state import HandState, Phase, PlayerView

Policy = Callable[[PlayerView], Action]

# For each card index, the melds that contain it (to ask "does this card join a meld?").
_MELDS_WITH: tuple[tuple[int, ...], ...] = tuple(
    tuple(m for m in MELD_MASKS if m >> i & 1) for i in range(52)
)


def joins_meld(hand: int, index: int) -> bool:
    """True when the card at ``index`` completes a meld with cards of ``hand``."""
    with_card = hand | 1 << index
    return any(m & with_card == m for m in _MELDS_WITH[index])


def simple(view: PlayerView) -> Action:
    """Take a discard only when it joins a meld, discard to least deadwood, knock at once."""
    phase = view.phase
    hand = view.hand.mask
    if phase is Phase.OFFER or phase is Phase.DRAW:
        top = view.discard_pile[-1] if view.discard_pile else None
        takeable = top is not None and not view.stock_only
        if top is not None and takeable and joins_meld(hand, top.index):
            return Take(top)
        if phase is Phase.OFFER:
            return Pass()
        return DrawStock()
    if phase is Phase.DISCARD:
        if view.rules.big_gin and least_deadwood(hand) == 0:
            return BigGin()
        taken = -1 if view.taken is None else view.taken.index
        index, left = min(
            ((i, dw) for i, dw in discard_deadwoods(hand) if i != taken),
            key=lambda item: (item[1], -mask_points(1 << item[0]), item[0]),
        )
        card = DECK[index]
        if left == 0:
            return Gin(card)
        if view.knock_limit is not None and left <= view.knock_limit:
            return Knock(card)
        return Discard(card)
    if phase is Phase.LAYOFF:
        reply = best_reply(view.hand, view.spread)
        if reply.layoffs:
            first = reply.layoffs[0]
            return LayOff(first.card, first.meld)
        return Done()
    raise ValueError(f"no action in phase {phase.value}")


def random_policy(rng: random.Random) -> Policy:
    """A player choosing uniformly among the legal actions, with its own generator."""

    def choose(view: PlayerView) -> Action:
        return rng.choice(view.legal_actions())

    return choose


def play_hand(state: HandState, policies: Sequence[Policy]) -> HandState:
    """Play a hand to its end, each seat choosing from its own view."""
    while not state.is_over:
        seat = state.to_move
        state, _ = state.apply(policies[seat](state.view(seat)))
    return state


__all__ = ["Policy", "joins_meld", "play_hand", "random_policy", "simple"]
