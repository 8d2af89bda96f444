"""The Practice page in a real browser: a whole hand against the easy opponent, asking for
a Tip along the way, until the score of the hand is shown.

Every click waits for the run it causes (``AppPage.press`` and ``AppPage.click``) before the
table is looked at again: the discard buttons are replaced on every run, so a button found
while a run is still drawing the table is detached a moment later.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.browser.app_page import AppPage
from tutor.explain import text

pytestmark = pytest.mark.browser

TIP = ".st-key-gt-practice-tip"
RESULT = ".st-key-gt-practice-result"
CARDS = ".st-key-gt-practice-discards button:enabled:visible"
LOG = ".st-key-gt-practice-log"
MOST_MOVES = 90  # a hand ends long before: the stock runs out after about 30 draws (R14)


def label(code: str, lang: str) -> str:
    """The words on one of the practice table's buttons, as the page shows them."""
    return text(f"practice.ui.{code}", lang)


def _shown(app: AppPage, name: str) -> bool:
    # Asked only while no run is drawing the page, so the answer holds until the next click.
    return app.page.get_by_role("button", name=name, exact=True).count() > 0


def ask_for_a_tip(app: AppPage, lang: str) -> None:
    """Press Tip on the learner's turn and see the advice."""
    app.press(label("tip", lang))
    expect(app.page.locator(TIP)).to_contain_text(label("tip_title", lang))


def play_to_the_end(app: AppPage, lang: str) -> int:
    """Play the hand on the table to its end as a plain learner: pass the first upcard, draw
    from the stock, go gin or knock when the page offers it, else throw the last card shown
    (melds come first and loose cards from low to high: the last is the highest). Returns
    the number of cards the learner threw."""
    opponent = f"{label('opponent', lang)}:"
    thrown = 0
    for _ in range(MOST_MOVES):
        if app.page.locator(RESULT).count():
            break
        simple = [label(code, lang) for code in ("pass", "draw", "gin")]
        shown = next((name for name in simple if _shown(app, name)), None)
        if shown is not None:
            app.press(shown)
            continue
        if _shown(app, label("knock", lang)):
            app.press(label("knock", lang))
        app.click(app.page.locator(CARDS).last)
        thrown += 1
        if app.page.locator(RESULT).count() == 0:
            expect(app.page.locator(LOG)).to_contain_text(opponent)
    expect(app.page.locator(RESULT)).to_be_visible()
    return thrown


def test_a_whole_hand_against_the_easy_opponent_with_a_tip(app: AppPage) -> None:
    app.open("practice", game="7", level="easy")
    expect(app.page.get_by_role("heading", name="Practice")).to_be_visible()
    ask_for_a_tip(app, "en")
    expect(app.page.locator(TIP)).to_contain_text("Tip:")
    app.screenshot("practice-tip")
    play_to_the_end(app, "en")
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
