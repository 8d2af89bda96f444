"""Fixtures for the Home, Settings and Statistics page tests and the statistics functions.

``open_app`` and ``_components`` are the app's AppTest fixtures of ``tests/ui/conftest.py``.
``kept`` is a store on the test run's throw-away database (the one the app uses), for
giving a learner progress as the other pages would have stored it; ``raw`` writes rows
underneath the store, as damage would.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from typing import Any

import pytest
import sqlalchemy as sa
from streamlit.testing.v1 import AppTest

from tests.ui import conftest as ui
from tutor.store import ENV_VAR, Store, open_store

_components = ui._components
open_app = ui.open_app

OpenApp = Callable[..., AppTest]


def game(won: bool = True, margin: int = 30, level: str = "medium", **changes: Any) -> dict:
    """A ``practice.game`` event as the practice page records it."""
    mine, theirs = (100 + margin, 100) if won else (100, 100 + margin)
    data = {
        "game": "12",
        "level": level,
        "rules": "classic",
        "my_score": mine,
        "opponent_score": theirs,
        "won": won,
        "margin": margin,
        "hands": 6,
    }
    return {**data, **changes}


def hand(
    result: str = "knock",
    winner: str | None = "me",
    knocker: str | None = "me",
    my_deadwood: int = 6,
    review: dict[str, int] | None = None,
    **changes: Any,
) -> dict:
    """A ``practice.hand`` event as the practice page records it."""
    data = {
        "game": "12",
        "level": "medium",
        "rules": "classic",
        "result": result,
        "winner": winner,
        "points": 13,
        "knocker": knocker,
        "my_deadwood": my_deadwood,
        "opponent_deadwood": 19,
        "review": review,
    }
    return {**data, **changes}


@pytest.fixture(scope="session")
def kept() -> Iterator[Store]:
    with open_store() as store:
        yield store


@pytest.fixture
def raw() -> Iterator[sa.Engine]:
    engine = sa.create_engine(os.environ[ENV_VAR])
    yield engine
    engine.dispose()


def spoil(raw: sa.Engine, table: str, where: str, **params: Any) -> None:
    """Overwrite one row's JSON with text that is not JSON."""
    with raw.begin() as conn:
        done = conn.execute(
            sa.text(f"UPDATE {table} SET data = :junk WHERE {where}"),
            {"junk": '{"broken": ', **params},
        )
        assert done.rowcount == 1


def texts(at: AppTest) -> str:
    """Every text the page shows, as one string."""
    parts: list[Any] = [m.value for m in at.markdown] + [c.value for c in at.caption]
    for kind in ("info", "warning", "error", "success", "subheader", "title"):
        parts += [e.value for e in getattr(at, kind)]
    return "\n".join(str(p) for p in parts)


def links(at: AppTest) -> dict[str, tuple[str, str]]:
    """Each page link's label: (page url path, query string)."""
    return {p.value: (p.proto.page, p.proto.query_string) for p in at.page_link}
