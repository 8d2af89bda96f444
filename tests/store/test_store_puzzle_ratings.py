"""A puzzle's own rating is shared by every learner and moved by each rated answer; two
answers at once both count (compare-and-set). On SQLite and on PostgreSQL."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import pytest
import sqlalchemy as sa

from tutor.store import Store, StoreError, open_store


def _up(now: dict[str, float] | None) -> dict[str, float]:
    start = 1500.0 if now is None else now["rating"]
    return {"rating": start + 10, "rd": 80.0, "volatility": 0.06}


def test_a_puzzle_is_rated_from_its_first_answer_on(store: Store) -> None:
    assert store.puzzle_rating("deadwood/1/5") is None
    assert store.rate_puzzle("deadwood/1/5", _up)["answers"] == 1
    after = store.rate_puzzle("deadwood/1/5", _up)
    assert after == {"rating": 1520.0, "rd": 80.0, "volatility": 0.06, "answers": 2.0}
    assert store.puzzle_rating("deadwood/1/5") == after
    assert store.puzzle_rating("deadwood/1/6") is None  # each puzzle its own


def test_answers_at_once_all_count(db_url: str) -> None:
    stores = [open_store(db_url) for _ in range(4)]
    try:
        with ThreadPoolExecutor(max_workers=4) as pool:
            list(pool.map(lambda s: [s.rate_puzzle("score/2/9", _up) for _ in range(10)], stores))
        final = stores[0].puzzle_rating("score/2/9")
        assert final is not None and final["answers"] == 40 and final["rating"] == 1900
    finally:
        for one in stores:
            one.close()


def test_a_rating_that_is_not_finite_is_refused_and_a_damaged_one_reads_as_none(
    store: Store, raw: sa.Engine
) -> None:
    with pytest.raises(StoreError, match="must be finite"):
        store.rate_puzzle("x/1/1", lambda now: {"rating": float("nan"), "rd": 1, "volatility": 1})
    store.rate_puzzle("x/1/1", _up)
    with raw.begin() as conn:
        conn.execute(sa.text("UPDATE puzzle_ratings SET rating = 'NaN'"))
    assert store.puzzle_rating("x/1/1") is None  # the puzzle falls back on its estimate
