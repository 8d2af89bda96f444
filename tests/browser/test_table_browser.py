"""The card table outside Practice, in a real browser: a lesson's ``try`` step played by
clicking the discard pile, and a puzzle answered by clicking a card at the table."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Browser, expect

from tests.browser.app_page import STEP_TIMEOUT, AppPage
from tests.browser.conftest import served
from tutor.explain import text
from tutor.puzzles import open_link

pytestmark = pytest.mark.browser

# A lesson of its own: the learner's eight of hearts fits the knocker's run of hearts and its
# set of eights (R18), so the table asks which meld it goes onto.
TWO_MELDS = """
id: two-melds
title:
  nl: Bij welke combinatie?
  en: Onto which meld?
summary:
  nl: Een kaart die bij twee combinaties past.
  en: A card that fits two melds.
rules: [R18]
preset: classic
steps:
  - deal:
      you: 8h Kd Qd Js 9s 2d 4d 6s Tc Jc
      opponent: 5h 6h 7h 8s 8d 8c 2c 3c 4c Ks
      upcard: Jd
      stock: [As]
      dealer: you
      text:
        nl: De tegenstander kiest eerst.
        en: The opponent chooses first.
  - play: ["opponent: pass", "you: pass", "opponent: draw stock", "opponent: knock Ks"]
    text:
      nl: De tegenstander klopt.
      en: The opponent knocks.
  - try: layoffs
    prompt:
      nl: Leg harten 8 bij, en zeg daarna klaar.
      en: Lay off the eight of hearts, then say done.
"""


def test_a_lesson_try_step_is_played_at_the_table(app: AppPage) -> None:
    """Lesson "A turn" (05-turn.yaml): after the deal, the dealer's move and a text, the
    learner draws; taking the six of diamonds from the pile is the move the lesson wants."""
    app.open("lessons", lesson="turn")
    page = app.page
    for _ in range(3):
        app.press(text("lesson.ui.next", "en"))
    pile = page.locator(".gt-pile.gt-can")
    expect(pile).to_be_visible()
    expect(page.locator(".gt-pile .gt-card[data-card='6d']")).to_be_visible()
    app.click(pile)
    expect(page.get_by_text(text("lesson.ui.right", "en"))).to_be_visible()
    expect(page.locator(".gt-hand .gt-card")).to_have_count(11)
    app.screenshot("lesson-try-at-the-table")


def test_a_puzzle_is_answered_by_clicking_a_card(app: AppPage) -> None:
    puzzle = open_link("best-discard/2/11")
    right = puzzle.answer.to_json()["discards"][0]
    app.open("puzzles", puzzle=puzzle.link)
    page = app.page
    cards = page.locator(".gt-hand .gt-card")
    expect(cards).to_have_count(len(puzzle.cards))
    assert page.locator(".gt-hand .gt-melded").count() == 0  # no melds shown: no answer given
    app.click(page.locator(f".gt-hand .gt-card[data-card='{right}']"))
    expect(page.locator(f".gt-hand .gt-card.gt-picked[data-card='{right}']")).to_be_visible()
    app.press(text("puzzle.ui.submit", "en"))
    expect(page.get_by_text("Correct!")).to_be_visible()
    app.screenshot("puzzle-by-the-cards")


def test_a_lessons_layoffs_are_played_by_clicking_the_cards(app: AppPage) -> None:
    """Lesson "Laying off" (08-layoffs.yaml): the opponent knocks; the learner clicks each
    card that fits on the knocker's melds laid out on the felt, then Done."""
    app.open("lessons", lesson="layoffs")
    page = app.page
    spread = page.locator(".gt-table .gt-spreadmeld")
    table = page.locator('[data-testid="stBidiComponentIsolated"]')  # there before it draws
    for _ in range(12):  # the steps before: the answers shown (give up), then on
        if table.count():
            break
        give_up = page.get_by_role("button", name=text("lesson.ui.give_up", "en"), exact=True)
        if give_up.count():
            app.press(text("lesson.ui.give_up", "en"))
        app.press(text("lesson.ui.next", "en"))
    expect(spread.first).to_be_visible()
    fitting = page.locator(".gt-hand .gt-card.gt-can")
    expect(fitting).to_have_count(4)  # 5c, 9c, Qc, 5h: the engine's layoffs
    laid = []
    for left in range(4, 0, -1):
        expect(fitting).to_have_count(left)
        app.table_at_rest()
        card = fitting.first.get_attribute("data-card")
        app.click(fitting.first)
        laid.append(card)
        expect(page.locator(f".gt-spreadmeld .gt-card[data-card='{card}']")).to_be_visible()
        if left == 3:
            app.table_at_rest()
            app.screenshot("lesson-layoff-at-the-table")
    app.click(page.locator(".gt-actions .gt-done"))
    expect(page.get_by_text(text("lesson.ui.right", "en"))).to_be_visible()
    assert sorted(laid) == sorted(["5c", "9c", "Qc", "5h"])
    app.screenshot("lesson-layoffs-done")


def test_a_card_that_fits_two_melds_asks_which(browser: Browser, tmp_path: Path) -> None:
    folder = tmp_path / "lessons"
    folder.mkdir()
    (folder / "01-two-melds.yaml").write_text(TWO_MELDS.lstrip(), encoding="utf-8")
    with served(lessons=folder) as url:
        context = browser.new_context(base_url=url + "/", locale="en-US")
        app = AppPage(context.new_page())
        app.page.set_default_timeout(STEP_TIMEOUT)
        app.open("lessons", lesson="two-melds")
        page = app.page
        table = page.locator('[data-testid="stBidiComponentIsolated"]')
        for _ in range(3):
            if table.count():
                break
            app.press(text("lesson.ui.next", "en"))
        eight = page.locator(".gt-hand .gt-card.gt-can[data-card='8h']")
        expect(eight).to_be_visible()
        app.table_at_rest()
        targets = page.locator(".gt-spreadmeld.gt-can")
        eight.focus()  # by the keyboard: Enter asks for the meld, Escape takes it back
        page.keyboard.press("Enter")
        expect(targets).to_have_count(2)
        expect(targets.first).to_be_focused()
        page.keyboard.press("Escape")
        expect(targets).to_have_count(0)
        eight.click()  # no run: the table asks for the meld
        expect(page.locator(".gt-prompt")).to_have_text(text("table.pick_layoff", "en"))
        expect(targets).to_have_count(2)  # the run of hearts and the set of eights
        app.screenshot("lesson-layoff-which-meld")
        app.click(targets.filter(has=page.locator(".gt-card[data-card='8s']")))
        expect(page.locator(".gt-spreadmeld .gt-card[data-card='8h']")).to_have_count(1)
        set_of_eights = page.locator(".gt-spreadmeld").filter(
            has=page.locator(".gt-card[data-card='8s']")
        )
        expect(set_of_eights.locator(".gt-card[data-card='8h']")).to_have_count(1)
        app.click(page.locator(".gt-actions .gt-done"))
        expect(page.get_by_text(text("lesson.ui.right", "en"))).to_be_visible()
        context.close()
