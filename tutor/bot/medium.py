"""The medium opponent: explainable heuristics on top of the exact deadwood of the engine.

Discard: the least deadwood now (throw high loose cards early, R9), the expected deadwood after
the next draw (keep cards that can grow, two ways if possible), and the chance that the opponent
melds the card (watch what it picks up, do not feed it). Draw: take the top card only when it
beats an average stock card by a margin, since taking shows the plan. Knock (R15) when the
situation allows: early, or with little deadwood; gin always.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from tutor.bot.decision import Decision, layoff_decision, pick
from tutor.bot.estimate import NEIGHBOURS, opponent_probabilities
from tutor.bot.evaluate import (
    DiscardScore,
    Style,
    expected_after_draw,
    melded_with,
    outs,
    score_discards,
    stock_odds,
)
from tutor.bot.knowledge import Knowledge
from tutor.engine.actions import Action, BigGin, Discard, DrawStock, Gin, Knock, Pass, Take
from tutor.engine.cards import DECK, Card, CardSet
from tutor.engine.events import Reason, reason
from tutor.engine.melds import (
    Meld,
    arrange,
    best_discard,
    discard_deadwoods,
    discard_key,
    least_deadwood,
)
from tutor.engine.state import Phase, PlayerView

MEDIUM = Style()


@dataclass(frozen=True, slots=True)
class Context:
    """What every heuristic of one decision shares: the knowledge and the estimates."""

    k: Knowledge
    probs: list[float]
    odds: list[tuple[int, float]]

    @classmethod
    def of(cls, view: PlayerView) -> Context:
        k = Knowledge.of(view)
        probs = opponent_probabilities(k)
        return cls(k, probs, stock_odds(k, probs))


@dataclass(frozen=True, slots=True)
class DrawJudgement:
    """The numbers behind take-or-draw."""

    take: Take | None
    other: Action
    hand: int
    now: int
    after_take: int
    expected_stock: float
    joins: bool
    then_discard: int  # the best discard after taking, or -1
    margin: float  # positive: taking is better by this much (after the style's margin)

    @property
    def hand_after_take(self) -> CardSet:
        assert self.take is not None
        return CardSet((self.hand | self.take.card.bit) & ~(1 << self.then_discard))


def judge_draw(view: PlayerView, ctx: Context, style: Style) -> DrawJudgement:
    legal = view.legal_actions()
    take = next((a for a in legal if isinstance(a, Take)), None)
    other: Action = Pass() if view.phase is Phase.OFFER else DrawStock()
    hand = ctx.k.hand
    now = least_deadwood(hand)
    if take is None:
        return DrawJudgement(None, other, hand, now, now, float(now), False, -1, float("-inf"))
    top = take.card.index
    grown = hand | 1 << top
    after, then = best_discard(grown, top)
    expected = expected_after_draw(hand, ctx.odds)
    joins = melded_with(hand, top)
    need = style.take_meld if joins else style.take_loose
    return DrawJudgement(
        take, other, hand, now, after, expected, joins, then, expected - after - need
    )


def draw_reasons(j: DrawJudgement, took: bool) -> tuple[Reason, ...]:
    if j.take is None:
        return (reason("bot.draw.forced", "R11"),)
    card = j.take.card
    if took:
        if j.joins:
            meld = meld_of(card, j.hand_after_take)
            if meld is not None:
                return (
                    reason(
                        "bot.take.meld",
                        meld.rule,
                        card=card,
                        meld=meld,
                        before=j.now,
                        after=j.after_take,
                    ),
                )
        return (reason("bot.take.lower", "R9", card=card, before=j.now, after=j.after_take),)
    if not j.joins:
        return (reason("bot.draw.no_meld", "R12", card=card),)
    return (
        reason(
            "bot.draw.stock_better",
            "R12",
            card=card,
            after=j.after_take,
            expected=round(j.expected_stock, 1),
        ),
    )


def meld_of(card: Card, hand: CardSet) -> Meld | None:
    """The meld that holds ``card`` in the best arrangement of ``hand`` (for the words)."""
    for meld in arrange(hand).best.melds:
        if card in meld.cards:
            return meld
    return None


def medium_policy(view: PlayerView, rng: random.Random, style: Style = MEDIUM) -> Decision:
    if view.phase is Phase.LAYOFF:
        return layoff_decision(view)
    ctx = Context.of(view)
    if view.phase in (Phase.OFFER, Phase.DRAW):
        j = judge_draw(view, ctx, style)
        if j.take is not None and j.margin > 0:
            return Decision(j.take, draw_reasons(j, True), j.other, draw_reasons(j, False))
        legal = view.legal_actions()
        return Decision(
            pick(legal, j.other),
            draw_reasons(j, False),
            j.take,
            draw_reasons(j, True) if j.take is not None else (),
        )
    return end_turn(view, ctx, style)


def end_turn(view: PlayerView, ctx: Context, style: Style) -> Decision:
    legal = view.legal_actions()
    if BigGin() in legal:
        return Decision(BigGin(), (reason("bot.big_gin", "R17"),))
    k = ctx.k
    scores = score_discards(k.hand, k.taken, ctx.odds, ctx.probs, style)
    best = scores[0]
    runner = scores[1] if len(scores) > 1 else None
    gins = [a for a in legal if isinstance(a, Gin)]
    if gins:
        gin = max(gins, key=lambda a: (a.card.points, a.card.index))
        return Decision(gin, (reason("bot.gin", "R16"),))
    knock = knock_choice(view, ctx)
    discard_reasons = discard_why(best, runner, k)
    if knock is not None and should_knock(ctx, knock[1], style):
        return Decision(
            knock[0],
            (reason("bot.knock", "R15", deadwood=knock[1], limit=k.knock_limit),),
            Discard(DECK[best.card]),
            discard_reasons,
        )
    action = pick(legal, Discard(DECK[best.card]))
    if knock is not None:
        wait = reason("bot.wait.late", "R20", deadwood=knock[1], low=style.knock_low)
        return Decision(action, (*discard_reasons, wait), knock[0])
    runner_action = Discard(DECK[runner.card]) if runner is not None else None
    return Decision(action, discard_reasons, runner_action)


def knock_choice(view: PlayerView, ctx: Context) -> tuple[Knock, int] | None:
    """The knock that leaves the least deadwood (R15), with that deadwood, if any."""
    knocks = [a for a in view.legal_actions() if isinstance(a, Knock)]
    if not knocks:
        return None
    left = dict(discard_deadwoods(ctx.k.hand))
    best = min(knocks, key=lambda a: discard_key(a.card.index, left[a.card.index]))
    return best, left[best.card.index]


def should_knock(ctx: Context, deadwood: int, style: Style) -> bool:
    """Knock early; later, only with little deadwood, since the opponent has had the turns
    to get low and undercut (R20). Measured in self-play against ``simple``: better than
    knocking at every chance (tutor/bot/README.md)."""
    return deadwood <= style.knock_low or ctx.k.stock_size >= style.knock_early


def discard_why(
    best: DiscardScore, runner: DiscardScore | None, k: Knowledge
) -> tuple[Reason, ...]:
    """Why ``best`` is thrown rather than ``runner``, in the terms of the strategy advice."""
    card = DECK[best.card]
    floor = best_discard(k.hand, k.taken)[0]
    code = "bot.discard.least" if best.deadwood == floor else "bot.discard.leaves"
    out = [reason(code, "R9", card=card, deadwood=best.deadwood)]
    loose = best.deadwood == least_deadwood(k.hand) - card.points
    if loose and card.points >= 8:
        out.append(reason("bot.discard.high", "R2", card=card, points=card.points))
    if runner is None:
        return tuple(out)
    other = DECK[runner.card]
    if runner.danger - best.danger >= 0.15:
        out.append(
            reason(
                "bot.discard.safe", "R12", card=card, other=other, risk=round(100 * runner.danger)
            )
        )
        related = [DECK[j] for j, _ in NEIGHBOURS[runner.card] if k.opp_known >> j & 1]
        if related:
            out.append(reason("bot.discard.feeds", "R12", taken=CardSet(related), other=other))
    elif runner.expected - best.expected >= 0.5:
        mine = outs(k.hand ^ 1 << best.card, k.unseen)
        theirs = outs(k.hand ^ 1 << runner.card, k.unseen)
        if mine > theirs:
            out.append(
                reason("bot.discard.flexible", "R7", other=other, outs=mine, other_outs=theirs)
            )
    return tuple(out)
