"""The Rules page, run through the app's router with Streamlit's AppTest (fixtures from
tests/ui/conftest.py, loaded by conftest.py here)."""

from __future__ import annotations

import re
from collections.abc import Callable

from streamlit.testing.v1 import AppTest

from tutor.curriculum.links import lesson_links
from tutor.engine.events import reason
from tutor.explain import say
from tutor.rulebook.catalogue import RULEBOOK, SECTIONS, section_title
from tutor.ui.views import rules as view

OpenApp = Callable[..., AppTest]
PAGE = "app_pages/rules.py"


def rules_page(open_app: OpenApp, locale: str = "nl-NL", **query: str) -> AppTest:
    at = open_app(locale, **query)
    return at.switch_page(PAGE).run()


def open_rules(at: AppTest, *numbers: str) -> AppTest:
    for item in RULEBOOK:
        if item.number in numbers:
            at.session_state[view.open_key(item)] = True
    return at.run()


def all_html(at: AppTest) -> str:
    return "".join(str(h.value) for h in at.html)


def all_markdown(at: AppTest) -> str:
    return "\n".join(m.value for m in at.markdown)


def test_the_whole_catalogue_in_dutch_by_section(open_app: OpenApp) -> None:
    at = rules_page(open_app)
    assert not at.exception
    assert at.title[0].value == "Spelregels"
    assert [e.label for e in at.expander] == [f"{r.number} · {r.title('nl')}" for r in RULEBOOK]
    assert [h.value for h in at.subheader] == [section_title(s, "nl") for s in SECTIONS]
    assert at.expander[8].label == "R9 · Dood hout"


def test_a_closed_rule_costs_no_example_and_an_open_one_shows_the_engines(
    open_app: OpenApp,
) -> None:
    at = rules_page(open_app)
    assert 'class="gt-row"' not in all_html(at)  # nothing is worked out for closed rules
    open_rules(at, "R9")
    assert not at.exception and not at.warning
    text = all_markdown(at)
    assert "Dood hout: 10 (kaarten in geen combinatie: ♣H). (R9)" in text
    assert "Kaarten die in geen combinatie zitten, zijn dood hout" in text
    html = all_html(at)
    assert 'aria-label="klaveren heer"' in html  # every card has a spoken label
    assert html.count("gt-card") >= 10


def test_terms_sources_and_settings_are_shown(open_app: OpenApp) -> None:
    at = open_app("en-US")
    at.session_state["tutor.rules"] = "basic"
    at.switch_page(PAGE).run()
    captions = [c.value for c in at.caption]
    assert any("undercut = *onderklop / undercut*" in c for c in captions)
    assert any(
        c.startswith("Your rules (basic): undercut bonus: 10; equal deadwood undercuts: no")
        for c in captions
    )
    assert any(
        "source 001: the rules page of a Gin Rummy app (Zo speel je Gin Rummy)" in c
        for c in captions
    )


def test_a_link_opens_one_rule(open_app: OpenApp) -> None:
    at = rules_page(open_app, "en-US", rule="R20")
    assert not at.exception
    bonus = say(reason("score.undercut_bonus", "R20", bonus=25), "en")
    assert bonus in all_markdown(at)  # the example is open: the engine's score steps
    assert at.expander[19].label == "R20 · Undercut"


def test_searching_narrows_the_list_and_a_miss_is_said(open_app: OpenApp) -> None:
    at = rules_page(open_app)
    at.text_input(key=view.SEARCH.widget).set_value("onderklop").run()
    assert [e.label.split(" · ")[0] for e in at.expander] == ["R20", "R23"]
    at.text_input(key=view.SEARCH.widget).set_value("R31").run()
    assert [e.label for e in at.expander] == ["R31 · Drie spelers"]
    at.text_input(key=view.SEARCH.widget).set_value("schaakmat").run()
    assert not at.expander
    assert at.info[0].value == "Geen regel past bij 'schaakmat'."


def test_rules_link_to_their_lessons(open_app: OpenApp) -> None:
    at = open_rules(rules_page(open_app), "R9", "R30")
    links = lesson_links()
    text = all_markdown(at) + " ".join(c.value for c in at.caption)
    text += " ".join(str(p.label) for p in at.get("page_link"))
    if "R9" in links:
        assert f"Leer het: les {links['R9'][0].title('nl')}" in text
    if "R30" not in links:
        assert "Nog geen les behandelt deze regel." in text


def test_every_example_of_every_rule_renders_in_both_languages(open_app: OpenApp) -> None:
    for locale in ("nl-NL", "en-US"):
        at = open_rules(rules_page(open_app, locale), *(r.number for r in RULEBOOK))
        assert not at.exception
        assert not at.warning  # no example failed
        assert not at.error
        assert all_html(at).count('class="gt-row"') >= len(RULEBOOK)


def test_the_examples_write_dutch_cards_in_their_suit_colour(open_app: OpenApp) -> None:
    at = open_rules(rules_page(open_app), *(r.number for r in RULEBOOK))
    shown = all_markdown(at)
    assert ":color[♥" in shown or ":color[♦" in shown  # a red card in an example's words
    # and no red card left in plain ink: each one sits inside a colour directive's brackets
    plain_red = re.compile(r"(?<![\[\w])[♥♦](10|[2-9AHVB])(?![\]\w])")
    assert not plain_red.search(shown.replace(":color[", "["))
