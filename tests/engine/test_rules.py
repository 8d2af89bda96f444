"""Rules as data: the presets, validation with clear messages, and the per-hand limits."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from tutor.engine.cards import DECK, Card, CardSet, Rank, Suit
from tutor.engine.errors import RulesError
from tutor.engine.rules import CLASSIC, PRESET_SOURCES, PRESETS, Rules, preset

# What each preset changes from the classic game, as RULES.md states it for its seed.
PRESET_CHANGES: dict[str, dict[str, Any]] = {
    "classic": {},
    "guide": {"big_gin": True, "undercut_on_tie": False},  # 000: R17, R22; R20 strictly lower
    "app": {"opening_choice": False},  # 001: R11 variant
    "basic": {  # 002: R15 less than 10, R21 gin 20, R20 undercut 10 strictly lower, R26, R27
        "knock_limit": 9,
        "gin_bonus": 20,
        "undercut_bonus": 10,
        "undercut_on_tie": False,
        "box_bonus": 25,
        "shutout": "double",
    },
    "playon": {"stock_left_at_draw": 0},  # 003: R14 variant
    "bonus": {  # 004: R3 low deals, R4 loser deals, R20 strictly lower, R25-R27
        "undercut_on_tie": False,
        "first_dealer": "low",
        "next_dealer": "loser",
        "game_bonus": 100,
        "box_bonus": 25,
        "shutout": "bonus",
    },
    "oklahoma": {"oklahoma": True},  # R29
    "straight": {"straight_gin": True},  # R30
}


def test_classic_follows_the_majority() -> None:
    rules = CLASSIC
    assert PRESETS["classic"] is rules
    assert rules.knock_limit == 10  # R15
    assert rules.gin_bonus == 25  # R21
    assert rules.undercut_bonus == 25 and rules.undercut_on_tie is True  # R20
    assert rules.big_gin_bonus == 31  # R22
    assert rules.opening_choice is True  # R11
    assert rules.stock_left_at_draw == 2  # R14
    assert (rules.first_dealer, rules.next_dealer) == ("high", "alternate")  # R3, R4
    assert rules.target == 100  # R24
    assert (rules.game_bonus, rules.box_bonus, rules.shutout) == (0, 0, "none")
    assert not (rules.oklahoma or rules.straight_gin or rules.big_gin)
    assert rules.players == 2


def test_preset_list_is_the_expected_one() -> None:
    assert set(PRESETS) == set(PRESET_CHANGES)


@pytest.mark.parametrize("name", sorted(PRESET_CHANGES))
def test_preset_is_valid_documented_and_changes_what_its_source_says(name: str) -> None:
    rules = PRESETS[name]
    assert isinstance(rules, Rules)
    assert rules.name == name
    assert preset(name) is rules
    assert preset(f"  {name.upper()} ") is rules  # names are forgiving
    source = PRESET_SOURCES[name]
    assert len(source) > 20 and ("seed 00" in source or "R" in source or name == "classic")
    changed = {
        f.name: getattr(rules, f.name)
        for f in dataclasses.fields(Rules)
        if f.name != "name" and getattr(rules, f.name) != getattr(CLASSIC, f.name)
    }
    assert changed == PRESET_CHANGES[name]
    assert Rules.from_json(rules.to_json()) == rules
    assert hash(rules) == hash(Rules.from_json(rules.to_json()))


def test_every_documented_preset_exists() -> None:
    assert set(PRESET_SOURCES) == set(PRESETS)


def test_presets_are_distinct_rule_sets() -> None:
    settings = [
        tuple((k, v) for k, v in r.to_json().items() if k != "name") for r in PRESETS.values()
    ]
    assert len(set(settings)) == len(settings)


def test_unknown_preset_lists_the_known_ones() -> None:
    with pytest.raises(RulesError) as error:
        preset("klassiek")
    message = str(error.value)
    assert "'klassiek' is not a rules preset" in message
    for name in PRESETS:
        assert name in message


def test_rules_are_frozen() -> None:
    with pytest.raises(dataclasses.FrozenInstanceError):
        CLASSIC.knock_limit = 5  # type: ignore[misc]


@pytest.mark.parametrize(
    ("changes", "expected"),
    [
        ({"knock_limit": 11}, "knock_limit=11 must be a whole number from 0 to 10"),
        ({"knock_limit": -1}, "knock_limit=-1 must be a whole number from 0 to 10"),
        ({"knock_limit": 7.5}, "knock_limit=7.5 must be a whole number"),
        ({"knock_limit": "10"}, "knock_limit='10' must be a whole number"),
        ({"knock_limit": True}, "knock_limit=True must be a whole number"),
        ({"gin_bonus": -25}, "gin_bonus=-25 must be a whole number from 0 to 1000"),
        ({"big_gin_bonus": 5000}, "big_gin_bonus=5000 must be a whole number"),
        ({"undercut_bonus": None}, "undercut_bonus=None must be a whole number"),
        ({"target": 0}, "target=0 must be a whole number from 1 to 100000"),
        ({"game_bonus": -1}, "game_bonus=-1"),
        ({"box_bonus": -1}, "box_bonus=-1"),
        ({"shutout_bonus": -1}, "shutout_bonus=-1"),
        ({"players": 5}, "players=5 must be a whole number from 2 to 4"),
        ({"players": 1}, "players=1 must be a whole number from 2 to 4"),
        ({"stock_left_at_draw": 1}, "stock_left_at_draw=1 must be 2 (R14) or 0 (play on)"),
        ({"stock_left_at_draw": 2.0}, "stock_left_at_draw=2.0 must be 2 (R14) or 0"),
        ({"stock_left_at_draw": False}, "stock_left_at_draw=False must be 2 (R14) or 0"),
        ({"first_dealer": "middle"}, "first_dealer='middle' must be one of ('high', 'low')"),
        ({"next_dealer": "winner"}, "next_dealer='winner' must be one of ('alternate', 'loser')"),
        ({"shutout": "triple"}, "shutout='triple' must be one of ('none', 'double', 'bonus')"),
        ({"oklahoma": "yes"}, "oklahoma='yes' must be true or false"),
        ({"straight_gin": 1}, "straight_gin=1 must be true or false"),
        ({"big_gin": None}, "big_gin=None must be true or false"),
        ({"undercut_on_tie": 0}, "undercut_on_tie=0 must be true or false"),
        ({"opening_choice": "no"}, "opening_choice='no' must be true or false"),
        (
            {"oklahoma": True, "straight_gin": True},
            "oklahoma and straight_gin cannot both be on",
        ),
    ],
)
def test_invalid_setting_raises_a_clear_error(changes: dict[str, Any], expected: str) -> None:
    with pytest.raises(RulesError) as error:
        Rules(name="mine", **changes)
    assert str(error.value).startswith("invalid rules 'mine': ")
    assert expected in str(error.value)
    with pytest.raises(RulesError, match="invalid rules 'classic'"):
        CLASSIC.with_changes(**changes)
    with pytest.raises(RulesError):
        Rules.from_json({**CLASSIC.to_json(), **changes})


def test_every_problem_is_listed_at_once() -> None:
    with pytest.raises(RulesError) as error:
        Rules(knock_limit=12, players=7, shutout="x")  # type: ignore[arg-type]
    message = str(error.value)
    assert "knock_limit=12" in message and "players=7" in message and "shutout='x'" in message


def test_with_changes_validates_and_keeps_the_original() -> None:
    mine = CLASSIC.with_changes(name="house", knock_limit=7, target=150)
    assert (mine.name, mine.knock_limit, mine.target) == ("house", 7, 150)
    assert CLASSIC.knock_limit == 10 and CLASSIC.target == 100
    assert mine.gin_bonus == CLASSIC.gin_bonus


def test_unknown_keys_are_rejected_by_name() -> None:
    with pytest.raises(RulesError, match=r"unknown rules setting\(s\): gin_bonsu, knocklimit"):
        CLASSIC.with_changes(knocklimit=5, gin_bonsu=20)
    with pytest.raises(RulesError, match=r"unknown rules setting\(s\): colour"):
        Rules.from_json({"name": "x", "colour": "green"})


def test_from_dict_fills_the_defaults() -> None:
    rules = Rules.from_json({"name": "short", "knock_limit": 5})
    assert rules == CLASSIC.with_changes(name="short", knock_limit=5)


# ----------------------------------------------------------------------------- per-hand limits


@pytest.mark.parametrize("card", DECK, ids=str)
def test_oklahoma_limit_is_the_upcard_value(card: Card) -> None:
    limit = PRESETS["oklahoma"].knock_limit_for(card)
    if card.rank is Rank.ACE:
        assert limit == 0  # R29: only gin ends the hand
    elif card.rank >= Rank.TEN:
        assert limit == 10  # 10, J, Q, K
    else:
        assert limit == int(card.rank)


def test_oklahoma_examples() -> None:
    oklahoma = PRESETS["oklahoma"]
    upcards = CardSet.parse("Ah 2c 7d Ts Jh Qd Kc").sorted_by_rank()
    assert [oklahoma.knock_limit_for(c) for c in upcards] == [0, 2, 7, 10, 10, 10, 10]
    assert oklahoma.knock_limit_for(None) == 10  # no upcard known: the ordinary limit


def test_straight_gin_has_no_knock_limit() -> None:
    straight = PRESETS["straight"]
    assert straight.knock_limit_for(None) is None
    assert all(straight.knock_limit_for(card) is None for card in DECK)  # R30


def test_classic_limit_ignores_the_upcard() -> None:
    assert all(CLASSIC.knock_limit_for(card) == 10 for card in DECK)
    assert CLASSIC.with_changes(knock_limit=7).knock_limit_for(Card.parse("Ks")) == 7


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_multiplier(name: str) -> None:
    rules = PRESETS[name]
    for card in DECK:
        doubled = rules.oklahoma and card.suit is Suit.SPADES  # R29
        assert rules.multiplier_for(card) == (2 if doubled else 1)
    assert rules.multiplier_for(None) == 1
