"""What the "Analyse a hand" page shows, computed without Streamlit: reading the learner's
entry, the engine's analysis, and the rows of the discard table in the learner's language.

Every judgement comes from the engine (``arrange``, ``discards``); this module only picks
what to show and words it through ``tutor.explain``.

>>> from tutor.engine.rules import PRESETS
>>> entry = read_entry("as 2s 3s 7h 7d 7c kh qh jh 5d")
>>> report = analyse(entry.cards, PRESETS["classic"])
>>> report.deadwood, str(report.hand.best.deadwood_cards)
(5, '5d')
"""

from __future__ import annotations

from dataclasses import dataclass

from tutor.engine.cards import Card, CardSet
from tutor.engine.errors import NotationError
from tutor.engine.events import Reason, reason
from tutor.engine.melds import DiscardAnalysis, HandAnalysis, arrange, discards
from tutor.engine.notation import parse_card, split_tokens
from tutor.engine.rules import Rules
from tutor.explain import say, text
from tutor.ui.cards import card_label

MAX_CARDS = 11  # ten in hand plus the card just drawn (R12)


@dataclass(frozen=True, slots=True)
class Entry:
    """The learner's typed cards: the cards read, or the problem that stopped the reading
    (a reason whose words quote what was typed)."""

    text: str
    cards: CardSet
    problem: Reason | None = None

    def message(self, lang: str) -> str:
        return say(self.problem, lang, cite=False) if self.problem else ""


def read_entry(entry: str) -> Entry:
    """Read up to eleven cards in any notation the engine accepts (``10h``, ``T♥``, ``th``).

    >>> read_entry("7h 7x").message("en").split(".")[0]
    "'7x' is not a card"
    >>> read_entry("7h 7H").problem.code
    'ui.analyse.twice'
    """
    shown = entry.strip()
    mask = 0
    for token in split_tokens(entry):
        try:
            card = parse_card(token)
        except NotationError:
            return Entry(
                entry, CardSet(), reason("ui.analyse.not_a_card", "", token=token, entry=shown)
            )
        if mask & card.bit:
            problem = reason("ui.analyse.twice", "", token=token, card=card, entry=shown)
            return Entry(entry, CardSet(), problem)
        mask |= card.bit
    cards = CardSet(mask)
    if len(cards) > MAX_CARDS:
        problem = reason("ui.analyse.too_many", "R12", count=len(cards), entry=shown)
        return Entry(entry, CardSet(), problem)
    return Entry(entry, cards)


@dataclass(frozen=True, slots=True)
class Report:
    """The analysis of a hand: for eleven cards, every discard and the ten cards left
    after the best one; otherwise the hand itself."""

    cards: CardSet
    hand: HandAnalysis  # the cards kept: all of them, or ten after the best discard
    discards: DiscardAnalysis | None = None

    @property
    def deadwood(self) -> int:
        return self.hand.deadwood

    @property
    def best_discard(self) -> Card | None:
        return self.discards.best.card if self.discards else None


def analyse(
    cards: CardSet, rules: Rules, upcard: Card | None = None, taken: Card | None = None
) -> Report:
    """The engine's analysis of ``cards`` under ``rules``; ``upcard`` sets an Oklahoma
    hand's knock limit (R29), ``taken`` is a card just taken from the discard pile (R13)."""
    if len(cards) == MAX_CARDS:
        options = discards(cards, rules.knock_limit_for(upcard), taken, rules)
        return Report(cards, arrange(cards.remove(options.best.card)), options)
    return Report(cards, arrange(cards))


def discard_rows(options: DiscardAnalysis, lang: str) -> list[dict[str, str | int]]:
    """One row per discard for the table, best first, then by deadwood left: the card,
    the deadwood it leaves, whether it allows a knock and gin, and the engine's reasons."""
    best = options.best
    ordered = sorted(options.options, key=lambda o: (o != best, o.deadwood, o.card.index))
    yes, no = text("ui.yes", lang), text("ui.no", lang)
    return [
        {
            text("ui.analyse.col.card", lang): ("★ " if o == best else "")
            + card_label(o.card, lang),
            text("ui.analyse.col.deadwood", lang): o.deadwood,
            text("ui.analyse.col.knock", lang): yes if o.knock else no,
            text("ui.analyse.col.gin", lang): yes if o.gin else no,
            text("ui.analyse.col.why", lang): " ".join(say(r, lang) for r in o.reasons),
        }
        for o in ordered
    ]


__all__ = ["MAX_CARDS", "Entry", "Report", "analyse", "discard_rows", "read_entry"]
