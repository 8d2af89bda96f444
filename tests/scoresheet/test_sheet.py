"""The scoresheet's seating, dealers, totals, end of game and stored data (R4, R14, R24, R31,
R32)."""

from __future__ import annotations

import json

import pytest

from tutor.engine.rules import PRESETS
from tutor.explain import say_all
from tutor.scoresheet.sheet import Sheet, SheetError, new_sheet

CLASSIC = PRESETS["classic"]


def two(rules=CLASSIC) -> Sheet:
    return new_sheet("two", ["Ann", "Bob"], rules)


def test_a_blank_sheet() -> None:
    sheet = two()
    assert sheet.totals() == (0, 0)
    assert sheet.dealer(0) == 0
    assert sheet.playing(0) == (0, 1)
    assert not sheet.is_over


def test_results_add_up_for_the_winner() -> None:
    sheet = two().record(0, 0, 20).record(0, 1, 15).record(0, 0, 7)
    assert sheet.totals() == (27, 15)
    assert sheet.hands_won() == (2, 1)


def test_the_deal_alternates_and_a_draw_hand_is_dealt_again_by_the_same_dealer() -> None:
    sheet = two()
    dealers = []
    for step in ("win0", "win1", "draw", "win1", "win1"):
        dealers.append(sheet.dealer(0))
        sheet = sheet.record_draw(0) if step == "draw" else sheet.record(0, int(step[-1]), 10)
    assert dealers == [0, 1, 0, 0, 1]  # R4, R14
    assert [h.dealer for h in sheet.hands] == dealers


def test_with_the_loser_deals_variant_the_loser_deals() -> None:
    sheet = two(PRESETS["bonus"])
    dealers = []
    for winner in (0, 0, 1, 0):
        dealers.append(sheet.dealer(0))
        sheet = sheet.record(0, winner, 10)
    assert dealers == [0, 1, 1, 0]


def test_the_first_dealer_is_chosen_at_the_table() -> None:
    sheet = new_sheet("two", ["Ann", "Bob"], CLASSIC, [1])
    assert sheet.dealer(0) == 1
    with pytest.raises(SheetError, match="first dealer"):
        new_sheet("two", ["Ann", "Bob"], CLASSIC, [2])


def test_three_players_the_dealer_sits_out_and_the_deal_rotates() -> None:
    sheet = new_sheet("three", ["Ann", "Bob", "Cas"], CLASSIC)
    seen = []
    for winner in (1, 2, 0, 1):
        seen.append((sheet.dealer(0), sheet.playing(0)))
        sheet = sheet.record(0, winner, 10)
    assert seen == [(0, (1, 2)), (1, (0, 2)), (2, (0, 1)), (0, (1, 2))]
    assert sheet.totals() == (10, 20, 10)


def test_three_players_the_dealer_cannot_win_the_hand() -> None:
    sheet = new_sheet("three", ["Ann", "Bob", "Cas"], CLASSIC)
    with pytest.raises(SheetError) as caught:
        sheet.record(0, 0, 10)
    assert str(caught.value) == (
        "Ann did not play this hand, so cannot win it; it is played by Bob, Cas."
    )
    assert say_all(caught.value.reasons, "nl") == [
        "Ann speelde deze hand niet mee en kan hem dus niet winnen; hij wordt gespeeld door "
        "Bob, Cas."
    ]


def test_teams_play_two_tables_and_partners_add_up() -> None:
    sheet = new_sheet("teams", ["Ann", "Bob", "Cas", "Dan"], CLASSIC)
    assert sheet.tables == ((0, 2), (1, 3))
    assert sheet.playing(0) == (0, 2)
    assert sheet.playing(1) == (1, 3)
    sheet = sheet.record(0, 0, 60).record(1, 3, 50).record(1, 1, 20)
    assert sheet.dealer(0) == 2 and sheet.dealer(1) == 1
    with pytest.raises(SheetError, match="Bob did not play"):
        sheet.record(0, 1, 5)
    assert sheet.totals() == (60, 20, 0, 50)


def test_the_game_ends_at_the_target_and_takes_no_more_hands() -> None:
    sheet = two().record(0, 0, 60).record(0, 0, 40)
    assert sheet.table_over(0) and sheet.is_over
    with pytest.raises(SheetError, match="is over"):
        sheet.record(0, 1, 5)
    with pytest.raises(SheetError, match="is over"):
        sheet.record_draw(0)


def test_teams_are_over_only_when_both_tables_are() -> None:
    sheet = new_sheet("teams", ["Ann", "Bob", "Cas", "Dan"], CLASSIC).record(0, 0, 100)
    assert sheet.table_over(0) and not sheet.table_over(1) and not sheet.is_over
    sheet = sheet.record(1, 3, 100)
    assert sheet.is_over


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda s: s.record(0, 0, -5), "'-5' points cannot be entered"),
        (lambda s: s.record(0, 0, 1001), "'1001' points"),
        (lambda s: s.record(0, 0, "12"), "'12' points"),
        (lambda s: s.record(0, 5, 12), "'5' did not play"),
        (lambda s: s.record(1, 0, 12), "There is no table 1"),
        (lambda s: s.undo(), "no hand to take back"),
    ],
)
def test_bad_entries_are_refused_with_a_message_quoting_them(call, message) -> None:
    with pytest.raises(SheetError, match=message):
        call(two())


@pytest.mark.parametrize(
    ("mode", "players", "message"),
    [
        ("five", ["A", "B"], "'five' is not a way to play"),
        ("two", ["A", "B", "C"], "3 players given; this game needs 2"),
        ("two", ["A", " "], "'' cannot be a player's name"),
        ("three", ["A", "B", "a"], "same name"),
    ],
)
def test_bad_sheets_are_refused(mode, players, message) -> None:
    with pytest.raises(SheetError, match=message):
        new_sheet(mode, players, CLASSIC)


def test_undo_takes_back_the_last_hand() -> None:
    sheet = two().record(0, 0, 20).record(0, 1, 15)
    assert sheet.undo() == two().record(0, 0, 20)


def test_the_sheet_is_plain_data_that_round_trips_through_json() -> None:
    sheet = new_sheet("three", ["Ann", "Bob", "Cas"], PRESETS["basic"], [2])
    sheet = sheet.record(0, 0, 20).record_draw(0).record(0, 2, 15)
    data = json.loads(json.dumps(sheet.to_json()))
    assert Sheet.from_json(data) == sheet


@pytest.mark.parametrize(
    "damage",
    [
        lambda d: d.pop("players"),
        lambda d: d.update(version=99),
        lambda d: d["hands"][0].update(winner=7),
        lambda d: d["hands"][1].update(dealer=0),
        lambda d: d["hands"][0].update(result="magic"),
        lambda d: d["rules"].update(target=-1),
    ],
)
def test_a_damaged_record_gives_a_clear_error(damage) -> None:
    data = two().record(0, 0, 20).record(0, 1, 15).to_json()
    damage(data)
    with pytest.raises(SheetError, match="stored scoresheet cannot be read"):
        Sheet.from_json(data)


def test_anything_but_a_mapping_is_damaged() -> None:
    with pytest.raises(SheetError, match="cannot be read"):
        Sheet.from_json(["not", "a", "sheet"])
