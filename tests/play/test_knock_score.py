"""The mask-only knock score equals the full showdown's points, on every preset.

Knocks come from three sources: whole hands of self-play (the knocks players make), hands
drawn from a narrow window of ranks in all four suits (meld-dense: sets and runs cross,
layoffs chain, spreads differ), and the dense corner A-5 split between the two players.
Every upcard matters under Oklahoma (limit and doubling, R29), so it is drawn too.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from tutor.engine.cards import DECK, Card, CardSet
from tutor.engine.errors import IllegalActionError, TutorError
from tutor.engine.melds import least_deadwood
from tutor.engine.policies import play_hand, simple
from tutor.engine.rules import PRESETS, Rules
from tutor.engine.scoring import knock_score, showdown
from tutor.engine.state import HandState

Knock = tuple[int, int, Card]  # knocker mask, defender mask, upcard


def _may_knock(knocker: int, rules: Rules, upcard: Card) -> bool:
    limit = rules.knock_limit_for(upcard)
    left = least_deadwood(knocker)
    return left == 0 or (limit is not None and left <= limit)


def _selfplay(rules: Rules, seed: int, count: int) -> Iterator[Knock]:
    rng = random.Random(seed)
    found = 0
    for _ in range(40 * count):
        state = play_hand(HandState.deal(rules, rng=rng), (simple, simple))
        if state.result is None or state.knocker is None or state.result.result == "big_gin":
            continue
        knocker = state.hands[state.knocker].mask
        defender = state.hands[1 - state.knocker].mask
        for layoff in state.layoffs:
            defender |= layoff.card.bit
        yield knocker, defender, state.upcard
        found += 1
        if found == count:
            return


def _dense(rules: Rules, seed: int, count: int) -> Iterator[Knock]:
    rng = random.Random(seed)
    found = 0
    for _ in range(20 * count):
        width = rng.randint(5, 8)
        low = rng.randint(0, 13 - width)
        pool = [s * 13 + r for s in range(4) for r in range(low, low + width)]
        cards = rng.sample(pool, 20)
        knocker = sum(1 << i for i in cards[:10])
        defender = sum(1 << i for i in cards[10:])
        rest = [c for c in DECK if not (knocker | defender) & c.bit]
        upcard = rng.choice(rest)
        if _may_knock(knocker, rules, upcard):
            yield knocker, defender, upcard
            found += 1
            if found == count:
                return


def _corner(rules: Rules, seed: int, count: int) -> Iterator[Knock]:
    rng = random.Random(seed)
    corner = [s * 13 + r for s in range(4) for r in range(5)]
    found = 0
    for _ in range(100 * count):
        rng.shuffle(corner)
        knocker = sum(1 << i for i in corner[:10])
        defender = sum(1 << i for i in corner[10:])
        upcard = rng.choice([c for c in DECK if c.index not in corner])
        if _may_knock(knocker, rules, upcard):
            yield knocker, defender, upcard
            found += 1
            if found == count:
                return


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_knock_score_equals_the_showdown_on_every_preset(name: str) -> None:
    rules = PRESETS[name]
    seed = sorted(PRESETS).index(name)
    knocks = [
        *_selfplay(rules, seed, 60),
        *_dense(rules, 100 + seed, 150),
        *_corner(rules, 200 + seed, 40),
    ]
    # The sources really produced knocks to compare (straight gin: only gin ends a hand, R30).
    assert len(knocks) >= (40 if name == "straight" else 150), (name, len(knocks))
    gins = 0
    for knocker, defender, upcard in knocks:
        full = showdown(CardSet(knocker), CardSet(defender), rules, upcard=upcard)
        fast = knock_score(knocker, defender, rules, upcard)
        where = f"{name}: knocker '{CardSet(knocker)}' defender '{CardSet(defender)}' up {upcard}"
        assert fast == full.knocker_net, where
        gins += full.result == "gin"
    assert gins < len(knocks) or name == "straight"  # knocks, not only gin, were compared


def test_knock_score_sees_sets_that_deny_layoffs_and_undercuts() -> None:
    rules = PRESETS["classic"]
    knocker = CardSet.parse("As 5s 6s 7s 5c 6c 7c 5d 6d 7d").mask
    defender = CardSet.parse("3s 4s 4c 4d 5h 6h 7h 8s 8c 8d").mask
    assert knock_score(knocker, defender, rules) == 2  # sets, not runs: the runs lose 26
    undercut = CardSet.parse("As 2s 3s 7h 7d 7c Kh Qh Jh 9d").mask
    low = CardSet.parse("4h 5h 6h 8c 8d 8s Tc Jc Qc Ad").mask
    assert knock_score(undercut, low, rules) == -(9 - 1 + 25)


def test_oklahoma_spade_upcard_doubles_and_ace_refuses() -> None:
    rules = PRESETS["oklahoma"]
    knocker = CardSet.parse("As 2s 3s 7h 7d 7c Kh Qh Jh 5d").mask
    defender = CardSet.parse("4s 5s 8h 8s 2c 3d 6d 9h Tc Ts").mask
    assert knock_score(knocker, defender, rules, Card.parse("6s")) == 2 * 51
    with pytest.raises(IllegalActionError) as info:
        knock_score(knocker, defender, rules, Card.parse("Ac"))
    assert info.value.verdict.reasons[0].code == "knock.gin_only"


def test_knock_score_rejects_impossible_hands_quoting_them() -> None:
    rules = PRESETS["classic"]
    knocker = CardSet.parse("As 2s 3s 7h 7d 7c Kh Qh Jh 5d").mask
    with pytest.raises(TutorError, match="both hands"):
        knock_score(knocker, knocker, rules)
    with pytest.raises(TutorError, match="needs 10 cards"):
        knock_score(knocker, CardSet.parse("4s 5s").mask, rules)
