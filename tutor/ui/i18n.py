"""Words in the learner's chosen language, for the pages."""

from __future__ import annotations

from typing import Any

from tutor.explain import CATALOGUE, text
from tutor.ui import state
from tutor.ui.cards import inked
from tutor.ui.literal import literal, notation, sentence


def t(code: str, **args: Any) -> str:
    """The sentence ``code`` of the explain catalogues in the learner's language."""
    return text(code, state.language(), **args)


def shown(line: str) -> str:
    """The app's own sentence (catalogue Markdown, cards written by ``explain.card_text``) as
    ``st.markdown`` and the like show it: brackets never read as a link, every card in its
    suit's ink (two or four colours, as the learner chose). Never for text from a user."""
    return inked(notation(line), state.four_colour())


def shown_as_written(line: str) -> str:
    """A line that may quote what a learner typed, a file or an engine error, shown exactly
    as written (:func:`tutor.ui.literal.literal`, never as Markdown), each card named in it
    in its suit's ink: the ink is the app's own Markdown around a card and nothing else."""
    return inked(literal(line), state.four_colour())


def t_shown(code: str, **args: Any) -> str:
    """:func:`t` ready to show as Markdown (:func:`shown`): for a sentence that names cards."""
    return shown(t(code, **args))


def t_quoted(code: str, **args: Any) -> str:
    """:func:`t` for a sentence that quotes what a learner typed, an address or a file: the
    sentence keeps its own Markdown, every text value shows as written (tutor.ui.literal)."""
    return sentence(code, state.language(), **args)


def text_or(code: str, lang: str, fallback: str, **args: Any) -> str:
    """The sentence ``code`` in ``lang``, or ``fallback`` when the catalogue has no such
    code (e.g. a rules preset added after its description was written).

    Pure (no session), so it may serve as a widget's ``format_func``: Streamlit's test
    runner calls those outside a script run.
    """
    return text(code, lang, **args) if code in CATALOGUE else fallback


def preset_name(name: str, lang: str) -> str:
    """A rules preset's name in the learner's words (its own name when it has none); pure,
    so that every rules menu can use it as its ``format_func``."""
    return text_or(f"ui.preset.{name}", lang, name)
