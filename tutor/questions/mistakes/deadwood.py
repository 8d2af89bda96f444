"""Mistakes in counting deadwood (R2, R8, R9): "how much deadwood do these cards hold?"

The engine's least-deadwood arrangement names the deadwood cards; each mistake checks whether
the learner's number is what a particular slip over those cards gives.
"""

from __future__ import annotations

from tutor.engine.cards import CardSet, Rank
from tutor.engine.events import Reason, reason
from tutor.engine.melds import arrange, least_deadwood, meldable
from tutor.questions.mistakes.base import Mistake


def _counted_melds(answer: object, cards: CardSet) -> tuple[Reason, ...]:
    """Every card added up, melds included (R9)."""
    if answer != cards.points or cards.points == least_deadwood(cards.mask):
        return ()
    return (reason("mistake.deadwood.counted_melds", "R9", points=cards.points),)


def _by_rank(answer: object, cards: CardSet) -> tuple[Reason, ...]:
    """Court cards counted by their rank, J 11, Q 12, K 13, instead of 10 each (R2)."""
    loose = arrange(cards).best.deadwood_cards
    courts = CardSet(c for c in loose if c.rank > Rank.TEN)
    if not courts or answer != loose.points + sum(c.rank - 10 for c in courts):
        return ()
    return (reason("mistake.deadwood.by_rank", "R2", cards=courts),)


def _ace_high(answer: object, cards: CardSet) -> tuple[Reason, ...]:
    """An ace counted 11, as in other games, instead of 1 (R2)."""
    loose = arrange(cards).best.deadwood_cards
    aces = CardSet(c for c in loose if c.rank == Rank.ACE)
    if not aces or answer != loose.points + 10 * len(aces):
        return ()
    return (reason("mistake.deadwood.ace_high", "R2", cards=aces),)


def _loose_only(answer: object, cards: CardSet) -> tuple[Reason, ...]:
    """Only the cards that fit no meld at all counted: a card was used in two melds (R8)."""
    free = CardSet(cards.mask & ~meldable(cards.mask))
    analysis = arrange(cards)
    if answer != free.points or free.points == analysis.deadwood:
        return ()
    stuck = analysis.best.deadwood_cards - free  # they could meld, but not all at once
    return (reason("mistake.deadwood.loose_only", "R8", given=free.points, cards=stuck),)


# "How much deadwood do these cards hold?" (lessons' ``deadwood``, the ``deadwood`` puzzle)
DEADWOOD: tuple[Mistake, ...] = (
    Mistake("counted_melds", _counted_melds),
    Mistake("by_rank", _by_rank),
    Mistake("ace_high", _ace_high),
    Mistake("loose_only", _loose_only),
)
