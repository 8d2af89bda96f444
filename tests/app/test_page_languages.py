"""Every page in both languages: no English words in the Dutch interface, no Dutch in the English.

A learner who picks Dutch must meet Dutch everywhere (and the other way round); a missing
translation or a sentence glued together from notation shows up here as a foreign word.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from streamlit.testing.v1 import AppTest

from tests.ui import conftest as ui
from tutor.explain import text
from tutor.ui.registry import PAGES

_components = ui._components
open_app = ui.open_app

# Words that belong to one language only (terms both languages use, such as gin, set, hand,
# meld and undercut, RULES.md's Dutch terms, are left out on purpose).
# "Score(s)" and "rating" are words Dutch card players use too; "shutout", the sources' own
# word, appears only where the rule book names it beside "alle handen gewonnen".
ENGLISH = frozenset(
    {
        *("the", "and", "you", "your", "with", "card", "cards", "deadwood", "knock", "knocks"),
        *("knocked", "player", "players", "opponent", "draw", "discard", "discards", "stock"),
        *("pile", "points", "point", "wins", "won", "lost", "engine", "blunder", "blunders"),
        *("mistake", "review", "puzzle", "puzzles", "lesson", "lessons"),
    }
)
DUTCH = frozenset(
    {
        *("de", "het", "een", "en", "jij", "jouw", "je", "kaart", "kaarten", "kloppen", "klop"),
        *("klopt", "punten", "punt", "speler", "spelers", "tegenstander", "dood", "hout"),
        *("stapel", "pakken", "afleggen", "niet", "voor", "met", "van", "les", "lessen"),
        *("puzzel", "puzzels", "beurt"),
    }
)
# Lines that quote the other language on purpose: the rule book's glossary of Dutch terms
# and the titles of its (Dutch) sources.
QUOTING = ("rulebook.ui.terms", "rulebook.ui.sources")
# Element kinds whose text a learner reads.
READ = (
    "title", "header", "subheader", "markdown", "caption", "info", "warning", "error",
    "success", "button", "metric", "expander", "tabs", "radio", "selectbox", "toggle",
    "checkbox", "number_input", "text_input", "multiselect", "button_group",
)  # fmt: skip


def _texts(at: AppTest) -> Iterator[str]:
    for kind in READ:
        for element in getattr(at, kind, []):
            for name in ("value", "label", "body"):
                value = getattr(element, name, None)
                if isinstance(value, str):
                    yield value
            for option in getattr(element, "options", None) or ():
                if isinstance(option, str):
                    yield option


def _words(line: str) -> set[str]:
    line = re.sub(r"https?://\S+|`[^`]*`|:material/\w+:", " ", line)  # addresses, code, icons
    return {w.lower() for w in re.findall(r"[A-Za-zÀ-ÿ]+", line)}


def _foreign(at: AppTest, words: frozenset[str], lang: str) -> list[str]:
    quoting = tuple(text(code, lang) + ":" for code in QUOTING)
    found = []
    for line in _texts(at):
        if line in ("en", "nl") or line.startswith(quoting):
            continue  # the language menu's own codes; quotations
        hits = sorted(_words(line) & words)
        if hits:
            found.append(f"{hits}: {line[:160]!r}")
    return found


@pytest.mark.parametrize("spec", PAGES, ids=[spec.url_path for spec in PAGES])
@pytest.mark.parametrize(
    ("locale", "foreign"), [("nl-NL", ENGLISH), ("en-US", DUTCH)], ids=["nl", "en"]
)
def test_a_page_speaks_only_the_learners_language(
    open_app: Any, spec: Any, locale: str, foreign: frozenset[str]
) -> None:
    at: AppTest = open_app(locale)
    at.switch_page(f"app_pages/{spec.script}").run()
    assert not at.exception
    assert _foreign(at, foreign, locale[:2]) == []
