"""A new learner gets a profile on the first visit and finds it again on the next one."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Browser

from tests.browser.app_page import STEP_TIMEOUT, AppPage

pytestmark = pytest.mark.browser

TOKEN = re.compile(r"[?&]learner=([\w-]+)")


def token_in(url: str) -> str:
    found = TOKEN.search(url)
    assert found, f"no learner token in {url}"
    return found.group(1)


def test_the_profile_comes_back_by_cookie_and_by_link(browser: Browser, base_url: str) -> None:
    first = browser.new_context(base_url=base_url, locale="nl-NL")
    app = AppPage(first.new_page())
    app.page.set_default_timeout(STEP_TIMEOUT)
    app.open()
    app.page.wait_for_url(TOKEN)
    token = token_in(app.page.url)
    app.page.wait_for_function("document.cookie.includes('gin_tutor_learner=')")
    cookies = first.cookies()

    # The bare address in a new tab of the same browser: found by the cookie.
    again = AppPage(first.new_page()).open()
    again.page.wait_for_url(TOKEN)
    assert token_in(again.page.url) == token

    # Another browser without the cookie is a new learner ...
    stranger = browser.new_context(base_url=base_url)
    other = AppPage(stranger.new_page()).open()
    other.page.wait_for_url(TOKEN)
    assert token_in(other.page.url) != token
    # ... unless it opens the learner's own link.
    mine = AppPage(stranger.new_page()).open(learner=token)
    mine.page.wait_for_url(TOKEN)
    assert token_in(mine.page.url) == token
    assert any(c["name"] == "gin_tutor_learner" and c["value"] == token for c in cookies)
    first.close()
    stranger.close()
