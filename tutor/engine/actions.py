"""The actions of a hand as frozen values, written in the notation of DESIGN.md.

``str(action)`` is the notation and :func:`parse_action` reads it back:

>>> str(parse_action("Knock 7H [as 2s 3s] [7h 7d 7c]"))
'knock 7h [As 2s 3s] [7h 7d 7c]'
>>> parse_action(str(LayOff(Card.parse("9s"), Meld.parse("6s 7s 8s"))))
LayOff(card=Card.parse('9s'), meld=Meld.parse('[6s 7s 8s]'))
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from tutor.engine.cards import Card
from tutor.engine.errors import NotationError
from tutor.engine.melds import Meld
from tutor.engine.notation import parse_card

ACTION_SHAPE = (
    "actions: take 7h, draw stock, pass, discard 7h, knock 7h [melds], gin 7h, big gin, "
    "layoff 9s on [6s 7s 8s], done"
)


@dataclass(frozen=True, slots=True)
class Take:
    """Take the top card of the discard pile (R12), or the upcard in the opening choice (R11)."""

    card: Card

    def __str__(self) -> str:
        return f"take {self.card}"


@dataclass(frozen=True, slots=True)
class DrawStock:
    """Draw the top card of the stock (R12)."""

    def __str__(self) -> str:
        return "draw stock"


@dataclass(frozen=True, slots=True)
class Pass:
    """Decline the upcard in the opening choice (R11)."""

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class Discard:
    """Discard one card face up, ending the turn (R12)."""

    card: Card

    def __str__(self) -> str:
        return f"discard {self.card}"


@dataclass(frozen=True, slots=True)
class Knock:
    """Discard ``card`` face down and knock (R15).

    ``spread`` names the melds to lay out (R18); ``None`` lets the engine choose the spread that
    scores best against the defender's best reply.
    """

    card: Card
    spread: tuple[Meld, ...] | None = None

    def __post_init__(self) -> None:
        if self.spread is not None and not isinstance(self.spread, tuple):
            object.__setattr__(self, "spread", tuple(self.spread))

    def __str__(self) -> str:
        if self.spread is None:
            return f"knock {self.card}"
        return " ".join([f"knock {self.card}", *(str(m) for m in self.spread)])


@dataclass(frozen=True, slots=True)
class Gin:
    """Discard ``card`` and go gin: every remaining card melded (R16)."""

    card: Card

    def __str__(self) -> str:
        return f"gin {self.card}"


@dataclass(frozen=True, slots=True)
class BigGin:
    """End the hand with all eleven cards melded, without discarding (R17)."""

    def __str__(self) -> str:
        return "big gin"


@dataclass(frozen=True, slots=True)
class LayOff:
    """The defender lays ``card`` off onto a knocker's meld as it stands now (R18)."""

    card: Card
    meld: Meld

    def __str__(self) -> str:
        return f"layoff {self.card} on {self.meld}"


@dataclass(frozen=True, slots=True)
class Done:
    """The defender ends the layoffs; its other cards are arranged for least deadwood."""

    def __str__(self) -> str:
        return "done"


Action = Take | DrawStock | Pass | Discard | Knock | Gin | BigGin | LayOff | Done

_MELD = re.compile(r"\[([^\[\]]*)\]")


def parse_melds(text: str, whole: str | None = None) -> tuple[Meld, ...]:
    """Melds written as ``[..] [..]``; anything outside the brackets is an error.

    >>> [str(m) for m in parse_melds("[7h 7d 7c] [as 2s 3s]")]
    ['[7h 7d 7c]', '[As 2s 3s]']
    """
    if _MELD.sub("", text).strip():
        quoted = text if whole is None else whole
        raise NotationError(f"{quoted!r}: melds go in brackets, e.g. [7s 8s 9s] [Kh Kd Kc]")
    return tuple(Meld.parse(body) for body in _MELD.findall(text))


def parse_action(text: str) -> Action:
    """Read one action in the notation (any case; cards as :func:`parse_card` reads them).

    >>> parse_action("draw stock"), parse_action("TAKE 10h")
    (DrawStock(), Take(card=Card.parse('Th')))
    >>> parse_action("knock")
    Traceback (most recent call last):
    ...
    tutor.engine.errors.NotationError: 'knock' is not an action (actions: take 7h, draw stock, \
pass, discard 7h, knock 7h [melds], gin 7h, big gin, layoff 9s on [6s 7s 8s], done)
    """
    words = text.strip().split(None, 1)
    verb = words[0].lower() if words else ""
    rest = words[1].strip() if len(words) > 1 else ""
    lowered = rest.lower()
    if verb == "pass" and not rest:
        return Pass()
    if verb == "done" and not rest:
        return Done()
    if verb == "draw" and lowered in ("stock", ""):
        return DrawStock()
    if verb == "big" and lowered == "gin":
        return BigGin()
    if verb in ("take", "discard", "gin") and rest and len(rest.split()) == 1:
        card = parse_card(rest)
        return Take(card) if verb == "take" else Discard(card) if verb == "discard" else Gin(card)
    if verb == "knock" and rest:
        first, _, more = rest.partition(" ")
        card = parse_card(first)
        return Knock(card, parse_melds(more, text) if more.strip() else None)
    if verb == "layoff" and rest:
        first, _, more = rest.partition(" ")
        target = more.strip()
        if target.lower().startswith("on "):
            melds = parse_melds(target[3:], text)
            if len(melds) == 1:
                return LayOff(parse_card(first), melds[0])
    raise NotationError(f"{text!r} is not an action ({ACTION_SHAPE})")


def format_actions(actions: Iterable[Action]) -> list[str]:
    """The notation of each action, for transcripts and JSON."""
    return [str(a) for a in actions]


__all__ = [
    "Action",
    "BigGin",
    "Discard",
    "Done",
    "DrawStock",
    "Gin",
    "Knock",
    "LayOff",
    "Pass",
    "Take",
    "format_actions",
    "parse_action",
    "parse_melds",
]
