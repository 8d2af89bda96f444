"""The lessons as a path: chapters in order, what is done and its stars, what is next."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from tests.curriculum.test_lessons_page import lessons, to_the_end
from tests.ui import conftest as ui
from tutor.bot.weigh import weigh_knock
from tutor.curriculum import LessonRunner, lessons_dir, load_folder, parse_lesson
from tutor.curriculum.chapters import CHAPTERS, OTHER, chapters_of
from tutor.curriculum.checker import check_lesson
from tutor.curriculum.quiz import quiz_of
from tutor.curriculum.schema import AskStep
from tutor.engine.errors import LessonError
from tutor.ui import learner
from tutor.ui.views import lessons as page

_components = ui._components
open_app = ui.open_app

LESSON = """\
id: probe
title: {{nl: Proef, en: Probe}}
summary: {{nl: Een proef., en: A probe.}}
{chapter}rules: [R1]
steps:
  - explain: {{nl: Hallo daar, en: Hello there}}
"""


def test_every_shipped_lesson_is_in_a_chapter_and_the_chapters_follow_the_path() -> None:
    shipped = load_folder(lessons_dir()).lessons
    assert all(lesson.chapter in CHAPTERS for lesson in shipped)
    chapters = chapters_of(shipped)
    assert [c.id for c in chapters] == list(CHAPTERS)
    walked = [lesson.id for chapter in chapters for lesson in chapter.lessons]
    assert walked == [lesson.id for lesson in shipped]  # the path keeps the lessons' order


def test_an_unknown_chapter_is_refused_quoting_it() -> None:
    with pytest.raises(LessonError, match=r"'endgame' is not a chapter of the path \(known: ca"):
        parse_lesson(LESSON.format(chapter="chapter: endgame\n"), "probe.yaml")


def test_a_lesson_without_a_chapter_comes_after_the_others() -> None:
    mine = parse_lesson(LESSON.format(chapter=""), "probe.yaml")
    first = load_folder(lessons_dir()).lessons[0]
    assert [c.id for c in chapters_of([mine, first])] == [first.chapter, OTHER]


def test_the_path_shows_chapters_progress_and_what_is_next(open_app: Any) -> None:
    at = lessons(open_app, "en-US")
    heads = [h.value for h in at.subheader]
    assert heads[:3] == [
        "Chapter 1: The cards and melds",
        "Chapter 2: A turn",
        "Chapter 3: Ending a hand",
    ]
    assert "0 of 3 lessons done · 0 of 9 stars" in [c.value for c in at.caption]
    start = at.button(key="lessons.start.cards")
    assert start.proto.type == "primary"  # the first lesson is next
    assert any("Next up" in m.value for m in at.markdown if "The cards and" in m.value)

    start.click().run()
    at = to_the_end(at)
    at.button(key="lessons.back.end").click().run()
    assert "1 of 3 lessons done · 3 of 9 stars" in [c.value for c in at.caption]
    assert at.button(key="lessons.start.melds").proto.type == "primary"  # now the second is next
    assert at.button(key="lessons.start.cards").proto.type == "secondary"


def test_the_path_reads_in_dutch(open_app: Any) -> None:
    at = lessons(open_app, "nl-NL")
    assert at.subheader[0].value == "Hoofdstuk 1: De kaarten en combinaties"
    assert "0 van 3 lessen af · 0 van 9 sterren" in [c.value for c in at.caption]


def test_each_quiz_mixes_questions_that_stand_on_their_own() -> None:
    shipped = load_folder(lessons_dir()).lessons
    made = {c.id: quiz_of(c, weigh_knock) for c in chapters_of(shipped)}
    assert all(made[c] is not None for c in ("cards", "ending", "scoring")), made
    for chapter, quiz in made.items():
        if quiz is None:
            continue
        assert quiz.id == f"quiz-{chapter}" and quiz.chapter == chapter
        asks = [s for s in quiz.steps if isinstance(s, AskStep)]
        assert 2 <= len(asks) <= 6
        assert not check_lesson(
            quiz, weigh_knock
        )  # nothing given away, every text in both languages
        sources = {s.place.file for s in asks}
        lesson_files = {Path(lesson.source).name for lesson in shipped if lesson.chapter == chapter}
        assert {Path(f).name for f in sources} <= lesson_files  # questions of its own lessons
        runner = LessonRunner(quiz, weigh_knock)
        while not runner.finished:  # the engine's answers finish it
            if not runner.solved:
                assert runner.posed is not None
                runner.answer(runner.posed.solution)
            runner.next()
        assert runner.result().stars == 3
    ending = made["ending"]
    assert ending is not None
    files = [s.place.file for s in ending.steps if isinstance(s, AskStep)]
    assert len(set(files)) >= 2 and files != sorted(files)  # mixed across its lessons


def test_a_chapter_quiz_is_taken_from_the_path_and_starred(open_app: Any) -> None:
    at = lessons(open_app, "en-US")
    assert any("**Quiz: The cards and melds**" in m.value for m in at.markdown)
    at.button(key="lessons.start.quiz-cards").click().run()
    assert at.session_state[page.RUNNER].lesson.id == "quiz-cards"
    at = to_the_end(at)
    assert not at.exception
    at.button(key="lessons.back.end").click().run()
    assert at.button(key="lessons.start.quiz-cards").label == "Again"
    again = lessons(open_app, "en-US", lesson="quiz-cards")  # its address opens it too
    assert again.session_state[page.RUNNER].lesson.id == "quiz-cards"


def test_only_the_chapter_the_learner_is_in_lies_open(open_app: Any) -> None:
    at = lessons(open_app, "en-US")
    assert [e.label for e in at.expander][:2] == ["3 lessons and a quiz", "2 lessons and a quiz"]
    assert [e.proto.expanded for e in at.expander] == [True] + [False] * (len(at.expander) - 1)


def test_home_continues_an_open_quiz(open_app: Any) -> None:
    at = lessons(open_app, "en-US")
    token = at.session_state[learner.LEARNER].token
    at.button(key="lessons.start.quiz-cards").click().run()
    home = open_app("en-US", learner=token)
    assert not home.exception
    shown = "\n".join(m.value for m in home.markdown)
    assert "Quiz: The cards and melds" in shown


def test_the_chapters_last_lesson_leads_to_its_quiz_and_the_quiz_to_the_next_chapter(
    open_app: Any,
) -> None:
    at = lessons(open_app, "en-US", lesson="deadwood")  # the last lesson of chapter 1
    at = to_the_end(at)
    labels = [b.label for b in at.button]
    assert "Next: Quiz: The cards and melds" in labels
    at = lessons(open_app, "en-US", lesson="quiz-cards")
    at = to_the_end(at)
    assert "Next: The deal and the upcard" in [b.label for b in at.button]


# Words that point back at a step before ("the same hand, but...", "and two kings?"): in a
# quiz that step is not shown, so the words must not refer to it.
BACK = {
    "en": re.compile(r"^(the same|and |another knock)|that (variant|rule)|instead of the", re.I),
    "nl": re.compile(
        r"^(dezelfde|hetzelfde|en |nog een klop)|die (variant|regel)|in plaats van de", re.I
    ),
}


def test_a_quiz_question_does_not_point_back_at_a_step_it_does_not_show() -> None:
    shipped = load_folder(lessons_dir()).lessons
    for chapter in chapters_of(shipped):
        quiz = quiz_of(chapter, weigh_knock)
        for step in quiz.steps if quiz is not None else ():
            said = step.question if isinstance(step, AskStep) else getattr(step, "text", None)
            for lang, pattern in BACK.items():
                line = getattr(said, lang) if said is not None else ""
                assert not pattern.search(line), f"{chapter.id}: {line!r}"
