"""Hands entered as cards are scored by the engine; bad input is refused, quoted."""

from __future__ import annotations

import pytest

from tutor.engine.cards import CardSet
from tutor.engine.rules import PRESETS
from tutor.engine.scoring import showdown
from tutor.explain import say_all
from tutor.scoresheet.entry import record_cards, score_cards
from tutor.scoresheet.sheet import Sheet, SheetError, new_sheet

KNOCK6 = "3c 4c 5c 8h 8d 8s Th Jh Qh 6d"
GIN = "3c 4c 5c 8h 8d 8s Th Jh Qh Kh"
LOOSE19 = "As 2s 5s 6s 5d 8c 9c Tc Jc Qc"
UNDERCUT = "As Ah Ac 2d 3d 4d 7s 7h 7c 5s"


def two(name: str = "classic") -> Sheet:
    return new_sheet("two", ["Ann", "Bob"], PRESETS[name])


def test_a_knock_is_scored_by_the_engine_for_the_knocker() -> None:
    sheet, result = record_cards(two(), 0, 1, KNOCK6, LOOSE19)
    expected = showdown(CardSet.parse(KNOCK6), CardSet.parse(LOOSE19), PRESETS["classic"])
    assert result == expected
    assert (result.result, result.points) == ("knock", 13)
    hand = sheet.hands[-1]
    assert (hand.knocker, hand.winner, hand.points, hand.result) == (1, 1, 13, "knock")
    assert sheet.totals() == (0, 13)


def test_an_undercut_goes_to_the_defender() -> None:
    sheet, result = record_cards(two(), 0, 0, KNOCK6, UNDERCUT)
    assert (result.result, result.points) == ("undercut", 26)
    assert sheet.totals() == (0, 26)


def test_gin_uses_the_presets_bonus() -> None:
    assert record_cards(two(), 0, 0, GIN, LOOSE19)[1].points == 44
    assert record_cards(two("basic"), 0, 0, GIN, LOOSE19)[1].points == 39


def test_a_tie_without_undercut_scores_for_nobody() -> None:
    sheet, result = record_cards(two("basic"), 0, 0, KNOCK6, "As Ah Ac 2d 3d 4d 7s 7h 7c 6s")
    assert result.result == "tie"
    assert sheet.hands[-1].winner is None
    assert sheet.totals() == (0, 0)
    assert sheet.dealer(0) == 1  # the deal still alternates


def test_oklahoma_needs_the_upcard_and_a_spade_doubles() -> None:
    with pytest.raises(SheetError, match="In Oklahoma the upcard"):
        score_cards(two("oklahoma"), KNOCK6, LOOSE19)
    assert score_cards(two("oklahoma"), KNOCK6, LOOSE19, "7s").points == 26
    assert score_cards(two("oklahoma"), KNOCK6, LOOSE19, "7h").points == 13


def test_too_much_deadwood_is_an_illegal_knock_refused_with_the_engines_reasons() -> None:
    with pytest.raises(SheetError) as caught:
        score_cards(two(), "3c 4c 5c 8h 8d 8s Th Jh 2d Kd", LOOSE19)
    assert [r.code for r in caught.value.reasons] == ["knock.too_high"]
    assert caught.value.reasons[0]["deadwood"] == 32
    (dutch,) = say_all(caught.value.reasons, "nl")
    assert "32" in dutch and "10" in dutch


def test_straight_gin_refuses_a_knock_and_takes_gin() -> None:
    with pytest.raises(SheetError) as caught:
        score_cards(two("straight"), KNOCK6, LOOSE19)
    assert [r.code for r in caught.value.reasons] == ["knock.straight_gin"]
    assert score_cards(two("straight"), GIN, LOOSE19).result == "gin"


def test_big_gin_only_where_the_rules_play_it() -> None:
    eleven = "3c 4c 5c 6c 8h 8d 8s Th Jh Qh Kh"
    assert score_cards(two("guide"), eleven, LOOSE19, big_gin=True).points == 50
    with pytest.raises(SheetError) as caught:
        score_cards(two(), eleven, LOOSE19, big_gin=True)
    assert [r.code for r in caught.value.reasons] == ["big_gin.not_allowed"]


@pytest.mark.parametrize(
    ("knocker", "defender", "upcard", "message"),
    [
        ("3c 4c 5c 8h 8d 8s Th Jh Qh 11h", LOOSE19, "", "Knocker's cards: '11h' is not a card"),
        (KNOCK6, "As 2s 5s 6s 5d 8c 9c Tc Jc Zz", "", "Defender's cards: 'Zz' is not a card"),
        (KNOCK6, "As 2s 5s 6s 5d 8c 9c Tc Jc as", "", "'as' is named twice"),
        (KNOCK6, LOOSE19.replace(" Qc", ""), "", "The defender holds 10 cards; 9 were"),
        (KNOCK6 + " 7s", LOOSE19, "", "The knocker holds 10 cards after the discard; 11"),
        (KNOCK6, LOOSE19.replace("As", "6d"), "", "6♦ cannot be in both hands"),
        (KNOCK6, LOOSE19, "x9", "Upcard: 'x9' is not a card"),
    ],
)
def test_bad_cards_are_quoted(knocker, defender, upcard, message) -> None:
    with pytest.raises(SheetError, match=message):
        score_cards(two(), knocker, defender, upcard)


def test_the_knocker_must_be_playing() -> None:
    sheet = new_sheet("three", ["Ann", "Bob", "Cas"], PRESETS["classic"])
    with pytest.raises(SheetError, match="Ann did not play this hand, so cannot have knocked"):
        record_cards(sheet, 0, 0, KNOCK6, LOOSE19)
    sheet, _ = record_cards(sheet, 0, 2, KNOCK6, LOOSE19)
    assert sheet.totals() == (0, 0, 13)


def test_scored_hands_keep_their_cards_and_survive_storage() -> None:
    sheet, _ = record_cards(two("oklahoma"), 0, 0, KNOCK6, LOOSE19, "7S")
    hand = sheet.hands[-1]
    assert hand.upcard == "7s"
    assert CardSet.parse(hand.knocker_cards) == CardSet.parse(KNOCK6)
    assert Sheet.from_json(sheet.to_json()) == sheet
