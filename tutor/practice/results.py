"""The statistics records of a practice hand or match that just ended, from the game.

Everything comes from the engine's result and the match's own bookkeeping; nothing is
judged again here.
"""

from __future__ import annotations

from tutor.engine.melds import least_deadwood
from tutor.practice.game import LEARNER, OPPONENT, Game
from tutor.practice.records import VERDICTS, GameRecord, HandRecord, ReviewCounts


def _side(seat: int | None) -> str | None:
    return None if seat is None else ("me" if seat == LEARNER else "opponent")


def hand_record(game: Game) -> HandRecord | None:
    """The record of the match hand that just ended (``None`` while a hand is played, and
    for a replayed hand, which is practice outside the match)."""
    hand = game.finished
    if hand is None or game.replay is not None:
        return None
    past = game.match.past[-1]
    result = hand.result
    counts = None
    if game.review is not None:
        marked = [m.verdict for m in game.review.moves if m.marked]
        counts = ReviewCounts(*(marked.count(verdict) for verdict in VERDICTS))
    mine = least_deadwood(hand.hands[LEARNER].mask)
    theirs = least_deadwood(hand.hands[OPPONENT].mask)
    if result is not None:
        knocker_mine = hand.knocker == LEARNER
        mine = result.knocker_deadwood if knocker_mine else result.defender_deadwood
        theirs = result.defender_deadwood if knocker_mine else result.knocker_deadwood
    return HandRecord(
        game=str(game.number),
        hand=past.number,
        level=game.level,
        rules=game.rules_name,
        result="draw" if result is None else result.result,
        winner=_side(past.winner),
        points=past.points,
        knocker=_side(hand.knocker),
        my_deadwood=mine,
        opponent_deadwood=theirs,
        review=counts,
    )


def game_record(game: Game) -> GameRecord | None:
    """The record of a finished match, else ``None``."""
    final = game.match.final
    if final is None:
        return None
    mine, theirs = final.totals
    return GameRecord(
        game=str(game.number),
        level=game.level,
        rules=game.rules_name,
        my_score=mine,
        opponent_score=theirs,
        won=final.winner == LEARNER,
        margin=abs(mine - theirs),
        hands=len(game.match.past),
    )


__all__ = ["game_record", "hand_record"]
