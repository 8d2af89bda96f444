"""Near the end of a match the coach values moves by the chance of winning the match, and
says so; the review of a knock-or-wait decision puts what happened beside what was likely."""

from __future__ import annotations

import random
from dataclasses import replace

from tests.bot.helpers import play, reason_codes, run_hand
from tutor.bot.baselines import easy_policy
from tutor.bot.coach import advise, match_reasons
from tutor.bot.equity import table_for
from tutor.bot.evaluator import evaluate
from tutor.bot.hard import hard_policy
from tutor.bot.medium import medium_policy
from tutor.bot.review import outcome_words, review
from tutor.bot.stakes import REACH, stakes_of
from tutor.bot.tip import tip
from tutor.engine.actions import Discard, Knock
from tutor.engine.notation import parse_card
from tutor.engine.rules import CLASSIC, PRESETS
from tutor.engine.state import HandState
from tutor.explain import say


def _view(scores: tuple[int, int], rules=CLASSIC, seat: int = 0):
    state = HandState.deal(rules, rng=random.Random(5), dealer=1)
    return state.view(seat, scores)


def test_the_match_decides_once_a_player_is_within_reach_of_the_target() -> None:
    assert stakes_of(_view((0, 0))) is None
    assert stakes_of(_view((100 - REACH - 1, 60))) is None
    assert stakes_of(_view((100 - REACH, 0))) is not None
    late = stakes_of(_view((92, 95)))
    assert late is not None and (late.mine, late.theirs, late.need, late.their_need) == (
        92,
        95,
        8,
        5,
    )
    seat1 = stakes_of(_view((92, 95), seat=1))
    assert seat1 is not None and (seat1.mine, seat1.theirs) == (95, 92)
    # no table for these rules: points decide to the end
    assert stakes_of(_view((92, 95), PRESETS["bonus"])) is None
    assert stakes_of(_view((92, 95), replace(CLASSIC, gin_bonus=20))) is None


def test_a_hand_result_is_read_through_the_table() -> None:
    stakes = stakes_of(_view((92, 95)))
    assert stakes is not None
    table = table_for(CLASSIC)
    assert table is not None
    assert stakes.chance(8, False) == 100.0 and stakes.wins_match(8)
    assert stakes.chance(-5, False) == 0.0 and not stakes.wins_match(7)
    # 5 points short of the match; the loser of the hand (seat 1) deals next (R4 alternates
    # from the dealer, seat 1, to seat 0: this seat deals)
    assert stakes.chance(5, False) == 100 * table.chance(97, 95, True)
    # a draw hand: the same dealer (seat 1) deals again (R14)
    assert stakes.chance(0, True) == 100 * table.chance(92, 95, False)


def test_the_review_of_a_knock_or_wait_says_what_happened_and_why_the_verdict_stands() -> None:
    knock, wait = Knock(parse_card("5c")), Discard(parse_card("5c"))
    lucky = outcome_words(6, "mistake", knock, wait, None)
    assert reason_codes(lucky) == ["review.outcome.won", "review.outcome.lucky"]
    assert say(lucky[0]).startswith("This time the hand brought you 6 points.")
    assert "discarding 5c was the better choice" in say(lucky[1]).replace("5♣", "5c")
    unlucky = outcome_words(-26, "best", knock, knock, None)
    assert reason_codes(unlucky) == ["review.outcome.lost", "review.outcome.unlucky"]
    assert "26 points to the opponent" in say(unlucky[0])
    assert reason_codes(outcome_words(12, "best", knock, knock, None)) == ["review.outcome.won"]
    assert reason_codes(outcome_words(None, "close", knock, wait, None)) == ["review.outcome.draw"]
    for reasons in (lucky, unlucky):
        for r in reasons:
            assert "ruis" not in say(r, "nl") and say(r, "nl") != say(r, "en")


def test_every_knock_or_wait_review_gives_the_numbers_and_the_outcome() -> None:
    seen = 0
    for seed in range(6):
        start = HandState.deal(CLASSIC, rng=random.Random(300 + seed), dealer=seed % 2)
        end = run_hand(start, [easy_policy, medium_policy], seed)
        for move in review(end, 0).moves:
            codes = reason_codes(move.reasons)
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
            assert move.lost_anyway == ("review.outcome.unlucky" in codes)
            gin = next(r for r in move.reasons if r.code == "review.wait.gin")
            assert 0 <= dict(gin.args)["share"] <= 100
    assert seen >= 2


def test_points_decide_at_the_start_of_a_match() -> None:
    view = _view((0, 0))
    advice = advise(view, seed=1)
    assert advice.evaluation.stakes is None
    assert advice.evaluation.in_points is advice.evaluation
    assert match_reasons(advice, view) == ()


# Seat 0 holds 2h-4h, three fives and 7d-9d with Ad and Ac, 14 cards in the stock (a hand of
# medium against medium): knocking with Ad leaves 1 deadwood, waiting plays for gin (R16)
# and its bonus. At 0-0 the coach waits; at 96-95 (it needs 4, the opponent 5) a knock wins
# the match against most hands, and waiting gives the opponent turns to knock or go gin first.
DECK = (
    "4h 3h 4c Kc 5s Ac Kd Td 6h 9s 6s 7d 3d Qc Tc 5c 2d 2h Jc 7h 9c 9d 3s Ks 8h Qh 6d 5h Ts Ah "
    "8d 3c Qs Jh 7c Qd Ad 5d Js 4s Th 8c 2c Kh 9h As 4d 8s 6c 7s Jd 2s"
)
PLAYED = (
    "take 9c,discard Kd,draw stock,discard Kc,draw stock,discard 6s,draw stock,discard Ks,"
    "draw stock,discard 8h,draw stock,discard Qh,draw stock,discard 6h,draw stock,discard Qc,"
    "take Qc,discard 6d,draw stock,discard Td,draw stock,discard 5s,take 5s,discard Ts,"
    "draw stock,discard 8d,take 8d,discard 7h,draw stock,discard 4c,draw stock,discard Qs,"
    "draw stock,discard Jh,draw stock,discard 7c,draw stock,discard Qd,draw stock,discard 9s,"
    "draw stock,discard 4h,take 4h"
)
LATE = (96, 95)  # seat 0 has 96 and needs 4; the opponent needs 5


def _one_from_gin(scores: tuple[int, int]):
    state = HandState.deal(CLASSIC, deck=tuple(parse_card(c) for c in DECK.split()), dealer=0)
    return play(state, PLAYED.split(",")).view(0, scores)


def test_at_96_to_95_the_coach_knocks_where_at_0_0_it_waits_for_gin() -> None:
    knock, wait = Knock(parse_card("Ad")), Discard(parse_card("Ad"))
    start = _one_from_gin((0, 0))
    late = _one_from_gin(LATE)
    assert isinstance(advise(start, seed=0).action, Discard)
    assert advise(late, seed=0).action == knock
    # on 200 deals: at 0-0 waiting brings clearly more points; at 96-95 knocking wins the
    # match clearly more often, although it still brings fewer points
    early = evaluate(start, [knock, wait], 200, 7)
    assert early.stakes is None and early.versus(1, 0).mean > 3 * early.versus(1, 0).error
    end = evaluate(late, [knock, wait], 200, 7)
    assert end.stakes is not None
    assert end.versus(0, 1).mean > 2 * end.versus(0, 1).error
    assert end.in_points.value(1).mean > end.in_points.value(0).mean
    # the same deals in points are the 0-0 values: only the reading changed
    assert end.in_points.values == early.values
    # the knock does not win the match against every hand: some leave it short of 4 points
    assert end.stakes is not None and any(not end.stakes.wins_match(e.net) for e in end.ends[0])


def test_the_tip_and_the_review_say_that_the_match_changed_the_advice() -> None:
    late = _one_from_gin(LATE)
    advice = tip(late)
    assert advice.advice is not None
    ev = advice.advice.evaluation
    codes = reason_codes(advice.decision.reasons)
    assert "coach.match.reach" in codes and "coach.match.changes" in codes
    changes = next(r for r in advice.decision.reasons if r.code == "coach.match.changes")
    knock = ev.index(Knock(parse_card("Ad")))
    assert changes["chance"] == round(ev.value(knock).mean)
    assert changes["points"] == round(ev.in_points.value(knock).mean, 1)
    en = say(changes)
    nl = say(changes, "nl")
    assert f"about {changes['chance']}% for knocking with" in en and "changes the advice" in en
    assert f"ongeveer {changes['chance']}% bij kloppen met" in nl and "verandert het advies" in nl
    reach = say(next(r for r in advice.decision.reasons if r.code == "coach.match.reach"))
    assert reach.startswith(
        "At 96-95 the match counts more than the points: winning this hand by 4"
    )
    assert "ruis" not in nl
    # the review of a hand played from here, waiting: the same best move, the same words
    state = HandState.deal(CLASSIC, deck=tuple(parse_card(c) for c in DECK.split()), dealer=0)
    end = run_hand(play(state, [*PLAYED.split(","), "discard Ac"]), [easy_policy] * 2, 1)
    move = next(m for m in review(end, 0, scores=LATE).moves if m.ply == len(PLAYED.split(",")))
    assert move.best == Knock(parse_card("Ad")) and move.unit == "match"
    assert "coach.match.changes" in reason_codes(move.reasons)
    assert move.reasons[0].code.endswith(".match") or move.verdict in ("best", "close")


def test_the_hard_level_judges_a_late_knock_when_the_match_is_near_its_end() -> None:
    # Seat 1 holds Th Td Tc and 5c-8c, 15 cards in the stock (a hand of medium against medium
    # played to here); knocking with 4s leaves 7 deadwood. At 0-0 the hard level waits
    # without looking ahead (late in the hand, more than 4 deadwood). Near the end of the
    # match it plays the knock out: at 99-99, where whoever wins this hand wins the match, the
    # two are close on the sampled deals (over 4,000 of them waiting with 2c wins 79.3%,
    # knocking 76.3%, each within 0.7; on the true cards the knock wins every time, the
    # sampled opponent hands being more dangerous than the true one), so it knocks on some
    # seeds and waits on others, always having asked; at 96-95 (it needs 5, the opponent 4)
    # it judges waiting better, and so it is on the true cards (the opponent holds As-3s and
    # 3h-6h and 13 deadwood; on 400 stock orders knocking wins the match 51.0% of the time,
    # waiting 58.5%).
    deck = (
        "Kh 3h 9s 5h 8c Jd 3s 3d 7c 4c 3c 8d Th 9d Qh Js Td 6s 2d 8h 7h Qs 2s 4s 4h Ks Qc 6c As Tc "
        "Jh 5c Jc Kc 7s 6h 2c 4d 6d Ts 9c Ah Kd 8s 7d 5d 2h Ad 9h Qd 5s Ac"
    )
    played = (
        "pass,pass,draw stock,discard Kh,draw stock,discard Jd,draw stock,discard Qs,draw stock,"
        "discard Js,draw stock,discard Ks,draw stock,discard Qc,draw stock,discard Qh,draw stock,"
        "discard 9d,draw stock,discard 9s,draw stock,discard Jh,draw stock,discard 3s,take 3s,"
        "discard 8h,draw stock,discard Jc,draw stock,discard Kc,draw stock,discard 7s,draw stock,"
        "discard 8d,draw stock"
    )
    state = HandState.deal(CLASSIC, deck=tuple(parse_card(c) for c in deck.split()), dealer=0)
    state = play(state, played.split(","))
    # The look-ahead samples the hidden cards, so its verdict varies with the seed where the
    # two are close on the sampled deals: what is held is that every seed asked.
    seeds = range(1, 10)
    knock = Knock(parse_card("4s"))
    for seed in seeds:
        early = hard_policy(state.view(1, (0, 0)), random.Random(seed))
        assert isinstance(early.action, Discard)
        assert "bot.wait.late" in reason_codes(early.reasons)
    last = [hard_policy(state.view(1, (99, 99)), random.Random(seed)) for seed in seeds]
    knocks = [d for d in last if d.action == knock]
    waited = [d for d in last if d.action != knock]
    assert knocks and waited
    assert all("bot.mc.compare.match" in reason_codes(d.reasons) for d in knocks)
    assert all(d.runner_up == knock for d in waited)
    assert all("bot.wait.match" in reason_codes(d.reasons) for d in waited)
    late = [hard_policy(state.view(1, (96, 95)), random.Random(seed)) for seed in seeds]
    waits = [d for d in late if isinstance(d.action, Discard)]
    assert len(waits) >= 7
    assert all(d.runner_up == knock for d in waits)
    assert all("bot.wait.match" in reason_codes(d.reasons) for d in waits)
