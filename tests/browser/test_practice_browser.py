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
