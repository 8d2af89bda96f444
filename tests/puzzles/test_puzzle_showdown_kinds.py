"""``layoff`` and ``score`` against the brute-force showdown reference of ``tests/play``.

The reference tries every order of laying off any card onto any meld as it stands, every spread
of the knocker, and writes the scores out again from the rule text. Here every set of layoffs
the reference can reach is also listed, so that the puzzle's "several correct answers" is
checked too.
"""

from __future__ import annotations

import pytest

from tests.engine.reference import is_meld, solve
from tests.play.reference_showdown import best_outcome, evaluate, is_double, least, limit_for
from tutor.engine.cards import Card, CardSet
from tutor.engine.rules import PRESETS
from tutor.puzzles import LEVELS, PuzzleError, generate, grade, level_of
from tutor.puzzles.kinds import kind_of

from .test_puzzle_kinds import crossing

SEEDS = range(30)
Table = tuple[frozenset[Card], ...]


def layable_sets(defender: frozenset[Card], table: Table) -> set[frozenset[Card]]:
    """Every set of cards some sequence of layoffs places (R18), by trying every sequence."""
    found: set[frozenset[Card]] = set()
    seen: set[tuple[frozenset[Card], Table]] = set()

    def go(laid: frozenset[Card], melds: Table) -> None:
        if (laid, melds) in seen:
            return
        seen.add((laid, melds))
        found.add(laid)
        for card in defender - laid:
            for i, meld in enumerate(melds):
                if is_meld(meld | {card}):
                    go(laid | {card}, (*melds[:i], meld | {card}, *melds[i + 1 :]))

    go(frozenset(), table)
    return found


@pytest.mark.parametrize("rules", ["classic", "oklahoma", "basic"])
@pytest.mark.parametrize("level", LEVELS)
def test_layoff_puzzles_match_the_reference(level: int, rules: str) -> None:
    for seed in SEEDS:
        puzzle = generate("layoff", level, seed, PRESETS[rules])
        where = f"{puzzle.link}: {puzzle.cards} against {' '.join(map(str, puzzle.spread))}"
        assert puzzle.level == level == level_of(puzzle.features.points), where
        defender = frozenset(puzzle.cards)
        table = tuple(frozenset(m.cards) for m in puzzle.spread)
        knocker_left = sum(c.points for c in puzzle.knocker_deadwood or ())
        limit = limit_for(puzzle.rules, puzzle.upcard)
        assert limit is not None and 0 < knocker_left <= limit, where  # a legal knock (R15)
        sets = layable_sets(defender, table)
        left = {laid: least(defender - laid) for laid in sets}
        best = min(left.values())
        optimal = {laid for laid, dw in left.items() if dw == best}
        answer = puzzle.answer.to_json()
        assert answer["deadwood"] == best, where
        assert {frozenset(Card.parse(c) for c in choice) for choice in answer["choices"]} == (
            optimal
        ), where
        assert answer["several"] == (len(optimal) > 1), where
        fewest = min(optimal, key=lambda s: (len(s), sorted(c.index for c in s)))
        direct = {c for c in defender for m in table if is_meld(m | {c})}
        assert puzzle.features.layoffs == len(fewest), where
        assert puzzle.features.chained == len(fewest - direct), where
        assert puzzle.features.alternatives == len(optimal), where
        assert puzzle.features.overlap == crossing(puzzle.cards), where
        # Grading: every optimal set with the right number is right and says "several";
        # a wrong number, a worse set, or a card that fits nowhere is wrong.
        for laid in optimal:
            graded = grade(puzzle, {"layoffs": [str(c) for c in laid], "deadwood": best})
            assert graded.correct and graded.several == (len(optimal) > 1), where
        cards = " ".join(str(c) for c in fewest)
        assert grade(puzzle, f"{cards} {best}".strip()).correct, where
        assert not grade(puzzle, f"{cards} {best + 1}".strip()).correct, where
        worse = [laid for laid, dw in left.items() if dw > best]
        if worse:
            graded = grade(puzzle, {"layoffs": [str(c) for c in worse[0]], "deadwood": best})
            assert not graded.correct, where
        stuck = next(
            (c for c in defender if c not in direct and not any(c in s for s in sets)), None
        )
        if stuck is not None:
            graded = grade(puzzle, {"layoffs": [str(stuck)], "deadwood": best})
            assert not graded.correct
            assert any(r.code == "puzzle.layoff.no_fit" for r in graded.feedback), where


def test_no_layoff_puzzles_in_straight_gin() -> None:
    with pytest.raises(PuzzleError, match="straight"):
        generate("layoff", 1, 1, PRESETS["straight"])


@pytest.mark.parametrize("rules", ["classic", "oklahoma", "straight", "guide", "basic"])
@pytest.mark.parametrize("level", LEVELS)
def test_score_puzzles_match_the_reference(level: int, rules: str) -> None:
    for seed in SEEDS:
        puzzle = generate("score", level, seed, PRESETS[rules])
        assert puzzle.knocker is not None
        where = f"{puzzle.link}: knocker {puzzle.knocker}, defender {puzzle.cards}"
        assert puzzle.level == level == level_of(puzzle.features.points), where
        assert not puzzle.knocker & puzzle.cards, where
        assert len(puzzle.cards) == 10 and len(puzzle.knocker) == (11 if puzzle.big_gin else 10)
        answer = puzzle.answer.to_json()
        knocker, defender = frozenset(puzzle.knocker), frozenset(puzzle.cards)
        rules_ = puzzle.rules
        if puzzle.big_gin:
            assert rules_.big_gin and solve(knocker, with_discards=False).deadwood == 0, where
            factor = 2 if is_double(rules_, puzzle.upcard) else 1
            points = (least(defender) + rules_.big_gin_bonus) * factor
            expected = ("big_gin", "knocker", points)
        else:
            # The puzzle shows the spread the knocker laid out and asks for the score of that
            # hand; the reference scores that spread against the defender's best reply.
            table = tuple(frozenset(m.cards) for m in puzzle.spread)
            assert all(is_meld(m) for m in table) and not set().union(*table) - knocker, where
            left = sum(c.points for c in knocker - set().union(*table))
            limit = limit_for(rules_, puzzle.upcard)
            assert left == 0 or (limit is not None and left <= limit), where  # legal (R15)
            outcome, _ = evaluate(knocker, defender, table, left, rules_, puzzle.upcard)
            expected = (outcome.result, outcome.winner, outcome.points)
            assert best_outcome(knocker, defender, rules_, puzzle.upcard) is not None, where
        assert (answer["result"], answer["winner"], answer["points"]) == expected, where
        assert puzzle.features.overlap == crossing(puzzle.cards), where
        assert puzzle.features.undercut == (answer["result"] == "undercut"), where
        assert puzzle.features.layoffs == len(answer["layoffs"]), where
        if rules_.straight_gin:
            assert answer["result"] == "gin", where
        # Grading: the winner and points are right; anything else is wrong.
        winner = answer["winner"] or "nobody"
        assert grade(puzzle, f"{winner} {answer['points']}").correct, where
        assert grade(puzzle, {"winner": answer["winner"], "points": answer["points"]}).correct
        assert not grade(puzzle, f"{winner} {answer['points'] + 1}").correct, where
        other = "defender" if winner == "knocker" else "knocker"
        assert not grade(puzzle, f"{other} {answer['points']}").correct, where


def test_score_levels_cover_the_named_outcomes() -> None:
    """Across levels and presets the puzzles include knock, undercut, gin, big gin, doubling."""
    results = set()
    doubled = False
    for rules in ("classic", "guide", "oklahoma"):
        for level in LEVELS:
            for seed in range(25):
                puzzle = generate("score", level, seed, PRESETS[rules])
                results.add(puzzle.answer.to_json()["result"])
                doubled |= puzzle.features.doubled
    assert {"knock", "undercut", "gin", "big_gin"} <= results
    assert doubled


def test_answers_are_read_from_text_and_data() -> None:
    puzzle = generate("score", 1, 3)
    spec = kind_of("score")
    assert spec.read("Knocker 13") == spec.read({"winner": "knocker", "points": 13})
    assert spec.read("nobody").winner is None
    with pytest.raises(PuzzleError, match="'dealer'"):
        spec.read("dealer 5")
    layoff = kind_of("layoff")
    assert layoff.read("9s Th 12") == layoff.read({"layoffs": ["9s", "Th"], "deadwood": 12})
    assert layoff.read("23").cards == CardSet() == layoff.read("none 23").cards
    with pytest.raises(PuzzleError, match="'lots'"):
        layoff.read("9s lots")
    assert puzzle.kind == "score"
