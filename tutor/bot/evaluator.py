"""The one evaluator: the expected points of candidate moves, with their standard errors.

The hard level, the Tip, the review and the calibration all ask this module, and nothing
else, what a move is worth. From a seat's :class:`~tutor.engine.state.PlayerView` it samples
hidden deals consistent with what the seat has seen (:mod:`tutor.bot.sampling`), plays every
candidate on each deal and the rest of the hand out (:mod:`tutor.bot.rollout`), and averages
the points the seat wins. Every candidate is played on the *same* deals ("common random
numbers"), so the difference between two candidates is measured on equal luck, and since the
rollouts themselves draw no random numbers, a candidate's value on a deal does not depend on
which other candidates are judged beside it.

Near the end of a match (:mod:`tutor.bot.stakes`) a deal's value is not its points but the
chance of winning the match, in percent, at the scores the hand leaves: the same deals, the
same rollouts, each result read through the match-equity table. ``points`` keeps the points
either way, so the words can say what the match changed.

The same view, candidates, number of deals and seed always give the same numbers.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from tutor.bot.knowledge import WAITS_LATE, Habit, Knowledge
from tutor.bot.rollout import Rollout
from tutor.bot.sampling import Deal, sample_deals
from tutor.bot.stakes import Stakes, stakes_of
from tutor.bot.stats import MeanError, mean_error, paired_difference
from tutor.engine.actions import Action
from tutor.engine.events import Reason, reason
from tutor.engine.state import PlayerView
from tutor.explain.moves import narration


@dataclass(frozen=True, slots=True)
class End:
    """How a rollout ended, from the seat's side."""

    net: int  # points the seat won (negative: the opponent won them), 0 for a draw hand
    mine: bool  # the seat ended the hand (knock or gin)
    drawn: bool  # nobody did: a draw hand (R14)
    gin: bool
    turns: int  # turns ended, both seats, from the candidate move on (the move is the first)


@dataclass(frozen=True, slots=True)
class Evaluation:
    """Per candidate action, its value on each sampled deal: the points its seat wins, or
    with ``stakes`` the seat's chance of winning the match in percent; ``points`` and
    ``ends`` keep the points and how each hand ended either way."""

    actions: tuple[Action, ...]
    values: tuple[tuple[float, ...], ...]
    points: tuple[tuple[float, ...], ...] = ()
    ends: tuple[tuple[End, ...], ...] = ()
    stakes: Stakes | None = None

    @property
    def in_points(self) -> Evaluation:
        """The same deals valued in points (itself while points decide)."""
        if self.stakes is None:
            return self
        return Evaluation(self.actions, self.points, self.points, self.ends)

    @property
    def samples(self) -> int:
        return len(self.values[0]) if self.values else 0

    def value(self, i: int) -> MeanError:
        """The expected points of candidate ``i`` and the standard error of that mean."""
        return mean_error(self.values[i])

    def index(self, action: Action) -> int:
        return self.actions.index(action)

    def best_of(self, indices: Sequence[int]) -> int:
        """Among ``indices``, the candidate with the highest mean (the first among equals)."""
        means = {i: sum(self.values[i]) / len(self.values[i]) for i in indices}
        return max(indices, key=lambda i: (means[i], -i))

    @property
    def best(self) -> int:
        return self.best_of(range(len(self.actions)))

    def preferred(self, count: int, z: float) -> int:
        """Among the first ``count`` candidates, the first one stands unless another gains
        on it by more than ``z`` standard errors of the paired difference, in order: a
        proposal is overruled only by a difference larger than the noise."""
        choice = 0
        for i in range(1, count):
            if self.clearly_better(i, choice, z):
                choice = i
        return choice

    def clearly_better(self, better: int, worse: int, z: float) -> bool:
        """Whether ``better`` gains on ``worse`` by more than ``z`` standard errors."""
        gain = self.versus(better, worse)
        return gain.mean > 0 and gain.mean > z * gain.error

    def versus(self, better: int, worse: int) -> MeanError:
        """How much ``better`` gains over ``worse`` on the same deals, with its noise."""
        return paired_difference(self.values[better], self.values[worse])


def compare_reason(ev: Evaluation, chosen: int, other: int, view: PlayerView, z: float) -> Reason:
    """The chosen move's value against another's, in words (``bot.mc.compare``; with the
    match at stake ``bot.mc.compare.match``, in chances of winning the match).

    A move may be chosen with the lower of the two numbers: another is preferred only when
    it is better by more than ``z`` standard errors (:meth:`Evaluation.preferred`, with the
    caller's ``z``). Then the words say so (``.close``), with the difference and its standard
    error, so that a learner never reads a better number for the move passed over without
    the reason."""
    a, b = ev.value(chosen), ev.value(other)
    top = view.discard_pile[-1] if view.discard_pile else None
    code = "bot.mc.compare" if ev.stakes is None else "bot.mc.compare.match"
    noise = {}
    if round(b.mean, 1) > round(a.mean, 1) and not ev.clearly_better(other, chosen, z):
        gain = ev.versus(other, chosen)
        code += ".close"
        noise = {"gap": round(gain.mean, 1), "error": round(gain.error, 1)}
    return reason(
        code,
        "",
        value=round(a.mean, 1),
        other=narration(ev.actions[other], "act", top),
        other_value=round(b.mean, 1),
        samples=a.count,
        **noise,
    )


def values_on(
    k: Knowledge,
    actions: Sequence[Action],
    deals: Sequence[Deal],
    stakes: Stakes | None = None,
    own: Habit | None = None,
) -> Evaluation:
    """Play each action on each deal and the rest of the hand out; with ``stakes``, value
    each result by the chance of winning the match it leaves. With ``own``, the rollouts
    knock for the seat by ``own`` and for the opponent by ``k.habit``; without it both
    knock at their first chance."""
    sign = 1 if k.seat == 0 else -1
    points: list[list[float]] = [[] for _ in actions]
    ends: list[list[End]] = [[] for _ in actions]
    for deal in deals:
        habits: list[Habit | None] = [None, None]
        if own is not None:
            habits[k.seat], habits[1 - k.seat] = own, k.habit
        start = Rollout.of(k, deal, (habits[0], habits[1]))
        for i, action in enumerate(actions):
            table = start.copy()
            table.play(action)
            net = sign * table.finish()
            points[i].append(float(net))
            ends[i].append(End(net, table.ender == k.seat, table.ender < 0, table.gin, table.turns))
    pts = tuple(tuple(v) for v in points)
    if stakes is None:
        values = pts
    else:
        values = tuple(tuple(stakes.chance(e.net, e.drawn) for e in row) for row in ends)
    return Evaluation(tuple(actions), values, pts, tuple(tuple(e) for e in ends), stakes)


def rng_of(seed: int | random.Random) -> random.Random:
    """A generator from a seed (the Tip and the review) or the caller's own (the levels)."""
    return seed if isinstance(seed, random.Random) else random.Random(f"evaluator/{seed}")


def evaluate(
    view: PlayerView,
    actions: Sequence[Action],
    samples: int,
    seed: int | random.Random = 0,
    habit: Habit = WAITS_LATE,
    own: Habit | None = None,
) -> Evaluation:
    """The value of each of ``actions`` (legal turn actions of the seat to move) for the
    seat of ``view``, over ``samples`` hidden deals drawn from ``seed``, the opponent ending
    hands by ``habit``: its hands are sampled by it, and with ``own`` (how the seat itself
    ends hands) both seats' rollouts knock by them."""
    k = Knowledge.of(view, habit)
    deals = sample_deals(k, samples, rng_of(seed))
    return values_on(k, actions, deals, stakes_of(view), own)
