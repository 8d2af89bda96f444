"""The Lessons page through the app's router with Streamlit's AppTest: the path with stars,
a lesson answered step by step with the engine's own answers, feedback, hints, a live move,
and broken lesson files shown as error cards while the other lessons still work."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from streamlit.testing.v1 import AppTest

from tests.ui import conftest as ui
from tutor.curriculum import LessonRunner, load_lesson
from tutor.curriculum.schema import AskStep, TryStep
from tutor.engine.actions import LayOff
from tutor.engine.cards import Card, CardSet
from tutor.ui.cards import inked
from tutor.ui.table.driver import has_table, send, table_data
from tutor.ui.views import lessons as page

# The app's own AppTest fixtures: ``open_app`` and the session-wide component scan it uses.
_components = ui._components
open_app = ui.open_app

ROOT = Path(__file__).resolve().parents[2]
BROKEN = Path(__file__).parent / "data" / "broken"
PAGE = "app_pages/lessons.py"


def lessons(open_app: Any, locale: str = "nl-NL", **query: str) -> AppTest:
    at: AppTest = open_app(locale, **query)
    at.switch_page(PAGE).run()
    assert not at.exception
    return at


def texts(at: AppTest) -> str:
    parts = [m.value for m in at.markdown] + [c.value for c in at.caption]
    parts += [e.value for e in at.error] + [s.value for s in at.success]
    return "\n".join(str(p) for p in parts).replace("\\[", "[").replace("\\]", "]")


def step_key(at: AppTest, prefix: str) -> str:
    return next(b.key for b in at.button if b.key and b.key.startswith(prefix))


def to_the_end(at: AppTest) -> AppTest:
    """Play the open lesson to its end through the page, with the engine's answers."""
    runner: LessonRunner = at.session_state[page.RUNNER]
    while not runner.finished:
        if isinstance(runner.step, AskStep) and not runner.solved:
            at = answer(at, runner, runner.posed.solution)  # type: ignore[union-attr]
        else:
            at.button(key=step_key(at, "lessons.next.")).click().run()
        runner = at.session_state[page.RUNNER]
    return at


def answer(at: AppTest, runner: LessonRunner, value: object) -> AppTest:
    """Give an answer through the page's widgets (the runner here only knows its type)."""
    posed = runner.posed
    assert posed is not None
    key = f"lessons.q.{runner.lesson.id}.{runner.index}"
    if posed.answer_type == "number":
        at.number_input(key=key).set_value(value)
        return at.button(key=f"{key}.check").click().run()
    if posed.answer_type in ("card", "cards"):
        cards = [value] if isinstance(value, Card) else list(value)  # type: ignore[call-overload]
        at.button_group(key=key).set_value([str(c) for c in cards])  # sent with the form
        return at.button(key=f"{key}.check").click().run()
    choice = ("yes" if value else "no") if posed.answer_type == "yes_no" else str(value)
    return at.button(key=f"{key}.{choice}").click().run()


def test_the_path_shows_every_lesson_with_stars(open_app: Any) -> None:
    at = lessons(open_app)
    assert [h.value for h in at.header] == ["Lessen"]
    shown = texts(at)
    assert "**1. De kaarten en hun waarde**" in shown
    shipped = len(list((ROOT / "lessons").glob("*.yaml")))  # the strategy chapter grows
    assert f"**{shipped}. Straight gin en spelen met drie of vier**" in shown
    assert shown.count("☆☆☆") == shipped + 7  # the lessons and each chapter's quiz
    assert not at.error


def test_the_first_lesson_in_dutch_with_a_mistake_and_a_hint(open_app: Any) -> None:
    at = lessons(open_app)
    at.button(key="lessons.start.cards").click().run()
    runner = LessonRunner(load_lesson(ROOT / "lessons" / "01-cards.yaml"))
    mistakes = 0
    while not runner.finished:
        assert at.caption[0].value == f"Stap {runner.index + 1} van {len(runner.lesson.steps)}"
        if isinstance(runner.step, AskStep):
            posed = runner.posed
            assert posed is not None
            if mistakes == 0:
                wrong = posed.wrong_answer()
                at = answer(at, runner, wrong)
                runner.answer(wrong)
                assert "Niet goed." in texts(at) and "Nog niet goed" in texts(at)
                at.button(key=step_key(at, "lessons.hint.")).click().run()
                assert "Zoek eerst de combinaties" in at.info[0].value
                mistakes += 1
            at = answer(at, runner, posed.solution)
            runner.answer(posed.solution)
            assert "Goed zo!" in texts(at)
            assert "Dood hout:" in texts(at)  # the engine's explanation, in Dutch
        at.button(key=step_key(at, "lessons.next.")).click().run()
        runner.next()
        assert not at.exception
    assert "Les klaar: 1 van de 3 sterren." in texts(at)  # one mistake and one hint
    at.button(key="lessons.back.end").click().run()
    assert "★☆☆" in texts(at)
    assert at.session_state[page.PROGRESS]["cards"]["stars"] == 1


def test_a_lesson_opens_from_a_link_and_takes_a_live_move(open_app: Any) -> None:
    at = lessons(open_app, "en-US", lesson="knock")
    assert [h.value for h in at.header] == ["Knocking"]
    runner = at.session_state[page.RUNNER]
    while not isinstance(runner.step, TryStep):
        if isinstance(runner.step, AskStep):
            assert runner.posed is not None
            at = answer(at, runner, runner.posed.solution)
        at.button(key=step_key(at, "lessons.next.")).click().run()
        runner = at.session_state[page.RUNNER]
    at = send(at, page.LIVE_TABLE, {"kind": "draw"})  # draw from the stock, at the table
    at.button(key=step_key(at, "lessons.next.")).click().run()
    runner = at.session_state[page.RUNNER]
    hand = runner.table.your_cards
    assert hand is not None and len(hand) == 11
    # A plain discard is refused: the engine says you can knock.
    at = send(at, page.LIVE_TABLE, {"kind": "discard", "card": "Kd"})
    assert "You can knock this turn" in "\n".join(e.value for e in at.error)
    assert table_data(at, page.LIVE_TABLE)["knock"]  # the table offers the knock
    at = send(at, page.LIVE_TABLE, {"kind": "knock", "card": "Kd"})
    assert "Right!" in texts(at)
    assert "within the knock limit of 10" in texts(at)


def test_broken_lessons_show_as_error_cards(open_app: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TUTOR_LESSONS", str(BROKEN))
    at = lessons(open_app, "en-US")
    errors = "\n".join(e.value for e in at.error)
    assert errors.count("This lesson cannot be opened") == 3
    assert "04-bad-card.yaml" in errors and "'11h' is not a card" in errors
    assert "05-python-tag.yaml" in errors and "is not allowed" in errors
    # The sound lesson beside them still opens and can be answered.
    at.button(key="lessons.start.good").click().run()
    runner = at.session_state[page.RUNNER]
    at.button(key=step_key(at, "lessons.next.")).click().run()
    at = answer(at, runner, 5)
    assert "Right!" in texts(at) and not at.exception


def test_give_up_shows_the_engines_answer(open_app: Any) -> None:
    at = lessons(open_app, "en-US", lesson="deadwood")
    runner = at.session_state[page.RUNNER]
    at.button(key=step_key(at, "lessons.next.")).click().run()
    at.button(key=step_key(at, "lessons.next.")).click().run()
    assert runner.posed is not None and runner.posed.answer_type == "choice"
    at.button(key=step_key(at, "lessons.give_up.")).click().run()
    assert inked("The answer: 7♠ 8♠ 9♠ · 7♥ 7♦ 7♣ · 3♦ 4♦ 5♦.") in texts(at)  # in their ink
    assert runner.mistakes == 1 and runner.solved


def test_cards_are_drawn_and_named_in_the_language(open_app: Any) -> None:
    at = lessons(open_app, "nl-NL", lesson="melds")
    html = "".join(str(h.value) for h in at.html)
    assert 'aria-label="schoppen boer"' in html and "gt-meld" in html  # [Js Jh Jc] as a meld
    at.button(key=step_key(at, "lessons.next.")).click().run()
    runner = at.session_state[page.RUNNER]
    assert isinstance(runner.step, AskStep) and runner.step.cards == CardSet.parse("7s 7h 7d")
    assert [b.label for b in at.button if b.key and ".q." in b.key] == ["ja", "nee"]


def test_the_four_player_team_question_is_answered_on_the_page(open_app: Any) -> None:
    at = lessons(open_app, "nl-NL", lesson="variants")
    runner = at.session_state[page.RUNNER]
    for _ in range(20):
        step = runner.step
        if isinstance(step, AskStep) and step.ask == "team_winner":
            break
        if runner.posed is not None and not runner.solved:
            at = answer(at, runner, runner.posed.solution)
        elif not runner.solved:
            at.button(key=step_key(at, "lessons.give_up.")).click().run()
        at.button(key=step_key(at, "lessons.next.")).click().run()
        runner = at.session_state[page.RUNNER]
    assert isinstance(runner.step, AskStep) and runner.step.ask == "team_winner"
    shown = [str(o) for r in at.radio for o in r.options] + [b.label for b in at.button]
    assert "jouw team" in shown and "het andere team" in shown
    at = answer(at, runner, "other_team")
    assert not at.exception and "Goed" in texts(at)
    assert "Jouw team: jij 185 + je teamgenoot 40 = 225." in texts(at)


def test_lesson_errors_name_the_file_not_the_servers_folder(
    open_app: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TUTOR_LESSONS", str(BROKEN))
    at = lessons(open_app, "en-US")
    errors = "\n".join(e.value for e in at.error)
    assert "04-bad-card.yaml, line" in errors
    assert str(BROKEN) not in errors and str(ROOT) not in errors


def _to_the_try(at: AppTest) -> AppTest:
    runner = at.session_state[page.RUNNER]
    while not isinstance(runner.step, TryStep):
        if isinstance(runner.step, AskStep):
            assert runner.posed is not None
            at = answer(at, runner, runner.posed.solution)
        at.button(key=step_key(at, "lessons.next.")).click().run()
        runner = at.session_state[page.RUNNER]
    return at


def test_the_layoffs_are_played_at_the_table_by_the_cards(open_app: Any) -> None:
    """Lesson "Laying off": the opponent knocks; the learner lays off card by card on the
    knocker's melds at the table, only where the engine allows it, then says done."""
    at = _to_the_try(lessons(open_app, "en-US", lesson="layoffs"))
    assert not [b for b in at.button if b.key and b.key.startswith("lessons.m.")]  # no buttons
    data = table_data(at, page.LIVE_TABLE)
    assert data["phase"] == "layoff" and data["done"]
    spread = [[c["card"] for c in m["cards"]] for m in data["spread"]["melds"]]
    fits = {c["card"]: c["layoff"] for c in data["hand"] if c["layoff"]}
    hand = at.session_state[page.RUNNER].table.state
    assert fits == {
        str(a.card): [n for n, m in enumerate(hand.spread) if m == a.meld]
        for a in hand.legal_actions()
        if isinstance(a, LayOff)
    }  # exactly the engine's layoffs
    wrong = next(n for n in range(len(spread)) if n not in fits["5c"])
    at = send(at, page.LIVE_TABLE, {"kind": "layoff", "card": "5c", "meld": wrong})
    assert "does not fit" in "\n".join(w.value for w in at.warning)  # the engine's reason
    for _ in range(8):
        data = table_data(at, page.LIVE_TABLE) if has_table(at, page.LIVE_TABLE) else None
        if data is None or data["phase"] != "layoff":
            break
        laid = next((c for c in data["hand"] if c["layoff"]), None)
        if laid is None:
            at = send(at, page.LIVE_TABLE, {"kind": "done"})
        else:
            at = send(
                at,
                page.LIVE_TABLE,
                {"kind": "layoff", "card": laid["card"], "meld": laid["layoff"][0]},
            )
        assert not at.exception
    assert "Right!" in texts(at)
    runner = at.session_state[page.RUNNER]
    assert {str(x.card) for x in runner.table.state.layoffs} == {"5c", "9c", "Qc", "5h"}


def test_hints_say_what_they_cost_and_lower_the_stars_as_said(open_app: Any) -> None:
    at = lessons(open_app)
    at.button(key="lessons.start.cards").click().run()
    runner = LessonRunner(load_lesson(ROOT / "lessons" / "01-cards.yaml"))
    asked = 0
    while not runner.finished:
        if isinstance(runner.step, AskStep):
            posed = runner.posed
            assert posed is not None
            hint = at.button(key=step_key(at, "lessons.hint."))
            if asked == 0:  # the first question: one hint, which costs a star
                assert hint.label == "Tip 1 van 3: de regel (kost 1 ster)"
                ladder = "Tips, één voor één: de regel, de kaarten, het antwoord. Elke tip kost"
                assert any(c.value.startswith(ladder) for c in at.caption)
                hint.click().run()
                runner.hint()
                shown = at.info[0].value
                assert shown.startswith("**Tip 1 van 3: de regel**")
                assert "De regel: Dood hout." in shown and "(R9)" in shown
                label = at.button(key=step_key(at, "lessons.hint.")).label
                assert label == "Tip 2 van 3: de kaarten (kost 1 ster)"
            elif asked == 1:  # the second: up the whole ladder, down to the least stars
                assert hint.label == "Tip 1 van 3: de regel (kost 1 ster)"  # 2 stars left
                hint.click().run()
                runner.hint()
                hint = at.button(key=step_key(at, "lessons.hint."))
                assert hint.label == (
                    "Tip 2 van 3: de kaarten (kost geen ster meer: 1 ster blijft voor het afmaken)"
                )
                hint.click().run()
                runner.hint()
                assert at.info[1].value.startswith("**Tip 2 van 3: de kaarten**")
                hint = at.button(key=step_key(at, "lessons.hint."))
                assert hint.label == (
                    "Tip 3 van 3: het antwoord (telt als een fout, zonder nog een ster te kosten)"
                )
                hint.click().run()
                runner.hint()
                assert f"Het antwoord: {posed.solution}." in texts(at)
            if not runner.solved:
                at = answer(at, runner, posed.solution)
                runner.answer(posed.solution)
            asked += 1
        at.button(key=step_key(at, "lessons.next.")).click().run()
        runner.next()
        assert not at.exception
    assert runner.result().hints == 3 and runner.result().mistakes == 1
    assert "Les klaar: 1 van de 3 sterren." in texts(at)
    assert "Fouten: 1 · tips: 3" in texts(at)


def test_a_wrong_number_is_told_its_side_without_the_answer(open_app: Any) -> None:
    at = lessons(open_app)
    at.button(key="lessons.start.cards").click().run()
    runner: LessonRunner = at.session_state[page.RUNNER]
    while runner.posed is None or runner.posed.answer_type != "number":
        at.button(key=step_key(at, "lessons.next.")).click().run()
        runner = at.session_state[page.RUNNER]
    posed = runner.posed
    high = posed.solution + 1
    assert posed.grade(high).diagnosis == ()  # no catalogued slip: only its side is told
    at = answer(at, runner, high)
    shown = texts(at)
    assert f"{high} is te veel" in shown and "Nog niet goed" in shown
    told = shown.split("Nog niet goed")[1]
    assert not re.search(rf"(?<![\w.,]){posed.solution}(?!\w)", told)  # the answer stays hidden
    assert not at.exception


def test_a_lessons_own_words_show_its_cards_in_their_ink(open_app: Any) -> None:
    """The text a lesson file writes names its cards as the sentences do (J♥, in Dutch ♥B)
    and the page puts them in the suit's ink, as it does the engine's sentences."""
    for locale, card in (("en-US", "J♥"), ("nl-NL", "♥B")):
        at = lessons(open_app, locale, lesson="layoffs")
        while "·" not in texts(at):  # up to the opponent's knock
            at.button(key=step_key(at, "lessons.next.")).click().run()
        said = texts(at)
        assert f':color[{card}]{{foreground="#c8102e"}}' in said, said
        assert "Jh" not in said and "[As" not in said
