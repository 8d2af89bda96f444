"""A practice game is kept as it is played: a new session resumes it, and finished hands
reach the learner's statistics."""

from __future__ import annotations

from tests.ui.conftest import OpenApp
from tests.ui.test_practice_page import _click, _game, _my_move, _open
from tutor.stats.records import read_hands
from tutor.ui import learner


def test_the_game_resumes_and_the_finished_hand_is_counted(open_app: OpenApp) -> None:
    at = _open(open_app, game="7", level="easy")
    token = at.session_state[learner.LEARNER].token
    for _ in range(3):
        at = _my_move(at, _game(at))
    played = _game(at)

    again = _open(open_app, learner=token)
    assert not again.exception and not again.error
    resumed = _game(again)
    assert resumed.hand == played.hand and resumed.scores == played.scores

    for _ in range(80):
        if _game(again).finished is not None:
            break
        again = _my_move(again, _game(again))
    finished = _game(again)
    assert finished.finished is not None
    again = _click(again, "practice.next")
    who = again.session_state[learner.LEARNER]
    hands = read_hands(e.data for e in learner.store().events(who, "practice.hand"))
    assert not hands.problems and len(hands.items) == 1
    assert hands.items[0].points == finished.match.past[-1].points

    stranger = _open(open_app)
    assert stranger.session_state.get("practice.game") is None  # nothing of another learner


def test_a_damaged_kept_game_is_named_and_left_in_place(open_app: OpenApp) -> None:
    at = _open(open_app, game="7", level="easy")
    who = at.session_state[learner.LEARNER]
    learner.store().put_doc(who, "practice.game", "current", {"level": "easy", "inputs": 3})
    again = _open(open_app, learner=who.token)
    assert not again.exception
    assert any("could not be brought back" in e.value for e in again.error)
    assert learner.store().get_doc(who, "practice.game", "current") is not None
