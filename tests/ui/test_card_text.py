"""Cards written as text outside the card table: one label in the learner's language (in Dutch
B, V, H and A, as the hints write them), in the suit's ink wherever Streamlit's Markdown is
read (text, buttons, pills, tables), two colours or four."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET
from collections.abc import Callable

from streamlit.testing.v1 import AppTest

from tutor.engine.cards import DECK, Card, Suit
from tutor.engine.events import reason
from tutor.engine.melds import Meld
from tutor.engine.rules import CLASSIC
from tutor.engine.state import HandState
from tutor.explain import card_text, say
from tutor.ui.cards import (
    CARD_IN_TEXT,
    FOUR_COLOURS,
    TWO_COLOURS,
    card_label,
    card_markdown,
    card_svg,
    cards_markdown,
    ink_data,
    inked,
    suit_colour,
)
from tutor.ui.literal import notation
from tutor.ui.table.model import Look, table_data
from tutor.ui.views import analyse

OpenApp = Callable[..., AppTest]
SVG = "{http://www.w3.org/2000/svg}"


def c(code: str) -> Card:
    return Card.parse(code)


def test_the_label_reads_like_the_hints_in_dutch_and_like_the_corner_in_english() -> None:
    assert [card_label(c(x)) for x in ("Jh", "Qd", "Kc", "As", "Th")] == [
        "J♥",
        "Q♦",
        "K♣",
        "A♠",
        "10♥",
    ]
    assert [card_label(c(x), "nl") for x in ("Jh", "Qd", "Kc", "As", "Th")] == [
        "♥B",
        "♦V",
        "♣H",
        "♠A",
        "♥10",
    ]
    assert all(card_label(card, "nl-NL") == card_text(card, "nl") for card in DECK)


def test_red_suits_are_inked_and_black_ones_keep_the_text_colour() -> None:
    red = TWO_COLOURS[Suit.HEARTS]
    assert card_markdown(c("Qh"), "nl") == f':color[♥V]{{foreground="{red}"}}'
    assert card_markdown(c("Qd")) == f':color[Q♦]{{foreground="{red}"}}'
    assert card_markdown(c("Qs")) == "Q♠" and card_markdown(c("Qc"), "nl") == "♣V"
    four = [card_markdown(c(x), "en", True) for x in ("7s", "7h", "7d", "7c")]
    assert four == [
        "7♠",
        f':color[7♥]{{foreground="{FOUR_COLOURS[Suit.HEARTS]}"}}',
        f':color[7♦]{{foreground="{FOUR_COLOURS[Suit.DIAMONDS]}"}}',
        f':color[7♣]{{foreground="{FOUR_COLOURS[Suit.CLUBS]}"}}',
    ]
    assert cards_markdown([c("7s"), c("8s")], "nl", sep=", ") == "♠7, ♠8"


def test_cards_in_the_apps_own_sentences_are_inked_once() -> None:
    line = "Leg ♥10 aan ♥B ♥V ♥H; ♣7 blijft; 10♦ en Q♦ ook."
    done = inked(line, four_colour=True)
    for shown in ("♥10", "♥B", "♥V", "♥H"):
        assert f':color[{shown}]{{foreground="{FOUR_COLOURS[Suit.HEARTS]}"}}' in done
    assert f':color[♣7]{{foreground="{FOUR_COLOURS[Suit.CLUBS]}"}}' in done
    assert f':color[10♦]{{foreground="{FOUR_COLOURS[Suit.DIAMONDS]}"}}' in done
    assert inked(done, four_colour=True) == done  # a coloured card is not coloured again
    assert inked("♣7 en ♠V") == "♣7 en ♠V"  # black in two colours: the text's own
    assert inked("Aas♥K and x7♥") == "Aas♥K and x7♥"  # not inside a word


def test_one_label_for_the_pages_and_for_the_sentences() -> None:
    for lang in ("en", "nl", "en-GB", "nl-BE"):
        assert all(card_label(card, lang) == card_text(card, lang) for card in DECK)


def test_english_sentences_are_inked_card_by_card_and_once() -> None:
    red, blue, green = (FOUR_COLOURS[s] for s in (Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS))
    said = say(reason("act.layoff", "", card=c("Th"), meld=Meld.parse("[Jh Qh Kh]")), "en")
    assert said == "laying off 10♥ on J♥ Q♥ K♥"
    done = inked(said, four_colour=True)
    assert done == (
        f'laying off :color[10♥]{{foreground="{red}"}} on :color[J♥]{{foreground="{red}"}} '
        f':color[Q♥]{{foreground="{red}"}} :color[K♥]{{foreground="{red}"}}'
    )
    assert inked(done, four_colour=True) == done  # never twice
    assert inked("10♦ 7♣ A♠", True) == (
        f':color[10♦]{{foreground="{blue}"}} :color[7♣]{{foreground="{green}"}} A♠'
    )
    assert inked("110♥ x7♥ 7♥s ♥7♦ 10♥10") == "110♥ x7♥ 7♥s ♥7♦ 10♥10"  # inside a word: not
    escaped = inked(notation("[7♥ 8♥]"))  # brackets from a template, escaped for Markdown
    assert escaped.count(":color[") == 2


def test_the_table_colours_its_text_with_the_pages_pattern_and_inks() -> None:
    for four in (False, True):
        data = ink_data(four)
        assert data["colours"] == {s.symbol: suit_colour(s, four) for s in Suit}
    pattern = str(ink_data()["pattern"])
    # the same pattern, with Python's word class written as the browser's Unicode classes
    assert pattern.replace(r"[\p{L}\p{N}_", r"[\w") == CARD_IN_TEXT.pattern
    table = table_data(
        HandState.deal(CLASSIC, rng=random.Random(3)), [], Look("en", True, "blue", "green")
    )
    assert table["ink"] == ink_data(True)


def test_the_drawn_cards_read_b_v_h_in_dutch() -> None:
    for code, letter in (("Jh", "B"), ("Qs", "V"), ("Kd", "H")):
        texts = [t.text for t in ET.fromstring(card_svg(c(code), "nl")).iter(f"{SVG}text")]
        assert texts[:2] == [letter, letter] and letter in texts[2:], (code, texts)


def test_the_analyse_picker_shows_dutch_cards_in_their_ink(open_app: OpenApp) -> None:
    at = open_app("nl-NL").switch_page("app_pages/analyse.py").run()
    assert not at.exception
    hearts = at.button_group(key=analyse._pick_key(Suit.HEARTS)).options
    red = TWO_COLOURS[Suit.HEARTS]
    assert hearts[0] == f':color[♥A]{{foreground="{red}"}}'
    assert hearts[10:] == [f':color[♥{x}]{{foreground="{red}"}}' for x in "BVH"]
    assert at.button_group(key=analyse._pick_key(Suit.SPADES)).options[12] == "♠H"
    at.toggle(key="tutor.four_colour.widget").set_value(True).run()
    clubs = at.button_group(key=analyse._pick_key(Suit.CLUBS)).options
    assert clubs[11] == f':color[♣V]{{foreground="{FOUR_COLOURS[Suit.CLUBS]}"}}'


def test_analyse_writes_the_best_discard_in_its_ink(open_app: OpenApp) -> None:
    at = open_app("nl-NL").switch_page("app_pages/analyse.py").run()
    at.text_input(key=analyse.HAND.widget).set_value("3s 6s 4c 5c 6c 7c 3d 5d 6d 5h 6h").run()
    assert not at.exception
    shown = "\n".join(str(m.value) for m in at.markdown)
    assert "♣7" in shown  # the discard the engine names, the Dutch way
    table = at.table[0].value
    cards = [str(v) for v in table[table.columns[0]]]
    red = TWO_COLOURS[Suit.HEARTS]
    assert f':color[♥6]{{foreground="{red}"}}' in cards and "★ ♣7" in cards
