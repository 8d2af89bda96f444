"""The one way runs of hands are spread over processes."""

from __future__ import annotations

from tutor.bot.jobs import run_jobs

WORK = [-3, 1, -2, 5, -4]


def test_one_process_and_two_give_the_same_results() -> None:
    assert list(run_jobs(abs, WORK)) == [3, 1, 2, 5, 4]
    assert list(run_jobs(abs, WORK, 2, ordered=True)) == [3, 1, 2, 5, 4]
    assert sorted(run_jobs(abs, WORK, 2, chunksize=2)) == [1, 2, 3, 4, 5]  # as they finish
