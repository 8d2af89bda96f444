"""A brute-force reference for melds, deadwood and the eleven-card discards (R6-R9, R15-R17).

It shares nothing with ``tutor.engine.melds`` but the card type: it lists the melds a hand
holds straight from the rules (R6: three or four cards of one rank; R7: three or more cards in
a row of one suit, ace low, no wrap-around), then tries every collection of pairwise disjoint
melds (R8). Bits here are positions in the hand, not the engine's card indices.

An arrangement is compared as a set of melds after touching runs of one suit are merged into
one run, as ``melds.py`` documents: ``[As 2s 3s] [4s 5s 6s]`` and ``[As 2s 3s 4s 5s 6s]`` are
the same arrangement.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from tutor.engine.cards import Card

# A meld as the reference sees it: its cards (a frozenset, so that order never matters).
MeldCards = frozenset[Card]
ArrangementCards = frozenset[MeldCards]


def value(card: Card) -> int:
    """Deadwood value (R2), written out again: ace 1, pips their number, J Q K 10."""
    rank = int(card.rank)
    return 10 if rank >= 10 else rank


def is_set(cards: Iterable[Card]) -> bool:
    """R6: three or four cards of one rank."""
    group = list(cards)
    return (
        len(group) in (3, 4) and len({c.rank for c in group}) == 1 and len(set(group)) == len(group)
    )


def is_run(cards: Iterable[Card]) -> bool:
    """R7: three or more cards of one suit with consecutive ranks, ace low only."""
    group = list(cards)
    if len(group) < 3 or len({c.suit for c in group}) != 1:
        return False
    ranks = sorted(int(c.rank) for c in group)
    return ranks == list(range(ranks[0], ranks[0] + len(ranks)))


def is_meld(cards: Iterable[Card]) -> bool:
    group = list(cards)
    return is_set(group) or is_run(group)


def hand_melds(cards: list[Card]) -> list[tuple[int, bool]]:
    """Every meld inside ``cards`` as ``(mask of hand positions, is_run)``."""
    melds: list[tuple[int, bool]] = []
    by_rank: dict[int, list[int]] = {}
    by_suit: dict[int, list[int]] = {}
    for pos, card in enumerate(cards):
        by_rank.setdefault(int(card.rank), []).append(pos)
        by_suit.setdefault(int(card.suit), []).append(pos)
    for positions in by_rank.values():
        if len(positions) >= 3:
            full = sum(1 << p for p in positions)
            melds.append((full, False))
            if len(positions) == 4:
                melds.extend((full ^ 1 << p, False) for p in positions)
    for positions in by_suit.values():
        rank_at = {int(cards[p].rank): p for p in positions}
        for low in sorted(rank_at):
            mask = 0
            high = low
            while high in rank_at:
                mask |= 1 << rank_at[high]
                if high - low >= 2:
                    melds.append((mask, True))
                high += 1
    return melds


def packings(melds: list[tuple[int, bool]]) -> list[tuple[int, tuple[int, ...]]]:
    """Every collection of pairwise disjoint melds (R8), the empty one included.

    Each collection appears once, as ``(covered mask, indices into melds)``.
    """
    found: list[tuple[int, tuple[int, ...]]] = []
    masks = [m for m, _ in melds]

    def grow(start: int, covered: int, chosen: tuple[int, ...]) -> None:
        found.append((covered, chosen))
        for j in range(start, len(masks)):
            if not masks[j] & covered:
                grow(j + 1, covered | masks[j], (*chosen, j))

    grow(0, 0, ())
    return found


def canonical(
    cards: list[Card], melds: list[tuple[int, bool]], chosen: Iterable[int]
) -> ArrangementCards:
    """The arrangement as a set of melds, touching runs of one suit merged into one run."""
    result: set[MeldCards] = set()
    run_cards: dict[int, set[int]] = {}
    for j in chosen:
        mask, run = melds[j]
        group = [cards[p] for p in range(len(cards)) if mask >> p & 1]
        if run:
            for card in group:
                run_cards.setdefault(int(card.suit), set()).add(int(card.rank))
        else:
            result.add(frozenset(group))
    by_key = {(int(c.suit), int(c.rank)): c for c in cards}
    for suit, ranks in run_cards.items():
        segment: list[Card] = []
        for rank in sorted(ranks):
            if segment and int(segment[-1].rank) != rank - 1:
                result.add(frozenset(segment))
                segment = []
            segment.append(by_key[suit, rank])
        result.add(frozenset(segment))
    return frozenset(result)


@dataclass(frozen=True)
class Reference:
    """The brute-force answer for one hand."""

    cards: tuple[Card, ...]
    deadwood: int
    arrangements: frozenset[ArrangementCards]
    # For eleven cards (any size really): the least deadwood after discarding each card.
    discard_deadwood: dict[Card, int]

    @property
    def big_gin(self) -> bool:
        """R17: every card melded (meaningful for eleven cards)."""
        return self.deadwood == 0


def solve(hand: Iterable[Card], with_discards: bool = True) -> Reference:
    """Least deadwood, every least-deadwood arrangement and every discard, by brute force."""
    cards = sorted(set(hand))
    points = [value(c) for c in cards]
    total = sum(points)
    melds = hand_melds(cards)
    every = packings(melds)

    def covered_points(mask: int) -> int:
        return sum(points[p] for p in range(len(cards)) if mask >> p & 1)

    covered: dict[int, int] = {}
    for mask, _ in every:
        if mask not in covered:
            covered[mask] = covered_points(mask)
    best_cover = max(covered.values())
    least = total - best_cover
    arrangements = frozenset(
        canonical(cards, melds, chosen) for mask, chosen in every if covered[mask] == best_cover
    )
    after: dict[Card, int] = {}
    if with_discards:
        for p, card in enumerate(cards):
            bit = 1 << p
            best = max(v for mask, v in covered.items() if not mask & bit)
            after[card] = total - points[p] - best
    return Reference(tuple(cards), least, arrangements, after)


def knock_allowed(deadwood: int, knock_limit: int | None, legal: bool) -> bool:
    """R15/R16/R30: a legal discard may end the hand when its deadwood is within the limit;
    with no limit (straight gin) only gin ends it."""
    if not legal:
        return False
    if knock_limit is None:
        return deadwood == 0
    return deadwood <= knock_limit


def canonical_of_engine(melds: Iterable[Any]) -> ArrangementCards:
    """An engine arrangement's melds as the reference compares them (no merging here, so an
    engine that failed to merge touching runs would differ from :func:`canonical`)."""
    return frozenset(frozenset(m.cards) for m in melds)
