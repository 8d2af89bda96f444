"""The hand engine: actions and their notation, the deal, phases, legal play and the views.

Each rule that shapes a turn is exercised by a scripted deal: the opening choice (R11) with
both passing, the taken card that cannot be discarded (R13), stock exhaustion (R14 and the
play-on variant), the Oklahoma limit (R29), straight gin (R30) and big gin (R17).
"""

from __future__ import annotations

import random

import pytest

from tests.play.helpers import churn, codes, play, scripted
from tutor.engine.actions import (
    BigGin,
    Discard,
    Done,
    DrawStock,
    Gin,
    Knock,
    LayOff,
    Pass,
    Take,
    parse_action,
)
from tutor.engine.cards import DECK, Card, CardSet
from tutor.engine.errors import IllegalActionError, NotationError, TutorError
from tutor.engine.melds import Meld
from tutor.engine.policies import play_hand, random_policy, simple
from tutor.engine.rules import CLASSIC, PRESETS, preset
from tutor.engine.scoring import showdown
from tutor.engine.state import HandState, Phase
from tutor.explain import say

C = Card.parse

# Seat 0 deals, so seat 1 (the non-dealer) moves first.
KNOCKER = "As 2s 3s 7h 7d 7c Kh Qh Jh 5d"  # deadwood 5 (5d)
DEFENDER = "4s 5s 8h 8s 2c 3d 6d 9h Tc Ts"
DEF2 = "4d Jc 8h 8s 2c 3d 6d Js Tc Ts"  # deadwood 71, nothing to lay off below


# ----------------------------------------------------------------------------- actions


@pytest.mark.parametrize(
    "action",
    [
        Take(C("7h")),
        DrawStock(),
        Pass(),
        Discard(C("Td")),
        Knock(C("Kc")),
        Knock(C("5d"), (Meld.parse("As 2s 3s"), Meld.parse("7h 7d 7c"))),
        Gin(C("2c")),
        BigGin(),
        LayOff(C("9s"), Meld.parse("6s 7s 8s")),
        Done(),
    ],
)
def test_action_notation_round_trips(action: object) -> None:
    assert parse_action(str(action)) == action
    assert hash(parse_action(str(action))) == hash(action)
    assert eval(repr(action)) == action  # repr is documented as eval-able


def test_action_input_is_forgiving_and_canonical() -> None:
    assert str(parse_action("  DISCARD 10♥ ")) == "discard Th"
    assert str(parse_action("layoff 9S on [8s 7s 6s]")) == "layoff 9s on [6s 7s 8s]"
    assert parse_action("knock 5d [As 2s 3s]").spread == (Meld.parse("As 2s 3s"),)


@pytest.mark.parametrize(
    "text",
    [
        "",
        "take",
        "take 7h 8h",
        "discard 1h",
        "knock 7h As 2s",
        "layoff 9s [6s 7s 8s]",
        "draw pile",
        "big",
        "fold",
        "knock 5d [As 2s 4s]",
    ],
)
def test_bad_action_text_is_quoted(text: str) -> None:
    with pytest.raises(NotationError) as info:
        parse_action(text)
    assert repr(text) in str(info.value) or "is not" in str(info.value)


# ----------------------------------------------------------------------------- the deal


def test_seeded_deal_is_reproducible_and_complete() -> None:
    a = HandState.deal(CLASSIC, rng=random.Random(11))
    b = HandState.deal(CLASSIC, rng=random.Random(11))
    c = HandState.deal(CLASSIC, rng=random.Random(12))
    assert a == b and a != c
    assert [len(h) for h in a.hands] == [10, 10] and len(a.stock) == 31
    assert a.cards_accounted() == CardSet(DECK)
    assert a.discard_pile == (a.upcard,) and a.upcard == a.deck[20]


def test_deck_order_deals_alternately_non_dealer_first() -> None:
    deck = list(DECK)
    state = HandState.deal(CLASSIC, deck=deck, dealer=1)
    assert state.hands[0] == CardSet(deck[0:20:2])  # seat 0 is the non-dealer
    assert state.hands[1] == CardSet(deck[1:20:2])
    assert state.upcard == deck[20] and state.stock == tuple(deck[21:])
    assert state.to_move == 0


def test_explicit_hands_replay_through_their_deck_order() -> None:
    state = scripted(CLASSIC, KNOCKER, DEFENDER, "Kd", "9c Qs")
    assert state.hands == (CardSet.parse(KNOCKER), CardSet.parse(DEFENDER))
    assert state.stock[:2] == (C("9c"), C("Qs"))
    again = HandState.deal(CLASSIC, deck=state.deck, dealer=state.dealer)
    assert again == state


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"deck": DECK[:51]}, "52 cards"),
        ({"deck": (*DECK[:51], DECK[0])}, "missing 'Kc'"),
        ({"hands": (CardSet.parse(KNOCKER), CardSet.parse(KNOCKER))}, "both hands"),
        ({"hands": (CardSet.parse("As"), CardSet.parse(DEFENDER))}, "10 cards"),
        (
            {"hands": (CardSet.parse(KNOCKER), CardSet.parse(DEFENDER)), "upcard": C("As")},
            "upcard As",
        ),
        ({}, "random generator"),
        ({"rng": random.Random(1), "dealer": 2}, "dealer 2"),
    ],
)
def test_bad_deals_say_what_is_wrong(kwargs: dict[str, object], message: str) -> None:
    with pytest.raises(TutorError, match=message):
        HandState.deal(CLASSIC, **kwargs)  # type: ignore[arg-type]


# ----------------------------------------------------------------------------- R11 opening


def test_opening_choice_both_pass_then_stock_only() -> None:
    state = scripted(CLASSIC, KNOCKER, DEFENDER, "Kd", "9c")
    assert state.phase is Phase.OFFER and state.to_move == 1
    assert state.legal_actions() == [Take(C("Kd")), Pass()]
    assert not state.can(DrawStock())
    assert [r.code for r in state.check(DrawStock()).reasons] == ["phase.offer"]
    state, events = play(state, "pass")
    assert state.to_move == 0 and state.phase is Phase.OFFER
    state, events = play(state, "pass")
    assert codes(events) == ["offer.both_passed"]
    assert state.phase is Phase.DRAW and state.to_move == 1 and state.stock_only
    assert state.legal_actions() == [DrawStock()]
    verdict = state.check(Take(C("Kd")))
    assert not verdict.ok and verdict.reasons[0].code == "offer.stock_only"
    assert verdict.reasons[0].rule == "R11"
    state, events = play(state, "draw stock")
    assert events[0].card == C("9c") and C("9c") in state.hands[1]
    state, _ = play(state, "discard 9c")
    # From here on a normal turn: the dealer may take the discard.
    assert Take(C("9c")) in state.legal_actions() and not state.stock_only


def test_dealer_takes_the_upcard_after_a_pass_then_play_goes_on() -> None:
    state = scripted(CLASSIC, KNOCKER, DEFENDER, "Kd", dealer=0)
    state, events = play(state, "pass", "take Kd")
    assert events[-1].kind == "take" and events[-1].reasons[0].rule == "R11"
    assert state.to_move == 0 and state.phase is Phase.DISCARD and state.taken == C("Kd")
    state, _ = play(state, "discard 5d")
    assert state.phase is Phase.DRAW and state.to_move == 1


def test_without_opening_choice_the_non_dealer_starts_a_normal_turn() -> None:
    state = scripted(preset("app"), KNOCKER, DEFENDER, "Kd", dealer=1)
    assert state.phase is Phase.DRAW and state.to_move == 0
    assert set(state.legal_actions()) == {DrawStock(), Take(C("Kd"))}
    assert not state.can(Pass())


# ----------------------------------------------------------------------------- R13


def test_the_taken_card_cannot_be_discarded_but_a_drawn_one_can() -> None:
    state = scripted(CLASSIC, KNOCKER, DEFENDER, "4h", "Kc", dealer=1)
    state, _ = play(state, "take 4h")
    verdict = state.check(Discard(C("4h")))
    assert not verdict.ok
    assert verdict.reasons[0].code == "discard.just_taken" and verdict.reasons[0].rule == "R13"
    assert Discard(C("4h")) not in state.legal_actions()
    assert not state.can(Knock(C("4h"))) and not state.can(Gin(C("4h")))
    with pytest.raises(IllegalActionError) as info:
        state.apply(Discard(C("4h")))
    assert info.value.verdict is not None and info.value.verdict.reasons[0].code == (
        "discard.just_taken"
    )
    state, _ = play(state, "discard Kh")
    state, _ = play(state, "draw stock", "discard Kc")  # the card drawn may go straight back
    assert state.discard_pile[-1] == C("Kc")


def test_illegal_actions_carry_reasons() -> None:
    state = scripted(CLASSIC, KNOCKER, DEFENDER, "4h", "Kc", dealer=1)
    state, _ = play(state, "pass", "pass", "draw stock")
    cases = {
        Discard(C("9h")): "card.not_in_hand",
        DrawStock(): "phase.discard",
        Take(C("4h")): "phase.discard",
        Gin(C("Kc")): "gin.not_gin",
        BigGin(): "big_gin.not_allowed",
        LayOff(C("5d"), Meld.parse("As 2s 3s")): "phase.discard",
        Knock(C("Kc"), (Meld.parse("As 2s 3s 4s"),)): "spread.not_in_hand",
    }
    for action, code in cases.items():
        verdict = state.check(action)
        assert not verdict.ok and verdict.reasons[0].code == code, action
    knock = state.check(Knock(C("Kc")))
    assert (
        knock.ok and knock.reasons[0].code == "knock.allowed" and knock.reasons[0]["deadwood"] == 5
    )
    spread = state.check(Knock(C("Kc"), (Meld.parse("As 2s 3s"),)))
    assert not spread.ok and [r.code for r in spread.reasons] == [
        "spread.too_much",
        "knock.too_high",
    ]


# ----------------------------------------------------------------------------- R14


@pytest.mark.parametrize(("name", "left", "draws"), [("classic", 2, 29), ("playon", 0, 31)])
def test_stock_exhaustion_ends_the_hand_as_a_draw(name: str, left: int, draws: int) -> None:
    state = scripted(preset(name), KNOCKER, DEFENDER, "Qd", dealer=1)
    events = []
    while not state.is_over:
        state, step = churn(state)
        events += step
    assert [e.kind for e in events].count("draw") == draws and len(state.stock) == left
    assert state.is_draw and state.result is None
    assert state.hands == (CardSet.parse(KNOCKER), CardSet.parse(DEFENDER))
    assert events[-1].kind == "stock_exhausted"
    why = events[-1].reasons[0]
    assert why.code == ("hand.stock_exhausted" if left else "hand.stock_empty")
    assert why.rule == "R14"
    assert (f"Only {left} cards" in say(why)) == bool(left)  # never "only 0 cards"
    assert state.legal_actions() == []
    assert state.check(DrawStock()).reasons[0].code == "phase.over"
    assert state.cards_accounted() == CardSet(DECK)


def test_the_player_drawing_the_third_last_card_may_still_knock() -> None:
    # Seat 1 holds a knockable hand but churns until it draws the third-last stock card.
    state = scripted(CLASSIC, DEFENDER, KNOCKER, "Qd", dealer=0)
    state, _ = play(state, "pass", "pass")
    while len(state.stock) > 3:
        state, _ = churn(state)
    assert state.to_move == 1 and len(state.stock) == 3
    state, _ = play(state, "draw stock")
    knocks = [a for a in state.legal_actions() if isinstance(a, Knock)]
    assert knocks
    state, events = state.apply(knocks[0])
    assert state.phase is Phase.LAYOFF and "stock_exhausted" not in [e.kind for e in events]


# ----------------------------------------------------------------------------- limits


def test_oklahoma_ace_upcard_allows_only_gin() -> None:
    rules = preset("oklahoma")
    state = scripted(rules, DEFENDER, KNOCKER, "Ac", "Kc", dealer=0)
    assert state.knock_limit == 0
    state, _ = play(state, "pass", "pass", "draw stock")
    verdict = state.check(Knock(C("Kc")))
    assert not verdict.ok and verdict.reasons[0].code == "knock.gin_only"
    assert verdict.reasons[0].rule == "R29"
    assert not any(isinstance(a, Knock) for a in state.legal_actions())


def test_oklahoma_three_upcard_sets_limit_three() -> None:
    rules = preset("oklahoma")
    state = scripted(rules, DEFENDER, KNOCKER, "3h", "Kc", dealer=0)
    assert state.knock_limit == 3
    state, _ = play(state, "pass", "pass", "draw stock")
    verdict = state.check(Knock(C("Kc")))  # leaves 5
    assert not verdict.ok
    assert (verdict.reasons[0].code, verdict.reasons[0]["limit"]) == ("knock.too_high", 3)
    assert verdict.reasons[0].rule == "R29"


def test_straight_gin_has_no_knocking_but_gin_ends_the_hand() -> None:
    rules = preset("straight")
    state = scripted(rules, DEF2, "As 2s 3s 7h 7d 7c Kh Qh Jh 5s", "9c", "Kc 8c 4s", dealer=0)
    assert state.knock_limit is None
    state, _ = play(state, "pass", "pass", "draw stock")
    verdict = state.check(Knock(C("Kc")))  # would leave 5
    assert not verdict.ok and verdict.reasons[0].code == "knock.straight_gin"
    assert verdict.reasons[0].rule == "R30"
    assert not any(isinstance(a, Knock | Gin) for a in state.legal_actions())
    state, _ = play(state, "discard Kc", "draw stock", "discard 8c", "draw stock")
    gins = {a for a in state.legal_actions() if isinstance(a, Gin)}
    assert gins == {Gin(C("As")), Gin(C("5s"))}
    state, _ = play(state, "gin 5s")
    assert state.result is not None and state.result.result == "gin"
    assert state.result.points == 71 + 25


def test_gin_ends_the_hand_without_layoffs() -> None:
    state = scripted(CLASSIC, DEF2, "As 2s 3s 7h 7d 7c Kh Qh Jh Kc", "9c", "4s", dealer=0)
    state, _ = play(state, "pass", "pass", "draw stock")
    assert Gin(C("Kc")) in state.legal_actions()
    state, events = play(state, "gin Kc")
    assert state.is_over and state.result is not None
    assert (state.result.result, state.result.winner) == ("gin", "knocker")
    expected = showdown(
        CardSet.parse("As 2s 3s 4s 7h 7d 7c Kh Qh Jh"), CardSet.parse(DEF2), CLASSIC
    )
    assert state.result.points == expected.points == expected.defender_deadwood + 25
    assert state.result.layoffs == () and [e.kind for e in events] == ["gin", "spread", "score"]
    assert state.face_down == C("Kc") and state.cards_accounted() == CardSet(DECK)


def test_big_gin_where_the_rules_allow_it() -> None:
    hand = "As 2s 3s 4s 5h 5d 5c 9h 9d 9c"
    guide = scripted(preset("guide"), DEF2, hand, "Kd", "9s", dealer=0)
    guide, _ = play(guide, "pass", "pass", "draw stock")
    assert BigGin() in guide.legal_actions()
    over, _ = guide.apply(BigGin())
    assert over.result is not None and over.result.result == "big_gin"
    assert over.result.points == over.result.defender_deadwood + 31
    assert len(over.hands[1]) == 11 and over.cards_accounted() == CardSet(DECK)
    classic = scripted(CLASSIC, DEF2, hand, "Kd", "9s", dealer=0)
    classic, _ = play(classic, "pass", "pass", "draw stock")
    assert BigGin() not in classic.legal_actions()
    assert classic.check(BigGin()).reasons[0].code == "big_gin.not_allowed"


# ----------------------------------------------------------------------------- knock, layoffs


def test_knock_layoffs_done_agree_with_the_showdown() -> None:
    state = scripted(CLASSIC, DEFENDER, "As 2s 3s 7h 7d 7c Kh Qh Jh 5d", "Kd", "9c", dealer=0)
    state, _ = play(state, "pass", "pass", "draw stock", "knock 9c")
    assert state.phase is Phase.LAYOFF and state.to_move == 0 and state.knocker == 1
    run = Meld.parse("As 2s 3s")
    assert set(state.legal_actions()) == {LayOff(C("4s"), run), Done()}
    assert state.check(LayOff(C("5s"), run)).reasons[0].code == "layoff.no_fit"
    assert state.check(LayOff(C("4s"), Meld.parse("4s 5s 6s"))).reasons[0].code == (
        "layoff.no_such_meld"
    )
    state, _ = play(state, "layoff 4s on [As 2s 3s]")
    assert LayOff(C("5s"), Meld.parse("As 2s 3s 4s")) in state.legal_actions()  # the chain
    view = state.view(0)
    assert len(view.hand) == 9 and Meld.parse("As 2s 3s 4s") in view.spread
    state, _ = play(state, "layoff 5s on [As 2s 3s 4s]", "done")
    assert state.is_over and state.result is not None
    assert (state.result.result, state.result.points) == ("knock", 51)
    assert state.cards_accounted() == CardSet(DECK)


def test_a_defender_who_skips_a_layoff_is_told_what_it_cost() -> None:
    state = scripted(CLASSIC, DEFENDER, "As 2s 3s 7h 7d 7c Kh Qh Jh 5d", "Kd", "9c", dealer=0)
    state, events = play(state, "pass", "pass", "draw stock", "knock 9c", "done")
    assert state.result is not None and state.result.points == 60
    missed = [r for e in events for r in e.reasons if r.code == "layoff.missed"]
    assert missed and (missed[0]["deadwood"], missed[0]["best"]) == (65, 56)


def test_a_named_spread_is_laid_out_and_its_cost_said() -> None:
    knocker = "As 5s 6s 7s 5c 6c 7c 5d 6d 7d"
    defender = "3s 4s 4c 4d 5h 6h 7h 8s 8c 8d"
    state = scripted(CLASSIC, defender, knocker.replace("As", "Kh"), "Qd", "As", dealer=0)
    state, _ = play(state, "pass", "pass", "draw stock")
    state, events = play(state, "knock Kh [5s 6s 7s] [5c 6c 7c] [5d 6d 7d]")
    costs = [r for e in events for r in e.reasons if r.code == "spread.costs"]
    assert costs and (costs[0]["points"], costs[0]["best_points"]) == (-26, 2)
    state = play_hand(state, (simple, simple))
    assert state.result is not None and state.result.result == "undercut"


# ----------------------------------------------------------------------------- views


def test_views_show_only_what_a_seat_may_see() -> None:
    state = scripted(CLASSIC, KNOCKER, DEFENDER, "4h", "Kc Qc", dealer=1)
    state, events = play(state, "take 4h", "discard Kh", "draw stock")
    view0, view1 = state.view(0), state.view(1)
    assert view0.hand == state.hands[0] and view1.hand == state.hands[1]
    assert view1.opponent_known == CardSet.parse("4h") and view0.opponent_known == CardSet()
    assert view1.opponent_discards == (C("Kh"),) and view0.opponent_discards == ()
    assert view0.stock_size == 30 and view0.discard_pile == (C("Kh"),)
    assert view0.legal_actions() == [] and view1.legal_actions() == state.legal_actions()
    fields = set(type(view0).__dataclass_fields__)
    assert "hand" in fields and not fields & {"stock", "hands", "deck", "face_down", "history"}
    draw = events[-1]
    assert draw.kind == "draw" and draw.card == C("Kc")
    assert draw.seen_by(0).card is None and draw.seen_by(1) == draw
    assert draw.seen_by(0).reasons[0].code == "turn.draw_hidden"
    state, _ = play(state, "discard Kc", "draw stock", "discard 4h")
    assert state.view(1).opponent_known == CardSet()  # seat 0 let the known card go
    state, _ = play(state, "take 4h")
    assert state.view(0).opponent_known == CardSet.parse("4h")


def test_after_a_knock_the_knockers_hand_is_shown() -> None:
    state = scripted(CLASSIC, DEFENDER, "As 2s 3s 7h 7d 7c Kh Qh Jh 5d", "Kd", "9c", dealer=0)
    state, events = play(state, "pass", "pass", "draw stock", "knock 9c")
    knock = events[-2]
    assert knock.kind == "knock" and knock.card == C("9c") and knock.seen_by(1) == knock
    assert knock.seen_by(0).card is None  # the discard lies face down (R15)
    assert knock.reasons[0].code == "turn.knock" and knock.reasons[0]["deadwood"] == 5
    assert state.view(0).opponent_known == state.hands[1]
    assert state.view(1).opponent_known == CardSet()


# ----------------------------------------------------------------------------- all presets


@pytest.mark.parametrize("name", list(PRESETS))
def test_legal_actions_are_exactly_the_allowed_ones(name: str) -> None:
    """Along random hands, every legal action checks as allowed and every other candidate
    (each card discarded, knocked or gone gin with) that is refused carries a reason."""
    rng = random.Random(hash(name) % 1000)
    rules = PRESETS[name]
    for number in range(6):
        state = HandState.deal(rules, rng=rng, dealer=number % 2)
        pick = random_policy(random.Random(number))
        while not state.is_over:
            legal = state.legal_actions()
            assert legal and all(state.can(a) for a in legal)
            hand = state.hands[state.to_move]
            candidates = [DrawStock(), Pass(), Done(), BigGin()]
            for card in hand:
                candidates += [Discard(card), Knock(card), Gin(card)]
            for action in candidates:
                verdict = state.check(action)
                assert verdict.ok == (action in legal or _equivalent_knock(action, legal)), action
                if not verdict.ok:
                    assert verdict.reasons
            chooser = simple if number % 2 else pick
            state, _ = state.apply(chooser(state.view(state.to_move)))


def _equivalent_knock(action: object, legal: list[object]) -> bool:
    # Knocking with nothing left is gin, so a "knock" on a gin discard is allowed too.
    return isinstance(action, Knock) and Gin(action.card) in legal


def test_random_players_finish_hands_under_every_preset() -> None:
    for name, rules in PRESETS.items():
        for seed in range(3):
            pick = random_policy(random.Random(seed))
            state = play_hand(HandState.deal(rules, rng=random.Random(seed)), (pick, pick))
            assert state.is_over, name
