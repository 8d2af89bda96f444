"""Reasons and verdicts as data. Only ``tutor.explain`` turns them into sentences."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


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
