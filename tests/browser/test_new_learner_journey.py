"""A new learner's whole first session in Chromium with a Dutch browser, and coming back.

First visit (Home in Dutch, a welcome), the first lesson to its end (stars on the lessons
path), one puzzle (the rating moves), a practice hand against the easy opponent to its end
with a Tip, the review of that hand (its chart), the Statistics page; then the browser is
closed entirely and a new one with the saved cookies opens the bare address and finds it all
again. Every page visited is saved as ``artifacts/screenshots/journey-NN-*.png``.

The answers come from the engine (the lesson runner, the puzzle's own answer), never from
here; every click waits for the run it causes (``AppPage.press`` and ``AppPage.click``).
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import Browser, Locator, Page, expect

from tests.browser.app_page import STEP_TIMEOUT, AppPage
from tests.browser.test_first_lesson_browser import FIRST
from tests.browser.test_learner_profile_browser import cookie_token, wait_for_cookie
from tests.browser.test_practice_browser import ask_for_a_tip, label, play_to_the_end
from tests.browser.test_puzzles_browser import DELTA, RATING
from tutor.curriculum import LessonRunner, load_folder, load_lesson
from tutor.curriculum.schema import AskStep
from tutor.explain import text
from tutor.puzzles import open_link

pytestmark = pytest.mark.browser

LANG = "nl"
PUZZLE = "deadwood/1/5"
GAME = "7"
REVIEW = ".st-key-gt-practice-review"
PLAY = ".st-key-gt-stats-play"
REVIEW_TIMEOUT = 30_000  # the review replays the whole hand with the strongest opponent
CHART_TIMEOUT = 20_000  # plotly's script loads when the first chart is shown
CHART_DATA = "el => el.data.map(trace => ({x: Array.from(trace.x), y: Array.from(trace.y)}))"


# ----------------------------------------------------------------------------- steps


def shot(app: AppPage, name: str) -> None:
    assert app.screenshot(f"journey-{name}").stat().st_size > 10_000


def open_menu(app: AppPage, title: str) -> None:
    """Go to another page through the menu, as a learner does (the session stays)."""
    app.click(app.page.get_by_test_id("stSidebarNav").get_by_role("link", name=title))
    expect(app.page.get_by_role("heading", name=title, exact=True)).to_be_visible()


def metric(box: Locator, name: str) -> Locator:
    """The value of the number called ``name`` among the tiles in ``box``."""
    tile = box.get_by_test_id("stMetric").filter(
        has=box.page.get_by_test_id("stMetricLabel").get_by_text(name, exact=True)
    )
    return tile.get_by_test_id("stMetricValue")


def plotted(page: Page, box: str, title: str) -> list[dict[str, Any]]:
    """The bars of the plotly chart called ``title`` in ``box``, as the browser drew them."""
    chart = page.locator(f"{box} .js-plotly-plot").filter(has_text=title)
    expect(chart).to_have_count(1, timeout=CHART_TIMEOUT)
    traces = chart.evaluate(CHART_DATA)
    assert isinstance(traces, list)
    return traces


def complete_first_lesson(app: AppPage) -> int:
    """Answer every question of lesson 1 with the engine's answer; returns the stars."""
    page = app.page
    runner = LessonRunner(load_lesson(FIRST))
    total = len(runner.lesson.steps)
    while not runner.finished:
        expect(page.get_by_text(f"Stap {runner.index + 1} van {total}")).to_be_visible()
        if isinstance(runner.step, AskStep):
            posed = runner.posed
            assert posed is not None
            page.get_by_label("Jouw antwoord").fill(str(posed.solution))
            app.press("Controleer")
            expect(page.get_by_text("Goed zo!")).to_be_visible()
            runner.answer(posed.solution)
        app.press("Afronden" if runner.index + 1 == total else "Verder")
        runner.next()
    stars = runner.result().stars
    expect(page.get_by_text(f"Les klaar: {stars} van de 3 sterren.")).to_be_visible()
    return stars


def solve_puzzle(app: AppPage) -> int:
    """Answer the puzzle with the engine's answer; returns the new rating shown."""
    puzzle = open_link(PUZZLE)
    app.open("puzzles", puzzle=puzzle.link)
    expect(app.page.get_by_role("heading", name="Puzzels")).to_be_visible()
    rating = app.page.locator(RATING)
    expect(rating).to_have_text("1500")
    box = app.page.get_by_role("spinbutton", name="Dood hout")
    box.fill(str(puzzle.answer.to_json()["deadwood"]))
    with app.rerun():
        box.press("Enter")
    app.press("Controleer mijn antwoord")
    expect(app.page.get_by_text(text("puzzle.correct", LANG))).to_be_visible()
    expect(app.page.locator(DELTA)).to_be_visible()
    after = int(rating.inner_text())
    assert after > 1500
    return after


def check_statistics(app: AppPage, rating: int, marked: int) -> None:
    """The puzzle and the reviewed hand are counted: one puzzle solved at ``rating``, one
    reviewed hand with ``marked`` marked moves."""
    page = app.page
    puzzles = page.locator(".st-key-gt-stats-puzzle-numbers")
    expect(metric(puzzles, text("app.home.rating", LANG))).to_have_text(str(rating))
    solved = text("app.chart.success.text", LANG, solved=1, attempts=1)
    expect(metric(puzzles, text("app.stats.solved", LANG))).to_have_text(solved)
    expect(page.locator(PLAY).get_by_text(text("app.stats.no_reviews", LANG))).to_have_count(0)
    bars = plotted(page, PLAY, text("app.chart.mistakes.title", LANG))
    assert all(trace["x"] == [1] for trace in bars)  # one reviewed hand
    assert sum(sum(trace["y"]) for trace in bars) == marked


# ----------------------------------------------------------------------------- the journey


def test_a_new_learner_comes_back_to_find_everything(
    browser: Browser, browser_context_args: dict[str, Any]
) -> None:
    context = browser.new_context(**browser_context_args, locale="nl-NL")
    context.set_default_timeout(STEP_TIMEOUT)
    app = AppPage(context.new_page())
    page = app.page
    lessons = load_folder(FIRST.parent).lessons
    first = lessons[0]

    # First visit: Home in Dutch, a welcome, lesson 1 next; a profile in the cookie.
    app.open()
    expect(page.locator(".st-key-gt-home-welcome")).to_contain_text("Welkom bij Gin Tutor!")
    next_box = page.locator(".st-key-gt-home-next")
    expect(next_box).to_contain_text(f"Volgende les: 1. {first.title.get(LANG)}")
    page.wait_for_url(re.compile(r"[?&]lang=nl\b"))
    wait_for_cookie(app)
    token = cookie_token(context)
    assert token not in page.url
    standing = page.locator(".st-key-gt-home-standing")
    expect(metric(standing, "Lessen af")).to_have_text(f"0 / {len(lessons)}")
    expect(metric(standing, "Puzzelrating")).to_have_text("1500")
    shot(app, "01-home")

    # The first lesson, from Home's link, to its end; its stars on the lessons path.
    app.click(next_box.get_by_role("link", name="Begin de les"))
    expect(page.get_by_role("heading", name=first.title.get(LANG))).to_be_visible()
    shot(app, "02-lesson")
    stars = complete_first_lesson(app)
    assert stars > 0
    shot(app, "03-lesson-done")
    app.press("Alle lessen")
    card = page.locator(".st-key-gt-lesson-card-1")
    expect(card.get_by_text("★" * stars + "☆" * (3 - stars), exact=True)).to_be_visible()
    expect(card.get_by_role("button", name="Opnieuw")).to_be_visible()
    shot(app, "04-lessons")

    # One puzzle, by its link: answered, the rating moves.
    rating = solve_puzzle(app)
    shot(app, "05-puzzle")

    # A practice hand against the easy opponent to its end, with a Tip.
    app.open("practice", game=GAME, level="easy")
    expect(page.get_by_role("heading", name="Oefenen")).to_be_visible()
    ask_for_a_tip(app, LANG)
    app.table_at_rest()  # the Tip came during the deal: show the cards where they lie
    shot(app, "06-practice-tip")
    assert play_to_the_end(app, LANG) > 0
    shot(app, "07-practice-hand-over")

    # The review of that hand: its chart, and one "play again" per marked move.
    app.press(label("review", LANG), timeout=REVIEW_TIMEOUT)
    review = page.locator(REVIEW)
    expect(review.get_by_role("heading", name=label("review_title", LANG))).to_be_visible()
    expect(review.locator(".js-plotly-plot")).to_be_visible(timeout=CHART_TIMEOUT)
    marked = review.get_by_role("button", name=label("play_again", LANG)).count()
    shot(app, "08-review")
    # Going on with the match counts the reviewed hand in the statistics.
    app.press(label("next", LANG))

    # Statistics, through the menu: the puzzle and the reviewed hand.
    open_menu(app, "Statistieken")
    check_statistics(app, rating, marked)
    shot(app, "09-statistics")

    # Close the browser entirely; a new one with the saved cookies opens the bare address.
    saved = context.storage_state()
    context.close()
    context = browser.new_context(**browser_context_args, locale="nl-NL", storage_state=saved)
    context.set_default_timeout(STEP_TIMEOUT)
    app = AppPage(context.new_page())
    page = app.page
    app.open()
    assert cookie_token(context) == token and token not in page.url
    expect(page.get_by_text("Welkom terug! Zo sta je ervoor.")).to_be_visible()
    expect(page.locator(".st-key-gt-home-welcome")).to_have_count(0)
    standing = page.locator(".st-key-gt-home-standing")
    expect(metric(standing, "Lessen af")).to_have_text(f"1 / {len(lessons)}")
    expect(metric(standing, "Sterren")).to_have_text(f"{stars} / {3 * len(lessons)}")
    expect(metric(standing, "Puzzelrating")).to_have_text(str(rating))
    following = lessons[1].title.get(LANG)
    expect(page.locator(".st-key-gt-home-next")).to_contain_text(f"Volgende les: 2. {following}")
    waiting = text("app.home.game_waiting", LANG)  # the match goes on from the next hand
    expect(page.locator(".st-key-gt-home-game")).to_contain_text(waiting)
    shot(app, "10-home-again")

    open_menu(app, "Statistieken")
    check_statistics(app, rating, marked)
    shot(app, "11-statistics-again")
    context.close()
