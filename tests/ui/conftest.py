"""Shared fixtures for page tests: the app run through its router with Streamlit's AppTest.

``open_app(locale, **query)`` starts a fresh session (browser locale and query parameters
as given) and runs it once; ``app`` is such a session in English. Page tests of any page
use these, then switch pages with ``at.switch_page(...)`` or go through the menu.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from streamlit.testing.v1 import AppTest

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
def open_app(_components: Any) -> OpenApp:
    def start(locale: str | None = "en-US", **query: str) -> AppTest:
        at = AppTest.from_file(APP, default_timeout=30)
        at._bidi_component_manager = _components  # see _components
        if locale:
            at.context["locale"] = locale
        at.query_params.update(query)
        return at.run()

    return start


@pytest.fixture
def app(open_app: OpenApp) -> AppTest:
    return open_app()
