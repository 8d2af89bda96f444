"""A "move to another device" link (``?learner=TOKEN``) opened in a browser: never a silent
switch of profiles.

The token leaves the address on the first run, before anything reads the learner. A link to
this browser's own profile changes nothing. A link to another profile puts a question before
the page ("switch, or keep yours?"); only the answer "switch" changes the session's learner,
and only then is the cookie rewritten. An unknown or malformed token is named and the current
profile kept: a link never makes a new profile, so a damaged link cannot hide the real one.
"""

from __future__ import annotations

import streamlit as st

from tutor.explain import text
from tutor.ui import learner, state
from tutor.ui.literal import sentence

OFFER = "tutor.profile.offer"  # the token of a link's profile, until the learner answers
NOTICE = "tutor.profile.notice"  # (message code, quoted value) for the next run
QUESTION_BOX = "gt-profile-question"  # container keys the tests look in
NOTICE_BOX = "gt-profile-notice"
SWITCH_BUTTON = "tutor.profile.switch"
KEEP_BUTTON = "tutor.profile.keep"
QUOTED_MAX = 64  # characters of a refused token quoted back
_OFFER: state.Slot[str] = state.Slot(OFFER, str)
_NOTICE: state.Slot[tuple[str, str]] = state.Slot(NOTICE, tuple)


def take_link() -> None:
    """Read ``?learner=TOKEN`` if the address has it, take it off the address, and decide:
    nothing to do, a question to ask, or a link to refuse."""
    if learner.TOKEN_QUERY not in st.query_params:
        return
    asked = str(st.query_params.get(learner.TOKEN_QUERY) or "")
    del st.query_params[learner.TOKEN_QUERY]
    mine = learner.own()
    if mine is not None and asked == mine.token:
        return
    found = learner.store().learner(asked)
    if found is None:
        quoted = asked if len(asked) <= QUOTED_MAX else asked[:QUOTED_MAX] + "…"
        code = "ui.profile.unknown" if mine is not None else "ui.profile.unknown_new"
        _NOTICE.set((code, quoted))
        return
    _OFFER.set(found.token)


def asking() -> bool:
    """Whether a link's profile waits for the learner's answer (the page waits too)."""
    return bool(_OFFER.get())


def _switch() -> None:
    token = _OFFER.get()
    found = learner.store().learner(token) if token is not None else None
    if found is None:  # removed while the question was shown
        _OFFER.clear()
        return
    # Nothing the pages kept for the old profile may stay in this tab (or be saved into
    # the new one): the session starts afresh, as the chosen learner.
    state.clear_session()
    learner.replace_current(learner.store().visit(found.token))
    _NOTICE.set(("ui.profile.switched", found.name or ""))


def _keep() -> None:
    _OFFER.clear()
    _NOTICE.set(("ui.profile.kept", ""))


def ask() -> None:
    """The question a link to another profile puts before the page."""
    lang = state.language()
    token = _OFFER.get()
    theirs = learner.store().learner(token) if token is not None else None
    mine = learner.own()
    with st.container(border=True, key=QUESTION_BOX):
        if mine is not None:
            st.warning(text("ui.profile.other", lang), icon=":material/swap_horiz:")
        else:
            st.info(text("ui.profile.other_new", lang), icon=":material/devices:")
        if theirs is not None and theirs.name:
            st.markdown(sentence("ui.profile.named", lang, name=theirs.name))
        with st.container(horizontal=True):
            st.button(
                text("ui.profile.keep" if mine is not None else "ui.profile.keep_new", lang),
                key=KEEP_BUTTON,
                on_click=_keep,
                type="primary",
            )
            st.button(
                text("ui.profile.switch", lang),
                key=SWITCH_BUTTON,
                on_click=_switch,
                icon=":material/swap_horiz:",
            )


def notice() -> None:
    """What happened to the last link, shown once."""
    kept = _NOTICE.take()
    if not kept:
        return
    code, value = kept
    lang = state.language()
    with st.container(key=NOTICE_BOX):
        if code.startswith("ui.profile.unknown"):
            st.warning(sentence(code, lang, token=value), icon=":material/link_off:")
        elif code == "ui.profile.switched" and value:
            st.success(sentence("ui.profile.switched_named", lang, name=value))
        else:
            st.info(text(code, lang))
