"""The doctest examples of the app's pure modules run as tests."""

from __future__ import annotations

import doctest
import importlib
import subprocess
import sys

import pytest

MODULES = ["tutor.ui.cards", "tutor.ui.analysis"]


@pytest.mark.parametrize("name", MODULES)
def test_doctests_pass(name: str) -> None:
    module = importlib.import_module(name)
    failures, tried = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert tried > 0 and failures == 0


def test_the_pure_modules_load_no_streamlit() -> None:
    code = (
        "import sys, tutor.ui.cards, tutor.ui.analysis, tutor.ui.registry; "
        "print('streamlit' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
