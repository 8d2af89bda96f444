"""The Puzzles page through the app's router with Streamlit's AppTest: solve a puzzle from its
link, see the rating go up or down, try a missed one again, each kind's way of answering, the
puzzle of the day, Dutch, and a bad link."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from typing import Any

import pytest
from streamlit.testing.v1 import AppTest

from tutor.puzzles import daily_link, open_link
from tutor.puzzles.kinds import kind_of
from tutor.puzzles.review import puzzle_key
from tutor.ui.table.driver import send
from tutor.ui.views import puzzles as view

OpenApp = Callable[..., AppTest]
PAGE = "app_pages/puzzles.py"


def open_puzzle(open_app: OpenApp, link: str, locale: str = "en-US", **query: str) -> AppTest:
    at = open_app(locale, puzzle=link, **query)
    at.switch_page(PAGE).run()
    assert not at.exception, at.exception
    return at


def key(at: AppTest, name: str) -> str:
    cur = at.session_state[view.CURRENT]
    return view._key(cur, name)


def submit(at: AppTest) -> AppTest:
    at.button(key=key(at, "submit")).click().run()
    assert not at.exception, at.exception
    return at


def rating(at: AppTest) -> tuple[int, Any]:
    metric = at.metric[0]
    return int(metric.value), metric.delta or None


def test_solving_a_puzzle_raises_the_rating(open_app: OpenApp) -> None:
    puzzle = open_link("deadwood/1/5")
    at = open_puzzle(open_app, puzzle.link)
    assert at.subheader[0].value == "Count the deadwood · Level 1"
    assert rating(at) == (1500, None)
    html = "".join(str(h.value) for h in at.html)
    assert (
        html.count("<img") == 10 and "gt-group gt-meld" not in html
    )  # the hand is not sorted into melds
    at.number_input(key=key(at, "number")).set_value(puzzle.answer.to_json()["deadwood"]).run()
    submit(at)
    assert [s.value for s in at.success] == ["Correct!"]
    value, delta = rating(at)
    assert value > 1500 and int(delta) > 0
    explanation = " ".join(m.value for m in at.markdown)
    assert "Deadwood:" in explanation and "(R9)" in explanation
    labels = [b.label for b in at.button]
    assert "Next puzzle" in labels and "Try it again" not in labels
    # The next puzzle replaces it, and the URL follows.
    at.button(key=key(at, "next")).click().run()
    assert at.query_params["puzzle"] != [puzzle.link]
    assert at.session_state[view.CURRENT].graded is None


def test_a_miss_lowers_the_rating_and_can_be_tried_again(open_app: OpenApp) -> None:
    puzzle = open_link("best-discard/2/11")
    at = open_puzzle(open_app, puzzle.link)
    wrong = next(c for c in puzzle.cards if str(c) not in puzzle.answer.to_json()["discards"])
    at = pick(at, str(wrong))
    submit(at)
    assert [e.value for e in at.error] == ["Not quite."]
    value, delta = rating(at)
    assert value < 1500 and int(delta) < 0
    progress = at.session_state[view.PROGRESS]
    assert progress.review(puzzle_key(puzzle.link)) is not None  # it will come back
    at.button(key=key(at, "again")).click().run()
    assert at.session_state[view.CURRENT].retry
    right = puzzle.answer.to_json()["discards"][0]
    at = pick(at, right)
    submit(at)
    assert [s.value for s in at.success][:1] == ["Correct!"]
    assert rating(at) == (value, None)  # an unrated retry
    assert any("does not change your rating" in c.value for c in at.caption)


def pick(at: AppTest, cards: list[str] | str) -> AppTest:
    """Click these cards at the table (each click picks a card, or takes it back)."""
    for card in [cards] if isinstance(cards, str) else cards:
        at = send(at, view.PICK_TABLE, {"kind": "pick", "card": card})
    return at


def engine_answer(at: AppTest, link: str) -> None:
    """Enter the engine's own answer with the page's widgets for any kind."""
    puzzle = open_link(link)
    answer = puzzle.answer.to_json()
    if puzzle.kind == "can-knock":
        pick(at, answer["knock_discards"])
    elif puzzle.kind == "best-discard":
        pick(at, answer["discards"][0])
    elif puzzle.kind == "deadwood":
        at.number_input(key=key(at, "number")).set_value(answer["deadwood"]).run()
    elif puzzle.kind == "best-melds":
        for meld in answer["melds"]:
            pick(at, meld)
            at.button(key=key(at, "add")).click().run()
    elif puzzle.kind == "layoff":
        cards = [x["card"] for x in answer["layoffs"]]
        pick(at, cards)
        at.number_input(key=key(at, "number")).set_value(answer["deadwood"]).run()
    else:
        at.radio(key=key(at, "winner")).set_value(answer["winner"] or "nobody").run()
        at.number_input(key=key(at, "number")).set_value(answer["points"]).run()


@pytest.mark.parametrize(
    "link",
    [
        "can-knock/3/4",
        "best-discard/1/2",
        "best-melds/2/3",
        "layoff/3/1",
        "score/3/4",
        "score/2/4/oklahoma",
    ],
)
def test_every_kind_is_answered_with_its_own_widgets(open_app: OpenApp, link: str) -> None:
    at = open_puzzle(open_app, link)
    puzzle = open_link(link)
    if puzzle.spread:  # the knocker's melds are drawn, marked as melds
        assert "gt-group gt-meld" in "".join(str(h.value) for h in at.html)
    engine_answer(at, link)
    submit(at)
    assert [s.value for s in at.success][:1] == ["Correct!"], [e.value for e in at.error]
    assert int(rating(at)[1]) > 0


def test_puzzle_of_the_day_and_choosing_a_kind(app: AppTest) -> None:
    app.switch_page(PAGE).run()
    assert not app.exception
    app.button[1].click().run()  # "Puzzle of the day"
    assert app.session_state[view.CURRENT].link == daily_link(date.today())
    assert any("Puzzle of the day" in i.value for i in app.info)
    app.selectbox(key=view.KIND.widget).set_value("score").run()
    assert open_link(app.session_state[view.CURRENT].link).kind == "score"
    # A new learner starts at level 1.
    assert open_link(app.session_state[view.CURRENT].link).level == 1
    app.selectbox(key=view.RULES_WIDGET).set_value("straight").run()
    assert "layoff" not in app.selectbox(key=view.KIND.widget).options  # no layoffs (R30)


def test_dutch_learner_gets_dutch_feedback(open_app: OpenApp) -> None:
    link = "score/1/6"
    at = open_puzzle(open_app, link, locale="nl-NL")
    assert at.title[0].value == "Puzzels"
    at.radio(key=key(at, "winner")).set_value("nobody").run()
    at.number_input(key=key(at, "number")).set_value(999).run()
    submit(at)
    assert [e.value for e in at.error] == ["Niet helemaal."]
    assert "scoort" in " ".join(m.value for m in at.markdown)
    assert any(b.label == "Probeer opnieuw" for b in at.button)


def test_a_bad_link_or_answer_shows_a_friendly_error(open_app: OpenApp) -> None:
    at = open_puzzle(open_app, "chess/9/x")
    assert any("'chess/9/x'" in e.value for e in at.error)
    assert at.session_state[view.CURRENT] is not None  # a new puzzle is shown instead
    at = open_puzzle(open_app, "deadwood/1/5")
    submit(at)  # nothing entered
    assert any("cannot be read" in e.value for e in at.error)
    assert kind_of("deadwood").name == "deadwood"


def hint_button(at: AppTest) -> Any:
    return at.button(key=key(at, "hint"))


def test_a_hint_says_what_a_solve_then_gains_and_the_solve_gains_that(open_app: OpenApp) -> None:
    at = open_puzzle(open_app, "deadwood/1/5")
    puzzle = view._puzzle("deadwood/1/5")  # with its own rating, as other tests' answers left it
    fresh = at.session_state[view.PROGRESS]
    full, after_rule = (round(fresh.change(puzzle, True, n)) for n in (0, 1))
    assert full > after_rule > 0
    captions = [c.value for c in at.caption]
    ladder = f"Hints, one at a time: the rule, the cards, the answer. A solve now: +{full} rating."
    assert any(c.startswith(ladder) for c in captions)
    assert hint_button(at).label == (
        f"Hint 1 of 3: the rule (a solve then gains +{after_rule} instead of +{full})"
    )
    hint_button(at).click().run()
    shown = at.info[-1].value
    assert shown.startswith("**Hint 1 of 3: the rule**") and "The rule: Deadwood." in shown
    after_cards = round(fresh.change(puzzle, True, 2))
    assert hint_button(at).label == (
        f"Hint 2 of 3: the cards (a solve then gains +{after_cards} instead of +{after_rule})"
    )
    at.number_input(key=key(at, "number")).set_value(puzzle.answer.to_json()["deadwood"]).run()
    submit(at)
    assert [s.value for s in at.success] == ["Correct!"]
    value, delta = rating(at)
    assert int(delta) == after_rule and value == round(1500 + fresh.change(puzzle, True, 1))
    said = f"Solved after 1 hint: +{after_rule} instead of +{full}."
    assert said in [c.value for c in at.caption]
    assert at.session_state[view.PROGRESS].kind("deadwood").solved == 1


def test_the_last_hint_shows_the_answer_and_counts_as_a_miss(open_app: OpenApp) -> None:
    at = open_puzzle(open_app, "layoff/1/7", "nl-NL")
    puzzle = view._puzzle("layoff/1/7")  # with its own rating, as other tests' answers left it
    loss = round(at.session_state[view.PROGRESS].change(puzzle, False))
    hint_button(at).click().run()
    hint_button(at).click().run()
    shown = at.info[-1].value
    assert shown.startswith("**Tip 2 van 3: de kaarten**") and "van de klopper past" in shown
    assert hint_button(at).label == (
        f"Tip 3 van 3: het antwoord (telt als gemist: {loss}, en de puzzel komt terug)"
    )
    hint_button(at).click().run()
    assert not at.exception
    assert [e.value for e in at.error] == ["Het antwoord is getoond: deze puzzel telt als gemist."]
    assert int(rating(at)[1]) == loss < 0
    progress = at.session_state[view.PROGRESS]
    assert progress.kind("layoff").attempts == 1 and progress.kind("layoff").solved == 0
    assert progress.review(puzzle_key(puzzle.link)) is not None  # it comes back
    # trying it again is not rated, and hints then cost nothing
    at.button(key=key(at, "again")).click().run()
    assert hint_button(at).label == "Tip 1 van 3: de regel (telt niet voor je rating)"


@pytest.mark.parametrize(
    "link", ["can-knock/3/4", "best-discard/1/2", "best-melds/2/3", "layoff/3/1", "score/3/4"]
)
def test_every_kind_climbs_its_ladder_to_the_answer(open_app: OpenApp, link: str) -> None:
    at = open_puzzle(open_app, link)
    for number, step in enumerate(("the rule", "the cards"), 1):
        assert hint_button(at).label.startswith(f"Hint {number} of 3: {step} (a solve then gains")
        hint_button(at).click().run()
        assert not at.exception, at.exception
        assert at.info[-1].value.startswith(f"**Hint {number} of 3: {step}**")
    assert hint_button(at).label.startswith("Hint 3 of 3: the answer (counts as a miss:")
    hint_button(at).click().run()
    assert [e.value for e in at.error] == ["The answer was shown: this puzzle counts as missed."]
    shown = " ".join(m.value for m in at.markdown)
    assert "(R" in shown  # the engine's answer and why
    assert int(rating(at)[1]) < 0
