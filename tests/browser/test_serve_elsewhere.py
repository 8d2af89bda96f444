"""``tutor serve`` started from a folder that is not the checkout (as an installed app is)
shows the app's own theme and no "Deploy" button: the options reach Streamlit from the
command itself, not from a ``.streamlit/`` folder where it happens to start."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Browser

from tests.browser.app_page import STEP_TIMEOUT, AppPage
from tests.browser.conftest import served
from tutor.cli.serve import app_options

pytestmark = pytest.mark.browser


def rgb(colour: str) -> str:
    """``#eef4ef`` as the browser reports it: ``rgb(238, 244, 239)``."""
    red, green, blue = (int(colour[i : i + 2], 16) for i in (1, 3, 5))
    return f"rgb({red}, {green}, {blue})"


def test_the_app_keeps_its_look_from_any_folder(browser: Browser, tmp_path: Path) -> None:
    elsewhere = tmp_path / "somewhere-else"
    elsewhere.mkdir()
    with served(cwd=elsewhere) as address:
        context = browser.new_context(base_url=address + "/", locale="en-US")
        page = context.new_page()
        page.set_default_timeout(STEP_TIMEOUT)
        app = AppPage(page).open()
        sidebar = page.get_by_test_id("stSidebar")
        shade = sidebar.evaluate("element => getComputedStyle(element).backgroundColor")
        assert shade == rgb(app_options()["theme.secondaryBackgroundColor"])
        assert page.get_by_test_id("stAppDeployButton").count() == 0
        assert page.get_by_role("button", name="Deploy").count() == 0
        app.screenshot("serve-elsewhere")
        context.close()
