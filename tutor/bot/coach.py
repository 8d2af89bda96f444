"""The coach's judgement of one position: the candidates, their values and the best move.

The Tip and the review both call :func:`advise` on the learner's view, so the same position
with the same seed always gets the same best move and the same numbers. The review adds the
move the learner played when it is not among the candidates: since every candidate is valued
on the same deals by rollouts that draw no random numbers, adding it changes no other value,
and the best move is always chosen among the candidates, as the Tip chooses it: the medium
level's move unless another candidate is clearly better (:meth:`Evaluation.preferred`).
Near the end of a match the values are chances of winning the match (:mod:`tutor.bot.stakes`),
and :func:`match_reasons` says so in words for both.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from tutor.bot.estimate import opponent_probabilities
from tutor.bot.evaluate import score_discards, stock_odds
from tutor.bot.evaluator import Evaluation, evaluate, values_on
from tutor.bot.knowledge import WAITS_LATE, Habit, Knowledge
from tutor.bot.medium import MEDIUM, medium_policy
from tutor.bot.sampling import Deal, sample_deals
from tutor.bot.stakes import stakes_of
from tutor.bot.stats import MeanError
from tutor.engine.actions import Action, BigGin, Discard, Gin, Knock
from tutor.engine.cards import DECK
from tutor.engine.events import Reason, reason
from tutor.engine.melds import best_discard, discard_deadwoods, discard_key
from tutor.engine.state import Phase, PlayerView
from tutor.explain.moves import narration

SAMPLES = 40  # sampled hidden deals per position
SURE_HANDS = 40  # hidden hands of the opponent over which a loss is checked hand by hand
SURE_ORDERS = 3  # stock orders per hidden hand (the order of the stock nobody knows)
WIDTH = 4  # discards the heuristics rank best, all valued
OVERRULE = 1.0  # another candidate replaces the medium level's choice when it is better by
# more than this many standard errors of the paired difference (as the hard level decides)


def candidates(view: PlayerView) -> tuple[Action, ...]:
    """The moves worth valuing for the seat to move, the medium level's choice first.

    Draws: every legal choice (take the top card, pass or draw from the stock). Discards: big
    gin or the best gin when there is one; otherwise the discards the medium heuristics rank
    best and the least-deadwood discard, and when a knock is allowed, the knock that leaves
    the least deadwood together with waiting (the same card discarded face up).
    """
    legal = view.legal_actions()
    if view.phase is Phase.LAYOFF or view.phase is Phase.OVER:
        raise ValueError(f"the coach judges turns, not the {view.phase.value} phase")
    first = medium_policy(view, random.Random(0)).action
    wanted: list[Action] = [first]
    if view.phase in (Phase.OFFER, Phase.DRAW):
        wanted += legal
    elif BigGin() in legal:
        wanted = [BigGin()]
    elif any(isinstance(a, Gin) for a in legal):
        wanted = [first]  # the medium level goes gin whenever it can
    else:
        k = Knowledge.of(view)
        probs = opponent_probabilities(k)
        scored = score_discards(k.hand, k.taken, stock_odds(k, probs), probs, MEDIUM)
        wanted += [Discard(DECK[s.card]) for s in scored[:WIDTH]]
        wanted.append(Discard(DECK[best_discard(k.hand, k.taken)[1]]))
        knocks = [a for a in legal if isinstance(a, Knock)]
        if knocks:
            left = dict(discard_deadwoods(k.hand))
            knock = min(knocks, key=lambda a: discard_key(a.card.index, left[a.card.index]))
            wanted += [knock, Discard(knock.card)]
    out: list[Action] = []
    for action in wanted:
        if action in legal and action not in out:
            out.append(action)
    return tuple(out)


@dataclass(frozen=True, slots=True)
class Advice:
    """The values of the candidates (and of an extra move, last, when one was asked about)
    and the best candidate."""

    evaluation: Evaluation
    count: int  # how many of the evaluation's actions are candidates (the rest: extra)
    best: int

    @property
    def action(self) -> Action:
        return self.evaluation.actions[self.best]

    @property
    def runner_up(self) -> int | None:
        rest = [i for i in range(self.count) if i != self.best]
        return self.evaluation.best_of(rest) if rest else None

    def value(self, action: Action) -> MeanError:
        return self.evaluation.value(self.evaluation.index(action))


def advise(
    view: PlayerView,
    seed: int = 0,
    samples: int = SAMPLES,
    extra: Action | None = None,
    habit: Habit = WAITS_LATE,
) -> Advice:
    """Value the candidates of ``view`` (and ``extra``, a move played that is not among
    them) on ``samples`` deals drawn from ``seed``, against an opponent of that ``habit``."""
    moves = list(candidates(view))
    count = len(moves)
    if extra is not None and extra not in moves:
        moves.append(extra)
    evaluation = evaluate(view, moves, samples, seed, habit)
    return Advice(evaluation, count, evaluation.preferred(count, OVERRULE))


def match_reasons(
    advice: Advice, view: PlayerView, changed_only: bool = False
) -> tuple[Reason, ...]:
    """In words, what the match does to the advice (nothing while points decide): the
    scores and what each player needs (R24), and when the move valued by points would have
    been another, both moves' chances of winning the match beside their points. The Tip says
    it whenever the match decides; the review (``changed_only``) when it changed the move."""
    ev = advice.evaluation
    stakes = ev.stakes
    if stakes is None:
        return ()
    by_points = ev.in_points.preferred(advice.count, OVERRULE)
    changed = by_points != advice.best
    if changed_only and not changed:
        return ()
    top = view.discard_pile[-1] if view.discard_pile else None
    out = [
        reason(
            "coach.match.reach",
            "R24",
            mine=stakes.mine,
            theirs=stakes.theirs,
            need=stakes.need,
            their_need=stakes.their_need,
        )
    ]
    if changed:
        points = ev.in_points
        out.append(
            reason(
                "coach.match.changes",
                "R24",
                best=narration(advice.action, "act", top),
                chance=round(ev.value(advice.best).mean),
                points=round(points.value(advice.best).mean, 1),
                other=narration(ev.actions[by_points], "act", top),
                other_chance=round(ev.value(by_points).mean),
                other_points=round(points.value(by_points).mean, 1),
            )
        )
    return tuple(out)


def loss_again(
    view: PlayerView,
    best: Action,
    played: Action,
    seed: int,
    samples: int = SAMPLES,
    habit: Habit = WAITS_LATE,
) -> MeanError:
    """How much ``best`` gains over ``played``, measured again on fresh deals: the best of
    several noisy means is flattered by its luck, and that luck is not the learner's loss."""
    k = Knowledge.of(view, habit)
    fresh = sample_deals(k, samples, random.Random(f"evaluator/{seed}/again"))
    return values_on(k, [best, played], fresh, stakes_of(view)).versus(0, 1)


def sureness(
    view: PlayerView,
    best: Action,
    played: Action,
    seed: int,
    hands: int = SURE_HANDS,
    orders: int = SURE_ORDERS,
    habit: Habit = WAITS_LATE,
) -> float:
    """The share of the hands the opponent could hold against which ``best`` does better
    than ``played`` on average (over ``orders`` stock orders each): how sure a loss is.

    A mean loss can come from a few hands where the move is a disaster while it does better
    against most others; the real opponent holds one hand, and the move's true loss is its
    loss against that hand. A loss is called a mistake only when it is a loss against
    nearly every hand (the threshold is measured by ``tutor coach calibrate``).
    """
    k = Knowledge.of(view, habit)
    rng = random.Random(f"evaluator/{seed}/sure")
    deals = []
    for deal in sample_deals(k, hands, rng):
        stock = list(deal.stock)
        for _ in range(orders):
            rng.shuffle(stock)
            deals.append(Deal(deal.opponent, tuple(stock)))
    ev = values_on(k, [best, played], deals, stakes_of(view))
    gains = [a - b for a, b in zip(ev.values[0], ev.values[1], strict=True)]
    per_hand = [sum(gains[i : i + orders]) for i in range(0, len(gains), orders)]
    return sum(g > 0 for g in per_hand) / len(per_hand)
