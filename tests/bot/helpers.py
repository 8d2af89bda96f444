"""Shared helpers for the opponent tests: scripted hands and positions."""

from __future__ import annotations

import random
from collections.abc import Sequence

from tutor.bot.decision import Policy
from tutor.engine.actions import Action
from tutor.engine.cards import CardSet
from tutor.engine.notation import parse_card, parse_cards
from tutor.engine.rules import CLASSIC, Rules
from tutor.engine.state import HandState


def dealt(
    mine: str,
    theirs: str,
    upcard: str,
    stock: str = "",
    rules: Rules = CLASSIC,
    dealer: int = 1,
) -> HandState:
    """A hand with seat 0's and seat 1's cards, the upcard and the top of the stock."""
    return HandState.deal(
        rules,
        hands=(parse_cards(mine), parse_cards(theirs)),
        upcard=parse_card(upcard),
        stock=[parse_card(t) for t in stock.split()],
        dealer=dealer,
    )


def play(state: HandState, actions: Sequence[str | Action]) -> HandState:
    from tutor.engine.actions import parse_action

    for a in actions:
        action = parse_action(a) if isinstance(a, str) else a
        state, _ = state.apply(action)
    return state


def run_hand(state: HandState, policies: Sequence[Policy], seed: int) -> HandState:
    rng = random.Random(seed)
    while not state.is_over:
        seat = state.to_move
        state, _ = state.apply(policies[seat](state.view(seat), rng).action)
    return state


def cards(text: str) -> CardSet:
    return parse_cards(text)
