"""The practice records are typed on both sides: the page writes a record's ``to_json()``,
the statistics read it back with ``from_json``, and what was stored before still reads."""

from __future__ import annotations

import json

from tutor.practice.game import LEARNER, new_game, next_hand, play, with_order
from tutor.practice.kept import from_json, match_over, to_json
from tutor.practice.records import GameRecord, HandRecord, ReviewCounts
from tutor.practice.results import hand_record

# A practice.hand event exactly as the page stored it before the records were typed.
STORED_HAND = {
    "game": "41",
    "hand": 3,
    "level": "hard",
    "rules": "classic",
    "result": "undercut",
    "winner": "opponent",
    "points": 27,
    "knocker": "me",
    "my_deadwood": 8,
    "opponent_deadwood": 6,
    "review": {"inaccuracy": 1, "mistake": 0, "blunder": 2},
}
STORED_GAME = {
    "game": "41",
    "level": "hard",
    "rules": "classic",
    "my_score": 80,
    "opponent_score": 104,
    "won": False,
    "margin": 24,
    "hands": 7,
}


def test_a_stored_hand_reads_and_writes_back_the_same_json() -> None:
    record = HandRecord.from_json(STORED_HAND)
    assert record.hand == 3 and record.review == ReviewCounts(1, 0, 2)
    assert record.to_json() == STORED_HAND


def test_a_stored_game_reads_and_writes_back_the_same_json() -> None:
    assert GameRecord.from_json(STORED_GAME).to_json() == STORED_GAME


def test_a_hand_without_its_number_still_reads() -> None:
    older = {k: v for k, v in STORED_HAND.items() if k != "hand"}
    assert HandRecord.from_json(older).hand is None


def test_the_record_of_a_played_hand_round_trips_through_json() -> None:
    game = new_game("easy", "classic", 9)
    for _ in range(200):
        if game.finished is not None:
            break
        game = play(game, game.legal()[0])
    record = hand_record(game)
    assert record is not None and record.hand == 1
    assert HandRecord.from_json(json.loads(json.dumps(record.to_json()))) == record
    assert hand_record(next_hand(game)) is None  # the next hand is being played


def test_a_kept_game_says_whether_its_match_is_over() -> None:
    data = to_json(new_game("easy", "classic", 4))
    assert not match_over(data) and from_json(data).number == 4
    assert match_over({**data, "match_over": True}) and not match_over("damaged")


def test_the_learners_order_of_the_hand_is_kept_with_the_game_until_the_next_hand() -> None:
    game = new_game("easy", "classic", 7)
    mine = list(game.hand.hands[LEARNER])
    dragged = [*reversed(mine[:4]), *mine[4:]]
    ordered = with_order(game, dragged)
    assert ordered.order == tuple(dragged)
    assert ordered.inputs[-1] == ("order", *(str(c) for c in dragged))
    assert with_order(ordered, dragged) is ordered  # the same order is no new input
    again = from_json(json.loads(json.dumps(to_json(ordered))))
    assert again.order == tuple(dragged) and again.hand == ordered.hand
    assert from_json(to_json(with_order(ordered, []))).order == ()
    # cards not in the hand (a stale order from the table) are left out
    stranger = next(c for c in game.hand.hands[1 - LEARNER])
    assert with_order(game, [stranger, *dragged]).order == tuple(dragged)


def test_the_next_hand_drops_the_learners_order() -> None:
    game = new_game("easy", "classic", 7)
    game = with_order(game, list(reversed(list(game.hand.hands[LEARNER]))))
    for _ in range(200):
        if game.finished is not None:
            break
        hand = game.hand
        legal = game.legal()
        game = play(game, legal[0] if hand.phase.name != "DISCARD" else legal[-1])
    assert game.finished is not None and game.order
    assert next_hand(game).order == ()
