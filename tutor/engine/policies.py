"""Two simple built-in players, for self-play, benchmarks and random whole-hand tests, and
:func:`play_hand`, the one loop that plays a hand to its end.

A :data:`Policy` maps a view to an action and nothing more. ``simple`` takes the upcard or
the discard only when it joins a meld (:func:`~tutor.engine.melds.joins_meld`), discards to
least deadwood (the highest card among equals) and knocks as soon as it may.
``random_policy(rng)`` picks any legal action. Both see only a :class:`PlayerView`. The
opponent's levels are ``tutor.bot`` deciders, which also give their reasons and draw on the
game's generator; ``tutor.bot.arena.play_out`` plays them through :func:`play_hand`.

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
from tutor.engine.cards import DECK
from tutor.engine.layoffs import best_layoffs
from tutor.engine.melds import best_discard, joins_meld, least_deadwood
from tutor.engine.state import HandState, Phase, PlayerView

Policy = Callable[[PlayerView], Action]


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
        best_left, best_index = best_discard(hand, taken)
        card = DECK[best_index]
        if best_left == 0:
            return Gin(card)
        if view.knock_limit is not None and best_left <= view.knock_limit:
            return Knock(card)
        return Discard(card)
    if phase is Phase.LAYOFF:
        layoffs = best_layoffs(view.hand, view.spread)
        if layoffs:
            return LayOff(layoffs[0].card, layoffs[0].meld)
        return Done()
    raise ValueError(f"no action in phase {phase.value}")


def random_policy(rng: random.Random) -> Policy:
    """A player choosing uniformly among the legal actions, with its own generator."""

    def choose(view: PlayerView) -> Action:
        return rng.choice(view.legal_actions())

    return choose


def play_hand(
    state: HandState, policies: Sequence[Policy], scores: tuple[int, int] = (0, 0)
) -> HandState:
    """Play a hand to its end, each seat choosing from its own view (``scores``: the match
    score the views show). Every action goes through ``apply``, so an illegal one raises
    ``IllegalActionError``."""
    while not state.is_over:
        seat = state.to_move
        state, _ = state.apply(policies[seat](state.view(seat, scores)))
    return state


__all__ = ["Policy", "play_hand", "random_policy", "simple"]
