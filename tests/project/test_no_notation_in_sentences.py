"""No English sentence a learner reads writes a card in the engine's notation ("7h", "Td",
"[4h 5h 6h]"): every sentence that the catalogue words while a lesson, a puzzle, a review or
a replay runs is collected, in English, and searched for a notation card that its template
does not itself hold (the input help quotes the notation on purpose: "like 7h or 10♠")."""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

import pytest

import tutor.explain as explain
from tests.curriculum.test_lesson_files import LESSONS, play
from tutor.bot.review import review
from tutor.bot.weigh import weigh_knock
from tutor.cli.replay import lines_of
from tutor.cli.review import hand_of
from tutor.curriculum.loader import load_lesson
from tutor.curriculum.runner import LessonRunner
from tutor.engine.cards import Card
from tutor.engine.transcript import Transcript
from tutor.puzzles import KINDS, LEVELS, generate, question, solution
from tutor.puzzles.api import pose
from tutor.questions import ladder

NOTATION = re.compile(r"\b(10|[2-9TJQKA])[shdc]\b")
DATA = Path(__file__).resolve().parents[1] / "play" / "data"


@pytest.fixture
def english(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[tuple[str, str]]]:
    """Every English sentence the catalogue fills while the test runs, with its template."""
    said: list[tuple[str, str]] = []
    fill = explain.fill

    def recording(template: str, lang: str, args: Mapping[str, Any]) -> str:
        sentence = fill(template, lang, args)
        if explain.language(lang) == "en":
            said.append((template, sentence))
        return sentence

    monkeypatch.setattr(explain, "fill", recording)
    yield said


def notation_in(said: list[tuple[str, str]]) -> list[str]:
    return [
        sentence
        for template, sentence in said
        if {m.group(0) for m in NOTATION.finditer(sentence)}
        - {m.group(0) for m in NOTATION.finditer(template)}
    ]


def test_the_probe_finds_a_card_in_notation(english: list[tuple[str, str]]) -> None:
    explain.text("cli.best_discard", "en", card="7h")  # a card given as a notation string
    explain.text("cli.best_discard", "en", card=explain.card_text(Card.parse("7h"), "en"))
    assert notation_in(english) == ["Best discard: 7h"]


@pytest.mark.parametrize("path", LESSONS, ids=[p.stem for p in LESSONS])
def test_a_lesson_in_english_writes_cards_as_a_player_does(
    path: Path, english: list[tuple[str, str]]
) -> None:
    runner = LessonRunner(load_lesson(path), weigh_knock)  # the coach judges knock or wait
    play(runner, wrong_first=True)  # feedback to wrong answers and refused moves too
    again = LessonRunner(load_lesson(path), weigh_knock)
    while not again.finished:  # every hint of every question and move, up to the answer
        while not again.solved:
            if again.next_hint() is not None:
                again.hint()
            else:
                again.give_up()
            again.view("en")
        again.view("en")
        again.next()
    assert english, "the lesson said nothing in English"
    assert notation_in(english) == []


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_puzzles_in_english_write_cards_as_a_player_does(
    kind: str, english: list[tuple[str, str]]
) -> None:
    for level in LEVELS:
        for seed in (1, 2, 3):
            puzzle = generate(kind, level, seed)
            question(puzzle, "en")
            posed = pose(puzzle)
            wrong = posed.wrong_answer()
            graded = posed.grade(posed.solution if wrong is None else wrong)
            for item in (*graded.feedback, *graded.explanation, *solution(puzzle)):
                explain.say(item, "en")
            for rung in ladder(posed).rungs:
                explain.say_all(rung.reasons, "en")
    assert notation_in(english) == []


def test_a_review_and_a_replay_in_english_write_cards_as_a_player_does(
    english: list[tuple[str, str]],
) -> None:
    transcript = Transcript.load(DATA / "hand_layoffs.json")
    lines_of(transcript, "en")
    final = hand_of(transcript, 1)
    for seat in (0, 1):
        reviewed = review(final, seat, samples=24, seed=1)
        explain.say(reviewed.summary(), "en")
        for move in reviewed.moves:
            explain.say_all(move.reasons, "en")
            explain.text("review.cli.move", "en", turn=move.turn, ply=move.ply, action=move.played)
    assert notation_in(english) == []
