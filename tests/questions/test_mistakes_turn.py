"""The catalogue of mistakes about a turn, the knocker's final deadwood, and a number on the
wrong side: each recognised from a real position (every fact from the engine), silent on the
right answer and on an unrelated wrong one, and worded in both languages."""

from __future__ import annotations

from dataclasses import replace

from tutor.curriculum import LessonRunner, parse_lesson
from tutor.engine.actions import parse_action
from tutor.engine.cards import Card, CardSet
from tutor.engine.events import Reason, Verdict, reason
from tutor.engine.melds import Meld, discards
from tutor.engine.rules import CLASSIC, PRESETS
from tutor.engine.showdowns import showdown
from tutor.explain import say
from tutor.questions import Question
from tutor.questions.mistakes import (
    ARRANGEMENT,
    BIG_GIN,
    CAN_GIN,
    CAN_KNOCK,
    DEADWOOD,
    DEADWOOD_CARDS,
    FINAL_DEADWOOD,
    KNOCK,
    KNOCK_LIMIT,
    KNOCKER_FINAL,
    LAYOFF,
    LEGAL,
    SCORE,
    TAKE,
    LayoffPosition,
    ScorePosition,
    diagnose,
)
from tutor.questions.mistakes.general import off
from tutor.questions.mistakes.turn import (
    ArrangementPosition,
    LegalPosition,
    LimitPosition,
    TakePosition,
)

OKLAHOMA, BASIC = PRESETS["oklahoma"], PRESETS["basic"]


def codes(found: tuple[Reason, ...]) -> list[str]:
    return [r.code for r in found]


def cards(text: str) -> CardSet:
    return CardSet.parse(text)


# ----------------------------------------------------------------------------- gin, big gin


def test_can_gin_said_yes_said_no_and_the_taken_card() -> None:
    gin = discards(cards("As 2s 3s 4s 7h 7d 7c Jh Qh Kh 5d"))
    found = diagnose(CAN_GIN, False, gin)
    assert codes(found) == ["mistake.gin.could"] and found[0]["card"] == Card.parse("5d")
    assert diagnose(CAN_GIN, True, gin) == ()
    short = discards(cards("As 2s 3s 4s 7h 7d 7c Jh Qh 5d 9c"))  # best: Jh, then Qh 5d 9c
    loose = diagnose(CAN_GIN, True, short)
    assert codes(loose) == ["mistake.gin.loose_left"] and loose[0]["cards"] == cards("Qh 5d 9c")
    assert say(loose[0], "nl").startswith("Zelfs na de beste afgooi, ♥B, blijven ♥V ♦5 ♣9")
    assert diagnose(CAN_GIN, False, short) == ()
    taken = discards(cards("As 2s 3s 4s 7h 7d 7c Jh Qh Kh 5d"), 10, Card.parse("5d"))
    assert codes(diagnose(CAN_GIN, True, taken)) == ["mistake.gin.taken"]


def test_big_gin_one_loose_card_several_and_all_melded() -> None:
    big = cards("As 2s 3s 4s 5c 5d 5h 9c 9d 9h 9s")
    assert codes(diagnose(BIG_GIN, False, big)) == ["mistake.big_gin.all_melded"]
    assert diagnose(BIG_GIN, True, big) == ()
    one = cards("As 2s 3s 4s 5c 5d 5h 9c 9d 9h Ks")
    found = diagnose(BIG_GIN, True, one)
    assert codes(found) == ["mistake.big_gin.one_out"] and found[0]["card"] == Card.parse("Ks")
    assert "ordinary gin" in say(found[0], "en")
    two = cards("As 2s 3s 4s 5c 5d 5h 9c 9d Kh Qs")
    assert codes(diagnose(BIG_GIN, True, two)) == ["mistake.big_gin.loose"]
    assert diagnose(BIG_GIN, False, two) == ()


# ----------------------------------------------------------------------------- the upcard


def take(hand: str, top: str) -> TakePosition:
    return TakePosition.of(cards(hand), Card.parse(top), 10, CLASSIC)


def test_take_mistakes() -> None:
    helps = take("6c 7c 9h 9d Ks 2h 3h 4s Jd 5s", "8c")
    assert helps.helps
    left = diagnose(TAKE, False, helps)
    assert codes(left) == ["mistake.take.completes"] and str(left[0]["meld"]) == "[6c 7c 8c]"
    assert say(left[0], "nl").startswith("♣8 maakt ♣6 ♣7 ♣8 met kaarten die je al hebt")
    assert diagnose(TAKE, True, helps) == ()
    judged = (reason("lesson.take_no_meld", "R12", card=Card.parse("Qh")),)
    loose = replace(take("6c 7c 9h 9d Ks 2h 3h 4s Jd 5s", "Qh"), why=judged)
    assert diagnose(TAKE, True, loose) == judged  # the judgement's words, said once
    assert diagnose(TAKE, False, loose) == ()
    swap = take("5s 9s 3h Jh 5d 9d Qd Kd 2c Qc", "8c")  # lower, but as a loose card
    assert not swap.joins and swap.after < swap.before and not swap.helps
    same = take("9s Ts Js Ks Kh 8d 9d Qd Kd 9c", "Jd")  # joins Qd Kd, but nothing gained
    assert same.joins and not same.helps and str(same.meld) == "[Jd Qd Kd]"


# ----------------------------------------------------------------------------- may you?


def test_legal_said_yes_gets_the_engines_refusal_and_said_no_the_rule() -> None:
    refused = reason("discard.just_taken", "R13", card=Card.parse("6d"))
    taken = LegalPosition(parse_action("discard 6d"), Verdict(False, (refused,)), CLASSIC, None)
    assert diagnose(LEGAL, True, taken) == (refused,)
    assert diagnose(LEGAL, False, taken) == ()
    stock = LegalPosition(parse_action("discard Ks"), Verdict(True), CLASSIC, None)
    found = diagnose(LEGAL, False, stock)
    assert codes(found) == ["mistake.legal.not_taken"] and found[0].rule == "R13"
    play_on = LegalPosition(parse_action("draw stock"), Verdict(True), PRESETS["playon"], None)
    assert codes(diagnose(LEGAL, False, play_on)) == ["mistake.legal.play_on"]
    draw = LegalPosition(parse_action("draw stock"), Verdict(True), CLASSIC, None)
    assert codes(diagnose(LEGAL, False, draw)) == ["mistake.legal.draw"]


LEGAL_LESSON = """\
id: probe
title: {nl: Proef, en: Probe}
summary: {nl: Een proef., en: A probe.}
rules: [R13]
steps:
  - deal:
      you: 4d 5d 9s Kh Qc 2h 7s 8c Jd 3c
      opponent: 5s 6s 7h 8h 9h Tc Jc Qs 2s 3h
      upcard: 6d
  - play: ["you: take 6d"]
  - ask: legal
    action: discard 6d
    question: {nl: "Mag je ruiten 6 meteen weer afleggen?", en: "May you discard it at once?"}
"""


def test_a_lesson_legal_question_says_why_not_once() -> None:
    runner = LessonRunner(parse_lesson(LEGAL_LESSON))
    while runner.posed is None:
        runner.next()
    feedback = runner.answer("yes")
    assert codes(feedback.reasons) == ["discard.just_taken"]  # the diagnosis, said once


# ----------------------------------------------------------------------------- the knock limit


def test_knock_limit_mistakes() -> None:
    seven = LimitPosition(OKLAHOMA, Card.parse("7h"))
    assert seven.limit == 7
    usual = diagnose(KNOCK_LIMIT, 10, seven)
    assert codes(usual) == ["mistake.limit.usual"] and usual[0].rule == "R29"
    assert say(usual[0], "nl") == (
        "10 is de gewone grens; bij Oklahoma bepaalt de open kaart hem, en die is deze hand ♥7. "
        "(R29)"
    )
    assert say(usual[0], "en") == (
        "10 is the usual limit; under Oklahoma the upcard sets it, and this hand that is 7♥. (R29)"
    )
    assert codes(diagnose(KNOCK_LIMIT, 6, seven)) == ["mistake.limit.at_most"]
    assert diagnose(KNOCK_LIMIT, 7, seven) == () and diagnose(KNOCK_LIMIT, 3, seven) == ()
    king = LimitPosition(OKLAHOMA, Card.parse("Kd"))
    assert codes(diagnose(KNOCK_LIMIT, 13, king)) == ["mistake.limit.court_rank"]
    ace = LimitPosition(OKLAHOMA, Card.parse("As"))
    assert codes(diagnose(KNOCK_LIMIT, 1, ace)) == ["mistake.limit.ace"]
    basic = LimitPosition(BASIC, None)  # less than 10
    assert codes(diagnose(KNOCK_LIMIT, 10, basic)) == ["mistake.limit.less_than"]


def test_can_knock_said_yes_when_only_gin_ends_the_hand() -> None:
    hand = cards("2s 3s 4s 7h 7d 7c Jh Qh Kh 2c 9d")
    found = diagnose(CAN_KNOCK, True, discards(hand, 0, None, OKLAHOMA))
    assert codes(found) == ["mistake.knock.gin_only"] and found[0].rule == "R29"
    assert diagnose(CAN_KNOCK, True, discards(hand, None, None, PRESETS["straight"]))[0].rule == (
        "R30"
    )


# ----------------------------------------------------------------------------- arrangements


def choices(*texts: str) -> tuple[tuple[Meld, ...], ...]:
    return tuple(tuple(Meld.parse(m) for m in t.split("] [")) for t in texts)


def test_arrangement_mistakes() -> None:
    hand = cards("7s 7h 7d 7c 8s 9s 3d 4d 5d Kc")
    at = ArrangementPosition(hand, choices("[7s 7h 7d 7c] [3d 4d 5d]", "[7s 8s 9s] [7h 7d 7c]"))
    spare = diagnose(ARRANGEMENT, "1", at)
    assert codes(spare) == ["mistake.arrangement.spare"] and spare[0]["card"] == Card.parse("7s")
    assert str(spare[0]["made"]) == "[7s 8s 9s]"
    short = diagnose(ARRANGEMENT, "2", at)  # 3d 4d 5d left loose
    assert codes(short) == ["mistake.melds.left_meld"] or codes(short) == [
        "mistake.arrangement.higher_loose"
    ]
    jacks = cards("9d Td Jd Js Jh 5s 8h 4d 2c Qc")
    by_jack = ArrangementPosition(jacks, choices("[9d Td Jd]", "[Js Jh Jd]"))
    high = diagnose(ARRANGEMENT, "1", by_jack)
    assert codes(high) == ["mistake.arrangement.higher_loose"]
    assert high[0]["cards"] == cards("Js Jh")
    assert diagnose(ARRANGEMENT, "2", by_jack) == ()


# ----------------------------------------------------------------------------- showdowns

KNOCKER = cards("As 2s 3s 7h 7d 7c Kh Qh Jh 5d")  # 5 deadwood


def position(defender: str, knocker: CardSet = KNOCKER) -> ScorePosition:
    hand = cards(defender)
    s = showdown(knocker, hand, CLASSIC)
    return ScorePosition(s, CLASSIC, 1, hand, asked="knocker")


def test_the_knockers_final_deadwood() -> None:
    at = position("4s 9h 9d 9c 2c 3c 4c 6d 8h Td")  # defender 24 after laying off 4s
    assert at.showdown.knocker_deadwood == 5
    assert codes(diagnose(KNOCKER_FINAL, 24, at)) == ["mistake.final.other_side.knocker"]
    every = diagnose(KNOCKER_FINAL, KNOCKER.points, at)
    assert codes(every) == ["mistake.deadwood.counted_melds"]
    assert diagnose(KNOCKER_FINAL, 5, at) == () and diagnose(KNOCKER_FINAL, 7, at) == ()
    fits = position("5s 6s 7s 4c 4d 4h 9c 9h Td Jd", cards("As 2s 3s 7h 7d 7c Kh Qh Jh 8s"))
    # the knocker's loose 8s would fit the defender's 5s 6s 7s, but the knocker never lays off
    laid = diagnose(KNOCKER_FINAL, 0, fits)
    assert codes(laid) == ["mistake.final.knocker_lays_off"] and laid[0]["cards"] == cards("8s")
    defender = replace(at, asked="defender")
    assert codes(diagnose(FINAL_DEADWOOD, 5, defender)) == ["mistake.final.other_side.defender"]


def test_new_card_mistakes_of_older_catalogues() -> None:
    several = cards("7s 8s 9s 7h 7d 4d Kc Qd 2c 3h")  # 7s in the run or the set
    assert codes(diagnose(DEADWOOD_CARDS, cards("Kc Qd"), several)) in (
        ["mistake.deadwood_cards.too_few"],
        ["mistake.deadwood_cards.left_out"],
    )
    two = discards(cards("As 2s 3s 7h 7d 7c Kh Qh Jh 5d 9c"))  # 9c and 5d knock
    missed = diagnose(KNOCK, CardSet(), two)
    assert codes(missed) == ["mistake.knock.missed"] and missed[0]["count"] == 2
    assert "You missed 2 discards" in say(missed[0], "en")
    assert diagnose(KNOCK, cards("9c 5d"), two) == ()
    spread = (Meld.parse("5s 6s 7s"), Meld.parse("Jh Qh Kh"))
    hand = cards("8s Kd Qc 9h 2c 3d 4h 5c 6d Jc")
    at = LayoffPosition(hand, spread, hand.points - 8, frozenset({cards("8s")}))
    stuck = diagnose(LAYOFF, cards("8s Qc"), at)
    assert codes(stuck) == ["mistake.layoff.no_fit"] and stuck[0]["card"] == Card.parse("Qc")


# ----------------------------------------------------------------------------- off by some


def test_a_number_no_mistake_explains_gets_its_side_and_where_to_look() -> None:
    hand = cards("As 2s 3s 7h 7d 7c Kh 9d 5d 4c")  # 28
    assert codes(off("deadwood", 30, 28, hand)) == ["mistake.off.deadwood.high"]
    assert codes(off("deadwood", 27, 28, hand)) == ["mistake.off.deadwood.low"]
    assert off("deadwood", 28, 28, hand) == ()
    q = Question(
        "number", frozenset({28}), 28, (), mistakes=DEADWOOD, topic="deadwood", position=hand
    )
    low = q.grade(27)
    assert low.diagnosis == () and codes(low.direction) == ["mistake.off.deadwood.low"]
    said = say(low.direction[0], "nl")
    assert said.startswith("27 is te weinig") and "28" not in said  # nothing given away
    rank = q.grade(31)  # a catalogued mistake comes instead
    assert codes(rank.diagnosis) == ["mistake.deadwood.by_rank"] and rank.direction == ()
    assert q.grade(28).direction == ()
    score = position("4s 9h 9d 9c 2c 3c 4c 6d 8h Td")
    assert codes(off("score", 30, 19, score)) == ["mistake.off.score.high"]
    assert codes(off("final_deadwood", 3, 5, score)) == ["mistake.off.knocker.low"]
    limit = LimitPosition(OKLAHOMA, Card.parse("7h"))
    assert codes(off("knock_limit", 4, 7, limit)) == ["mistake.off.limit_upcard.low"]
    parts = Question(
        "parts",
        frozenset({("knocker", 19)}),
        ("knocker", 19),
        (),
        topic="score",
        position=score,
        parts=(),
    )
    assert parts.off(("knocker", 21)) == ()  # no number part named: nothing to compare


def test_oklahoma_doubling_slips() -> None:
    oklahoma = PRESETS["oklahoma"]
    knocker = cards("As 2s 3s 7h 7d 7c Kh Qh Jh Th")  # gin
    defender = cards("4h 5h 6h 8s 8d 9c Tc Jc 2d 3c")
    spade = Card.parse("6s")
    s = showdown(knocker, defender, oklahoma, upcard=spade)
    at = ScorePosition(s, oklahoma, 2, defender)
    assert s.result == "gin" and s.points == 2 * (s.defender_deadwood + 25)
    once = diagnose(SCORE, s.points - 25, at)  # the bonus counted once
    assert codes(once) == ["mistake.score.bonus_not_doubled"] and once[0].rule == "R29"
    assert codes(diagnose(SCORE, s.points // 2, at)) == ["mistake.score.not_doubled"]
    heart = Card.parse("6h")
    plain = showdown(knocker, defender, oklahoma, upcard=heart)
    at1 = ScorePosition(plain, oklahoma, 1, defender)
    assert codes(diagnose(SCORE, 2 * plain.points, at1)) == ["mistake.score.doubled_no_spade"]
    assert diagnose(SCORE, plain.points, at1) == ()
