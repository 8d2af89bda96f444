"""The puzzle kinds, by name, and :func:`generate`: one puzzle from kind, level, seed, rules."""

from __future__ import annotations

import random
from dataclasses import replace

from tutor.engine.rules import CLASSIC, Rules
from tutor.puzzles.kinds import best_discard, best_melds, can_knock, deadwood, layoff, score
from tutor.puzzles.links import PuzzleError, check_level, check_seed, link_of
from tutor.puzzles.model import Kind, Puzzle

KINDS: dict[str, Kind] = {
    k.name: k
    for k in (
        can_knock.KIND,
        deadwood.KIND,
        best_melds.KIND,
        best_discard.KIND,
        layoff.KIND,
        score.KIND,
    )
}

# Candidates are cheap and most are kept; this bound only stops a kind that cannot reach a level.
_MAX_CANDIDATES = 5_000


def kind_of(name: str) -> Kind:
    try:
        return KINDS[name.strip().lower()]
    except KeyError:
        raise PuzzleError(f"{name!r} is not a puzzle kind ({', '.join(KINDS)})") from None


def generate(kind: str, level: int, seed: int, rules: Rules = CLASSIC) -> Puzzle:
    """The puzzle of this kind, level and seed under these rules; the same every time.

    The seeded stream of candidates is measured one by one, and the first whose features give
    the level asked for is the puzzle.

    >>> p = generate("deadwood", 1, 42)
    >>> p == generate("deadwood", 1, 42), p.link
    (True, 'deadwood/1/42')
    """
    spec = kind_of(kind)
    check_level(level)
    check_seed(seed)
    if not spec.supports(rules):
        raise PuzzleError(
            f"there are no {spec.name} puzzles under the {rules.name!r} rules: {spec.unsupported}"
        )
    rng = random.Random(link_of(spec.name, level, seed, rules.name))
    for _ in range(_MAX_CANDIDATES):
        puzzle = spec.candidate(rng, level, rules)
        if puzzle is not None and puzzle.level == level:
            return replace(puzzle, seed=seed)
    raise PuzzleError(f"no {spec.name} puzzle of level {level} under {rules.name!r} rules")
