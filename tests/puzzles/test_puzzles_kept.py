"""Puzzle ratings, history and reviews are stored when an answer is given and come back."""

from __future__ import annotations

import sqlalchemy as sa

from tests.puzzles.test_puzzles_page import OpenApp, key, open_puzzle, rating, submit
from tutor.puzzles import Progress, open_link
from tutor.puzzles.rating import Rating
from tutor.puzzles.review import puzzle_key
from tutor.ui import learner
from tutor.ui.table.driver import send
from tutor.ui.views import puzzles as view


def test_a_missed_puzzle_and_the_rating_come_back_in_a_new_session(open_app: OpenApp) -> None:
    puzzle = open_link("best-discard/2/11")
    at = open_puzzle(open_app, puzzle.link)
    token = at.session_state[learner.LEARNER].token
    wrong = next(c for c in puzzle.cards if str(c) not in puzzle.answer.to_json()["discards"])
    send(at, view.PICK_TABLE, {"kind": "pick", "card": str(wrong)})
    submit(at)
    lowered, _ = rating(at)
    assert lowered < 1500

    again = open_puzzle(open_app, "deadwood/1/5", learner=token)
    assert rating(again)[0] == lowered
    kept = again.session_state[view.PROGRESS]
    assert kept.review(puzzle_key(puzzle.link)) is not None  # the miss is scheduled again
    attempts = learner.store().events(again.session_state[learner.LEARNER], "puzzles.attempt")
    assert [(a.data["link"], a.data["correct"]) for a in attempts] == [(puzzle.link, False)]

    stranger = open_puzzle(open_app, "deadwood/1/5")
    assert rating(stranger)[0] == 1500


def test_damaged_puzzle_progress_is_set_aside_and_the_next_answer_kept(
    open_app: OpenApp,
) -> None:
    puzzle = open_link("deadwood/1/5")
    at = open_puzzle(open_app, puzzle.link)
    who = at.session_state[learner.LEARNER]
    learner.store().put_doc(who, view.KEPT_KIND, view.KEPT_KEY, {})
    raw = sa.create_engine(learner.store().url.render_as_string(hide_password=False))
    with raw.begin() as conn:
        conn.execute(
            sa.text("UPDATE documents SET data = '{\"rating\": NaN}' WHERE learner_id = :id"),
            {"id": who.id},
        )
    raw.dispose()
    at = open_puzzle(open_app, puzzle.link, learner=who.token)
    assert any("your puzzle progress" in w.value for w in at.warning)
    at.number_input(key=key(at, "number")).set_value(puzzle.answer.to_json()["deadwood"]).run()
    submit(at)
    assert any("kept aside as it was, for repair" in w.value for w in at.warning)
    raised, _ = rating(at)
    assert raised > 1500
    (aside,) = learner.store().set_aside_docs(who)
    assert aside["data"] == '{"rating": NaN}'
    again = open_puzzle(open_app, "deadwood/1/6", learner=who.token)
    assert rating(again)[0] == raised and not again.warning  # kept again


def test_a_puzzles_own_rating_moves_with_every_learners_answer(open_app: OpenApp) -> None:
    puzzle = open_link("deadwood/2/7")
    first = open_puzzle(open_app, puzzle.link)
    assert any("(estimated: nobody has answered it yet)" in c.value for c in first.caption)
    wrong = puzzle.answer.to_json()["deadwood"] + 1
    first.number_input(key=key(first, "number")).set_value(wrong).run()
    submit(first)  # a miss: the puzzle proved harder than its estimate
    moved = learner.store().puzzle_rating(puzzle.link)
    assert moved is not None and moved["answers"] == 1 and moved["rating"] > puzzle.rating

    second = open_puzzle(open_app, puzzle.link)  # another learner meets the moved rating
    said = f"This puzzle's rating: {round(moved['rating'])}, from the answers of everyone"
    assert any(c.value.startswith(said) for c in second.caption)
    harder = view._puzzle(puzzle.link)
    assert harder.rating == round(moved["rating"])
    settled = Progress(rating=Rating(1500.0, 60.0))  # past the cap of a new learner's change
    assert settled.change(harder, True) > settled.change(puzzle, True)  # worth more now
    second.number_input(key=key(second, "number")).set_value(wrong - 1).run()
    submit(second)  # solved: the puzzle gives a little back
    after = learner.store().puzzle_rating(puzzle.link)
    assert after is not None and after["answers"] == 2 and after["rating"] < moved["rating"]
