"""``tutor lessons check`` proves every stated answer and catches broken lesson files."""

from __future__ import annotations

from pathlib import Path

import pytest

from tutor.bot.weigh import weigh_knock
from tutor.cli import main
from tutor.curriculum.checker import check_folder, check_lesson
from tutor.curriculum.loader import parse_lesson

ROOT = Path(__file__).resolve().parents[2]
BROKEN = Path(__file__).parent / "data" / "broken"


def test_the_curriculum_has_no_problems(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["lessons", "check"]) == 0
    lines = capsys.readouterr().out.splitlines()
    report = check_folder(ROOT / "lessons", judge=weigh_knock)
    assert lines == [report.summary()]
    assert report.lessons >= 14 and report.steps > 100 and report.ok


def test_the_broken_fixtures_are_each_caught(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["lessons", "check", str(BROKEN), "--no-coverage"]) == 1
    *problems, summary = capsys.readouterr().out.splitlines()
    assert summary == "5 lessons, 4 steps, 4 problems"
    wrong, translation, card, tag = problems
    assert wrong.endswith(
        "02-wrong-expect.yaml, line 10, field steps[1].expect: the lesson expects 12, "
        "but the engine answers 5"
    )
    assert (
        "03-missing-translation.yaml, line 9, field steps[1].question: missing translation 'en'"
        in translation
    )
    assert "04-bad-card.yaml, line 8, field steps[0].position.hand: '11h' is not a card" in card
    assert "05-python-tag.yaml, line 4, field summary: tag '!!python/object/apply" in tag
    assert not Path("pwned-by-yaml").exists()


def test_coverage_is_checked_unless_turned_off(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["lessons", "check", "--lessons", str(BROKEN)]) == 1
    out = capsys.readouterr().out
    assert "no lesson teaches R1, R2, R3" in out
    assert out.splitlines()[-1] == "5 lessons, 4 steps, 5 problems"


def test_a_missing_folder_is_an_error(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert main(["lessons", "check", str(tmp_path / "nowhere")]) == 2
    assert "is not a folder of lessons" in capsys.readouterr().err


def test_list_shows_the_path_of_lessons(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["lessons", "list", "--lang", "nl"]) == 0
    first = capsys.readouterr().out.splitlines()[0]
    assert first.startswith("cards") and "De kaarten en hun waarde" in first


LESSON = """\
id: probe
title: {{nl: Proef, en: Probe}}
summary: {{nl: Een proef., en: A probe.}}
rules: [R15]
steps:
{steps}
"""


def problems_of(steps: str) -> list[str]:
    return check_lesson(parse_lesson(LESSON.format(steps=steps), "probe.yaml"))


def test_a_wrong_stated_move_is_caught() -> None:
    steps = """\
  - deal:
      you: As 2s 3s 4h 5h 6h Qc Qd Qs 9d
      opponent: 7c 8c 9c 5d 5s 5c Jh Jd Js 2d
      upcard: Kh
      stock: [Kd]
  - play: ["you: pass", "opponent: pass"]
  - try: discard
    prompt: {nl: Pak eerst., en: Draw first.}
  """
    found = problems_of(steps)
    assert len(found) == 1 and "a 'discard' try cannot be made in the draw phase" in found[0]
    steps = steps.replace("try: discard", "try: draw").replace(
        "prompt: {nl: Pak eerst., en: Draw first.}",
        "prompt: {nl: Pak eerst., en: Draw first.}\n    expect: take Kh",
    )
    found = problems_of(steps)
    assert len(found) == 1
    assert "line 14, field steps[2].expect: the lesson expects 'take Kh'" in found[0]


def test_an_illegal_scripted_action_is_caught() -> None:
    found = problems_of(
        """\
  - deal:
      you: As 2s 3s 4h 5h 6h Qc Qd Qs 9d
      opponent: 7c 8c 9c 5d 5s 5c Jh Jd Js 2d
      upcard: Kh
  - play: ["opponent: pass"]
"""
    )
    assert found == [
        "probe.yaml, line 10, field steps[1].play[0]: 'pass' is written for opponent, but it "
        "is the turn of you"
    ]


def test_an_untranslated_text_is_caught() -> None:
    same = "This sentence was never translated into Dutch at all."
    found = problems_of(f"  - explain: {{nl: {same}, en: {same}}}")
    assert found == [
        "probe.yaml, line 6, field steps[0].explain: the nl text is the en text: missing "
        "translation?"
    ]


def test_an_answer_already_on_the_screen_is_caught() -> None:
    # The opponent's layout says its deadwood (19) before the question asks for it (issue 14).
    knock = """\
  - deal:
      you: As 2s 3s 7h 7d 7c 9h 9d 9c Kd
      opponent: 4c 5c 6c Js Jd Jc 5s 2h Kh 2c
      upcard: Qh
      stock: [6d]
  - play: ["you: pass", "opponent: pass", "you: draw stock", "you: knock Kd", "opponent: done"]
  - ask: final_deadwood
    of: opponent
    question: {nl: Hoeveel dood hout heeft de tegenstander?, en: How much deadwood?}
"""
    found = problems_of(knock)
    assert len(found) == 1, found
    assert "the question gives nothing to find: the answer 19 stands in" in found[0]
    assert "= 19" in found[0]
    # Pinned wording that names the cards without their total leaves something to find.
    hidden = knock.replace(
        '"opponent: done"]\n',
        '"opponent: done"]\n    wording:\n      defender.deadwood:\n'
        '        {nl: "Zijn losse kaarten: {cards}.", en: "His loose cards: {cards}."}\n',
    )
    assert problems_of(hidden) == []


def test_a_verdict_stated_by_an_earlier_answer_is_caught() -> None:
    # "Who scores?" answered with the full score would give away "how many points?".
    steps = """\
  - position:
      hand: As 2s 3s 4h 5h 6h Qs Qd Qc 9d
      opponent: 5s 5d 5c 7c 8c 9c Js Jh Jd 2d
      knocker: you
  - ask: winner
    question: {nl: Wie scoort?, en: Who scores?}
  - ask: points
    question: {nl: Hoeveel punten?, en: How many points?}
"""
    assert problems_of(steps) == []  # the winner's feedback names no points
    twice = steps + "  - ask: winner\n    question: {nl: Wie nu?, en: And now?}\n"
    found = problems_of(twice)
    assert len(found) == 1 and "its answer, 'The defender scores 32. (R19)'" not in found[0]
    assert "its answer, 'Undercut: the defender has no more deadwood" in found[0]
