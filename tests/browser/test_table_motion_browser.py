"""The card table's moves in a real browser: a new game and a new deal come from the stock,
a defender's layoffs travel from its hand onto the knocker's melds, and nothing moves when
the system asks for reduced motion; a click on the piles during the deal reaches them, not a card
in flight; and a hand dragged into the learner's own order stays so after a
reload of the page.

Game 1410 against the easy opponent: the learner passes on the upcard, the opponent knocks
at once and the learner lays off two cards (the engine finds them, R18); the next hand is a
new deal.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.browser.app_page import AppPage
from tutor.engine.actions import Pass
from tutor.explain import text
from tutor.practice.game import new_game, play

pytestmark = pytest.mark.browser

TABLE = ".gt-table"
HAND = ".gt-hand .gt-card"
GAME = {"game": "1410", "level": "easy"}
# Every card the page sets moving, noted as its animation starts: a busy machine may end a
# short move before a test could look at it. The table lives in a shadow root of the page,
# whose elements share Element.prototype with it.
RECORD_MOVES = """(() => {
  const animate = Element.prototype.animate;
  window.__gtMoved = [];
  Element.prototype.animate = function (...args) {
    if (this.dataset && this.dataset.card)
      window.__gtMoved.push({card: this.dataset.card, laid: this.classList.contains("gt-laid"),
                             hand: !!this.closest(".gt-hand")});
    return animate.apply(this, args);
  };
})();"""


# Time stands still on the table: every animation the page starts is kept, paused at its
# start (a busy machine would otherwise end the deal before a test could look at it).
HOLD_MOVES = """(() => {
  const animate = Element.prototype.animate;
  window.__gtMoves = [];
  Element.prototype.animate = function (...args) {
    const move = animate.apply(this, args);
    move.pause();
    window.__gtMoves.push(move);
    return move;
  };
})();"""
# Every moment of the deal, one by one (the held animations set to it): what a click in the
# middle of the pile and of the stock would reach.
HITS_DURING_THE_DEAL = """(el) => {
  const root = el.getRootNode();
  const moves = window.__gtMoves;
  const end = Math.max(0, ...moves.map((a) => a.effect.getComputedTiming().endTime));
  const missed = [];
  for (const place of [".gt-pile", ".gt-stock"]) {
    const box = el.querySelector(place).getBoundingClientRect();
    for (let ms = 0; ms <= end; ms += 10) {
      moves.forEach((a) => { a.currentTime = ms; });
      const hit = root.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (!hit || !hit.closest(place)) missed.push(`${place} at ${ms} ms: ${hit && hit.className}`);
    }
  }
  moves.forEach((a) => a.play());
  return {moves: moves.length, missed};
}"""


def _renders(app: AppPage) -> int:
    return int(app.page.locator(TABLE).first.get_attribute("data-renders") or 0)


def _after_next_render(app: AppPage, before: int) -> None:
    app.page.wait_for_function(
        "([el, n]) => +(el.dataset.renders || 0) > n",
        arg=[app.page.locator(TABLE).first.element_handle(), before],
    )


def _moved(app: AppPage, where: str) -> list[str]:
    """The cards set moving since the last look, in the hand or laid off (``where``)."""
    moved = app.page.evaluate("() => window.__gtMoved.splice(0)")
    return sorted({m["card"] for m in moved if m[where]})


def _layoffs() -> list[str]:
    game = play(new_game(GAME["level"], "classic", int(GAME["game"])), Pass())
    assert game.finished is not None and game.finished.result is not None
    assert game.finished.knocker == 1  # the opponent knocked: the learner lays off
    return [str(layoff.card) for layoff in game.finished.result.layoffs]


def _open_the_game(app: AppPage) -> list[str]:
    """Open the game (a hand just dealt) and return the cards moving on its first sight."""
    app.page.add_init_script(RECORD_MOVES)
    app.open("practice", **GAME)
    _after_next_render(app, 0)
    return _moved(app, "hand")


def _pass_and_see_the_end(app: AppPage) -> list[str]:
    app.table_at_rest()
    _moved(app, "laid")
    before = _renders(app)
    app.click(app.page.locator(".gt-actions .gt-pass"))
    _after_next_render(app, before)
    expect(app.page.locator(".gt-end .gt-laid")).to_have_count(len(_layoffs()))
    return _moved(app, "laid")


def _next_hand(app: AppPage) -> list[str]:
    app.table_at_rest()
    _moved(app, "hand")
    before = _renders(app)
    app.press(text("practice.ui.next", "en"))
    _after_next_render(app, before)
    expect(app.page.locator(HAND)).to_have_count(10)
    return _moved(app, "hand")


def test_layoffs_travel_onto_the_melds_and_a_new_deal_comes_from_the_stock(
    app: AppPage,
) -> None:
    laid = _layoffs()
    assert laid
    assert len(_open_the_game(app)) == 10  # a new game is dealt on the felt, from the stock
    moving = _pass_and_see_the_end(app)
    assert moving == sorted(laid), moving  # each laid-off card travels
    app.screenshot("table-layoffs-travelling")
    app.table_at_rest()
    app.screenshot("table-layoffs-laid")
    dealt = _next_hand(app)
    assert len(dealt) == 10, dealt  # every card of the new hand comes from the stock
    app.table_at_rest()
    app.screenshot("table-new-deal")


def test_a_click_on_the_piles_during_the_deal_reaches_them(app: AppPage) -> None:
    # The cards of a new deal fly from the stock across the pile: a learner who takes the
    # upcard at once must not have the click caught by a card in flight.
    app.page.set_viewport_size({"width": 1280, "height": 800})
    app.page.add_init_script(HOLD_MOVES)
    app.open("practice", game="7", level="easy")
    _after_next_render(app, 0)
    seen = app.page.evaluate(HITS_DURING_THE_DEAL, app.page.locator(TABLE).first.element_handle())
    assert seen["moves"] >= 20, seen  # both hands were dealt
    assert seen["missed"] == [], seen["missed"]


@pytest.mark.browser_context_args(reduced_motion="reduce")
def test_nothing_moves_under_reduced_motion(app: AppPage) -> None:
    assert _open_the_game(app) == []
    assert _pass_and_see_the_end(app) == []
    expect(app.page.locator(".gt-end .gt-laid")).to_have_count(len(_layoffs()))
    assert _next_hand(app) == []
    app.screenshot("table-reduced-motion")


def test_the_learners_order_survives_a_reload(app: AppPage) -> None:
    app.page.set_viewport_size({"width": 1280, "height": 800})
    app.open("practice", game="7", level="easy")
    app.table_at_rest()
    cards = app.page.locator(HAND)
    expect(cards).to_have_count(10)
    order = [cards.nth(i).get_attribute("data-card") for i in range(10)]
    first, last = cards.first.bounding_box(), cards.last.bounding_box()
    assert first and last
    with app.rerun():  # drag the first card past the last one
        app.page.mouse.move(first["x"] + 10, first["y"] + 20)
        app.page.mouse.down()
        app.page.mouse.move(first["x"] + 60, first["y"] + 25, steps=4)
        app.page.mouse.move(last["x"] + last["width"] + 30, last["y"] + 25, steps=8)
        app.page.mouse.up()
    dragged = [*order[1:], order[0]]
    assert [cards.nth(i).get_attribute("data-card") for i in range(10)] == dragged

    app.page.reload()  # a new session: the game comes back from the store, in that order
    app.wait()
    app.table_at_rest()
    cards = app.page.locator(HAND)
    expect(cards).to_have_count(10)
    assert [cards.nth(i).get_attribute("data-card") for i in range(10)] == dragged
    app.screenshot("practice-order-after-reload")
