"""What the opponent's picks say about a discard: would this card give it a meld?

A card the opponent took from the discard pile (and still holds) is a card it wanted. A
discard is dangerous when it makes a meld with such a card and cards the opponent may hold:
cards it took, or cards the thrower has not seen (not in the thrower's hand, not in the pile).
A card that only makes a meld with cards the thrower holds or that lie dead in the pile gives
the opponent nothing, however close it looks (R6, R7, R12).

>>> taken = CardSet.parse("8d")
>>> possible = DECK_SET - CardSet.parse("7d 8c Qh 9d")  # what the thrower has not seen
>>> str(feeds(Card.parse("8c"), taken, possible))
'[8s 8d 8c]'
>>> feeds(Card.parse("Qh"), taken, possible) is None
True
"""

from __future__ import annotations

from tutor.engine.cards import DECK, Card, CardSet, Rank, Suit
from tutor.engine.melds import Meld

DECK_SET = CardSet(DECK)


def _threes(card: Card) -> list[tuple[Card, Card]]:
    """The pairs of cards that make a three-card meld with ``card``: sets (R6), then runs (R7),
    ace low only."""
    pairs: list[tuple[Card, Card]] = []
    others = [Card(s, card.rank) for s in Suit if s != card.suit]
    for i, a in enumerate(others):
        pairs += [(a, b) for b in others[i + 1 :]]
    ranks = list(Rank)
    at = ranks.index(card.rank)
    for start in (at - 2, at - 1, at):
        if start < 0 or start + 2 >= len(ranks):
            continue
        run = [Card(card.suit, ranks[start + k]) for k in range(3)]
        rest = [c for c in run if c != card]
        pairs.append((rest[0], rest[1]))
    return pairs


def feeds(card: Card, taken: CardSet, possible: CardSet) -> Meld | None:
    """A three-card meld ``card`` would make for the opponent with a card it ``taken`` from the
    pile and one more card among ``taken`` or ``possible`` (the cards it may hold); the one
    with the most taken cards, ``None`` when there is none. (A longer meld through two or more
    hidden cards is far less likely, and a three-card meld is inside every set of four.)"""
    best: tuple[int, Meld] | None = None
    holds = taken | possible
    for a, b in _threes(card):
        if a not in holds or b not in holds:
            continue
        known = (a in taken) + (b in taken)
        if known and (best is None or known > best[0]):
            best = (known, Meld.of(CardSet((card, a, b))))
    return None if best is None else best[1]


def dangerous(hand: CardSet, taken: CardSet, possible: CardSet) -> dict[Card, Meld]:
    """Every card of ``hand`` that would give the opponent a meld (:func:`feeds`), with it.

    >>> hand = CardSet.parse("7d 8c Qh As")
    >>> seen = hand | CardSet.parse("9d")  # the nine of diamonds lies dead in the pile
    >>> {str(c): str(m) for c, m in dangerous(hand, CardSet.parse("8d"), DECK_SET - seen).items()}
    {'7d': '[6d 7d 8d]', '8c': '[8s 8d 8c]'}
    """
    found = {c: feeds(c, taken, possible) for c in hand}
    return {c: m for c, m in found.items() if m is not None}


__all__ = ["DECK_SET", "dangerous", "feeds"]
