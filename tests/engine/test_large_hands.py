"""Hands far larger than a game deals still get exact answers, in bounded time and memory."""

from __future__ import annotations

import random

from tests.engine.reference import solve
from tutor.engine.cards import FULL_DECK, CardSet
from tutor.engine.melds import MAX_ARRANGEMENTS, _least_by_rank, arrange, least_deadwood


def test_rank_dynamic_programme_agrees_with_the_table_path() -> None:
    rng = random.Random(11)
    corner = [suit * 13 + rank for suit in range(4) for rank in range(6)]
    for _ in range(1500):
        pool = corner if rng.random() < 0.5 else range(52)
        mask = sum(1 << i for i in rng.sample(list(pool), rng.randint(0, 12)))
        assert _least_by_rank(mask) == least_deadwood(mask), CardSet(mask)


def test_many_sets_use_the_fallback_and_match_the_reference() -> None:
    rng = random.Random(12)
    for _ in range(40):
        ranks = rng.sample(range(13), 4)  # four ranks held three or four times
        cards = [s * 13 + r for r in ranks for s in rng.sample(range(4), rng.choice((3, 4)))]
        mask = sum(1 << i for i in cards)
        assert least_deadwood(mask) == solve(CardSet(mask), with_discards=False).deadwood


def test_the_whole_deck_melds_completely_and_the_listing_stops() -> None:
    assert least_deadwood(FULL_DECK.mask) == 0
    analysis = arrange(FULL_DECK)
    assert analysis.deadwood == 0
    assert len(analysis.arrangements) == MAX_ARRANGEMENTS
    assert not analysis.complete
    assert all(a.deadwood == 0 and a.melded == FULL_DECK for a in analysis.arrangements)
