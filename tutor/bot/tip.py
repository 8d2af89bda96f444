"""The Tip: what the hard opponent would do in the learner's seat, from the learner's view.

The same heuristics and look-ahead as the hard level, with more sampled deals, a wider net of
candidates and a fixed seed, so the same position always gets the same advice.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from tutor.bot.decision import Decision, layoff_decision
from tutor.bot.hard import Config, hard_policy
from tutor.engine.cards import Card
from tutor.engine.melds import discard_deadwoods, least_deadwood
from tutor.engine.state import Phase, PlayerView

TIP = Config(samples=40, draw_band=4.0, discard_band=3.0, candidates=4, z=1.0)


@dataclass(frozen=True, slots=True)
class Tip:
    """The advice and the facts around it: the deadwood now (after the best discard when
    holding eleven cards) and the discards that would allow a knock (R15) or gin (R16)."""

    decision: Decision
    deadwood: int
    knock_discards: tuple[Card, ...]
    gin_discards: tuple[Card, ...]


def tip(view: PlayerView, seed: int = 0, config: Config = TIP) -> Tip:
    """Advice for the seat of ``view``; it must be that seat's turn."""
    if view.to_move != view.seat or view.phase is Phase.OVER:
        raise ValueError("a Tip needs a view of the seat whose turn it is")
    if view.phase is Phase.LAYOFF:
        decision = layoff_decision(view)
    else:
        decision = hard_policy(view, random.Random(seed), config)
    hand = view.hand.mask
    knocks: list[Card] = []
    gins: list[Card] = []
    if view.phase is Phase.DISCARD:
        from tutor.engine.actions import Gin, Knock

        for action in view.legal_actions():
            if isinstance(action, Knock):
                knocks.append(action.card)
            elif isinstance(action, Gin):
                gins.append(action.card)
        taken = view.taken.index if view.taken is not None else -1
        deadwood = min(left for i, left in discard_deadwoods(hand) if i != taken)
    else:
        deadwood = least_deadwood(hand)
    return Tip(decision, deadwood, tuple(knocks), tuple(gins))
