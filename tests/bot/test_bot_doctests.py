"""The doctest examples of the opponent's modules run as tests."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = ["tutor.bot.stats", "tutor.bot.estimate"]


@pytest.mark.parametrize("name", MODULES)
def test_doctests_pass(name: str) -> None:
    module = importlib.import_module(name)
    failures, tried = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert tried > 0 and failures == 0
