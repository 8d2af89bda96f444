"""The card table's Python side: a hand in as the component's data, the learner's intent
out as the engine's action, an illegal intent refused with the engine's reason.

The page under test is a small script that does what every page with a table does: deal a
scripted hand, mount ``card_table`` with ``table_data``, and read the intent with ``judge``.
The intents are sent as the component's script sends them (``tests/ui/table_driver.py``).
"""

from __future__ import annotations

from typing import Any

import pytest
from streamlit.testing.v1 import AppTest

from tutor.engine.actions import Discard, DrawStock, Gin, Knock, Pass, Take
from tutor.engine.cards import DECK, Card, CardSet
from tutor.engine.melds import arrange
from tutor.engine.rules import CLASSIC
from tutor.engine.state import HandState, Phase
from tutor.explain import say, text
from tutor.ui.table.driver import send, table_data
from tutor.ui.table.faces import face_svg
from tutor.ui.table.model import (
    Look,
    Table,
    hand_order,
    intent_action,
    judge,
    pick_data,
    read_intent,
    seen_moves,
    sort_cards,
    toggle,
)
from tutor.ui.table.model import table_data as build

# The learner (seat 0, the non-dealer) holds a run of spades, three sevens and loose cards.
MINE = CardSet.parse("As 2s 3s 7h 7d 7c Kh 9c 4d 2h")
THEIRS = CardSet.parse("5s 6s 8h 8d Jc Qc Td 3c 4c Ks")
UPCARD = Card.parse("5h")


def deal() -> HandState:
    return HandState.deal(CLASSIC, hands=(MINE, THEIRS), upcard=UPCARD, dealer=1)


def page() -> None:
    """The script AppTest runs: one table for a scripted hand, played by its intents."""
    import streamlit as st

    from tutor.engine.cards import Card, CardSet
    from tutor.engine.rules import CLASSIC
    from tutor.engine.state import HandState
    from tutor.ui.table import card_table, intent_of
    from tutor.ui.table.model import Look, Table, judge, table_data

    if "hand" not in st.session_state:
        st.session_state.hand = HandState.deal(
            CLASSIC,
            hands=(
                CardSet.parse("As 2s 3s 7h 7d 7c Kh 9c 4d 2h"),
                CardSet.parse("5s 6s 8h 8d Jc Qc Td 3c 4c Ks"),
            ),
            upcard=Card.parse("5h"),
            dealer=1,
        )
        st.session_state.order = ()
        st.session_state.sort = "suit"
        st.session_state.refusal = None
        st.session_state.played = []

    def on_intent() -> None:
        hand = st.session_state.hand
        answer = judge(intent_of("t"), hand if hand.to_move == 0 else None, "nl")
        st.session_state.refusal = answer.refusal
        if answer.action is not None:
            st.session_state.hand, _ = hand.apply(answer.action)
            st.session_state.played.append(str(answer.action))
        elif answer.view is not None and answer.view.kind == "order":
            st.session_state.order = answer.view.order
        elif answer.view is not None and answer.view.sort is not None:
            st.session_state.sort, st.session_state.order = answer.view.sort, ()

    hand = st.session_state.hand
    legal = hand.legal_actions() if hand.to_move == 0 else []
    look = Look(lang="nl", sort=st.session_state.sort)
    table = Table(order=st.session_state.order, message=st.session_state.refusal)
    card_table(table_data(hand, legal, look, table), "t", on_intent)


@pytest.fixture
def at(_components: Any) -> AppTest:
    test = AppTest.from_function(page, default_timeout=30)
    test._bidi_component_manager = _components
    return test.run()


def cards(data: dict[str, Any]) -> list[str]:
    return [c["card"] for c in data["hand"]]


def test_the_table_shows_the_hand_it_is_given(at: AppTest) -> None:
    data = table_data(at, "t")
    # melds first (the run, then the set), loose cards by suit: hearts, clubs, diamonds
    assert cards(data) == ["As", "2s", "3s", "7h", "7c", "7d", "2h", "Kh", "9c", "4d"]
    assert [c["meld"] for c in data["hand"][:6]] == [0, 0, 0, 1, 1, 1]
    assert data["hand"][0]["name"] == "schoppen aas"
    assert data["opponent"] == {"count": 10, "cards": None}  # face down
    assert data["pile"]["top"]["card"] == "5h" and data["pile"]["take"]
    assert data["phase"] == "offer" and data["pass"] and not data["stock"]["draw"]
    assert not any(c["discard"] for c in data["hand"])  # nothing to discard before drawing
    assert data["deadwood"] == arrange(MINE).deadwood == 25  # Kh 9c 4d 2h


def test_an_intent_becomes_the_engines_action(at: AppTest) -> None:
    at = send(at, "t", {"kind": "pass"})
    assert at.session_state.played == ["pass"]
    assert table_data(at, "t")["phase"] == "wait"  # the dealer's choice now
    assert at.session_state.hand.to_move == 1


def test_an_illegal_intent_is_refused_with_the_engines_reason(at: AppTest) -> None:
    at = send(at, "t", {"kind": "discard", "card": "Kh"})  # before drawing (R12)
    hand = deal()
    why = say(hand.check(Discard(Card.parse("Kh"))).reasons[0], "nl")
    expected = text("table.not_allowed", "nl", why=why)
    assert at.session_state.refusal == expected
    assert table_data(at, "t")["message"] == expected  # shown on the table
    assert at.session_state.played == [] and at.session_state.hand == hand


def test_a_malformed_intent_is_named_not_played(at: AppTest) -> None:
    at = send(at, "t", {"kind": "take", "card": "11h"})
    assert "'11h'" in at.session_state.refusal
    assert at.session_state.played == []
    assert not at.exception


def test_the_learner_takes_then_may_knock_and_the_card_is_raised(at: AppTest) -> None:
    at = send(at, "t", {"kind": "take", "card": "5h"})
    data = table_data(at, "t")
    assert at.session_state.played == ["take 5h"]
    assert data["phase"] == "discard"
    raised = [c["card"] for c in data["hand"] if c["raised"]]
    assert raised == [] or raised == ["5h"]  # the page decides which card is raised
    flags = {c["card"]: c for c in data["hand"]}
    assert not flags["5h"]["discard"]  # no instant return (R13)
    hand = at.session_state.hand
    knocks = {str(a.card) for a in hand.legal_actions() if isinstance(a, Knock)}
    assert {c for c, f in flags.items() if f["knock"] or f["gin"]} == knocks
    assert data["knock"] == bool(knocks)
    at = send(at, "t", {"kind": "discard", "card": "5h"})
    assert at.session_state.refusal.startswith("Mag niet: ")
    at = send(at, "t", {"kind": "discard", "card": "Kh"})
    assert at.session_state.played == ["take 5h", "discard Kh"]


def test_the_learner_reorders_and_sorts_the_hand(at: AppTest) -> None:
    mine = cards(table_data(at, "t"))
    moved = [mine[-1], *mine[:-1]]
    at = send(at, "t", {"kind": "order", "order": moved})
    data = table_data(at, "t")
    assert cards(data) == moved and data["kept"]
    at = send(at, "t", {"kind": "sort", "sort": "rank"})
    data = table_data(at, "t")
    assert not data["kept"] and data["sort"] == "rank"
    assert cards(data)[6:] == ["2h", "4d", "9c", "Kh"]  # loose cards by rank now


# ----------------------------------------------------------------------------- pure parts


def test_intents_read_into_actions_checked_by_the_engine() -> None:
    hand = deal()
    assert intent_action({"kind": "take", "card": "5h"}, hand) == Take(UPCARD)
    after, _ = hand.apply(Pass())
    after, _ = after.apply(Pass())  # both pass: the non-dealer draws from the stock (R11)
    assert intent_action({"kind": "draw"}, after) == DrawStock()
    drawn, _ = after.apply(DrawStock())
    card = next(iter(drawn.hands[0]))
    assert intent_action({"kind": "discard", "card": str(card)}, drawn) == Discard(card)
    refused = judge({"kind": "gin", "card": "Kh"}, drawn, "en")
    why = say(drawn.check(Gin(Card.parse("Kh"))).reasons[0], "en")
    assert refused.refusal == f"Not allowed: {why}" and refused.action is None


@pytest.mark.parametrize(
    "intent",
    [
        None,
        "discard Kh",
        {"kind": "fly"},
        {"kind": "order", "order": ["As", "As"]},
        {"kind": "sort", "sort": "colour"},
        {"kind": "discard"},
    ],
)
def test_bad_intents_are_errors_that_quote_them(intent: object) -> None:
    answer = judge(intent, deal(), "en")
    assert answer.action is None and answer.refusal is not None
    assert repr(intent) in answer.refusal or "The table sent" in answer.refusal
    with pytest.raises(Exception, match="The table sent"):
        read_intent(intent)


def test_loose_cards_by_suit_show_near_runs_and_a_kept_order_wins() -> None:
    loose = CardSet.parse("Kh 4s 5c 3s 6h 4c")
    assert [str(c) for c in sort_cards(loose)] == ["3s", "4s", "6h", "Kh", "4c", "5c"]
    assert [str(c) for c in sort_cards(loose, "rank")] == ["3s", "4s", "4c", "5c", "6h", "Kh"]
    best = arrange(MINE).best
    kept = (Card.parse("Kh"), Card.parse("As"))
    order = hand_order(MINE | CardSet.parse("5h"), best, "suit", kept)
    assert [str(c) for c in order[:2]] == ["Kh", "As"] and len(order) == 11


def test_the_opponent_is_shown_only_when_the_hand_is_over() -> None:
    hand = deal()
    shown = build(hand, [], Look(), Table(reveal=True))["opponent"]["cards"]
    assert sorted(c["card"] for c in shown) == sorted(str(c) for c in THEIRS)
    assert build(hand, [], Look())["opponent"]["cards"] is None


def test_a_knock_shows_both_hands_with_the_layoffs() -> None:
    hand = HandState.deal(
        CLASSIC,
        hands=(
            CardSet.parse("As 2s 3s 7h 7d 7c 9h 9d 9c 2d"),
            CardSet.parse("4s 5s 8h 8d Jc Qc Td 3c 4c Ks"),
        ),
        upcard=Card.parse("2c"),
        dealer=1,
    )
    for action in (Take(Card.parse("2c")), Knock(Card.parse("2d"))):
        hand, _ = hand.apply(action)
    while not hand.is_over:
        hand, _ = hand.apply(hand.legal_actions()[-1])
    end = build(hand, [], Look(lang="en"), Table())["end"]
    assert end["knocker"] == "me" and end["knocker_label"] == "You knocked"
    assert end["lines"] == [say(r, "en") for r in hand.result.breakdown]
    assert end["outcome"] == f"You win {hand.result.points} points."
    laid = [c["card"] for m in end["knocker_melds"] for c in m["laid"]]
    assert laid == [str(x.card) for x in hand.result.layoffs]
    assert end["defender_points"] == f"deadwood {hand.result.defender_deadwood}"


def test_moves_are_seen_as_the_learner_sees_them() -> None:
    history = ((1, DrawStock()), (1, Discard(Card.parse("Kh"))), (1, Knock(Card.parse("2d"))))
    seen = seen_moves(history, 0)
    assert [(s.kind, s.card) for s in seen] == [
        ("draw", None),
        ("discard", Card.parse("Kh")),
        ("knock", None),  # the knock's card goes face down (R15)
    ]
    assert Phase.DRAW  # the engine's phases name the table's


def test_faces_read_in_the_learners_language_and_colours() -> None:
    king = Card.parse("Kd")
    dutch, english = face_svg(king, "nl"), face_svg(king, "en")
    assert 'aria-label="ruiten heer"' in dutch and 'aria-label="king of diamonds"' in english
    assert dutch != english  # the corner reads H, not K
    assert face_svg(Card.parse("7h"), "nl") == face_svg(Card.parse("7h"), "nl")
    two, four = face_svg(king, "en"), face_svg(king, "en", four_colour=True)
    assert "#c8102e" in two and "#1859c4" in four and "#1859c4" not in two
    assert face_svg(Card.parse("7s"), "en") == face_svg(Card.parse("7s"), "en", four_colour=True)


def test_each_face_goes_to_the_browser_once_per_session(at: AppTest) -> None:
    first = table_data(at, "t")
    shown = {c["card"] for c in first["hand"]} | {"5h", "back:blue"}
    assert set(first["faces"]) == shown and first["variant"] == "nl/two"
    assert first["faces"]["Kh"].startswith("data:image/svg+xml,")
    at = send(at, "t", {"kind": "take", "card": "5h"})
    assert table_data(at, "t")["faces"] == {}  # all shown before
    at = send(at, "t", {"kind": "faces"})  # the page was loaded anew: all of them again
    again = table_data(at, "t")
    assert set(again["faces"]) >= {c["card"] for c in again["hand"]}
    assert at.session_state.played == ["take 5h"]  # asking for faces is no move


def test_picking_toggles_cards_and_a_single_pick_replaces_the_last() -> None:
    a, b = Card.parse("As"), Card.parse("Kh")
    assert toggle([], a, multi=True) == [a]
    assert toggle([a], b, multi=True) == [a, b]
    assert toggle([a, b], a, multi=True) == [b]  # a second click takes it back
    assert toggle([a], b, multi=False) == [b]
    assert toggle([b], b, multi=False) == []


def test_a_hand_to_pick_from_shows_no_melds_and_only_pickable_cards_may_be_picked() -> None:
    picked = [Card.parse("Kh")]
    data = pick_data(MINE, Look(lang="en"), picked, multi=True, pickable=[Card.parse("Kh")])
    assert data["phase"] == "pick" and data["pick"] == {"multi": True}
    assert all(c["meld"] is None for c in data["hand"])  # the answer is not given away
    assert [c["card"] for c in data["hand"]] == [str(c) for c in sort_cards(MINE)]
    assert [c["card"] for c in data["hand"] if c["discard"]] == ["Kh"]
    assert [c["card"] for c in data["hand"] if c["picked"]] == ["Kh"]


def test_an_arranged_hand_marks_the_engines_melds_and_keeps_a_left_out_card_last() -> None:
    eleven = MINE | CardSet.parse("Qs")
    best = arrange(MINE).best  # the ten cards left after discarding Qs
    note = {Card.parse("Qs"): "best discard"}
    data = pick_data(eleven, Look(), multi=False, pickable=(), arrangement=best, notes=note)
    hand = data["hand"]
    assert hand[-1]["card"] == "Qs" and hand[-1]["name"] == "queen of spades (best discard)"
    assert len({c["meld"] for c in hand if c["meld"] is not None}) == len(best.melds)
    assert not any(c["discard"] for c in hand) and data["text"]["keys"] == ""


def test_a_face_is_encoded_exactly_as_urllib_quotes_it() -> None:
    """The quick encoding of a face's data address gives urllib's ``quote`` byte for byte,
    for every face, every back and text beyond ASCII."""
    from urllib.parse import quote

    from tutor.ui.cards import BACK_COLOURS, back_svg
    from tutor.ui.table import _uri

    langs = ("en", "nl")
    drawings = [face_svg(c, lang, four) for c in DECK for lang in langs for four in (False, True)]
    drawings += [back_svg(lang, colour) for lang in langs for colour in BACK_COLOURS]
    drawings.append('é ♥ <a href="#x">100% {a}</a>\n\t\x7f')
    for svg in drawings:
        assert _uri(svg) == "data:image/svg+xml," + quote(svg, safe=" =:/;,'-._()")
