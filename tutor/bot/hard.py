"""The hard opponent: the medium heuristics, the opponent estimate, and Monte Carlo at the
decisions that matter (take or not, the close discards, knock or wait).

The heuristics propose; the Monte Carlo look-ahead overrules them only when its estimate,
measured on the same sampled deals for every candidate, is clearly better than the noise.
Knock or wait is decided by the look-ahead: a knock is scored against every sampled hand
(R18-R20), waiting is played out. Late in the hand with more than a little deadwood it waits,
as the medium level does: there the look-ahead's model of the opponent is least trustworthy,
except near the end of a match, where the look-ahead values moves by the chance of winning
the match (:mod:`tutor.bot.stakes`) and judges every knock. What the opponent showed in the
match's earlier hands tells how it ends hands (:func:`~tutor.bot.knowledge.learned_habit`):
the look-ahead samples its hands by that, and late knocks stay within what it would have
knocked with, since a player seen waiting with little deadwood undercuts a late knock.
Once the opponent has been seen waiting with a hand it could have knocked with
(:func:`read_opponent`), the look-ahead's rollouts knock for each seat as it really does
(:func:`own_habit`, and the habit read of the opponent), not both at their first chance.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from tutor.bot.decision import Decision, layoff_decision, pick
from tutor.bot.evaluate import Style, score_discards
from tutor.bot.evaluator import compare_reason, evaluate
from tutor.bot.knowledge import FIRST_CHANCE, WAITS_LATE, Habit, learned_habit
from tutor.bot.medium import (
    MEDIUM,
    Context,
    discard_why,
    draw_reasons,
    judge_draw,
    knock_choice,
    should_knock,
)
from tutor.bot.stakes import stakes_of
from tutor.engine.actions import Action, BigGin, Discard, Gin
from tutor.engine.cards import DECK
from tutor.engine.events import Reason, reason
from tutor.engine.state import Phase, PlayerView


@dataclass(frozen=True, slots=True)
class Config:
    """How hard the hard level looks ahead."""

    samples: int = 96  # sampled deals per decision (the same for every candidate)
    draw_band: float = 4.0  # look ahead at take-or-draw when the heuristic margin is this close
    discard_band: float = 3.0  # ... and at discards scoring within this of the best
    candidates: int = 4  # at most this many discards are played out
    z: float = 1.0  # overrule the heuristic only when the gain exceeds z standard errors


HARD = Config()


def late_low(habit: Habit, style: Style = MEDIUM) -> int | None:
    """The most deadwood the hard level knocks with late in the hand against an opponent
    read as ``habit``, when that is less than the style's ``knock_low``: one seen waiting
    late with less may hold as little now, and undercut (R20; self-play:
    tutor/bot/README.md)."""
    late = habit.late
    return max(0, late) if late is not None and late < style.knock_low else None


def own_habit(habit: Habit, waits: bool = False, style: Style = MEDIUM) -> Habit | None:
    """How the hard level itself ends hands, for its look-ahead's rollouts, against an
    opponent read as ``habit``: at once early, later only with what :func:`late_low`
    allows, or the style's ``knock_low`` (R15, R20), as the level really plays. Against an
    opponent seen waiting with a hand it could have knocked with (``waits``,
    :func:`read_opponent`) the opponent's rollouts then knock by ``habit`` too. ``None``
    against one never seen waiting: there both seats' rollouts knock at their first chance,
    which measured better against players who do so themselves (tutor/bot/README.md,
    Strength)."""
    low = late_low(habit, style)
    if low is not None:
        return Habit(early=None, late=low)
    return Habit(early=None, late=style.knock_low) if waits else None


def read_opponent(view: PlayerView) -> tuple[Habit, bool]:
    """What the match's earlier hands say of the opponent, read once: its habit
    (``WAITS_LATE`` narrowed by its shown hands), and whether it was seen waiting at all,
    holding a hand it could have knocked with after its last discard (R15). A player who
    knocks at its first chance never is; one who waits for gin or waits late soon is."""
    shown = learned_habit(view.shown, 1 - view.seat, view.rules, FIRST_CHANCE)
    return shown.within(WAITS_LATE), shown != FIRST_CHANCE


def hard_policy(
    view: PlayerView, rng: random.Random, config: Config = HARD, style: Style = MEDIUM
) -> Decision:
    if view.phase is Phase.LAYOFF:
        return layoff_decision(view)
    habit, waits = read_opponent(view)
    turn = _Turn(
        view,
        Context.of(view),
        rng,
        config,
        style,
        habit,
        own_habit(habit, waits, style),
    )
    return _draw(turn) if view.phase in (Phase.OFFER, Phase.DRAW) else _end_turn(turn)


@dataclass(frozen=True, slots=True)
class _Turn:
    """One decision of the hard level: the view, what it reads of the opponent (``habit``)
    and how its look-ahead's rollouts knock (``own``, :func:`own_habit`)."""

    view: PlayerView
    ctx: Context
    rng: random.Random
    config: Config
    style: Style
    habit: Habit
    own: Habit | None


def _draw(turn: _Turn) -> Decision:
    view, ctx, config, style = turn.view, turn.ctx, turn.config, turn.style
    j = judge_draw(view, ctx, style)
    legal = view.legal_actions()
    other = pick(legal, j.other) if j.take is None else j.other
    if j.take is None:
        return Decision(other, draw_reasons(j, False))
    take_first = j.margin > 0
    if abs(j.margin) >= config.draw_band:
        if take_first:
            return Decision(j.take, draw_reasons(j, True), j.other, draw_reasons(j, False))
        return Decision(j.other, draw_reasons(j, False), j.take, draw_reasons(j, True))
    actions: list[Action] = [j.take, j.other] if take_first else [j.other, j.take]
    est = evaluate(view, actions, config.samples, turn.rng, turn.habit, turn.own)
    choice = est.preferred(2, config.z)
    chosen, runner = actions[choice], actions[1 - choice]
    why = draw_reasons(j, chosen == j.take)
    other_why = draw_reasons(j, runner == j.take)
    return Decision(
        chosen, (*why, compare_reason(est, choice, 1 - choice, view, config.z)), runner, other_why
    )


def _end_turn(turn: _Turn) -> Decision:
    view, ctx, config, style, habit = turn.view, turn.ctx, turn.config, turn.style, turn.habit
    legal = view.legal_actions()
    if BigGin() in legal:
        return Decision(BigGin(), (reason("bot.big_gin", "R17"),))
    k = ctx.k
    scores = score_discards(k.hand, k.taken, ctx.odds, ctx.probs, style)
    gins = [a for a in legal if isinstance(a, Gin)]
    if gins:
        gin = max(gins, key=lambda a: (a.card.points, a.card.index))
        return Decision(gin, (reason("bot.gin", "R16"),))
    close = [s for s in scores if s.score <= scores[0].score + config.discard_band]
    close = close[: config.candidates]
    knock = knock_choice(view, ctx)
    waits: tuple[Reason, ...] = ()
    low = late_low(habit, style)
    if low is not None:
        style = replace(style, knock_low=low)
    if knock is not None and not should_knock(ctx, knock[1], style) and stakes_of(view) is None:
        # The look-ahead's opponent knocks at its first chance with an average hand; late in
        # the hand a real one that has not knocked may be close to gin or an undercut, so a
        # late knock needs the medium level's low deadwood (self-play: tutor/bot/README.md).
        # Near the end of a match the look-ahead judges every knock: a knock for the match
        # may be worth its undercut risk.
        if low is not None:
            wait = reason("bot.wait.seen", "R20", deadwood=knock[1], seen=(habit.late or 0) + 1)
        else:
            wait = reason("bot.wait.late", "R20", deadwood=knock[1], low=style.knock_low)
        waits = (wait,)
        knock = None
    discards: list[Action] = [Discard(DECK[s.card]) for s in close]
    moves: list[Action] = list(discards)
    if knock is not None:
        moves.append(knock[0])
    if len(moves) == 1:
        best = scores[0]
        only_runner: Action | None = Discard(DECK[scores[1].card]) if len(scores) > 1 else None
        return Decision(
            pick(legal, discards[0]),
            (*discard_why(best, scores[1] if len(scores) > 1 else None, k), *waits),
            only_runner,
        )
    est = evaluate(view, moves, config.samples, turn.rng, habit, turn.own)
    # Among the discards, the heuristic's first choice stands unless another is clearly better.
    choice = est.preferred(len(discards), config.z)
    runner_i = max(
        (i for i in range(len(discards)) if i != choice),
        key=lambda i: est.value(i).mean,
        default=None,
    )
    best_discard = discards[choice]
    reasons = discard_why(close[choice], close[runner_i] if runner_i is not None else None, k)
    if knock is not None:
        kn = len(moves) - 1
        knock_value = est.value(kn).mean
        wait_value = est.value(choice).mean
        if knock_value >= wait_value:
            why = (
                reason("bot.knock", "R15", deadwood=knock[1], limit=k.knock_limit),
                compare_reason(est, kn, choice, view, config.z),
            )
            return Decision(knock[0], why, best_discard, reasons)
        wait = reason(
            "bot.wait" if est.stakes is None else "bot.wait.match",
            "R15",
            deadwood=knock[1],
            value=round(knock_value, 1),
            wait=round(wait_value, 1),
        )
        return Decision(pick(legal, best_discard), (*reasons, wait), knock[0])
    runner = discards[runner_i] if runner_i is not None else None
    extra: tuple[Reason, ...] = ()
    if runner_i is not None:
        extra = (compare_reason(est, choice, runner_i, view, config.z),)
    return Decision(pick(legal, best_discard), (*reasons, *extra, *waits), runner)
