"""The match-equity table: the dynamic programme, the shipped file and the command."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from tutor.bot.equity import (
    DRAW,
    counts_of,
    solve,
    stored,
)
from tutor.cli import main
from tutor.engine.rules import CLASSIC


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
