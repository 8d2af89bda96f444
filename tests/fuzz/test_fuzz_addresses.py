"""Crafted address parameters on every page (AppTest through the router): the page runs
without an exception, and every error it shows quotes the value it refused, as text."""

from __future__ import annotations

from typing import Any

import pytest

from tests.fuzz.mutate import trials
from tests.ui import conftest as ui
from tutor.ui.literal import JOINER
from tutor.ui.registry import PAGES

_components = ui._components
open_app = ui.open_app

NAMES = ("lang", "learner", "lesson", "rule", "puzzle", "game", "level", "rules")
VALUES = (
    "",
    " ",
    "x",
    "0",
    "-1",
    "99999999999999999999",
    "1e9",
    "R9",
    "R99",
    "nl",
    "EN",
    "knock",
    "hard",
    "oklahoma",
    "can-knock/2/12345",
    "can-knock/9/1",
    "deadwood/1/-5",
    "best-melds/3/7/straight",
    "../../etc/passwd",
    "**Session expired.** [Click here](https://evil.example/login)",
    "<img src=https://evil.example/p.png>",
    "é\u202eü",
    "9" * 3000,
)


def shown(at: Any) -> list[str]:
    """The errors on the page, as the learner reads them: Markdown escapes removed, and the
    invisible word joiner that keeps an address in a quote from becoming a link."""
    return [str(e.value).replace("\\", "").replace(JOINER, "") for e in at.error]


def quotes(error: str, value: str) -> bool:
    """Whether ``error`` quotes ``value``: as typed or as Python escapes it (a control or
    direction character is better shown as its code), either cut short."""
    if not value.strip():
        return f"'{value}'" in error
    forms = (value, repr(value)[1:-1].replace("\\", ""))
    return any(form[:20] in error for form in forms)


@pytest.mark.parametrize("page", [spec.path.name for spec in PAGES])
def test_crafted_parameters_never_break_a_page(page: str, open_app: Any) -> None:
    for number, rng in enumerate(trials(f"address-{page}", fewest=3)):
        query = {name: rng.choice(VALUES) for name in rng.sample(NAMES, rng.randint(1, 3))}
        at = open_app("en-US", **query)
        at.switch_page(f"app_pages/{page}").run()
        about = f"input {number}: ?{query}"
        assert not at.exception, f"{about}: {at.exception[0].message}"
        for error in shown(at):
            quoted = [v for v in query.values() if quotes(error, v)]
            assert quoted, f"{about}: the error {error!r} quotes none of the parameters"


@pytest.mark.parametrize("asked", ["x", "1e9", "**7**"])
def test_a_game_number_that_is_none_is_quoted(asked: str, open_app: Any) -> None:
    at = open_app("en-US", game=asked)
    at.switch_page("app_pages/practice.py").run()
    assert [e for e in shown(at) if f"'{asked}' is not a game number" in e]
