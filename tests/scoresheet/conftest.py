"""The page fixtures of tests/ui/conftest.py (``open_app``, ``app``) for the Scoresheet page."""

from __future__ import annotations

import importlib.util
from pathlib import Path

_spec = importlib.util.spec_from_file_location(
    "ui_page_fixtures", Path(__file__).resolve().parents[1] / "ui" / "conftest.py"
)
assert _spec is not None and _spec.loader is not None
_fixtures = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_fixtures)

_components = _fixtures._components
open_app = _fixtures.open_app
app = _fixtures.app
