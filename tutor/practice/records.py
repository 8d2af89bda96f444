"""The practice records: written by the practice page, read by the statistics.

The page appends one ``practice.hand`` event per finished match hand and one
``practice.game`` event per finished match (``tutor.practice.kinds``), each the
``to_json()`` of a :class:`HandRecord` or :class:`GameRecord`; ``from_json`` checks a stored
one as it is read. A record that does not have the expected shape is left out and named, so
one damaged row never hides the others.

>>> read = read_games([{"game": "7", "level": "easy", "rules": "classic", "my_score": 112,
...                     "opponent_score": 40, "won": True, "margin": 72, "hands": 5}, {"game": 3}])
>>> [game.margin for game in read.items], read.problems
([72], ("'level' is missing in {'game': 3}",))
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from tutor.engine.errors import TutorError

T = TypeVar("T")

RESULTS = ("gin", "big_gin", "knock", "undercut", "tie", "draw")
SIDES = ("me", "opponent")
VERDICTS = ("inaccuracy", "mistake", "blunder")


class RecordError(TutorError):
    """A stored practice record does not have the shape the statistics expect."""


def _field(data: Mapping[str, Any], name: str, kind: type | tuple[type, ...]) -> Any:
    if name not in data:
        raise RecordError(f"{name!r} is missing in {dict(data)!r}")
    value = data[name]
    # bool is an int in Python; a count given as true/false is damage, not a number.
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise RecordError(f"{name}={value!r} is not what a practice record holds: {dict(data)!r}")
    return value


def _count(data: Mapping[str, Any], name: str) -> int:
    value: int = _field(data, name, int)
    if value < 0:
        raise RecordError(f"{name}={value!r} cannot be negative: {dict(data)!r}")
    return value


def _choice(data: Mapping[str, Any], name: str, allowed: tuple[str, ...], empty: bool) -> Any:
    value = data.get(name)
    if value is None and empty:
        return None
    if value not in allowed:
        raise RecordError(f"{name}={value!r} is not one of {allowed}: {dict(data)!r}")
    return value


def _mapping(data: Any) -> Mapping[str, Any]:
    if not isinstance(data, Mapping):
        raise RecordError(f"{data!r} is not a practice record")
    return data


@dataclass(frozen=True, slots=True)
class GameRecord:
    """One finished match against the computer (a ``practice.game`` event)."""

    game: str
    level: str
    rules: str
    my_score: int
    opponent_score: int
    won: bool
    margin: int
    hands: int

    @classmethod
    def from_json(cls, data: Any) -> GameRecord:
        """The record of a ``practice.game`` event; ``RecordError`` quotes a damaged one."""
        data = _mapping(data)
        return cls(
            game=str(_field(data, "game", (str, int))),
            level=_field(data, "level", str),
            rules=_field(data, "rules", str),
            my_score=_count(data, "my_score"),
            opponent_score=_count(data, "opponent_score"),
            won=_field(data, "won", bool),
            margin=_count(data, "margin"),
            hands=_count(data, "hands"),
        )

    def to_json(self) -> dict[str, object]:
        return {
            "game": self.game,
            "level": self.level,
            "rules": self.rules,
            "my_score": self.my_score,
            "opponent_score": self.opponent_score,
            "won": self.won,
            "margin": self.margin,
            "hands": self.hands,
        }


@dataclass(frozen=True, slots=True)
class ReviewCounts:
    """How many of the learner's moves in one hand the review marked, by verdict."""

    inaccuracy: int = 0
    mistake: int = 0
    blunder: int = 0

    @property
    def total(self) -> int:
        return self.inaccuracy + self.mistake + self.blunder

    def count(self, verdict: str) -> int:
        if verdict not in VERDICTS:
            raise KeyError(f"{verdict!r} is not a verdict ({', '.join(VERDICTS)})")
        value: int = getattr(self, verdict)
        return value

    @classmethod
    def from_json(cls, data: Any) -> ReviewCounts:
        data = _mapping(data)
        inaccuracy, mistake, blunder = (_count(data, name) for name in VERDICTS)
        return cls(inaccuracy, mistake, blunder)

    def to_json(self) -> dict[str, int]:
        return {verdict: self.count(verdict) for verdict in VERDICTS}


@dataclass(frozen=True, slots=True)
class HandRecord:
    """One finished hand against the computer (a ``practice.hand`` event). ``winner`` and
    ``knocker`` are ``"me"``, ``"opponent"`` or ``None`` (a draw hand, R14); ``review`` is
    ``None`` when the hand was not reviewed; ``hand`` is the hand's number in its match
    (``None`` only in a record that does not say)."""

    game: str
    level: str
    rules: str
    result: str
    winner: str | None
    points: int
    knocker: str | None
    my_deadwood: int
    opponent_deadwood: int
    review: ReviewCounts | None = None
    hand: int | None = None

    @classmethod
    def from_json(cls, data: Any) -> HandRecord:
        """The record of a ``practice.hand`` event; ``RecordError`` quotes a damaged one."""
        data = _mapping(data)
        review = data.get("review")
        hand = None if data.get("hand") is None else _count(data, "hand")
        return cls(
            game=str(_field(data, "game", (str, int))),
            level=_field(data, "level", str),
            rules=_field(data, "rules", str),
            result=_choice(data, "result", RESULTS, empty=False),
            winner=_choice(data, "winner", SIDES, empty=True),
            points=_count(data, "points"),
            knocker=_choice(data, "knocker", SIDES, empty=True),
            my_deadwood=_count(data, "my_deadwood"),
            opponent_deadwood=_count(data, "opponent_deadwood"),
            review=None if review is None else ReviewCounts.from_json(review),
            hand=hand,
        )

    def to_json(self) -> dict[str, object]:
        return {
            "game": self.game,
            "hand": self.hand,
            "level": self.level,
            "rules": self.rules,
            "result": self.result,
            "winner": self.winner,
            "points": self.points,
            "knocker": self.knocker,
            "my_deadwood": self.my_deadwood,
            "opponent_deadwood": self.opponent_deadwood,
            "review": None if self.review is None else self.review.to_json(),
        }


@dataclass(frozen=True, slots=True)
class Read(Generic[T]):
    """The records that could be read, in their order, and one message per damaged one."""

    items: tuple[T, ...]
    problems: tuple[str, ...] = ()


def _read(events: Iterable[Any], parse: Callable[[Any], T]) -> Read[T]:
    items: list[T] = []
    problems: list[str] = []
    for data in events:
        try:
            items.append(parse(data))
        except RecordError as error:
            problems.append(str(error))
    return Read(tuple(items), tuple(problems))


def read_games(events: Iterable[Any]) -> Read[GameRecord]:
    """The ``practice.game`` events' data, oldest first, as records."""
    return _read(events, GameRecord.from_json)


def read_hands(events: Iterable[Any]) -> Read[HandRecord]:
    """The ``practice.hand`` events' data, oldest first, as records."""
    return _read(events, HandRecord.from_json)


__all__ = [
    "RESULTS",
    "SIDES",
    "VERDICTS",
    "GameRecord",
    "HandRecord",
    "Read",
    "RecordError",
    "ReviewCounts",
    "read_games",
    "read_hands",
]
