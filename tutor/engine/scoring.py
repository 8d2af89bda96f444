"""The showdown and its parts under their old home, for the imports that name it.

The work is done by one module per job: :mod:`~tutor.engine.arrangement` (one least-deadwood
arrangement), :mod:`~tutor.engine.layoffs` (what fits, the defender's best reply),
:mod:`~tutor.engine.spreads` (the knocker's spread and the exact knock score),
:mod:`~tutor.engine.score` (the points) and :mod:`~tutor.engine.showdowns` (all of it at once).
"""

from __future__ import annotations

from tutor.engine.arrangement import least_arrangement
from tutor.engine.knocking import knock_refusal
from tutor.engine.layoffs import (
    Layoff,
    Reply,
    best_layoffs,
    best_reply,
    fits,
    fitting,
    layoff_options,
    layoff_sets,
    legal_layoffs,
    reply_with,
)
from tutor.engine.score import Score, knock_outcome, score_gin, score_knock
from tutor.engine.showdowns import Showdown, showdown, spread_showdown
from tutor.engine.spreads import best_spread, check_spread, knock_score, plan_spread

__all__ = [
    "Layoff",
    "Reply",
    "Score",
    "Showdown",
    "best_layoffs",
    "best_reply",
    "best_spread",
    "check_spread",
    "fits",
    "fitting",
    "knock_outcome",
    "knock_refusal",
    "knock_score",
    "layoff_options",
    "layoff_sets",
    "least_arrangement",
    "legal_layoffs",
    "plan_spread",
    "reply_with",
    "score_gin",
    "score_knock",
    "showdown",
    "spread_showdown",
]
