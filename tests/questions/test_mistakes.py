"""The catalogue of common mistakes: each entry recognised from an answer and its position
(every fact from the engine), worded in both languages, and shown by lessons and puzzles."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tutor.curriculum import LessonRunner, parse_lesson
from tutor.engine.cards import Card, CardSet
from tutor.engine.events import Reason
from tutor.engine.layoffs import best_reply
from tutor.engine.meld_reasons import not_a_meld
from tutor.engine.melds import Meld, discards, least_deadwood
from tutor.engine.rules import CLASSIC, PRESETS
from tutor.engine.showdowns import showdown
from tutor.explain import CATALOGUE, say
from tutor.questions.mistakes import (
    CAN_KNOCK,
    CATALOGUES,
    DEADWOOD,
    DEADWOOD_CARDS,
    DISCARD,
    FINAL_DEADWOOD,
    IS_MELD,
    KNOCK,
    LAYOFF,
    MELDS,
    RESULT,
    SCORE,
    WINNER,
    LayoffPosition,
    ScorePosition,
    diagnose,
)


def codes(found: tuple[Reason, ...]) -> list[str]:
    return [r.code for r in found]


def cards(text: str) -> CardSet:
    return CardSet.parse(text)


# ----------------------------------------------------------------------------- melds


@pytest.mark.parametrize(
    ("group", "code", "sentence"),
    [
        ("3s 6h", "meld.not.too_few", "3♠ 6♥ is not a meld: that is 2 cards"),
        ("6h 7h 9h", "meld.not.gap", "6♥ 7♥ 9♥ is not a run: 8♥ is missing. (R7)"),
        ("Qs Ks As", "meld.not.ace_low", "the ace is low only"),
        ("6h 7s 8h", "meld.not.suits", "all of one suit"),
        ("7s 7h 8d", "meld.not.mixed", "a set is three or four cards of one rank"),
    ],
)
def test_the_engine_says_why_a_group_is_not_a_meld(group: str, code: str, sentence: str) -> None:
    why = not_a_meld(cards(group))
    assert why is not None and why.code == code
    assert sentence in say(why, "en")
    assert not_a_meld(cards("7s 7h 7d")) is None and not_a_meld(cards("6h 7h 8h 9h")) is None


def test_dutch_names_the_missing_card_as_a_dutch_player_writes_it() -> None:
    why = not_a_meld(cards("6h 7h 9h"))
    assert why is not None
    assert say(why, "nl") == "♥6 ♥7 ♥9 is geen reeks: ♥8 ontbreekt. (R7)"


def test_is_meld_yes_to_a_gap_and_no_to_a_run() -> None:
    assert codes(diagnose(IS_MELD, True, cards("6h 7h 9h"))) == ["meld.not.gap"]
    assert codes(diagnose(IS_MELD, False, cards("6h 7h 8h"))) == ["mistake.meld.is_run"]
    assert codes(diagnose(IS_MELD, False, cards("7h 7d 7c"))) == ["mistake.meld.is_set"]


def test_best_melds_mistakes() -> None:
    hand = cards("7s 8s 9s 7h 7d 7c 2d 3d 4d Kc")
    assert codes(diagnose(MELDS, (cards("2d 3d 7d"),), hand)) == ["meld.not.gap"]
    left = diagnose(MELDS, (cards("7s 8s 9s"), cards("7h 7d 7c")), hand)
    assert codes(left) == ["mistake.melds.left_meld"] and str(left[0]["meld"]) == "[2d 3d 4d]"
    longer = cards("7s 8s 9s Ts 7h 7d 7c 2d 5c Kc")
    fits = diagnose(MELDS, (cards("7s 8s 9s"), cards("7h 7d 7c")), longer)
    assert codes(fits) == ["mistake.melds.fits_yours"] and fits[0]["card"] == Card.parse("Ts")


# ----------------------------------------------------------------------------- deadwood


def test_deadwood_counted_by_rank_ace_high_and_loose_only() -> None:
    court = cards("As 2s 3s 7h 7d 7c Kh 9d 5d 4c")  # deadwood Kh 9d 5d 4c = 28
    found = diagnose(DEADWOOD, 31, court)
    assert codes(found) == ["mistake.deadwood.by_rank"]
    assert say(found[0], "en") == (
        "You counted K♥ by rank (J 11, Q 12, K 13): J, Q and K count 10 each. (R2)"
    )
    assert say(found[0], "nl").startswith("Je telde ♥H naar de rang")
    ace = cards("Ah 2s 3s 4s 7h 7d 7c 9d 5d 4c")  # deadwood Ah 9d 5d 4c = 19
    assert codes(diagnose(DEADWOOD, 29, ace)) == ["mistake.deadwood.ace_high"]
    conflict = cards("7s 8s 9s 7h 7d Kc Qd 2c 3h 5d")  # 7s fits the run and the set: 44
    loose = diagnose(DEADWOOD, 30, conflict)
    assert codes(loose) == ["mistake.deadwood.loose_only"] and loose[0].rule == "R8"
    assert diagnose(DEADWOOD, 43, conflict) == ()
    other = diagnose(DEADWOOD, 47, conflict)  # the set of sevens instead of the run: 30 + 17
    assert codes(other) == ["mistake.deadwood.other_melds"]
    assert [str(m) for m in other[0]["melds"]] == ["[7s 7h 7d]"]
    assert "another choice of melds leaves less" in say(other[0], "en")


def test_deadwood_cards_mistakes() -> None:
    hand = cards("As 2s 3s 7h 7d 7c Kh 9d 5d 4c")
    melded = diagnose(DEADWOOD_CARDS, cards("Kh 9d 5d 4c 2s"), hand)
    assert codes(melded) == ["mistake.deadwood_cards.melded"]
    assert str(melded[0]["meld"]) == "[As 2s 3s]"
    left = diagnose(DEADWOOD_CARDS, cards("Kh 9d"), hand)
    assert codes(left) == ["mistake.deadwood_cards.left_out"] and left[0]["cards"] == cards("5d 4c")


# ----------------------------------------------------------------------------- eleven cards

HAND = cards("As 2s 3s 7h 7d 7c Kh Qh Jh 5d 9c")  # best: throw 9c, 5 left


def test_discard_mistakes() -> None:
    plain = discards(HAND)
    broke = diagnose(DISCARD, Card.parse("2s"), plain)
    assert codes(broke) == ["mistake.discard.broke_meld"] and str(broke[0]["meld"]) == "[As 2s 3s]"
    low = diagnose(DISCARD, Card.parse("5d"), plain)
    assert codes(low) == ["mistake.discard.lower_loose"] and low[0]["better"] == Card.parse("9c")
    taken = discards(HAND, 10, Card.parse("9c"))
    assert codes(diagnose(DISCARD, Card.parse("9c"), taken)) == ["discard.just_taken"]


def test_knock_mistakes() -> None:
    gin = discards(cards("As 2s 3s 4s 7h 7d 7c Kh Qh Jh 2c"))
    only = diagnose(KNOCK, cards("2c"), gin)
    assert codes(only) == ["mistake.knock.only_gin"] and only[0]["others"] == cards("As 2s 3s 4s")
    over = diagnose(KNOCK, cards("2s"), discards(HAND))
    assert codes(over) == ["mistake.knock.over_limit"]
    assert say(over[0], "en") == "Discarding 2♠ leaves 18: 8 points over the limit of 10. (R15)"
    taken = diagnose(KNOCK, cards("9c"), discards(HAND, 10, Card.parse("9c")))
    assert codes(taken) == ["mistake.knock.taken_named"]


def test_can_knock_mistakes() -> None:
    trap = cards("As 2s 3s 4s 7h 7d 7c 7s Kc 6d 4h")  # only Kc would knock, and it was taken
    taken = diagnose(CAN_KNOCK, True, discards(trap, 10, Card.parse("Kc")))
    assert codes(taken) == ["mistake.knock.taken"]
    over = diagnose(CAN_KNOCK, True, discards(cards("As 2s 3s 4s 7h 7d 7c 7s Kc 6d 5h")))
    assert codes(over) == ["mistake.knock.over_limit"] and over[0]["over"] == 1
    assert "1 point over the limit" in say(over[0], "en")
    assert codes(diagnose(CAN_KNOCK, False, discards(HAND))) == ["mistake.knock.could"]
    gin = discards(cards("As 2s 3s 4s 7h 7d 7c Kh Qh Jh 2c"))
    assert codes(diagnose(CAN_KNOCK, False, gin)) == ["mistake.knock.could_gin"]


# ----------------------------------------------------------------------------- showdowns


def position(defender: str, *spread: str) -> LayoffPosition:
    hand = cards(defender)
    melds = tuple(Meld.parse(m) for m in spread)
    reply = best_reply(hand, melds)
    laid = CardSet(x.card for x in reply.layoffs)
    return LayoffPosition(hand, melds, reply.deadwood, frozenset({laid}))


def test_layoff_mistakes() -> None:
    own = position("6s 7s 8s Kd Qc 9h 2c 3d 4h 5c", "8h 8d 8c", "Jh Qh Kh")
    found = diagnose(LAYOFF, cards("8s"), own)
    assert codes(found) == ["mistake.layoff.own_meld"] and str(found[0]["meld"]) == "[6s 7s 8s]"
    assert say(found[0], "en").startswith("You laid 8♠ off, but it already sits in your own meld")
    fits = position("8s Kd Qc 9h 2c 3d 4h 5c 6d Jc", "5s 6s 7s", "Jh Qh Kh")
    missed = diagnose(LAYOFF, CardSet(), fits)
    assert codes(missed) == ["mistake.layoff.missed"] and str(missed[0]["meld"]) == "[5s 6s 7s]"
    chain = position("8s 9s Kd Qc 2c 3d 4h 5c 6d Jc", "5s 6s 7s", "Jh Qh Kh")
    assert codes(diagnose(LAYOFF, cards("8s"), chain)) == ["mistake.layoff.missed_chain"]
    before = (cards("8s 9s"), least_deadwood(chain.cards.mask))  # counted before laying off
    assert codes(diagnose(LAYOFF, before, chain)) == ["mistake.layoff.before"]


KNOCKER = cards("As 2s 3s 7h 7d 7c Kh Qh Jh 5d")  # 5 deadwood


def scored(defender: str, knocker: CardSet = KNOCKER, rules=CLASSIC, upcard=None):  # type: ignore[no-untyped-def]
    hand = cards(defender)
    s = showdown(knocker, hand, rules, upcard=upcard)
    return s, ScorePosition(s, rules, rules.multiplier_for(upcard), hand)


def test_score_mistakes() -> None:
    s, at = scored("4h 5h 6h 8s 8d 8c 9c Tc Jc 2d")  # undercut: 5 - 2 + 25
    assert s.result == "undercut"
    assert codes(diagnose(SCORE, s.points - 25, at)) == ["mistake.score.no_bonus.undercut"]
    assert codes(diagnose(SCORE, ("defender", s.points - 25), at)) == [
        "mistake.score.no_bonus.undercut"
    ]
    g, gin = scored("4h 5h 6h 8s 8d 9c Tc Jc 2d 3c", cards("As 2s 3s 7h 7d 7c Kh Qh Jh Th"))
    assert g.result == "gin"
    assert codes(diagnose(SCORE, g.points - 25, gin)) == ["mistake.score.no_bonus.gin"]
    k, laid = scored("4s 9h 9d 9c 2c 3c 4c 6d 8h Td")  # 4s goes on As 2s 3s: 28 -> 24
    assert k.result == "knock" and k.layoffs
    assert codes(diagnose(SCORE, 23, laid)) == ["mistake.score.before_layoffs"]
    assert codes(diagnose(SCORE, 24, laid)) == ["mistake.score.not_difference"]
    oklahoma = PRESETS["oklahoma"]
    d, doubled = scored("4s 9h 9d 9c 2c 3c 4c 6d 8h Td", rules=oklahoma, upcard=Card.parse("6s"))
    assert doubled.multiplier == 2
    assert codes(diagnose(SCORE, d.points // 2, doubled)) == ["mistake.score.not_doubled"]


def test_final_deadwood_result_and_winner_mistakes() -> None:
    _, laid = scored("4s 9h 9d 9c 2c 3c 4c 6d 8h Td")  # a knock; 4s laid off: 28 -> 24
    assert codes(diagnose(FINAL_DEADWOOD, 28, laid)) == ["mistake.final.before_layoffs"]
    assert diagnose(FINAL_DEADWOOD, 27, laid) == ()
    assert codes(diagnose(RESULT, "undercut", laid)) == ["mistake.result.not_undercut"]
    assert codes(diagnose(RESULT, "gin", laid)) == ["mistake.result.not_gin"]
    assert codes(diagnose(RESULT, "big_gin", laid)) == ["mistake.result.not_big_gin"]
    assert codes(diagnose(RESULT, "tie", laid)) == ["mistake.result.not_tie"]
    assert diagnose(RESULT, "knock", laid) == ()
    _, under = scored("4h 5h 6h 8s 8d 8c 9c Tc Jc 2d")
    assert codes(diagnose(RESULT, "knock", under)) == ["mistake.result.not_knock"]
    strict = PRESETS["guide"]  # undercut only on strictly lower deadwood
    assert not strict.undercut_on_tie
    s, tie = scored("4h 5h 6h 8s 8d 8c 9c Tc Jc 5c", rules=strict)
    assert s.result == "tie"
    assert codes(diagnose(RESULT, "undercut", tie)) == ["mistake.result.not_undercut_strict"]
    _, gin = scored("4h 5h 6h 8s 8d 9c Tc Jc 2d 3c", cards("As 2s 3s 7h 7d 7c Kh Qh Jh Th"))
    assert codes(diagnose(RESULT, "knock", gin)) == ["mistake.result.no_deadwood"]
    you_knock = replace(under, knocker_seat="you")  # undercut: the opponent scores
    assert codes(diagnose(WINNER, "you", you_knock)) == ["mistake.winner.knocker_undercut"]
    assert codes(diagnose(WINNER, "nobody", you_knock)) == ["mistake.winner.not_nobody"]
    assert diagnose(WINNER, "opponent", you_knock) == ()
    they_knock = replace(laid, knocker_seat="opponent")  # a knock: the opponent scores
    assert codes(diagnose(WINNER, "you", they_knock)) == ["mistake.winner.defender_needs"]


# ----------------------------------------------------------------------------- wording


def test_every_mistake_is_worded_in_both_languages() -> None:
    mistake_codes = [c for c in CATALOGUE if c.startswith(("mistake.", "meld.not."))]
    assert len(mistake_codes) >= 30
    for code in mistake_codes:
        assert set(CATALOGUE[code]) == {"en", "nl"}, code
    assert set(CATALOGUES) == {
        "deadwood_cards",
        "final_deadwood",
        "result",
        "winner",
        "deadwood",
        "is_meld",
        "melds",
        "discard",
        "knock",
        "can_knock",
        "layoff",
        "score",
        "match_points",
        "match_winner",
        "first_dealer",
        "next_dealer",
        "sits_out",
        "team_winner",
        "arrangement",
        "can_gin",
        "big_gin",
        "take",
        "legal",
        "knock_limit",
        "knocker_final_deadwood",
    }


# ----------------------------------------------------------------------------- shown


LESSON = """\
id: probe
title: {nl: Proef, en: Probe}
summary: {nl: Een proef., en: A probe.}
rules: [R7]
steps:
  - ask: is_meld
    cards: 6h 7h 9h
    question: {nl: "Is dit een combinatie?", en: "Is this a meld?"}
"""


def test_a_lesson_says_what_was_wrong_before_the_explanation() -> None:
    runner = LessonRunner(parse_lesson(LESSON))
    feedback = runner.answer("yes")
    assert not feedback.ok and feedback.reasons[0].code == "meld.not.gap"
    shown = runner.view("nl").feedback
    assert any("♥8 ontbreekt" in line for line in shown)
