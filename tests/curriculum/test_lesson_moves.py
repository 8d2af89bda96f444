"""The lesson view offers exactly the engine's legal moves, by phase: no knock or gin button
the engine would refuse, a knock for a card that cannot knock not offered. A try step is
played at the card table, so what it offers is read from the table's data."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.curriculum.probe import deal
from tests.curriculum.test_lessons_page import lessons, step_key
from tests.ui import conftest as ui
from tutor.curriculum import LessonRunner, parse_lesson
from tutor.engine.actions import Discard, DrawStock, Knock, Pass, Take
from tutor.engine.cards import Card
from tutor.engine.state import Phase
from tutor.ui.table.driver import send, table_data
from tutor.ui.views import lessons as page

# The app's own AppTest fixtures, as the Lessons page tests use them.
_components = ui._components
open_app = ui.open_app

LESSON = (
    """\
id: moves
title: {{nl: Zetten, en: Moves}}
summary: {{nl: Zetten., en: Moves.}}
rules: [R12]
steps:
"""
    + deal("{preset}")
    + """\
  - try: draw
    prompt: {{nl: Trek., en: Draw.}}
{play}  - try: any
    prompt: {{nl: Leg af., en: Discard.}}
"""
)


def test_the_view_carries_the_engines_legal_moves_and_its_phase() -> None:
    runner = LessonRunner(parse_lesson(LESSON.format(preset="app", play="")))
    view = runner.next().table
    assert view is not None and runner.table.state is not None
    assert view.phase is Phase.DRAW
    assert view.moves == tuple(runner.table.state.legal_actions())
    assert runner.act(DrawStock()).ok
    assert runner.next().table.moves == tuple(runner.table.state.legal_actions())  # type: ignore[union-attr]
    assert runner.view().table.phase is Phase.DISCARD  # type: ignore[union-attr]
    runner.act(Discard(Card.parse("Kd")))
    assert runner.view().table.moves == ()  # the step is done: no move is waiting


def _offered(data: dict[str, Any]) -> set[str]:
    """The draws the table offers: the stock, the pile's top card, or passing."""
    shown = {".stock": data["stock"]["draw"], ".take": data["pile"]["take"], ".pass": data["pass"]}
    return {name for name, offered in shown.items() if offered}


def _verbs(data: dict[str, Any]) -> set[str]:
    """The ends of a turn the table offers: a discard, the Knock button, the Gin button."""
    shown = {
        ".discard": any(c["discard"] for c in data["hand"]),
        ".knock": data["knock"],
        ".gin": data["gin"],
    }
    return {name for name, offered in shown.items() if offered}


INTENTS = {".stock": {"kind": "draw"}, ".pass": {"kind": "pass"}}
KEYS = {DrawStock: ".stock", Take: ".take", Pass: ".pass"}
# straight gin opens with the upcard offered (R11): pass it, and after the opponent, draw
STRAIGHT = '  - play: ["opponent: pass", "you: draw stock"]\n'


@pytest.mark.parametrize(
    ("preset", "draw", "play", "verbs"),
    [("app", ".stock", "", {".discard", ".knock"}), ("straight", ".pass", STRAIGHT, {".discard"})],
)
def test_the_page_offers_only_what_the_engine_allows(
    open_app: Any,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    preset: str,
    draw: str,
    play: str,
    verbs: set[str],
) -> None:
    lesson = LESSON.format(preset=preset, play=play)
    (tmp_path / "01-moves.yaml").write_text(lesson, encoding="utf-8")
    monkeypatch.setenv("TUTOR_LESSONS", str(tmp_path))
    at = lessons(open_app, "en-US", lesson="moves")
    at.button(key=step_key(at, "lessons.next.")).click().run()
    runner = at.session_state[page.RUNNER]
    state = runner.table.state
    assert _offered(table_data(at, page.LIVE_TABLE)) == {
        KEYS[type(m)] for m in state.legal_actions()
    }
    at = send(at, page.LIVE_TABLE, INTENTS[draw])
    at.button(key=step_key(at, "lessons.next.")).click().run()
    if play:
        at.button(key=step_key(at, "lessons.next.")).click().run()
    runner = at.session_state[page.RUNNER]
    data = table_data(at, page.LIVE_TABLE)
    assert _verbs(data) == verbs  # never a gin button: no discard goes gin here
    if ".knock" in verbs:
        cards = {c["card"]: c for c in data["hand"]}
        assert not cards["As"]["knock"]  # leaves 21: no knock
        assert Knock(Card.parse("As")) not in runner.table.state.legal_actions()
        assert cards["Kd"]["knock"]
        at = send(at, page.LIVE_TABLE, {"kind": "knock", "card": "Kd"})
        assert "Right!" in "\n".join(s.value for s in at.success)
