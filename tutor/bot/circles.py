"""No hand between computer players goes round in circles.

A hand ends only on a knock, a gin or a stock draw (R14 counts stock cards), so two players
who keep taking each other's discards from the pile (R12) can play for ever: the hard level
and ``patient0`` once did, taking each other's fours at a stock of 3. When the card on the
pile is one the opponent has thrown before in this hand, it has been round the table once
already (thrown, taken back, thrown again: only the top card can be taken, so nothing else
brings a buried card back). Taking it again is the first step of the same circle, so a
guarded player draws from the stock instead. In a circle of pile takes every card comes back
to the seat that threw it, so one guarded seat is enough to end it; the stock then shrinks
and the hand ends.
"""

from __future__ import annotations

import random
from dataclasses import replace
from functools import wraps

from tutor.bot.decision import Decider, Decision
from tutor.engine.actions import DrawStock, Take
from tutor.engine.cards import Card
from tutor.engine.events import reason
from tutor.engine.state import Phase, PlayerView


def went_round(view: PlayerView, card: Card) -> bool:
    """Whether ``card``, on top of the pile, was thrown by the opponent before its last discard
    in this hand: public, both seats see it."""
    return card in view.opponent_discards[:-1]


def never_circles(decide: Decider) -> Decider:
    """``decide``, drawing from the stock instead of taking a card that has been round once."""

    @wraps(decide)
    def guarded(view: PlayerView, rng: random.Random) -> Decision:
        decision = decide(view, rng)
        action = decision.action
        if view.phase is not Phase.DRAW or not isinstance(action, Take):
            return decision
        if not went_round(view, action.card) or DrawStock() not in view.legal_actions():
            return decision
        why = reason("bot.draw.came_round", "R12", card=action.card)
        return replace(
            decision,
            action=DrawStock(),
            reasons=(why,),
            runner_up=action,
            runner_up_reasons=decision.reasons,
        )

    return guarded
