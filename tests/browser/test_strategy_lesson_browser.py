"""A Dutch learner meets the coach in the knock-or-wait lesson in Chromium: the question's
two choices in Dutch, and after a wrong choice the coach's numbers, in Dutch numbers."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.browser.app_page import AppPage

pytestmark = pytest.mark.browser


@pytest.mark.browser_context_args(locale="nl-NL")
def test_the_knock_or_wait_lesson_gives_the_coachs_numbers_in_dutch(app: AppPage) -> None:
    page = app.page
    app.open("lessons", lesson="knock-or-wait")
    expect(page.get_by_role("heading", name="Kloppen of wachten")).to_be_visible()
    app.press("Verder")  # the deal, then your take of the upcard
    app.press("Verder")
    expect(page.get_by_text("Klop je nu, of wacht je?")).to_be_visible()
    app.press("wachten")  # wrong early in the hand: the coach says by how much
    feedback = page.locator(".st-key-gt-lesson-feedback")
    expect(feedback).to_contain_text("levert nu kloppen gemiddeld ongeveer")
    expect(feedback).to_contain_text("Klop met ♣H: over 100 handen levert dat gemiddeld")
    expect(feedback).to_contain_text(",")  # a Dutch decimal comma in the coach's figures
    app.screenshot("lesson-knock-or-wait-nl")


@pytest.mark.browser_context_args(locale="nl-NL")
def test_the_picks_lesson_asks_for_the_dangerous_cards_among_your_own(app: AppPage) -> None:
    page = app.page
    app.open("lessons", lesson="picks")
    expect(page.get_by_role("heading", name="Lezen wat de tegenstander pakt")).to_be_visible()
    for _ in range(3):  # the advice, the deal, what the opponent took
        app.press("Verder")
    # what he took is on the screen with the question, not only in the step before it
    expect(page.get_by_text("Hij heeft ♦8 en ♠5 van de aflegstapel.")).to_be_visible()
    expect(page.get_by_role("button", name="♣8")).to_be_visible()  # your cards to pick from
    app.screenshot("lesson-picks-question-nl")


@pytest.mark.parametrize(("width", "height"), [(1280, 800), (390, 844)])
@pytest.mark.browser_context_args(locale="nl-NL")
def test_eleven_cards_of_a_lesson_lie_in_one_row_inside_the_screen(
    app: AppPage, width: int, height: int
) -> None:
    page = app.page
    page.set_viewport_size({"width": width, "height": height})
    app.open("lessons", lesson="knock-or-wait")
    app.press("Verder")
    app.press("Verder")
    hand = page.get_by_role("group", name="Jouw hand").locator(".gt-card")
    expect(hand).to_have_count(11)
    boxes = [hand.nth(i).bounding_box() for i in range(11)]
    assert all(boxes)
    tops = {round(b["y"]) for b in boxes if b}
    assert len(tops) == 1, tops  # one row, not two
    assert all(b["x"] >= 0 and b["x"] + b["width"] <= width for b in boxes if b)
    assert all(b["width"] >= 40 for b in boxes if b)  # still a card, not a sliver
    app.screenshot(f"lesson-eleven-cards-{width}x{height}")
