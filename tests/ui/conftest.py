"""Shared fixtures for page tests: the app run through its router with Streamlit's AppTest.

``open_app(locale, learner=None, **query)`` starts a fresh session (browser locale and query
parameters as given) and runs it once; ``learner=TOKEN`` is a browser that holds that
learner's cookie (the way a learner comes back: page addresses carry no profile), and
``address`` more query parameters, of any name (``{"learner": TOKEN}``). ``app`` is
such a session in English, without a cookie. Page tests of any page
use these, then switch pages with ``at.switch_page(...)`` or go through the menu.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from streamlit.testing.v1 import AppTest

from tutor.ui import learner as learner_module

APP = Path(__file__).resolve().parents[2] / "tutor" / "ui" / "streamlit_app.py"

OpenApp = Callable[..., AppTest]


@pytest.fixture(scope="session")
def _components() -> Any:
    """Streamlit scans every installed package for custom components once per AppTest
    (about two seconds); the app uses none, so one scan is shared by the whole session."""
    from streamlit.components.v2.component_manager import BidiComponentManager

    manager = BidiComponentManager()
    manager.discover_and_register_components(start_file_watching=False)
    return manager


@pytest.fixture
def open_app(_components: Any, monkeypatch: pytest.MonkeyPatch) -> OpenApp:
    # AppTest cannot send cookies; the cookie a session is opened with is read once, on
    # its first run, so one value for the session being started is enough.
    sent: dict[str, str | None] = {"cookie": None}
    monkeypatch.setattr(learner_module, "cookie_token", lambda: sent["cookie"])

    def start(
        locale: str | None = "en-US",
        learner: str | None = None,
        address: dict[str, str] | None = None,
        **query: str,
    ) -> AppTest:
        sent["cookie"] = learner
        at = AppTest.from_file(APP, default_timeout=30)
        at._bidi_component_manager = _components  # see _components
        if locale:
            at.context["locale"] = locale
        at.query_params.update({**query, **(address or {})})
        return at.run()

    return start


@pytest.fixture
def app(open_app: OpenApp) -> AppTest:
    return open_app()
