"""What a policy returns: the action, the reasons for it, and the runner-up."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from tutor.engine.actions import Action, Discard, Done, Gin, Knock, LayOff
from tutor.engine.cards import CardSet
from tutor.engine.events import Reason, reason
from tutor.engine.melds import least_deadwood
from tutor.engine.scoring import best_layoffs
from tutor.engine.state import PlayerView


@dataclass(frozen=True, slots=True)
class Decision:
    """A move with its reasons (codes for :mod:`tutor.explain`) and the next best move."""

    action: Action
    reasons: tuple[Reason, ...] = ()
    runner_up: Action | None = None
    runner_up_reasons: tuple[Reason, ...] = ()


# A level or baseline: the move for a view, with its reasons (the engine's own simple players
# are `tutor.engine.policies.Policy`, view to action only; `arena.play_out` plays deciders
# through the engine's one `play_hand`).
Decider = Callable[[PlayerView, random.Random], Decision]


def pick(legal: Sequence[Action], wanted: Action) -> Action:
    """``wanted`` itself when it is legal; a clear error otherwise (a policy bug)."""
    if wanted in legal:
        return wanted
    raise ValueError(f"'{wanted}' is not among the legal actions {[str(a) for a in legal]}")


def layoff_decision(view: PlayerView) -> Decision:
    """The defender's best reply (R18), one layoff at a time, then ``done``.

    The engine's :func:`~tutor.engine.scoring.best_layoffs` chooses the layoffs and the
    defender's own melds together; the first layoff of that plan is played now.
    """
    legal = view.legal_actions()
    for layoff in best_layoffs(view.hand, view.spread):
        action = LayOff(layoff.card, layoff.meld)
        if action in legal:
            return Decision(
                action, (reason("bot.layoff", "R18", card=layoff.card, meld=layoff.meld),)
            )
    left = least_deadwood(view.hand.mask)
    return Decision(pick(legal, Done()), (reason("bot.done", "R18", deadwood=left),))


def discard_card_of(action: Action) -> int:
    """The card index an end-of-turn action puts down, or -1."""
    if isinstance(action, Discard | Knock | Gin):
        return action.card.index
    return -1


def cards(mask: int) -> CardSet:
    return CardSet(mask)
