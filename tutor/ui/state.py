"""Typed accessors for the learner's session: one place that knows the keys and defaults.

Nothing is kept at module level: every value lives in ``st.session_state`` (one learner's
browser tab), is created on first use with ``setdefault`` and checked when read. Pages call
these functions instead of touching ``st.session_state`` keys of their own.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Generic, TypeVar

import streamlit as st

from tutor.engine.rules import PRESETS, Rules, preset
from tutor.explain import LANGUAGES
from tutor.explain import language as language_of

LANGUAGE = "tutor.language"
FOUR_COLOUR = "tutor.four_colour"
RULES = "tutor.rules"
LANG_QUERY = "lang"  # the query parameter that keeps the language in a shared link
DEFAULT_RULES = "classic"

T = TypeVar("T")


def initial_language() -> str:
    """The language a new session starts in: the ``lang`` query parameter when it names a
    supported language, else the browser's locale (``nl-NL`` gives Dutch), else English."""
    asked = st.query_params.get(LANG_QUERY)
    if asked in LANGUAGES:
        return str(asked)
    return language_of(st.context.locale)


def language() -> str:
    """The learner's language, ``"en"`` or ``"nl"``."""
    value = st.session_state.setdefault(LANGUAGE, initial_language())
    if value not in LANGUAGES:
        value = st.session_state[LANGUAGE] = initial_language()
    return str(value)


def set_language(lang: str) -> None:
    if lang not in LANGUAGES:
        raise ValueError(f"{lang!r} is not a supported language ({', '.join(LANGUAGES)})")
    st.session_state[LANGUAGE] = lang


def sync_language_query() -> None:
    """Keep the ``lang`` query parameter equal to the chosen language, so a reload or a
    shared link opens in the same language."""
    lang = language()
    if st.query_params.get(LANG_QUERY) != lang:
        st.query_params[LANG_QUERY] = lang


def four_colour() -> bool:
    """Whether suits are drawn in four colours (spades black, hearts red, diamonds blue,
    clubs green) instead of red and black."""
    return bool(st.session_state.setdefault(FOUR_COLOUR, False))


def set_four_colour(on: bool) -> None:
    st.session_state[FOUR_COLOUR] = bool(on)


def rules_name() -> str:
    """The name of the chosen rules preset (a key of ``PRESETS``)."""
    name = st.session_state.setdefault(RULES, DEFAULT_RULES)
    if name not in PRESETS:
        name = st.session_state[RULES] = DEFAULT_RULES
    return str(name)


def set_rules_name(name: str) -> None:
    preset(name)  # raises RulesError quoting an unknown name
    st.session_state[RULES] = name


def rules() -> Rules:
    """The chosen rules preset."""
    return preset(rules_name())


@dataclass(frozen=True, slots=True)
class Kept(Generic[T]):
    """A page's value that outlives visits to other pages, edited through a widget.

    Streamlit forgets a widget's value when a run does not draw it (another page). So the
    value lives under ``key`` and the widget under ``widget``: call :meth:`mirror` just
    before drawing the widget and pass :meth:`take` as its ``on_change``.
    """

    key: str
    default: T

    @property
    def widget(self) -> str:
        return f"{self.key}.widget"

    def get(self) -> T:
        value: T = st.session_state.setdefault(self.key, self.default)
        return value

    def set(self, value: T) -> None:
        """Change the value and its widget (from a callback, before the widget is drawn)."""
        st.session_state[self.key] = value
        st.session_state[self.widget] = value

    def mirror(self) -> None:
        st.session_state[self.widget] = self.get()

    def take(self) -> None:
        st.session_state[self.key] = st.session_state.get(self.widget, self.default)
