"""A lesson's pinned wording goes through explain's one wording engine: counted words
(``{points:punt|punten}``) work as in the catalogue, and a wrong field is named plainly."""

from __future__ import annotations

import pytest

from tests.curriculum.probe import DEAL, HEAD
from tutor.curriculum import LessonRunner, parse_lesson
from tutor.curriculum.runner import render
from tutor.curriculum.schema import Text
from tutor.engine.errors import LessonError
from tutor.engine.events import reason

LESSON = (
    HEAD
    + DEAL
    + """\
  - play: ["you: draw stock", "you: knock Kd", "opponent: done"]
    wording:
      defender.deadwood:
        nl: "Hij houdt {deadwood:punt|punten} over."
        en: "He keeps {deadwood:point|points}."
"""
)


def test_a_pinned_counted_word_is_filled_like_the_catalogues() -> None:
    runner = LessonRunner(parse_lesson(LESSON))
    runner.next()
    events = runner.view("nl").events
    assert "**Tegenstander**: Hij houdt 19 punten over. (R18)" in events
    assert "**Opponent**: He keeps 19 points. (R18)" in runner.view("en").events


@pytest.mark.parametrize(
    ("deadwood", "nl", "en"), [(1, "1 punt", "1 point"), (7, "7 punten", "7 points")]
)
def test_one_and_many_take_their_own_word(deadwood: int, nl: str, en: str) -> None:
    pinned = {"defender.deadwood": Text(nl="{deadwood:punt|punten}", en="{deadwood:point|points}")}
    said = reason("defender.deadwood", "R18", deadwood=deadwood)
    assert render((said,), "nl", pinned) == (f"{nl} (R18)",)
    assert render((said,), "en", pinned) == (f"{en} (R18)",)


def test_a_field_the_engine_does_not_give_is_named() -> None:
    pinned = {"defender.deadwood": Text(nl="{points:punt|punten}", en="{points:point|points}")}
    said = reason("defender.deadwood", "R18", deadwood=3)
    with pytest.raises(LessonError, match=r"uses 'points' which the engine does not give"):
        render((said,), "en", pinned)


def test_a_malformed_field_is_not_blamed_on_the_engine() -> None:
    pinned = {"defender.deadwood": Text(nl="{deadwood:d", en="{deadwood:d")}
    said = reason("defender.deadwood", "R18", deadwood=3)
    with pytest.raises(LessonError, match=r"cannot be filled") as caught:
        render((said,), "en", pinned)
    assert "does not give" not in str(caught.value)
