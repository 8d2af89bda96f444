"""Why a group of cards is not a meld (R6, R7): the one answer the meld builder, the lessons'
"is this a meld?" and the puzzles' diagnoses give."""

from __future__ import annotations

from tutor.engine.cards import Card, CardSet, Rank
from tutor.engine.events import Reason, reason
from tutor.engine.melds import meld_kind


def not_a_meld(cards: CardSet) -> Reason | None:
    """``None`` when ``cards`` form a set (R6) or a run (R7), else the reason they do not.

    >>> not_a_meld(CardSet.parse("6h 7h 8h")) is None
    True
    >>> r = not_a_meld(CardSet.parse("6h 7h 9h"))
    >>> r.code, r.rule, str(r["missing"])
    ('meld.not.gap', 'R7', '8h')
    >>> [not_a_meld(CardSet.parse(c)).code for c in ("3s 6h", "Qs Ks As", "6h 7s 8h", "7s 7h 8d")]
    ['meld.not.too_few', 'meld.not.ace_low', 'meld.not.suits', 'meld.not.mixed']
    """
    if meld_kind(cards.mask) is not None:
        return None
    if len(cards) < 3:
        return reason("meld.not.too_few", "R6, R7", cards=cards, count=len(cards))
    suits = {c.suit for c in cards}
    ranks = sorted(c.rank for c in cards)
    if len(suits) == 1:
        suit = next(iter(suits))
        if Rank.ACE in ranks and Rank.KING in ranks:
            return reason("meld.not.ace_low", "R7", cards=cards)
        held = set(ranks)
        missing = CardSet(
            Card(suit, Rank(r)) for r in range(ranks[0], ranks[-1] + 1) if r not in held
        )
        return reason("meld.not.gap", "R7", cards=cards, missing=missing)
    if len(set(ranks)) == len(ranks) and ranks[-1] - ranks[0] == len(ranks) - 1:
        return reason("meld.not.suits", "R7", cards=cards)
    return reason("meld.not.mixed", "R6, R7", cards=cards)


__all__ = ["not_a_meld"]
