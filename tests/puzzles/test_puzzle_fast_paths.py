"""The fast paths of puzzle generation against slow, plain versions of the same thing.

The suit draws must be exactly ``random.sample``'s (a puzzle link names its seed, so the random
stream may not change); the layable sets and the count of ways to lay off must be what trying
every sequence of layoffs finds; the cards that fit the knocker's melds must be what trying
every meld of the table finds.
"""

from __future__ import annotations

import random

import pytest

from tests.engine.reference import is_meld
from tutor.engine.cards import DECK, Card, CardSet
from tutor.engine.layoffs import layoff_targets as _fits_of  # was the score puzzles' own copy
from tutor.engine.melds import MELD_MASKS, Meld
from tutor.engine.scoring import fitting, layoff_sets
from tutor.puzzles.deal import suits
from tutor.puzzles.kinds import _layoffs

from .test_puzzle_showdown_kinds import layable_sets

Table = tuple[frozenset[Card], ...]


def test_suit_draws_are_random_sample_draws() -> None:
    for seed in range(3000):
        fast, plain = random.Random(seed), random.Random(seed)
        for count in (3, 1, 4, 2, 3, 0):
            assert suits(fast, count) == plain.sample(range(4), count), seed
        assert fast.random() == plain.random(), seed  # the streams go on alike


def _dense(rng: random.Random, size: int) -> list[int]:
    """Cards from a few neighbouring ranks, where melds and layoffs crowd together."""
    width = rng.randint(4, 7)
    start = rng.randint(0, 13 - width)
    pool = [s * 13 + r for s in range(4) for r in range(start, start + width)]
    return rng.sample(pool, min(size, len(pool)))


def _positions(count: int) -> list[tuple[int, tuple[int, ...]]]:
    """Defender hands (up to ten cards) against up to three disjoint melds of the table."""
    rng = random.Random(18)
    out: list[tuple[int, tuple[int, ...]]] = []
    while len(out) < count:
        cards = _dense(rng, 20) if rng.random() < 0.7 else rng.sample(range(52), 20)
        table = sum(1 << i for i in cards[:10])
        melds: list[int] = []
        for meld in rng.sample(MELD_MASKS, len(MELD_MASKS)):
            if meld & table == meld and not any(meld & m for m in melds):
                melds.append(meld)
            if len(melds) == 3:
                break
        if melds:
            hand = sum(1 << i for i in cards[10 : 10 + rng.randint(4, 10)])
            out.append((hand & ~table, tuple(melds)))
    return out


def _cards(mask: int) -> frozenset[Card]:
    return frozenset(DECK[i] for i in range(52) if mask >> i & 1)


def _table(melds: tuple[int, ...]) -> Table:
    return tuple(_cards(m) for m in melds)


def _ways(hand: frozenset[Card], table: Table) -> int:
    """Every state (cards laid, melds as they stand) that some sequence of layoffs reaches."""
    seen: set[tuple[frozenset[Card], Table]] = set()

    def go(laid: frozenset[Card], melds: Table) -> None:
        if (laid, melds) in seen:
            return
        seen.add((laid, melds))
        for card in hand - laid:
            for i, meld in enumerate(melds):
                if is_meld(meld | {card}):
                    go(laid | {card}, (*melds[:i], meld | {card}, *melds[i + 1 :]))

    go(frozenset(), table)
    return len(seen)


def test_layoff_sets_are_every_set_a_sequence_of_layoffs_reaches() -> None:
    for hand, melds in _positions(400):
        found = {_cards(laid) for laid in layoff_sets(hand, melds)}
        assert found == layable_sets(_cards(hand), _table(melds)), (
            f"{CardSet(hand)} against {[str(Meld.of(CardSet(m))) for m in melds]}"
        )


def test_too_many_ways_counts_the_states_of_every_sequence(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    checked = 0
    for hand, melds in _positions(300):
        ways = _ways(_cards(hand), _table(melds))
        if ways < 4:
            continue
        checked += 1
        spread = [Meld.of(CardSet(m)) for m in melds]
        monkeypatch.setattr(_layoffs, "MAX_STATES", ways)
        assert _layoffs.layoffs(CardSet(hand), spread) is not None
        monkeypatch.setattr(_layoffs, "MAX_STATES", ways - 1)
        assert _layoffs.layoffs(CardSet(hand), spread) is None
    assert checked > 30


def test_the_cards_that_fit_the_knockers_melds() -> None:
    rng = random.Random(5)
    for _ in range(3000):
        cards = _dense(rng, rng.randint(3, 11)) if rng.random() < 0.7 else rng.sample(range(52), 10)
        knocker = sum(1 << i for i in cards)
        plain = 0
        for meld in MELD_MASKS:
            if meld & knocker == meld:
                plain |= fitting(meld)
        assert _fits_of(knocker) == plain & ~knocker, str(CardSet(knocker))
