"""The rules engine: pure standard library, no UI, no YAML, no database."""

from tutor.engine.actions import (
    Action,
    BigGin,
    Discard,
    Done,
    DrawStock,
    Gin,
    Knock,
    LayOff,
    Pass,
    Take,
    parse_action,
)
from tutor.engine.cards import DECK, FULL_DECK, Card, CardSet, Rank, Suit
from tutor.engine.errors import (
    IllegalActionError,
    LessonError,
    NotationError,
    RulesError,
    TutorError,
)
from tutor.engine.events import Event, Reason, Verdict, reason
from tutor.engine.knocking import knock_refusal
from tutor.engine.layoffs import Layoff, best_reply, fits
from tutor.engine.match import MatchState
from tutor.engine.melds import (
    Arrangement,
    DiscardAnalysis,
    DiscardOption,
    HandAnalysis,
    Meld,
    MeldKind,
    arrange,
    best_discard,
    deadwood,
    discard_key,
    discards,
    least_deadwood,
)
from tutor.engine.notation import parse_card, parse_cards
from tutor.engine.rules import CLASSIC, PRESETS, Rules, preset
from tutor.engine.showdowns import Showdown, showdown
from tutor.engine.spreads import best_spread, knock_score
from tutor.engine.state import HandState, Phase, PlayerView

__all__ = [
    "CLASSIC",
    "DECK",
    "FULL_DECK",
    "PRESETS",
    "Action",
    "Arrangement",
    "BigGin",
    "Card",
    "CardSet",
    "Discard",
    "DiscardAnalysis",
    "DiscardOption",
    "Done",
    "DrawStock",
    "Event",
    "Gin",
    "HandAnalysis",
    "HandState",
    "IllegalActionError",
    "Knock",
    "LayOff",
    "Layoff",
    "LessonError",
    "MatchState",
    "Meld",
    "MeldKind",
    "NotationError",
    "Pass",
    "Phase",
    "PlayerView",
    "Rank",
    "Reason",
    "Rules",
    "RulesError",
    "Showdown",
    "Suit",
    "Take",
    "TutorError",
    "Verdict",
    "arrange",
    "best_discard",
    "best_reply",
    "best_spread",
    "deadwood",
    "discard_key",
    "discards",
    "fits",
    "knock_refusal",
    "knock_score",
    "least_deadwood",
    "parse_action",
    "parse_card",
    "parse_cards",
    "preset",
    "reason",
    "showdown",
]
