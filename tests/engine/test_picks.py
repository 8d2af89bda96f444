"""Which discard would give the opponent a meld of three with a card it took (tutor.engine.picks),
against a brute force over every meld of the deck."""

from __future__ import annotations

import itertools
import random

from tutor.engine.cards import DECK, Card, CardSet, Rank, Suit
from tutor.engine.melds import meld_kind
from tutor.engine.picks import DECK_SET, dangerous, feeds


def every_meld() -> list[CardSet]:
    """Every meld of three cards of the deck (R6, R7), written out without the meld table."""
    melds = []
    for rank in Rank:
        same = [Card(suit, rank) for suit in Suit]
        melds += [CardSet(c) for c in itertools.combinations(same, 3)]
    for suit in Suit:
        for start in range(1, 12):
            melds.append(CardSet(Card(suit, Rank(r)) for r in range(start, start + 3)))
    assert all(meld_kind(m.mask) is not None for m in melds)
    return melds


MELDS = every_meld()


def brute(card: Card, taken: CardSet, possible: CardSet) -> bool:
    """Some meld of three holds ``card`` and a taken card, and otherwise a card the opponent
    may hold."""
    holds = taken | possible
    for meld in MELDS:
        rest = meld - CardSet((card,))
        if card in meld and rest <= holds and rest & taken:
            return True
    return False


def test_feeds_agrees_with_a_brute_force_on_random_tables() -> None:
    rng = random.Random(14)
    for _ in range(60):
        deck = list(DECK)
        rng.shuffle(deck)
        hand, taken, pile = CardSet(deck[:11]), CardSet(deck[11:13]), CardSet(deck[13:25])
        possible = DECK_SET - hand - pile
        for card in hand:
            meld = feeds(card, taken, possible)
            assert (meld is not None) == brute(card, taken, possible), (card, taken, pile)
            if meld is not None:
                assert card in meld.cards and meld.cards & taken
                assert meld.cards - CardSet((card,)) <= taken | possible


def test_a_card_only_a_dead_card_or_your_own_would_meld_is_safe() -> None:
    taken = CardSet.parse("8d")
    hand = CardSet.parse("6d 7d 8c")
    pile = CardSet.parse("9d 8s 8h")  # the nine of diamonds and two eights lie dead
    found = dangerous(hand, taken, DECK_SET - hand - pile)
    assert found == {}  # 6d-7d-8d needs his 6d or 7d: both are yours; no eight left for a set
    found = dangerous(hand, taken, DECK_SET - hand - CardSet.parse("9d"))
    assert set(found) == {Card.parse("8c")}  # the eights are not dead now
