"""A record that cannot be read, told to the learner once on the page that misses it.

The store names the record (``DamagedRecord``, "one practice hand from 3 Nov") and keeps it
as it is; the page says it is left out and shows the rest. When the learner changes what it
held, the record is set aside for repair and a new one is started (``learner.afresh``).
Other problems (a catalogue that cannot be loaded, say) come as text. Every value is shown
as text, never as Markdown.

Pure of the session (the language is passed in), so that ``tutor.ui.state`` can use it.
"""

from __future__ import annotations

from collections.abc import Iterable

import streamlit as st

from tutor.store import DamagedRecord, DamagedRecordError
from tutor.ui.literal import sentence as quoted

ICON = ":material/warning:"


def sentence(
    problem: DamagedRecord | Exception | str,
    lang: str,
    *,
    unsaved: bool = False,
    set_aside: bool = False,
) -> str:
    """The warning for ``problem`` in ``lang``; ``unsaved``: a change could not be written
    because the record it goes into cannot be read; ``set_aside``: that record was moved
    aside for repair and the change went into a new one."""
    if isinstance(problem, DamagedRecordError) and isinstance(problem.damaged, DamagedRecord):
        problem = problem.damaged
    if isinstance(problem, DamagedRecord):
        code = (
            "app.damaged_set_aside"
            if set_aside
            else "app.damaged_unsaved"
            if unsaved
            else "app.damaged_record"
        )
        return quoted(code, lang, what=problem.describe(lang), error=problem.message)
    return quoted("app.damaged", lang, error=str(problem))


def warn(problem: DamagedRecord | Exception | str, lang: str) -> None:
    st.warning(sentence(problem, lang), icon=ICON)


def warn_all(problems: Iterable[DamagedRecord | str], lang: str) -> None:
    """One warning per record, even when a page read the same record twice."""
    for said in dict.fromkeys(sentence(problem, lang) for problem in problems):
        st.warning(said, icon=ICON)


__all__ = ["ICON", "sentence", "warn", "warn_all"]
