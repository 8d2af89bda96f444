"""The doctest examples of the statistics modules and the home page's pure helper."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = [
    "tutor.stats.records",
    "tutor.stats.games",
    "tutor.stats.standing",
    "tutor.ui.views.home",
]


@pytest.mark.parametrize("name", MODULES)
def test_doctests_pass(name: str) -> None:
    failures, tried = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert tried > 0 and failures == 0
