"""A profile cannot be taken over by a link: the token lives in the cookie, page addresses
never carry it, and a "move to another device" link asks before it switches profiles."""

from __future__ import annotations

import html
import os
import re
import secrets

import pytest
import sqlalchemy as sa
from streamlit.testing.v1 import AppTest

from tests.app.conftest import OpenApp, texts
from tutor.store import ENV_VAR, Store
from tutor.ui import learner, profile
from tutor.ui.blocks import page_path
from tutor.ui.registry import PAGES


def who(at: AppTest) -> str:
    return at.session_state[learner.LEARNER].token


def learners_count() -> int:
    engine = sa.create_engine(os.environ[ENV_VAR])
    try:
        with engine.connect() as conn:
            return int(conn.execute(sa.text("SELECT count(*) FROM learners")).scalar_one())
    finally:
        engine.dispose()


def question(at: AppTest) -> str:
    return "\n".join(e.value for e in at.warning) + "\n".join(e.value for e in at.info)


def button(at: AppTest, key: str) -> AppTest:
    at.button(key=key).click().run()
    assert not at.exception
    return at


def test_another_profiles_link_asks_and_keeping_changes_nothing(
    open_app: OpenApp, kept: Store
) -> None:
    mine, theirs = kept.create_learner(), kept.create_learner("Robin")
    kept.put_doc(mine, "ui.settings", "settings", {"tutor.four_colour": True})
    at = open_app("en-US", learner=mine.token, address={learner.TOKEN_QUERY: theirs.token})
    assert not at.exception
    assert "This link belongs to another profile: switch to it, or keep yours?" in question(at)
    assert "The profile's name: Robin" in texts(at)
    assert learner.TOKEN_QUERY not in at.query_params  # off the address at once
    assert "Gin Tutor" not in [t.value for t in at.title]  # the page waits for the answer
    assert who(at) == mine.token
    button(at, profile.KEEP_BUTTON)
    assert who(at) == mine.token and at.session_state[learner.COOKIE_WRITTEN] == mine.token
    assert "Nothing changed: you keep your own profile." in texts(at)
    assert at.title[0].value == "Gin Tutor"
    assert at.session_state["tutor.four_colour"] is True  # my settings, not theirs


def test_switching_is_the_learners_choice_and_starts_the_session_afresh(
    open_app: OpenApp, kept: Store
) -> None:
    mine, theirs = kept.create_learner(), kept.create_learner("Robin")
    at = open_app("en-US", learner=mine.token)
    at.session_state["lessons.progress"] = {"cards": {"stars": 3}}  # cached for my profile
    at.query_params[learner.TOKEN_QUERY] = theirs.token  # the link opened in this tab
    at.run()
    assert who(at) == mine.token and "belongs to another profile" in question(at)
    button(at, profile.SWITCH_BUTTON)
    assert who(at) == theirs.token
    assert at.session_state[learner.COOKIE_WRITTEN] == theirs.token  # the cookie, now
    assert "lessons.progress" not in at.session_state  # nothing of my profile stays
    assert "You now use the profile of Robin on this device." in texts(at)
    assert learner.TOKEN_QUERY not in at.query_params


def test_a_new_device_is_asked_too_and_no_profile_is_made_until_it_answers(
    open_app: OpenApp, kept: Store
) -> None:
    theirs = kept.create_learner()
    before = learners_count()
    at = open_app("nl-NL", address={learner.TOKEN_QUERY: theirs.token})
    assert "Deze link opent een bewaard profiel" in question(at)
    assert learner.LEARNER not in at.session_state and learners_count() == before
    button(at, profile.KEEP_BUTTON)  # "start a new profile"
    assert who(at) not in (theirs.token, "") and learners_count() == before + 1


def test_an_unknown_token_is_named_and_the_profile_kept(open_app: OpenApp, kept: Store) -> None:
    mine = kept.create_learner()
    before = learners_count()
    unknown = secrets.token_urlsafe(24)  # well formed, in nobody's cookie
    at = open_app("en-US", learner=mine.token, address={learner.TOKEN_QUERY: unknown})
    assert not at.exception
    (warning,) = at.warning
    assert f"The profile link '{unknown.replace('_', chr(92) + '_')}' is not known" in (
        warning.value
    )
    assert who(at) == mine.token and learners_count() == before
    assert at.session_state.get(learner.COOKIE_WRITTEN) == mine.token
    assert learner.TOKEN_QUERY not in at.query_params


@pytest.mark.parametrize("token", ["", "x" * 500, "**bold** [a](https://evil.example)"])
def test_a_malformed_token_is_refused_as_text(open_app: OpenApp, kept: Store, token: str) -> None:
    mine = kept.create_learner()
    at = open_app("en-US", learner=mine.token, address={learner.TOKEN_QUERY: token})
    assert not at.exception and who(at) == mine.token
    shown = at.warning[0].value
    assert "is not known here" in shown
    assert "[a](" not in shown and "'**bold" not in shown  # quoted as text: escaped
    assert len(shown) < 400


def test_the_own_link_changes_nothing(open_app: OpenApp, kept: Store) -> None:
    mine = kept.create_learner()
    at = open_app("en-US", learner=mine.token, address={learner.TOKEN_QUERY: mine.token})
    assert not at.warning and not at.info and who(at) == mine.token
    assert learner.TOKEN_QUERY not in at.query_params


@pytest.mark.parametrize("spec", PAGES, ids=lambda spec: spec.url_path)
def test_no_page_address_or_page_link_carries_the_token(open_app: OpenApp, spec: object) -> None:
    at = open_app("en-US")
    at.switch_page(str(spec.path)).run()  # type: ignore[attr-defined]
    assert not at.exception
    token = who(at)
    assert token not in str(dict(at.query_params))
    assert all(token not in p.proto.query_string for p in at.page_link)


def copies(at: AppTest) -> dict[str, str]:
    """Each Copy button on the page: its element id and the text it copies."""
    found = {}
    for element in at.get("html"):
        body = element.proto.body  # type: ignore[attr-defined]
        match = re.search(r'id="(gt-copy-[\w-]+)"[^>]* data-copy="([^"]*)"', body)
        if match:
            found[match.group(1)] = html.unescape(match.group(2))
    return found


def test_each_link_has_a_copy_button_and_only_the_device_link_names_the_profile(
    open_app: OpenApp,
) -> None:
    at = open_app("en-US")
    token = who(at)
    assert copies(at) == {"gt-copy-home-device": f"?learner={token}"}
    assert [c.value for c in at.code] == [f"?learner={token}"]

    at = open_app("en-US", learner=token, puzzle="deadwood/1/5")
    at.switch_page(str(page_path("puzzles"))).run()
    assert copies(at) == {"gt-copy-puzzle": "puzzles?puzzle=deadwood%2F1%2F5&lang=en"}

    at = open_app("nl-NL", learner=token, game="7", level="easy")
    at.switch_page(str(page_path("practice"))).run()
    assert not at.exception
    assert copies(at) == {
        "gt-copy-practice-game": "practice?game=7&level=easy&rules=classic&lang=nl"
    }
