"""Work spread over processes: self-play, the calibration and the match-equity table run
their hands one way (each job seeded by its own arguments, so the results do not depend on
how many processes ran them)."""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from typing import TypeVar

W = TypeVar("W")
R = TypeVar("R")


def run_jobs(
    job: Callable[[W], R],
    work: Sequence[W],
    jobs: int = 1,
    *,
    ordered: bool = False,
    chunksize: int = 1,
) -> Iterator[R]:
    """The result of ``job`` for each item of ``work``, on ``jobs`` processes (forked, so
    ``job`` is a module-level function): in ``work``'s order when ``ordered``, else as they
    finish; ``chunksize`` items travel together. One process runs them here, in order. An
    error in a job, a process that dies or an item that cannot travel to it is raised here,
    never waited on for ever."""
    jobs = min(jobs, len(work))
    if jobs <= 1:
        yield from map(job, work)
        return
    chunks = [work[i : i + chunksize] for i in range(0, len(work), chunksize)]
    context = multiprocessing.get_context("fork")
    with ProcessPoolExecutor(jobs, mp_context=context) as pool:
        futures = [pool.submit(_run_chunk, job, chunk) for chunk in chunks]
        for done in futures if ordered else as_completed(futures):
            yield from done.result()


def _run_chunk(job: Callable[[W], R], chunk: Sequence[W]) -> list[R]:
    return [job(item) for item in chunk]


def cores(limit: int = 4) -> int:
    """How many processes to use for work a person waits for (the review of a hand): the
    cores this process may run on, at most ``limit`` (a shared server keeps the rest)."""
    try:
        count = len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        count = os.cpu_count() or 1
    return max(1, min(limit, count))


__all__ = ["cores", "run_jobs"]
