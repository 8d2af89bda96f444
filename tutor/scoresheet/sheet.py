"""A scoresheet for games at a real table: the seating, the hands entered, who deals next.

Three layouts (``Sheet.mode``):

- ``"two"``: two players at one table.
- ``"three"``: three players at one table; the dealer deals to the other two and sits the hand
  out, and the deal rotates in seating order (R31). Everyone keeps their own score.
- ``"teams"``: four players, two teams of two, two games side by side (R32). Players 0 and 1
  are team A, players 2 and 3 team B; table 1 seats players 0 and 2, table 2 players 1 and 3.
  Each table is a two-player game; the partners' totals are added up.

A sheet is immutable; every change returns a new one, and :meth:`Sheet.to_json` /
:meth:`Sheet.from_json` turn it into plain JSON-serialisable data and back (checked, so a
damaged record gives a clear :class:`SheetError`). Points are never worked out here: a hand
entered as cards is scored by ``tutor.engine.showdowns.showdown`` (see ``entry.py``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any, Literal

from tutor.engine.errors import TutorError
from tutor.engine.events import Reason, reason
from tutor.engine.match import next_dealer
from tutor.engine.rules import Rules
from tutor.explain import text

Mode = Literal["two", "three", "teams"]
MODES: tuple[Mode, ...] = ("two", "three", "teams")
PLAYERS: Mapping[Mode, int] = {"two": 2, "three": 3, "teams": 4}
TABLES: Mapping[Mode, tuple[tuple[int, ...], ...]] = {
    "two": ((0, 1),),
    "three": ((0, 1, 2),),
    "teams": ((0, 2), (1, 3)),
}
TEAMS: tuple[tuple[int, int], ...] = ((0, 1), (2, 3))
# How a hand ended: entered as (winner, points), or the engine's result for entered cards.
RESULTS = ("entered", "knock", "undercut", "gin", "big_gin", "tie", "draw")
MAX_POINTS = 1000  # no hand scores more (a big gin with doubling stays far below)
DATA_VERSION = 1


class SheetError(TutorError):
    """Input the scoresheet cannot take. ``reasons`` word it in either language; ``str``
    is the English sentence."""

    def __init__(self, *reasons: Reason) -> None:
        super().__init__(" ".join(text(r.code, "en", **dict(r.args)) for r in reasons))
        self.reasons = reasons


def fail(code: str, rule: str = "", **args: Any) -> SheetError:
    """The error for message ``code`` (in ``tutor/explain/messages/scoresheet.py``)."""
    return SheetError(reason(code, rule, **args))


@dataclass(frozen=True, slots=True)
class Hand:
    """One hand as entered. ``winner`` is a player number, ``None`` for a draw hand (R14) or a
    tie; ``knocker`` and the cards are kept when the hand was entered as cards."""

    table: int
    dealer: int
    winner: int | None
    points: int
    result: str = "entered"
    knocker: int | None = None
    knocker_cards: str = ""
    defender_cards: str = ""
    upcard: str = ""

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "table": self.table,
            "dealer": self.dealer,
            "winner": self.winner,
            "points": self.points,
            "result": self.result,
        }
        if self.knocker is not None:
            data |= {
                "knocker": self.knocker,
                "knocker_cards": self.knocker_cards,
                "defender_cards": self.defender_cards,
                "upcard": self.upcard,
            }
        return data


@dataclass(frozen=True, slots=True)
class Sheet:
    """Players by number, the rules, each table's first dealer and the hands in order."""

    mode: Mode
    players: tuple[str, ...]
    rules: Rules
    first_dealers: tuple[int, ...]
    hands: tuple[Hand, ...] = field(default=())

    # --------------------------------------------------------------------------- seating

    @property
    def tables(self) -> tuple[tuple[int, ...], ...]:
        return TABLES[self.mode]

    def table_hands(self, table: int) -> tuple[Hand, ...]:
        return tuple(h for h in self.hands if h.table == table)

    def dealer(self, table: int) -> int:
        """Who deals the next hand at ``table``."""
        hands = self.table_hands(table)
        if not hands:
            return self.first_dealers[table]
        return following_dealer(self.mode, self.rules, self.tables[table], hands[-1])

    def playing(self, table: int) -> tuple[int, int]:
        """The two players of the next hand at ``table`` (with three, not the dealer, R31)."""
        dealer = self.dealer(table)
        seats = [p for p in self.tables[table] if self.mode != "three" or p != dealer]
        return seats[0], seats[1]

    def players_of(self, hand: Hand) -> tuple[int, int]:
        """The two players of a hand already entered (with three, all but its dealer)."""
        seats = [p for p in self.tables[hand.table] if self.mode != "three" or p != hand.dealer]
        return seats[0], seats[1]

    def opponent(self, table: int, player: int) -> int:
        first, second = self.playing(table)
        return second if player == first else first

    # --------------------------------------------------------------------------- scores

    def totals(self) -> tuple[int, ...]:
        """Every player's points from hands so far (bonuses come at the end, R25-R27)."""
        totals = [0] * len(self.players)
        for hand in self.hands:
            if hand.winner is not None:
                totals[hand.winner] += hand.points
        return tuple(totals)

    def hands_won(self) -> tuple[int, ...]:
        won = [0] * len(self.players)
        for hand in self.hands:
            if hand.winner is not None:
                won[hand.winner] += 1
        return tuple(won)

    def table_over(self, table: int) -> bool:
        """A table's game is over when one of its players reaches the target (R24)."""
        totals = self.totals()
        return any(totals[p] >= self.rules.target for p in self.tables[table])

    @property
    def is_over(self) -> bool:
        return all(self.table_over(t) for t in range(len(self.tables)))

    # --------------------------------------------------------------------------- changes

    def check_entry(self, table: int, player: Any, role: str) -> int:
        """``player`` (the "winner" or "knocker") may be entered for the next hand at
        ``table``: the table exists, its game is not over and the player sits in."""
        self._check_table(table)
        return self._check_player(table, player, role)

    def _check_table(self, table: int) -> None:
        if type(table) is not int or not 0 <= table < len(self.tables):
            raise fail("scoresheet.error.table", table=table, tables=len(self.tables))
        if self.table_over(table):
            raise fail("scoresheet.error.over", "R24", table=table + 1)

    def _check_player(self, table: int, player: Any, role: str) -> int:
        if type(player) is not int or player not in self.playing(table):
            names = ", ".join(self.players[p] for p in self.playing(table))
            known = type(player) is int and 0 <= player < len(self.players)
            name = self.players[player] if known else f"'{player}'"
            raise fail(f"scoresheet.error.{role}_not_playing", player=name, names=names)
        return int(player)

    def record(self, table: int, winner: int, points: int) -> Sheet:
        """A hand entered as its result: ``winner`` scored ``points``."""
        self._check_table(table)
        winner = self._check_player(table, winner, "winner")
        if type(points) is not int or not 0 <= points <= MAX_POINTS:
            raise fail("scoresheet.error.points", points=points, most=MAX_POINTS)
        return self._add(Hand(table, self.dealer(table), winner, points))

    def record_draw(self, table: int) -> Sheet:
        """A draw hand (R14): nobody scores and the same dealer deals again."""
        self._check_table(table)
        return self._add(Hand(table, self.dealer(table), None, 0, "draw"))

    def record_scored(
        self,
        table: int,
        knocker: int,
        winner: int | None,
        points: int,
        result: str,
        cards: tuple[str, str, str],
    ) -> Sheet:
        """A hand the engine scored from its cards (``tutor.scoresheet.entry``): the knocker,
        the winner (``None`` on a tie), and ``(knocker's cards, defender's cards, upcard)``."""
        self._check_table(table)
        knocker = self._check_player(table, knocker, "knocker")
        if winner is not None:
            winner = self._check_player(table, winner, "winner")
        if result not in RESULTS or result in ("entered", "draw"):
            raise fail("scoresheet.error.result", result=result)
        if type(points) is not int or not 0 <= points <= MAX_POINTS:
            raise fail("scoresheet.error.points", points=points, most=MAX_POINTS)
        hand = Hand(table, self.dealer(table), winner, points, result, knocker, *cards)
        return self._add(hand)

    def _add(self, hand: Hand) -> Sheet:
        return replace(self, hands=(*self.hands, hand))

    def undo(self) -> Sheet:
        """The sheet without its last hand."""
        if not self.hands:
            raise fail("scoresheet.error.nothing_to_undo")
        return replace(self, hands=self.hands[:-1])

    # --------------------------------------------------------------------------- data

    def to_json(self) -> dict[str, Any]:
        """Plain data (dicts, lists, strings, ints) for JSON or a database."""
        return {
            "version": DATA_VERSION,
            "mode": self.mode,
            "players": list(self.players),
            "rules": self.rules.to_json(),
            "first_dealers": list(self.first_dealers),
            "hands": [h.to_json() for h in self.hands],
        }

    @classmethod
    def from_json(cls, data: Any) -> Sheet:
        """A sheet from :meth:`to_json`; every hand is checked again as it is replayed."""
        try:
            if not isinstance(data, Mapping) or data.get("version") != DATA_VERSION:
                raise ValueError("not a scoresheet of this version")
            sheet = new_sheet(
                data["mode"],
                list(data["players"]),
                Rules.from_json(dict(data["rules"])),
                list(data["first_dealers"]),
            )
            for item in data["hands"]:
                sheet = sheet._replay(item)
        except (KeyError, TypeError, ValueError, TutorError) as error:
            raise fail("scoresheet.error.damaged", error=str(error) or repr(error)) from error
        return sheet

    def _replay(self, item: Mapping[str, Any]) -> Sheet:
        table = item["table"]
        result = item["result"]
        if result not in RESULTS:
            raise ValueError(f"unknown result {result!r}")
        if item["dealer"] != self.dealer(table):
            raise ValueError(f"hand {len(self.hands) + 1}: the dealer does not follow the deal")
        if result == "draw":
            return self.record_draw(table)
        if result == "entered":
            return self.record(table, item["winner"], item["points"])
        cards = (str(item["knocker_cards"]), str(item["defender_cards"]), str(item["upcard"]))
        return self.record_scored(
            table, item["knocker"], item["winner"], item["points"], result, cards
        )


def following_dealer(mode: Mode, rules: Rules, seats: tuple[int, ...], hand: Hand) -> int:
    """Who deals after ``hand`` at a table with these seats.

    With three players the deal rotates in seating order (R31), and a draw hand is dealt
    again by the same dealer (R14). A two-player table follows the engine's match rule
    (``tutor.engine.match.next_dealer``: R14, then R4 by the preset).
    """
    if mode == "three":
        if hand.result == "draw":
            return hand.dealer
        return seats[(seats.index(hand.dealer) + 1) % len(seats)]
    winner = None if hand.winner is None else seats.index(hand.winner)
    seat, _ = next_dealer(rules, seats.index(hand.dealer), hand.result == "draw", winner)
    return seats[seat]


def new_sheet(
    mode: str, players: list[str], rules: Rules, first_dealers: list[int] | None = None
) -> Sheet:
    """A blank sheet. ``first_dealers`` names each table's first dealer (R3: drawn at the
    table); by default the first player of each table deals first."""
    if mode not in MODES:
        raise fail("scoresheet.error.mode", mode=mode)
    typed: Mode = mode
    names = tuple(str(p).strip() for p in players)
    if len(names) != PLAYERS[typed]:
        raise fail("scoresheet.error.players", count=len(names), needed=PLAYERS[typed])
    for name in names:
        if not name or len(name) > 40:
            raise fail("scoresheet.error.name", name=name)
    if len({n.casefold() for n in names}) != len(names):
        raise fail("scoresheet.error.same_names", names=", ".join(names))
    tables = TABLES[typed]
    dealers = tuple(first_dealers) if first_dealers is not None else tuple(t[0] for t in tables)
    if len(dealers) != len(tables) or any(
        d not in t for d, t in zip(dealers, tables, strict=False)
    ):
        raise fail("scoresheet.error.first_dealer", dealers=list(dealers))
    return Sheet(typed, names, rules, dealers)
