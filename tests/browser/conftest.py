"""Browser tests: the app served by ``tutor serve`` on a free loopback port, driven with
Playwright in Debian's Chromium (``/usr/bin/chromium``, never a downloaded browser).

Fixtures for every browser test in this folder:

- ``app_url``: the served app, started once per session and stopped after it. With
  ``--base-url URL`` the tests use an app that is already running instead.
- ``page``: pytest-playwright's page, in Chromium with the arguments below, ``base_url`` set
  to the app; per test, ``@pytest.mark.browser_context_args(locale="nl-NL")`` and the like
  change the browser context.
- ``app``: an ``AppPage`` (tests/browser/app_page.py) around ``page`` that opens a page
  of the app by its ``url_path``, waits for Streamlit to finish a run and saves screenshots
  in ``artifacts/screenshots/`` (git-ignored).

Without Chromium the tests are skipped with a message saying how to install it; when the
environment variable ``CI`` is set a missing Chromium fails the run instead.
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page

from tests.browser.app_page import STEP_TIMEOUT, AppPage

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent

CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
INSTALL_HINT = "Chromium not found: install it with `apt-get install chromium` (Debian)"
START_TIMEOUT = 60.0  # seconds for the server to answer its health check


def in_ci() -> bool:
    return os.environ.get("CI", "").strip().lower() not in ("", "0", "false", "no")


def find_chromium() -> str | None:
    """Debian's Chromium: ``$TUTOR_CHROMIUM`` when set, else ``/usr/bin/chromium``, else
    ``chromium`` on the PATH."""
    chosen = os.environ.get("TUTOR_CHROMIUM")
    if chosen:
        return chosen if os.access(chosen, os.X_OK) else None
    if os.access("/usr/bin/chromium", os.X_OK):
        return "/usr/bin/chromium"
    return shutil.which("chromium") or shutil.which("chromium-browser")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    # Every test in this folder drives the browser, whether or not it says so itself.
    for item in items:
        if HERE in Path(str(item.path)).resolve().parents:
            item.add_marker(pytest.mark.browser)


@pytest.fixture(scope="session")
def chromium_path() -> str:
    path = find_chromium()
    if path is None:
        if in_ci():
            pytest.fail(f"{INSTALL_HINT}; CI is set, so the browser tests must run", pytrace=False)
        pytest.skip(INSTALL_HINT)
    return path


@pytest.fixture(scope="session")
def browser_type_launch_args(
    browser_type_launch_args: dict[str, Any], chromium_path: str
) -> dict[str, Any]:
    """pytest-playwright's launch options, in Debian's Chromium."""
    return {**browser_type_launch_args, "executable_path": chromium_path, "args": CHROMIUM_ARGS}


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args: dict[str, Any]) -> dict[str, Any]:
    # Tall enough that a screenshot shows a whole analysis (Streamlit scrolls inside).
    return {"viewport": {"width": 1280, "height": 2000}, **browser_context_args}


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _wait_until_up(url: str, server: subprocess.Popen[bytes], log: Path) -> None:
    deadline = time.monotonic() + START_TIMEOUT
    while time.monotonic() < deadline:
        if server.poll() is not None:
            raise RuntimeError(f"tutor serve stopped ({server.returncode}):\n{log.read_text()}")
        try:
            with urllib.request.urlopen(f"{url}/_stcore/health", timeout=2) as answer:
                if answer.status == 200:
                    return
        except OSError:
            time.sleep(0.25)
    raise RuntimeError(f"tutor serve did not answer on {url} in {START_TIMEOUT:.0f} s")


def _stop(server: subprocess.Popen[bytes]) -> None:
    if server.poll() is not None:
        return
    os.killpg(server.pid, signal.SIGTERM)  # the group started below: the server alone
    try:
        server.wait(timeout=10)
    except subprocess.TimeoutExpired:
        os.killpg(server.pid, signal.SIGKILL)
        server.wait(timeout=10)


@contextmanager
def served(
    db: str | None = None,
    cwd: Path = ROOT,
    lessons: Path | None = None,
    pids: list[int] | None = None,
) -> Iterator[str]:
    """``tutor serve`` on a free loopback port, on the database ``db`` (default: a fresh
    SQLite file, like a first visit) and the lessons folder ``lessons`` (default: the app's
    own), started in the folder ``cwd``; yields its address and stops it afterwards.
    ``pids`` receives the server's process id (to measure it)."""
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    with tempfile.TemporaryDirectory(prefix="tutor-serve-") as folder:
        command = [
            sys.executable,
            "-m",
            "tutor",
            "serve",
            "--port",
            str(port),
            "--host",
            "127.0.0.1",
            "--db",
            db or f"sqlite:///{Path(folder) / 'tutor.sqlite'}",
            *(["--lessons", str(lessons)] if lessons is not None else []),
            "--",
            "--server.fileWatcherType",
            "none",
        ]
        log = Path(folder) / "serve.log"
        with log.open("wb") as out:
            server = subprocess.Popen(
                command, cwd=cwd, stdout=out, stderr=subprocess.STDOUT, start_new_session=True
            )
        if pids is not None:
            pids.append(server.pid)  # tutor serve becomes the Streamlit server (exec)
        try:
            _wait_until_up(url, server, log)
            yield url
        finally:
            _stop(server)


@pytest.fixture(scope="session")
def app_url(pytestconfig: pytest.Config, chromium_path: str) -> Iterator[str]:
    """The app's address: ``tutor serve`` on a free loopback port for the session."""
    given = pytestconfig.getoption("--base-url", default=None)
    if given:
        yield str(given).rstrip("/")
        return
    with served() as url:
        yield url


@pytest.fixture(scope="session")
def base_url(app_url: str) -> str:
    """pytest-playwright's base URL: ``page.goto("/")`` opens the app."""
    return app_url + "/"


@pytest.fixture
def app(page: Page) -> AppPage:
    page.set_default_timeout(STEP_TIMEOUT)
    return AppPage(page)
