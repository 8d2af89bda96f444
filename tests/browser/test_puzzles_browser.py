"""The Puzzles page in a real browser: open a puzzle by its link, solve it by entering the
engine's answer, and see the rating change."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.browser.app_page import AppPage
from tutor.puzzles import open_link

pytestmark = pytest.mark.browser

RATING = '.st-key-gt-puzzle-rating [data-testid="stMetricValue"]'
DELTA = '.st-key-gt-puzzle-rating [data-testid="stMetricDelta"]'


def test_solving_a_puzzle_changes_the_rating(app: AppPage) -> None:
    puzzle = open_link("deadwood/1/5")
    app.open("puzzles", puzzle=puzzle.link)
    expect(app.page.get_by_role("heading", name="Puzzles")).to_be_visible()
    expect(app.page.get_by_text("Count the deadwood · Level 1")).to_be_visible()
    expect(app.page.locator(RATING)).to_have_text("1500")
    assert app.page.locator(".gt-row").first.locator("img").count() == 10
    box = app.page.get_by_role("spinbutton", name="Deadwood")
    box.fill(str(puzzle.answer.to_json()["deadwood"]))
    box.press("Enter")
    app.wait()
    app.page.get_by_role("button", name="Check my answer").click()
    expect(app.page.get_by_text("Correct!")).to_be_visible()
    app.wait()
    shown = int(app.page.locator(RATING).inner_text())
    assert shown > 1500
    expect(app.page.locator(DELTA)).to_be_visible()
    expect(app.page.get_by_role("button", name="Next puzzle")).to_be_visible()
    assert app.screenshot("puzzles-solved").stat().st_size > 10_000


@pytest.mark.browser_context_args(locale="nl-NL")
def test_a_missed_puzzle_lowers_the_rating_in_dutch(app: AppPage) -> None:
    puzzle = open_link("deadwood/1/5")
    app.open("puzzles", puzzle=puzzle.link)
    expect(app.page.get_by_role("heading", name="Puzzels")).to_be_visible()
    box = app.page.get_by_role("spinbutton", name="Dood hout")
    box.fill(str(puzzle.answer.to_json()["deadwood"] + 1))
    box.press("Enter")
    app.wait()
    app.page.get_by_role("button", name="Controleer mijn antwoord").click()
    expect(app.page.get_by_text("Niet helemaal.")).to_be_visible()
    app.wait()
    assert int(app.page.locator(RATING).inner_text()) < 1500
    expect(app.page.get_by_role("button", name="Probeer opnieuw")).to_be_visible()
    app.screenshot("puzzles-missed-nl")
