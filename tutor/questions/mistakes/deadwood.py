"""Mistakes in counting deadwood (R2, R8, R9): "how much deadwood do these cards hold?"

The engine's least-deadwood arrangement names the deadwood cards; each mistake checks whether
the learner's number is what a particular slip over those cards gives.
"""

from __future__ import annotations

from tutor.engine.cards import CardSet, Rank
from tutor.engine.events import Reason, reason
from tutor.engine.melds import Meld, arrange, least_deadwood, meldable, partitions
from tutor.questions.mistakes.base import Mistake, picked


def _counted_melds(answer: object, cards: CardSet) -> tuple[Reason, ...]:
    """Every card added up, melds included (R9)."""
    if answer != cards.points or cards.points == least_deadwood(cards.mask):
        return ()
    return (reason("mistake.deadwood.counted_melds", "R9", points=cards.points),)


def by_rank(answer: object, loose: CardSet) -> tuple[Reason, ...]:
    """Court cards among the ``loose`` cards counted by their rank, J 11, Q 12, K 13, instead
    of 10 each (R2)."""
    courts = CardSet(c for c in loose if c.rank > Rank.TEN)
    if not courts or answer != loose.points + sum(c.rank - 10 for c in courts):
        return ()
    return (reason("mistake.deadwood.by_rank", "R2", cards=courts),)


def ace_high(answer: object, loose: CardSet) -> tuple[Reason, ...]:
    """An ace among the ``loose`` cards counted 11, as in other games, instead of 1 (R2)."""
    aces = CardSet(c for c in loose if c.rank == Rank.ACE)
    if not aces or answer != loose.points + 10 * len(aces):
        return ()
    return (reason("mistake.deadwood.ace_high", "R2", cards=aces),)


def _by_rank(answer: object, cards: CardSet) -> tuple[Reason, ...]:
    return by_rank(answer, arrange(cards).best.deadwood_cards)


def _ace_high(answer: object, cards: CardSet) -> tuple[Reason, ...]:
    return ace_high(answer, arrange(cards).best.deadwood_cards)


def _loose_only(answer: object, cards: CardSet) -> tuple[Reason, ...]:
    """Only the cards that fit no meld at all counted: a card was used in two melds (R8)."""
    free = CardSet(cards.mask & ~meldable(cards.mask))
    analysis = arrange(cards)
    if answer != free.points or free.points == analysis.deadwood:
        return ()
    stuck = analysis.best.deadwood_cards - free  # they could meld, but not all at once
    return (reason("mistake.deadwood.loose_only", "R8", given=free.points, cards=stuck),)


def _other_melds(answer: object, cards: CardSet) -> tuple[Reason, ...]:
    """The deadwood of another choice of melds, not the best one (R8, R9)."""
    if not isinstance(answer, int) or answer <= least_deadwood(cards.mask):
        return ()
    # the one search behind every listing; bounded, since only one such way is needed
    ways, _ = partitions(cards.mask, answer, max_found=500, max_steps=20_000)
    for melds, loose in ways:
        if loose == answer and melds:
            return (
                reason(
                    "mistake.deadwood.other_melds",
                    "R9",
                    given=answer,
                    melds=tuple(Meld.of(CardSet(m)) for m in melds),
                ),
            )
    return ()


# "How much deadwood do these cards hold?" (lessons' ``deadwood``, the ``deadwood`` puzzle)
DEADWOOD: tuple[Mistake, ...] = (
    Mistake("counted_melds", _counted_melds),
    Mistake("by_rank", _by_rank),
    Mistake("ace_high", _ace_high),
    Mistake("loose_only", _loose_only),
    Mistake("other_melds", _other_melds),
)


def _melded_card(answer: object, cards: CardSet) -> tuple[Reason, ...]:
    """A card named as deadwood that sits in a meld of every least-deadwood arrangement (R9)."""
    analysis = arrange(cards)
    loose_somewhere = CardSet()
    for way in analysis.arrangements:
        loose_somewhere = loose_somewhere | way.deadwood_cards
    for card in picked(answer) & cards:
        if card not in loose_somewhere:
            meld = next(m for m in analysis.best.melds if card in m.cards)
            return (reason("mistake.deadwood_cards.melded", "R9", card=card, meld=meld),)
    return ()


def _left_out(answer: object, cards: CardSet) -> tuple[Reason, ...]:
    """A card left out that is deadwood in every least-deadwood arrangement (R9)."""
    always = cards
    for way in arrange(cards).arrangements:
        always = always & way.deadwood_cards
    missed = always - picked(answer)
    if not missed:
        return ()
    return (reason("mistake.deadwood_cards.left_out", "R9", cards=missed),)


def _too_few(answer: object, cards: CardSet) -> tuple[Reason, ...]:
    """Some loose cards of one least-deadwood arrangement named, not all of them (R9)."""
    named = picked(answer) & cards
    for way in arrange(cards).arrangements:
        if named != way.deadwood_cards and named <= way.deadwood_cards:
            return (reason("mistake.deadwood_cards.too_few", "R9", cards=named),)
    return ()


def _mixed(answer: object, cards: CardSet) -> tuple[Reason, ...]:
    """Loose cards of different arrangements mixed: no one choice of melds leaves them (R8)."""
    if picked(answer) in {way.deadwood_cards for way in arrange(cards).arrangements}:
        return ()
    return (reason("mistake.deadwood_cards.mixed", "R8, R9"),)


# "Which of these cards are deadwood?" (lessons' ``deadwood_cards``)
DEADWOOD_CARDS: tuple[Mistake, ...] = (
    Mistake("melded_card", _melded_card),
    Mistake("left_out", _left_out),
    Mistake("too_few", _too_few),
    Mistake("mixed", _mixed),
)
