"""The Tip: the coach's best move for the learner's seat, from the learner's view.

The move is the one :func:`tutor.bot.coach.advise` values highest, with a fixed seed, so the
same position always gets the same advice, and the review of that position names the same
best move with the same numbers. The words come from the medium heuristics (what the move
does to the deadwood, why a card is kept) and from the evaluator (what it is worth).
"""

from __future__ import annotations

from dataclasses import dataclass

from tutor.bot.coach import OVERRULE, Advice, advise, match_reasons
from tutor.bot.decision import Decision, layoff_decision
from tutor.bot.evaluate import score_discards
from tutor.bot.evaluator import compare_reason
from tutor.bot.knowledge import WAITS_LATE, Habit
from tutor.bot.medium import MEDIUM, Context, discard_why, draw_reasons, judge_draw, knock_choice
from tutor.engine.actions import Action, BigGin, Discard, Gin, Knock, Take
from tutor.engine.cards import Card
from tutor.engine.events import Reason, reason
from tutor.engine.melds import best_discard, least_deadwood
from tutor.engine.state import Phase, PlayerView


@dataclass(frozen=True, slots=True)
class Tip:
    """The advice and the facts around it: the deadwood now (after the best discard when
    holding eleven cards) and the discards that would allow a knock (R15) or gin (R16).
    ``advice`` holds the values behind it (none for layoffs)."""

    decision: Decision
    deadwood: int
    knock_discards: tuple[Card, ...]
    gin_discards: tuple[Card, ...]
    advice: Advice | None = None


def tip(view: PlayerView, seed: int = 0, habit: Habit = WAITS_LATE) -> Tip:
    """Advice for the seat of ``view`` against an opponent of that ``habit``; it must be
    that seat's turn."""
    if view.to_move != view.seat or view.phase is Phase.OVER:
        raise ValueError("a Tip needs a view of the seat whose turn it is")
    advice = None
    if view.phase is Phase.LAYOFF:
        decision = layoff_decision(view)
    else:
        advice = advise(view, seed, habit=habit)
        decision = _decision(view, advice)
    hand = view.hand.mask
    knocks: list[Card] = []
    gins: list[Card] = []
    if view.phase is Phase.DISCARD:
        for action in view.legal_actions():
            if isinstance(action, Knock):
                knocks.append(action.card)
            elif isinstance(action, Gin):
                gins.append(action.card)
        taken = view.taken.index if view.taken is not None else -1
        deadwood = best_discard(hand, taken)[0]
    else:
        deadwood = least_deadwood(hand)
    return Tip(decision, deadwood, tuple(knocks), tuple(gins), advice)


def _decision(view: PlayerView, advice: Advice) -> Decision:
    best = advice.action
    runner_i = advice.runner_up
    runner = advice.evaluation.actions[runner_i] if runner_i is not None else None
    compare = (
        ()
        if runner_i is None
        else (compare_reason(advice.evaluation, advice.best, runner_i, view, OVERRULE),)
    )
    why = (*_words(view, best), *compare, *match_reasons(advice, view))
    runner_why = _words(view, runner) if runner is not None else ()
    return Decision(best, why, runner, runner_why)


def _words(view: PlayerView, action: Action) -> tuple[Reason, ...]:
    """The heuristics' words for ``action``: what it does to the hand."""
    if isinstance(action, BigGin):
        return (reason("bot.big_gin", "R17"),)
    if isinstance(action, Gin):
        return (reason("bot.gin", "R16"),)
    ctx = Context.of(view)
    if view.phase in (Phase.OFFER, Phase.DRAW):
        return draw_reasons(judge_draw(view, ctx, MEDIUM), isinstance(action, Take))
    k = ctx.k
    if isinstance(action, Knock):
        knock = knock_choice(view, ctx)
        left = knock[1] if knock is not None else least_deadwood(k.hand ^ action.card.bit)
        return (reason("bot.knock", "R15", deadwood=left, limit=k.knock_limit),)
    assert isinstance(action, Discard)
    scores = score_discards(k.hand, k.taken, ctx.odds, ctx.probs, MEDIUM)
    mine = next((s for s in scores if s.card == action.card.index), None)
    if mine is None:
        left = least_deadwood(k.hand ^ action.card.bit)
        return (reason("bot.discard.leaves", "R9", card=action.card, deadwood=left),)
    others = [s for s in scores if s.card != mine.card]
    return discard_why(mine, others[0] if others else None, k)
