"""One least-deadwood arrangement of a hand as meld values (R6-R9).

Every arrangement comes from the one finder, :func:`tutor.engine.melds.partitions`: ``arrange``
lists every best arrangement with its reasons, for display; the knocker's legal spreads are its
listing under the knock limit; a showdown asks it for one arrangement, on its fast path. A
showdown needs the same meld values again and again, so every meld is built once here and laid
out in the order a player reads it.
"""

from __future__ import annotations

from collections.abc import Sequence

from tutor.engine.cards import CardSet
from tutor.engine.melds import (
    MELD_MASKS,
    Meld,
    least_deadwood,
    meld_display_key,
    meld_kind,
    partitions,
)


def least_arrangement(cards: CardSet) -> tuple[tuple[Meld, ...], CardSet]:
    """One least-deadwood arrangement (R9): melds and loose cards.

    >>> melds, loose = least_arrangement(CardSet.parse("7s 7h 7d 7c 8s 9s 3d 4d 5d Kc"))
    >>> [str(m) for m in melds], str(loose)
    (['[3d 4d 5d]', '[7s 8s 9s]', '[7h 7d 7c]'], 'Kc')
    """
    return arrangement_of(cards.mask, least_deadwood(cards.mask))


def arrangement_of(mask: int, least: int) -> tuple[tuple[Meld, ...], CardSet]:
    """:func:`least_arrangement` of the cards in ``mask``, whose least deadwood ``least`` the
    caller knows already."""
    ((melds, _),), _ = partitions(mask, least, max_found=1)
    return ordered_melds(melds), CardSet(mask ^ sum(melds))  # the melds are disjoint


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
