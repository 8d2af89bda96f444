"""The pure work behind one run of the "Analyse a hand" page, and drawing one card."""

from __future__ import annotations

from tutor.bench._timing import median_us, random_masks
from tutor.engine.cards import DECK, CardSet
from tutor.engine.notation import format_cards
from tutor.engine.rules import CLASSIC
from tutor.ui.analysis import analyse, discard_rows, read_entry
from tutor.ui.cards import arrangement_groups, card_svg, row_html


def _page(entry: str) -> int:
    """Read the entry, analyse it, draw every arrangement and word the discard table."""
    report = analyse(read_entry(entry).cards, CLASSIC)
    html = [row_html(arrangement_groups(a, "nl"), "nl") for a in report.hand.arrangements]
    rows = discard_rows(report.discards, "nl") if report.discards else []
    return len(html) + len(rows)


def run(quick: bool) -> dict[str, float]:
    count = 100 if quick else 1_000
    hands10 = [format_cards(CardSet(m)) for m in random_masks(5, count, 10)]
    hands11 = [format_cards(CardSet(m)) for m in random_masks(6, count, 11)]
    return {
        "page_analyse10_us": median_us(_page, hands10, rounds=3),
        "page_analyse11_us": median_us(_page, hands11, rounds=3),
        "card_svg_us": median_us(card_svg, list(DECK) * (2 if quick else 20)),
    }
