"""Two app servers on one PostgreSQL database serve the same learner at the same time and lose
no answer: each server's session writes on top of what the other stored (issue: a club runs
several servers behind one database)."""

from __future__ import annotations

from datetime import UTC, datetime
from urllib.parse import parse_qs, urlsplit

import pytest
from playwright.sync_api import Browser, expect

from tests.browser.app_page import STEP_TIMEOUT, AppPage
from tests.browser.conftest import served
from tests.store.conftest import pg_schema_url, postgres_url
from tutor.puzzles import Progress, open_link
from tutor.store import open_store
from tutor.ui.learner import TOKEN_COOKIE

pytestmark = pytest.mark.browser
__all__ = ["pg_schema_url", "postgres_url"]  # fixtures shared with the storage tests

ROUNDS = 3


def current_link(app: AppPage) -> str:
    """The puzzle on screen, from the link the page shows to share it. (The address bar is
    updated after the run and can still name the previous puzzle for a moment.)"""
    shared = app.page.locator("button.gt-copy").first.get_attribute("data-copy") or ""
    found = parse_qs(urlsplit(shared).query).get("puzzle")
    assert found, f"no puzzle in the shared link {shared!r}"
    return found[0]


def choose_deadwood_puzzles(app: AppPage) -> None:
    app.page.get_by_role("combobox", name="Kind of puzzle").click()
    with app.rerun():  # the first puzzle may be one to count too: wait for the new one
        app.page.get_by_role("option", name="Count the deadwood").click()
    expect(app.page.get_by_role("spinbutton", name="Deadwood")).to_be_visible()


def send_answer(app: AppPage) -> None:
    """Type the engine's answer to the puzzle on screen and check it (without waiting).

    The page must be showing the whole run of the last click: straight after "Next puzzle"
    the old puzzle's link can still be on screen, and its answer typed into the new one."""
    box = app.page.get_by_role("spinbutton", name="Deadwood")
    box.fill(str(open_link(current_link(app)).answer.to_json()["deadwood"]))
    with app.rerun():
        box.press("Enter")
    app.page.get_by_role("button", name="Check my answer").click()


def test_two_servers_lose_no_answer_of_one_learner(browser: Browser, pg_schema_url: str) -> None:
    store = open_store(pg_schema_url)
    learner = store.visit()
    pages = []
    with served(pg_schema_url) as first, served(pg_schema_url) as second:
        for address in (first, second):
            context = browser.new_context(base_url=address + "/", locale="en-US")
            # The learner's own browser: the profile is in the cookie, never in the address.
            context.add_cookies(
                [{"name": TOKEN_COOKIE, "value": learner.token, "url": address + "/"}]
            )
            page = context.new_page()
            page.set_default_timeout(STEP_TIMEOUT)
            pages.append(AppPage(page))
        for app in pages:  # one session on each server, kept for every round
            app.open("puzzles")
            choose_deadwood_puzzles(app)
        for _ in range(ROUNDS):
            # Both servers record an answer of the same learner at the same moment, each
            # session holding what it read before the other one wrote.
            for app in pages:
                send_answer(app)
            for app in pages:
                expect(app.page.get_by_text("Correct!")).to_be_visible()
                app.wait()
                app.press("Next puzzle")  # waits until the new puzzle is on screen
    kept = store.get_doc(learner, "puzzles.progress", "progress")
    assert kept is not None
    board = Progress.from_json(kept.data).dashboard(datetime.now(UTC))
    assert board["attempts"] == board["solved"] == 2 * ROUNDS
    assert len(store.events(learner, "puzzles.attempt")) == 2 * ROUNDS
    store.close()
