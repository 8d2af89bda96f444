"""A Playwright page showing the Streamlit app, for the browser tests (fixture ``app``)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlencode

from playwright.sync_api import Page

from tutor.ui.registry import app_path

SCREENSHOTS = Path(__file__).resolve().parents[2] / "artifacts" / "screenshots"
STEP_TIMEOUT = 15_000  # milliseconds for one step in the page


@dataclass
class AppPage:
    """A Playwright page showing the Streamlit app, with the few steps every test needs."""

    page: Page

    def open(self, url_path: str = "", **query: str) -> AppPage:
        """Open the page registered under ``url_path`` (``""``: the app's first page)."""
        path = app_path(url_path) if url_path else ""
        search = f"?{urlencode(query)}" if query else ""
        self.page.goto(f"/{path}{search}")
        self.page.get_by_test_id("stMain").wait_for(timeout=STEP_TIMEOUT)
        return self.wait()

    def wait(self) -> AppPage:
        """Wait until Streamlit has finished running the page script."""
        self.page.locator('[data-testid="stApp"][data-test-script-state="notRunning"]').wait_for(
            timeout=STEP_TIMEOUT
        )
        return self

    def screenshot(self, name: str) -> Path:
        """Save the page as ``artifacts/screenshots/<name>.png`` and return the path."""
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        path = SCREENSHOTS / f"{name}.png"
        self.page.screenshot(path=str(path), full_page=True)
        return path
