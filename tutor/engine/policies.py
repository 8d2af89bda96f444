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
from tutor.engine.cards import DECK
from tutor.engine.layoffs import best_layoffs
from tutor.engine.melds import best_discard, least_deadwood
from tutor.engine.state import HandState, Phase, PlayerView

Policy = Callable[[PlayerView], Action]


def _partners(index: int) -> tuple[int, ...]:
    """Pairs of cards (as masks) that make a meld with the card at ``index``: two more of its
    rank (R6), or two neighbours in its suit (R7: below, around or above it)."""
    suit, rank = divmod(index, 13)
    same = [s * 13 + rank for s in range(4) if s != suit]
    pairs = [(1 << a) | (1 << b) for i, a in enumerate(same) for b in same[i + 1 :]]
    for low, high in ((-2, -1), (-1, 1), (1, 2)):
        if rank + low >= 0 and rank + high <= 12:
            pairs.append((1 << (index + low)) | (1 << (index + high)))
    return tuple(pairs)


_PARTNERS: tuple[tuple[int, ...], ...] = tuple(_partners(i) for i in range(52))


def joins_meld(hand: int, index: int) -> bool:
    """True when the card at ``index`` completes a meld with two cards of ``hand``.

    >>> from tutor.engine.cards import Card, CardSet
    >>> h = CardSet.parse("7s 8s Kd Kc").mask
    >>> [joins_meld(h, Card.parse(c).index) for c in ("9s", "6s", "Ks", "5s", "7h")]
    [True, True, True, False, False]
    """
    for pair in _PARTNERS[index]:  # noqa: SIM110 - a plain loop is faster than any() here
        if hand & pair == pair:
            return True
    return False


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


def play_hand(state: HandState, policies: Sequence[Policy]) -> HandState:
    """Play a hand to its end, each seat choosing from its own view."""
    while not state.is_over:
        seat = state.to_move
        state, _ = state.apply(policies[seat](state.view(seat)))
    return state


__all__ = ["Policy", "joins_meld", "play_hand", "random_policy", "simple"]
