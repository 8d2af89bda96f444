"""A state's copy with changed fields refuses names that are not fields, and every phase
answers both questions (legal actions, check) through its own method."""

from __future__ import annotations

import random

import pytest

from tutor.engine.actions import Done, DrawStock, Pass
from tutor.engine.rules import CLASSIC
from tutor.engine.state import HandState, Phase


def test_evolve_refuses_a_misspelt_field_and_names_it() -> None:
    state = HandState.deal(CLASSIC, rng=random.Random(1))
    with pytest.raises(TypeError, match="phse"):
        state._evolve(phse="x")
    moved = state._evolve(passes=1)
    assert moved.passes == 1 and moved != state


def test_every_phase_refuses_what_belongs_to_another() -> None:
    state = HandState.deal(CLASSIC, rng=random.Random(2))
    assert state.phase is Phase.OFFER
    assert state.check(DrawStock()).reasons[0].code == "phase.offer"
    state, _ = state.apply(Pass())
    state, _ = state.apply(Pass())
    assert state.phase is Phase.DRAW
    assert state.check(Done()).reasons[0].code == "phase.draw"
    assert state.check(Pass()).reasons[0].code == "phase.draw"
    state, _ = state.apply(DrawStock())
    assert state.phase is Phase.DISCARD
    assert state.check(DrawStock()).reasons[0].code == "phase.discard"
    assert len(state.legal_actions()) >= 10  # one discard per card not just taken, at least
    assert state.hand == state.hands[state.to_move]
    assert state.view(state.to_move).legal_actions() == state.legal_actions()
