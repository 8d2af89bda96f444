"""The Scoresheet page, run through the app's router with Streamlit's AppTest (fixtures from
tests/ui/conftest.py, loaded by conftest.py here)."""

from __future__ import annotations

import json
from collections.abc import Callable

from streamlit.testing.v1 import AppTest

from tutor.engine.cards import CardSet
from tutor.engine.rules import PRESETS
from tutor.engine.scoring import showdown
from tutor.ui.views import scoresheet as view

OpenApp = Callable[..., AppTest]
PAGE = "app_pages/scoresheet.py"
KNOCK6 = "3c 4c 5c 8h 8d 8s Th Jh Qh 6d"
LOOSE19 = "As 2s 5s 6s 5d 8c 9c Tc Jc Qc"


def sheet_page(open_app: OpenApp, locale: str = "en-US") -> AppTest:
    return open_app(locale).switch_page(PAGE).run()


def start(at: AppTest, mode: str = "two", names=("Ann", "Bob"), preset: str = "classic") -> AppTest:
    at.radio(key=view.MODE).set_value(mode).run()
    for n, name in enumerate(names):
        at.text_input(key=view.key("name", n)).set_value(name)
    at.selectbox(key=view.PRESET).set_value(preset)
    return at.button[0].click().run()


def result(at: AppTest, winner: int, points: int, table: int = 0) -> AppTest:
    at.radio(key=view.key("how", table)).set_value("result").run()
    at.selectbox(key=view.key("winner", table)).set_value(winner)
    at.number_input(key=view.key("points", table)).set_value(points)
    return at.button(key=view.key("add_result", table)).click().run()


def cards(at: AppTest, knocker: int, mine: str, theirs: str, upcard: str = "") -> AppTest:
    at.radio(key=view.key("how", 0)).set_value("cards").run()
    at.selectbox(key=view.key("knocker", 0)).set_value(knocker)
    at.text_input(key=view.key("knocker_cards", 0)).set_value(mine)
    at.text_input(key=view.key("defender_cards", 0)).set_value(theirs)
    at.text_input(key=view.key("upcard", 0)).set_value(upcard)
    return at.button(key=view.key("add_cards", 0)).click().run()


def metrics(at: AppTest) -> dict[str, str]:
    return {m.label: m.value for m in at.metric}


def test_a_new_sheet_in_dutch(open_app: OpenApp) -> None:
    at = sheet_page(open_app, "nl-NL")
    assert not at.exception
    assert at.title[0].value == "Scoreblad"
    assert [t.label for t in at.text_input] == ["Speler 1", "Speler 2"]
    at.radio(key=view.MODE).set_value("teams").run()
    assert [t.label for t in at.text_input][:2] == ["Team A, speler 1", "Team A, speler 2"]
    assert [s.label for s in at.selectbox][:2] == [
        "Eerste deler aan tafel 1",
        "Eerste deler aan tafel 2",
    ]


def test_results_add_up_with_a_table_and_a_chart(open_app: OpenApp) -> None:
    at = start(sheet_page(open_app))
    assert not at.exception and not at.error
    assert any("Hand 1: Ann deals; Ann plays Bob." in m.value for m in at.markdown)
    result(at, 1, 25)
    result(at, 0, 10)
    assert metrics(at) == {"Ann": "10", "Bob": "25"}
    table = at.table[0].value
    assert list(table["Winner"]) == ["Bob", "Ann"]
    assert list(table["Dealer"]) == ["Ann", "Bob"]
    assert list(table["Ann"]) == [0, 10]
    assert at.get("plotly_chart")
    data = at.session_state[view.SHEET]
    assert json.loads(json.dumps(data)) == data  # plain data the app can store


def test_cards_are_scored_by_the_engine(open_app: OpenApp) -> None:
    at = start(sheet_page(open_app))
    cards(at, 1, KNOCK6, LOOSE19)
    assert not at.exception and not at.error
    expected = showdown(CardSet.parse(KNOCK6), CardSet.parse(LOOSE19), PRESETS["classic"])
    assert metrics(at) == {"Ann": "0", "Bob": str(expected.points)} == {"Ann": "0", "Bob": "13"}
    message = at.success[0].value
    assert message.startswith("Scored by the rules: knock")
    assert "(R19)" in message
    html = "".join(str(h.value) for h in at.html)
    assert 'aria-label="six of diamonds"' in html


def test_a_bad_card_is_quoted_and_nothing_is_added(open_app: OpenApp) -> None:
    at = start(sheet_page(open_app, "nl-NL"))
    cards(at, 0, KNOCK6.replace("6d", "1x"), LOOSE19)
    assert not at.exception
    (error,) = at.error
    assert "'1x' is geen kaart" in error.value
    assert "Traceback" not in error.value
    assert metrics(at) == {"Ann": "0", "Bob": "0"}
    assert not at.session_state[view.SHEET]["hands"]


def test_an_illegal_knock_is_refused_with_the_engines_reason(open_app: OpenApp) -> None:
    at = start(sheet_page(open_app))
    cards(at, 0, "3c 4c 5c 8h 8d 8s Th Jh 2d Kd", LOOSE19)
    assert not at.exception
    (error,) = at.error
    assert error.value.startswith("This hand was not added:")
    assert "32" in error.value and "10" in error.value and "(R15)" in error.value


def test_oklahoma_asks_for_the_upcard(open_app: OpenApp) -> None:
    at = start(sheet_page(open_app), preset="oklahoma")
    cards(at, 0, KNOCK6, LOOSE19)
    assert "enter it" in at.error[0].value and "(R29)" in at.error[0].value
    cards(at, 0, KNOCK6, LOOSE19, "7s")
    assert not at.error
    assert metrics(at)["Ann"] == "26"


def test_three_players_the_dealer_sits_out(open_app: OpenApp) -> None:
    at = start(sheet_page(open_app), "three", ("Ann", "Bob", "Cas"))
    assert any("Ann deals and sits out (R31)." in c.value for c in at.caption)
    assert at.selectbox(key=view.key("winner", 0)).options == ["Bob", "Cas"]
    result(at, 2, 30)
    assert any("Hand 2: Bob deals; Ann plays Cas." in m.value for m in at.markdown)


def test_teams_play_two_tables_and_add_up(open_app: OpenApp) -> None:
    at = start(sheet_page(open_app), "teams", ("Ann", "Bob", "Cas", "Dan"))
    assert [h.value for h in at.subheader][:2] == ["Table 1", "Table 2"]
    result(at, 0, 30, table=0)
    result(at, 3, 20, table=1)
    assert metrics(at) == {
        "Ann": "30",
        "Bob": "0",
        "Cas": "0",
        "Dan": "20",
        "Ann & Bob": "30",
        "Cas & Dan": "20",
    }


def test_the_end_of_the_match_with_bonuses(open_app: OpenApp) -> None:
    at = start(sheet_page(open_app), preset="bonus")
    result(at, 0, 60)
    result(at, 0, 45)
    assert not at.exception
    assert at.info[0].value == "The game at this table is over."
    # 105 + game bonus 100 + shutout 100 + box bonus 2 x 25, by the engine's match rule.
    assert metrics(at) == {"Ann": "355", "Bob": "0"}
    assert at.success[-1].value == "Ann wins the match."
    assert any(
        "Box bonus: 25 for each hand won, 2 × 25 = 50. (R26)" in m.value for m in at.markdown
    )


def test_undo_and_a_new_sheet(open_app: OpenApp) -> None:
    at = start(sheet_page(open_app))
    result(at, 1, 25)
    next(b for b in at.button if b.label == "Take back the last hand").click().run()
    assert metrics(at) == {"Ann": "0", "Bob": "0"}
    next(b for b in at.button if b.label == "New scoresheet").click().run()
    assert view.SHEET not in at.session_state
    assert [t.label for t in at.text_input] == ["Player 1", "Player 2"]


def test_bad_names_are_refused_at_the_start(open_app: OpenApp) -> None:
    at = start(sheet_page(open_app), names=("Ann", "ann"))
    assert not at.exception
    assert "same name" in at.error[0].value
    assert view.SHEET not in at.session_state


def test_a_damaged_stored_sheet_shows_a_message_not_a_traceback(open_app: OpenApp) -> None:
    at = open_app("en-US")
    at.session_state[view.SHEET] = {"version": 1, "mode": "two", "players": ["Ann"]}
    at.switch_page(PAGE).run()
    assert not at.exception
    assert "The stored scoresheet cannot be read" in at.error[0].value
    next(b for b in at.button if b.label == "New scoresheet").click().run()
    assert not at.error
