"""What "the error quotes what it refused" means for a mutated input, checked the same way by
every fuzz test."""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from typing import Any

from tests.fuzz.mutate import Change


def forms(value: Any) -> set[str]:
    """The ways a message may quote ``value`` or a part of it: as JSON or Python (cut short),
    or a word of its text."""
    found: set[str] = set()
    todo = [value]
    while todo:
        part = todo.pop()
        found |= {json.dumps(part, ensure_ascii=False)[:20], repr(part)[:20]}
        if isinstance(part, str):
            found |= {w for w in re.split(r"[\s\[\]]+", part) if w}
        elif isinstance(part, list):
            todo += part
        elif isinstance(part, dict):
            todo += [*part, *part.values()]
    return {f for f in found if f}


def places(change: Change) -> set[str]:
    """How a message may name the place of a change: a field name, "hand 2", "action 3"."""
    named = {str(p) for p in change.path if isinstance(p, str)}
    numbers = [p for p in change.path if isinstance(p, int)]
    named |= {f"hand {n + 1}" for n in numbers} | {f"action {n + 1}" for n in numbers}
    return named


def quotes(message: str, changes: Iterable[Change]) -> bool:
    """Whether ``message`` quotes a changed value or names the place of a change."""
    for change in changes:
        candidates = places(change)
        if change.what != "delete":
            candidates |= forms(change.value)
        if any(c in message for c in candidates):
            return True
    return False
