"""The one reader of a learner's answer, for lessons and puzzles: every shape from widgets,
data and text, and an error that quotes what could not be read."""

from __future__ import annotations

import pytest

from tutor.curriculum import LessonRunner, parse_lesson
from tutor.engine.cards import Card, CardSet
from tutor.engine.errors import TutorError
from tutor.puzzles import generate, kind_of
from tutor.puzzles.links import PuzzleError
from tutor.questions import AnswerError, read, reading


@pytest.mark.parametrize(
    ("value", "shape", "expected"),
    [
        ("ja", "yes_no", True),
        (" Nee ", "yes_no", False),
        (False, "yes_no", False),
        ("12", "number", 12),
        (7, "number", 7),
        ("10h", "card", Card.parse("Th")),
        (Card.parse("As"), "card", Card.parse("As")),
        ("7c 8d", "cards", CardSet.parse("7c 8d")),
        (["7c", "8d"], "cards", CardSet.parse("7c 8d")),
        ([Card.parse("7c")], "cards", CardSet.parse("7c")),
        ("geen", "cards", CardSet()),
        ("[7s 8s 9s] [7h 7d 7c]", "melds", (CardSet.parse("7s 8s 9s"), CardSet.parse("7h 7d 7c"))),
        ([["7s", "8s", "9s"]], "melds", (CardSet.parse("7s 8s 9s"),)),
        (2, "choice", "2"),
    ],
)
def test_every_shape_is_read_from_widgets_data_and_text(
    value: object, shape: reading.AnswerType, expected: object
) -> None:
    assert read(value, shape) == expected


@pytest.mark.parametrize(
    ("value", "shape", "quoted"),
    [
        ("misschien", "yes_no", "'misschien'"),
        ("twelve", "number", "'twelve'"),
        (True, "number", "True"),
        ("11h", "card", "'11h'"),
        ("7c 11h", "cards", "'7c 11h'"),
        ("7s 8s 9s", "melds", "'7s 8s 9s': write each meld in brackets"),
        ("4", "choice", "'4' is not one of the choices (1, 2, 3)"),
    ],
)
def test_an_unreadable_answer_is_an_error_that_quotes_it(
    value: object, shape: reading.AnswerType, quoted: str
) -> None:
    with pytest.raises(AnswerError) as caught:
        read(value, shape, ("1", "2", "3"))
    assert quoted in str(caught.value)
    assert isinstance(caught.value, TutorError)  # pages show it as a message, never a trace


def test_lessons_and_puzzles_read_cards_alike() -> None:
    lesson = parse_lesson(
        """\
id: probe
title: {nl: Proef, en: Probe}
summary: {nl: Een proef., en: A probe.}
rules: [R9]
steps:
  - ask: deadwood_cards
    cards: As 2s 3s 7h 7d 7c Kh Qh Jh 5d
    question: {nl: "Welke kaarten?", en: "Which cards?"}
"""
    )
    runner = LessonRunner(lesson)
    with pytest.raises(AnswerError, match="'5d 11h'"):
        runner.answer("5d 11h")
    assert runner.answer("5D").ok  # any case, as in the puzzles
    puzzle = generate("can-knock", 1, 3)
    assert kind_of("can-knock").read("geen") == CardSet()  # "none" in either language
    with pytest.raises(PuzzleError, match="'5d 11h'"):  # the puzzle API's own error
        kind_of("can-knock").read("5d 11h")
    assert puzzle.kind == "can-knock"
