"""The session accessors of tutor.ui.state, in a tiny app run by AppTest."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from streamlit.testing.v1 import AppTest


def kept_text_app() -> None:
    import streamlit as st

    from tutor.ui import state

    kept = state.Kept("demo.text", "")
    if st.session_state.get("show", True):  # False stands for "the learner is on another page"
        kept.mirror()
        st.text_input("Text", key=kept.widget, on_change=kept.take)
    st.text(f"kept={kept.get()}")


def settings_app() -> None:
    import streamlit as st

    from tutor.ui import state

    st.text(f"{state.language()} {state.four_colour()} {state.rules_name()} {state.rules().name}")


def run(script: Any, components: Any, **context: Any) -> AppTest:
    at = AppTest.from_function(script, default_timeout=30)
    at._bidi_component_manager = components
    at.context.update(context)
    return at.run()


def test_a_kept_value_survives_runs_that_do_not_draw_its_widget(_components: Any) -> None:
    at = run(kept_text_app, _components)
    at.text_input[0].set_value("7h 8h 9h").run()
    at.session_state["show"] = False
    at.run()
    assert not at.text_input and at.text[0].value == "kept=7h 8h 9h"
    at.session_state["show"] = True
    at.run()
    assert at.text_input[0].value == "7h 8h 9h"


@pytest.mark.parametrize(("locale", "lang"), [("nl-NL", "nl"), ("nl-BE", "nl"), ("de-DE", "en")])
def test_defaults_come_from_the_browser(_components: Any, locale: str, lang: str) -> None:
    at = run(settings_app, _components, locale=locale)
    assert at.text[0].value == f"{lang} False classic classic"


def test_stored_values_are_checked_when_read(_components: Any) -> None:
    at = AppTest.from_function(settings_app, default_timeout=30)
    at._bidi_component_manager = _components
    at.session_state["tutor.language"] = "fr"
    at.session_state["tutor.rules"] = "nonsense"
    at.session_state["tutor.four_colour"] = True
    at.run()
    assert at.text[0].value == "en True classic classic"


def slot_app() -> None:
    import streamlit as st

    from tutor.ui import state

    count: state.Slot[int] = state.Slot("demo.count", int)
    notice: state.Slot[str] = state.Slot("demo.notice", str)
    first = state.first_time("demo.once")
    shown = notice.take()
    count.set((count.get() or 0) + 1)
    if count.get() == 2:
        notice.set("said once")
    st.text(f"first={first} count={count.get()} notice={shown}")


def test_a_slot_is_typed_and_a_taken_value_is_shown_once(_components: Any) -> None:
    at = run(slot_app, _components)
    assert at.text[0].value == "first=True count=1 notice=None"
    at.run()
    assert at.text[0].value == "first=False count=2 notice=None"
    at.run()
    assert at.text[0].value == "first=False count=3 notice=said once"
    at.run()
    assert at.text[0].value == "first=False count=4 notice=None"
    at.session_state["demo.count"] = "seven"  # not an int: reads as absent
    at.run()
    assert at.text[0].value == "first=False count=1 notice=None"


# tutor/ui/learner.py sits below state.py (state keeps the settings through it), so it
# holds the session's learner itself; every other module goes through tutor.ui.state.
SESSION_OWNERS = {"tutor/ui/state.py", "tutor/ui/learner.py"}


def test_pages_reach_the_session_only_through_state() -> None:
    root = Path(__file__).resolve().parents[2]
    touching = sorted(
        str(path.relative_to(root))
        for path in (root / "tutor").rglob("*.py")
        if re.search(r"\bst\.session_state\b|\bstreamlit\.session_state\b", path.read_text("utf-8"))
    )
    assert set(touching) == SESSION_OWNERS, touching
