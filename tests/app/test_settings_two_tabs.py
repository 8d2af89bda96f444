"""Two tabs of one learner changing settings: each change is kept, neither tab writes its
stale copy of the other settings over the other tab's change."""

from __future__ import annotations

from streamlit.testing.v1 import AppTest

from tests.app.conftest import OpenApp
from tutor.ui import learner
from tutor.ui.views import settings as page

PAGE = "app_pages/settings.py"


def _settings(open_app: OpenApp, token: str | None = None) -> AppTest:
    at = open_app("en-US", **({"learner": token} if token else {}))
    return at.switch_page(PAGE).run()


def test_changes_made_in_two_tabs_are_both_kept(open_app: OpenApp) -> None:
    first = _settings(open_app)
    token = str(first.session_state[learner.LEARNER].token)
    second = _settings(open_app, token)  # opened before the first tab's changes

    first.toggle(key=page.SOUND).set_value(False).run()
    first.radio(key=page.CARD_BACK).set_value("red").run()
    second.toggle(key=page.FOUR_COLOUR).set_value(True).run()
    second.radio(key=page.TABLE).set_value("wood").run()
    assert not first.exception and not second.exception

    later = _settings(open_app, token)
    assert later.toggle(key=page.SOUND).value is False
    assert later.radio(key=page.CARD_BACK).value == "red"
    assert later.toggle(key=page.FOUR_COLOUR).value is True
    assert later.radio(key=page.TABLE).value == "wood"
