"""The showdown: the issue's named outcomes, layoff rules, errors, and the brute-force reference.

Every disagreement with the reference is reported in the notation, so it can be replayed with
``tutor showdown --knocker ... --defender ...``.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from tests.play import reference_showdown as ref
from tutor.engine.cards import DECK, Card, CardSet
from tutor.engine.errors import IllegalActionError, TutorError
from tutor.engine.melds import Meld, least_deadwood, meld_kind
from tutor.engine.rules import CLASSIC, PRESETS, Rules, preset
from tutor.engine.scoring import (
    Showdown,
    best_reply,
    best_spread,
    least_arrangement,
    legal_layoffs,
    score_knock,
    showdown,
)
from tutor.explain import say

C = Card.parse
S = CardSet.parse


def run(knocker: str, defender: str, rules: Rules = CLASSIC, **kw: object) -> Showdown:
    return showdown(S(knocker), S(defender), rules, **kw)  # type: ignore[arg-type]


# ----------------------------------------------------------------------------- the issue's


def test_defender_lays_off_4s_and_5s_knocker_scores_51() -> None:
    s = run("As 2s 3s 7h 7d 7c Kh Qh Jh 5d", "4s 5s 8h 8s 2c 3d 6d 9h Tc Ts")
    assert [str(x) for x in s.layoffs] == ["4s on [As 2s 3s]", "5s on [As 2s 3s 4s]"]
    assert (s.result, s.winner, s.points) == ("knock", "knocker", 51)
    assert (s.knocker_deadwood, s.defender_deadwood) == (5, 56)


def test_sets_instead_of_runs_turn_an_undercut_into_a_win() -> None:
    knocker, defender = "As 5s 6s 7s 5c 6c 7c 5d 6d 7d", "3s 4s 4c 4d 5h 6h 7h 8s 8c 8d"
    s = run(knocker, defender)
    assert {m.kind.value for m in s.knocker_melds} == {"set"}
    assert best_spread(S(knocker), S(defender), CLASSIC) == s.knocker_melds
    assert (s.result, s.winner, s.points) == ("knock", "knocker", 2)
    better = [n for n in s.notes if n.code == "spread.better"]
    assert better and (better[0]["points"], better[0]["naive_points"]) == (2, -26)
    runs = tuple(Meld.parse(m) for m in ("5s 6s 7s", "5c 6c 7c", "5d 6d 7d"))
    named = run(knocker, defender, spread=runs)
    assert (named.result, named.winner, named.points) == ("undercut", "defender", 26)
    assert named.defender_deadwood == 0
    cost = [n for n in named.notes if n.code == "spread.costs"]
    assert cost and cost[0]["cost"] == 28
    assert "28" in say(cost[0], "en") and "28" in say(cost[0], "nl")


def test_ten_against_ten_undercuts_unless_only_lower_deadwood_does() -> None:
    knocker, defender = "5s 6s 7s Ac Ad Ah 2c 3c 4c Kd", "8c 9c Tc 9h 9d 9s 5h 5d 5c Jh"
    s = run(knocker, defender)
    assert (s.knocker_deadwood, s.defender_deadwood) == (10, 10)
    assert (s.result, s.winner, s.points) == ("undercut", "defender", 25)
    for name in ("guide", "bonus"):
        strict = run(knocker, defender, preset(name))
        assert (strict.result, strict.winner, strict.points) == ("tie", None, 0), name
    # Seed 002 knocks only with less than 10 (R15 variant): 10 deadwood may not knock at all.
    with pytest.raises(IllegalActionError) as refused:
        run(knocker, defender, preset("basic"))
    assert [(r.rule, r.get("limit")) for r in refused.value.verdict.reasons] == [("R15", 9)]


def test_seed_examples_by_numbers() -> None:
    assert (score_knock(6, 19, CLASSIC).points, score_knock(6, 19, CLASSIC).winner) == (
        13,
        "knocker",
    )
    under = score_knock(6, 5, CLASSIC)
    assert (under.result, under.winner, under.points) == ("undercut", "defender", 26)
    assert [r.code for r in under.breakdown] == [
        "score.deadwoods",
        "score.undercut_difference",
        "score.undercut_bonus",
        "score.total_defender",
    ]
    assert score_knock(9, 2, CLASSIC).points == 32
    assert score_knock(9, 2, preset("basic")).points == 17  # undercut bonus 10 (R20 variant)


def test_seed_examples_with_real_hands() -> None:
    # Knock with 6 (6c loose) against 19: Th 5c 4c after the defender's melds, no layoffs.
    s = run("As 2s 3s Kh Kd Kc 7d 8d 9d 6c", "2h 3h 4h Qs Qh Qc Qd Th 5c 4c")
    assert (s.knocker_deadwood, s.defender_deadwood, s.points, s.winner) == (6, 19, 13, "knocker")
    s = run("As 2s 3s Kh Kd Kc 7d 8d 9d 6c", "2h 3h 4h 5h 6h Qs Qh Qc Qd 5c")
    assert (s.knocker_deadwood, s.defender_deadwood) == (6, 5)
    assert (s.result, s.winner, s.points) == ("undercut", "defender", 26)
    s = run("As 2s 3s Kh Kd Kc 7d 8d 9d 9c", "2h 3h 4h 5h 6h Qs Qh Qc Qd 2c")
    assert (s.knocker_deadwood, s.defender_deadwood, s.points) == (9, 2, 32)


def test_an_equal_deadwood_spread_that_denies_layoffs_is_found() -> None:
    # [2h 2d 2c] and [Ad 2d 3d] each leave 10 beside [5d 6d 7d]. The defender lays off 4d and
    # 8d either way, but only the set also takes its 2s: the run scores 23 instead of 21.
    s = run("As 2h 5h Ad 2d 3d 5d 6d 7d 2c", "2s 6s 9s Ts Js 6h Th 4d 8d Tc")
    assert (s.result, s.points, s.knocker_deadwood) == ("knock", 23, 10)
    assert Meld.parse("Ad 2d 3d") in s.knocker_melds


# ----------------------------------------------------------------------------- layoffs


def test_chain_layoffs_extend_a_run_card_by_card() -> None:
    # 8s and 9s are loose; Ts is better kept in the defender's set [Ts Th Td].
    s = run("5s 6s 7s Kh Kd Kc Qh Qd Qc 2d", "8s 9s Th Td Ts 4h 6h 9c Jd 3c")
    assert [str(x) for x in s.layoffs] == ["8s on [5s 6s 7s]", "9s on [5s 6s 7s 8s]"]
    assert s.defender_deadwood == 4 + 6 + 9 + 10 + 3
    # The third link of the chain is legal too (R18: a card may extend an extended run).
    grown = Meld.parse("5s 6s 7s 8s 9s")
    assert legal_layoffs(C("Ts"), [grown]) == (grown,)


def test_defender_breaks_its_own_set_to_lay_off_two_chains() -> None:
    # Keeping [7h 7d 7c] leaves 8h 8d (16); laying off 7h 8h and 7d 8d leaves 7c (7).
    s = run("4h 5h 6h 4d 5d 6d Ks Kh Kc As", "7h 7d 7c 8h 8d 2s 3s 4s Qs Qd")
    assert s.defender_deadwood == 7 + 10 + 10
    assert {str(x.card) for x in s.layoffs} == {"7h", "8h", "7d", "8d"}
    assert S("7c") <= s.defender_deadwood_cards


def test_no_layoffs_after_gin_and_the_knocker_never_lays_off() -> None:
    s = run("As 2s 3s 7h 7d 7c Kh Qh Jh Th", "4s 5s 8h 8s 2c 3d 6d 9h Tc Ts")
    assert s.result == "gin" and s.layoffs == () and s.defender_deadwood == 65
    assert s.points == 65 + 25
    assert "layoff.none_after_gin" in [n.code for n in s.notes]
    # The knocker's loose 5d could extend the defender's [2d 3d 4d]; it stays deadwood.
    k = run("As 2s 3s 7h 7d 7c Kh Qh Jh 5d", "2d 3d 4d 8s 8c 9h Tc Ts 6c Qs")
    assert k.knocker_deadwood == 5 and S("5d") <= k.knocker_deadwood_cards


def test_legal_layoffs_and_best_reply() -> None:
    melds = [Meld.parse("5s 6s 7s"), Meld.parse("8h 8d 8c"), Meld.parse("Kh Kd Kc Ks")]
    assert legal_layoffs(C("8s"), melds) == (melds[0], melds[1])
    assert legal_layoffs(C("4s"), melds) == (melds[0],)
    assert legal_layoffs(C("Qs"), melds) == ()  # four kings take nothing more
    reply = best_reply(S("8s 9s 4h 4d 4c Jc Qc 2h 3h 5d"), melds)
    assert reply.deadwood == least_deadwood(S("4h 4d 4c Jc Qc 2h 3h 5d").mask)
    assert [str(x) for x in reply.layoffs] == ["8s on [5s 6s 7s]", "9s on [5s 6s 7s 8s]"]


def test_oklahoma_spade_upcard_doubles_everything() -> None:
    rules = preset("oklahoma")
    plain = run(
        "As 2s 3s 7h 7d 7c Kh Qh Jh 5d", "4s 5s 8h 8s 2c 3d 6d 9h Tc Ts", rules, upcard=C("9c")
    )
    double = run(
        "As 2s 3s 7h 7d 7c Kh Qh Jh 5d", "4s 5s 8h 8s 2c 3d 6d 9h Tc Ts", rules, upcard=C("Ks")
    )
    assert (plain.points, double.points) == (51, 102)
    assert [r.code for r in double.breakdown][-2:] == [
        "score.oklahoma_double",
        "score.total_knocker",
    ]
    gin = run(
        "As 2s 3s 7h 7d 7c Kh Qh Jh Th", "4s 5s 8h 8s 2c 3d 6d 9h Tc Ts", rules, upcard=C("Qs")
    )
    assert gin.points == (65 + 25) * 2
    with pytest.raises(IllegalActionError) as info:
        run("As 2s 3s 7h 7d 7c Kh Qh Jh 5d", "4s 5s 8h 8s 2c 3d 6d 9h Tc Ts", rules, upcard=C("4c"))
    assert info.value.verdict is not None
    assert info.value.verdict.reasons[0].code == "knock.too_high"
    assert info.value.verdict.reasons[0]["limit"] == 4


def test_big_gin_scores_its_own_bonus() -> None:
    s = run(
        "As 2s 3s 4s 5h 5d 5c 9h 9d 9c 9s",
        "4d Jc 8h 8s 2c 3d 6d Js Tc Ts",
        preset("guide"),
        big_gin=True,
    )
    assert (s.result, s.points) == ("big_gin", 71 + 31)
    with pytest.raises(IllegalActionError):
        run("As 2s 3s 4s 5h 5d 5c 9h 9d 9c 9s", "4d Jc 8h 8s 2c 3d 6d Js Tc Ts", big_gin=True)


@pytest.mark.parametrize(
    ("knocker", "defender", "message"),
    [
        ("As 2s 3s 7h 7d 9c Kh Qh Jh 9d", "4s 5s 8h 8s 2c 3d 6d 9h Tc Ts", "may not knock"),
        ("As 2s 3s 7h 7d 7c Kh Qh Jh 5d", "4s 5s 8h 8s 2c 3d 6d 9h Tc As", "both hands"),
        ("As 2s 3s 7h 7d 7c Kh Qh Jh", "4s 5s 8h 8s 2c 3d 6d 9h Tc Ts", "10 cards, got 9"),
        ("As 2s 3s 7h 7d 7c Kh Qh Jh 5d", "4s 5s 8h 8s 2c 3d 6d 9h Tc", "10 cards, got 9"),
    ],
)
def test_bad_showdowns_say_what_is_wrong(knocker: str, defender: str, message: str) -> None:
    with pytest.raises(TutorError, match=message):
        run(knocker, defender)


def test_an_illegal_named_spread_is_refused_with_reasons() -> None:
    with pytest.raises(IllegalActionError) as info:
        run(
            "As 2s 3s 7h 7d 7c Kh Qh Jh 5d",
            "4s 5s 8h 8s 2c 3d 6d 9h Tc Ts",
            spread=(Meld.parse("As 2s 3s"),),
        )
    assert info.value.verdict is not None
    assert [r.code for r in info.value.verdict.reasons] == ["spread.too_much", "knock.too_high"]


# ----------------------------------------------------------------------------- reference


def _knockable(rng: random.Random, pool: list[Card], limit: int) -> CardSet | None:
    """A 10-card hand from ``pool`` built around random melds, within ``limit`` deadwood."""
    for _ in range(50):
        hand = CardSet(rng.sample(pool, 10))
        if least_deadwood(hand.mask) <= limit:
            return hand
    return None


def positions(seed: int, count: int, dense: bool) -> Iterator[tuple[CardSet, CardSet, Card]]:
    """Knockable knocker hands against random or layoff-rich defenders, with an upcard."""
    rng = random.Random(seed)
    made = 0
    while made < count:
        if dense:
            low = rng.randrange(0, 7)  # a window of 7 ranks in all suits: melds everywhere
            pool = [DECK[s * 13 + r] for s in range(4) for r in range(low, low + 7)]
        else:
            pool = list(DECK)
        knocker = _knockable(rng, pool, 10) if dense else _built(rng)
        if knocker is None:
            continue
        rest = [c for c in (pool if dense else DECK) if c not in knocker]
        if len(rest) < 11:
            continue
        picked = rng.sample(rest, 11)
        yield knocker, CardSet(picked[:10]), picked[10]
        made += 1


def _built(rng: random.Random) -> CardSet:
    from tutor.engine.melds import MELD_MASKS

    while True:
        mask = 0
        for meld in rng.sample(MELD_MASKS, rng.choice((2, 3, 3))):
            if not mask & meld:
                mask |= meld
        free = [i for i in range(52) if not mask >> i & 1]
        while mask.bit_count() < 10:
            mask |= 1 << rng.choice(free)
        if mask.bit_count() == 10 and least_deadwood(mask) <= 10:
            return CardSet(mask)


def check_against_reference(
    knocker: CardSet, defender: CardSet, rules: Rules, upcard: Card
) -> None:
    where = f"--knocker '{knocker}' --defender '{defender}' --rules {rules.name} upcard {upcard}"
    expected = ref.best_outcome(frozenset(knocker), frozenset(defender), rules, upcard)
    if expected is None:
        with pytest.raises(IllegalActionError):
            showdown(knocker, defender, rules, upcard=upcard)
        return
    got = showdown(knocker, defender, rules, upcard=upcard)
    assert (got.result, got.winner, got.points) == (
        expected.result,
        expected.winner,
        expected.points,
    ), where
    # The spread shown is legal and really scores that against the best reply.
    melded = CardSet()
    for meld in got.knocker_melds:
        assert meld_kind(meld.cards.mask) is not None and not meld.cards & melded, where
        melded = melded | meld.cards
    assert melded | got.knocker_deadwood_cards == knocker, where
    assert got.knocker_deadwood == got.knocker_deadwood_cards.points, where
    if got.result != "gin":
        table = tuple(frozenset(m.cards) for m in got.knocker_melds)
        assert got.defender_deadwood == ref.best_reply_deadwood(frozenset(defender), table), where
    # The layoffs replay onto the melds as they stood, and the rest is arranged exactly.
    standing = list(got.knocker_melds)
    laid = CardSet()
    for layoff in got.layoffs:
        assert layoff.meld in standing and layoff.card in defender, where
        grown = Meld.of(layoff.meld.cards.add(layoff.card))
        standing[standing.index(layoff.meld)] = grown
        laid = laid.add(layoff.card)
    rest = defender - laid
    assert got.defender_deadwood == ref.least(frozenset(rest)), where
    used = CardSet()
    for meld in got.defender_melds:
        used = used | meld.cards
    assert used | got.defender_deadwood_cards == rest, where


def crossing_positions(seed: int, count: int) -> Iterator[tuple[CardSet, CardSet, Card]]:
    """Knockers whose card sits in both a set and a run (several spreads with the same
    deadwood), against defenders drawn from the neighbouring cards: the spread choice
    matters here."""
    rng = random.Random(seed)
    made = 0
    while made < count:
        suit, rank = rng.randrange(4), rng.randrange(1, 12)
        others = rng.sample([s for s in range(4) if s != suit], 2)
        cross = {DECK[suit * 13 + rank + d] for d in (-1, 0, 1)} | {
            DECK[s * 13 + rank] for s in others
        }
        rest = [c for c in DECK if c not in cross]
        knocker = CardSet(cross | set(rng.sample(rest, 5)))
        if least_deadwood(knocker.mask) > 10:
            continue
        near = [c for c in DECK if c not in knocker and abs(c.rank - rank) <= 3]
        far = [c for c in DECK if c not in knocker and c not in near]
        close = min(7, len(near))
        picked = rng.sample(near, close) + rng.sample(far, 11 - close)
        yield knocker, CardSet(picked[:10]), picked[10]
        made += 1


PRESETS_COMPARED = ["classic", "guide", "basic", "oklahoma", "straight"]


@pytest.mark.parametrize("name", PRESETS_COMPARED)
def test_random_positions_agree_with_the_reference(name: str) -> None:
    rules = PRESETS[name]
    for knocker, defender, upcard in positions(100 + len(name), 300, dense=False):
        check_against_reference(knocker, defender, rules, upcard)


@pytest.mark.parametrize("name", PRESETS_COMPARED)
def test_layoff_rich_positions_agree_with_the_reference(name: str) -> None:
    rules = PRESETS[name]
    for knocker, defender, upcard in positions(200 + len(name), 300, dense=True):
        check_against_reference(knocker, defender, rules, upcard)


def test_least_arrangement_reaches_the_least_deadwood() -> None:
    rng = random.Random(31)
    for size in (3, 7, 10, 11):
        for _ in range(300):
            cards = CardSet(rng.sample(DECK[:39], size))  # three suits: runs and sets galore
            melds, loose = least_arrangement(cards)
            used = CardSet()
            for meld in melds:
                assert meld_kind(meld.cards.mask) is not None and not meld.cards & used
                used = used | meld.cards
            assert used | loose == cards and not used & loose
            assert loose.points == least_deadwood(cards.mask) == ref.least(frozenset(cards))


@pytest.mark.parametrize("name", ["classic", "guide", "oklahoma"])
def test_crossing_positions_agree_with_the_reference(name: str) -> None:
    rules = PRESETS[name]
    for knocker, defender, upcard in crossing_positions(300 + len(name), 250):
        check_against_reference(knocker, defender, rules, upcard)
        least = least_deadwood(knocker.mask)
        if name != "oklahoma" and least:  # the knocker exactly at its limit (R15)
            tight = rules.with_changes(name=f"{name}-limit-{least}", knock_limit=least)
            check_against_reference(knocker, defender, tight, upcard)
