"""The rule catalogue: R1-R32 in order, both languages, Dutch terms, sources, settings."""

from __future__ import annotations

from dataclasses import fields

import pytest

from tutor.engine.errors import TutorError
from tutor.engine.rules import PRESETS, Rules
from tutor.explain import CATALOGUE, LANGUAGES, text
from tutor.rulebook.catalogue import RULEBOOK, SECTIONS, SOURCES, rule, section_title
from tutor.rulebook.settings import current_settings, value_text, variants

# The English titles and sections of RULES.md, in its order.
EXPECTED = [
    ("Deck", "setup"),
    ("Card values", "setup"),
    ("First dealer", "setup"),
    ("Next dealer", "setup"),
    ("The deal", "setup"),
    ("Set", "melds"),
    ("Run", "melds"),
    ("One meld per card", "melds"),
    ("Deadwood", "melds"),
    ("Concealed melds", "melds"),
    ("Opening choice", "turn"),
    ("Draw, then discard", "turn"),
    ("No instant return", "turn"),
    ("Stock exhaustion", "turn"),
    ("Knock", "ending"),
    ("Gin", "ending"),
    ("Big gin", "ending"),
    ("Layoffs", "ending"),
    ("Knock score", "scoring"),
    ("Undercut", "scoring"),
    ("Gin bonus", "scoring"),
    ("Big gin bonus", "scoring"),
    ("Melds score nothing", "scoring"),
    ("Target", "match"),
    ("Game bonus", "match"),
    ("Box bonus", "match"),
    ("Shutout", "match"),
    ("Winner", "match"),
    ("Oklahoma", "variants"),
    ("Straight gin", "variants"),
    ("Three players", "variants"),
    ("Four players", "variants"),
]


def test_the_catalogue_is_r1_to_r32_in_order_with_the_titles_of_rules_md() -> None:
    assert [r.number for r in RULEBOOK] == [f"R{i}" for i in range(1, 33)]
    assert [(r.title("en"), r.section) for r in RULEBOOK] == EXPECTED
    assert [r.index for r in RULEBOOK] == list(range(1, 33))


def test_sections_come_in_the_order_of_rules_md() -> None:
    order = [SECTIONS.index(r.section) for r in RULEBOOK]
    assert order == sorted(order)
    for section in SECTIONS:
        assert section_title(section, "nl") != section_title(section, "en")


@pytest.mark.parametrize("item", RULEBOOK, ids=lambda r: r.number)
def test_every_rule_has_a_title_and_a_full_text_in_both_languages(item) -> None:
    for lang in LANGUAGES:
        assert item.title(lang).strip()
        assert len(item.text(lang)) > 20
    assert item.text("nl") != item.text("en")


@pytest.mark.parametrize("item", RULEBOOK, ids=lambda r: r.number)
def test_the_dutch_text_uses_the_dutch_terms_of_its_rule(item) -> None:
    """Each term of a rule appears in its Dutch text in one of the sources' words."""
    dutch = item.text("nl").casefold() + " " + item.title("nl").casefold()
    for english, words in item.term_pairs():
        options = [w.strip().casefold() for w in words.split("/")]
        assert any(w in dutch for w in options), (item.number, english, options)


def test_terms_name_the_dutch_words_of_rules_md() -> None:
    glossary = {e: n for r in RULEBOOK for e, n in r.term_pairs()}
    assert glossary["deadwood"] == "dood hout / restpunten / brandhout / dode kaarten"
    assert glossary["layoff"] == "bijleggen / aanleggen"
    assert glossary["undercut"] == "onderklop / undercut"
    assert glossary["stock"] == "trekstapel / stok / stapel"
    assert glossary["draw hand"] == "gelijkspel / onbesliste ronde"


@pytest.mark.parametrize("item", RULEBOOK, ids=lambda r: r.number)
def test_every_rule_names_its_seed_sources(item) -> None:
    assert item.seeds
    assert set(item.seeds) <= set(SOURCES)
    for seed in item.seeds:
        assert text(f"rulebook.source.{seed}", "nl") != text(f"rulebook.source.{seed}", "en")


def test_sources_follow_rules_md_for_a_few_rules() -> None:
    assert rule("R1").seeds == ("000", "001", "002", "003", "004")
    assert rule("R17").seeds == ("000",)
    assert rule("R20").seeds == ("001", "003")
    assert rule("R30").seeds == ("002",)


def test_every_setting_of_the_rules_varies_some_rule_and_names_a_real_field() -> None:
    names = {f.name for f in fields(Rules)} - {"name"}
    used = {f for r in RULEBOOK for f in r.fields}
    assert used == names
    for name in names:
        assert f"rulebook.field.{name}" in CATALOGUE


def test_rule_lookup_is_forgiving_and_quotes_bad_input() -> None:
    assert rule("r9") is rule("R9") is rule("9") is rule(9)
    with pytest.raises(TutorError, match="'R33' is not a rule"):
        rule("R33")
    with pytest.raises(TutorError, match="'knock' is not a rule"):
        rule("knock")


def test_current_settings_show_the_learners_preset() -> None:
    assert current_settings(rule("R15"), PRESETS["classic"], "en") == ["knock limit: 10"]
    assert current_settings(rule("R20"), PRESETS["basic"], "nl") == [
        "onderklopbonus: 10",
        "gelijk dood hout is een onderklop: nee",
    ]
    assert current_settings(rule("R9"), PRESETS["classic"], "en") == []


def test_variants_list_the_presets_that_differ() -> None:
    lines = variants(rule("R20"), "en")
    assert "basic: undercut bonus: 10, equal deadwood undercuts: no" in lines
    assert "guide: equal deadwood undercuts: no" in lines
    assert not any(line.startswith("classic") for line in lines)
    assert variants(rule("R4"), "nl") == ["bonus: volgende deler: de verliezer van de hand"]
    assert variants(rule("R9"), "en") == []


def test_values_are_words() -> None:
    assert value_text(True, "nl") == "ja"
    assert value_text("loser", "en") == "the loser of the hand"
    assert value_text(25, "en") == "25"
