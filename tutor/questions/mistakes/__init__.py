"""Common mistakes per kind of question, recognised from the answer and the position.

A :class:`Mistake` looks at a wrong answer and the position it was given for and, when it
recognises the slip, returns the reasons that say what went wrong; :func:`diagnose` runs a
kind's catalogue. The engine supplies every fact a mistake compares with (the least deadwood,
the discards, what fits a meld, the score), so a diagnosis is as exact as the grading. A
lesson's question and a puzzle of the same kind share one catalogue:

- ``DEADWOOD`` (a number; the position is the cards), ``IS_MELD`` (yes or no; the group),
  ``MELDS`` (groups of cards; the hand): :mod:`.deadwood`, :mod:`.melds`
- ``DISCARD`` (a card), ``KNOCK`` (the knocking discards), ``CAN_KNOCK`` (yes or no); the
  position is the engine's :class:`~tutor.engine.melds.DiscardAnalysis`: :mod:`.discards`
- ``DEADWOOD_CARDS`` (which cards are deadwood; the cards): :mod:`.deadwood`
- ``LAYOFF`` (the cards laid off, maybe with the deadwood left; a :class:`LayoffPosition`),
  ``SCORE`` (the points, maybe with the side), ``FINAL_DEADWOOD``, ``RESULT`` and ``WINNER``
  (a :class:`ScorePosition`): :mod:`.showdown`
- ``MATCH_POINTS``, ``MATCH_WINNER`` (a :class:`~.match.MatchPosition`), ``FIRST_DEALER``,
  ``NEXT_DEALER``, ``SITS_OUT`` and ``TEAM_WINNER`` (the cut, the last hand, three players,
  four players): :mod:`.match`
- ``CAN_GIN`` (a ``DiscardAnalysis``), ``BIG_GIN`` (eleven cards), ``TAKE``, ``LEGAL``,
  ``KNOCK_LIMIT`` and ``ARRANGEMENT`` (their positions beside them): :mod:`.turn`;
  ``KNOCKER_FINAL`` (the knocker's final deadwood): :mod:`.showdown`
- a wrong number that none of these explains: :mod:`.general` (too high or too low, and
  where to look)

>>> from tutor.engine.cards import CardSet
>>> hand = CardSet.parse("As 2s 3s 7h 7d 7c Kh Qh Jh 5d")
>>> [r.code for r in diagnose(DEADWOOD, hand.points, hand)], diagnose(DEADWOOD, 6, hand)
(['mistake.deadwood.counted_melds'], ())
"""

from __future__ import annotations

from tutor.questions.mistakes.base import Mistake, diagnose
from tutor.questions.mistakes.deadwood import DEADWOOD, DEADWOOD_CARDS
from tutor.questions.mistakes.discards import CAN_KNOCK, DISCARD, KNOCK
from tutor.questions.mistakes.match import (
    FIRST_DEALER,
    MATCH_POINTS,
    MATCH_WINNER,
    NEXT_DEALER,
    SITS_OUT,
    TEAM_WINNER,
)
from tutor.questions.mistakes.melds import IS_MELD, MELDS
from tutor.questions.mistakes.showdown import (
    FINAL_DEADWOOD,
    KNOCKER_FINAL,
    LAYOFF,
    RESULT,
    SCORE,
    WINNER,
    LayoffPosition,
    ScorePosition,
)
from tutor.questions.mistakes.turn import ARRANGEMENT, BIG_GIN, CAN_GIN, KNOCK_LIMIT, LEGAL, TAKE

CATALOGUES: dict[str, tuple[Mistake, ...]] = {
    "deadwood": DEADWOOD,
    "deadwood_cards": DEADWOOD_CARDS,
    "is_meld": IS_MELD,
    "melds": MELDS,
    "discard": DISCARD,
    "knock": KNOCK,
    "can_knock": CAN_KNOCK,
    "layoff": LAYOFF,
    "score": SCORE,
    "final_deadwood": FINAL_DEADWOOD,
    "result": RESULT,
    "winner": WINNER,
    "match_points": MATCH_POINTS,
    "match_winner": MATCH_WINNER,
    "first_dealer": FIRST_DEALER,
    "next_dealer": NEXT_DEALER,
    "sits_out": SITS_OUT,
    "team_winner": TEAM_WINNER,
    "arrangement": ARRANGEMENT,
    "can_gin": CAN_GIN,
    "big_gin": BIG_GIN,
    "take": TAKE,
    "legal": LEGAL,
    "knock_limit": KNOCK_LIMIT,
    "knocker_final_deadwood": KNOCKER_FINAL,
}

__all__ = [
    "ARRANGEMENT",
    "BIG_GIN",
    "CAN_GIN",
    "CAN_KNOCK",
    "CATALOGUES",
    "DEADWOOD",
    "DEADWOOD_CARDS",
    "DISCARD",
    "FINAL_DEADWOOD",
    "FIRST_DEALER",
    "IS_MELD",
    "KNOCK",
    "KNOCKER_FINAL",
    "KNOCK_LIMIT",
    "LAYOFF",
    "LEGAL",
    "MATCH_POINTS",
    "MATCH_WINNER",
    "MELDS",
    "NEXT_DEALER",
    "RESULT",
    "SCORE",
    "SITS_OUT",
    "TAKE",
    "TEAM_WINNER",
    "WINNER",
    "LayoffPosition",
    "Mistake",
    "ScorePosition",
    "diagnose",
]
