"""Work spread over processes: self-play, the calibration and the match-equity table run
their hands one way (each job seeded by its own arguments, so the results do not depend on
how many processes ran them)."""

from __future__ import annotations

import multiprocessing
from collections.abc import Callable, Iterator, Sequence
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
    finish. One process runs them here, in order."""
    if jobs <= 1:
        yield from map(job, work)
        return
    with multiprocessing.get_context("fork").Pool(jobs) as pool:
        if ordered:
            yield from pool.imap(job, work, chunksize)
        else:
            yield from pool.imap_unordered(job, work, chunksize)


__all__ = ["run_jobs"]
