"""The learner behind this browser session and their kept data (lessons, puzzles, games...).

No account: a profile is made on the first visit and found again by its unguessable token,
which travels in the URL (``?learner=...``, so a bookmark or a second device finds it) and in
a cookie (so opening the bare address again finds it too). Every read and write goes through
the learner-scoped store, so learners on one server never see each other's data.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import streamlit as st

from tutor.store import Store, open_store
from tutor.store.errors import StoreError
from tutor.store.records import Learner

TOKEN_QUERY = "learner"
TOKEN_COOKIE = "gin_tutor_learner"
LEARNER = "tutor.learner"
COOKIE_WRITTEN = "tutor.learner.cookie"
COOKIE_DAYS = 400


@st.cache_resource(show_spinner=False)
def store() -> Store:
    """One store per server process, from ``--db`` / ``TUTOR_DATABASE_URL`` / the file."""
    return open_store()


def _known_token() -> str | None:
    asked = st.query_params.get(TOKEN_QUERY)
    if asked:
        return str(asked)
    cookie = st.context.cookies.get(TOKEN_COOKIE)
    return str(cookie) if cookie else None


def current() -> Learner:
    """This session's learner: found by the token in the URL or cookie, else created."""
    learner = st.session_state.get(LEARNER)
    if not isinstance(learner, Learner):
        learner = store().visit(_known_token())
        st.session_state[LEARNER] = learner
    return learner


def replace_current(changed: Learner) -> None:
    """This session's learner as the store now has it (after a rename)."""
    st.session_state[LEARNER] = changed


def keep_token_in_browser() -> None:
    """Write the token into the URL on every run (page switches drop query parameters) and
    into a long-lived cookie once per session."""
    learner = current()
    if st.query_params.get(TOKEN_QUERY) != learner.token:
        st.query_params[TOKEN_QUERY] = learner.token
    if st.session_state.get(COOKIE_WRITTEN) != learner.token:
        st.session_state[COOKIE_WRITTEN] = learner.token
        cookie = (
            f"{TOKEN_COOKIE}={learner.token}; max-age={COOKIE_DAYS * 86400}; path=/; SameSite=Lax"
        )
        st.html(
            f"<script>document.cookie = {json.dumps(cookie)};</script>",
            unsafe_allow_javascript=True,
        )


def load(kind: str, key: str, default: Any = None) -> Any:
    """A kept document of this learner, or ``default`` when there is none.

    A damaged record raises :class:`StoreError` naming it; pages show that message for that
    item alone and carry on with the rest.
    """
    doc = store().get_doc(current(), kind, key)
    return default if doc is None else doc.data


def save(kind: str, key: str, data: Any) -> None:
    """Keep ``data`` now (an answer is stored when it is given)."""
    store().put_doc(current(), kind, key, data)


def update(kind: str, key: str, change: Callable[[Any], Any], default: Any = None) -> Any:
    """Read, change and write back without losing a concurrent update (another tab or
    server process serving the same learner)."""
    return store().update_doc(current(), kind, key, change, default=default).data


def record(kind: str, data: Any) -> None:
    """Append one event (an answer, a finished game) to the learner's history."""
    store().append_event(current(), kind, data)


def history(kind: str) -> list[Any]:
    """The learner's events of one kind, oldest first (damaged rows are left out)."""
    return [event.data for event in store().events(current(), kind)]


__all__ = [
    "StoreError",
    "current",
    "history",
    "keep_token_in_browser",
    "load",
    "record",
    "save",
    "store",
    "update",
]
