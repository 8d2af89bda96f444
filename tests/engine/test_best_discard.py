"""The best legal discard is the least of ``discard_key`` over the legal discards (R13), and
the discard analysis and the simple policy choose the same card."""

from __future__ import annotations

import random

from tutor.engine.cards import DECK, CardSet
from tutor.engine.melds import (
    best_discard,
    best_discard_deadwood,
    discard_deadwoods,
    discard_key,
    discards,
)


def _hands(seed: int, count: int, pool: list[int]) -> list[int]:
    rng = random.Random(seed)
    return [sum(1 << i for i in rng.sample(pool, 11)) for _ in range(count)]


def test_best_discard_is_the_least_key_of_the_legal_discards() -> None:
    rng = random.Random(5)
    corner = [s * 13 + r for s in range(4) for r in range(5)]  # meld-dense: many ties
    for mask in _hands(1, 1500, list(range(52))) + _hands(2, 1500, corner):
        held = [i for i in range(52) if mask >> i & 1]
        for taken in (-1, rng.choice(held)):
            legal = [(i, left) for i, left in discard_deadwoods(mask) if i != taken]
            key = min(discard_key(i, left) for i, left in legal)
            assert best_discard(mask, taken) == (key[0], key[2]), (str(CardSet(mask)), taken)
            assert best_discard_deadwood(mask, taken) == key[0]
            card = None if taken < 0 else DECK[taken]
            assert discards(CardSet(mask), 10, card).best.card == DECK[key[2]]


def test_the_key_prefers_less_deadwood_then_the_higher_card_then_the_lower_index() -> None:
    assert discard_key(51, 4) < discard_key(4, 4) < discard_key(30, 4) < discard_key(51, 5)
    assert discard_key(9, 4) < discard_key(22, 4)  # two tens: the lower index first
