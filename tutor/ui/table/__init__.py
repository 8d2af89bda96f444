"""The card table: one Streamlit component (bidirectional, ``st.components.v2``) for the app.

The component's script and style ship in this package (``table.js``, ``table.css``) and the
card faces in ``tutor/ui/faces``: no build step and nothing fetched at run time.

A face is a drawing of some kilobytes (a court card about forty), so each one goes to the
browser once per session, with the first table that shows it: the data of a run carries only
the faces this session has not sent yet (``faces``), and the script keeps them for every
table of the page. Should the script find a face missing (its page was loaded anew), it asks
for them again with the ``faces`` intent, which this module answers itself.

:func:`card_table` mounts the table with the data of ``tutor.ui.table.model.table_data``;
the page's callback reads the learner's intent with :func:`intent_of` and judges it with
``model.judge`` (the engine decides).
"""

from __future__ import annotations

import re
import string
from collections.abc import Callable, Iterator, Mapping
from functools import lru_cache
from importlib import resources
from typing import Any
from urllib.parse import quote

import streamlit as st

from tutor.engine.cards import Card
from tutor.ui import state
from tutor.ui.cards import BACK_COLOURS, back_svg
from tutor.ui.table.faces import face_svg

NAME = "gin_tutor_table"
INTENT = "intent"  # the trigger the script sends with setTriggerValue
FACES_INTENT = "faces"  # the script lacks faces: send them all again
_SENT: state.Slot[set] = state.Slot("table.faces_sent", set)  # type: ignore[type-arg]


def _asset(name: str) -> str:
    return resources.files("tutor.ui.table").joinpath(name).read_text(encoding="utf-8")


# Percent-encoding keeps the drawing readable and smaller than base64. ``quote`` walks the
# bytes one by one in Python (one to several milliseconds a face, paid in the run that first
# shows it); replacing each character that needs it, "%" first, runs in C.
_URI_SAFE = " =:/;,'-._()~" + string.ascii_letters + string.digits
_URI_ESCAPES = sorted(
    ((chr(code), f"%{code:02X}") for code in range(128) if chr(code) not in _URI_SAFE),
    key=lambda pair: pair[0] != "%",
)
_NON_ASCII = re.compile(r"[^\x00-\x7f]+")


def _uri(svg: str) -> str:
    """``svg`` as a ``data:`` address, the same as ``quote(svg, safe=" =:/;,'-._()")``."""
    for char, escape in _URI_ESCAPES:
        if char in svg:
            svg = svg.replace(char, escape)
    return "data:image/svg+xml," + _NON_ASCII.sub(lambda m: quote(m.group(0), safe=""), svg)


@lru_cache(maxsize=4 * 52 + 8)
def face_uri(code: str, lang: str, four_colour: bool) -> str:
    """The image of the card ``code`` (or ``back:<colour>``) as a ``data:`` address."""
    if code.startswith("back:"):
        colour = code.removeprefix("back:")
        if colour not in BACK_COLOURS:
            raise ValueError(f"{colour!r} is not a card back ({', '.join(BACK_COLOURS)})")
        return _uri(back_svg(lang, colour))
    return _uri(face_svg(Card.parse(code), lang, four_colour))


@lru_cache(maxsize=1)
def _component() -> Any:
    return st.components.v2.component(NAME, css=_asset("table.css"), js=_asset("table.js"))


def _cards_in(value: object) -> Iterator[str]:
    """Every card code the data shows face up (entries ``{"card": "7h", ...}``)."""
    if isinstance(value, Mapping):
        code = value.get("card")
        if isinstance(code, str) and "name" in value:
            yield code
        for item in value.values():
            yield from _cards_in(item)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from _cards_in(item)


def variant(data: Mapping[str, Any]) -> str:
    """The faces' variant of a table: its language and colours (the script keeps faces per
    variant, so a change of language or colours draws the right ones)."""
    return f"{data['lang']}/{'four' if data['four_colour'] else 'two'}"


def with_faces(data: dict[str, Any], sent: set[str]) -> dict[str, Any]:
    """``data`` with the faces it shows that are not in ``sent`` (marked sent now)."""
    lang, four = str(data["lang"]), bool(data["four_colour"])
    kind = variant(data)
    needed = {*_cards_in(data), f"back:{data['back']}"}
    fresh = sorted(code for code in needed if f"{kind}/{code}" not in sent)
    sent.update(f"{kind}/{code}" for code in fresh)
    return {**data, "variant": kind, "faces": {c: face_uri(c, lang, four) for c in fresh}}


def card_table(data: dict[str, Any], key: str, on_intent: Callable[[], None] | None = None) -> None:
    """Mount the table for ``data`` under ``key``. ``on_intent`` runs as the widget callback
    of a learner's intent (before the page is drawn) and reads it with :func:`intent_of`."""
    sent = _SENT.get()
    if sent is None:
        sent = set()
        _SENT.set(sent)

    def answer() -> None:
        asked = intent_of(key)
        if isinstance(asked, Mapping) and asked.get("kind") == FACES_INTENT:
            sent.clear()  # the script lost its faces (a new page): send them again
        elif on_intent is not None:
            on_intent()

    _component()(key=key, data=with_faces(data, sent), on_intent_change=answer)


def intent_of(key: str) -> object | None:
    """The intent the table under ``key`` sent, read in its callback."""
    sent: state.Slot[Mapping[str, object]] = state.Slot(key, Mapping)
    value = sent.get()
    return None if value is None else value.get(INTENT)
