"""Every kind, level and rules preset: many seeds checked against the brute-force reference.

The reference (``tests/engine/reference.py``) shares nothing with the engine's meld code; the
features that set a puzzle's level are counted again here from the cards, by brute force.
"""

from __future__ import annotations

import itertools

import pytest

from tests.engine.reference import is_meld, is_run, is_set, knock_allowed, solve, value
from tutor.engine.cards import Card, CardSet
from tutor.engine.rules import PRESETS
from tutor.puzzles import LEVELS, generate, grade, level_of
from tutor.puzzles.api import solution
from tutor.puzzles.kinds import kind_of

SEEDS = range(40)
RULES = ("classic", "oklahoma", "straight")
MELD_KINDS = ("can-knock", "deadwood", "best-melds", "best-discard")


def crossing(cards: CardSet) -> int:
    """Cards that lie in some set and in some run inside the hand, by listing every meld."""
    hand = list(cards)
    in_set: set[Card] = set()
    in_run: set[Card] = set()
    for size in range(3, len(hand) + 1):
        for group in itertools.combinations(hand, size):
            if is_set(group):
                in_set.update(group)
            elif is_run(group):
                in_run.update(group)
    return len(in_set & in_run)


def cases(kinds: tuple[str, ...]) -> list[tuple[str, int, str]]:
    return [(k, level, r) for k in kinds for level in LEVELS for r in RULES]


@pytest.mark.parametrize(("kind", "level", "rules"), cases(MELD_KINDS))
def test_puzzles_match_the_reference(kind: str, level: int, rules: str) -> None:
    for seed in SEEDS:
        puzzle = generate(kind, level, seed, PRESETS[rules])
        where = f"{puzzle.link}: {puzzle.cards}"
        assert puzzle.level == level == level_of(puzzle.features.points), where
        assert puzzle.features.overlap == crossing(puzzle.cards), where
        check = {
            "can-knock": check_can_knock,
            "deadwood": check_deadwood,
            "best-melds": check_best_melds,
            "best-discard": check_best_discard,
        }[kind]
        check(puzzle, where)
        # The engine's own answer grades as correct, and its explanation words in both languages.
        spec = kind_of(kind)
        assert spec.grade(puzzle, spec.solve(puzzle)).correct, where
        assert solution(puzzle), where


def check_can_knock(puzzle, where: str) -> None:  # type: ignore[no-untyped-def]
    rules = puzzle.rules
    assert len(puzzle.cards) == 11, where
    assert puzzle.knock_limit == rules.knock_limit_for(puzzle.upcard), where
    if rules.oklahoma:
        assert puzzle.upcard is not None and puzzle.upcard not in puzzle.cards, where
    ref = solve(puzzle.cards)
    knock = [
        c
        for c, dw in ref.discard_deadwood.items()
        if knock_allowed(dw, puzzle.knock_limit, c != puzzle.taken)
    ]
    gin = [c for c, dw in ref.discard_deadwood.items() if dw == 0 and c != puzzle.taken]
    answer = puzzle.answer.to_json()
    assert answer == {
        "can_knock": bool(knock),
        "knock_discards": [str(c) for c in sorted(knock, key=lambda c: c.index)],
        "gin_discards": [str(c) for c in sorted(gin, key=lambda c: c.index)],
    }, where
    assert ref.deadwood > 0, f"{where}: big gin is a different question"
    # Grading: the full set is right; one card fewer or one card more is wrong.
    assert grade(puzzle, answer["knock_discards"]).correct, where
    if knock:
        assert not grade(puzzle, [str(c) for c in knock[1:]]).correct, where
        assert not grade(puzzle, "none").correct, where
    else:
        assert grade(puzzle, "none").correct, where
        assert not grade(puzzle, [str(next(iter(puzzle.cards)))]).correct, where
    if puzzle.taken is not None:
        assert puzzle.taken in puzzle.cards and puzzle.taken not in knock, where
        taken_knocks = knock_allowed(ref.discard_deadwood[puzzle.taken], puzzle.knock_limit, True)
        assert puzzle.features.trap == taken_knocks, where


def check_deadwood(puzzle, where: str) -> None:  # type: ignore[no-untyped-def]
    ref = solve(puzzle.cards, with_discards=False)
    assert len(puzzle.cards) == 10, where
    assert puzzle.answer.to_json() == {"deadwood": ref.deadwood}, where
    assert puzzle.features.alternatives == len(ref.arrangements), where
    assert grade(puzzle, ref.deadwood).correct and grade(puzzle, str(ref.deadwood)).correct
    assert not grade(puzzle, ref.deadwood + 1).correct, where


def check_best_melds(puzzle, where: str) -> None:  # type: ignore[no-untyped-def]
    ref = solve(puzzle.cards, with_discards=False)
    answer = puzzle.answer.to_json()
    assert puzzle.features.overlap >= 1, where
    assert answer["deadwood"] == ref.deadwood, where
    assert answer["several"] == (len(ref.arrangements) > 1), where
    assert len(answer["arrangements"]) == len(ref.arrangements), where
    # Every least-deadwood arrangement the reference finds is accepted, and the grade says
    # whether there were several.
    for arrangement in ref.arrangements:
        melds = [[str(c) for c in sorted(m, key=lambda c: c.index)] for m in arrangement]
        graded = grade(puzzle, melds)
        assert graded.correct and graded.several == (len(ref.arrangements) > 1), where
    # Dropping a meld from a best arrangement leaves more deadwood: wrong.
    first = next(iter(ref.arrangements))
    if first:
        fewer = [[str(c) for c in m] for m in list(first)[1:]]
        assert not grade(puzzle, fewer).correct, where


def check_best_discard(puzzle, where: str) -> None:  # type: ignore[no-untyped-def]
    ref = solve(puzzle.cards)
    legal = {c: dw for c, dw in ref.discard_deadwood.items() if c != puzzle.taken}
    least = min(legal.values())
    best = sorted((c for c, dw in legal.items() if dw == least), key=lambda c: c.index)
    assert puzzle.answer.to_json() == {
        "discards": [str(c) for c in best],
        "deadwood": least,
        "several": len(best) > 1,
    }, where
    for card in puzzle.cards:
        graded = grade(puzzle, str(card))
        assert graded.correct == (card in best), f"{where}: {card}"
        if graded.correct:
            assert graded.several == (len(best) > 1), where
    assert sum(value(c) for c in puzzle.cards) >= least


def test_is_meld_is_used_by_the_reference() -> None:
    # A guard that the reference's meld test is the rule's: no wrap-around run (R7).
    assert not is_meld(CardSet.parse("Qs Ks As"))


def test_can_knock_includes_the_cases_that_teach_most() -> None:
    """No with deadwood just above the limit, no because only the taken card would knock
    (R13), and gin (R16) all occur among the seeds of each preset that knocks."""
    for rules in ("classic", "oklahoma"):
        just_above = taken_only = gin = False
        for level in LEVELS:
            for seed in range(60):
                puzzle = generate("can-knock", level, seed, PRESETS[rules])
                answer = puzzle.answer.to_json()
                ref = solve(puzzle.cards)
                if puzzle.knock_limit and not answer["can_knock"]:
                    best = min(dw for c, dw in ref.discard_deadwood.items() if c != puzzle.taken)
                    just_above |= 0 < best - puzzle.knock_limit <= 2
                    taken_only |= (
                        puzzle.taken is not None
                        and ref.discard_deadwood[puzzle.taken] <= puzzle.knock_limit
                    )
                gin |= bool(answer["gin_discards"])
        assert just_above and taken_only and gin, rules
