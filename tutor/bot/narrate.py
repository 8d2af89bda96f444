"""What the learner is told about the opponent's move: only what the table shows.

The opponent's own reasons speak of its hidden cards (which melds it builds, the deadwood it
keeps, which card it holds on to), and its cards stay face down until the hand is shown
(R10). So the learner hears a move as anyone at the table would see it: which pile it drew
from (R12), what it picked up or threw, what it is known to hold from the pile, and how many
cards are left in the stock. Nothing here reads more than the learner's own view.
"""

from __future__ import annotations

from tutor.engine.actions import Action, Discard, DrawStock, Take
from tutor.engine.events import Reason, reason
from tutor.engine.state import PlayerView


def told(action: Action, seen: PlayerView) -> tuple[Reason, ...]:
    """The sentences about the opponent's ``action`` beyond the move itself, from ``seen``:
    the learner's view right after the move.

    Drawing tells how many cards are left in the stock; taking names the card the opponent
    now holds for all to know; a discard recalls the cards it still holds from the pile (the
    seeds' advice: watch what the opponent picks up), or else the stock left. The same
    public table always gets the same words, whatever the hidden cards are.
    """
    if isinstance(action, DrawStock):
        return (reason("say.seen.stock", "R12", count=seen.stock_size),)
    if isinstance(action, Take):
        return (reason("say.seen.took", "R12", card=action.card),)
    if isinstance(action, Discard):
        if seen.opponent_known:
            return (reason("say.seen.holds", "", cards=seen.opponent_known),)
        return (reason("say.seen.stock", "R12", count=seen.stock_size),)
    return ()
