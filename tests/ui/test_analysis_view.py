"""The analyse page's pure part: reading entries and the engine's answers it shows."""

from __future__ import annotations

import random

import pytest

from tutor.engine.cards import DECK, Card, CardSet
from tutor.engine.melds import best_discard_deadwood, deadwood, discards
from tutor.engine.rules import PRESETS
from tutor.ui.analysis import analyse, discard_rows, read_entry
from tutor.ui.cards import card_label

CLASSIC = PRESETS["classic"]


@pytest.mark.parametrize(
    "entry",
    ["As 2s 3s 10h", "as,2S;3s  Th", "A♠ 2♠ 3♠ 10♥", "  as 2s 3s th  ", "a♤ 2♤ 3♤ t♡"],
)
def test_any_notation_is_read(entry: str) -> None:
    read = read_entry(entry)
    assert read.problem is None
    assert read.cards == CardSet.parse("As 2s 3s Th")


@pytest.mark.parametrize(
    ("entry", "code", "quoted"),
    [
        ("As 2s 11h", "ui.analyse.not_a_card", "'11h'"),
        ("As 2s 7x", "ui.analyse.not_a_card", "'7x'"),
        ("7h 8h 7H", "ui.analyse.twice", "'7H'"),
        ("As 2s 3s 4s 5s 6s 7s 8s 9s Ts Js Qs", "ui.analyse.too_many", "12"),
    ],
)
def test_bad_entries_give_a_message_quoting_them(entry: str, code: str, quoted: str) -> None:
    read = read_entry(entry)
    assert read.problem is not None and read.problem.code == code
    assert not read.cards
    for lang in ("en", "nl"):
        message = read.message(lang)
        assert quoted in message and f"'{entry}'" in message
    assert "geen kaart" in read_entry("As 2s 11h").message("nl")


def test_ten_cards_show_the_engines_least_deadwood() -> None:
    rng = random.Random(2)
    for _ in range(200):
        hand = CardSet(rng.sample(DECK, 10))
        report = analyse(hand, CLASSIC)
        assert report.discards is None and report.best_discard is None
        assert report.deadwood == deadwood(hand)
        assert all(a.deadwood == report.deadwood for a in report.hand.arrangements)


def test_eleven_cards_show_the_best_discard_and_what_it_leaves() -> None:
    rng = random.Random(3)
    for _ in range(100):
        hand = CardSet(rng.sample(DECK, 11))
        report = analyse(hand, CLASSIC)
        assert report.discards is not None
        assert report.deadwood == best_discard_deadwood(hand.mask)
        assert report.best_discard not in report.hand.cards
        assert len(report.hand.cards) == 10


def test_discard_rows_follow_the_engine_best_first() -> None:
    hand = CardSet.parse("3s 6s 4c 5c 6c 7c 3d 5d 6d 5h 6h")
    options = discards(hand, 10)
    rows = discard_rows(options, "en")
    assert len(rows) == 11
    assert rows[0]["Discard"] == "★ " + card_label(Card.parse("7c"))
    assert [r["Knock allowed"] for r in rows] == ["yes"] + ["no"] * 10
    assert [r["Deadwood left"] for r in rows[1:]] == sorted(r["Deadwood left"] for r in rows[1:])
    by_label = {str(r["Discard"]).lstrip("★ "): r for r in rows}
    for option in options.options:
        row = by_label[card_label(option.card)]
        assert row["Deadwood left"] == option.deadwood
        assert row["Gin"] == ("yes" if option.gin else "no")
        assert "(R15)" in str(row["Why"])
    dutch = discard_rows(options, "nl")
    assert dutch[0]["Kloppen mag"] == "ja" and "dood hout" in str(dutch[1]["Waarom"])


def test_the_rules_and_the_upcard_set_the_knock_limit() -> None:
    hand = CardSet.parse("3s 6s 4c 5c 6c 7c 3d 5d 6d 5h 6h")
    assert analyse(hand, CLASSIC).discards.can_knock  # type: ignore[union-attr]
    assert not analyse(hand, PRESETS["straight"]).discards.can_knock  # type: ignore[union-attr]
    oklahoma = PRESETS["oklahoma"]
    assert analyse(hand, oklahoma, upcard=Card.parse("Kd")).discards.can_knock  # type: ignore[union-attr]
    assert not analyse(hand, oklahoma, upcard=Card.parse("As")).discards.can_knock  # type: ignore[union-attr]


def test_a_card_just_taken_may_not_be_thrown_back() -> None:
    hand = CardSet.parse("3s 6s 4c 5c 6c 7c 3d 5d 6d 5h 6h")
    report = analyse(hand, CLASSIC, taken=Card.parse("7c"))
    assert report.discards is not None and not report.discards.can_knock
    rows = discard_rows(report.discards, "en")
    seven = next(r for r in rows if "7♣" in str(r["Discard"]))
    assert "(R13)" in str(seven["Why"])
