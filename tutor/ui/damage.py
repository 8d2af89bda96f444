"""A record that cannot be read, told to the learner once on the page that misses it.

The store names the record (``DamagedRecord``, "one practice hand from 3 Nov") and keeps it
as it is; the page says it is left out and shows the rest. Other problems (a record of the
right JSON but a shape the layer refuses, worded by that layer) come as text.
"""

from __future__ import annotations

import streamlit as st

from tutor.store import DamagedRecord, DamagedRecordError
from tutor.ui import state
from tutor.ui.i18n import t_quoted

ICON = ":material/warning:"


def sentence(problem: DamagedRecord | Exception | str, *, unsaved: bool = False) -> str:
    """The warning for ``problem`` in the learner's language; ``unsaved``: a change could not
    be written because the record it goes into cannot be read."""
    if isinstance(problem, DamagedRecordError) and isinstance(problem.damaged, DamagedRecord):
        problem = problem.damaged
    if isinstance(problem, DamagedRecord):
        code = "app.damaged_unsaved" if unsaved else "app.damaged_record"
        return t_quoted(code, what=problem.describe(state.language()), error=problem.message)
    return t_quoted("app.damaged", error=str(problem))


def warn(problem: DamagedRecord | Exception | str) -> None:
    st.warning(sentence(problem), icon=ICON)


def warn_all(problems: tuple[DamagedRecord | str, ...] | list[DamagedRecord | str]) -> None:
    """One warning per record, even when a page read the same record twice."""
    for said in dict.fromkeys(sentence(problem) for problem in problems):
        st.warning(said, icon=ICON)


__all__ = ["sentence", "warn", "warn_all"]
