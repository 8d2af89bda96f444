"""The puzzle of the day: the same for everyone on a date, whatever the time zone's clock says.

The date picks the kind (the kinds take turns) and the level (easy early in the week, hard at
the weekend); the seed comes from a hash of the date, so it needs no server and no state.

>>> from datetime import date
>>> daily_link(date(2025, 3, 14)) == daily_link(date(2025, 3, 14))
True
"""

from __future__ import annotations

import hashlib
from datetime import date

from tutor.engine.rules import CLASSIC, Rules
from tutor.puzzles.links import link_of
from tutor.puzzles.model import Puzzle

# Monday to Sunday.
_WEEK_LEVELS = (1, 1, 2, 2, 2, 3, 3)


def daily_parts(day: date, rules: Rules = CLASSIC) -> tuple[str, int, int]:
    """``(kind, level, seed)`` of the puzzle of ``day`` under ``rules`` (among the kinds those
    rules have)."""
    from tutor.puzzles.kinds import KINDS

    names = sorted(name for name, spec in KINDS.items() if spec.supports(rules))
    kind = names[day.toordinal() % len(names)]
    digest = hashlib.sha256(f"gin-tutor daily {day.isoformat()}".encode()).digest()
    seed = int.from_bytes(digest[:4], "big") % 1_000_000
    return kind, _WEEK_LEVELS[day.weekday()], seed


def daily_link(day: date, rules: Rules = CLASSIC) -> str:
    return link_of(*daily_parts(day, rules), rules.name)


def daily_puzzle(day: date, rules: Rules = CLASSIC) -> Puzzle:
    from tutor.puzzles.kinds import generate

    kind, level, seed = daily_parts(day, rules)
    return generate(kind, level, seed, rules)
