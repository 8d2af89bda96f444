"""Which cards would still make a meld with some cards: why a run is worth more than a set.

A run of three grows at both ends, a set of three waits for its one missing card, and two
cards of a run-to-be (6-7) or a pair wait for two cards each (R6, R7). The cards counted are
those that may still come: not among the cards themselves, not in the player's own hand and
not dead in the discard pile.

>>> [str(c) for c in outs(CardSet.parse("5h 6h 7h"))]
['4h', '8h']
>>> [str(c) for c in outs(CardSet.parse("9s 9h 9d"))]
['9c']
>>> [str(c) for c in outs(CardSet.parse("6c 7c"), seen=CardSet.parse("8c"))]
['5c']
"""

from __future__ import annotations

from tutor.engine.cards import DECK, CardSet
from tutor.engine.melds import joins_meld


def outs(cards: CardSet, seen: CardSet | None = None) -> CardSet:
    """The cards outside ``cards`` and ``seen`` (your other cards, the discard pile) that make
    a meld with two or more of ``cards`` (:func:`~tutor.engine.melds.joins_meld`)."""
    gone = cards | (seen or CardSet())
    return CardSet(c for c in DECK if c not in gone and joins_meld(cards.mask, c.index))


__all__ = ["outs"]
