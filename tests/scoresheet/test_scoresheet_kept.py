"""The scoresheet is kept for the learner like everything else: a reload (or another device)
finds it again, two tabs lose no hand, and a damaged kept sheet never locks the page."""

from __future__ import annotations

from collections.abc import Callable

import sqlalchemy as sa
from streamlit.testing.v1 import AppTest

from tests.scoresheet.test_scoresheet_page import PAGE, metrics, result, start
from tutor.ui import learner
from tutor.ui.views import scoresheet as view

OpenApp = Callable[..., AppTest]


def _page(open_app: OpenApp, token: str | None = None) -> AppTest:
    at = open_app("en-US", **({"learner": token} if token else {}))
    return at.switch_page(PAGE).run()


def _token(at: AppTest) -> str:
    return str(at.session_state[learner.LEARNER].token)


def _kept_hands(token: str) -> int | None:
    who = learner.store().learner(token)
    assert who is not None
    doc = learner.store().get_doc(who, *view.KEPT)
    return None if doc is None else len(doc.data["hands"])


def test_a_reload_keeps_the_sheet(open_app: OpenApp) -> None:
    at = start(_page(open_app))
    result(at, 1, 25)
    result(at, 0, 10)
    token = _token(at)

    again = _page(open_app, token)  # a new session: the page reloaded, or another device
    assert not again.exception and not again.error
    assert metrics(again) == {"Ann": "10", "Bob": "25"}
    assert list(again.table[0].value["Winner"]) == ["Bob", "Ann"]
    result(again, 1, 5)
    assert _kept_hands(token) == 3


def test_a_new_scoresheet_is_not_brought_back(open_app: OpenApp) -> None:
    at = start(_page(open_app))
    result(at, 1, 25)
    token = _token(at)
    next(b for b in at.button if b.label == "New scoresheet").click().run()
    assert _kept_hands(token) is None
    again = _page(open_app, token)
    assert view.SHEET not in again.session_state and not metrics(again)


def test_a_tab_that_is_behind_loses_no_hand_of_the_other(open_app: OpenApp) -> None:
    first = start(_page(open_app))
    token = _token(first)
    second = _page(open_app, token)
    result(first, 1, 25)
    second = result(second, 0, 7)  # entered on the sheet as it was before that hand

    assert not second.exception
    assert any("changed in another tab" in w.value for w in second.warning)
    assert metrics(second) == {"Ann": "0", "Bob": "25"}  # the other tab's hand, shown
    assert _kept_hands(token) == 1
    second = result(second, 0, 7)  # entered again on the sheet as it is now
    assert metrics(second) == {"Ann": "7", "Bob": "25"} and _kept_hands(token) == 2


def test_a_damaged_kept_sheet_is_named_set_aside_for_repair_and_a_new_one_kept(
    open_app: OpenApp,
) -> None:
    at = start(_page(open_app))
    result(at, 1, 25)
    token = _token(at)
    raw = sa.create_engine(learner.store().url.render_as_string(hide_password=False))
    who = learner.store().learner(token)
    assert who is not None
    with raw.begin() as conn:
        conn.execute(
            sa.text("UPDATE documents SET data = '{\"hands\": [' WHERE learner_id = :id"),
            {"id": who.id},
        )

    again = _page(open_app, token)
    assert not again.exception and not again.error
    (said,) = [w.value for w in again.warning]
    assert "your scoresheet from" in said and "is left out here" in said
    again = start(again)  # a new sheet works, and is kept
    assert not again.exception
    assert any("kept aside as it was, for repair" in w.value for w in again.warning)
    result(again, 0, 3)
    assert metrics(again) == {"Ann": "3", "Bob": "0"}
    with raw.connect() as conn:
        query = sa.text("SELECT data FROM set_aside WHERE learner_id = :id")
        assert conn.execute(query, {"id": who.id}).scalar() == '{"hands": ['
    raw.dispose()
    assert _kept_hands(token) == 1  # the new sheet's hand, saved
    assert metrics(_page(open_app, token)) == {"Ann": "3", "Bob": "0"}  # and found again
