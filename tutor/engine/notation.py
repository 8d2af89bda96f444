"""The card notation: ``As 7h Td``, melds ``[7s 8s 9s]``. Input is forgiving, output canonical.

Input accepts ``10`` for ten, any case, and the symbols ♠♥♦♣ (also ♤♡♢♧) for suits. With a
suit symbol, before or after the rank, the Dutch rank letters are read too: B (boer, jack),
V (vrouw, queen) and H (heer, king), as a Dutch player writes ``♠A ♥10 ♦V``.

>>> str(parse_cards("10♥ as KD"))
'As Th Kd'
>>> str(parse_cards("♠A ♥10 ♦V H♣"))
'As Th Qd Kc'
>>> parse_card("11h")
Traceback (most recent call last):
...
tutor.engine.errors.NotationError: '11h' is not a card (ranks A 2-9 T J Q K, suits s h d c)
"""

from __future__ import annotations

import re

from tutor.engine.cards import DECK, Card, CardSet, Rank, Suit
from tutor.engine.errors import NotationError

CARD_SHAPE = "ranks A 2-9 T J Q K, suits s h d c"

_RANKS = {r.letter: r for r in Rank} | {"10": Rank.TEN}
# Dutch court letters: boer, vrouw, heer. Read only beside a suit symbol, where no letter
# can be mistaken for a suit ("H" is a king, "h" after a rank is hearts).
DUTCH_RANKS = {"B": Rank.JACK, "V": Rank.QUEEN, "H": Rank.KING}
_SYMBOL_RANKS = _RANKS | DUTCH_RANKS
_SUITS = (
    {s.letter: s for s in Suit}
    | {s.symbol: s for s in Suit}
    | {
        "♤": Suit.SPADES,
        "♡": Suit.HEARTS,
        "♢": Suit.DIAMONDS,
        "♧": Suit.CLUBS,
    }
)
_SYMBOLS = frozenset(k for k in _SUITS if len(k) == 1 and not k.isascii())
_SEPARATORS = re.compile(r"[\s,;]+")


def parse_card(token: str) -> Card:
    """Read one card such as ``As``, ``10h``, ``td``, ``Q♠`` or the Dutch ``♠V``."""
    # Emoji keyboards send a suit as the symbol plus U+FE0F (emoji style): same card.
    text = token.strip().replace("\ufe0f", "")
    if text[:1] in _SYMBOLS:  # the Dutch order: suit symbol first
        rank_text, suit_text, ranks = text[1:], text[0], _SYMBOL_RANKS
    else:
        rank_text, suit_text = text[:-1], text[-1:]
        ranks = _SYMBOL_RANKS if suit_text in _SYMBOLS else _RANKS
    rank, suit = ranks.get(rank_text.upper()), _SUITS.get(suit_text.lower())
    if rank is None or suit is None:
        raise NotationError(f"{token!r} is not a card ({CARD_SHAPE})")
    return DECK[suit * 13 + rank - 1]


def split_tokens(text: str) -> list[str]:
    """The card tokens of a text, split on spaces, commas or semicolons."""
    return [t for t in _SEPARATORS.split(text.strip()) if t]


def parse_card_list(text: str | list[str]) -> list[Card]:
    """Read cards in the order given; a card named twice is an error."""
    tokens = split_tokens(text) if isinstance(text, str) else list(text)
    cards: list[Card] = []
    seen: set[Card] = set()
    for token in tokens:
        card = parse_card(token)
        if card in seen:
            raise NotationError(f"{token!r} appears twice: each card exists once (R1)")
        seen.add(card)
        cards.append(card)
    return cards


def parse_cards(text: str | list[str]) -> CardSet:
    """Read a set of cards; ``str`` of the result is the canonical notation."""
    return CardSet(parse_card_list(text))


def format_cards(cards: CardSet | list[Card] | tuple[Card, ...]) -> str:
    return " ".join(str(c) for c in cards)
