"""The learner's progress: ratings per kind, the FSRS review schedule, the next puzzle, JSON."""

from __future__ import annotations

import json
import random
from datetime import UTC, datetime, timedelta

import pytest

from tutor.puzzles import KINDS, Progress, PuzzleError, generate
from tutor.puzzles.features import level_for_rating
from tutor.puzzles.review import kind_key, puzzle_key

T0 = datetime(2025, 3, 14, 9, 0, tzinfo=UTC)


def test_a_solve_raises_the_rating_a_miss_lowers_it() -> None:
    puzzle = generate("deadwood", 2, 5)
    start = Progress()
    solved = start.record(puzzle, True, T0)
    missed = start.record(puzzle, False, T0)
    assert solved.rating.rating > 1500 > missed.rating.rating
    assert solved.kind("deadwood").rating.rating > 1500 > missed.kind("deadwood").rating.rating
    assert solved.kind("deadwood").attempts == 1 and solved.kind("deadwood").solved == 1
    assert missed.kind("deadwood").solved == 0
    assert solved.kind("can-knock").attempts == 0  # other kinds untouched
    # Only a miss goes on the review schedule.
    assert solved.reviews == ()
    assert {i.key for i in missed.reviews} == {puzzle_key(puzzle.link), kind_key("deadwood")}
    # An unrated retry (straight after the solution was shown) changes nothing.
    assert missed.record(puzzle, True, T0, rated=False) == missed


def test_a_missed_puzzle_comes_back_on_the_fsrs_schedule() -> None:
    puzzle = generate("best-discard", 1, 9)
    progress = Progress().record(puzzle, False, T0)
    item = progress.review(puzzle_key(puzzle.link))
    assert item is not None
    assert T0 < item.due <= T0 + timedelta(minutes=10)  # a short relearning step
    rng = random.Random(1)
    assert progress.next_puzzle(T0, rng).review is None  # not yet due: a new puzzle
    later = item.due + timedelta(seconds=1)
    pick = progress.next_puzzle(later, rng)
    assert pick.review in (puzzle_key(puzzle.link), kind_key("best-discard"))
    # Solved when due, it goes further out each time.
    dues = []
    when = later
    for _ in range(4):
        progress = progress.record(puzzle, True, when)
        item = progress.review(puzzle_key(puzzle.link))
        assert item is not None
        dues.append(item.due - when)
        when = item.due + timedelta(seconds=1)
    assert dues == sorted(dues) and dues[-1] > timedelta(days=1)
    # A miss sends it back to the start.
    progress = progress.record(puzzle, False, when)
    item = progress.review(puzzle_key(puzzle.link))
    assert item is not None and item.due - when < timedelta(days=1)


def test_an_early_solve_does_not_count_as_a_review() -> None:
    puzzle = generate("deadwood", 1, 3)
    progress = Progress().record(puzzle, False, T0)
    before = progress.review(puzzle_key(puzzle.link))
    after = progress.record(puzzle, True, T0 + timedelta(seconds=5)).review(puzzle_key(puzzle.link))
    assert before == after


def test_due_review_of_a_kind_gives_a_fresh_puzzle_of_that_kind() -> None:
    puzzle = generate("can-knock", 2, 1)
    progress = Progress().record(puzzle, False, T0)
    # Answer the puzzle itself right when due; the kind's item stays due a little longer.
    item = progress.review(puzzle_key(puzzle.link))
    assert item is not None
    progress = progress.record(puzzle, True, item.due)
    concept = progress.review(kind_key("can-knock"))
    assert concept is not None
    pick = progress.next_puzzle(concept.due, random.Random(2), kind="best-discard")
    assert pick.review is None and pick.puzzle.kind == "best-discard"


def test_new_puzzles_come_near_the_learners_level() -> None:
    rng = random.Random(3)
    fresh = Progress()
    assert fresh.next_puzzle(T0, rng, kind="deadwood").puzzle.level == 1
    strong = fresh
    for seed in range(12):
        strong = strong.record(generate("deadwood", 3, seed), True, T0)
    rating = strong.kind("deadwood").rating
    assert rating.rating > 1800
    assert strong.next_puzzle(T0, rng, kind="deadwood").puzzle.level == 3
    assert level_for_rating(rating.rating - rating.rd / 4) == 3
    # Without a kind, every kind can come up, and the weakest one often.
    kinds = {strong.next_puzzle(T0, rng).puzzle.kind for _ in range(40)}
    assert kinds == set(KINDS)


def test_dashboard_numbers() -> None:
    progress = Progress()
    answers = [("deadwood", True), ("deadwood", False), ("deadwood", True), ("can-knock", False)]
    for n, (kind, correct) in enumerate(answers):
        progress = progress.record(generate(kind, 1, n), correct, T0 + timedelta(minutes=n))
    board = progress.dashboard(T0 + timedelta(days=1))
    assert board["attempts"] == 4 and board["solved"] == 2
    assert board["kinds"]["deadwood"]["attempts"] == 3
    assert board["kinds"]["deadwood"]["success_rate"] == pytest.approx(2 / 3)
    assert len(board["kinds"]["deadwood"]["history"]) == 3
    assert board["kinds"]["can-knock"]["success_rate"] == 0
    assert len(board["history"]) == 4
    assert board["due"] == 4  # two missed puzzles and two kinds


def test_progress_round_trips_through_json() -> None:
    progress = Progress()
    for n in range(5):
        progress = progress.record(
            generate("best-melds", 1, n), n % 2 == 0, T0 + timedelta(hours=n)
        )
    data = json.loads(json.dumps(progress.to_json()))
    again = Progress.from_json(data)
    assert again == progress
    assert again.to_json() == progress.to_json()
    # The schedule read back still works.
    assert again.record(generate("best-melds", 1, 1), True, T0 + timedelta(days=3)).reviews


def test_bad_progress_and_naive_times_are_refused() -> None:
    with pytest.raises(PuzzleError, match="version 7"):
        Progress.from_json({"version": 7})
    with pytest.raises(PuzzleError, match="cannot be read"):
        Progress.from_json({"version": 1, "rating": {}})
    with pytest.raises(PuzzleError, match="time zone"):
        Progress().record(generate("deadwood", 1, 1), True, datetime(2025, 1, 1))


def test_one_missed_easy_puzzle_costs_a_new_learner_at_most_the_cap() -> None:
    from tutor.puzzles.rating import MAX_CHANGE

    easy = generate("can-knock", 1, 3)
    missed = Progress().record(easy, False, T0)
    assert 1500 - missed.rating.rating == MAX_CHANGE
    assert missed.dashboard()["provisional"] is True


def test_the_dashboard_names_the_strongest_and_the_weakest_kind() -> None:
    progress = Progress()
    assert progress.dashboard()["strongest"] is None  # nothing to compare yet
    for seed in range(3):
        progress = progress.record(generate("deadwood", 2, seed), True, T0)
        progress = progress.record(generate("score", 2, seed), False, T0)
    board = progress.dashboard()
    assert (board["strongest"], board["weakest"]) == ("deadwood", "score")
    assert board["kinds"]["deadwood"]["rating"] > board["kinds"]["score"]["rating"]
