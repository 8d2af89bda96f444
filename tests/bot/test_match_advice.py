"""Near the end of a match the coach values moves by the chance of winning the match, and
says so; the review of a knock-or-wait decision puts what happened beside what was likely."""

from __future__ import annotations

import random

from tests.bot.helpers import run_hand
from tutor.bot.baselines import easy_policy
from tutor.bot.coach import advise, match_reasons
from tutor.bot.medium import medium_policy
from tutor.bot.review import outcome_words, review
from tutor.engine.actions import Discard, Knock
from tutor.engine.notation import parse_card
from tutor.engine.rules import CLASSIC
from tutor.engine.state import HandState
from tutor.explain import say


def _view(scores: tuple[int, int], rules=CLASSIC, seat: int = 0):
    state = HandState.deal(rules, rng=random.Random(5), dealer=1)
    return state.view(seat, scores)


def test_the_review_of_a_knock_or_wait_says_what_happened_and_why_the_verdict_stands() -> None:
    knock, wait = Knock(parse_card("5c")), Discard(parse_card("5c"))
    lucky = outcome_words(6, "mistake", knock, wait, None)
    assert [r.code for r in lucky] == ["review.outcome.won", "review.outcome.lucky"]
    assert say(lucky[0]).startswith("This time the hand brought you 6 points.")
    assert "discarding 5c was the better choice" in say(lucky[1]).replace("5♣", "5c")
    unlucky = outcome_words(-26, "best", knock, knock, None)
    assert [r.code for r in unlucky] == ["review.outcome.lost", "review.outcome.unlucky"]
    assert "26 points to the opponent" in say(unlucky[0])
    assert [r.code for r in outcome_words(12, "best", knock, knock, None)] == ["review.outcome.won"]
    assert [r.code for r in outcome_words(None, "close", knock, wait, None)] == [
        "review.outcome.draw"
    ]
    for reasons in (lucky, unlucky):
        for r in reasons:
            assert "ruis" not in say(r, "nl") and say(r, "nl") != say(r, "en")


def test_every_knock_or_wait_review_gives_the_numbers_and_the_outcome() -> None:
    seen = 0
    for seed in range(6):
        start = HandState.deal(CLASSIC, rng=random.Random(300 + seed), dealer=seed % 2)
        end = run_hand(start, [easy_policy, medium_policy], seed)
        for move in review(end, 0).moves:
            codes = [r.code for r in move.reasons]
            if "review.knock.undercut" not in codes:
                continue
            seen += 1
            assert "review.choice.values" in codes and "review.wait.gin" in codes, codes
            outcome = [c for c in codes if c.startswith("review.outcome.")]
            assert outcome and outcome[0] in (
                "review.outcome.won",
                "review.outcome.lost",
                "review.outcome.draw",
                "review.outcome.even",
            )
            if move.marked and outcome[0] == "review.outcome.won":
                assert "review.outcome.lucky" in codes
            if move.verdict in ("best", "close") and outcome[0] == "review.outcome.lost":
                assert "review.outcome.unlucky" in codes
            gin = next(r for r in move.reasons if r.code == "review.wait.gin")
            assert 0 <= dict(gin.args)["share"] <= 100
    assert seen >= 2


def test_points_decide_at_the_start_of_a_match() -> None:
    view = _view((0, 0))
    advice = advise(view, seed=1)
    assert advice.evaluation.stakes is None
    assert advice.evaluation.in_points is advice.evaluation
    assert match_reasons(advice, view) == ()
