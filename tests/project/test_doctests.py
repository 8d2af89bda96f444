"""Every example in the product's docstrings runs as a test.

The modules are found, not listed, so a new example is checked without anyone adding it
here. Only modules whose source has an example are imported: the app's page scripts run
Streamlit when imported and have none.
"""

from __future__ import annotations

import doctest
import importlib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _modules_with_examples() -> list[str]:
    names = []
    for path in sorted((ROOT / "tutor").rglob("*.py")):
        if ">>> " in path.read_text(encoding="utf-8"):
            parts = path.relative_to(ROOT).with_suffix("").parts
            names.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return names


MODULES = _modules_with_examples()


def test_the_examples_are_found() -> None:
    assert {"tutor.engine.melds", "tutor.explain", "tutor.bot.stats"} <= set(MODULES)


@pytest.mark.parametrize("name", MODULES)
def test_doctests_pass(name: str) -> None:
    module = importlib.import_module(name)
    failures, tried = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert tried > 0 and failures == 0
