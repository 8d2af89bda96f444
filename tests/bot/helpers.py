"""Shared helpers for the opponent tests: scripted hands and positions."""

from __future__ import annotations

import random
from collections.abc import Sequence

from tutor.bot.arena import play_out
from tutor.bot.decision import Decider
from tutor.engine.actions import Action
from tutor.engine.cards import CardSet
from tutor.engine.events import Reason
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


def run_hand(state: HandState, policies: Sequence[Decider], seed: int) -> HandState:
    return play_out(state, policies, random.Random(seed))


def cards(text: str) -> CardSet:
    return parse_cards(text)


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


def reason_codes(reasons: Sequence[Reason]) -> list[str]:
    """The codes of ``reasons`` in order, as the tests compare them."""
    return [r.code for r in reasons]
