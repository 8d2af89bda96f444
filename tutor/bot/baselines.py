"""The baselines the opponent is measured against, and the easy level.

``simple`` is the baseline of the 2021 academic Gin Rummy challenge: take the upcard only when
it would be part of a meld with the hand, discard at random among the discards that leave the
least deadwood, knock at the first chance. The patient knockers play the same way but knock
only with 0 or 1 deadwood, so a bot that beats only ``simple`` (by outrunning its early knocks)
is caught. ``easy`` is ``simple`` with occasional careless discards.
"""

from __future__ import annotations

import random

from tutor.bot.decision import Decision, layoff_decision, pick
from tutor.bot.evaluate import melded_with, points
from tutor.engine.actions import Action, BigGin, Discard, DrawStock, Gin, Knock, Pass, Take
from tutor.engine.cards import DECK
from tutor.engine.events import reason
from tutor.engine.melds import best_discard, discard_deadwoods, joins_meld, least_deadwood
from tutor.engine.state import Phase, PlayerView


def random_policy(view: PlayerView, rng: random.Random) -> Decision:
    """A uniformly random legal action."""
    legal = view.legal_actions()
    return Decision(legal[rng.randrange(len(legal))], (reason("bot.random", ""),))


def _draw(view: PlayerView, rng: random.Random) -> Decision:
    legal = view.legal_actions()
    take = next((a for a in legal if isinstance(a, Take)), None)
    other: Action = Pass() if view.phase is Phase.OFFER else DrawStock()
    if take is None:
        return Decision(pick(legal, other), (reason("bot.draw.forced", "R11"),))
    card = take.card
    if joins_meld(view.hand.mask, card.index):
        return Decision(take, (reason("bot.take.forms_meld", "R6", card=card),), other)
    return Decision(pick(legal, other), (reason("bot.draw.no_meld", "R12", card=card),), take)


def _end_turn(view: PlayerView, rng: random.Random, knock_at: int, slip: float = 0.0) -> Decision:
    legal = view.legal_actions()
    if BigGin() in legal:
        return Decision(BigGin(), (reason("bot.big_gin", "R17"),))
    hand = view.hand.mask
    taken = view.taken.index if view.taken is not None else -1
    options = [(left, i) for i, left in discard_deadwoods(hand) if i != taken]
    least = min(left for left, _ in options)
    best = [i for left, i in options if left == least]
    card = DECK[best[rng.randrange(len(best))]]
    if slip and rng.random() < slip:
        # a careless throw: any loose card that is not the best one
        loose = [i for left, i in options if left > least and left - least <= points(i) + 10]
        if loose:
            slipped = DECK[loose[rng.randrange(len(loose))]]
            return Decision(
                pick(legal, Discard(slipped)),
                (reason("bot.slip", "R9", card=slipped),),
                Discard(card),
            )
    if least == 0 and Gin(card) in legal:
        return Decision(Gin(card), (reason("bot.gin", "R16"),), Discard(card))
    knock = Knock(card)
    if least <= knock_at and knock in legal:
        limit = view.knock_limit
        return Decision(
            knock, (reason("bot.knock", "R15", deadwood=least, limit=limit),), Discard(card)
        )
    return Decision(
        pick(legal, Discard(card)), (reason("bot.discard.least", "R9", card=card, deadwood=least),)
    )


def _baseline(view: PlayerView, rng: random.Random, knock_at: int, slip: float = 0.0) -> Decision:
    if view.phase is Phase.LAYOFF:
        return layoff_decision(view)
    if view.phase in (Phase.OFFER, Phase.DRAW):
        return _draw(view, rng)
    return _end_turn(view, rng, knock_at, slip)


def simple_policy(view: PlayerView, rng: random.Random) -> Decision:
    return _baseline(view, rng, knock_at=10)


def patient0_policy(view: PlayerView, rng: random.Random) -> Decision:
    """``simple`` that knocks only with 0 deadwood (gin)."""
    return _baseline(view, rng, knock_at=0)


def patient1_policy(view: PlayerView, rng: random.Random) -> Decision:
    """``simple`` that knocks only with 0 or 1 deadwood."""
    return _baseline(view, rng, knock_at=1)


EASY_SLIP = 0.2


def easy_policy(view: PlayerView, rng: random.Random) -> Decision:
    """Takes the upcard only if it joins a meld, discards towards least deadwood with an
    occasional slip, knocks as soon as it may."""
    if view.phase in (Phase.OFFER, Phase.DRAW):
        legal = view.legal_actions()
        take = next((a for a in legal if isinstance(a, Take)), None)
        if take is not None:
            hand = view.hand.mask
            i = take.card.index
            if melded_with(hand, i):
                before = least_deadwood(hand)
                after = best_discard(hand | 1 << i, i)[0]
                if after < before:
                    other: Action = Pass() if view.phase is Phase.OFFER else DrawStock()
                    return Decision(
                        take,
                        (
                            reason(
                                "bot.take.lower", "R9", card=take.card, before=before, after=after
                            ),
                        ),
                        other,
                    )
        return _draw_stock(view)
    return _baseline(view, rng, knock_at=10, slip=EASY_SLIP)


def _draw_stock(view: PlayerView) -> Decision:
    legal = view.legal_actions()
    other: Action = Pass() if view.phase is Phase.OFFER else DrawStock()
    top = view.discard_pile[-1] if view.discard_pile else None
    why = (
        reason("bot.draw.no_meld", "R12", card=top)
        if top is not None
        else reason("bot.draw.forced", "R11")
    )
    return Decision(pick(legal, other), (why,))
