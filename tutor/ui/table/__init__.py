"""The card table: one Streamlit component (bidirectional, ``st.components.v2``) for the app.

The component's script and style ship in this package (``table.js``, ``table.css``) and the
card faces in ``tutor/ui/faces``: no build step and nothing fetched at run time. The faces go
into the component's style sheet once per variant (language and four-colour option), so a
run sends only the state of the table, never a drawing.

:func:`card_table` mounts the table with the data of ``tutor.ui.table.model.table_data`` and
returns the learner's intent of this run (a mapping, or ``None``), which the page reads with
``model.intent_action`` (checked by the engine) or ``model.read_intent``.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from importlib import resources
from typing import Any
from urllib.parse import quote

import streamlit as st

from tutor.engine.cards import DECK
from tutor.ui.cards import BACK_COLOURS, back_svg
from tutor.ui.table.faces import face_svg

NAME = "gin_tutor_table"
INTENT = "intent"  # the trigger the script sends with setTriggerValue


def _asset(name: str) -> str:
    return resources.files("tutor.ui.table").joinpath(name).read_text(encoding="utf-8")


def _uri(svg: str) -> str:
    # Percent-encoding keeps the drawing readable and smaller than base64.
    return "data:image/svg+xml," + quote(svg, safe=" =:/;,'-._()")


@lru_cache(maxsize=4)
def faces_css(lang: str, four_colour: bool) -> str:
    """The style sheet that gives every card its face (``.f-7h``) and every back colour its
    drawing, for one language and colour option."""
    faces = "".join(
        f'.f-{card}{{background-image:url("{_uri(face_svg(card, lang, four_colour))}")}}'
        for card in DECK
    )
    backs = "".join(
        f'.gt-table[data-back="{name}"]{{--gt-back-image:url("{_uri(back_svg(lang, name))}")}}'
        for name in BACK_COLOURS
    )
    return faces + backs


@lru_cache(maxsize=4)
def _component(lang: str, four_colour: bool) -> Any:
    """The table registered for one variant of the faces (each name registered once)."""
    css = _asset("table.css") + faces_css(lang, four_colour)
    name = f"{NAME}_{lang}_{'four' if four_colour else 'two'}"
    return st.components.v2.component(name, css=css, js=_asset("table.js"))


def card_table(data: dict[str, Any], key: str, on_intent: Any = None) -> object | None:
    """Mount the table for ``data`` under ``key`` and return the intent the learner sent with
    this run, or ``None``. ``on_intent`` runs first, as a widget callback (before the page is
    drawn), reading the intent with :func:`intent_of`."""
    mount = _component(str(data["lang"]), bool(data["four_colour"]))
    result = mount(key=key, data=data, on_intent_change=on_intent or _ignore)
    return getattr(result, INTENT, None)


def intent_of(key: str) -> object | None:
    """The intent the table under ``key`` sent, read in its callback."""
    value = st.session_state.get(key)
    return value.get(INTENT) if isinstance(value, Mapping) else None


def _ignore() -> None:
    """A trigger needs a callback to be reported; the page reads the returned value."""
