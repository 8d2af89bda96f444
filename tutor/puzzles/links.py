"""Puzzle links: ``can-knock/2/12345`` (kind/level/seed), plus ``/oklahoma`` for other rules.

>>> parse_link("can-knock/2/12345")
('can-knock', 2, 12345, 'classic')
>>> link_of("score", 3, 7, "oklahoma")
'score/3/7/oklahoma'
"""

from __future__ import annotations

from tutor.engine.errors import TutorError
from tutor.engine.rules import PRESETS
from tutor.puzzles.features import LEVELS

MAX_SEED = 2**63 - 1


class PuzzleError(TutorError, ValueError):
    """A puzzle kind, level, seed, link or answer that cannot be used, quoting it."""


def link_of(kind: str, level: int, seed: int, rules: str = "classic") -> str:
    parts = [kind, str(level), str(seed)]
    if rules != "classic":
        parts.append(rules)
    return "/".join(parts)


def check_level(level: object) -> int:
    if type(level) is not int or level not in LEVELS:
        raise PuzzleError(f"{level!r} is not a puzzle level (levels {', '.join(map(str, LEVELS))})")
    return level


def check_seed(seed: object) -> int:
    if type(seed) is not int or not 0 <= seed <= MAX_SEED:
        raise PuzzleError(f"{seed!r} is not a puzzle seed (a whole number from 0)")
    return seed


def parse_link(text: str) -> tuple[str, int, int, str]:
    """``(kind, level, seed, rules name)`` from a link; the kind is checked by the caller."""
    from tutor.puzzles.kinds import KINDS

    parts = text.strip().strip("/").split("/")
    if len(parts) not in (3, 4):
        raise PuzzleError(f"{text!r} is not a puzzle link (kind/level/seed[/rules])")
    kind, level, seed = parts[0].lower(), parts[1], parts[2]
    rules = parts[3].lower() if len(parts) == 4 else "classic"
    if kind not in KINDS:
        raise PuzzleError(f"{text!r}: {parts[0]!r} is not a puzzle kind ({', '.join(KINDS)})")
    if not level.isdigit() or not seed.isdigit():
        raise PuzzleError(f"{text!r}: level and seed must be whole numbers")
    if rules not in PRESETS:
        raise PuzzleError(f"{text!r}: {parts[3]!r} is not a rules preset ({', '.join(PRESETS)})")
    try:
        return kind, check_level(int(level)), check_seed(int(seed)), rules
    except PuzzleError as error:
        raise PuzzleError(f"{text!r}: {error}") from None
