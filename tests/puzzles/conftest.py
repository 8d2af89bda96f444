"""The page fixtures of ``tests/ui/conftest.py`` (the app run through its router with AppTest),
for the Puzzles page tests: every fixture defined there is made available here too, whatever
its name."""

from __future__ import annotations

from tests.ui import conftest as _ui

globals().update(
    {name: value for name, value in vars(_ui).items() if hasattr(value, "_fixture_function_marker")}
)
