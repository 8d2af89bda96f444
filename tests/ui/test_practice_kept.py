"""A practice game is kept as it is played: a new session resumes it, and finished hands
reach the learner's statistics."""

from __future__ import annotations

import sqlalchemy as sa
from streamlit.testing.v1 import AppTest

from tests.ui.conftest import OpenApp
from tests.ui.test_practice_model import _whole_match
from tests.ui.test_practice_page import _click, _game, _my_move, _open, _send
from tutor.engine.cards import DECK
from tutor.engine.melds import discard_deadwoods
from tutor.engine.state import Phase
from tutor.practice.game import Game
from tutor.practice.records import HandRecord, read_hands
from tutor.ui import learner
from tutor.ui.table.driver import table_data
from tutor.ui.views.practice import TABLE_KEY


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


def _hands(at: AppTest) -> list[HandRecord]:
    who = at.session_state[learner.LEARNER]
    read = read_hands(e.data for e in learner.store().events(who, "practice.hand"))
    assert not read.problems
    return list(read.items)


def _careless_move(at: AppTest, game: Game) -> AppTest:
    """A learner who draws from the stock and throws the card that leaves the most deadwood."""
    hand = game.hand
    if hand.phase is Phase.OFFER:
        return _send(at, {"kind": "pass"})
    if hand.phase is Phase.DRAW:
        return _send(at, {"kind": "draw"})
    _, card = max((dw, i) for i, dw in discard_deadwoods(hand.hands[0].mask))
    return _send(at, {"kind": "discard", "card": str(DECK[card])})


def test_a_hand_played_again_from_its_review_is_counted_once_with_the_review(
    open_app: OpenApp,
) -> None:
    at = _open(open_app, game="4", level="easy")
    for _ in range(80):
        if _game(at).finished is not None:
            break
        at = _careless_move(at, _game(at))
    at = _click(at, "practice.review")
    review = _game(at).review
    assert review is not None and review.marked, "the careless throws should be marked"
    at = _click(at, f"practice.again.{review.marked[0].ply}")
    assert _game(at).replay is not None
    counted = _hands(at)
    assert len(counted) == 1 and counted[0].review is not None
    assert counted[0].review.total == len(review.marked)
    at = _click(at, "practice.new")
    assert len(_hands(at)) == 1  # the replay is practice outside the match: not counted again


def test_the_last_hand_of_a_match_is_counted_with_its_review(open_app: OpenApp) -> None:
    at = _open(open_app, game="3", level="easy")
    at.session_state["practice.game"] = _whole_match("easy", 3)
    at = at.run()
    assert any(b.key == "practice.review" for b in at.button)
    assert _hands(at) == []
    at = _click(at, "practice.review")
    token = at.session_state[learner.LEARNER].token
    home = open_app("en-US", learner=token)  # the finished match is kept, but not waiting
    assert not any("A practice game is waiting" in m.value for m in home.markdown)
    at = _click(at, "practice.new")
    counted = _hands(at)
    assert len(counted) == 1 and counted[0].review is not None


def test_the_hand_in_the_learners_order_is_shown_again_after_a_reload(
    open_app: OpenApp,
) -> None:
    at = _open(open_app, game="7", level="easy")
    token = at.session_state[learner.LEARNER].token
    shown = [c["card"] for c in table_data(at, TABLE_KEY)["hand"]]
    dragged = [shown[-1], *shown[:-1]]
    at = _send(at, {"kind": "order", "order": dragged})
    assert [c["card"] for c in table_data(at, TABLE_KEY)["hand"]] == dragged

    again = _open(open_app, learner=token)
    assert not again.exception and not again.error
    data = table_data(again, TABLE_KEY)
    assert [c["card"] for c in data["hand"]] == dragged and data["kept"]

    again = _send(again, {"kind": "sort", "sort": "rank"})  # a way to sort drops the order
    assert not table_data(again, TABLE_KEY)["kept"]
    assert _open(open_app, learner=token).session_state["practice.game"].order == ()


def test_a_reload_of_the_games_address_goes_on_with_the_game(open_app: OpenApp) -> None:
    at = _open(open_app, game="7", level="easy")
    token = at.session_state[learner.LEARNER].token
    for _ in range(3):
        at = _my_move(at, _game(at))
    played = _game(at)
    again = _open(open_app, learner=token, game="7", level="easy")  # the same address
    assert _game(again).inputs == played.inputs and _game(again).hand == played.hand
    other = _open(open_app, learner=token, game="8", level="easy")  # another game: dealt
    assert _game(other).number == 8 and _game(other).inputs == ()


def test_a_new_game_sets_a_damaged_kept_game_aside_and_is_kept(open_app: OpenApp) -> None:
    at = _open(open_app, game="7", level="easy")
    who = at.session_state[learner.LEARNER]
    raw = sa.create_engine(learner.store().url.render_as_string(hide_password=False))
    junk = '{"inputs": [["play", "draw st'
    with raw.begin() as conn:
        conn.execute(
            sa.text("UPDATE documents SET data = :junk WHERE learner_id = :id"),
            {"junk": junk, "id": who.id},
        )
    raw.dispose()
    again = _open(open_app, learner=who.token)
    assert any("could not be brought back" in e.value for e in again.error)
    again = _click(again, "practice.new")  # a learner is never locked out of Practice
    assert not again.exception
    (said,) = [w.value for w in again.warning]
    assert said.startswith("This record could not be read: the practice game you left")
    assert "kept aside as it was, for repair" in said
    again = _my_move(again, _game(again))
    kept_now = learner.store().get_doc(who, "practice.game", "current")
    assert kept_now is not None and len(kept_now.data["inputs"]) == 1  # saved again
    (aside,) = learner.store().set_aside_docs(who)
    assert aside["data"] == junk
