"""The learner behind this browser session and their kept data (lessons, puzzles, games...).

No account: a profile is made on the first visit and found again by its unguessable token,
which lives in a long-lived cookie and nowhere else the browser shows. Page addresses never
carry it, so a copied address shares a page, never a profile. The one exception is the "move
to another device" link (``?learner=TOKEN``, on Home): :mod:`tutor.ui.profile` takes it off
the address at once and asks before it switches profiles. Every read and write goes through
the learner-scoped store, so learners on one server never see each other's data.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any, TypeVar

import streamlit as st

from tutor.store import Afresh, Store, open_store
from tutor.store import afresh as store_afresh
from tutor.store.errors import StoreError
from tutor.store.records import Learner

T = TypeVar("T")

TOKEN_QUERY = "learner"
TOKEN_COOKIE = "gin_tutor_learner"
LEARNER = "tutor.learner"
COOKIE_WRITTEN = "tutor.learner.cookie"
COOKIE_DAYS = 400


@st.cache_resource(show_spinner=False)
def store() -> Store:
    """One store per server process, from ``--db`` / ``TUTOR_DATABASE_URL`` / the file."""
    return open_store()


def cookie_token() -> str | None:
    """The token in this browser's cookie, as sent when the page was opened."""
    cookie = st.context.cookies.get(TOKEN_COOKIE)
    return str(cookie) if cookie else None


def current() -> Learner:
    """This session's learner: the one the cookie names, else a new one (never the one a
    link names: switching to that is the learner's own choice, see tutor.ui.profile)."""
    learner = st.session_state.get(LEARNER)
    if not isinstance(learner, Learner):
        learner = store().visit(cookie_token())
        st.session_state[LEARNER] = learner
    return learner


def replace_current(changed: Learner) -> None:
    """This session's learner as the store now has it (after a rename)."""
    st.session_state[LEARNER] = changed


def own() -> Learner | None:
    """This browser's learner if it has one already (the session's or the cookie's),
    without making a new one."""
    learner = st.session_state.get(LEARNER)
    if isinstance(learner, Learner):
        return learner
    return current() if store().learner(cookie_token()) is not None else None


def keep_token_in_browser() -> None:
    """Keep the token in a long-lived cookie, written once per session and whenever the
    session's learner changes: a new profile, or a switch the learner asked for."""
    learner = current()
    # One element on every run, the script in it only once: the page's elements keep their
    # places between runs, so the browser keeps them (the card table keeps its cards).
    slot = st.empty()
    if st.session_state.get(COOKIE_WRITTEN) != learner.token:
        st.session_state[COOKIE_WRITTEN] = learner.token
        secure = "; Secure" if str(st.context.url or "").startswith("https:") else ""
        cookie = (
            f"{TOKEN_COOKIE}={learner.token}; max-age={COOKIE_DAYS * 86400}; path=/; "
            f"SameSite=Lax{secure}"
        )
        slot.html(
            f"<script>document.cookie = {json.dumps(cookie)};</script>",
            unsafe_allow_javascript=True,
        )


def update(
    kind: str,
    key: str,
    change: Callable[[Any], Any],
    default: Any = None,
    parse: Callable[[Any], Any] | None = None,
) -> Any:
    """Read, change and write back without losing a concurrent update (another tab or
    server process serving the same learner); data ``parse`` refuses counts as damaged."""
    return store().update_doc(current(), kind, key, change, default=default, parse=parse).data


def afresh(kind: str, key: str, write: Callable[[], T]) -> Afresh[T]:
    """Run ``write`` (a write of the learner's document ``kind``/``key``); a damaged document
    there is set aside for repair first, so the change is kept (``store.afresh``)."""
    return store_afresh(store(), current(), kind, key, write)


def record(kind: str, data: Any) -> None:
    """Append one event (an answer, a finished game) to the learner's history."""
    store().append_event(current(), kind, data)


__all__ = [
    "StoreError",
    "cookie_token",
    "current",
    "keep_token_in_browser",
    "own",
    "record",
    "store",
    "update",
]
