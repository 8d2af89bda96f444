"""Reading a learner's answer: from JSON-like data (the page, tests) or typed text (the CLI)."""

from __future__ import annotations

from typing import Any

from tutor.engine.cards import Card, CardSet
from tutor.engine.errors import NotationError
from tutor.engine.notation import parse_card, parse_card_list
from tutor.puzzles.links import PuzzleError

_NOTHING = {"", "-", "no", "none", "nee", "geen", "nothing", "niets"}


def field(value: Any, key: str) -> Any:
    """``value[key]`` when the answer came as a dict, else the value itself."""
    if isinstance(value, dict):
        if key not in value:
            raise PuzzleError(f"the answer {value!r} has no {key!r}")
        return value[key]
    return value


def cards(value: Any) -> CardSet:
    """A set of cards: ``"7c 8d"``, ``["7c", "8d"]``, or ``none`` for no card at all."""
    if isinstance(value, CardSet):
        return value
    if isinstance(value, Card):
        return CardSet([value])
    if isinstance(value, str) and value.strip().lower() in _NOTHING:
        return CardSet()
    if isinstance(value, str | list | tuple):
        try:
            return CardSet(
                parse_card_list([str(v) for v in value] if not isinstance(value, str) else value)
            )
        except NotationError as error:
            raise PuzzleError(f"{value!r}: {error}") from None
    raise PuzzleError(f"{value!r} is not a list of cards")


def card(value: Any) -> Card:
    if isinstance(value, Card):
        return value
    if isinstance(value, str):
        return parse_card(value)
    raise PuzzleError(f"{value!r} is not a card")


def number(value: Any) -> int:
    if isinstance(value, bool):
        raise PuzzleError(f"{value!r} is not a whole number")
    if isinstance(value, int):
        return value
    if isinstance(value, str) and value.strip().lstrip("-").isdigit():
        return int(value.strip())
    raise PuzzleError(f"{value!r} is not a whole number")


def groups(value: Any) -> tuple[CardSet, ...]:
    """Groups of cards meant as melds: ``"[7s 8s 9s] [7h 7d 7c]"`` or a list of lists.

    They are not checked as melds here: a group that is no meld is a wrong answer, which the
    grader explains, not unreadable input.
    """
    if isinstance(value, str):
        text = value.strip()
        if text.lower() in _NOTHING:
            return ()
        if "[" not in text:
            raise PuzzleError(f"{value!r}: write each meld in brackets, like [7s 8s 9s]")
        parts = [p.strip(" ,;") for p in text.replace("]", "[").split("[")]
        return tuple(cards(p) for p in parts if p)
    if isinstance(value, list | tuple):
        return tuple(cards(getattr(v, "cards", v)) for v in value)
    raise PuzzleError(f"{value!r} is not a list of melds")
