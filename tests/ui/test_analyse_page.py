"""The "Analyse a hand" page, run through the app's router with Streamlit's AppTest
(fixtures ``app`` and ``open_app`` in conftest.py)."""

from __future__ import annotations

from collections.abc import Callable
from urllib.parse import unquote

import pytest
from streamlit.testing.v1 import AppTest

from tutor.engine.cards import Card, CardSet
from tutor.engine.melds import deadwood, discards
from tutor.ui.cards import FOUR_COLOURS, card_label
from tutor.ui.table.driver import table_data
from tutor.ui.views import analyse as view

TEN = "As 2s 3s 7h 7d 7c Kh Qh Jh 5d"
ELEVEN = "3s 6s 4c 5c 6c 7c 3d 5d 6d 5h 6h"
OpenApp = Callable[..., AppTest]
PAGE = "app_pages/analyse.py"


@pytest.fixture
def open_app(open_app: OpenApp) -> OpenApp:
    """The app opened on this page (the app's root is the Home page); ``app`` uses it too."""

    def start(locale: str | None = "en-US", **query: str) -> AppTest:
        return open_app(locale, **query).switch_page(PAGE).run()

    return start


def enter(at: AppTest, cards: str) -> AppTest:
    return at.text_input(key=view.HAND.widget).set_value(cards).run()


def all_html(at: AppTest) -> str:
    return "".join(str(h.value) for h in at.html)


def test_ten_cards_show_the_engines_deadwood_and_the_cards(app: AppTest) -> None:
    enter(app, TEN)
    assert not app.exception and not app.error
    assert [m.value for m in app.metric] == [str(deadwood(CardSet.parse(TEN)))] == ["5"]
    hand = table_data(app, view.HAND_TABLE)["hand"]
    names = {c["name"] for c in hand}
    for name in ("ace of spades", "seven of hearts", "king of hearts", "five of diamonds"):
        assert name in names
    assert len({c["meld"] for c in hand if c["meld"] is not None}) == 3  # three melds marked
    reasons = " ".join(m.value for m in app.markdown)
    assert 'color[5♦]{foreground="#c8102e"} fits no set or run' in reasons and "(R9)" in reasons
    assert not app.table  # no discards for ten cards


def test_every_equal_arrangement_is_drawn(open_app: OpenApp) -> None:
    at = enter(open_app(), "2s 4s Ah 2h 3h Ad 2d 3d 2c 4c")
    assert not at.exception
    headings = [h.value for h in at.subheader]
    assert "Every arrangement with the least deadwood (3)" in headings
    assert sum("Arrangement " in m.value for m in at.markdown) == 3


def test_eleven_cards_show_the_discard_table(app: AppTest) -> None:
    enter(app, ELEVEN)
    assert not app.exception and not app.error
    options = discards(CardSet.parse(ELEVEN), 10)
    assert [m.value for m in app.metric] == [str(options.deadwood)]
    table = app.table[0].value
    assert len(table) == 11
    assert list(table.columns) == ["Discard", "Deadwood left", "Knock allowed", "Gin", "Why"]
    knocks = {
        str(r["Discard"]).lstrip("★ ") for _, r in table.iterrows() if r["Knock allowed"] == "yes"
    }
    assert knocks == {card_label(c) for c in options.knock_discards()} == {"7♣"}
    assert any("You may knock after discarding 7♣" in s.value for s in app.success)
    hand = table_data(app, view.HAND_TABLE)["hand"]
    best = [c for c in hand if c["raised"]]
    assert [c["name"] for c in best] == ["seven of clubs (best discard)"]


@pytest.mark.parametrize(
    ("entry", "quoted"),
    [("As 2s 11h", "'11h'"), ("As 2s 2S", "'2S'"), ("As 2s 3s 4s 5s 6s 7s 8s 9s Ts Js Qs", "12")],
)
def test_a_bad_entry_shows_a_friendly_error_quoting_it(
    app: AppTest, entry: str, quoted: str
) -> None:
    enter(app, entry)
    assert not app.exception
    assert len(app.error) == 1
    message = app.error[0].value
    assert quoted in message and entry in message
    assert "Traceback" not in message
    assert not app.metric


def test_dutch_from_the_browser_locale_and_remembered_in_the_link(open_app: OpenApp) -> None:
    at = open_app("nl-NL")
    assert at.title[0].value == "Hand analyseren"
    assert at.query_params["lang"] == "nl"
    enter(at, TEN)
    assert [m.label for m in at.metric] == ["Dood hout"]
    reasons = " ".join(m.value for m in at.markdown)
    assert "is een reeks" in reasons and "dood hout" in reasons
    assert "harten zeven" in {c["name"] for c in table_data(at, view.HAND_TABLE)["hand"]}
    enter(at, ELEVEN)
    assert "Kloppen mag" in at.table[0].value.columns


def test_the_lang_parameter_wins_over_the_locale(open_app: OpenApp) -> None:
    assert open_app("en-US", lang="nl").title[0].value == "Hand analyseren"
    assert open_app("nl-BE", lang="en").title[0].value == "Analyse a hand"
    assert open_app(None).title[0].value == "Analyse a hand"  # no locale: English


def test_the_sidebar_switches_language_and_keeps_the_hand(app: AppTest) -> None:
    enter(app, TEN)
    app.segmented_control(key="tutor.language.widget").set_value("nl").run()
    assert app.title[0].value == "Hand analyseren"
    assert app.query_params["lang"] == "nl"
    assert app.text_input(key=view.HAND.widget).value == TEN
    assert [m.value for m in app.metric] == ["5"]


def faces(at: AppTest) -> str:
    """The card faces the table got in the last run, as SVG text."""
    sent = table_data(at, view.HAND_TABLE)["faces"].values()
    return "".join(unquote(uri.removeprefix("data:image/svg+xml,")) for uri in sent)


def test_four_colour_suits(app: AppTest) -> None:
    enter(app, TEN)
    assert FOUR_COLOURS[Card.parse("5d").suit] not in faces(app)
    app.toggle(key="tutor.four_colour.widget").set_value(True).run()
    assert FOUR_COLOURS[Card.parse("5d").suit] in faces(app)


def test_picking_cards_writes_the_entry(app: AppTest) -> None:
    app.pills(key="analyse.pick.s").set_value([1, 2, 3]).run()
    app.pills(key="analyse.pick.h").set_value([7, 13]).run()
    assert app.text_input(key=view.HAND.widget).value == "As 2s 3s 7h Kh"
    assert [m.value for m in app.metric] == ["17"]
    enter(app, "5c 6c 7c")  # and typing redraws the picker
    assert app.pills(key="analyse.pick.c").value == [5, 6, 7]
    assert app.pills(key="analyse.pick.s").value == []


def test_deal_buttons_fill_the_entry(app: AppTest) -> None:
    next(b for b in app.button if b.label == "Deal 11 cards").click().run()
    hand = CardSet.parse(app.text_input(key=view.HAND.widget).value)
    assert len(hand) == 11 and len(app.table[0].value) == 11
    next(b for b in app.button if b.label == "Clear").click().run()
    assert app.text_input(key=view.HAND.widget).value == ""
    assert app.info


def test_oklahoma_upcard_sets_the_knock_limit(app: AppTest) -> None:
    enter(app, ELEVEN)
    app.selectbox(key=view.RULES_WIDGET).set_value("oklahoma").run()
    app.selectbox(key=view.UPCARD_WIDGET).set_value(Card.parse("As")).run()
    assert not app.exception
    assert set(app.table[0].value["Knock allowed"]) == {"no"}
    assert any("No discard lets you knock" in i.value for i in app.info)


def test_an_unexpected_failure_shows_a_friendly_message(
    app: AppTest, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(*args: object, **kwargs: object) -> None:
        raise RuntimeError("engine exploded")

    monkeypatch.setattr(view, "analyse", broken)
    enter(app, TEN)
    assert not app.exception
    assert [e.value for e in app.error] == [
        "Something went wrong while showing this page. What you entered is kept: "
        "change it or try again."
    ]
    assert "engine exploded" not in all_html(app) + " ".join(m.value for m in app.markdown)


def test_big_gin_is_named_and_the_rules_say_whether_it_scores(app: AppTest) -> None:
    enter(app, "As 2s 3s 4s 5c 5d 5h 9c 9d 9h 9s")
    assert "All eleven cards are melded: big gin. (R17)" in [s.value for s in app.success]
    off = "These rules do not score big gin (R17): discard a card and go gin."
    assert off in [c.value for c in app.caption]
    app.selectbox(key=view.RULES_WIDGET).set_value("guide").run()  # big gin scores (R17)
    assert off not in [c.value for c in app.caption]
    assert [m.value for m in app.metric] == ["0"]
