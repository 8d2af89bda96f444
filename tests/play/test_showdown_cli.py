"""``tutor showdown``: the JSON contract, the text in both languages, and the errors."""

from __future__ import annotations

import json

import pytest

from tutor.cli import main

KNOCKER = "As 2s 3s 7h 7d 7c Kh Qh Jh 5d"
DEFENDER = "4s 5s 8h 8s 2c 3d 6d 9h Tc Ts"


def run_json(capsys: pytest.CaptureFixture[str], *argv: str) -> dict[str, object]:
    assert main(["showdown", *argv, "--json"]) == 0
    return json.loads(capsys.readouterr().out)  # type: ignore[no-any-return]


def test_json_contract(capsys: pytest.CaptureFixture[str]) -> None:
    out = run_json(capsys, "--knocker", KNOCKER, "--defender", DEFENDER)
    assert {
        "result",
        "winner",
        "points",
        "knocker_deadwood",
        "defender_deadwood",
        "knocker_melds",
        "defender_melds",
        "layoffs",
    } <= set(out)
    assert (out["result"], out["winner"], out["points"]) == ("knock", "knocker", 51)
    assert (out["knocker_deadwood"], out["defender_deadwood"]) == (5, 56)
    assert out["layoffs"] == [
        {"card": "4s", "meld": ["As", "2s", "3s"]},
        {"card": "5s", "meld": ["As", "2s", "3s", "4s"]},
    ]
    assert ["As", "2s", "3s"] in out["knocker_melds"]  # type: ignore[operator]


def test_cards_may_be_separate_words_and_rules_change_the_tie(
    capsys: pytest.CaptureFixture[str],
) -> None:
    knocker = ["5s", "6s", "7s", "Ac", "Ad", "Ah", "2c", "3c", "4c", "Kd"]
    defender = ["8c", "9c", "Tc", "9h", "9d", "9s", "5h", "5d", "5c", "Jh"]
    out = run_json(capsys, "--knocker", *knocker, "--defender", *defender)
    assert (out["result"], out["winner"], out["points"]) == ("undercut", "defender", 25)
    out = run_json(capsys, "--knocker", *knocker, "--defender", *defender, "--rules", "guide")
    assert (out["result"], out["winner"], out["points"]) == ("tie", None, 0)


def test_named_spread_and_oklahoma_upcard(capsys: pytest.CaptureFixture[str]) -> None:
    knocker, defender = "As 5s 6s 7s 5c 6c 7c 5d 6d 7d", "3s 4s 4c 4d 5h 6h 7h 8s 8c 8d"
    out = run_json(capsys, "--knocker", knocker, "--defender", defender)
    assert (out["result"], out["points"]) == ("knock", 2)
    spread = "[5s 6s 7s] [5c 6c 7c] [5d 6d 7d]"
    out = run_json(capsys, "--knocker", knocker, "--defender", defender, "--spread", spread)
    assert (out["result"], out["winner"], out["points"]) == ("undercut", "defender", 26)
    assert any("28" in note for note in out["notes"])  # type: ignore[union-attr]
    out = run_json(
        capsys,
        "--knocker",
        KNOCKER,
        "--defender",
        DEFENDER,
        "--rules",
        "oklahoma",
        "--upcard",
        "Ks",
    )
    assert out["points"] == 102


def test_text_in_both_languages(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["showdown", "--knocker", KNOCKER, "--defender", DEFENDER]) == 0
    english = capsys.readouterr().out
    assert "Lays off 4♠ onto A♠ 2♠ 3♠" in english and "scores 51" in english
    assert main(["showdown", "--knocker", KNOCKER, "--defender", DEFENDER, "--lang", "nl"]) == 0
    dutch = capsys.readouterr().out
    assert "Legt ♠4 aan bij ♠A ♠2 ♠3" in dutch and "scoort 51" in dutch


@pytest.mark.parametrize(
    ("knocker", "defender", "extra", "message"),
    [
        ("As 2s 3s 7h 7d 9c Kh Qh Jh 9d", DEFENDER, [], "32"),
        (KNOCKER, "4s 5s 8h 8s 2c 3d 6d 9h Tc As", [], "both hands"),
        ("As 2s 3s 7h 7d 7c Kh Qh Jh", DEFENDER, [], "10 cards, got 9"),
        (KNOCKER, DEFENDER + " Qd", [], "10 cards, got 11"),
        (KNOCKER, DEFENDER, ["--spread", "[As 2s 3s]"], "56"),
        (KNOCKER, DEFENDER, ["--spread", "As 2s 3s"], "'As 2s 3s'"),
        ("As 2s 3s 7h 7d 7c Kh Qh Jh 1d", DEFENDER, [], "'1d'"),
        (KNOCKER, DEFENDER, ["--upcard", "5d"], "upcard 5d"),
    ],
)
def test_errors_say_what_is_wrong(
    capsys: pytest.CaptureFixture[str],
    knocker: str,
    defender: str,
    extra: list[str],
    message: str,
) -> None:
    assert main(["showdown", "--knocker", knocker, "--defender", defender, *extra]) == 2
    err = capsys.readouterr().err
    assert err.startswith("tutor: ") and message in err
