"""The match's sentences as the learner reads them: "you" and "the opponent", not "player 1".

The engine numbers the seats (its reasons say ``player=1``); a learner at the table is seat 0
(player 1) and the computer seat 1. :func:`for_learner` turns a numbered reason into the one
worded for the learner, whose own catalogue entry (``final.winner.you``) is in
``messages/seats.py``; a reason about no seat comes back as it was.

>>> from tutor.explain import say
>>> say(for_learner(Reason("final.winner", "R28", (("player", 1),))), "nl")
'Jij wint de partij. (R28)'
"""

from __future__ import annotations

from dataclasses import replace

from tutor.engine.events import Reason

# Reasons that name both players (``first``, ``second``): the learner is always the first.
_BOTH = frozenset({"final.points", "final.totals", "match.scores"})
# Reasons about one player (``player``).
_ONE = frozenset(
    {
        "final.game_bonus",
        "final.shutout_double",
        "final.shutout_bonus",
        "final.box_bonus",
        "final.winner",
        "match.hand_won",
        "match.first_dealer",
        "match.same_dealer",
        "match.deal_alternates",
        "match.loser_deals",
    }
)
LEARNER_PLAYER = 1  # the engine's player number of seat 0, where the learner sits


def for_learner(item: Reason) -> Reason:
    """``item`` worded for the learner in seat 0: "you", "the opponent"."""
    if item.code in _BOTH:
        return replace(item, code=f"{item.code}.you")
    if item.code in _ONE and item.get("player") is not None:
        who = "you" if item["player"] == LEARNER_PLAYER else "opponent"
        return replace(item, code=f"{item.code}.{who}")
    return item


__all__ = ["LEARNER_PLAYER", "for_learner"]
