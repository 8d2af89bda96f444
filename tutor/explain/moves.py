"""A move as a reason to word: the one mapping from an engine action to its sentence codes.

The Practice narration (``say.*``), the Tip (``tip.*``), the learner's own moves (``you.*``)
and a move named inside another sentence (``act.*``, :func:`tutor.explain.action_text`) all
read an action through :func:`narration`, so a move is worded one way in every place.
"""

from __future__ import annotations

from tutor.engine.actions import Action, BigGin, Discard, DrawStock, Gin, Knock, LayOff, Pass, Take
from tutor.engine.events import Reason, reason

VOICES = ("say", "tip", "you", "act")


def narration(action: Action, voice: str = "say", upcard: object = None) -> Reason:
    """The move itself as a reason: ``say.*`` for the opponent's first person, ``tip.*`` for
    advice to the learner, ``you.*`` for what the learner did, ``act.*`` for the move named
    inside another sentence. ``upcard`` names the card passed on in the opening choice."""
    if voice not in VOICES:
        raise ValueError(f"voice {voice!r} must be 'say', 'tip', 'you' or 'act'")
    if isinstance(action, Take):
        return reason(f"{voice}.take", "", card=action.card)
    if isinstance(action, DrawStock):
        return reason(f"{voice}.draw", "")
    if isinstance(action, Pass) and upcard is None and voice == "act":
        return reason("act.pass_any", "")  # a move named without its table: "passing"
    if isinstance(action, Pass):
        return reason(f"{voice}.pass", "", card=upcard if upcard is not None else "")
    if isinstance(action, Knock):
        return reason(f"{voice}.knock", "", card=action.card)
    if isinstance(action, Gin):
        return reason(f"{voice}.gin", "", card=action.card)
    if isinstance(action, Discard):
        return reason(f"{voice}.discard", "", card=action.card)
    if isinstance(action, BigGin):
        return reason(f"{voice}.big_gin", "")
    if isinstance(action, LayOff):
        return reason(f"{voice}.layoff", "", card=action.card, meld=action.meld)
    return reason(f"{voice}.done", "")
