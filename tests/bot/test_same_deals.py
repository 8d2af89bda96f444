"""The same-deals check: one deal on both tables ends alike unless their rules differ."""

from __future__ import annotations

import pytest

pytest.importorskip("pyspiel", reason="OpenSpiel has no package for this platform")

from tests.bot import same_deals


def test_the_same_deal_plays_alike_on_both_tables() -> None:
    pairs = [same_deals.play_deal("simple", "medium", 1, n) for n in range(8)]
    alike = [p for p in pairs if p.home == p.openspiel and p.home_end == p.openspiel_end]
    assert len(alike) >= 6, pairs
    assert {p.home_end for p in pairs} - {"draw"}  # somebody ended a hand


def test_the_report_names_both_tables(capsys: pytest.CaptureFixture[str]) -> None:
    same_deals.main(["--a", "simple", "--b", "medium", "--deals", "2", "--seed", "1"])
    out = capsys.readouterr().out
    assert "simple against medium: 2 deals, seed 1" in out
    assert "on the project's engine" in out and "on OpenSpiel's" in out
