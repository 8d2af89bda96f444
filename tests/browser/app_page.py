"""A Playwright page showing the Streamlit app, for the browser tests (fixture ``app``).

Why ``click`` and ``rerun`` exist: a click on a Streamlit widget only sends a message to the
server; the page's ``data-test-script-state`` stays ``notRunning`` until the server answers
that the script started, so waiting for ``notRunning`` straight after a click often returns
at once with the old page still shown. The next query then finds buttons that the run is
about to replace ("element was detached from the DOM") or clicks a stale one. Nor does
every run show up in that attribute: when the browser is busy, React may draw a whole run
(started, drawn, finished) in one go, and the attribute never leaves ``notRunning``.

So every page gets a small script (``RUN_WATCH``) that reads, after each render React puts
on the screen, how many script runs the app has seen finish (Streamlit's frontend counts
them) and whether a run is going on. ``rerun`` waits until one more run has finished on the
screen than before the action: the whole result of that click, with nothing left to replace.
A finished run may still show placeholders ("skeletons") where the code for a kind of element
(a button, say) is still loading, the first time a page shows one; so both also wait until
no placeholder is left.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlencode

from playwright.sync_api import Locator, Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from tutor.ui.registry import app_path

SCREENSHOTS = Path(__file__).resolve().parents[2] / "artifacts" / "screenshots"
STEP_TIMEOUT = 15_000  # milliseconds for one step in the page
IDLE = '[data-testid="stApp"][data-test-script-state="notRunning"]'
# What Streamlit shows while the code of an element, or the first page, is still loading.
PENDING = '[data-testid="stSkeleton"], [data-testid="stSkeletonElement"]'

# React calls this hook (the one its developer tools use) after every render it commits;
# Streamlit's root component counts the finished script runs in its state.
RUN_WATCH = """
(() => {
  if (window.__gtRun !== undefined) return;
  window.__gtRun = null;
  let app = null;
  const find = (top) => {
    const todo = [top];
    while (todo.length) {
      const fiber = todo.pop();
      const state = fiber.stateNode && fiber.stateNode.state;
      if (state && typeof state === "object" && "scriptRunFinishedSequence" in state
          && "scriptRunState" in state) return fiber.stateNode;
      if (fiber.sibling) todo.push(fiber.sibling);
      if (fiber.child) todo.push(fiber.child);
    }
    return null;
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject() { return 1; },
    checkDCE() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(id, root) {
      app = app || find(root.current);
      if (app) {
        const state = app.state;
        window.__gtRun = {finished: state.scriptRunFinishedSequence, state: state.scriptRunState};
      }
    },
  };
})();
"""
FINISHED = "() => window.__gtRun === undefined ? -1 : (window.__gtRun || {finished: 0}).finished"
DONE_SINCE = """
([before, pending]) => window.__gtRun !== null && window.__gtRun.finished > before
  && window.__gtRun.state === "notRunning" && document.querySelector(pending) === null
"""
AT_REST = """
([idle, pending]) => document.querySelector(idle) !== null
  && document.querySelector(pending) === null
"""

# What the page shows when a wait for a run fails: the run watch, the placeholders, and the
# card tables' own stamps (an intent sent, the last data arrived, the draws).
PAGE_STATE = """
(pending) => ({
  run: window.__gtRun,
  placeholders: document.querySelectorAll(pending).length,
  tables: [...document.querySelectorAll('[data-testid="stBidiComponentIsolated"]')]
    .map((host) => host.shadowRoot && host.shadowRoot.querySelector('.gt-table'))
    .filter(Boolean)
    .map((t) => ({...t.dataset, busy: t.classList.contains('gt-busy'), now: performance.now()})),
})
"""


@dataclass
class AppPage:
    """A Playwright page showing the Streamlit app, with the few steps every test needs."""

    page: Page

    def __post_init__(self) -> None:
        # Before the first navigation, so that React finds the hook when it starts.
        self.page.add_init_script(RUN_WATCH)

    def open(self, url_path: str = "", **query: str) -> AppPage:
        """Open the page registered under ``url_path`` (``""``: the app's first page) and
        wait until its first run is on the screen."""
        path = app_path(url_path) if url_path else ""
        search = f"?{urlencode(query)}" if query else ""
        self.page.goto(f"/{path}{search}")
        self.page.get_by_test_id("stMain").wait_for(timeout=STEP_TIMEOUT)
        self.wait()
        if self.page.evaluate("() => window.__gtRun") is None:
            # Drawn, but the watch never found Streamlit's run counter: say so, not a timeout.
            raise RuntimeError(
                "the run watch found no scriptRunFinishedSequence in Streamlit's app state; "
                "a new Streamlit may keep it elsewhere (see RUN_WATCH in app_page.py)"
            )
        self.page.wait_for_function(DONE_SINCE, arg=[0, PENDING], timeout=STEP_TIMEOUT)
        return self

    def wait(self) -> AppPage:
        """Wait until Streamlit has finished running the page script and drawn its elements."""
        self.page.wait_for_function(AT_REST, arg=[IDLE, PENDING], timeout=STEP_TIMEOUT)
        return self

    def table_at_rest(self, table: str = ".gt-table") -> AppPage:
        """Wait until no card of the card table is still moving. The table lives in a shadow
        root, whose animations ``document.getAnimations()`` does not list: ask the table."""
        self.page.locator(table).first.wait_for(timeout=STEP_TIMEOUT)
        self.page.wait_for_function(
            "(el) => el.getAnimations({subtree: true}).every(a => a.playState !== 'running')",
            arg=self.page.locator(table).first.element_handle(),
            timeout=STEP_TIMEOUT,
        )
        return self

    def _finished_runs(self) -> int:
        finished = self.page.evaluate(FINISHED)
        if not isinstance(finished, int) or finished < 0:
            raise RuntimeError("the run watch is missing: make the AppPage before opening a page")
        return finished

    @contextmanager
    def rerun(self, timeout: float = STEP_TIMEOUT) -> Iterator[AppPage]:
        """Around one action that makes Streamlit run the script (a click, Enter in a box):
        wait until that run has finished and the page shows all of it."""
        self.wait()
        before = self._finished_runs()
        yield self
        try:
            self.page.wait_for_function(DONE_SINCE, arg=[before, PENDING], timeout=timeout)
        except PlaywrightTimeoutError as error:
            # Say what the page was doing: a run that never started (the click was not
            # sent), one still running, or a placeholder left on the screen.
            seen = self.page.evaluate(PAGE_STATE, PENDING)
            raise AssertionError(
                f"no finished run after {before} within {timeout} ms: {seen}"
            ) from error

    def click(self, target: Locator, timeout: float = STEP_TIMEOUT) -> AppPage:
        """Click ``target`` (looked up now, on a page at rest) and wait for the run it causes."""
        expect(target).to_be_enabled(timeout=STEP_TIMEOUT)
        with self.rerun(timeout):
            target.click()
        return self

    def expand(self, label: str) -> AppPage:
        """Open the expander called ``label`` and wait until it has stopped growing: a click
        on a button inside it while it still moves can land beside the button (no run)."""
        self.page.get_by_text(label, exact=True).click()
        self.page.wait_for_function(
            "() => document.getAnimations().every(a => a.playState !== 'running')",
            timeout=STEP_TIMEOUT,
        )
        return self

    def press(self, name: str, timeout: float = STEP_TIMEOUT) -> AppPage:
        """Click the visible button called exactly ``name`` and wait for the run it causes."""
        button = self.page.get_by_role("button", name=name, exact=True).filter(visible=True)
        return self.click(button.first, timeout)

    def screenshot(self, name: str) -> Path:
        """Save the page as ``artifacts/screenshots/<name>.png`` and return the path."""
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        path = SCREENSHOTS / f"{name}.png"
        self.page.screenshot(path=str(path), full_page=True)
        return path
