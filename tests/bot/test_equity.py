"""The match-equity table: the dynamic programme, the shipped file and the command."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from tutor.bot.equity import (
    DRAW,
    EquityTable,
    counts_of,
    grid,
    path_for,
    read,
    solve,
    stored,
    table_for,
)
from tutor.cli import main
from tutor.engine.rules import CLASSIC, PRESETS


def test_the_dynamic_programme_on_a_hand_of_even_chances() -> None:
    # Every hand: one player or the other scores 10, whoever deals; a draw hand now and then
    # changes nothing. To 20: from 10-0 I win the next hand (1/2) or stand at 10-10 (1/2).
    rules = replace(CLASSIC, target=20)
    eq = solve({10: 5, -10: 5, DRAW: 3}, rules)
    assert eq[0][0] == pytest.approx([0.5, 0.5])
    assert eq[10][10] == pytest.approx([0.5, 0.5])
    assert eq[10][0][0] == pytest.approx(0.75)
    assert eq[0][10][1] == pytest.approx(0.25)
    assert eq[19][0][0] == pytest.approx(0.75)  # one more hand won is enough from 10 or 19


def test_the_dealer_alternation_is_solved() -> None:
    # The dealer always scores 10 (to 20), and the deal alternates (R4): the player dealing
    # now wins this hand, the other the next, so from 0-0 the one dealing first wins.
    rules = replace(CLASSIC, target=20)
    eq = solve({10: 1}, rules)
    assert eq[0][0] == pytest.approx([1.0, 0.0])
    # The loser of each hand deals the next (R4 variant): here that alternates too.
    loser = replace(rules, next_dealer="loser")
    assert solve({10: 1}, loser)[0][0] == pytest.approx([1.0, 0.0])


def test_the_shipped_table_is_what_its_outcomes_solve_to() -> None:
    data = json.loads(path_for("classic").read_text())
    counts = counts_of(data["outcomes"])
    assert sum(counts.values()) == data["hands"]
    assert data["scores"] == list(grid(100))
    assert stored(solve(counts, CLASSIC), 100) == data["chance_dealing_next_permille"]
    assert data["error_max_percent"] < 3.0


def test_the_shipped_table_is_sane() -> None:
    data = json.loads(path_for("classic").read_text())
    eq = solve(counts_of(data["outcomes"]), CLASSIC)
    error = data["error_max_percent"] / 100
    # symmetric: my chance when I deal next is one minus yours when you receive
    for a in range(0, 100, 3):
        for b in range(0, 100, 3):
            assert eq[a][b][0] + eq[b][a][1] == pytest.approx(1.0, abs=1e-9)
    # monotone: more points for me never hurt, more for you never help
    for a in range(100):
        for b in range(100):
            for d in (0, 1):
                if a + 1 < 100:
                    assert eq[a + 1][b][d] >= eq[a][b][d] - 1e-9
                if b + 1 < 100:
                    assert eq[a][b + 1][d] <= eq[a][b][d] + 1e-9
    # 0-0 is even once the first dealer is cut for (R3), and the deal is close to even
    assert (eq[0][0][0] + eq[0][0][1]) / 2 == pytest.approx(0.5, abs=1e-9)
    assert abs(eq[0][0][0] - 0.5) < 2 * error + 0.03


def test_the_table_is_read_by_interpolation_between_stored_scores() -> None:
    table = read(path_for("classic"))
    scores = table.scores
    i, j = scores.index(90), scores.index(50)
    assert table.chance(90, 50, True) == table.permille[i][j] / 1000
    between = table.chance(90, 52, True)
    low, high = sorted((table.permille[i][j] / 1000, table.permille[i][j + 1] / 1000))
    assert low <= between <= high
    assert table.chance(100, 99, False) == 1.0 and table.chance(99, 100, True) == 0.0
    assert table.chance(50, 90, False) == pytest.approx(1 - table.chance(90, 50, True))


def test_only_presets_whose_winner_reaches_the_target_have_a_table() -> None:
    assert isinstance(table_for(CLASSIC), EquityTable)
    assert table_for(PRESETS["bonus"]) is None  # box and shutout bonuses (R26, R27)
    assert table_for(replace(CLASSIC, gin_bonus=20)) is None  # not the preset it was built for
    assert table_for(PRESETS["oklahoma"]) is None  # no table shipped for it


def test_the_command_writes_what_its_hands_solve_to(tmp_path: Path) -> None:
    out = tmp_path / "table.json"
    assert main(["coach", "equity", "--hands", "3", "--seed", "5", "--out", str(out)]) == 0
    data = json.loads(out.read_text())
    assert data["hands"] == 3 and data["seed"] == 5 and data["rules"] == "classic"
    counts = counts_of(data["outcomes"])
    assert sum(counts.values()) == 3
    if any(k != DRAW for k in counts):
        assert stored(solve(counts, CLASSIC), 100) == data["chance_dealing_next_permille"]


def test_the_command_refuses_a_preset_without_a_table(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["coach", "equity", "--hands", "2", "--rules", "bonus"]) != 0
    assert "'bonus' preset has no match-equity table" in capsys.readouterr().err
