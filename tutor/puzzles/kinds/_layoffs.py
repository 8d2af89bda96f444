"""Every set of the defender's cards that can be laid off onto a spread (R18), and which of them
leave the least deadwood.

The engine's ``best_reply`` gives one best reply; a puzzle must also know every other reply that
is as good, so that it can accept each and say there were several. A card may be laid off when
the meld it joins is still a meld (the engine's ``meld_kind``, as ``legal_layoffs`` decides);
a laid-off card may extend a run for the next one (chains). All of it works on card masks.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from tutor.engine.cards import DECK, CardSet, bit_indices
from tutor.engine.melds import Meld, least_deadwood, meld_kind
from tutor.engine.scoring import Layoff

# A position whose layoffs branch more than this is not dealt (it would be slow to grade).
MAX_STATES = 4_000


@lru_cache(maxsize=8192)
def fitting(meld: int) -> int:
    """The cards (as a mask) that can be laid off onto ``meld`` as it stands."""
    out = 0
    for index in range(52):
        bit = 1 << index
        if not meld & bit and meld_kind(meld | bit) is not None:
            out |= bit
    return out


@dataclass(frozen=True, slots=True)
class Layoffs:
    """Every layable set of cards (as a mask) with one way to lay it off, card by card."""

    spread: tuple[Meld, ...]
    ways: dict[int, tuple[tuple[int, int], ...]]  # laid mask -> ((card index, meld before), ...)

    def can_lay_off(self, cards: CardSet) -> bool:
        return cards.mask in self.ways

    def sequence(self, cards: CardSet) -> tuple[Layoff, ...]:
        return tuple(Layoff(DECK[i], Meld.of(CardSet(m))) for i, m in self.ways[cards.mask])

    def direct(self, cards: CardSet) -> CardSet:
        """Those of ``cards`` that fit a meld of the spread as it was laid out."""
        mask = 0
        for meld in self.spread:
            mask |= fitting(meld.cards.mask)
        return CardSet(cards.mask & mask)

    @property
    def reachable(self) -> CardSet:
        """Every card that some set of layoffs places."""
        mask = 0
        for laid in self.ways:
            mask |= laid
        return CardSet(mask)


def layoffs(defender: CardSet, spread: Sequence[Meld]) -> Layoffs | None:
    """Every set of ``defender``'s cards that can be laid off onto ``spread`` (chains included);
    ``None`` when there are too many ways to try."""
    hand = defender.mask
    ways: dict[int, tuple[tuple[int, int], ...]] = {}
    seen: set[tuple[int, tuple[int, ...]]] = set()
    stack: list[tuple[int, tuple[int, ...], tuple[tuple[int, int], ...]]] = [
        (0, tuple(m.cards.mask for m in spread), ())
    ]
    while stack:
        laid, melds, path = stack.pop()
        if (laid, melds) in seen:
            continue
        seen.add((laid, melds))
        if len(seen) > MAX_STATES:
            return None
        ways.setdefault(laid, path)
        free = hand & ~laid
        for j, meld in enumerate(melds):
            for index in bit_indices(fitting(meld) & free):
                grown = (*melds[:j], meld | 1 << index, *melds[j + 1 :])
                stack.append((laid | 1 << index, grown, (*path, (index, meld))))
    return Layoffs(tuple(spread), ways)


def best_sets(found: Layoffs, defender: CardSet) -> tuple[int, list[CardSet]]:
    """The least deadwood the defender can reach, and every set of layoffs that reaches it."""
    left = {laid: least_deadwood(defender.mask & ~laid) for laid in found.ways}
    least = min(left.values())
    return least, [CardSet(laid) for laid in sorted(left) if left[laid] == least]
