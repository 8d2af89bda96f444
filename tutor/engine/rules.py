"""The rule set as one frozen record, and named presets (one per source text, plus variants).

Every variant of ``RULES.md`` is a field here, never a fork of the code. Presets are found by
name with :func:`preset`; an invalid value raises :class:`RulesError` at construction.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields, replace
from typing import Any, Literal

from tutor.engine.cards import Card, Rank, Suit
from tutor.engine.errors import RulesError

FirstDealer = Literal["high", "low"]
NextDealer = Literal["alternate", "loser"]
Shutout = Literal["none", "double", "bonus"]


@dataclass(frozen=True, slots=True)
class Rules:
    """Every setting that R1-R32 leave open. The defaults are the classic game."""

    name: str = "classic"
    knock_limit: int = 10  # R15: knock with at most this much deadwood
    oklahoma: bool = False  # R29: the upcard sets the limit; a spade upcard doubles scores
    straight_gin: bool = False  # R30: no knocking, only gin ends a hand
    gin_bonus: int = 25  # R21
    big_gin: bool = False  # R17: eleven melded cards end the hand without a discard
    big_gin_bonus: int = 31  # R22
    undercut_bonus: int = 25  # R20
    undercut_on_tie: bool = True  # R20: equal deadwood undercuts (else only strictly lower)
    opening_choice: bool = True  # R11: the upcard is offered to the non-dealer, then the dealer
    stock_left_at_draw: int = 2  # R14: the hand is a draw when this many stock cards remain
    first_dealer: FirstDealer = "high"  # R3: the higher (or lower) drawn card deals
    next_dealer: NextDealer = "alternate"  # R4: alternate, or the loser of the hand deals
    target: int = 100  # R24
    game_bonus: int = 0  # R25: to whoever reaches the target
    box_bonus: int = 0  # R26: per hand won, added at the end
    shutout: Shutout = "none"  # R27: "double" the winner's points or add shutout_bonus
    shutout_bonus: int = 100  # R27
    players: int = 2  # R31, R32: three (dealer sits out) or four (two games, teams)

    def __post_init__(self) -> None:
        problems = []
        if type(self.name) is not str or not 0 < len(self.name) <= 40:
            problems.append(f"name={self.name!r} must be a text of 1 to 40 characters")
        for name, low, high in (
            ("knock_limit", 0, 10),
            ("gin_bonus", 0, 1000),
            ("big_gin_bonus", 0, 1000),
            ("undercut_bonus", 0, 1000),
            ("target", 1, 100000),
            ("game_bonus", 0, 1000),
            ("box_bonus", 0, 1000),
            ("shutout_bonus", 0, 1000),
            ("players", 2, 4),
        ):
            value = getattr(self, name)
            if type(value) is not int or not low <= value <= high:
                problems.append(f"{name}={value!r} must be a whole number from {low} to {high}")
        if type(self.stock_left_at_draw) is not int or self.stock_left_at_draw not in (0, 2):
            problems.append(
                f"stock_left_at_draw={self.stock_left_at_draw!r} must be 2 (R14) or 0 (play on)"
            )
        for name, allowed in (
            ("first_dealer", ("high", "low")),
            ("next_dealer", ("alternate", "loser")),
            ("shutout", ("none", "double", "bonus")),
        ):
            if getattr(self, name) not in allowed:
                problems.append(f"{name}={getattr(self, name)!r} must be one of {allowed}")
        for name in ("oklahoma", "straight_gin", "big_gin", "undercut_on_tie", "opening_choice"):
            if type(getattr(self, name)) is not bool:
                problems.append(f"{name}={getattr(self, name)!r} must be true or false")
        if self.oklahoma and self.straight_gin:
            problems.append("oklahoma and straight_gin cannot both be on: both set the knock limit")
        if problems:
            raise RulesError(f"invalid rules {self.name!r}: " + "; ".join(problems))

    def knock_limit_for(self, upcard: Card | None) -> int | None:
        """This hand's knock limit, or ``None`` when only gin ends it (R15, R29, R30).

        >>> PRESETS["oklahoma"].knock_limit_for(Card.parse("As"))
        0
        """
        if self.straight_gin:
            return None
        if self.oklahoma and upcard is not None:
            return 0 if upcard.rank is Rank.ACE else upcard.points
        return self.knock_limit

    def multiplier_for(self, upcard: Card | None) -> int:
        """2 when an Oklahoma hand's upcard is a spade (R29), else 1."""
        return 2 if self.oklahoma and upcard is not None and upcard.suit is Suit.SPADES else 1

    def with_changes(self, **changes: Any) -> Rules:
        """A copy with some settings changed, validated again."""
        unknown = set(changes) - {f.name for f in fields(self)}
        if unknown:
            raise RulesError(f"unknown rules setting(s): {', '.join(sorted(unknown))}")
        return replace(self, **changes)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Rules:
        unknown = set(data) - {f.name for f in fields(cls)}
        if unknown:
            raise RulesError(f"unknown rules setting(s): {', '.join(sorted(unknown))}")
        return cls(**data)


CLASSIC = Rules()

# One preset per source text (seeds 000-004), plus the whole-game variants R29 and R30.
PRESETS: dict[str, Rules] = {
    "classic": CLASSIC,
    "guide": Rules(name="guide", big_gin=True, undercut_on_tie=False),
    "app": Rules(name="app", opening_choice=False),
    "basic": Rules(
        name="basic",
        knock_limit=9,  # R15 variant: "minder dan 10 punten", less than 10
        gin_bonus=20,
        undercut_bonus=10,
        undercut_on_tie=False,
        box_bonus=25,
        shutout="double",
    ),
    "playon": Rules(name="playon", stock_left_at_draw=0),
    "bonus": Rules(
        name="bonus",
        undercut_on_tie=False,
        first_dealer="low",
        next_dealer="loser",
        game_bonus=100,
        box_bonus=25,
        shutout="bonus",
    ),
    "oklahoma": Rules(name="oklahoma", oklahoma=True),
    "straight": Rules(name="straight", straight_gin=True),
}

PRESET_SOURCES: dict[str, str] = {
    "classic": "the majority of the sources: knock at 10 or less, gin 25, undercut 25 on "
    "equal or lower deadwood, opening choice, draw hand at two stock cards",
    "guide": "seed 000: big gin 31 (R17, R22), undercut only on strictly lower deadwood",
    "app": "seed 001: no opening choice, the non-dealer simply starts (R11 variant)",
    "basic": "seed 002: knock with less than 10 (R15 variant), gin 20, undercut 10 on strictly "
    "lower deadwood, box bonus 25 and doubling for a shutout (R26, R27)",
    "playon": "seed 003: play on until the last stock card is drawn and discarded (R14 variant)",
    "bonus": "seed 004: lower card deals first, the loser deals next, undercut only on "
    "strictly lower, game bonus 100, box bonus 25, shutout 100 (R25-R27)",
    "oklahoma": "R29: the upcard sets the knock limit, a spade upcard doubles the hand",
    "straight": "R30: no knocking, only gin ends a hand",
}


def preset(name: str) -> Rules:
    """The preset of that name; ``RulesError`` lists the known names otherwise."""
    try:
        return PRESETS[name.strip().lower()]
    except KeyError:
        known = ", ".join(PRESETS)
        raise RulesError(f"{name!r} is not a rules preset (known: {known})") from None
