"""The Settings page through the app's router with AppTest: every option changes the session
through its setter, is kept for the learner's next visit, and shows in the preview."""

from __future__ import annotations

import base64
import re

import pytest
from streamlit.testing.v1 import AppTest

from tests.app.conftest import OpenApp
from tutor.engine.cards import Suit
from tutor.engine.rules import PRESETS
from tutor.ui import learner, state
from tutor.ui.cards import BACK_COLOURS, FOUR_COLOURS, TABLE_FELTS, back_svg
from tutor.ui.views import settings as page

PAGE = "app_pages/settings.py"


def settings(open_app: OpenApp, locale: str = "en-US", **query: str) -> AppTest:
    at = open_app(locale, **query).switch_page(PAGE).run()
    assert not at.exception
    return at


def preview(at: AppTest) -> str:
    """The preview's HTML with its card images decoded."""
    html = "".join(str(h.value) for h in at.html if "aria-label" in str(h.value))
    images = re.findall(r"data:image/svg\+xml;base64,([^\"]+)", html)
    return html + "".join(base64.b64decode(image).decode() for image in images)


def test_the_page_shows_the_current_choices_and_a_preview(open_app: OpenApp) -> None:
    at = settings(open_app)
    assert at.title[0].value == "Settings"
    assert at.radio(key=page.LANGUAGE).value == "en"
    assert at.selectbox(key=page.RULES).value == "classic"
    assert at.toggle(key=page.FOUR_COLOUR).value is False
    assert at.radio(key=page.CARD_BACK).value == "blue"
    assert at.radio(key=page.TABLE).value == "green"
    assert at.toggle(key=page.SOUND).value is True
    shown = preview(at)
    assert 'aria-label="Preview"' in shown and TABLE_FELTS["green"] in shown
    assert 'aria-label="face-down card"' in shown and BACK_COLOURS["blue"] in shown
    for name in ("ace of spades", "seven of hearts", "ten of diamonds", "king of clubs"):
        assert f'aria-label="{name}"' in shown
    assert FOUR_COLOURS[Suit.DIAMONDS] not in shown  # red and black until asked
    captions = [c.value for c in at.caption]
    assert "Knock with 10 or less (R15), gin bonus 25 (R21)" in " ".join(captions)


def test_each_choice_is_kept_for_the_next_visit(open_app: OpenApp) -> None:
    at = settings(open_app)
    token = at.session_state[learner.LEARNER].token
    at.selectbox(key=page.RULES).set_value("basic").run()
    at.toggle(key=page.FOUR_COLOUR).set_value(True).run()
    at.radio(key=page.CARD_BACK).set_value("red").run()
    at.radio(key=page.TABLE).set_value("wood").run()
    at.toggle(key=page.SOUND).set_value(False).run()
    assert not at.exception
    assert [at.session_state[key] for key in (state.RULES, state.FOUR_COLOUR, state.SOUND)] == [
        "basic",
        True,
        False,
    ]
    shown = preview(at)
    assert BACK_COLOURS["red"] in shown and TABLE_FELTS["wood"] in shown
    assert FOUR_COLOURS[Suit.DIAMONDS] in shown and FOUR_COLOURS[Suit.CLUBS] in shown
    captions = " ".join(c.value for c in at.caption)
    assert "gin bonus: 20" in captions and "undercut bonus: 10" in captions
    # The sidebar follows the page.
    assert at.toggle(key="tutor.four_colour.widget").value is True

    again = settings(open_app, "en-US", learner=token)
    assert again.selectbox(key=page.RULES).value == "basic"
    assert again.toggle(key=page.FOUR_COLOUR).value is True
    assert again.radio(key=page.CARD_BACK).value == "red"
    assert again.radio(key=page.TABLE).value == "wood"
    assert again.toggle(key=page.SOUND).value is False
    assert BACK_COLOURS["red"] in preview(again)


def test_choosing_dutch_switches_the_page_and_is_kept(open_app: OpenApp) -> None:
    at = settings(open_app)
    token = at.session_state[learner.LEARNER].token
    at.radio(key=page.LANGUAGE).set_value("nl").run()
    assert not at.exception
    assert at.title[0].value == "Instellingen"
    assert at.query_params["lang"] == "nl"
    labels = [at.radio(key=page.CARD_BACK).label, at.radio(key=page.TABLE).label]
    assert labels == ["Achterkant van de kaarten", "Kleur van de tafel"]
    assert at.radio(key=page.TABLE).options == ["Groen", "Blauw", "Hout"]
    assert at.toggle(key=page.SOUND).label == "Geluid"
    assert 'aria-label="Voorbeeld"' in preview(at) and "gesloten kaart" in preview(at)
    captions = " ".join(c.value for c in at.caption)
    assert "Kloppen met 10 of minder" in captions and "Where it comes from" not in captions
    # A new session of the same learner, from an English browser, opens in Dutch.
    assert settings(open_app, "en-US", learner=token).title[0].value == "Instellingen"


@pytest.mark.parametrize("name", list(PRESETS))
def test_every_preset_is_described_in_both_languages(name: str) -> None:
    english, dutch = page.preset_description(name, "en"), page.preset_description(name, "nl")
    assert len(english) == 2 and len(dutch) == 1  # the catalogue's note is English only
    assert english[0].startswith("Where it comes from: ")
    if name != "classic":
        assert english[-1].startswith("Different from the classic game: ")
        assert dutch[-1].startswith("Anders dan het klassieke spel: ")


def test_the_oklahoma_preset_names_what_it_changes() -> None:
    (_, changes) = page.preset_description("oklahoma", "en")
    assert changes == "Different from the classic game: Oklahoma (the upcard sets the limit): yes."


def test_the_choosable_backs_and_tables_all_have_colours() -> None:
    assert set(BACK_COLOURS) == set(state.CARD_BACKS)
    assert set(TABLE_FELTS) == set(state.TABLE_COLOURS)
    with pytest.raises(ValueError, match="'purple' is not a card back"):
        back_svg("en", "purple")
