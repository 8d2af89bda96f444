"""The Settings page: language, rules preset, four-colour suits, card back, table colour and
sound, each kept for the learner by the setters of ``tutor.ui.state``, and a preview of a card
back and sample cards on the table with the chosen options.

The widgets mirror the session values before they are drawn (the sidebar changes some of
them too), and each change goes through the state setter, which stores it at once.
"""

from __future__ import annotations

from html import escape

import streamlit as st

from tutor.engine.cards import Card
from tutor.engine.rules import CLASSIC, PRESET_SOURCES, PRESETS
from tutor.explain import LANGUAGES, text
from tutor.rulebook.settings import setting_text
from tutor.ui import state
from tutor.ui.cards import TABLE_FELTS, card_html
from tutor.ui.i18n import preset_name, t

LANGUAGE = "settings.language.widget"
RULES = "settings.rules.widget"
FOUR_COLOUR = "settings.four_colour.widget"
CARD_BACK = "settings.card_back.widget"
TABLE = "settings.table.widget"
SOUND = "settings.sound.widget"
# The widgets' values, read in their callbacks and mirrored before they are drawn.
_LANGUAGE: state.Slot[str] = state.Slot(LANGUAGE, str)
_RULES: state.Slot[str] = state.Slot(RULES, str)
_FOUR_COLOUR: state.Slot[bool] = state.Slot(FOUR_COLOUR, bool)
_CARD_BACK: state.Slot[str] = state.Slot(CARD_BACK, str)
_TABLE: state.Slot[str] = state.Slot(TABLE, str)
_SOUND: state.Slot[bool] = state.Slot(SOUND, bool)
PREVIEW_BOX = "gt-settings-preview"
# One card of each suit, so four-colour suits show at a glance.
SAMPLE = tuple(Card.parse(card) for card in ("As", "7h", "Td", "Kc"))


# ----------------------------------------------------------------------------- callbacks


def _language() -> None:
    chosen = _LANGUAGE.get()
    if chosen in LANGUAGES:
        state.set_language(str(chosen))


def _rules() -> None:
    chosen = _RULES.get()
    if chosen in PRESETS:
        state.set_rules_name(str(chosen))


def _four_colour() -> None:
    state.set_four_colour(bool(_FOUR_COLOUR.get()))


def _card_back() -> None:
    chosen = _CARD_BACK.get()
    if chosen in state.CARD_BACKS:
        state.set_card_back(str(chosen))


def _table() -> None:
    chosen = _TABLE.get()
    if chosen in state.TABLE_COLOURS:
        state.set_table_colour(str(chosen))


def _sound() -> None:
    state.set_sound(bool(_SOUND.get()))


def _mirror() -> None:
    _LANGUAGE.set(state.language())
    _RULES.set(state.rules_name())
    _FOUR_COLOUR.set(state.four_colour())
    _CARD_BACK.set(state.card_back())
    _TABLE.set(state.table_colour())
    _SOUND.set(state.sound())


# ----------------------------------------------------------------------------- parts


def preset_description(name: str, lang: str) -> list[str]:
    """What the preset ``name`` is, beyond the summary its option shows, in ``lang``: where
    it comes from (the rule catalogue's note, in English), and each setting it changes from
    the classic game."""
    rules = PRESETS[name]
    lines = []
    if lang == "en":  # the catalogue's own note is English
        lines.append(text("app.settings.rules_source", lang, source=PRESET_SOURCES[name]))
    changed = [
        setting_text(field, getattr(rules, field), lang)
        for field in rules.to_json()
        if field != "name" and getattr(rules, field) != getattr(CLASSIC, field)
    ]
    if changed:
        lines.append(text("app.settings.rules_changes", lang, changes="; ".join(changed)))
    else:
        lines.append(text("app.settings.rules_classic", lang))
    return lines


def preview_html(lang: str, four_colour: bool, back: str, table: str) -> str:
    """A card back and one card of each suit on the table's felt, with their spoken names."""
    cards = "".join(
        [card_html(None, lang, back=back)]
        + [card_html(card, lang, four_colour=four_colour) for card in SAMPLE]
    )
    label = escape(text("app.settings.preview", lang), quote=True)
    return (
        f'<div role="group" aria-label="{label}" style="background:{TABLE_FELTS[table]};'
        'border-radius:12px;padding:4px 14px 12px;max-width:100%">'
        f'<div class="gt-row" lang="{escape(lang)}">{cards}</div></div>'
    )


def _choices(lang: str) -> None:
    st.radio(
        t("app.settings.language"),
        list(LANGUAGES),
        format_func=lambda code: text(f"ui.lang.{code}", code),
        key=LANGUAGE,
        on_change=_language,
        horizontal=True,
    )
    st.selectbox(
        t("ui.rules.label"),
        list(PRESETS),
        format_func=lambda name: preset_name(name, lang),
        key=RULES,
        on_change=_rules,
        help=t("ui.rules.help"),
    )
    with st.container(key="gt-settings-rules"):
        for line in preset_description(state.rules_name(), lang):
            st.caption(line)
    st.toggle(
        t("ui.four_colour.label"),
        key=FOUR_COLOUR,
        on_change=_four_colour,
        help=t("ui.four_colour.help"),
    )
    st.radio(
        t("app.settings.card_back"),
        list(state.CARD_BACKS),
        format_func=lambda colour: text(f"app.colour.{colour}", lang),
        key=CARD_BACK,
        on_change=_card_back,
        horizontal=True,
    )
    st.radio(
        t("app.settings.table"),
        list(state.TABLE_COLOURS),
        format_func=lambda colour: text(f"app.colour.{colour}", lang),
        key=TABLE,
        on_change=_table,
        horizontal=True,
    )
    st.toggle(
        t("app.settings.sound"),
        key=SOUND,
        on_change=_sound,
        help=t("app.settings.sound_help"),
    )


def render() -> None:
    lang = state.language()
    st.title(t("app.settings.title"))
    st.caption(t("app.settings.intro"))
    _mirror()
    _choices(lang)
    st.subheader(t("app.settings.preview"))
    with st.container(key=PREVIEW_BOX):
        st.html(preview_html(lang, state.four_colour(), state.card_back(), state.table_colour()))
