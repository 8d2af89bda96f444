"""The strategy chapter's lessons: taking the upcard or drawing blind (judged by the engine),
knocking or waiting (judged by the coach's evaluator, refused when it does not decide),
walked in both languages and found in the chapter and its quiz."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from tests.curriculum.test_lesson_files import play
from tests.curriculum.test_lessons_page import answer, lessons, step_key, texts
from tests.ui import conftest as ui
from tutor.bot.weigh import weigh_knock
from tutor.curriculum import LessonRunner, lessons_dir, load_folder, parse_lesson
from tutor.curriculum.chapters import chapters_of
from tutor.curriculum.checker import check_lesson
from tutor.curriculum.knocking import SAMPLES, Z
from tutor.curriculum.loader import load_lesson
from tutor.curriculum.quiz import quiz_of
from tutor.curriculum.schema import AskStep, TryStep
from tutor.engine.actions import Discard, Knock, Pass, Take
from tutor.engine.cards import Card, CardSet
from tutor.engine.errors import LessonError
from tutor.engine.events import Reason
from tutor.engine.state import PlayerView
from tutor.explain import say
from tutor.ui.views import lessons as page

ROOT = Path(__file__).resolve().parents[2]
UPCARD = ROOT / "lessons" / "13a-upcard.yaml"
KNOCK = ROOT / "lessons" / "13b-knock-or-wait.yaml"
PICKS = ROOT / "lessons" / "13c-picks.yaml"
KEEP = ROOT / "lessons" / "13d-keep.yaml"


def upto(runner: LessonRunner, kind: type, number: int = 1) -> LessonRunner:
    """The runner at the ``number``-th step of ``kind``, every step before solved by the
    engine's own answers and moves."""
    seen = 0
    while True:
        if isinstance(runner.step, kind):
            seen += 1
            if seen == number:
                return runner
        if isinstance(runner.step, AskStep) and not runner.solved:
            assert runner.posed is not None
            runner.answer(runner.posed.solution)
        while isinstance(runner.step, TryStep) and not runner.solved:
            runner.act(runner.accepted_moves()[0])
        runner.next()


def test_a_card_that_makes_a_meld_is_taken_and_passing_it_is_wrong() -> None:
    runner = upto(LessonRunner(load_lesson(UPCARD)), TryStep)
    assert runner.accepted_moves() == [Take(Card.parse("7h"))]
    refused = runner.clone().act(Pass())
    assert not refused.ok
    assert [r.code for r in refused.reasons] == ["lesson.take_helps"]
    taken = runner.act(Take(Card.parse("7h")))
    assert taken.ok and taken.reasons[0].code == "lesson.take_helps"


def test_a_low_card_that_only_lowers_a_little_is_left_and_the_numbers_say_why() -> None:
    runner = upto(LessonRunner(load_lesson(UPCARD)), AskStep)
    posed = runner.posed
    assert posed is not None and posed.solution is False
    wrong = runner.clone().answer("yes")
    assert not wrong.ok
    codes = [r.code for r in wrong.reasons]
    assert codes == ["lesson.take_no_meld", "lesson.take_lowers_only"]
    lowers = wrong.reasons[1]
    assert (lowers.get("before"), lowers.get("after")) == (56, 48)  # the king goes, the 2 stays
    assert say(lowers, "nl").startswith("Je dood hout zou van 56 naar 48 gaan")
    assert runner.answer("no").ok


def test_a_card_that_only_shows_the_plan_is_passed() -> None:
    runner = upto(LessonRunner(load_lesson(UPCARD)), TryStep, 3)
    assert runner.accepted_moves() == [Pass()]
    took = runner.clone().act(Take(Card.parse("8d")))
    assert not took.ok and took.reasons[0].code == "lesson.take_no_meld"
    assert "♦8 maakt geen combinatie af" in say(took.reasons[0], "nl")


def test_knock_early_is_the_coachs_answer_with_its_numbers() -> None:
    runner = upto(LessonRunner(load_lesson(KNOCK), weigh_knock), AskStep)
    posed = runner.posed
    assert (
        posed is not None
        and posed.solution == "knock_now"
        and posed.options
        == (
            "knock_now",
            "wait",
        )
    )
    assert runner.table.state is not None
    weighed = weigh_knock(runner.table.state.view(0), 0, SAMPLES)
    assert weighed.gain > Z * weighed.error and weighed.knock == Knock(Card.parse("Kc"))
    # the review's own counts (averages, undercuts, ...), then the lesson's verdict
    assert posed.explanation[:-1] == weighed.notes
    assert "review.knock.undercut" in {r.code for r in weighed.notes}
    verdict = posed.explanation[-1]
    assert verdict.code == "lesson.knock_or_wait.knock_now"
    assert (verdict.get("gain"), verdict.get("samples")) == (round(weighed.gain, 1), SAMPLES)
    assert say(verdict, "nl").startswith("Klop met ♣H: over 100 handen levert dat gemiddeld")
    wrong = runner.clone().answer("wait")
    assert not wrong.ok and wrong.solved  # two choices: one wrong answer ends the question
    assert runner.answer("knock_now").ok


def test_waiting_late_against_an_opponent_who_took_cards_is_the_coachs_answer() -> None:
    runner = upto(LessonRunner(load_lesson(KNOCK), weigh_knock), AskStep, 2)
    assert runner.table.state is not None
    view = runner.table.state.view(0)
    assert view.opponent_known == view.opponent_known.parse("8h Jh")  # what he took and kept
    posed = runner.posed
    assert posed is not None and posed.solution == "wait"
    weighed = weigh_knock(view, 0, SAMPLES)
    assert -weighed.gain > Z * weighed.error
    undercut = next(r for r in posed.explanation if r.code == "review.knock.undercut")
    assert int(undercut.get("share")) >= 30  # the knock is often undercut
    assert not runner.clone().answer("knock_now").ok
    assert runner.answer("wait").ok


COIN_FLIP = """\
id: probe
title: {nl: Proef, en: Probe}
summary: {nl: Een proef., en: A probe.}
rules: [R15]
steps:
  - deal:
      you: 4h 5h 6h 8s 8d 8c 9c Tc Jc Kd
      opponent: Qs Qc Qh Js 3c 5c 7d Td 2h 6s
      upcard: Kc
      stock: [3s]
  - play: ["you: pass", "opponent: pass", "you: draw stock"]
  - ask: knock_or_wait
    question: {nl: "Kloppen of wachten?", en: "Knock or wait?"}
"""


@dataclass(frozen=True)
class Fixed:
    """A judge with fixed numbers, to test the margin the checker asks for."""

    knock: Knock
    knock_points: float
    wait_points: float
    gain: float
    error: float
    samples: int
    notes: tuple[Reason, ...] = ()


def fixed(gain: float, error: float) -> object:
    def judge(view: PlayerView, seed: int, samples: int) -> Fixed:
        return Fixed(Knock(Card.parse("Kd")), 40.0 + gain, 40.0, gain, error, samples)

    return judge


def test_the_checker_refuses_a_knock_or_wait_the_coach_does_not_decide() -> None:
    lesson = parse_lesson(COIN_FLIP, "probe.yaml")
    problems = check_lesson(lesson, weigh_knock)  # knock with 3 early: a gain near the noise
    assert len(problems) == 1 and "does not decide between knocking and waiting" in problems[0]
    assert problems[0].startswith("probe.yaml, line 12, field steps[2]")
    assert "a coin flip" in problems[0]
    for gain, error, refused in ((4.0, 1.5, True), (2.5, 0.5, True), (4.0, 1.2, False)):
        found = check_lesson(lesson, fixed(gain, error))  # type: ignore[arg-type]
        assert any("does not decide" in p for p in found) == refused, (gain, error, found)
    assert not check_lesson(lesson, fixed(-6.0, 1.0))  # type: ignore[arg-type]


def test_the_checker_measures_the_verdict_again_on_other_seeds() -> None:
    lesson = parse_lesson(COIN_FLIP, "probe.yaml")

    def lucky(view: PlayerView, seed: int, samples: int) -> Fixed:
        gain = 6.0 if seed == 0 else (1.0 if seed == 1 else -6.0)  # one lucky draw of deals
        return Fixed(Knock(Card.parse("Kd")), 40.0 + gain, 40.0, gain, 1.0, samples)

    problems = check_lesson(lesson, lucky)  # type: ignore[arg-type]
    assert [p.split(": ")[1].split(",")[0] for p in problems] == [
        "measured again on the deals of seed 1",
        "measured again on the deals of seed 2",
    ]
    assert all("rests on one draw of hidden deals" in p for p in problems)
    assert not check_lesson(lesson, fixed(6.0, 1.0))  # type: ignore[arg-type]


def test_a_knock_or_wait_without_the_coach_is_a_clear_error() -> None:
    with pytest.raises(LessonError, match="needs the coach's evaluator"):
        upto(LessonRunner(parse_lesson(COIN_FLIP, "probe.yaml")), AskStep)


def test_only_a_knock_or_wait_question_has_a_seed() -> None:
    with pytest.raises(LessonError, match="only a 'knock_or_wait' question has a seed"):
        parse_lesson(
            COIN_FLIP.replace("rules: [R15]", "rules: [R9]").replace(
                "  - ask: knock_or_wait\n", "  - ask: deadwood\n    seed: 3\n"
            )
        )
    seeded = parse_lesson(
        COIN_FLIP.replace("  - ask: knock_or_wait\n", "  - ask: knock_or_wait\n    seed: 7\n")
    )
    assert [s.seed for s in seeded.steps if isinstance(s, AskStep)] == [7]


def test_the_cards_that_fit_what_the_opponent_took_are_dangerous() -> None:
    runner = upto(LessonRunner(load_lesson(PICKS)), AskStep)
    assert runner.table.state is not None
    assert runner.table.state.view(0).opponent_known == CardSet.parse("8d 5s")
    posed = runner.posed
    assert posed is not None and posed.solution == CardSet.parse("7d 8c 6s")
    feeds = {
        r.get("card"): str(r.get("meld")) for r in posed.explanation if r.code.endswith("feeds")
    }
    assert feeds == {
        Card.parse("7d"): "[6d 7d 8d]",
        Card.parse("8c"): "[8s 8d 8c]",
        Card.parse("6s"): "[4s 5s 6s]",
    }
    wrong = runner.clone().answer("7d 8c As")  # a safe card named, a dangerous one missed
    assert not wrong.ok and not wrong.solved
    assert [r.code for r in wrong.reasons] == ["lesson.danger.not", "lesson.danger.missed"]
    assert (
        say(wrong.reasons[0], "nl")
        == "♠A maakt geen combinatie met een kaart die hij pakte. (R6, R7)"
    )
    assert say(wrong.reasons[1], "en") == "You missed 1 dangerous card. (R6, R7)"
    assert runner.answer("6s 7d 8c").ok


def test_a_dead_middle_card_makes_a_card_safe_and_the_safe_discard_is_clicked() -> None:
    runner = upto(LessonRunner(load_lesson(PICKS)), AskStep, 2)
    posed = runner.posed
    assert posed is not None and posed.solution == CardSet.parse("8c 6s")  # 9d lies dead
    runner.answer(posed.solution)
    runner.next()
    assert isinstance(runner.step, TryStep) and runner.step.goal == "safe_discard"
    assert runner.accepted_moves() == [Discard(Card.parse("7d"))]
    fed = runner.clone().act(Discard(Card.parse("8c")))  # least deadwood, but it feeds him
    assert not fed.ok and fed.reasons[0].code == "lesson.danger.feeds"
    worse = runner.clone().act(Discard(Card.parse("Kd")))
    assert not worse.ok and worse.reasons[0].code == "lesson.danger.safe_leaves"
    knock = runner.clone().act(Discard(Card.parse("As")))
    assert not knock.ok
    assert runner.act(Discard(Card.parse("7d"))).ok


def test_a_run_has_two_outs_and_a_set_one() -> None:
    runner = upto(LessonRunner(load_lesson(KEEP)), AskStep)
    posed = runner.posed
    assert posed is not None and posed.solution == 2
    assert say(posed.explanation[0], "nl").startswith("Met ♥5 ♥6 ♥7 maak je nog een combinatie")
    too_many = runner.clone().answer(3)  # 4h and 8h, nothing else
    assert not too_many.ok and [r.code for r in too_many.reasons][:1] == ["lesson.outs.too_many"]
    runner.answer(2)
    runner.next()
    assert runner.posed is not None and runner.posed.solution == 1  # only 9c: a set waits
    assert not runner.clone().answer(2).ok
    assert runner.answer(1).ok


def test_the_strategy_lessons_walk_in_both_languages_wrong_answers_first() -> None:
    for path in (UPCARD, KNOCK, PICKS, KEEP):
        runner = LessonRunner(load_lesson(path), weigh_knock)
        assert play(runner, wrong_first=True) >= 3
        assert runner.result().stars == 1


def test_the_strategy_lessons_are_on_the_path_and_in_its_quiz() -> None:
    shipped = load_folder(lessons_dir()).lessons
    strategy = next(c for c in chapters_of(shipped) if c.id == "strategy")
    ids = [lesson.id for lesson in strategy.lessons]
    assert ids == ["strategy", "upcard", "knock-or-wait", "picks", "keep"]
    quiz = quiz_of(strategy, weigh_knock)
    assert quiz is not None
    asked = [s for s in quiz.steps if isinstance(s, AskStep)]
    # each lesson of the chapter gives the quiz a question
    assert {Path(s.place.file).name for s in asked} == {
        Path(lesson.source).name for lesson in strategy.lessons
    }
    assert "knock_or_wait" in {s.ask for s in asked}
    assert not check_lesson(quiz, weigh_knock)
    without = quiz_of(strategy)  # without the coach its questions are left out, nothing fails
    assert without is not None and "knock_or_wait" not in {
        s.ask for s in without.steps if isinstance(s, AskStep)
    }


_components = ui._components  # the app's own AppTest fixtures, as the Lessons page tests use
open_app = ui.open_app


def test_the_lessons_page_asks_the_coach_in_dutch(open_app: Any) -> None:
    at = lessons(open_app, "nl-NL", lesson="knock-or-wait")
    runner: LessonRunner = at.session_state[page.RUNNER]
    assert runner.lesson.id == "knock-or-wait" and runner.judge is weigh_knock
    while not isinstance(runner.step, AskStep):
        at.button(key=step_key(at, "lessons.next.")).click().run()
        runner = at.session_state[page.RUNNER]
    labels = [b.label for b in at.button if b.key and b.key.startswith("lessons.q.")]
    assert labels[:2] == ["nu kloppen", "wachten"]
    at = answer(at, runner, "wait")  # wrong: the coach's numbers say why
    shown = texts(at)
    assert not at.exception
    assert "Tegen de handen die de tegenstander kan hebben, levert nu kloppen gemiddeld" in shown
    assert "Klop met ♣H: over 100 handen levert dat gemiddeld" in shown
