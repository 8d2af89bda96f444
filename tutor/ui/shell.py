"""The app shell: page setup, the menu built from the registry, the sidebar settings
(language, four-colour suits) and a guard that turns any unexpected error into a friendly
message. ``streamlit_app.py`` calls :func:`main` on every run."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from contextlib import contextmanager

import streamlit as st

from tutor.explain import LANGUAGES, text
from tutor.ui import learner, profile, state
from tutor.ui.cards import style_html
from tutor.ui.i18n import t
from tutor.ui.registry import PAGES, PageSpec, default_page

log = logging.getLogger(__name__)

LANGUAGE_WIDGET = "tutor.language.widget"
FOUR_COLOUR_WIDGET = "tutor.four_colour.widget"
_LANGUAGE_WIDGET: state.Slot[str] = state.Slot(LANGUAGE_WIDGET, str)
_FOUR_COLOUR_WIDGET: state.Slot[bool] = state.Slot(FOUR_COLOUR_WIDGET, bool)


def build_pages(lang: str) -> dict[str, list[st.Page]]:
    """The ``st.navigation`` menu: pages grouped by their section heading ("" = none)."""
    first = default_page()
    menu: dict[str, list[st.Page]] = {}
    for spec in PAGES:
        heading = text(spec.section, lang) if spec.section else ""
        menu.setdefault(heading, []).append(_page(spec, lang, spec is first))
    return menu


def _page(spec: PageSpec, lang: str, default: bool) -> st.Page:
    return st.Page(
        spec.path,
        title=text(spec.title, lang),
        icon=spec.icon or None,
        url_path=spec.url_path,
        default=default,
    )


def _language_changed() -> None:
    chosen = _LANGUAGE_WIDGET.get()
    if chosen in LANGUAGES:  # clicking the chosen option again deselects it: keep it
        state.set_language(str(chosen))


def _four_colour_changed() -> None:
    state.set_four_colour(bool(_FOUR_COLOUR_WIDGET.get()))


def sidebar() -> None:
    """Language switch and card options, on every page."""
    # The widgets mirror the session values, so they survive page switches and the
    # language chosen from the browser locale or the link shows as selected.
    _LANGUAGE_WIDGET.set(state.language())
    _FOUR_COLOUR_WIDGET.set(state.four_colour())
    with st.sidebar:
        st.segmented_control(
            "Taal / Language",  # in both languages, so either reader finds the switch
            options=["nl", "en"],
            format_func=lambda code: text(f"ui.lang.{code}", code),
            key=LANGUAGE_WIDGET,
            on_change=_language_changed,
        )
        st.toggle(
            t("ui.four_colour.label"),
            key=FOUR_COLOUR_WIDGET,
            help=t("ui.four_colour.help"),
            on_change=_four_colour_changed,
        )


@contextmanager
def friendly_errors() -> Iterator[None]:
    """Show a short message instead of a traceback when a page fails unexpectedly.

    Streamlit's own control flow (rerun, stop, switch page) raises ``BaseException``
    subclasses, which pass through untouched.
    """
    try:
        yield
    except Exception:
        log.exception("a page failed")
        st.error(t("ui.error.unexpected"), icon=":material/error:")


def main() -> None:
    # A device link's token leaves the address before anything reads the learner.
    with friendly_errors():
        profile.take_link()
    asking = profile.asking()
    with friendly_errors():
        if not asking or learner.own() is not None:  # a new device: once it has chosen
            state.restore_settings()
    lang = state.language()
    st.set_page_config(page_title=text("ui.app.title", lang), page_icon="♠", layout="centered")
    page = st.navigation(build_pages(lang))
    sidebar()
    # Query parameters are written once the page is known, so the address keeps its page.
    state.sync_language_query()
    st.html(style_html())
    if asking:  # the page waits for the answer: it would show (and keep) a profile
        with friendly_errors():
            profile.ask()
        return
    with friendly_errors():
        learner.keep_token_in_browser()
        profile.notice()
    with friendly_errors():
        page.run()
