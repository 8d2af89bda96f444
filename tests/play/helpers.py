"""Shared helpers for the play tests: scripted deals and a few tiny players."""

from __future__ import annotations

from collections.abc import Iterable

from tutor.engine.actions import Discard, DrawStock, Pass, parse_action
from tutor.engine.cards import DECK, CardSet
from tutor.engine.events import Event
from tutor.engine.notation import parse_card, parse_card_list
from tutor.engine.rules import Rules
from tutor.engine.state import HandState, Phase


def scripted(
    rules: Rules, seat0: str, seat1: str, upcard: str, stock: str = "", dealer: int = 0
) -> HandState:
    """A deal with both hands, the upcard and the top of the stock fixed."""
    return HandState.deal(
        rules,
        hands=(CardSet.parse(seat0), CardSet.parse(seat1)),
        upcard=parse_card(upcard),
        stock=parse_card_list(stock) if stock else None,
        dealer=dealer,
    )


def play(state: HandState, *actions: str) -> tuple[HandState, list[Event]]:
    """Apply actions written in the notation, collecting the events."""
    events: list[Event] = []
    for text in actions:
        state, step = state.apply(parse_action(text))
        events += step
    return state, events


def churn(state: HandState) -> tuple[HandState, list[Event]]:
    """One step of a player who never takes a discard and never knocks: pass the upcard,
    draw from the stock, throw the drawn card back. The hands never change."""
    if state.phase is Phase.OFFER:
        state, events = state.apply(Pass())
    elif state.phase is Phase.DRAW:
        state, events = state.apply(DrawStock())
        state, more = state.apply(Discard(events[0].card))  # type: ignore[arg-type]
        events += more
    else:
        raise AssertionError(f"churn cannot act in {state.phase}")
    return state, list(events)


def codes(events: Iterable[Event]) -> list[str]:
    return [r.code for e in events for r in e.reasons]


FULL = CardSet(DECK)


def check_step(state: HandState) -> None:
    assert state.cards_accounted() == FULL
    assert (
        len(state.stock)
        + len(state.discard_pile)
        + sum(len(h) for h in state.hands)
        + (state.face_down is not None)
        + len(state.layoffs)
        == 52
    )
    sizes = [len(h) for h in state.hands]
    if state.phase in (Phase.OFFER, Phase.DRAW):
        assert sizes == [10, 10]
    elif state.phase is Phase.DISCARD:
        assert sizes[state.to_move] == 11 and sizes[1 - state.to_move] == 10
    elif state.phase is Phase.LAYOFF:
        assert sizes[state.to_move] + len(state.layoffs) == 10
    elif state.result is None:
        assert sizes == [10, 10]  # a draw hand: the last discard was made
