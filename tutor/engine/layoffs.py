"""Layoffs (R18): which cards fit a meld, every set of cards a defender can lay off (chains
included), and the defender's best reply to a spread.

Hands are masks throughout: a table gives the cards that fit each meld, layoff choices are sets
of masks, and every set of layoffs is counted with the mask-based ``least_deadwood`` (each once
per knock, kept by :class:`Defender`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple

from tutor.engine.arrangement import arrangement_of, least_arrangement, meld_value
from tutor.engine.cards import DECK, SUIT_BITS, Card, CardSet, bit_indices
from tutor.engine.melds import (
    MELD_MASKS,
    RUN_COVER,
    Meld,
    MeldKind,
    least_deadwood,
    meld_kind,
    set_ranks_of_suits,
)


@dataclass(frozen=True, slots=True)
class Layoff:
    """A defender's card laid off onto a knocker's meld, the meld as it stood then (R18)."""

    card: Card
    meld: Meld

    def __str__(self) -> str:
        return f"{self.card} on {self.meld}"


class Reply(NamedTuple):
    """The defender's answer to a spread: its melds, its layoffs and the deadwood left."""

    defender_melds: tuple[Meld, ...]
    layoffs: tuple[Layoff, ...]
    deadwood_cards: CardSet
    deadwood: int


def _fitting_of(meld: int) -> int:
    return sum(
        1 << i for i in range(52) if not meld >> i & 1 and meld_kind(meld | 1 << i) is not None
    )


# For every meld, the cards that can be laid off onto it as it stands (R18).
_FITTING: dict[int, int] = {m: _fitting_of(m) for m in MELD_MASKS}


def fitting(meld: int) -> int:
    """The cards (a mask) that can be laid off onto this meld (a mask) as it stands (R18): the
    fourth card of a set of three, the card at either end of a run; a table look-up.

    >>> str(CardSet(fitting(Meld.parse("5s 6s 7s").cards.mask)))
    '4s 8s'
    >>> kings = Meld.parse("Kh Kd Kc").cards.mask
    >>> str(CardSet(fitting(kings))), fitting(kings | Card.parse("Ks").bit)
    ('Ks', 0)
    """
    return _FITTING[meld]


def fits(card: Card, meld: Meld) -> bool:
    """Whether ``card`` can be laid off onto ``meld`` as it stands (R18).

    >>> run = Meld.parse("5s 6s 7s")
    >>> fits(Card.parse("8s"), run), fits(Card.parse("8h"), run), fits(Card.parse("6s"), run)
    (True, False, False)
    """
    return bool(_FITTING[meld.cards.mask] & card.bit)


def legal_layoffs(card: Card, melds: Sequence[Meld]) -> tuple[Meld, ...]:
    """The melds (as they stand) that ``card`` can be laid off onto (R18).

    >>> [str(m) for m in legal_layoffs(Card.parse("8s"), [Meld.parse("5s 6s 7s"),
    ...                                                   Meld.parse("8h 8d 8c")])]
    ['[5s 6s 7s]', '[8h 8d 8c]']
    """
    return tuple(m for m in melds if fits(card, m))


def layoff_targets(mask: int) -> int:
    """The cards outside ``mask`` that fit some meld of its cards (R18): the fourth card of a
    rank held three times, and the cards beside a run. A defender holding none of them can
    lay nothing off against any spread of these cards.

    >>> str(CardSet(layoff_targets(CardSet.parse("5s 6s 7s 8s 9h 9d 9c Kd").mask)))
    '4s 9s'
    """
    a = mask & SUIT_BITS
    b = mask >> 13 & SUIT_BITS
    c = mask >> 26 & SUIT_BITS
    d = mask >> 39
    sets = set_ranks_of_suits(a, b, c, d)
    cover = RUN_COVER
    ends = _RUN_ENDS
    return (
        (ends[cover[a]] | sets) & ~a
        | ((ends[cover[b]] | sets) & ~b) << 13
        | ((ends[cover[c]] | sets) & ~c) << 26
        | ((ends[cover[d]] | sets) & ~d) << 39
    )


# For every pattern of one suit, the ranks just below and just above its cards.
_RUN_ENDS: tuple[int, ...] = tuple((m << 1 | m >> 1) & SUIT_BITS for m in range(1 << 13))


_NOTHING: tuple[int, ...] = (0,)


def layoff_options(meld: int, hand: int) -> Sequence[int]:
    """Every set of ``hand``'s cards (a mask) that can be laid off onto one meld, none first.

    A set of three takes its fourth card; a run takes cards at either end, each new card
    extending the run as the last one left it (chains). Fewer cards below come first, and for
    each, fewer cards above.

    >>> run = Meld.parse("5s 6s 7s").cards.mask
    >>> [str(CardSet(x)) for x in layoff_options(run, CardSet.parse("3s 4s 8s Kd").mask)]
    ['', '8s', '4s', '4s 8s', '3s 4s', '3s 4s 8s']
    """
    fit = _FITTING[meld] & hand
    if not fit:
        return _NOTHING
    if meld_kind(meld) is MeldKind.SET:
        return (0, fit)
    low = meld & -meld
    shift = (low.bit_length() - 1) // 13 * 13
    own = hand >> shift & SUIT_BITS  # the run's suit only, so that no chain leaves it
    below = [0]
    bit = low >> (shift + 1)
    while bit & own:
        below.append(below[-1] | bit << shift)
        bit >>= 1
    above = [0]
    bit = 1 << (meld.bit_length() - shift)
    while bit & own:
        above.append(above[-1] | bit << shift)
        bit <<= 1
    return [b | a for b in below for a in above]


def layoff_sets(hand: int, melds: Sequence[int]) -> set[int]:
    """Every set of ``hand``'s cards (a mask) that can be laid off onto these melds together
    (R18), chains included; ``0``, laying off nothing, among them.

    >>> melds = [Meld.parse(m).cards.mask for m in ("5s 6s 7s", "8h 8d 8c")]
    >>> sorted(str(CardSet(x)) for x in layoff_sets(CardSet.parse("8s 9s 4h").mask, melds))
    ['', '8s', '8s 9s']
    """
    laid = {0}
    for meld in melds:
        options = layoff_options(meld, hand)
        if len(options) > 1:
            laid = {used | cards for used in laid for cards in options if not cards & used}
    return laid


def _laying_order(meld: int, cards: int) -> list[int]:
    """The order in which ``cards`` go onto ``meld``: upwards above a run, then downwards below
    it, so that each card fits the meld as the one before left it (R18)."""
    if meld_kind(meld) is MeldKind.SET:
        return list(bit_indices(cards))
    above = [i for i in bit_indices(cards) if 1 << i > meld]
    below = [i for i in bit_indices(cards) if 1 << i < meld]
    return above + below[::-1]


def _layoff_splits(hand: int, melds: Sequence[int]) -> dict[int, tuple[int, ...]]:
    """:func:`layoff_sets` with the cards that go onto each meld, for every set of cards.

    The choices are tried meld by meld (each meld's in the order of :func:`layoff_options`), and
    when several lay off the same cards the first is kept. Keeping only the first after each
    meld loses nothing: whatever the later melds take, the first way of taking the same cards
    so far comes first again.
    """
    ways: dict[int, tuple[int, ...]] = {0: ()}
    for meld in melds:
        options = layoff_options(meld, hand)
        grown: dict[int, tuple[int, ...]] = {}
        for used, split in ways.items():
            for cards in options:
                if not cards & used:
                    key = used | cards
                    if key not in grown:
                        grown[key] = (*split, cards)
        ways = grown
    return ways


def _layoff_records(melds: Sequence[int], split: Sequence[int]) -> list[Layoff]:
    records = []
    for meld, cards in zip(melds, split, strict=True):
        current = meld
        for index in _laying_order(meld, cards):
            records.append(Layoff(DECK[index], meld_value(current)))
            current |= 1 << index
    return records


class Defender:
    """The defender's hand, and its least deadwood after each set of layoffs tried so far:
    the spreads of one knock share melds, so the same layoffs come up again and again."""

    __slots__ = ("_left", "hand")

    def __init__(self, hand: int) -> None:
        self.hand = hand
        self._left: dict[int, int] = {}

    def after(self, laid: int) -> int:
        """The least deadwood of the cards left after laying off ``laid`` (R9)."""
        left = self._left.get(laid)
        if left is None:
            left = self._left[laid] = least_deadwood(self.hand & ~laid)
        return left

    def deadwood(self, melds: Sequence[int]) -> int:
        """The least deadwood the defender can reach against these melds (R18)."""
        return min(map(self.after, layoff_sets(self.hand, melds)))

    def layoffs(self, melds: Sequence[int]) -> tuple[int, ...]:
        """The cards laid off onto each meld in the best reply: the least deadwood, then the
        fewest cards, then the first choice found."""
        best: tuple[int, int] | None = None
        best_split: tuple[int, ...] = ()
        for laid, split in _layoff_splits(self.hand, melds).items():
            key = (self.after(laid), laid.bit_count())
            if best is None or key < best:
                best, best_split = key, split
        return best_split


def best_layoffs(defender: CardSet, spread: Sequence[Meld]) -> tuple[Layoff, ...]:
    """The layoffs of the defender's best reply (R18), in laying order, without arranging the
    rest: what a player needs to decide, fast. Fewest layoffs among equally good choices.

    >>> [str(x) for x in best_layoffs(CardSet.parse("8s 9s 4h 4d 4c Jc Qc 2h 3h 5d"),
    ...                               [Meld.parse("5s 6s 7s"), Meld.parse("8h 8d 8c")])]
    ['8s on [5s 6s 7s]', '9s on [5s 6s 7s 8s]']
    """
    melds = [m.cards.mask for m in spread]
    return tuple(_layoff_records(melds, Defender(defender.mask).layoffs(melds)))


def best_reply(defender: CardSet, spread: Sequence[Meld]) -> Reply:
    """The defender's melds and layoffs chosen together for the least deadwood (R18).

    Among equally good replies the one laying off fewest cards is shown.

    >>> r = best_reply(CardSet.parse("4s 5s 8h 8s 2c 3d 6d 9h Tc Ts"),
    ...                [Meld.parse("As 2s 3s"), Meld.parse("7h 7d 7c"), Meld.parse("Jh Qh Kh")])
    >>> [str(x) for x in r.layoffs], r.deadwood
    (['4s on [As 2s 3s]', '5s on [As 2s 3s 4s]'], 56)
    """
    return reply_against(defender, spread, Defender(defender.mask))


def reply_against(defender: CardSet, spread: Sequence[Meld], side: Defender) -> Reply:
    melds = [m.cards.mask for m in spread]
    split = side.layoffs(melds)
    laid = sum(split)
    own, loose = arrangement_of(defender.mask & ~laid, side.after(laid))
    return Reply(own, tuple(_layoff_records(melds, split)), loose, loose.points)


def reply_with(defender: CardSet, spread: Sequence[Meld], layoffs: Sequence[Layoff]) -> Reply:
    """The defender's reply with these layoffs: the rest arranged for least deadwood (R9)."""
    laid = 0
    for layoff in layoffs:
        laid |= layoff.card.bit
    melds, loose = least_arrangement(CardSet(defender.mask & ~laid))
    return Reply(melds, tuple(layoffs), loose, loose.points)


__all__ = [
    "Defender",
    "Layoff",
    "Reply",
    "best_layoffs",
    "best_reply",
    "fits",
    "fitting",
    "layoff_options",
    "layoff_sets",
    "layoff_targets",
    "legal_layoffs",
    "reply_against",
    "reply_with",
]
