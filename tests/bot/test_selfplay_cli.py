"""``tutor selfplay``: the JSON contract, mirrored deals, and clear errors."""

import json

import pytest

from tutor.bot.selfplay import jobs_for, run
from tutor.cli import main


def test_json_keys_and_counts(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["selfplay", "--a", "simple", "--b", "random", "--matches", "4", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    for key in ("matches", "a_wins", "b_wins", "a_win_rate", "ci95", "a_points_per_hand"):
        assert key in out
    assert out["matches"] == 4 and out["a_wins"] + out["b_wins"] <= 4
    lo, hi = out["ci95"]
    assert 0 <= lo <= out["a_win_rate"] <= hi <= 1
    assert out["a_wins"] >= 3  # simple beats random


def test_each_deal_is_played_with_the_seats_exchanged() -> None:
    work = jobs_for("hard", "simple", "classic", 5, 4)
    assert [(w[4], w[5]) for w in work] == [(0, 0), (0, 1), (1, 0), (1, 1)]


def test_a_policy_against_itself_mirrors_exactly() -> None:
    summary = run("simple", "simple", 2, seed=3)
    assert summary.matches == 2


def test_two_processes_give_the_same_figures() -> None:
    one = run("easy", "simple", 4, seed=9, jobs=1)
    two = run("easy", "simple", 4, seed=9, jobs=2)
    assert (one.a_wins, one.hands, one.a_points) == (two.a_wins, two.hands, two.a_points)


def test_unknown_level_is_a_clear_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["selfplay", "--a", "grandmaster", "--b", "simple", "--matches", "1"]) == 2
    assert "'grandmaster' is not an opponent level" in capsys.readouterr().err
