"""``tutor hand``, ``tutor presets`` and ``tutor bench``: the outputs other tools read."""

from __future__ import annotations

import io
import json
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.engine.test_known_hands import ROWS, Row
from tutor.cli import main
from tutor.engine.cards import Card, CardSet
from tutor.engine.melds import arrange, discards
from tutor.engine.rules import PRESET_SOURCES, PRESETS, Rules
from tutor.explain import plain

TEN = "As 2s 3s 7h 7d 7c Kh Qh Jh 5d"
ELEVEN = "3s 6s 4c 5c 6c 7c 3d 5d 6d 5h 6h"  # knock only after 7c
BIG_GIN = "As 2s 3s 4s 5c 5d 5h 9c 9d 9h 9s"
HAND_KEYS = {"cards", "deadwood", "melds", "deadwood_cards", "arrangements"}
ELEVEN_KEYS = HAND_KEYS | {"discards", "big_gin"}


def run(
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    *argv: str,
    stdin: str | None = None,
) -> tuple[int, str, str]:
    if stdin is not None:
        monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def hand_json(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, *argv: str
) -> dict[str, Any]:
    code, out, err = run(capsys, monkeypatch, "hand", *argv, "--json")
    assert code == 0, err
    assert out.count("\n") == 1, "one JSON object on one line"
    data: dict[str, Any] = json.loads(out)
    return data


def melded_cards(data: dict[str, Any]) -> list[str]:
    return [card for meld in data["melds"] for card in meld]


def check_contract(data: dict[str, Any], cards: CardSet) -> None:
    """The keys and types of the contract, and that they agree with each other."""
    assert set(data) >= HAND_KEYS
    assert data["cards"] == [str(c) for c in cards]  # canonical, in deck order
    assert isinstance(data["deadwood"], int) and isinstance(data["arrangements"], int)
    assert data["arrangements"] >= 1
    melded = melded_cards(data)
    for meld in data["melds"]:
        assert len(meld) >= 3 and all(str(Card.parse(c)) == c for c in meld)
    loose = CardSet.parse(" ".join(data["deadwood_cards"])) if data["deadwood_cards"] else CardSet()
    assert sum(Card.parse(c).points for c in data["deadwood_cards"]) == data["deadwood"]
    assert len(melded) == len(set(melded)) and not set(melded) & set(data["deadwood_cards"])
    held = CardSet.parse(" ".join(melded)) | loose if melded else loose
    if len(cards) == 11:
        assert set(data) >= ELEVEN_KEYS
        assert isinstance(data["big_gin"], bool)
        assert [d["card"] for d in data["discards"]] == data["cards"]
        for option in data["discards"]:
            assert set(option) == {"card", "deadwood", "knock", "gin"}
            assert isinstance(option["deadwood"], int)
            assert isinstance(option["knock"], bool) and isinstance(option["gin"], bool)
        assert data["deadwood"] == min(d["deadwood"] for d in data["discards"])
        # The melds are those after one best discard: ten cards, the discard missing.
        (gone,) = cards - held
        assert {"card": str(gone), "deadwood": data["deadwood"]}.items() <= next(
            d for d in data["discards"] if d["card"] == str(gone)
        ).items()
    else:
        assert held == cards
        assert "discards" not in data and "big_gin" not in data


# ----------------------------------------------------------------------------- JSON


def test_ten_cards_json(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    data = hand_json(capsys, monkeypatch, *TEN.split())
    check_contract(data, CardSet.parse(TEN))
    assert data["deadwood"] == 5 and data["deadwood_cards"] == ["5d"]
    assert data["arrangements"] == 1
    melds = [["As", "2s", "3s"], ["7h", "7d", "7c"], ["Jh", "Qh", "Kh"]]
    assert sorted(data["melds"]) == sorted(melds)


def test_forgiving_input_gives_canonical_strings(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    data = hand_json(capsys, monkeypatch, "as", "2S", "3♠", "7h", "7d,7c", "K♥", "q♡", "jh", "5d")
    check_contract(data, CardSet.parse(TEN))
    assert hand_json(capsys, monkeypatch, TEN) == hand_json(capsys, monkeypatch, *TEN.split())
    data10 = hand_json(capsys, monkeypatch, "10h", "Jh", "Qh", "2c", "2d", "2s")
    assert data10["cards"] == ["2s", "Th", "Jh", "Qh", "2d", "2c"]
    assert data10["deadwood"] == 0


def test_eleven_cards_json(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    data = hand_json(capsys, monkeypatch, *ELEVEN.split())
    check_contract(data, CardSet.parse(ELEVEN))
    assert data["deadwood"] == 10 and data["big_gin"] is False
    by_card = {d["card"]: d for d in data["discards"]}
    assert [c for c, d in by_card.items() if d["knock"]] == ["7c"]
    assert by_card["7c"] == {"card": "7c", "deadwood": 10, "knock": True, "gin": False}
    assert not any(d["gin"] for d in data["discards"])
    assert "7c" not in data["deadwood_cards"] and "7c" not in melded_cards(data)


def test_big_gin_json(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    data = hand_json(capsys, monkeypatch, *BIG_GIN.split())
    check_contract(data, CardSet.parse(BIG_GIN))
    assert data["big_gin"] is True and data["deadwood"] == 0 and data["deadwood_cards"] == []
    gins = sorted(d["card"] for d in data["discards"] if d["gin"])
    assert gins == sorted(["As", "4s", "9s", "9h", "9d", "9c"])
    assert all(d["knock"] for d in data["discards"] if d["gin"])


@pytest.mark.parametrize("row", ROWS, ids=lambda r: f"line{r.line}")
def test_known_hands_through_the_command(
    row: Row, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    cards = CardSet.parse(row.hand)
    data = hand_json(capsys, monkeypatch, *row.hand.split())
    check_contract(data, cards)
    assert data["deadwood"] == row.deadwood
    if row.size == 11:
        (gone,) = cards - CardSet.parse(" ".join(melded_cards(data) + data["deadwood_cards"]))
        assert str(gone) in row.best_discards
        assert data["arrangements"] == row.arrangements[row.best_discards.index(str(gone))]
        assert data["big_gin"] is row.big_gin
        best = sorted(d["card"] for d in data["discards"] if d["deadwood"] == row.deadwood)
        assert best == sorted(row.best_discards)
    else:
        assert data["arrangements"] == row.arrangements[0]


# ----------------------------------------------------------------------------- rules


def test_straight_gin_allows_only_gin(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    data = hand_json(capsys, monkeypatch, *ELEVEN.split(), "--rules", "straight")
    assert not any(d["knock"] for d in data["discards"])  # R30: 10 deadwood is no gin
    big = hand_json(capsys, monkeypatch, *BIG_GIN.split(), "--rules", "straight")
    assert all(d["knock"] is d["gin"] for d in big["discards"])
    assert sum(d["knock"] for d in big["discards"]) == 6


def test_oklahoma_needs_the_upcard_to_judge_a_knock(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # Eleven cards are judged for a knock, and the Oklahoma limit comes from the upcard (R29):
    # without it the command refuses rather than assume the classic 10.
    code, out, err = run(capsys, monkeypatch, "hand", *ELEVEN.split(), "--rules", "OKLAHOMA")
    assert code == 2 and out == ""
    assert "take the knock limit from the upcard (R29): give it with --upcard CARD" in err
    # Ten cards are only arranged: no knock is judged, so no upcard is needed.
    classic = hand_json(capsys, monkeypatch, *TEN.split())
    assert hand_json(capsys, monkeypatch, *TEN.split(), "--rules", "oklahoma") == classic


def test_unknown_rules_preset_is_an_error(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    code, out, err = run(capsys, monkeypatch, "hand", *TEN.split(), "--rules", "klassiek")
    assert code == 2 and out == ""
    assert err.startswith("tutor: 'klassiek' is not a rules preset (known: classic")


@pytest.mark.parametrize(
    ("cards", "quoted"),
    [("As 2s 11h", "'11h' is not a card"), ("As 2s as", "'as' appears twice")],
)
def test_bad_cards_are_an_error(
    cards: str, quoted: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    code, out, err = run(capsys, monkeypatch, "hand", *cards.split(), "--json")
    assert code == 2 and out == ""
    assert err.startswith(f"tutor: {quoted}")


# ----------------------------------------------------------------------------- standard input


def test_stdin_one_json_line_per_hand_and_errors_go_on(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    lines = [TEN, "As 2s 11h", "", "   ", "7s 7s 8s", ELEVEN, "10h, jh; qh"]
    code, out, _ = run(capsys, monkeypatch, "hand", stdin="\n".join(lines) + "\n")
    assert code != 0  # some line failed
    results = [json.loads(line) for line in out.splitlines()]
    assert len(results) == 5  # blank lines are skipped
    check_contract(results[0], CardSet.parse(TEN))
    assert "'11h' is not a card" in results[1]["error"]
    assert "'7s' appears twice" in results[2]["error"]
    check_contract(results[3], CardSet.parse(ELEVEN))
    assert results[3]["deadwood"] == 10
    assert results[4]["cards"] == ["Th", "Jh", "Qh"] and results[4]["deadwood"] == 0


def test_stdin_all_good_exits_zero(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    code, out, _ = run(capsys, monkeypatch, "hand", "--json", stdin=f"{TEN}\n{BIG_GIN}\n")
    assert code == 0
    first, second = (json.loads(line) for line in out.splitlines())
    assert first["deadwood"] == 5 and second["big_gin"] is True


def test_stdin_only_bad_lines_still_answers_each(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    code, out, _ = run(capsys, monkeypatch, "hand", stdin="Xx\nAs Zz\n")
    assert code != 0
    assert [set(json.loads(line)) >= {"error"} for line in out.splitlines()] == [True, True]


# ----------------------------------------------------------------------------- text


def test_text_in_english(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    code, out, _ = run(capsys, monkeypatch, "hand", *TEN.split(), "--lang", "en")
    assert code == 0
    assert out.startswith("Cards: A♠ 2♠ 3♠ 7♥ J♥ Q♥ K♥ 5♦ 7♦ 7♣\n")
    assert "Least deadwood: 5." in out
    assert "A♠ 2♠ 3♠ is a run" in out and "(R7)" in out
    assert "5♦ fits no set or run in this hand" in out and "(R9)" in out
    assert "Deadwood: 5 (cards in no meld: 5♦). (R9)" in out
    assert "{" not in out


def test_text_in_dutch(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    code, out, _ = run(capsys, monkeypatch, "hand", *ELEVEN.split(), "--lang", "nl")
    assert code == 0
    assert out.startswith("Kaarten: ")
    assert "Beste afgooi: ♣7" in out
    assert "Minste dood hout: 10." in out
    assert "Elke afgooi" in out
    assert (
        "♣7:  10  Je houdt 10 punten dood hout over, binnen de grens van 10: je mag kloppen." in out
    )
    assert "kloppen mag pas met 10 of minder. (R15)" in out
    assert "Least deadwood" not in out and "Every discard" not in out


def test_text_big_gin_and_straight_gin(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    _, out, _ = run(capsys, monkeypatch, "hand", *BIG_GIN.split())
    assert "All eleven cards are melded: big gin." in out
    _, out, _ = run(capsys, monkeypatch, "hand", *ELEVEN.split(), "--rules", "straight")
    assert "in straight gin only gin ends the hand. (R30)" in out
    assert "you may knock" not in out


def test_text_agrees_with_the_engine(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    cards = CardSet.parse("3s 4s 5s 4h 4d 6c 7c 8c 7h 7d")  # four arrangements
    _, out, _ = run(capsys, monkeypatch, "hand", str(cards))
    for number, arrangement in enumerate(arrange(cards).arrangements, 1):
        melds = plain(arrangement.melds, "en")  # the melds as the sentences write them
        assert f"  {number}. {melds}  deadwood" in out
    assert "  5. " not in out


# ----------------------------------------------------------------------------- installed command


def installed_tutor() -> str:
    beside = Path(sys.executable).with_name("tutor")
    found = str(beside) if beside.exists() else shutil.which("tutor")
    assert found, "the tutor command is not installed: pip install -e ."
    return found


def test_installed_command(tmp_path: Path) -> None:
    result = subprocess.run(
        [installed_tutor(), "hand", "--json"],
        input=f"{ELEVEN}\nnot a hand\n",
        capture_output=True,
        text=True,
        cwd=tmp_path,
        timeout=60,
    )
    assert result.returncode != 0
    good, bad = (json.loads(line) for line in result.stdout.splitlines())
    assert good["deadwood"] == 10 and len(good["discards"]) == 11
    assert good["discards"] == [
        {"card": str(o.card), "deadwood": o.deadwood, "knock": o.knock, "gin": o.gin}
        for o in discards(CardSet.parse(ELEVEN)).options
    ]
    assert "'not' is not a card" in bad["error"]


# ----------------------------------------------------------------------------- presets, bench


def test_presets_text(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    code, out, _ = run(capsys, monkeypatch, "presets")
    assert code == 0
    for name in PRESETS:
        assert any(line.startswith(f"{name} ") for line in out.splitlines()), name
        assert PRESET_SOURCES[name] in out
    assert "gin_bonus=20" in out and "stock_left_at_draw=0" in out


def test_presets_json(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    code, out, _ = run(capsys, monkeypatch, "presets", "--json")
    assert code == 0
    data = json.loads(out)
    assert list(data) == list(PRESETS)
    for name, settings in data.items():
        assert Rules.from_json(settings) == PRESETS[name]


def test_bench_quick_engine_json(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    code, out, _ = run(capsys, monkeypatch, "bench", "--quick", "--only", "engine", "--json")
    assert code == 0
    figures = json.loads(out)
    assert set(figures) >= {"deadwood10_us", "deadwood11_us", "dense10_us", "dense11_us"}
    for key in ("deadwood10_us", "deadwood11_us", "dense10_us", "dense11_us"):
        assert isinstance(figures[key], float) and figures[key] > 0, key
