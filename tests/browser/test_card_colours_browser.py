"""Cards written as text, in a real browser: in Dutch they read B, V, H and A, and the red
suits show in red in the pills, the answer and the discard table; on the felt, each card the
narration names is a chip in its suit's ink, two colours or four as chosen in Settings."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.browser.app_page import AppPage
from tutor.engine.cards import Suit
from tutor.explain import text
from tutor.ui.cards import suit_colour

pytestmark = pytest.mark.browser

ELEVEN = "3s 6s 4c 5c 6c 7c 3d 5d 6d 5h 6h"
RED = "rgb(200, 16, 46)"  # tutor.ui.cards.TWO_COLOURS for hearts and diamonds


def colour(app: AppPage, text: str, within: str) -> str:
    node = app.page.locator(within).get_by_text(text, exact=True).first
    expect(node).to_be_visible()
    return str(node.evaluate("(el) => getComputedStyle(el).color"))


@pytest.mark.browser_context_args(locale="nl-NL")
def test_dutch_cards_read_b_v_h_and_show_their_suit_colour(app: AppPage) -> None:
    app.open("analyse")
    box = app.page.get_by_role("textbox", name="Kaarten")
    with app.rerun():
        box.fill(ELEVEN)
        box.press("Enter")
    app.page.get_by_text("Kies de kaarten", exact=True).first.click()  # the picker's expander
    pills = '[data-testid="stButtonGroup"]'
    assert colour(app, "♥V", pills) == RED
    assert colour(app, "♦H", pills) == RED
    assert colour(app, "♠B", pills) != RED  # black suits keep the text's own colour
    table = '[data-testid="stTable"]'
    assert colour(app, "♥6", table) == RED
    app.screenshot("card-colours-nl")


@pytest.mark.browser_context_args(locale="nl-NL")
def test_a_lessons_answer_pills_show_dutch_cards_in_their_colour(app: AppPage) -> None:
    """Lesson "Bijleggen": the question which cards to lay off offers the learner's cards."""
    app.open("lessons", lesson="layoffs")
    pills = '[data-testid="stMain"] [data-testid="stButtonGroup"]'
    for _ in range(4):
        if app.page.locator(pills).count():
            break
        app.press(text("lesson.ui.next", "nl"))
    assert colour(app, "♥8", pills) == RED
    assert colour(app, "♦3", pills) == RED
    assert colour(app, "♠10", pills) != RED
    app.screenshot("lesson-pills-nl")


MOVES = ".gt-moves li"  # the narration of the last moves, on the felt (a shadow root)
CHIPS = ".gt-moves .gt-ink"


def inks(four: bool) -> dict[str, str]:
    """The suit symbol's ink as the browser computes it, from tutor.ui.cards."""
    out = {}
    for suit in Suit:
        colour = suit_colour(suit, four).lstrip("#")
        red, green, blue = (int(colour[i : i + 2], 16) for i in (0, 2, 4))
        out[suit.symbol] = f"rgb({red}, {green}, {blue})"
    return out


def play_a_turn(app: AppPage) -> None:
    """Take the upcard and throw the last card the table offers: the opponent answers, and
    the felt narrates both turns."""
    app.page.set_viewport_size({"width": 1280, "height": 800})
    app.open("practice", game="7", level="easy")
    app.click(app.page.locator(".gt-pile"))
    app.table_at_rest()
    app.click(app.page.locator(".gt-hand .gt-card.gt-can").last)
    app.table_at_rest()


def check_narration(app: AppPage, four: bool) -> set[str]:
    """Every card named in the narration is one chip in its suit's ink, the rest of each
    line plain text; returns the suits of the cards named."""
    expected = inks(four)
    lines = app.page.locator(MOVES)
    expect(lines.first).to_be_visible()
    chips = app.page.locator(CHIPS)
    expect(chips.first).to_be_visible()
    suits = set()
    for i in range(chips.count()):
        chip = chips.nth(i)
        shown = chip.inner_text()
        assert CARD.fullmatch(shown), shown
        suit = next(s for s in expected if s in shown)
        suits.add(suit)
        assert chip.evaluate("(el) => getComputedStyle(el).color") == expected[suit], shown
        assert chip.evaluate("(el) => el.children.length") == 0  # text only, never HTML
    for i in range(lines.count()):  # a line's text is the sentence, chips and all
        line = lines.nth(i)
        assert line.evaluate("(el) => el.textContent") == line.inner_text().strip()
    return suits


CARD = re.compile(r"(10|[2-9AJQK])[♠♥♦♣]")


def test_the_narration_on_the_felt_shows_each_card_in_its_suits_ink(app: AppPage) -> None:
    play_a_turn(app)
    assert check_narration(app, four=False)
    app.screenshot("practice-narration-inked")


def test_the_felt_narration_follows_the_four_colour_setting(app: AppPage) -> None:
    play_a_turn(app)
    sidebar = app.page.get_by_test_id("stSidebarUserContent")
    with app.rerun():  # the setting beside the table: the narration takes the new inks
        sidebar.get_by_text(text("ui.four_colour.label", "en"), exact=True).click()
    app.table_at_rest()
    assert check_narration(app, four=True) & {"♦", "♣"}  # a suit whose ink four colours change
    app.screenshot("practice-narration-four-colours")
