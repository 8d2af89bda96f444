"""The doctest examples of the hand engine modules run as tests."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = [
    "tutor.engine.actions",
    "tutor.engine.state",
    "tutor.engine.scoring",
    "tutor.engine.policies",
    "tutor.engine.match",
    "tutor.engine.transcript",
    "tutor.engine.group",
]


@pytest.mark.parametrize("name", MODULES)
def test_doctests_pass(name: str) -> None:
    module = importlib.import_module(name)
    failures, tried = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert tried > 0 and failures == 0
