"""The "Analyse a hand" page in a real browser: type a hand, read the deadwood shown."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.browser.app_page import AppPage
from tutor.engine.cards import CardSet
from tutor.engine.melds import deadwood

pytestmark = pytest.mark.browser

HAND = "As 2s 3s 7h 7d 7c Kh Qh Jh 5d"
DEADWOOD = '.st-key-gt-deadwood [data-testid="stMetricValue"]'


def enter_hand(app: AppPage, label: str, cards: str) -> None:
    box = app.page.get_by_role("textbox", name=label)
    box.fill(cards)
    box.press("Enter")


def test_typed_hand_shows_its_deadwood(app: AppPage) -> None:
    app.open("analyse")
    expect(app.page.get_by_role("heading", name="Analyse a hand")).to_be_visible()
    enter_hand(app, "Cards", HAND)
    shown = app.page.locator(DEADWOOD)
    expect(shown).to_have_text("5")
    app.wait()
    assert int(shown.inner_text()) == deadwood(CardSet.parse(HAND))
    # The cards are at the card table, named for screen readers, melds first and marked.
    hand = app.page.locator(".gt-hand .gt-card")
    expect(hand).to_have_count(10)
    expect(app.page.get_by_role("button", name=re.compile("^seven of hearts"))).to_be_visible()
    assert app.page.locator(".gt-hand .gt-card.gt-melded").count() == 9  # three melds, 5d loose
    assert hand.last.get_attribute("data-card") == "5d"
    assert app.screenshot("analyse-en").stat().st_size > 10_000


@pytest.mark.browser_context_args(locale="nl-NL")
def test_dutch_browser_gets_dutch_text(app: AppPage) -> None:
    app.open("analyse")
    expect(app.page.get_by_role("heading", name="Hand analyseren")).to_be_visible()
    enter_hand(app, "Kaarten", HAND)
    expect(app.page.locator(DEADWOOD)).to_have_text("5")
    app.wait()
    expect(app.page.get_by_text("Dood hout", exact=True)).to_be_visible()
    expect(app.page.get_by_role("button", name=re.compile("^harten zeven"))).to_be_visible()
    assert re.search(r"[?&]lang=nl\b", app.page.url)
    app.screenshot("analyse-nl")


@pytest.mark.browser_context_args(viewport={"width": 390, "height": 1600}, is_mobile=True)
def test_eleven_cards_fit_a_phone(app: AppPage) -> None:
    app.open("analyse")
    enter_hand(app, "Cards", "3s 6s 4c 5c 6c 7c 3d 5d 6d 5h 6h")
    expect(app.page.locator(DEADWOOD)).to_have_text("10")
    app.wait()
    width = app.page.viewport_size["width"]
    cards = app.page.locator(".gt-hand .gt-card")
    expect(cards).to_have_count(11)
    app.table_at_rest()
    for card in cards.all():
        box = card.bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= width
    app.screenshot("analyse-phone")
