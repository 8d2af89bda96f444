"""Running totals and the end of the match: game, box and shutout bonuses, the winner
(R24-R28), three players (R31) and teams (R32)."""

from __future__ import annotations

import pytest

from tutor.engine.errors import TutorError
from tutor.engine.match import final_score
from tutor.engine.rules import PRESETS
from tutor.explain import say_all
from tutor.scoresheet.sheet import new_sheet
from tutor.scoresheet.totals import final_scores, running, standing


def test_running_totals_follow_each_hand() -> None:
    sheet = new_sheet("two", ["Ann", "Bob"], PRESETS["classic"])
    sheet = sheet.record(0, 0, 20).record_draw(0).record(0, 1, 15)
    rows = running(sheet)
    assert [r.totals for r in rows] == [(20, 0), (20, 0), (20, 15)]
    assert [r.dealer for r in rows] == [0, 1, 1]
    assert [r.result for r in rows] == ["entered", "draw", "entered"]


def test_no_bonus_before_the_game_is_over() -> None:
    now = standing(new_sheet("two", ["Ann", "Bob"], PRESETS["bonus"]).record(0, 0, 90))
    assert not now.is_over
    assert now.finals is None and now.winner is None
    assert now.totals == (90, 0)


@pytest.mark.parametrize(
    ("name", "points", "won", "totals"),
    [
        ("classic", [110, 40], [3, 2], [110, 40]),
        ("bonus", [110, 40], [3, 2], [110 + 100 + 75, 40 + 50]),  # R25, R26
        ("basic", [110, 40], [3, 2], [110 + 75, 40 + 50]),  # R26 without game bonus
        ("basic", [110, 0], [3, 0], [220 + 75, 0]),  # R27: doubled before the box bonus
        ("bonus", [110, 0], [3, 0], [110 + 100 + 100 + 75, 0]),  # R27: 100 more
        ("classic", [110, 0], [3, 0], [110, 0]),  # no shutout rule
    ],
)
def test_final_scores_by_preset(name, points, won, totals) -> None:
    assert [f.total for f in final_scores(PRESETS[name], points, won)] == totals


def test_the_box_bonus_does_not_count_towards_the_target() -> None:
    # Bob's box bonuses would take him past 100, but only hand points end the game (R26).
    sheet = new_sheet("two", ["Ann", "Bob"], PRESETS["basic"])
    for _ in range(9):
        sheet = sheet.record(0, 1, 10)
    assert not sheet.is_over
    assert standing(sheet).totals == (0, 90)


def test_the_higher_total_after_bonuses_wins_even_without_reaching_the_target() -> None:
    sheet = new_sheet("two", ["Ann", "Bob"], PRESETS["bonus"]).record(0, 0, 55)
    for _ in range(8):
        sheet = sheet.record(0, 1, 10)
    sheet = sheet.record(0, 0, 50)
    now = standing(sheet)
    assert now.is_over
    assert [f.total for f in now.finals] == [255, 280]
    assert now.winner == (1,)


def test_the_breakdown_is_worded_with_its_rules() -> None:
    (winner, _) = final_scores(PRESETS["basic"], [110, 0], [3, 0])
    assert say_all(winner.reasons, "en") == [
        "Points from hands: 110. (R24)",
        "Shutout: the other side won no hand, so the 110 points double to 220. (R27)",
        "Box bonus: 25 for each hand won, 3 × 25 = 75. (R26)",
        "Total: 295. (R28)",
    ]


def test_the_game_bonus_is_doubled_by_a_shutout_like_the_engines_match() -> None:
    rules = PRESETS["basic"].with_changes(game_bonus=100)
    (winner, _) = final_scores(rules, [110, 0], [3, 0])
    assert winner.total == (110 + 100) * 2 + 75
    assert final_score(rules, (110, 0), (3, 0)).totals[0] == winner.total


def test_final_scores_need_a_finished_game() -> None:
    with pytest.raises(TutorError, match="the game is not over"):
        final_scores(PRESETS["classic"], [90, 40], [3, 2])


def test_three_players_shutout_only_when_nobody_else_won_a_hand() -> None:
    rules = PRESETS["bonus"]
    assert [f.total for f in final_scores(rules, [100, 0, 0], [4, 0, 0])] == [400, 0, 0]
    assert [f.total for f in final_scores(rules, [100, 0, 9], [4, 0, 1])] == [300, 0, 34]


def test_three_player_sheet_ends_when_one_player_reaches_the_target() -> None:
    sheet = new_sheet("three", ["Ann", "Bob", "Cas"], PRESETS["classic"])
    sheet = sheet.record(0, 1, 60).record(0, 2, 30).record(0, 1, 45)
    now = standing(sheet)
    assert now.is_over
    assert [f.total for f in now.finals] == [0, 105, 30]
    assert now.winner == (1,)


def test_teams_add_the_partners_final_totals() -> None:
    sheet = new_sheet("teams", ["Ann", "Bob", "Cas", "Dan"], PRESETS["bonus"])
    sheet = sheet.record(0, 0, 100)  # table 1: Ann beats Cas without a hand for Cas
    sheet = sheet.record(1, 3, 40).record(1, 1, 70).record(1, 1, 30)  # table 2: Bob 100, Dan 40
    now = standing(sheet)
    assert [f.total for f in now.finals] == [325, 250, 0, 65]
    assert now.team_totals == (575, 65)
    assert now.winner == (0, 1)


def test_a_level_match_has_no_winner() -> None:
    sheet = new_sheet("teams", ["Ann", "Bob", "Cas", "Dan"], PRESETS["classic"])
    sheet = sheet.record(0, 0, 100).record(1, 3, 100)
    now = standing(sheet)
    assert now.team_totals == (100, 100)
    assert now.winner is None
