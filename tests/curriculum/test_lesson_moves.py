"""The lesson view offers exactly the engine's legal moves, by phase: no knock or gin button
the engine would refuse, a knock for a card that cannot knock disabled."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.curriculum.test_lessons_page import lessons, step_key
from tests.ui import conftest as ui
from tutor.curriculum import LessonRunner, parse_lesson
from tutor.engine.actions import Discard, DrawStock, Knock, Pass, Take
from tutor.engine.cards import Card
from tutor.engine.state import Phase
from tutor.ui.views import lessons as page

# The app's own AppTest fixtures, as the Lessons page tests use them.
_components = ui._components
open_app = ui.open_app

LESSON = """\
id: moves
title: {{nl: Zetten, en: Moves}}
summary: {{nl: Zetten., en: Moves.}}
rules: [R12]
steps:
  - deal:
      you: As 2s 3s 7h 7d 7c 9c 9d 9h Kd
      opponent: 4c 5c 6c Jc Js Jd Kh 2h 5s 2c
      upcard: Qs
      stock: [6d]
      dealer: opponent
      preset: {preset}
  - try: draw
    prompt: {{nl: Trek., en: Draw.}}
{play}  - try: any
    prompt: {{nl: Leg af., en: Discard.}}
"""


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


def _move_keys(at: Any, prefix: str) -> set[str]:
    return {b.key.removeprefix(prefix) for b in at.button if b.key and b.key.startswith(prefix)}


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
    prefix = f"lessons.m.moves.{runner.index}"
    state = runner.table.state
    assert _move_keys(at, prefix) == {KEYS[type(m)] for m in state.legal_actions()}
    at.button(key=f"{prefix}{draw}").click().run()
    at.button(key=step_key(at, "lessons.next.")).click().run()
    if play:
        at.button(key=step_key(at, "lessons.next.")).click().run()
    runner = at.session_state[page.RUNNER]
    prefix = f"lessons.m.moves.{runner.index}"
    assert _move_keys(at, prefix) == verbs  # never a gin button: no discard goes gin here
    if ".knock" in verbs:
        at.button_group(key=f"{prefix}.card").set_value("As").run()  # leaves 21: no knock
        assert Knock(Card.parse("As")) not in runner.table.state.legal_actions()
        assert at.button(key=f"{prefix}.knock").disabled
        at.button_group(key=f"{prefix}.card").set_value("Kd").run()
        assert not at.button(key=f"{prefix}.knock").disabled
        at.button(key=f"{prefix}.knock").click().run()
        assert "Right!" in "\n".join(s.value for s in at.success)
