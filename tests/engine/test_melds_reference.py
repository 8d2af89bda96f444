"""The fast engine against the brute-force reference, on many seeded random and dense hands.

Dense hands come from the 5-rank by 4-suit corner A-5 (many overlapping sets and runs), and a
few from the corner J Q K A 2, where a wrap-around run would appear if the engine allowed one
(R7). Every hand that disagrees is reported in the notation so it can be replayed with
``tutor hand``.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.engine.reference import (
    ArrangementCards,
    canonical_of_engine,
    is_meld,
    knock_allowed,
    solve,
)
from tutor.engine.cards import DECK, Card, CardSet
from tutor.engine.melds import (
    HandAnalysis,
    arrange,
    best_discard_deadwood,
    deadwood,
    discard_deadwoods,
    discards,
    least_deadwood,
)

# Card indices of the corners; the engine's index is suit * 13 + rank - 1 (cards.py).
CORNER_A5 = [c.index for c in DECK if c.rank <= 5]
CORNER_WRAP = [c.index for c in DECK if c.rank >= 11 or c.rank <= 2]


def hands(seed: int, count: int, size: int, pool: list[int] | None = None) -> Iterator[CardSet]:
    rng = random.Random(seed)
    indices = pool if pool is not None else list(range(52))
    for _ in range(count):
        yield CardSet(DECK[i] for i in rng.sample(indices, size))


def check_arrange(
    cards: CardSet,
    analysis: HandAnalysis,
    expected_deadwood: int,
    expected: frozenset[ArrangementCards],
) -> None:
    assert analysis.deadwood == expected_deadwood, cards
    assert analysis.cards == cards
    seen: list[ArrangementCards] = []
    for arr in analysis.arrangements:
        melded = 0
        for meld in arr.melds:
            assert is_meld(meld.cards), f"{cards}: {meld} is not a meld"
            assert len(meld.cards) >= 3
            assert not melded & meld.cards.mask, f"{cards}: melds overlap in {arr}"
            melded |= meld.cards.mask
        assert melded | arr.deadwood_cards.mask == cards.mask, f"{cards}: {arr} loses cards"
        assert not melded & arr.deadwood_cards.mask, f"{cards}: {arr} melds a deadwood card"
        assert arr.melded == CardSet(melded)
        assert arr.deadwood == arr.deadwood_cards.points == expected_deadwood, f"{cards}: {arr}"
        seen.append(canonical_of_engine(arr.melds))
    # Each arrangement once (a split long run is not a second one), and all of them.
    assert len(seen) == len(set(seen)), f"{cards}: an arrangement is listed twice"
    assert set(seen) == expected, (
        f"{cards}: engine {sorted(map(sorted_melds, seen))} "
        f"reference {sorted(map(sorted_melds, expected))}"
    )
    assert analysis.best is analysis.arrangements[0]


def sorted_melds(arr: ArrangementCards) -> list[str]:
    return sorted(" ".join(str(c) for c in sorted(m)) for m in arr)


def check_eleven(cards: CardSet, rng: random.Random) -> None:
    ref = solve(cards)
    assert least_deadwood(cards.mask) == ref.deadwood, cards
    check_arrange(cards, arrange(cards), ref.deadwood, ref.arrangements)
    after = {DECK[i]: dw for i, dw in discard_deadwoods(cards.mask)}
    assert after == ref.discard_deadwood, f"{cards}: discards {after} != {ref.discard_deadwood}"
    assert best_discard_deadwood(cards.mask) == min(ref.discard_deadwood.values())
    check_discards(cards, ref.discard_deadwood, ref.big_gin, 10, None)
    # One more rule situation per hand, chosen at random: only gin (Oklahoma ace, R29),
    # straight gin (R30), or a card taken from the discard pile this turn (R13).
    taken = rng.choice(list(cards))
    limit, took = rng.choice([(0, None), (None, None), (rng.randint(0, 10), taken), (None, taken)])
    check_discards(cards, ref.discard_deadwood, ref.big_gin, limit, took)


def check_discards(
    cards: CardSet, after: dict[Card, int], big_gin: bool, limit: int | None, taken: Card | None
) -> None:
    analysis = discards(cards, limit, taken)
    expected = []  # (card, deadwood, legal, knock, gin) as the rules define them
    for card in cards:
        dw = after[card]
        legal = card != taken  # R13
        expected.append((card, dw, legal, knock_allowed(dw, limit, legal), legal and dw == 0))
    actual = [(o.card, o.deadwood, o.legal, o.knock, o.gin) for o in analysis.options]
    where = f"{cards} (limit {limit}, taken {taken})"
    assert actual == expected, where
    for option in analysis.options:
        codes = {r.code for r in option.reasons}
        assert ("discard.just_taken" in codes) is not option.legal, where
        assert ("knock.gin" in codes) is option.gin, where
        assert ("knock.allowed" in codes) is (option.knock and not option.gin), where
    legal_after = [e[1] for e in expected if e[2]]
    assert analysis.deadwood == min(legal_after), where
    best = analysis.best
    assert best.legal and best.deadwood == min(legal_after), where
    assert analysis.big_gin is big_gin, where
    assert analysis.knock_limit == limit
    knockers = [e[0] for e in expected if e[3]]
    assert analysis.knock_discards() == knockers, where
    assert analysis.can_knock is bool(knockers), where
    assert analysis.gin_discards() == [e[0] for e in expected if e[4]], where


def check_any(cards: CardSet) -> None:
    ref = solve(cards, with_discards=bool(cards))
    assert least_deadwood(cards.mask) == ref.deadwood, cards
    assert deadwood(cards) == ref.deadwood, cards
    check_arrange(cards, arrange(cards), ref.deadwood, ref.arrangements)
    after = {DECK[i]: dw for i, dw in discard_deadwoods(cards.mask)}
    assert after == ref.discard_deadwood, cards


# 10,000 hands in each of the four main groups: 40,000 hands, about 30 s in all.
MAIN = [
    pytest.param(110, 10, 10_000, None, id="random10"),
    pytest.param(111, 11, 5_000, None, id="random11a"),
    pytest.param(112, 11, 5_000, None, id="random11b"),
    pytest.param(210, 10, 10_000, CORNER_A5, id="dense10"),
    pytest.param(211, 11, 5_000, CORNER_A5, id="dense11a"),
    pytest.param(212, 11, 5_000, CORNER_A5, id="dense11b"),
    pytest.param(310, 10, 1_000, CORNER_WRAP, id="wrap10"),
    pytest.param(311, 11, 1_000, CORNER_WRAP, id="wrap11"),
]


@pytest.mark.slow
@pytest.mark.parametrize(("seed", "size", "count", "pool"), MAIN)
def test_engine_matches_reference(seed: int, size: int, count: int, pool: list[int] | None) -> None:
    rng = random.Random(seed + 1)
    for cards in hands(seed, count, size, pool):
        if size == 11:
            check_eleven(cards, rng)
        else:
            ref = solve(cards, with_discards=False)
            assert least_deadwood(cards.mask) == ref.deadwood, cards
            assert deadwood(cards) == ref.deadwood, cards
            check_arrange(cards, arrange(cards), ref.deadwood, ref.arrangements)


@pytest.mark.parametrize("size", [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 13, 14])
def test_other_sizes(size: int) -> None:
    for cards in hands(1000 + size, 150, size):
        check_any(cards)
    for cards in hands(2000 + size, 150, size, CORNER_A5):
        check_any(cards)


@settings(max_examples=300, deadline=None)
@given(st.sets(st.integers(0, 51), max_size=13), st.booleans())
def test_any_hand_matches_reference(indices: set[int], dense: bool) -> None:
    """Property form of the comparison: hypothesis shrinks a failure to a small hand."""
    pool = CORNER_A5 if dense else list(range(52))
    cards = CardSet(DECK[pool[i % len(pool)]] for i in indices)
    check_any(cards)
    if len(cards) == 11:
        check_eleven(cards, random.Random(len(indices)))


def test_large_random_hands() -> None:
    for size in (16, 20, 26):
        for cards in hands(3000 + size, 20, size):
            check_any(cards)


def test_enough_hands_are_compared() -> None:
    counts = {"random": 0, "dense": 0}
    for param in MAIN:
        _, _, count, pool = param.values
        if pool is None or pool is CORNER_A5:
            counts["random" if pool is None else "dense"] += int(count)  # type: ignore[call-overload]
    assert counts["random"] >= 20_000 and counts["dense"] >= 20_000


def test_reference_can_tell_a_wrong_answer() -> None:
    """The comparison is not a tautology: a wrong deadwood or arrangement is caught."""
    cards = CardSet.parse("As 2s 3s 7h 7d 7c Kh Qh Jh 5d")
    ref = solve(cards)
    analysis = arrange(cards)
    with pytest.raises(AssertionError):
        check_arrange(cards, analysis, ref.deadwood + 1, ref.arrangements)
    with pytest.raises(AssertionError):
        check_arrange(cards, analysis, ref.deadwood, frozenset())
    assert ref.deadwood == 5 and len(ref.arrangements) == 1


def test_discards_rejects_wrong_input() -> None:
    with pytest.raises(ValueError, match="eleven cards, got 10"):
        discards(CardSet.parse("As 2s 3s 7h 7d 7c Kh Qh Jh 5d"))
    with pytest.raises(ValueError, match="Kd is not among"):
        discards(CardSet.parse("As 2s 3s 7h 7d 7c Kh Qh Jh 5d 6d"), taken=Card.parse("Kd"))
