"""``tutor bench --only pages`` reports its figures (a benchmark, never a timed test)."""

from __future__ import annotations

from tutor.bench import pages


def test_the_pages_bench_reports_positive_figures() -> None:
    figures = pages.run(quick=True)
    assert set(figures) == {"page_analyse10_us", "page_analyse11_us", "card_svg_us"}
    assert all(value > 0 for value in figures.values())
