"""The rules engine: pure standard library, no UI, no YAML, no database."""

from tutor.engine.cards import DECK, FULL_DECK, Card, CardSet, Rank, Suit
from tutor.engine.errors import (
    IllegalActionError,
    LessonError,
    NotationError,
    RulesError,
    TutorError,
)
from tutor.engine.events import Reason, Verdict, reason
from tutor.engine.melds import (
    Arrangement,
    DiscardAnalysis,
    DiscardOption,
    HandAnalysis,
    Meld,
    MeldKind,
    arrange,
    deadwood,
    discards,
    least_deadwood,
)
from tutor.engine.notation import parse_card, parse_cards
from tutor.engine.rules import CLASSIC, PRESETS, Rules, preset

__all__ = [
    "CLASSIC",
    "DECK",
    "FULL_DECK",
    "PRESETS",
    "Arrangement",
    "Card",
    "CardSet",
    "DiscardAnalysis",
    "DiscardOption",
    "HandAnalysis",
    "IllegalActionError",
    "LessonError",
    "Meld",
    "MeldKind",
    "NotationError",
    "Rank",
    "Reason",
    "Rules",
    "RulesError",
    "Suit",
    "TutorError",
    "Verdict",
    "arrange",
    "deadwood",
    "discards",
    "least_deadwood",
    "parse_card",
    "parse_cards",
    "preset",
    "reason",
]
