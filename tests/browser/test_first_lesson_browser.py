"""A new learner with a Dutch browser completes the first lesson in Chromium: Dutch text,
cards drawn, every answer typed in and checked by the engine, three stars at the end."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import expect

from tests.browser.app_page import AppPage
from tutor.curriculum import LessonRunner, load_lesson
from tutor.curriculum.schema import AskStep

pytestmark = pytest.mark.browser

FIRST = Path(__file__).resolve().parents[2] / "lessons" / "01-cards.yaml"


def press(app: AppPage, name: str) -> None:
    app.page.get_by_role("button", name=name, exact=True).filter(visible=True).first.click()
    app.wait()


@pytest.mark.browser_context_args(locale="nl-NL")
def test_a_new_learner_completes_the_first_lesson_in_dutch(app: AppPage) -> None:
    page = app.page
    app.open("lessons")
    expect(page.get_by_role("heading", name="Lessen")).to_be_visible()
    first = page.locator(".st-key-gt-lesson-card-1")
    expect(first.get_by_text("1. De kaarten en hun waarde")).to_be_visible()
    expect(first.get_by_text("☆☆☆")).to_be_visible()
    first.get_by_role("button", name="Begin").click()
    app.wait()
    expect(page.get_by_role("heading", name="De kaarten en hun waarde")).to_be_visible()
    app.screenshot("lesson-1-start-nl")

    # The lesson as the engine plays it: the answers come from the engine, not from here.
    runner = LessonRunner(load_lesson(FIRST))
    while not runner.finished:
        total = len(runner.lesson.steps)
        expect(page.get_by_text(f"Stap {runner.index + 1} van {total}")).to_be_visible()
        step = runner.step
        if isinstance(step, AskStep):
            expect(page.get_by_text(step.question.nl)).to_be_visible()
            # The question's cards are drawn and named for a screen reader, in Dutch.
            assert page.locator(".st-key-gt-lesson-step img").count() == len(step.cards or ())
            posed = runner.posed
            assert posed is not None
            box = page.get_by_label("Jouw antwoord")
            box.fill(str(posed.solution))
            press(app, "Controleer")
            expect(page.get_by_text("Goed zo!")).to_be_visible()
            expect(page.locator(".st-key-gt-lesson-feedback")).to_contain_text("Dood hout:")
            runner.answer(posed.solution)
            if runner.index == 2:
                expect(page.get_by_role("img", name="harten heer").first).to_be_visible()
                app.screenshot("lesson-1-answered-nl")
        last = runner.index + 1 == total
        press(app, "Afronden" if last else "Verder")
        runner.next()

    expect(page.get_by_text("Les klaar: 3 van de 3 sterren.")).to_be_visible()
    app.screenshot("lesson-1-finished-nl")
    press(app, "Alle lessen")
    expect(page.locator(".st-key-gt-lesson-card-1").get_by_text("★★★")).to_be_visible()
    expect(
        page.locator(".st-key-gt-lesson-card-1").get_by_role("button", name="Opnieuw")
    ).to_be_visible()
