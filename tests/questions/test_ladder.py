"""The hint ladder per kind of question: the rule by its R-number, then the cards the engine
points at, then the answer, each worded in Dutch and English; and what a hint costs."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from tutor.engine.cards import CardSet
from tutor.engine.events import reason
from tutor.engine.layoffs import fitting
from tutor.engine.melds import arrange
from tutor.engine.rules import preset
from tutor.explain import card_text, say
from tutor.puzzles.api import open_link, pose, solution
from tutor.puzzles.progress import Progress
from tutor.puzzles.rating import MAX_CHANGE, Rating
from tutor.questions import Question, ladder, solve_score
from tutor.questions.ladder import GAIN_KEPT, rule_lines
from tutor.questions.mistakes import LayoffPosition, ScorePosition

LANGS = ("nl", "en")


def words(reasons: tuple[object, ...], lang: str) -> str:
    return "\n".join(say(r, lang) for r in reasons)  # type: ignore[arg-type]


def named(cards: CardSet, lang: str) -> list[str]:
    return [card_text(c, lang) for c in cards]


@pytest.mark.parametrize(
    ("link", "rules"),
    [
        ("deadwood/1/5", ("R2", "R9")),
        ("best-melds/2/3", ("R8", "R9")),
        ("best-discard/2/11", ("R9", "R13")),  # a card just taken may not go back
        ("can-knock/1/7", ("R15",)),
        ("layoff/1/7", ("R18",)),
        ("score/1/7", ("R19", "R20")),
    ],
)
def test_every_puzzle_kind_climbs_rule_cards_answer(link: str, rules: tuple[str, ...]) -> None:
    puzzle = open_link(link)
    question = pose(puzzle)
    steps = ladder(question)
    assert [r.step for r in steps.rungs] == ["concept", "cards", "answer"] and steps.hints == 2
    concept, pointed, answer = steps.rungs
    assert [r.rule for r in concept.reasons] == list(rules)
    assert concept.reasons == rule_lines(*rules)
    for lang in LANGS:
        said = words(concept.reasons, lang)
        for number in rules:
            assert f"({number})" in said
        assert ("De regel:" if lang == "nl" else "The rule:") in said
        words(pointed.reasons, lang)  # every line of the cards worded in both languages
    # the answer is the engine's explanation, the same the grade shows
    assert answer.reasons == question.explanation == solution(puzzle)


def test_the_cards_of_a_deadwood_question_are_the_engines_melds_and_loose_cards() -> None:
    puzzle = open_link("deadwood/1/5")
    best = arrange(puzzle.cards).best
    pointed = ladder(pose(puzzle)).rung(2).reasons
    assert [r.get("meld") for r in pointed[:-1]] == list(best.melds)
    assert pointed[-1].code == "hint.cards.loose"
    assert pointed[-1].get("cards") == best.deadwood_cards
    for lang in LANGS:
        said = words(pointed, lang)
        assert all(name in said for name in named(best.deadwood_cards, lang))
        # the cards are pointed at, the deadwood is still to be counted
        assert str(best.deadwood) not in said.replace("(R9)", "").split()


def test_the_cards_of_a_layoff_question_are_what_each_of_the_knockers_melds_takes() -> None:
    puzzle = open_link("layoff/1/7")
    question = pose(puzzle)
    at = question.position
    assert isinstance(at, LayoffPosition)
    *takes, last = ladder(question).rung(2).reasons
    assert last.code == "hint.cards.yours"
    assert [(r.get("meld"), r.get("cards")) for r in takes] == [
        (m, CardSet(fitting(m.cards.mask))) for m in at.spread if fitting(m.cards.mask)
    ]
    for lang in LANGS:
        for line in takes:
            assert all(name in say(line, lang) for name in named(line.get("cards"), lang))


def test_the_cards_of_a_score_question_are_each_sides_loose_cards() -> None:
    question = pose(open_link("score/1/7"))
    at = question.position
    assert isinstance(at, ScorePosition)
    pointed = ladder(question).rung(2).reasons
    shown = {r.code: r.get("cards") for r in pointed if r.code.startswith("hint.cards.")}
    assert shown["hint.cards.knocker_loose"] == at.showdown.knocker_deadwood_cards
    assert shown["hint.cards.defender_loose"] == at.showdown.defender_deadwood_cards
    laid = [r for r in pointed if r.code == "layoff.onto"]
    assert [r.get("card") for r in laid] == [x.card for x in at.showdown.layoffs]
    # who wins and by how much is left to the learner
    assert all(str(at.showdown.points) not in say(r, "en").split() for r in pointed)


def test_a_knock_question_points_at_the_limit_and_a_gin_score_at_the_gin_rule() -> None:
    knock = ladder(pose(open_link("can-knock/1/7")))
    assert knock.rung(2).reasons[-1].code == "hint.cards.limit"
    assert knock.rung(2).reasons[-1].get("limit") == 10
    gin = next(
        pose(p)
        for p in (open_link(f"score/3/{seed}") for seed in range(40))
        if p.answer.showdown.result == "gin"  # type: ignore[attr-defined]
    )
    assert [r.rule for r in ladder(gin).rung(1).reasons] == ["R21"]


def test_a_lesson_question_adds_its_own_tip_after_the_rule() -> None:
    hand = CardSet.parse("As 2s 3s 7h 7d 7c Kh Qh Jh 5d")
    tip = (reason("lesson.hint.deadwood", "R9"),)
    asked = Question("number", frozenset({5}), 5, (), hint=tip, topic="deadwood", position=hand)
    assert ladder(asked).rung(1).reasons == (*rule_lines("R2", "R9"), *tip)


def test_a_question_about_no_cards_has_the_rule_then_the_answer() -> None:
    why = (reason("lesson.limit", "R15", limit=10, upcard="-"),)
    asked = Question(
        "number", frozenset({10}), 10, why, topic="knock_limit", position=preset("classic")
    )
    steps = ladder(asked)
    assert [r.step for r in steps.rungs] == ["concept", "answer"] and steps.hints == 1
    assert steps.rung(2).reasons == why
    with pytest.raises(IndexError):
        steps.rung(3)


def test_each_hint_lowers_what_a_solve_gains() -> None:
    assert GAIN_KEPT == (1.0, 0.5, 0.25)
    assert [solve_score(n, 0.8) for n in range(4)] == [1.0, 0.9, 0.85, 0.85]
    puzzle = open_link("deadwood/1/5")
    fresh = Progress()
    gains = [fresh.change(puzzle, True, n) for n in range(3)]
    assert gains[0] > gains[1] > gains[2] > 0  # a solve never costs rating
    # Glicko-2's change is all but linear in the score: half the surprise, about half the gain
    # (for a settled rating; a new one's first changes are capped at MAX_CHANGE)
    settled = Progress(rating=Rating(1500, 80))
    halves = [settled.change(puzzle, True, n) for n in range(3)]
    assert halves[0] < MAX_CHANGE
    assert halves[1] == pytest.approx(halves[0] / 2, rel=0.05)
    assert halves[2] == pytest.approx(halves[0] / 4, rel=0.05)
    assert fresh.change(puzzle, False) < 0
    now = datetime(2026, 12, 1, tzinfo=UTC)
    for hints, gain in enumerate(gains):
        after = fresh.record(puzzle, True, now, hints=hints)
        assert after.rating.rating - fresh.rating.rating == pytest.approx(gain)
        assert after.kind(puzzle.kind).solved == 1
