"""Every set of the defender's cards that can be laid off onto a spread (R18), and which of them
leave the least deadwood.

The engine's ``best_reply`` gives one best reply; a puzzle must also know every other reply that
is as good, so that it can accept each and say there were several. The engine's
``layoff_sets`` lists them (a laid-off card may extend a run for the next one: chains); all of
it works on card masks.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from math import prod

from tutor.engine.cards import CardSet
from tutor.engine.layoffs import fitting, layoff_options, layoff_sets
from tutor.engine.melds import Meld, least_deadwood

# A position whose layoffs branch more than this is not dealt (it would be slow to grade).
MAX_STATES = 4_000


@dataclass(frozen=True, slots=True)
class Layoffs:
    """Every layable set of cards (as a mask)."""

    spread: tuple[Meld, ...]
    sets: frozenset[int]

    def can_lay_off(self, cards: CardSet) -> bool:
        return cards.mask in self.sets

    @property
    def reachable(self) -> CardSet:
        """Every card that some set of layoffs places."""
        mask = 0
        for laid in self.sets:
            mask |= laid
        return CardSet(mask)


def layoffs(defender: CardSet, spread: Sequence[Meld]) -> Layoffs | None:
    """Every set of ``defender``'s cards that can be laid off onto ``spread`` (chains included);
    ``None`` when there are too many ways to try."""
    sets = layable(defender.mask, [m.cards.mask for m in spread])
    return None if sets is None else Layoffs(tuple(spread), frozenset(sets))


def layable(hand: int, melds: Sequence[int]) -> set[int] | None:
    """:func:`layoffs` on masks: every set of ``hand``'s cards that can be laid off onto these
    melds together, as masks; ``None`` when there are too many ways to try."""
    return None if _too_many(hand, melds) else layoff_sets(hand, melds)


def _too_many(hand: int, melds: Sequence[int]) -> bool:
    """Whether there are more than ``MAX_STATES`` ways to lay off (a choice of cards for each
    meld). The product of each meld's choices bounds them; only above the limit are they
    counted, since choices for two melds may want the same card."""
    options = [layoff_options(meld, hand) for meld in melds]
    if prod(len(o) for o in options) <= MAX_STATES:
        return False
    counts = {0: 1}
    for choices in options:
        grown: dict[int, int] = {}
        for used, count in counts.items():
            for cards in choices:
                if not cards & used:
                    grown[used | cards] = grown.get(used | cards, 0) + count
        counts = grown
    return sum(counts.values()) > MAX_STATES


def deadwood_after(sets: Iterable[int], defender: int) -> dict[int, int]:
    """The defender's least deadwood after laying off each of these sets of cards (R9, R18)."""
    return {laid: least_deadwood(defender & ~laid) for laid in sets}


def best_sets(left: dict[int, int]) -> tuple[int, list[int]]:
    """The least deadwood the defender can reach, and every set of layoffs (as masks, lowest
    first) that reaches it, from :func:`deadwood_after`."""
    least = min(left.values())
    return least, sorted(laid for laid, deadwood in left.items() if deadwood == least)


def fewest(choices: Iterable[int]) -> int:
    """The set of layoffs the engine's reply shows among equally good ones: the fewest cards,
    then the lowest (R18)."""
    return min(choices, key=lambda laid: (laid.bit_count(), laid))


def chained(spread: Iterable[int], laid: int) -> int:
    """How many of the ``laid`` cards fit no meld of the spread (masks) as it was laid out:
    each waited for an earlier layoff to extend a run (R18)."""
    fits = 0
    for meld in spread:
        fits |= fitting(meld)
    return (laid & ~fits).bit_count()
