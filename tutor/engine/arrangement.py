"""One least-deadwood arrangement of a hand, found fast, and melds as values (R6-R9).

Listings go through the one walk, :func:`tutor.engine.melds.partitions`: ``arrange`` (every
best arrangement with its reasons, for display) and the knocker's legal spreads. A showdown
needs one arrangement, fast, and the same meld values again and again, so every meld is built
once here and laid out in the order a player reads it.
"""

from __future__ import annotations

from collections.abc import Sequence

from tutor.engine.cards import INDEX_POINTS, CardSet, mask_points
from tutor.engine.melds import (
    MELD_MASKS,
    MELDS_FROM,
    Meld,
    least_deadwood,
    meld_display_key,
    meld_kind,
)


def least_arrangement(cards: CardSet) -> tuple[tuple[Meld, ...], CardSet]:
    """One least-deadwood arrangement (R9): melds and loose cards, found directly.

    ``arrange`` lists every best arrangement with its reasons, for display; a showdown needs
    one, fast. Exact ``least_deadwood`` of what is left guides every step, so the search
    never backtracks: a card becomes part of the longest meld that keeps the least deadwood
    reachable, or loose when that is what the least deadwood needs.

    >>> melds, loose = least_arrangement(CardSet.parse("7s 7h 7d 7c 8s 9s 3d 4d 5d Kc"))
    >>> [str(m) for m in melds], str(loose)
    (['[3d 4d 5d]', '[7s 8s 9s]', '[7h 7d 7c]'], 'Kc')
    """
    return arrangement_of(cards.mask, least_deadwood(cards.mask))


def arrangement_of(rest: int, need: int) -> tuple[tuple[Meld, ...], CardSet]:
    """:func:`least_arrangement` of the cards in ``rest``, whose least deadwood ``need`` is
    known already."""
    melds: list[int] = []
    loose = 0
    while rest:
        if need == mask_points(rest):
            loose |= rest  # no meld is left: a meld would leave less deadwood
            break
        low = rest & -rest
        i = low.bit_length() - 1
        for meld in MELDS_FROM[i]:
            if meld & rest == meld and least_deadwood(rest ^ meld) == need:
                melds.append(meld)
                rest ^= meld
                break
        else:
            loose |= low
            rest ^= low
            need -= INDEX_POINTS[i]
    return ordered_melds(melds), CardSet(loose)


def _meld_of(mask: int) -> Meld:
    kind = meld_kind(mask)
    assert kind is not None
    return Meld(CardSet(mask), kind)


# Every meld as a value, built once: melds are immutable, so showdowns share them.
_MELDS: dict[int, Meld] = {m: _meld_of(m) for m in MELD_MASKS}


def meld_value(mask: int) -> Meld:
    """The meld of these cards (a mask that is a meld), shared: never built twice."""
    return _MELDS[mask]


def ordered_melds(masks: Sequence[int]) -> tuple[Meld, ...]:
    """Melds from low to high rank, as a player lays them out."""
    return tuple(_MELDS[m] for m in sorted(masks, key=_DISPLAY_KEY.__getitem__))


# Each meld's place when laid out: its lowest rank, then its lowest card.
_DISPLAY_KEY: dict[int, tuple[int, int]] = {m: meld_display_key(m) for m in MELD_MASKS}


__all__ = ["arrangement_of", "least_arrangement", "meld_value", "ordered_melds"]
