"""Two tabs of one learner on one practice game: neither undoes the other's moves, and a
hand left from both is counted once."""

from __future__ import annotations

from tests.ui.conftest import OpenApp
from tests.ui.test_practice_page import _click, _game, _my_move, _open, _send
from tutor.engine.actions import Take
from tutor.engine.state import Phase
from tutor.practice import kept
from tutor.ui import learner


def _kept_inputs(token: str) -> list[list[str]]:
    who = learner.store().learner(token)
    assert who is not None
    doc = learner.store().get_doc(who, "practice.game", "current")
    assert doc is not None
    return list(doc.data["inputs"])


def test_a_tab_that_is_behind_shows_the_game_as_the_other_tab_left_it(
    open_app: OpenApp,
) -> None:
    first = _open(open_app, game="7", level="easy")
    token = first.session_state[learner.LEARNER].token
    second = _open(open_app, learner=token)  # the same game, resumed in another tab
    assert _game(second).hand == _game(first).hand

    assert _game(first).hand.phase is Phase.OFFER
    first = _send(first, {"kind": "pass"})
    moved = _kept_inputs(token)
    assert moved == [["play", "pass"]], "the first tab's move is kept"
    (take,) = [a for a in _game(second).legal() if isinstance(a, Take)]
    # Made on the table as it was before the first tab's move.
    second = _send(second, {"kind": "take", "card": str(take.card)})

    assert not second.exception
    assert any("played on in another tab" in e.value for e in second.error)
    assert _kept_inputs(token) == moved  # the first tab's move is not undone
    assert _game(second).hand == _game(first).hand  # the second tab now shows it
    second = _my_move(second, _game(second))  # and plays on from there
    assert not second.error
    assert _kept_inputs(token)[: len(moved)] == moved and len(_kept_inputs(token)) > len(moved)


def test_a_hand_left_from_two_tabs_is_counted_once(open_app: OpenApp) -> None:
    first = _open(open_app, game="7", level="easy")
    token = first.session_state[learner.LEARNER].token
    for _ in range(80):
        if _game(first).finished is not None:
            break
        first = _my_move(first, _game(first))
    assert _game(first).finished is not None
    second = _open(open_app, learner=token)  # the finished hand, in another tab
    assert _game(second).finished is not None

    first = _click(first, "practice.next")
    second = _click(second, "practice.next")

    assert not second.exception
    who = learner.store().learner(token)
    assert who is not None
    hands = learner.store().events(who, "practice.hand")
    assert len(hands) == 1 and hands[0].key is not None
    doc = learner.store().get_doc(who, "practice.game", "current")
    assert doc is not None and kept.from_json(doc.data).hand == _game(second).hand
