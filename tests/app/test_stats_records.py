"""Practice records are read and checked: good ones come through, each damaged one is named
and left out while the others still count."""

from __future__ import annotations

from typing import Any

import pytest

from tests.app.conftest import game, hand
from tutor.practice.records import (
    GameRecord,
    HandRecord,
    RecordError,
    ReviewCounts,
    read_games,
    read_hands,
)


def test_a_game_event_becomes_a_record() -> None:
    record = GameRecord.from_json(game(won=True, margin=72, level="hard"))
    assert record == GameRecord("12", "hard", "classic", 172, 100, True, 72, 6)


def test_a_numbered_game_may_be_a_number() -> None:
    assert GameRecord.from_json(game(game=7)).game == "7"


def test_a_hand_event_becomes_a_record_with_its_review() -> None:
    record = HandRecord.from_json(
        hand("undercut", "opponent", "me", 9, {"inaccuracy": 2, "mistake": 1, "blunder": 0})
    )
    assert (record.result, record.winner, record.knocker, record.my_deadwood) == (
        "undercut",
        "opponent",
        "me",
        9,
    )
    assert record.review == ReviewCounts(2, 1, 0) and record.review.total == 3
    assert record.review.count("mistake") == 1
    with pytest.raises(KeyError, match="'oops' is not a verdict"):
        record.review.count("oops")


def test_a_draw_hand_has_no_winner_and_no_knocker() -> None:
    record = HandRecord.from_json(hand("draw", None, None, 30, points=0))
    assert record.winner is None and record.knocker is None and record.review is None


@pytest.mark.parametrize(
    ("data", "quoted"),
    [
        ({**game(), "won": 1}, "won=1"),
        ({**game(), "margin": True}, "margin=True"),
        ({**game(), "hands": -2}, "hands=-2 cannot be negative"),
        ({k: v for k, v in game().items() if k != "level"}, "'level' is missing"),
        ("not a game", "'not a game' is not a practice record"),
        (None, "None is not a practice record"),
    ],
)
def test_a_damaged_game_is_refused_quoting_it(data: Any, quoted: str) -> None:
    with pytest.raises(RecordError, match=quoted.replace("(", r"\(")):
        GameRecord.from_json(data)


@pytest.mark.parametrize(
    ("data", "quoted"),
    [
        (hand(result="schneider"), "result='schneider' is not one of"),
        (hand(winner="both"), "winner='both' is not one of"),
        (hand(my_deadwood="six"), "my_deadwood='six'"),
        (hand(review={"inaccuracy": 1, "mistake": 0}), "'blunder' is missing"),
        (hand(review=[1, 0, 0]), "is not a practice record"),
    ],
)
def test_a_damaged_hand_is_refused_quoting_it(data: Any, quoted: str) -> None:
    with pytest.raises(RecordError, match=quoted):
        HandRecord.from_json(data)


def test_reading_keeps_the_good_records_in_order_and_names_the_bad_ones() -> None:
    read = read_games([game(margin=10), {"game": "3"}, game(won=False, margin=5), 42])
    assert [g.margin for g in read.items] == [10, 5]
    assert len(read.problems) == 2
    assert "'level' is missing in {'game': '3'}" in read.problems[0]
    assert "42 is not a practice record" in read.problems[1]
    hands = read_hands([hand(), hand(result="?")])
    assert len(hands.items) == 1 and "result='?'" in hands.problems[0]
