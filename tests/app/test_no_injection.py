"""Text from an address, a learner or a stored record is shown as text: a crafted puzzle link,
learner name, search or hand never becomes a link or an image on a page."""

from __future__ import annotations

from streamlit.testing.v1 import AppTest

from tests.app.conftest import OpenApp, game, texts
from tutor.store import Store
from tutor.ui.blocks import page_path

BANNER = (
    "**Session expired.** [Click here](https://evil.example/login) ![x](https://evil.example/p.png)"
)
NAME = "[Progress lost? Restore it here](https://evil.example/restore)"


def page(url_path: str) -> str:
    return str(page_path(url_path))


def everything(at: AppTest) -> str:
    shown = [texts(at)] + [m.label for m in at.metric] + [b.label for b in at.button]
    return "\n".join(shown)


def assert_inert(shown: str) -> None:
    """No Markdown link, image or web address that Streamlit would make clickable."""
    assert "[Click here](" not in shown and "![x](" not in shown and "it here](" not in shown
    assert "https://" not in shown and "**Session" not in shown


def test_a_crafted_puzzle_link_is_quoted_as_text(open_app: OpenApp) -> None:
    at = open_app("en-US", puzzle=BANNER)
    at.switch_page(page("puzzles")).run()
    assert not at.exception
    (error,) = at.error
    assert "\\*\\*Session expired.\\*\\* \\[Click here\\]" in error.value
    assert_inert(everything(at))


def test_a_crafted_name_is_greeted_as_text(open_app: OpenApp, kept: Store) -> None:
    me = kept.rename_learner(kept.create_learner(), NAME)
    kept.append_event(me, "practice.game", game())
    at = open_app("en-US", learner=me.token)
    assert not at.exception
    assert "Welcome back, \\[Progress lost? Restore it here\\](" in texts(at)
    assert_inert(everything(at))


def test_a_crafted_search_and_hand_are_quoted_as_text(open_app: OpenApp) -> None:
    at = open_app("en-US")
    at.switch_page(page("rules")).run()
    at.text_input[0].set_value(BANNER).run()
    assert not at.exception
    assert_inert(everything(at))
    at.switch_page(page("analyse")).run()
    at.text_input[0].set_value("7h " + NAME).run()
    assert not at.exception and at.error
    assert_inert(everything(at))
