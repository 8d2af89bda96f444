"""Crafted text never becomes a link or a request: every page's address parameters, a
learner's name, a typed hand and a lesson file with a foreign link, in Chromium.

Playwright's request listener sees every request the page makes; the browser is also kept
off the network (every request to another host is aborted, and still counted).
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Browser, BrowserContext, Request, Route, expect

from tests.browser.app_page import STEP_TIMEOUT, AppPage
from tests.browser.conftest import served
from tutor.curriculum import lessons_dir
from tutor.ui.literal import JOINER
from tutor.ui.registry import PAGES

pytestmark = pytest.mark.browser

BANNER = (
    "**Session expired.** [Click here](https://evil.example/login) "
    "![x](https://evil.example/p.png) <img src=https://evil.example/i.png> "
    "www.evil.example/w me@evil.example :material/home:"
)
NAME = "[Progress lost? Restore it here](https://evil.example/restore)"
# Every query parameter a page reads, all at once on every page.
PARAMETERS = ("puzzle", "lesson", "rule", "game", "level", "rules", "lang", "learner")
# Every page's elements that could lead elsewhere or make the browser fetch something.
OUTSIDE = """
(origin) => [...document.querySelectorAll("a[href], img[src], image, iframe[src], link[href]")]
  .map((e) => e.href && e.href.baseVal !== undefined ? e.href.baseVal
              : (e.href || e.src || e.getAttribute("href") || ""))
  .filter((u) => u && !u.startsWith(origin) && !u.startsWith("data:")
                 && !u.startsWith("blob:") && !u.startsWith("#") && !u.startsWith("about:"))
"""


class Watch:
    """Requests of one browser context to any host but the app's own."""

    def __init__(self, context: BrowserContext, origin: str) -> None:
        self.host = urlsplit(origin).netloc
        self.foreign: list[str] = []
        context.on("request", self._seen)
        context.route("**/*", self._route)

    def _outside(self, url: str) -> bool:
        parts = urlsplit(url)
        return parts.scheme in ("http", "https", "ws", "wss") and parts.netloc != self.host

    def _seen(self, request: Request) -> None:
        if self._outside(request.url):
            self.foreign.append(request.url)

    def _route(self, route: Route) -> None:
        if self._outside(route.request.url):
            route.abort()
        else:
            route.continue_()


def assert_nothing_outside(app: AppPage, origin: str, watch: Watch) -> None:
    app.wait()
    leads = app.page.evaluate(OUTSIDE, origin)
    assert leads == [], f"elements leading outside the app: {leads}"
    assert watch.foreign == [], f"requests to other hosts: {watch.foreign}"
    assert app.page.locator("a", has_text="Click here").count() == 0
    assert app.page.locator("a", has_text="Restore it here").count() == 0


def shown_text(app: AppPage, start: str) -> str:
    """The text of the innermost element showing ``start``, as the reader sees it (without
    the invisible word joiners that keep addresses from becoming links)."""
    found = app.page.get_by_text(start).last
    found.wait_for(state="attached")
    return str(found.text_content()).replace(JOINER, "")


@pytest.fixture
def watched(browser: Browser, base_url: str) -> Iterator[tuple[AppPage, Watch]]:
    context = browser.new_context(base_url=base_url, locale="en-US")
    watch = Watch(context, base_url)
    app = AppPage(context.new_page())
    app.page.set_default_timeout(STEP_TIMEOUT)
    yield app, watch
    context.close()


def test_crafted_address_parameters_on_every_page(
    watched: tuple[AppPage, Watch], base_url: str
) -> None:
    app, watch = watched
    origin = base_url.rstrip("/")
    for spec in PAGES:
        app.open(spec.url_path, **dict.fromkeys(PARAMETERS, BANNER))
        assert_nothing_outside(app, origin, watch)
    app.open("puzzles", puzzle=BANNER)
    banner = shown_text(app, "**Session expired.** [Click here]")
    assert "'**Session expired.** [Click here](https://evil.example/login) ![x](" in banner


def test_a_crafted_name_and_hand_stay_text(watched: tuple[AppPage, Watch], base_url: str) -> None:
    app, watch = watched
    origin = base_url.rstrip("/")
    app.open()
    app.expand("Move to another device")
    box = app.page.get_by_role("textbox", name="Your name (optional)")
    box.fill(NAME)
    app.press("Save the name")
    assert shown_text(app, "Hello, [Progress lost?") == f"Hello, {NAME}!"
    assert_nothing_outside(app, origin, watch)
    app.open("analyse")
    hand = app.page.get_by_role("textbox").first
    with app.rerun():
        hand.fill(f"7h {BANNER}")
        hand.press("Enter")
    expect(app.page.get_by_text("is not a card").first).to_be_visible()
    assert_nothing_outside(app, origin, watch)


def test_a_lesson_file_with_a_foreign_link_is_refused(browser: Browser, tmp_path: Path) -> None:
    folder = tmp_path / "lessons"
    shutil.copytree(lessons_dir(), folder)
    first = sorted(folder.glob("*.yaml"))[0]
    text = first.read_text(encoding="utf-8")
    first.write_text(
        text.replace(
            "Gin Rummy is played with",
            f"{NAME} ![x](https://evil.example/p.png) Gin Rummy is played with",
            1,
        ),
        encoding="utf-8",
    )
    with served(lessons=folder) as url:
        context = browser.new_context(base_url=url + "/", locale="en-US")
        watch = Watch(context, url)
        app = AppPage(context.new_page())
        app.page.set_default_timeout(STEP_TIMEOUT)
        app.open("lessons")
        expect(app.page.get_by_text("leads outside the app").first).to_be_visible()
        assert_nothing_outside(app, url, watch)
        app.open()  # Home lists the lessons too
        assert_nothing_outside(app, url, watch)
        context.close()
