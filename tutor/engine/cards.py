"""Cards, ranks, suits and the immutable 52-bit :class:`CardSet`.

A card's index is ``suit * 13 + rank - 1``, so the thirteen cards of one suit are thirteen
consecutive bits: runs (R7) become bit patterns and sets (R6) become an AND across suits.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from enum import IntEnum
from typing import NoReturn

SUIT_BITS = 0x1FFF  # the thirteen bits of one suit
FULL_DECK_MASK = (1 << 52) - 1


class Suit(IntEnum):
    """The four suits in the engine's fixed order (spades, hearts, diamonds, clubs)."""

    SPADES = 0
    HEARTS = 1
    DIAMONDS = 2
    CLUBS = 3

    @property
    def letter(self) -> str:
        return "shdc"[self]

    @property
    def symbol(self) -> str:
        return "♠♥♦♣"[self]


class Rank(IntEnum):
    """Ranks from ace (low only, R7) to king."""

    ACE = 1
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13

    @property
    def letter(self) -> str:
        return "A23456789TJQK"[self - 1]

    @property
    def points(self) -> int:
        """Deadwood value (R2): ace 1, pips their number, J Q K 10."""
        return min(int(self), 10)


@dataclass(frozen=True, slots=True, order=True)
class Card:
    """One playing card. ``str`` gives the notation (``As``, ``Td``)."""

    suit: Suit
    rank: Rank

    @property
    def index(self) -> int:
        return self.suit * 13 + self.rank - 1

    @property
    def bit(self) -> int:
        return 1 << self.index

    @property
    def points(self) -> int:
        """Deadwood value (R2)."""
        return self.rank.points

    @classmethod
    def from_index(cls, index: int) -> Card:
        return DECK[index]

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read one card in the notation.

        >>> Card.parse("10h")
        Card.parse('Th')
        """
        from tutor.engine.notation import parse_card

        return parse_card(text)

    def __str__(self) -> str:
        return self.rank.letter + self.suit.letter

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"


# Points of every 13-bit suit pattern, so a hand's total is four table look-ups.
SUIT_POINTS: tuple[int, ...] = tuple(
    sum(min(i + 1, 10) for i in range(13) if m >> i & 1) for m in range(1 << 13)
)


def mask_points(mask: int) -> int:
    """Deadwood points (R2) of the cards in a mask."""
    return (
        SUIT_POINTS[mask & SUIT_BITS]
        + SUIT_POINTS[mask >> 13 & SUIT_BITS]
        + SUIT_POINTS[mask >> 26 & SUIT_BITS]
        + SUIT_POINTS[mask >> 39]
    )


DECK: tuple[Card, ...] = tuple(Card(Suit(i // 13), Rank(i % 13 + 1)) for i in range(52))
# Deadwood points (R2) of the card at each index, for the searches that work on masks.
INDEX_POINTS: tuple[int, ...] = tuple(min(i % 13 + 1, 10) for i in range(52))


def bit_indices(mask: int) -> Iterator[int]:
    """Indices of the set bits, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


class CardSet:
    """An immutable set of cards backed by a 52-bit integer.

    >>> hand = CardSet.parse("As 2s 3s")
    >>> len(hand), Card.parse("2s") in hand, str(hand | CardSet.parse("Kd"))
    (3, True, 'As 2s 3s Kd')
    """

    __slots__ = ("mask",)
    mask: int

    def __init__(self, cards: Iterable[Card] | int = ()) -> None:
        if isinstance(cards, int):
            if not 0 <= cards <= FULL_DECK_MASK:
                raise ValueError(f"{cards!r} is not a 52-bit card mask")
            mask = cards
        else:
            mask = 0
            for card in cards:
                mask |= card.bit
        object.__setattr__(self, "mask", mask)

    def __setattr__(self, name: str, value: object) -> NoReturn:
        raise AttributeError("CardSet is immutable")

    def __reduce__(self) -> tuple[type[CardSet], tuple[int]]:
        # rebuilt from its mask (pickle would set the slot, which is refused): a review's
        # moves travel between processes
        return (CardSet, (self.mask,))

    @classmethod
    def parse(cls, text: str) -> CardSet:
        from tutor.engine.notation import parse_cards

        return parse_cards(text)

    def __iter__(self) -> Iterator[Card]:
        return (DECK[i] for i in bit_indices(self.mask))

    def __len__(self) -> int:
        return self.mask.bit_count()

    def __bool__(self) -> bool:
        return self.mask != 0

    def __contains__(self, card: object) -> bool:
        return isinstance(card, Card) and bool(self.mask & card.bit)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, CardSet) and other.mask == self.mask

    def __hash__(self) -> int:
        return hash(("CardSet", self.mask))

    def __or__(self, other: CardSet) -> CardSet:
        return CardSet(self.mask | other.mask)

    def __and__(self, other: CardSet) -> CardSet:
        return CardSet(self.mask & other.mask)

    def __sub__(self, other: CardSet) -> CardSet:
        return CardSet(self.mask & ~other.mask)

    def __le__(self, other: CardSet) -> bool:
        return self.mask & ~other.mask == 0

    def add(self, card: Card) -> CardSet:
        return CardSet(self.mask | card.bit)

    def remove(self, card: Card) -> CardSet:
        """The set without ``card``; raises ``KeyError`` when it is absent."""
        if not self.mask & card.bit:
            raise KeyError(str(card))
        return CardSet(self.mask ^ card.bit)

    @property
    def points(self) -> int:
        """Sum of the deadwood values (R2) of the cards."""
        return mask_points(self.mask)

    def sorted_by_rank(self) -> list[Card]:
        """Cards ordered by rank, then suit, as a player sorts loose cards."""
        return sorted(self, key=lambda c: (c.rank, c.suit))

    def __str__(self) -> str:
        return " ".join(str(card) for card in self)

    def __repr__(self) -> str:
        return f"CardSet.parse({str(self)!r})"


FULL_DECK = CardSet(FULL_DECK_MASK)
