"""The meld table (R6-R8): exactly the 65 sets and 264 runs, ace low only, no wrap-around."""

from __future__ import annotations

import random
from itertools import combinations

import pytest

from tutor.engine.cards import DECK, Card, CardSet, Rank, Suit
from tutor.engine.errors import NotationError
from tutor.engine.melds import (
    MELD_MASKS,
    RUN_MASKS,
    SET_MASKS,
    Meld,
    MeldKind,
    joins_meld,
    meld_kind,
    meldable,
)


def mask_of(cards: list[Card]) -> int:
    return CardSet(cards).mask


def expected_sets() -> set[int]:
    """R6 from scratch: three or four suits of one rank."""
    return {
        mask_of([Card(s, rank) for s in suits])
        for rank in Rank
        for size in (3, 4)
        for suits in combinations(Suit, size)
    }


def expected_runs() -> set[int]:
    """R7 from scratch: ranks low..high in one suit, at least three, ace below the two."""
    return {
        mask_of([Card(suit, Rank(r)) for r in range(low, high + 1)])
        for suit in Suit
        for low in range(1, 14)
        for high in range(low + 2, 14)
    }


def test_exactly_65_sets_and_264_runs() -> None:
    assert len(SET_MASKS) == len(set(SET_MASKS)) == 65
    assert len(RUN_MASKS) == len(set(RUN_MASKS)) == 264
    assert set(SET_MASKS) == expected_sets()
    assert set(RUN_MASKS) == expected_runs()
    assert MELD_MASKS == SET_MASKS + RUN_MASKS
    assert not set(SET_MASKS) & set(RUN_MASKS)


def test_every_table_entry_is_a_meld_of_its_kind() -> None:
    for mask in SET_MASKS:
        cards = list(CardSet(mask))
        assert len(cards) in (3, 4) and len({c.rank for c in cards}) == 1
        assert meld_kind(mask) is MeldKind.SET
        assert Meld.of(CardSet(mask)).rule == "R6"
    for mask in RUN_MASKS:
        cards = CardSet(mask).sorted_by_rank()
        assert len(cards) >= 3 and len({c.suit for c in cards}) == 1
        ranks = [int(c.rank) for c in cards]
        assert ranks == list(range(ranks[0], ranks[0] + len(ranks)))
        assert meld_kind(mask) is MeldKind.RUN
        assert Meld.of(CardSet(mask)).rule == "R7"


@pytest.mark.parametrize(
    "text",
    [
        "Qs Ks As",  # ace is low only (R7)
        "Kh Ah 2h",  # no wrap-around
        "Jd Qd Kd Ad",
        "Qc Kc Ac 2c 3c",
        "Ks As 2s 3s",
    ],
)
def test_no_ace_high_and_no_wrap_around(text: str) -> None:
    cards = CardSet.parse(text)
    assert meld_kind(cards.mask) is None
    with pytest.raises(NotationError, match="is not a meld"):
        Meld.of(cards)


def test_only_the_full_suit_holds_both_ace_and_king() -> None:
    for mask in RUN_MASKS:
        ranks = {c.rank for c in CardSet(mask)}
        if Rank.ACE in ranks and Rank.KING in ranks:
            assert len(ranks) == 13


def test_ace_low_runs_exist() -> None:
    for suit in Suit:
        assert meld_kind(mask_of([Card(suit, Rank(r)) for r in (1, 2, 3)])) is MeldKind.RUN
        assert meld_kind(mask_of([Card(suit, Rank(r)) for r in (11, 12, 13)])) is MeldKind.RUN


@pytest.mark.parametrize(
    "text",
    [
        "",
        "As",
        "As 2s",
        "7s 7h",
        "7s 8h 9s",  # a run must be one suit
        "As 2s 4s",  # with a gap
        "7s 7h 8h",  # neither a set nor a run
        "7s 7h 7d 8d",  # a set plus one
    ],
)
def test_other_card_groups_are_no_meld(text: str) -> None:
    assert meld_kind(CardSet.parse(text).mask) is None


def test_every_meld_of_the_whole_deck_is_in_the_table() -> None:
    """Every 3- and 4-card group of the deck is a meld exactly when the table says so."""
    table = set(MELD_MASKS)
    deck = [(c.bit, int(c.rank), c.suit) for c in DECK]
    count = 0
    for size in (3, 4):
        for group in combinations(deck, size):
            mask = sum(bit for bit, _, _ in group)
            ranks = sorted(rank for _, rank, _ in group)
            is_set = ranks[0] == ranks[-1]
            is_run = len({suit for _, _, suit in group}) == 1 and ranks[-1] - ranks[0] == size - 1
            assert (mask in table) is (is_set or is_run), CardSet(mask)
            count += is_set or is_run
    assert count == 65 + 4 * (11 + 10)  # sets, and runs of three and four


def test_joins_meld_is_a_three_card_meld_with_two_cards_of_the_hand() -> None:
    """R6, R7 from scratch: the card and two cards of the hand form a meld; every card of a
    small hand and of random hands is asked."""
    rng = random.Random(11)
    hands = [CardSet.parse("7s 8s Kd Kc As 2s Qh Kh")]
    hands += [CardSet(rng.sample(DECK, rng.choice((2, 5, 10, 11)))) for _ in range(300)]
    for hand in hands:
        for card in DECK:
            others = [c for c in hand if c != card]
            expected = any(meld_kind(mask_of([card, a, b])) for a, b in combinations(others, 2))
            assert joins_meld(hand.mask, card.index) is expected, (str(hand), str(card))
            assert expected is bool(meldable(hand.mask | card.bit) & card.bit)
