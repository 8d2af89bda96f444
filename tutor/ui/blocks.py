"""Small building blocks the Home and Statistics pages share: links to other pages, found in
the registry by ``url_path``, and a row of numbers that wraps two by two on a phone."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import streamlit as st

from tutor.ui.registry import PAGES

TILE_WIDTH = 150  # pixels: two tiles side by side on a phone, four on a wider screen


def page_path(url_path: str) -> Path | None:
    """The script of a registered page, for ``st.page_link``; ``None`` when it is not in the
    menu (a page still being built), so the link is left out rather than failing."""
    return next((spec.path for spec in PAGES if spec.url_path == url_path), None)


def link(url_path: str, label: str, icon: str, query: dict[str, str] | None = None) -> None:
    """A link to the page ``url_path`` with optional query parameters (``?lesson=cards``)."""
    path = page_path(url_path)
    if path is not None:
        st.page_link(path, label=label, icon=icon, query_params=query or None)


def numbers(
    items: Sequence[tuple[str, str | int]], key: str, notes: dict[str, str] | None = None
) -> None:
    """Labelled numbers in bordered tiles that wrap, rather than Streamlit's columns, which
    stack one under the other on a narrow screen."""
    with st.container(horizontal=True, wrap=True, key=key):
        for label, value in items:
            st.metric(label, value, border=True, width=TILE_WIDTH, help=(notes or {}).get(label))
