"""The puzzle of the day, the ``tutor puzzle`` contract, and the explanation in both languages."""

from __future__ import annotations

import json
from datetime import date, timedelta

import pytest

from tutor.cli import main
from tutor.engine.notation import parse_cards
from tutor.explain import MELD_SEPARATOR, say_all
from tutor.puzzles import KINDS, daily_link, daily_puzzle, generate, grade, kind_of, open_link


def test_daily_is_the_same_for_a_date_and_turns_over_the_kinds() -> None:
    day = date(2025, 3, 14)
    assert daily_puzzle(day) == daily_puzzle(day) == open_link(daily_link(day))
    week = [daily_puzzle(day + timedelta(days=n)) for n in range(14)]
    assert {p.kind for p in week} == set(KINDS)
    assert len({p.link for p in week}) == 14
    assert {p.level for p in week} == {1, 2, 3}


def run_json(capsys: pytest.CaptureFixture[str], *args: str) -> dict:  # type: ignore[type-arg]
    assert main(["puzzle", *args, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_cli_can_knock_contract(capsys: pytest.CaptureFixture[str]) -> None:
    out = run_json(capsys, "can-knock", "--seed", "12345", "--level", "2")
    assert {"kind", "seed", "level", "cards", "answer", "taken"} <= set(out)
    assert (out["kind"], out["seed"], out["level"], out["id"]) == (
        "can-knock",
        12345,
        2,
        "can-knock/2/12345",
    )
    assert len(out["cards"]) == 11
    assert set(out["answer"]) == {"can_knock", "knock_discards", "gin_discards"}
    assert out["answer"]["can_knock"] == bool(out["answer"]["knock_discards"])
    assert out["taken"] is None or out["taken"] not in out["answer"]["knock_discards"]
    assert out == run_json(capsys, "can-knock/2/12345")


def test_cli_every_kind_and_rules(capsys: pytest.CaptureFixture[str]) -> None:
    for kind in KINDS:
        for rules in ("classic", "oklahoma", "straight"):
            if not kind_of(kind).supports(out_rules(rules)):
                continue
            out = run_json(
                capsys, kind, "--seed", "5", "--level", "3", "--rules", rules, "--lang", "nl"
            )
            assert out["rules"] == rules and out["kind"] == kind
            assert out["answer"] == generate(kind, 3, 5, out_rules(rules)).answer.to_json()
            assert out["explanation"] and out["question"]
    assert len(run_json(capsys, "deadwood", "--seed", "1")["cards"]) == 10
    assert set(run_json(capsys, "deadwood", "--seed", "1")["answer"]) == {"deadwood"}


def out_rules(name: str):  # type: ignore[no-untyped-def]
    from tutor.engine.rules import preset

    return preset(name)


def test_cli_grades_an_answer(capsys: pytest.CaptureFixture[str]) -> None:
    puzzle = generate("deadwood", 1, 8)
    right = str(puzzle.answer.to_json()["deadwood"])
    assert main(["puzzle", puzzle.link, "--answer", right]) == 0
    assert "Correct" in capsys.readouterr().out
    assert main(["puzzle", puzzle.link, "--answer", "999", "--lang", "nl"]) == 1
    assert "Niet helemaal" in capsys.readouterr().out
    assert main(["puzzle", "daily", "--date", "2025-03-14"]) == 0
    assert daily_link(date(2025, 3, 14)) in capsys.readouterr().out


def test_cli_text_writes_the_cards_as_the_sentences_do(capsys: pytest.CaptureFixture[str]) -> None:
    puzzle = generate("layoff", 2, 7)
    assert main(["puzzle", puzzle.link]) == 0
    lines = capsys.readouterr().out.splitlines()
    cards = next(line for line in lines if line.startswith("Cards: "))
    assert parse_cards(cards.removeprefix("Cards: ")) == puzzle.cards  # 7♥ reads back
    assert len(cards.split()) == 11 and all(word[-1] in "♠♥♦♣" for word in cards.split()[1:])
    melds = next(line for line in lines if line.startswith("The knocker's melds: "))
    assert melds.count(MELD_SEPARATOR) == len(puzzle.spread) - 1 and "[" not in melds
    answer = next(line for line in lines if line.startswith("Answer: "))
    assert "'7s'" in answer  # the answer as --answer reads it: the notation


@pytest.mark.parametrize(
    ("args", "quoted"),
    [
        (["puzzle", "chess"], "'chess'"),
        (["puzzle", "deadwood", "--answer", "lots"], "'lots'"),
        (["puzzle", "best-discard", "--seed", "1", "--answer", "11h"], "'11h'"),
        (["puzzle", "daily", "--date", "14-03-2025"], "'14-03-2025'"),
    ],
)
def test_cli_errors_quote_the_input(
    capsys: pytest.CaptureFixture[str], args: list[str], quoted: str
) -> None:
    assert main(args) == 2
    assert quoted in capsys.readouterr().err


def test_feedback_speaks_both_languages() -> None:
    for kind in KINDS:
        puzzle = generate(kind, 2, 3)
        wrong = {
            "can-knock": "none",
            "deadwood": 99,
            "best-melds": "none",
            "best-discard": str(next(iter(puzzle.cards))),
            "layoff": "none 99",
            "score": "nobody 0",
        }[kind]
        graded = grade(puzzle, wrong)
        english, dutch = say_all(graded.reasons, "en"), say_all(graded.reasons, "nl")
        assert len(english) == len(dutch) and english != dutch
