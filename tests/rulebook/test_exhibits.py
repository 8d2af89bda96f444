"""Every rule is illustrated with real cards, and every claim is confirmed by the engine."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tutor.engine.cards import Card
from tutor.engine.errors import TutorError
from tutor.explain import LANGUAGES
from tutor.rulebook.catalogue import RULEBOOK, rule
from tutor.rulebook.exhibits import (
    HandExhibit,
    MeldExhibit,
    SheetExhibit,
    ShowdownExhibit,
    claims,
    mismatches,
)

EXHIBITS = [(r.number, n, e) for r in RULEBOOK for n, e in enumerate(r.exhibits)]


@pytest.mark.parametrize("item", RULEBOOK, ids=lambda r: r.number)
def test_every_rule_has_an_illustration(item) -> None:
    assert item.exhibits


@pytest.mark.parametrize(
    ("number", "n", "exhibit"), EXHIBITS, ids=[f"{r}-{n}" for r, n, _ in EXHIBITS]
)
def test_the_engine_confirms_every_claim(number, n, exhibit) -> None:
    assert exhibit.claims, f"{number} example {n} claims nothing"
    assert mismatches(exhibit) == []


@pytest.mark.parametrize(
    ("number", "n", "exhibit"), EXHIBITS, ids=[f"{r}-{n}" for r, n, _ in EXHIBITS]
)
def test_every_illustration_shows_words_in_both_languages(number, n, exhibit) -> None:
    shown = {lang: exhibit.show(lang) for lang in LANGUAGES}
    for lang, view in shown.items():
        assert view.lines, (number, lang)
        for group in view.groups:
            assert group.cards and all(isinstance(c, Card) for c in group.cards)
    assert shown["nl"].lines != shown["en"].lines


@pytest.mark.parametrize("item", RULEBOOK, ids=lambda r: r.number)
def test_every_rule_shows_real_cards(item) -> None:
    assert any(e.show("en").groups for e in item.exhibits)


def test_a_wrong_claim_is_caught() -> None:
    hand = rule("R9").exhibits[0]
    wrong = replace(hand, claims=claims(deadwood=11))
    assert mismatches(wrong) == [("deadwood", 11, 10)]
    unknown = replace(hand, claims=claims(colour="red"))
    assert mismatches(unknown) == [("colour", "red", "<no such fact>")]


def test_the_page_shows_the_engines_numbers_not_the_claims() -> None:
    honest = HandExhibit("7s 7h 7d 7c 8s 9s 3d 4d 5d Kc", claims(deadwood=10))
    boastful = replace(honest, claims=claims(deadwood=3))
    assert boastful.show("en") == honest.show("en")
    assert "Deadwood: 10" in " ".join(honest.show("en").lines)


def test_melds_are_worded_by_the_engine_reasons() -> None:
    lines = MeldExhibit("Qs Ks As", claims(kind="none")).show("nl").lines
    assert lines == (
        "♠V ♠H ♠A is geen combinatie: geen drie of vier van één rang, en geen drie of meer "
        "op een rij in één kleur met de aas laag.",
    )
    assert MeldExhibit("Ac 2c 3c", claims()).facts() == {"kind": "run"}


def test_r8_explains_the_card_that_has_to_choose() -> None:
    lines = " ".join(rule("R8").exhibits[0].show("en").lines)
    assert "a card counts in one meld only" in lines


def test_showdown_illustrations_list_layoffs_and_the_score_steps() -> None:
    shown = rule("R18").exhibits[0].show("en")
    labels = [group.label for group in shown.groups]
    assert "Laid off" in labels
    assert any("(R18)" in line for line in shown.lines)
    assert any("(R19)" in line for line in shown.lines)


def test_bad_cards_in_an_exhibit_are_an_error_that_quotes_them() -> None:
    with pytest.raises(TutorError, match="'Zz'"):
        ShowdownExhibit("Zz", "As", claims()).facts()


def test_sheet_illustrations_end_with_the_winner() -> None:
    shown = rule("R28").exhibits[0].show("nl")
    assert shown.lines[-1] == "Bob wint het spel."
    teams = rule("R32").exhibits[0].show("nl")
    assert teams.lines[-1] == "Ann & Bob winnen het spel."
    assert isinstance(rule("R32").exhibits[0], SheetExhibit)
