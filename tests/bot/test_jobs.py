"""The one way runs of hands are spread over processes."""

from __future__ import annotations

from concurrent.futures.process import BrokenProcessPool

import pytest

from tutor.bot.jobs import cores, run_jobs

WORK = [-3, 1, -2, 5, -4]


def test_one_process_and_two_give_the_same_results() -> None:
    assert list(run_jobs(abs, WORK)) == [3, 1, 2, 5, 4]
    assert list(run_jobs(abs, WORK, 2, ordered=True)) == [3, 1, 2, 5, 4]
    assert sorted(run_jobs(abs, WORK, 2, chunksize=2)) == [1, 2, 3, 4, 5]  # as they finish


class _Lost:
    """Work that pickles but cannot be read back in another process."""

    def __reduce__(self) -> tuple[object, tuple[()]]:
        return (_refuse, ())


def _refuse() -> None:
    raise RuntimeError("this item cannot be read here")


def _fails(n: int) -> int:
    if n == 2:
        raise ValueError(f"job {n} failed")
    return n


def test_an_error_in_a_job_reaches_the_caller() -> None:
    with pytest.raises(ValueError, match="job 2 failed"):
        list(run_jobs(_fails, [1, 2, 3], 2, ordered=True))


def test_work_that_cannot_travel_is_an_error_not_a_wait() -> None:
    with pytest.raises((BrokenProcessPool, RuntimeError)):
        list(run_jobs(abs, [_Lost(), _Lost()], 2))


def test_cores_are_at_least_one_and_at_most_the_limit() -> None:
    assert 1 <= cores() <= 4
    assert cores(limit=1) == 1
