"""Reasons and verdicts as data. Only ``tutor.explain`` turns them into sentences."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tutor.engine.cards import Card


@dataclass(frozen=True, slots=True)
class Reason:
    """Why something is so: a code, the rule it rests on (``R15``) and its numbers and cards.

    ``args`` is a sorted tuple of ``(name, value)`` pairs so that a reason stays hashable;
    values are ints, strings, cards, card sets or melds.
    """

    code: str
    rule: str
    args: tuple[tuple[str, Any], ...] = ()

    def __getitem__(self, name: str) -> Any:
        for key, value in self.args:
            if key == name:
                return value
        raise KeyError(name)

    def get(self, name: str, default: Any = None) -> Any:
        try:
            return self[name]
        except KeyError:
            return default


def reason(code: str, rule: str, **args: Any) -> Reason:
    """Build a :class:`Reason`; ``reason("knock.allowed", "R15", deadwood=7, limit=10)``."""
    return Reason(code, rule, tuple(sorted(args.items())))


@dataclass(frozen=True, slots=True)
class Verdict:
    """The answer to "may I do this?": ``ok`` and the reasons either way."""

    ok: bool
    reasons: tuple[Reason, ...] = field(default=())

    def __bool__(self) -> bool:
        return self.ok


@dataclass(frozen=True, slots=True)
class Event:
    """What happened in one step of a hand: a kind, the seat that acted, a card and why.

    Kinds: ``pass``, ``take``, ``draw``, ``discard``, ``knock``, ``gin``, ``big_gin``,
    ``spread``, ``layoff``, ``done``, ``score``, ``stock_exhausted``. ``card`` is ``None`` when
    there is none, and for a stock draw as the other seat sees it (:meth:`seen_by`).
    """

    kind: str
    seat: int | None
    card: Card | None = None
    reasons: tuple[Reason, ...] = field(default=())

    def seen_by(self, seat: int) -> Event:
        """The event as ``seat`` sees it: the card of the opponent's stock draw is hidden, and
        so is the discard laid face down with a knock or gin (R15)."""
        if self.seat == seat or self.card is None:
            return self
        if self.kind == "draw":
            return Event(self.kind, self.seat, None, (reason("turn.draw_hidden", "R12"),))
        if self.kind in ("knock", "gin"):
            return Event(self.kind, self.seat, None, self.reasons)
        return self
