"""Random whole hands under every preset, with invariants checked after every step.

52 cards are always accounted for, hands hold ten cards between turns (eleven while
discarding), every hand ends, every legal action checks as allowed, every reason has words in
both languages, and every score agrees with the brute-force reference.
"""

from __future__ import annotations

import random

import pytest

from tests.play import reference_showdown as ref
from tests.play.helpers import check_step
from tutor.engine.cards import CardSet
from tutor.engine.events import Reason
from tutor.engine.policies import Policy, random_policy, simple
from tutor.engine.rules import PRESETS, Rules
from tutor.engine.state import HandState
from tutor.explain import say


def check_score(state: HandState, rules: Rules, best_defender: bool) -> None:
    """The engine's score against the reference: the spread laid and the defender's cards."""
    result = state.result
    assert result is not None and state.knocker is not None
    knocker = state.hands[state.knocker]
    laid = CardSet(x.card for x in state.layoffs)
    defender = state.hands[1 - state.knocker] | laid
    double = ref.is_double(rules, state.upcard)
    if result.result == "big_gin":
        assert len(knocker) == 11 and ref.least(frozenset(knocker)) == 0
        assert result.points == (ref.least(frozenset(defender)) + rules.big_gin_bonus) * (
            1 + double
        )
        return
    left = result.knocker_deadwood
    assert ref.least(frozenset(knocker)) <= left
    rest = frozenset(state.hands[1 - state.knocker])
    expected = ref.score(left, ref.least(rest), rules, double)
    assert (result.result, result.winner, result.points) == (
        expected.result,
        expected.winner,
        expected.points,
    )
    if best_defender:  # the engine's spread is the reference's best against the best reply
        best = ref.best_outcome(frozenset(knocker), frozenset(defender), rules, state.upcard)
        assert best is not None and best.knocker_net == result.knocker_net


def play_checked(
    state: HandState, policies: tuple[Policy, Policy], said: dict[str, Reason]
) -> HandState:
    for _ in range(400):
        check_step(state)
        if state.is_over:
            return state
        legal = state.legal_actions()
        assert legal and all(state.can(a) for a in legal)
        action = policies[state.to_move](state.view(state.to_move))
        verdict = state.check(action)
        assert verdict.ok
        for r in verdict.reasons:
            said.setdefault(r.code, r)
        state, events = state.apply(action)
        for event in events:
            for r in event.reasons:
                said.setdefault(r.code, r)
            for r in event.seen_by(1 - (event.seat or 0)).reasons:
                said.setdefault(r.code, r)
    raise AssertionError("the hand did not end")


@pytest.mark.parametrize("name", list(PRESETS))
def test_random_whole_hands_keep_the_invariants(name: str) -> None:
    rules = PRESETS[name]
    rng = random.Random(f"whole/{name}")
    said: dict[str, Reason] = {}
    outcomes: dict[str, int] = {}
    for number in range(240):
        mix = number % 4
        wild = random_policy(random.Random(number))
        policies: tuple[Policy, Policy] = (
            (simple, simple) if mix < 2 else (simple, wild) if mix == 2 else (wild, simple)
        )
        state = HandState.deal(rules, rng=rng, dealer=number % 2)
        state = play_checked(state, policies, said)
        kind = "draw" if state.result is None else state.result.result
        outcomes[kind] = outcomes.get(kind, 0) + 1
        if state.result is not None:
            defender = 1 - (state.knocker or 0)
            check_score(
                state, rules, best_defender=policies[defender] is simple and number % 3 == 0
            )
    for r in said.values():
        for lang in ("en", "nl"):
            assert say(r, lang)
    assert sum(outcomes.values()) == 240 and len(outcomes) >= 2, outcomes


def test_every_reason_code_of_the_play_catalogue_is_worded_in_both_languages() -> None:
    from tutor.explain.messages.play import MESSAGES

    for code, texts in MESSAGES.items():
        assert set(texts) == {"en", "nl"} and all(t.strip() for t in texts.values()), code


def _codes_emitted() -> set[str]:
    import pathlib
    import re

    found: set[str] = set()
    for name in ("state", "scoring", "match", "group"):
        source = pathlib.Path(f"tutor/engine/{name}.py")
        if not source.exists():
            source = pathlib.Path(__file__).parents[2] / "tutor" / "engine" / f"{name}.py"
        found |= set(re.findall(r'reason\(\s*"([a-z_.]+)"', source.read_text()))
    return found


def test_every_code_the_engine_writes_has_text() -> None:
    from tutor.explain import CATALOGUE

    missing = sorted(c for c in _codes_emitted() if c not in CATALOGUE)
    assert not missing
    for winner in ("knocker", "defender"):
        assert f"score.total_{winner}" in CATALOGUE
    for kind in ("set", "run"):
        assert f"meld.{kind}" in CATALOGUE
