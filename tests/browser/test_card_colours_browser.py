"""Cards written as text outside the card table, in a real browser: in Dutch they read B, V,
H and A, and the red suits show in red in the pills, the answer and the discard table."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.browser.app_page import AppPage
from tutor.explain import text

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
