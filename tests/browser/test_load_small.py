"""The load test of ``tests/load/run.py`` at its smallest: two learners at once for a few
seconds on one server, playing Practice and then puzzles, lose no move and no answer and see
no error (the full run, N = 1, 10 and 30, is
reported in docs/deployment.md)."""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor

import pytest

from tests.load.run import one_run

pytestmark = pytest.mark.browser


def test_two_learners_at_once_lose_nothing(chromium_path: str) -> None:
    # Playwright's async API needs a thread without the suite's own (sync) event loop.
    with ThreadPoolExecutor(max_workers=1) as pool:
        result = pool.submit(asyncio.run, one_run(2, seconds=16)).result()
    assert result["errors"] == []
    assert result["practice_moves"] >= 2, result
    assert result["practice_moves_kept"] == result["practice_moves"], result
    assert result["answers_checked"] >= 2, result
    assert result["answers_correct"] == result["answers_checked"], result
    assert result["lost_updates"] == 0, result
