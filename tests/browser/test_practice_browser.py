"""The Practice page in a real browser: a whole hand against the easy opponent, asking for
a Tip along the way, until the score of the hand is shown."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.browser.app_page import AppPage

pytestmark = pytest.mark.browser

TIP = ".st-key-gt-practice-tip"
RESULT = ".st-key-gt-practice-result"
CARDS = ".st-key-gt-practice-discards button:enabled:visible"
LOG = ".st-key-gt-practice-log"


def _click(app: AppPage, name: str) -> None:
    app.page.get_by_role("button", name=name, exact=True).click()
    app.page.wait_for_timeout(150)
    app.wait()


def _visible(app: AppPage, name: str) -> bool:
    return app.page.get_by_role("button", name=name, exact=True).count() > 0


def test_a_whole_hand_against_the_easy_opponent_with_a_tip(app: AppPage) -> None:
    app.open("practice", game="7", level="easy")
    expect(app.page.get_by_role("heading", name="Practice")).to_be_visible()
    _click(app, "Tip")
    expect(app.page.locator(TIP)).to_contain_text("Tip:")
    app.screenshot("practice-tip")
    for _ in range(90):
        if app.page.locator(RESULT).count():
            break
        if _visible(app, "Pass"):
            _click(app, "Pass")
        elif _visible(app, "Draw from the stock"):
            _click(app, "Draw from the stock")
        elif _visible(app, "Gin"):
            _click(app, "Gin")
        else:
            if _visible(app, "Knock"):
                _click(app, "Knock")
            # melds come first and loose cards from low to high: the last is the highest
            app.page.locator(CARDS).last.click()
            app.page.wait_for_timeout(150)
            app.wait()
            if app.page.locator(RESULT).count() == 0:
                expect(app.page.locator(LOG)).to_contain_text("Opponent:")
    result = app.page.locator(RESULT)
    expect(result).to_be_visible()
    expect(result).to_contain_text(re.compile("points|draw hand|Nobody scores"))
    expect(app.page.get_by_role("button", name="Review this hand")).to_be_visible()
    assert app.screenshot("practice-hand-over").stat().st_size > 10_000


PHONE = {"width": 390, "height": 1400}
STEP = 15_000  # milliseconds for a run of the page
MY_HAND = '[role="group"][aria-label="Your hand"] img[data-card]'
SOUND = ".st-key-gt-practice-sound audio"
FOCUSED = "() => { const e = document.activeElement; return e ? e.innerText.trim() : ''; }"
PLAYED = "(css) => { const a = document.querySelector(css); return !!a && a.played.length > 0; }"
# Everything on the table stays inside it: nothing sticks out past the felt's right edge.
OUTSIDE = """() => {
  const table = document.querySelector('.st-key-gt-practice-table').getBoundingClientRect();
  return [...document.querySelectorAll('.st-key-gt-practice-table *')]
    .filter((e) => e.getClientRects().length && e.getBoundingClientRect().right > table.right + 1)
    .map((e) => e.outerHTML.slice(0, 80));
}"""


def _tab_to(app: AppPage, name: str) -> None:
    """Press Tab until the button called ``name`` has the focus (the page may wrap around)."""
    for _ in range(150):
        app.page.keyboard.press("Tab")
        if app.page.evaluate(FOCUSED) == name:
            return
    pytest.fail(f"Tab never reached the button {name!r}")


def test_the_table_by_keyboard_on_a_phone(app: AppPage) -> None:
    """On a 390 px screen with only the keyboard: pass the upcard (game 7 opens with the
    learner's opening choice, R11), Tab to "Draw from the stock" and press Enter; the hand
    grows to 11, the draw sounds, the next Tab reaches a card named in words, and nothing
    sticks out of the table."""
    app.page.set_viewport_size(PHONE)
    app.open("practice", game="7", level="easy")
    hand = app.page.locator(MY_HAND)
    expect(hand).to_have_count(10)
    expect(app.page.get_by_role("button", name="Pass", exact=True)).to_be_visible()
    _tab_to(app, "Pass")
    app.page.keyboard.press("Enter")
    draw = app.page.get_by_role("button", name="Draw from the stock", exact=True)
    expect(draw).to_be_visible(timeout=STEP)
    _tab_to(app, "Draw from the stock")
    app.page.keyboard.press("Enter")
    expect(hand).to_have_count(11, timeout=STEP)
    expect(app.page.locator(SOUND)).to_have_count(1)
    app.page.wait_for_function(PLAYED, arg=SOUND)
    app.page.keyboard.press("Tab")
    focused = app.page.locator("*:focus")
    expect(focused).to_have_accessible_name(re.compile(r"^\S+ Discard \w+ of \w+$"))
    assert app.page.evaluate(OUTSIDE) == []
    app.screenshot("practice-phone-keyboard")
