"""``tutor bench --only practice_page``: figures from real clicks on the Practice page, in a
throw-away database when none is chosen (a benchmark, never a timed test)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tutor.bench import practice_page
from tutor.store.location import ENV_VAR


def test_the_bench_times_clicks_without_touching_a_real_database(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # No database chosen, and the default file would land in tmp_path: it must stay absent.
    monkeypatch.delenv(ENV_VAR, raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    monkeypatch.setenv("HOME", str(tmp_path))
    figures = practice_page.run(quick=True)
    assert set(figures) == {"practice_interaction_median_ms", "practice_interaction_p95_ms"}
    assert 0 < figures["practice_interaction_median_ms"] <= figures["practice_interaction_p95_ms"]
    assert ENV_VAR not in os.environ  # the scratch database is gone with the run
    assert not any(tmp_path.rglob("*.sqlite"))
