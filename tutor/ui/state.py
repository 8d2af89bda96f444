"""Typed accessors for the learner's session: one place that knows the keys and defaults.

Nothing is kept at module level: every value lives in ``st.session_state`` (one learner's
browser tab), is created on first use with ``setdefault`` and checked when read. Pages call
these functions instead of touching ``st.session_state`` keys of their own.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Generic, TypeVar, cast

import streamlit as st

from tutor.engine.rules import PRESETS, Rules, preset
from tutor.explain import LANGUAGES
from tutor.explain import language as language_of
from tutor.store import merge_doc
from tutor.ui import damage, learner

LANGUAGE = "tutor.language"
FOUR_COLOUR = "tutor.four_colour"
RULES = "tutor.rules"
CARD_BACK = "tutor.card_back"
TABLE_COLOUR = "tutor.table_colour"
SOUND = "tutor.sound"
RESTORED = "tutor.settings.restored"
UNSAVED = "tutor.settings.unsaved"  # why the last change of a setting could not be kept
LANG_QUERY = "lang"  # the query parameter that keeps the language in a shared link
DEFAULT_RULES = "classic"
CARD_BACKS = ("blue", "red", "green")
TABLE_COLOURS = ("green", "blue", "wood")
# The settings kept for the learner in the database, with their defaults.
SETTINGS_KIND, SETTINGS_KEY = "ui.settings", "settings"
KEPT_SETTINGS: dict[str, object] = {
    LANGUAGE: None,  # None: from the link or the browser's locale
    FOUR_COLOUR: False,
    RULES: DEFAULT_RULES,
    CARD_BACK: CARD_BACKS[0],
    TABLE_COLOUR: TABLE_COLOURS[0],
    SOUND: True,
}

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
    _keep(LANGUAGE)


def restore_settings() -> None:
    """Once per session, fill the settings from what the learner chose on an earlier visit.

    A language in the link still wins, so a shared link opens in its language. A damaged
    record is reported once and the defaults are used; nothing else is affected.
    """
    unsaved = st.session_state.pop(UNSAVED, None)
    if unsaved:  # a setting changed meanwhile could not be kept
        st.warning(unsaved, icon=damage.ICON)
    if st.session_state.get(RESTORED):
        return
    st.session_state[RESTORED] = True
    try:
        doc = learner.store().get_doc(
            learner.current(), SETTINGS_KIND, SETTINGS_KEY, parse=_settings_of
        )
    except learner.StoreError as error:
        damage.warn(error, language())
        return
    saved = {} if doc is None else doc.data
    for key, default in KEPT_SETTINGS.items():
        value = saved.get(key, default)
        if key == LANGUAGE and (value is None or st.query_params.get(LANG_QUERY) in LANGUAGES):
            continue
        if value is not None:
            st.session_state.setdefault(key, value)


def _settings_of(data: object) -> dict[str, object]:
    """Kept settings, checked: an object of fields (each value is checked where it is used)."""
    if not isinstance(data, dict):
        raise ValueError(f"{data!r:.60} is not an object of settings")
    return data


def _keep(key: str) -> None:
    """Store the setting ``key`` for the learner's next visit (called by every setter).

    Only that setting is written, onto the newest kept settings, so a change made in
    another tab meanwhile is kept too. Damaged settings are set aside for repair and a new
    record starts with this choice; the learner is told.
    """
    changes = {key: st.session_state.get(key)}
    try:
        done = learner.afresh(
            SETTINGS_KIND,
            SETTINGS_KEY,
            lambda: merge_doc(
                learner.store(), learner.current(), SETTINGS_KIND, SETTINGS_KEY, changes
            ),
        )
    except learner.StoreError as error:  # named at the top of the next run (a callback's)
        st.session_state[UNSAVED] = damage.sentence(error, language(), unsaved=True)
        return
    if done.set_aside is not None:  # the damaged settings wait for repair; this one is kept
        st.session_state[UNSAVED] = damage.sentence(done.set_aside, language(), set_aside=True)


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
    _keep(FOUR_COLOUR)


def card_back() -> str:
    """The colour of the card backs."""
    value = st.session_state.setdefault(CARD_BACK, CARD_BACKS[0])
    return str(value) if value in CARD_BACKS else CARD_BACKS[0]


def set_card_back(colour: str) -> None:
    if colour not in CARD_BACKS:
        raise ValueError(f"{colour!r} is not a card back ({', '.join(CARD_BACKS)})")
    st.session_state[CARD_BACK] = colour
    _keep(CARD_BACK)


def table_colour() -> str:
    """The colour of the practice table."""
    value = st.session_state.setdefault(TABLE_COLOUR, TABLE_COLOURS[0])
    return str(value) if value in TABLE_COLOURS else TABLE_COLOURS[0]


def set_table_colour(colour: str) -> None:
    if colour not in TABLE_COLOURS:
        raise ValueError(f"{colour!r} is not a table colour ({', '.join(TABLE_COLOURS)})")
    st.session_state[TABLE_COLOUR] = colour
    _keep(TABLE_COLOUR)


def sound() -> bool:
    """Whether short sounds play for draw, knock and gin."""
    return bool(st.session_state.setdefault(SOUND, True))


def set_sound(on: bool) -> None:
    st.session_state[SOUND] = bool(on)
    _keep(SOUND)


def rules_name() -> str:
    """The name of the chosen rules preset (a key of ``PRESETS``)."""
    name = st.session_state.setdefault(RULES, DEFAULT_RULES)
    if name not in PRESETS:
        name = st.session_state[RULES] = DEFAULT_RULES
    return str(name)


def set_rules_name(name: str) -> None:
    preset(name)  # raises RulesError quoting an unknown name
    st.session_state[RULES] = name
    _keep(RULES)


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


@dataclass(frozen=True, slots=True)
class Slot(Generic[T]):
    """One typed value of this session under ``key``, absent until a page sets it.

    ``kind`` is the type the value must have: anything else found under the key (left by an
    older version of the page, or set by hand) reads as absent rather than breaking the page.
    A widget's value is a slot too: its ``key`` is the widget's key.
    """

    key: str
    kind: type | tuple[type, ...]

    def get(self) -> T | None:
        value = st.session_state.get(self.key)
        return cast(T, value) if isinstance(value, self.kind) else None

    def get_or(self, default: T) -> T:
        """The value, or ``default`` when there is none of the right type (nothing is set)."""
        found = self.get()
        return default if found is None else found

    def set(self, value: T) -> None:
        st.session_state[self.key] = value

    def setdefault(self, value: T) -> T:
        """The value, after setting it to ``value`` when there is none of the right type."""
        found = self.get()
        if found is None:
            self.set(value)
            return value
        return found

    def clear(self) -> None:
        st.session_state.pop(self.key, None)

    def take(self) -> T | None:
        """The value, removed: for what is shown or played once (a message, a sound)."""
        value = self.get()
        self.clear()
        return value


def clear_session() -> None:
    """Forget everything this tab kept (a switch to another profile starts afresh)."""
    st.session_state.clear()


def first_time(key: str) -> bool:
    """``True`` the first time a page asks for ``key`` in this session, then ``False``: for
    the work a page does once per visit (bring back a kept game, follow a link)."""
    if st.session_state.get(key):
        return False
    st.session_state[key] = True
    return True
