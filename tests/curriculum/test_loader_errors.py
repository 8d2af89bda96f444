"""A broken lesson file gives a LessonError naming file, line and field; YAML is read safely."""

from __future__ import annotations

from pathlib import Path

import pytest

from tutor.curriculum.loader import load_folder, parse_lesson
from tutor.curriculum.schema import AskStep, DealStep, PositionStep
from tutor.engine.cards import CardSet
from tutor.engine.errors import LessonError

GOOD = """\
id: demo
title: {nl: Proef, en: Demo}
summary: {nl: Een proef., en: A demo.}
rules: [R9]
steps:
  - position:
      hand: As 2s 3s 7h 7d 7c Kh Qh Jh 5d
  - ask: deadwood
    question:
      nl: Hoeveel dood hout?
      en: How much deadwood?
    expect: 5
"""


def error_of(text: str) -> str:
    with pytest.raises(LessonError) as caught:
        parse_lesson(text, "demo.yaml")
    return str(caught.value)


def test_a_good_lesson_loads_into_frozen_records() -> None:
    lesson = parse_lesson(GOOD, "demo.yaml")
    position, ask = lesson.steps
    assert isinstance(position, PositionStep) and isinstance(ask, AskStep)
    assert position.hand == CardSet.parse("As 2s 3s 7h 7d 7c Kh Qh Jh 5d")
    assert (ask.ask, ask.expect, ask.question.nl) == ("deadwood", 5, "Hoeveel dood hout?")
    assert ask.place.of("expect").line == 12
    with pytest.raises(AttributeError):
        ask.expect = 6  # type: ignore[misc]


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        ("Jh 5d", "Jh 5x", "demo.yaml, line 7, field steps[0].position.hand: '5x' is not a card"),
        ("Jh 5d", "Jh Jh", "line 7, field steps[0].position.hand: 'Jh' appears twice"),
        (
            "      en: How much deadwood?\n",
            "",
            "line 9, field steps[1].question: missing translation 'en'",
        ),
        (
            "      en: How much deadwood?",
            "      en: ''",
            "line 11, field steps[1].question.en: missing translation 'en'",
        ),
        ("rules: [R9]", "rules: [R33]", "line 4, field rules[0]: 'R33' is not a rule"),
        ("expect: 5", "expect: five", "line 12, field steps[1].expect: expected a whole number"),
        (
            "expect: 5",
            "expct: 5",
            "line 12, field steps[1].expct: unknown field 'expct' in a step of kind 'ask'",
        ),
        ("ask: deadwood", "ask: deadwod", "line 8, field steps[1].ask: expected one of"),
        ("id: demo", "id: Demo Lesson", "line 1, field id: 'Demo Lesson' is not an id"),
        (
            "  - ask: deadwood\n",
            "  - explain: {nl: a, en: b}\n    ask: deadwood\n",
            "a step has exactly one kind",
        ),
        ("Hoeveel dood hout?", "<b>Hoeveel</b>", "field steps[1].question.nl: raw HTML '<b>'"),
        ("id: demo\n", "id: demo\nid: other\n", "line 2: field 'id' is given twice"),
        ("rules: [R9]\n", "", "line 1: missing field 'rules'"),
    ],
)
def test_errors_name_file_line_and_field(old: str, new: str, expected: str) -> None:
    assert old in GOOD
    assert expected in error_of(GOOD.replace(old, new, 1))


def test_cards_in_two_places_are_refused() -> None:
    text = GOOD.replace(
        "      hand: As 2s 3s 7h 7d 7c Kh Qh Jh 5d\n",
        "      hand: As 2s 3s 7h 7d 7c Kh Qh Jh 5d\n      upcard: 5d\n",
    )
    assert "line 8, field steps[0].position.upcard: '5d' is in both hand and upcard" in error_of(
        text
    )


def test_a_python_tag_is_refused_and_never_run(tmp_path: Path) -> None:
    marker = tmp_path / "ran"
    text = GOOD.replace(
        "summary: {nl: Een proef., en: A demo.}",
        f"summary: !!python/object/apply:os.system ['touch {marker}']",
    )
    message = error_of(text)
    assert "line 3, field summary: tag '!!python/object/apply:os.system' is not allowed" in message
    assert not marker.exists()


@pytest.mark.parametrize(
    "snippet",
    [
        "!!python/name:os.system",
        "!!python/object:tutor.curriculum.schema.Text {nl: a, en: b}",
        "!!binary aGVsbG8=",
        "2024-05-01",
    ],
)
def test_only_plain_yaml_is_read(snippet: str) -> None:
    text = GOOD.replace("{nl: Een proef., en: A demo.}", snippet)
    assert "line 3, field summary: tag" in error_of(text)


def test_aliases_and_second_documents_are_refused() -> None:
    aliased = GOOD.replace("title: {nl: Proef, en: Demo}", "title: &t {nl: Proef, en: Demo}")
    aliased = aliased.replace("summary: {nl: Een proef., en: A demo.}", "summary: *t")
    assert "line 3, field summary: anchors and aliases" in error_of(aliased)
    assert "one lesson per file" in error_of(GOOD + "---\nid: two\n")


def test_invalid_yaml_names_the_line() -> None:
    assert error_of(GOOD.replace("rules: [R9]", "rules: [R9")).startswith("demo.yaml, line ")


def test_a_deal_reads_hands_stock_and_dealer() -> None:
    text = GOOD.replace(
        "  - position:\n      hand: As 2s 3s 7h 7d 7c Kh Qh Jh 5d\n",
        "  - deal:\n      you: As 2s 3s 7h 7d 7c Kh Qh Jh 5d\n"
        "      opponent: Ah 2h 3h 4h 5h 6h 8h 9h Th 2c\n      upcard: 9c\n"
        "      stock: [Tc, Jc]\n      dealer: you\n",
    )
    deal = parse_lesson(text).steps[0]
    assert isinstance(deal, DealStep)
    assert deal.dealer == "you" and [str(c) for c in deal.stock or ()] == ["Tc", "Jc"]


def test_a_folder_keeps_working_lessons_beside_broken_ones() -> None:
    catalogue = load_folder(Path(__file__).parent / "data" / "broken")
    assert [lesson.id for lesson in catalogue.lessons] == ["good", "wrong-expect"]
    assert [name for name, _ in catalogue.broken] == [
        "03-missing-translation.yaml",
        "04-bad-card.yaml",
        "05-python-tag.yaml",
    ]
    assert catalogue.entries[0][0] == "01-good.yaml"


@pytest.mark.parametrize(
    ("teams", "expected"),
    [
        ("{you: [185], opponent: [120, 130]}", "field steps[1].teams.you: expected the two"),
        ("{you: [185, -4], opponent: [120, 130]}", "teams.you[1]: expected a whole number from 0"),
        ("{you: [185, 40]}", "missing field 'opponent'"),
        ("{you: [185, 40], opponent: [1, 2], us: [3, 4]}", "unknown field 'us' in the teams"),
    ],
)
def test_a_team_question_needs_two_totals_per_team(teams: str, expected: str) -> None:
    ask = "  - ask: team_winner\n    teams: " + teams + "\n"
    lesson = (
        GOOD.split("  - ask: deadwood\n")[0]
        + ask
        + ("    question: {nl: Welk team?, en: Which team?}\n")
    )
    assert expected in error_of(lesson)


def test_a_three_player_question_names_a_bad_dealer() -> None:
    ask = "  - ask: sits_out\n    three_players: {dealer: north, draw: no}\n"
    lesson = (
        GOOD.split("  - ask: deadwood\n")[0]
        + ask
        + ("    question: {nl: Wie deelt?, en: Who deals?}\n")
    )
    assert "field steps[1].three_players.dealer: expected one of" in error_of(lesson)


@pytest.mark.parametrize(
    ("markdown", "refused"),
    [
        ("'[Restore](https://evil.example/restore)'", "link 'https://evil.example/restore'"),
        ("'![x](p.png)'", "image 'p.png' is not allowed"),
        ("'[x](//evil.example/a)'", "link '//evil.example/a' leads outside the app"),
        ("'[x](javascript:alert)'", "link 'javascript:alert' leads outside the app"),
        ("'[x](https&#58;//evil.example)'", "link 'https&#58;//evil.example'"),
        ("'Go to www.evil.example'", "link 'www.evil.example' leads outside the app"),
        ("'Mail me@evil.example'", "link 'me@evil.example' leads outside the app"),
        ('"[x]\\n\\n[x]: https://evil.example"', "link 'https://evil.example'"),
    ],
)
def test_lesson_text_may_not_lead_outside_the_app(markdown: str, refused: str) -> None:
    lesson = GOOD.replace("en: How much deadwood?", f"en: {markdown}")
    error = error_of(lesson)
    assert "field steps[1].question.en" in error and refused in error


def test_lesson_text_may_link_to_the_apps_own_pages() -> None:
    own = "'See [the rule](rules?rule=R9), [gin](?lesson=gin) and [Home](/).'"
    lesson = parse_lesson(GOOD.replace("en: How much deadwood?", f"en: {own}"), "demo.yaml")
    assert "[the rule](rules?rule=R9)" in lesson.steps[1].question.en  # type: ignore[union-attr]
