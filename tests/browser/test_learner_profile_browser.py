"""A new learner gets a profile on the first visit and finds it again by the cookie; another
browser that opens that learner's device link is asked before anything switches, and no page
address ever carries the token."""

from __future__ import annotations

from urllib.parse import parse_qs, parse_qsl, urlsplit

import pytest
from playwright.sync_api import Browser, BrowserContext, expect

from tests.browser.app_page import STEP_TIMEOUT, AppPage
from tutor.ui import learner
from tutor.ui.registry import PAGES

pytestmark = pytest.mark.browser


def cookie_token(context: BrowserContext) -> str:
    found = [c["value"] for c in context.cookies() if c["name"] == learner.TOKEN_COOKIE]
    assert len(found) == 1, f"cookies: {context.cookies()}"
    return found[0]


def wait_for_cookie(app: AppPage) -> None:
    app.page.wait_for_function(f"document.cookie.includes('{learner.TOKEN_COOKIE}=')")


def assert_no_token(app: AppPage, token: str) -> None:
    """Neither the address bar nor any link on the page names the profile."""
    address = app.page.url
    assert token not in address and learner.TOKEN_QUERY not in parse_qs(urlsplit(address).query)
    hrefs = app.page.eval_on_selector_all("a[href]", "els => els.map(e => e.href)")
    assert not [h for h in hrefs if token in h], hrefs


def test_the_profile_comes_back_by_cookie_and_never_rides_in_the_address(
    browser: Browser, base_url: str
) -> None:
    first = browser.new_context(base_url=base_url, locale="nl-NL")
    app = AppPage(first.new_page())
    app.page.set_default_timeout(STEP_TIMEOUT)
    app.open()
    wait_for_cookie(app)
    token = cookie_token(first)
    for spec in PAGES:  # every page of the menu, with the learner known
        app.open(spec.url_path)
        assert_no_token(app, token)

    # The bare address in a new tab of the same browser: the same learner, by the cookie.
    again = AppPage(first.new_page()).open()
    wait_for_cookie(again)
    assert cookie_token(first) == token
    first.close()


def test_opening_another_learners_link_does_not_take_over(browser: Browser, base_url: str) -> None:
    owner_context = browser.new_context(base_url=base_url, locale="en-US")
    owner = AppPage(owner_context.new_page())
    owner.page.set_default_timeout(STEP_TIMEOUT)
    owner.open()
    wait_for_cookie(owner)
    owners = cookie_token(owner_context)

    visitor_context = browser.new_context(base_url=base_url, locale="en-US")
    visitor = AppPage(visitor_context.new_page())
    visitor.page.set_default_timeout(STEP_TIMEOUT)
    visitor.open()
    wait_for_cookie(visitor)
    visitors = cookie_token(visitor_context)
    assert visitors != owners

    # The visitor opens the owner's device link: asked, not switched; the token is gone
    # from the address, and the visitor's cookie is untouched.
    visitor.open(**{learner.TOKEN_QUERY: owners})
    expect(visitor.page.get_by_text("This link belongs to another profile")).to_be_visible()
    visitor.page.wait_for_url(lambda url: owners not in url)
    assert cookie_token(visitor_context) == visitors
    visitor.press("Keep my profile")
    expect(visitor.page.get_by_text("you keep your own profile")).to_be_visible()
    assert cookie_token(visitor_context) == visitors
    assert_no_token(visitor, owners)

    # A well-formed token nobody has: named, and the visitor keeps their profile.
    visitor.open(**{learner.TOKEN_QUERY: "A" * 32})
    expect(visitor.page.get_by_text("is not known here")).to_be_visible()
    assert cookie_token(visitor_context) == visitors

    # Choosing to switch is what moves a profile to another device.
    visitor.open(**{learner.TOKEN_QUERY: owners})
    visitor.press("Switch to that profile")
    visitor.page.wait_for_function(f"document.cookie.includes('={owners}')")
    assert cookie_token(visitor_context) == owners
    assert_no_token(visitor, owners)
    assert cookie_token(owner_context) == owners  # the owner was never touched
    owner_context.close()
    visitor_context.close()


def copy(app: AppPage) -> str:
    """Click the visible Copy button and read what the browser put on the clipboard."""
    button = app.page.locator("button.gt-copy").filter(visible=True).first
    button.click()
    expect(button).to_have_text("Copied")
    return str(app.page.evaluate("navigator.clipboard.readText()"))


def test_copy_buttons_copy_and_a_shared_puzzle_carries_no_profile(
    browser: Browser, base_url: str
) -> None:
    clipboard = ["clipboard-read", "clipboard-write"]
    owner_context = browser.new_context(base_url=base_url, locale="en-US", permissions=clipboard)
    owner = AppPage(owner_context.new_page())
    owner.page.set_default_timeout(STEP_TIMEOUT)
    owner.open()
    wait_for_cookie(owner)
    token = cookie_token(owner_context)
    owner.expand("Move to another device")
    assert copy(owner) == f"{base_url}?{learner.TOKEN_QUERY}={token}"

    owner.open("puzzles", puzzle="deadwood/1/5")
    shared = copy(owner)
    parts = urlsplit(shared)
    query = dict(parse_qsl(parts.query))
    assert parts.path == "/puzzles" and query == {"puzzle": "deadwood/1/5", "lang": "en"}
    assert token not in shared

    # Another browser opens the shared puzzle: the puzzle, in its own new profile.
    visitor_context = browser.new_context(base_url=base_url, locale="en-US")
    visitor = AppPage(visitor_context.new_page())
    visitor.page.set_default_timeout(STEP_TIMEOUT)
    visitor.open("puzzles", **query)
    expect(visitor.page.get_by_text("Puzzle number 5.")).to_be_visible()
    expect(visitor.page.get_by_text("belongs to another profile")).to_have_count(0)
    wait_for_cookie(visitor)
    assert cookie_token(visitor_context) != token
    owner_context.close()
    visitor_context.close()
