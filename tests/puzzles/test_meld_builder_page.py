"""The Puzzles page's meld builder says at once why a group is not a meld, and the can-knock
question asks one thing, whose answer the grade explains when only the gin discard is named."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from streamlit.testing.v1 import AppTest

from tutor.engine.cards import CardSet
from tutor.explain import say
from tutor.puzzles import generate, grade, kind_of
from tutor.puzzles.api import question
from tutor.ui.table.driver import send
from tutor.ui.views import puzzles as view

OpenApp = Callable[..., AppTest]


def _key(at: AppTest, name: str) -> str:
    return view._key(at.session_state[view.CURRENT], name)


def _add(at: AppTest, cards: list[str]) -> AppTest:
    for card in cards:
        at = send(at, view.PICK_TABLE, {"kind": "pick", "card": card})
    at.button(key=_key(at, "add")).click().run()
    assert not at.exception, at.exception
    return at


def test_a_group_that_is_no_meld_is_explained_at_once(open_app: OpenApp) -> None:
    puzzle = generate("best-melds", 2, 3)
    pair = [str(c) for c in list(puzzle.cards)[:2]]
    at = open_app("nl-NL", puzzle=puzzle.link)
    at.switch_page("app_pages/puzzles.py").run()
    assert not at.warning
    at = _add(at, pair)
    warnings = [w.value for w in at.warning]
    assert len(warnings) == 1 and "geen combinatie" in warnings[0] and "(R6, R7)" in warnings[0]
    assert "2 kaarten" in warnings[0]
    # a real meld adds no warning
    meld = [str(c) for c in kind_of("best-melds").solve(puzzle)[0]]
    at = _add(at, meld)
    assert len(at.warning) == 1


def _gin_only_puzzle() -> Any:
    for seed in range(200):
        puzzle = generate("can-knock", 1, seed)
        answer = puzzle.answer
        if answer.gin_discards and len(answer.knock_discards) > len(answer.gin_discards):
            return puzzle
    raise AssertionError("no level-1 can-knock puzzle with gin and other knocks")


def test_can_knock_asks_one_thing_and_explains_a_gin_only_answer() -> None:
    puzzle = _gin_only_puzzle()
    asked = question(puzzle, "en")[0]
    assert asked.count("?") == 1 and "Which discards let you knock?" in asked
    gin = CardSet(puzzle.answer.gin_discards)
    graded = grade(puzzle, [str(c) for c in gin])
    assert not graded.correct
    only = [r for r in graded.diagnosis if r.code == "mistake.knock.only_gin"]
    assert only and only[0]["gin"] == gin
    assert "asks for every discard" in say(only[0], "en")
    assert grade(puzzle, [str(c) for c in puzzle.answer.knock_discards]).correct
