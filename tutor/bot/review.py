"""The review of a finished hand: where the learner lost points, measured, not guessed.

Every decision of the learner (take or draw, discard, knock or wait) is replayed from the
learner's own view at that moment. The candidate moves are played out on the same sampled
hidden deals (consistent with what the learner could see), and a move is marked only when it
lost points on average by more than the noise of the measurement:

- inaccuracy: at least ``INACCURACY`` points lost on average, and more than ``Z_INACCURACY``
  standard errors of the paired difference,
- mistake: at least ``MISTAKE``, blunder: at least ``BLUNDER``, more than ``Z`` standard
  errors, and a loss against at least ``SURE`` of the hands the opponent could hold, checked
  hand by hand (:func:`~tutor.bot.coach.sureness`); a large average loss that is not a loss
  against most hands is an inaccuracy: the move may well have been right against the real one.

The thresholds are those that ``tutor coach calibrate`` measured (tutor/bot/README.md).

Near the end of a match (:mod:`tutor.bot.stakes`) the loss is in the chance of winning the
match, in percentage points, and the same marks apply to it: a move that costs 5 in 100
matches is a mistake. A knock-or-wait decision also says what happened (the points this hand
brought) beside what was likely (each choice's value, the undercut chance of knocking, the
chance of gin by the next turn for waiting), and says why when the two disagree.

The best candidate is chosen on one set of sampled deals and its lead over the move played is
measured again on fresh deals, so that the luck that made it look best does not count as the
learner's loss. The review also gives the data for a chart of both players' deadwood over the
hand and the position before every decision ("play again from here", :func:`position_before`).
"""

from __future__ import annotations

from collections.abc import Sequence
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass

from tutor.bot.arena import hand_net
from tutor.bot.coach import SAMPLES, advise, loss_again, match_reasons, sureness
from tutor.bot.evaluator import Evaluation
from tutor.bot.jobs import run_jobs
from tutor.bot.knowledge import WAITS_LATE, Habit
from tutor.engine.actions import Action, BigGin, Discard, Gin, Knock
from tutor.engine.cards import Card
from tutor.engine.events import Reason, reason
from tutor.engine.melds import least_deadwood
from tutor.engine.state import HandState, Phase, PlayerView
from tutor.explain.moves import narration

INACCURACY = 1.5
MISTAKE = 5.0
BLUNDER = 10.0
Z = 2.5  # standard errors a mistake or blunder needs (tutor coach calibrate)
Z_INACCURACY = 1.0  # those an inaccuracy needs
SURE = 1.0  # the share of the opponent's possible hands a mistake must lose against: all
AGAIN = 80  # fresh deals that measure the loss of a move that was not the best


@dataclass(frozen=True, slots=True)
class Candidate:
    action: Action
    value: float  # mean points for the learner over the sampled deals


@dataclass(frozen=True, slots=True)
class ReviewedMove:
    """One decision of the learner and its verdict."""

    ply: int  # how many actions of the hand came before it
    turn: int  # the learner's turn number (1 = first)
    played: Action
    best: Action  # the coach's best candidate, the Tip's move in this position
    candidates: tuple[Candidate, ...]  # the best first, then by value
    loss: float  # points lost on average against the best candidate (0 when best)
    error: float  # standard error of that loss
    verdict: str  # "best", "close", "inaccuracy", "mistake" or "blunder"
    reasons: tuple[Reason, ...]
    # the share of the opponent's possible hands the best move beats it against, when a
    # loss large enough for a mistake was checked hand by hand (else None)
    sure: float | None = None
    # what values and losses count: "points", or near the end of a match "match" (the
    # chance of winning the match, in percent)
    unit: str = "points"

    @property
    def marked(self) -> bool:
        return self.verdict in ("inaccuracy", "mistake", "blunder")

    @property
    def lost_anyway(self) -> bool:
        """A good knock-or-wait choice in a hand that was lost: the review says why the
        verdict stands, so the page shows it even when the move was the best."""
        return any(r.code == "review.outcome.unlucky" for r in self.reasons)


@dataclass(frozen=True, slots=True)
class DeadwoodPoint:
    """Both players' least deadwood (R9) after one ply, for the chart."""

    ply: int
    turn: int  # the learner's turns completed so far
    mover: int
    mine: int
    theirs: int


@dataclass(frozen=True, slots=True)
class Review:
    seat: int
    moves: tuple[ReviewedMove, ...]
    chart: tuple[DeadwoodPoint, ...]
    samples: int
    knock_limit: int | None

    @property
    def marked(self) -> tuple[ReviewedMove, ...]:
        return tuple(m for m in self.moves if m.marked)

    def summary(self) -> Reason:
        count = {v: sum(1 for m in self.moves if m.verdict == v) for v in _ORDER}
        return reason(
            "review.summary",
            "",
            moves=len(self.moves),
            inaccuracies=count["inaccuracy"],
            mistakes=count["mistake"],
            blunders=count["blunder"],
        )


_ORDER = ("best", "close", "inaccuracy", "mistake", "blunder")


def verdict_for(loss: float, error: float, sure: float | None = None) -> str:
    """The mark for an average loss with its standard error and, for a loss large enough for
    a mistake, the share of the opponent's possible hands it is a loss against (see the
    module text)."""
    if loss <= 0:
        return "best"
    if loss < INACCURACY or loss <= Z_INACCURACY * error:
        return "close"
    if needs_sureness(loss, error) and sure is not None and sure >= SURE:
        return "blunder" if loss >= BLUNDER else "mistake"
    return "inaccuracy"


def needs_sureness(loss: float, error: float) -> bool:
    """Whether a loss is large and clear enough for a mistake, if it is sure enough."""
    return loss >= MISTAKE and loss > Z * error


def position_before(final: HandState, ply: int) -> HandState:
    """The hand as it stood before its ``ply``-th action: "play again from here"."""
    state = HandState.deal(final.rules, deck=final.deck, dealer=final.dealer)
    for _, action in final.history[:ply]:
        state, _ = state.apply(action)
    return state


def review(
    final: HandState,
    seat: int,
    samples: int = SAMPLES,
    seed: int = 0,
    scores: tuple[int, int] = (0, 0),
    jobs: int = 1,
    habit: Habit = WAITS_LATE,
) -> Review:
    """Review the decisions of ``seat`` in a finished hand played at the match ``scores``
    (by seat, before the hand) against an opponent of that ``habit`` (known in Practice:
    the level played), judging them on ``jobs`` processes: the Practice page and
    ``tutor review`` use the machine's cores (:func:`~tutor.bot.jobs.cores`), since a
    learner waits for it. Every decision is judged on its own seeded deals, so the verdicts
    do not depend on ``jobs``."""
    if not final.is_over:
        raise ValueError("only a finished hand can be reviewed")
    net = hand_net(final)
    outcome = None if final.result is None else (net if seat == 0 else -net)
    state = HandState.deal(final.rules, deck=final.deck, dealer=final.dealer)
    asked: list[_Decision] = []
    chart: list[DeadwoodPoint] = [DeadwoodPoint(0, 0, -1, *_deadwoods(state, seat))]
    turn = 0
    for ply, (mover, action) in enumerate(final.history):
        if mover == seat and state.phase in (Phase.OFFER, Phase.DRAW, Phase.DISCARD):
            if state.phase is not Phase.DISCARD:
                turn += 1
            if len(state.legal_actions()) > 1:
                view = state.view(seat, scores)
                asked.append((view, ply, turn, action, samples, seed, outcome, habit))
        state, _ = state.apply(action)
        if isinstance(action, Discard | Knock | Gin | BigGin):  # a turn ends
            chart.append(DeadwoodPoint(ply + 1, turn, mover, *_deadwoods(state, seat)))
    try:
        moves = tuple(run_jobs(_judge_decision, asked, jobs, ordered=True))
    except BrokenProcessPool:  # a process died (killed, out of memory): the learner waits longer
        moves = tuple(map(_judge_decision, asked))
    return Review(seat, moves, tuple(chart), samples, final.knock_limit)


# One decision to judge: the view, its ply and turn, the move played, the samples and seed,
# the points the hand brought the seat (see _judge) and the opponent's habit.
_Decision = tuple[PlayerView, int, int, Action, int, int, int | None, Habit]


def _judge_decision(decision: _Decision) -> ReviewedMove:
    return _judge(*decision)


def _deadwoods(state: HandState, seat: int) -> tuple[int, int]:
    return least_deadwood(state.hands[seat].mask), least_deadwood(state.hands[1 - seat].mask)


def _judge(
    view: PlayerView,
    ply: int,
    turn: int,
    played: Action,
    samples: int,
    seed: int,
    outcome: int | None,
    habit: Habit,
) -> ReviewedMove:
    """``outcome``: the points the hand brought the seat in the end (None: a draw hand)."""
    advice = advise(view, seed, samples, extra=played, habit=habit)
    ev = advice.evaluation
    best_a = advice.action
    means = [ev.value(i).mean for i in range(len(ev.actions))]
    # the coach's best first (the Tip's move), then by value
    order = sorted(range(len(ev.actions)), key=lambda i: (i != advice.best, -means[i], i))
    mine = ev.index(played)
    sure: float | None = None
    if played == best_a or means[mine] >= means[advice.best]:
        diff = ev.versus(mine, mine)
        verdict = "best"
    else:
        diff = ev.versus(advice.best, mine)
        # A lead below the first mark on the deals that chose the best move is only smaller on
        # fresh ones (that choice flatters it): measure again only a lead that might be a mark.
        if diff.mean >= INACCURACY:
            diff = loss_again(view, best_a, played, seed, max(samples, AGAIN), habit)
        if needs_sureness(diff.mean, diff.error):
            sure = sureness(view, best_a, played, seed, habit=habit)
        verdict = verdict_for(max(0.0, diff.mean), diff.error, sure)
    loss = max(0.0, diff.mean)
    top = view.discard_pile[-1] if view.discard_pile else None
    args = {
        "played": narration(played, "act", top),
        "best": narration(best_a, "act", top),
        "loss": round(loss, 1),
    }
    match = "" if ev.stakes is None or verdict in ("best", "close") else ".match"
    reasons = [reason(f"review.{verdict}{match}", "", **args)]
    if sure is not None:
        reasons.append(reason("review.sure", "", best=args["best"], share=round(100 * sure)))
    reasons += match_reasons(advice, view, changed_only=True)
    numbers = knock_numbers(ev)
    reasons += numbers
    if numbers:
        reasons += outcome_words(outcome, verdict, played, best_a, top)
    if verdict != "best":
        measured = max(diff.count, samples)
        noise = "review.noise" if ev.stakes is None else "review.noise.match"
        reasons.append(reason(noise, "", samples=measured, error=round(diff.error, 1)))
    return ReviewedMove(
        ply=ply,
        turn=turn,
        played=played,
        best=best_a,
        candidates=tuple(Candidate(ev.actions[i], round(means[i], 2)) for i in order),
        loss=round(loss, 2) if verdict != "best" else 0.0,
        error=round(diff.error, 2),
        verdict=verdict,
        reasons=tuple(reasons),
        sure=sure,
        unit="points" if ev.stakes is None else "match",
    )


def knock_numbers(ev: Evaluation) -> tuple[Reason, ...]:
    """What drives a knock-or-wait decision, counted over the sampled hidden hands: what each
    choice is worth on average, how often knocking now is undercut (R20: a knock only loses
    that way), how often waiting loses the hand instead, and how often waiting brings gin on
    the seat's next turn (R16)."""
    knock = next((i for i, a in enumerate(ev.actions) if isinstance(a, Knock)), None)
    if knock is None:
        return ()
    card = ev.actions[knock]
    assert isinstance(card, Knock)
    wait = ev.index(Discard(card.card)) if Discard(card.card) in ev.actions else None
    out = []
    if wait is not None:
        code = "review.choice.values" if ev.stakes is None else "review.choice.values.match"
        out.append(
            reason(
                code,
                "",
                knock=round(ev.value(knock).mean, 1),
                wait=round(ev.value(wait).mean, 1),
            )
        )
    out.append(reason("review.knock.undercut", "R20", share=_lost(ev.points[knock])))
    if wait is not None:
        out.append(reason("review.wait.lost", "R19", share=_lost(ev.points[wait])))
        out.append(reason("review.wait.gin", "R16", share=gin_next_turn(ev, wait)))
    return tuple(out)


def gin_next_turn(ev: Evaluation, i: int) -> int:
    """The share (whole percent) of deals on which candidate ``i`` (a discard) is followed by
    the seat's gin on its next turn: the discard ends this turn, the opponent plays one, and
    the seat's next turn is the third."""
    return _percent([e.mine and e.gin and e.turns == 3 for e in ev.ends[i]])


def outcome_words(
    outcome: int | None, verdict: str, played: Action, best: Action, top: object
) -> tuple[Reason, ...]:
    """What this hand brought, and why the verdict stands when the result seems to say
    otherwise: a verdict is about the hands the opponent could have held, the result about
    the one it held."""
    if outcome is None:
        return (reason("review.outcome.draw", "R14"),)
    if outcome > 0:
        said = reason("review.outcome.won", "R19", points=outcome)
    elif outcome < 0:
        said = reason("review.outcome.lost", "R19", points=-outcome)
    else:
        said = reason("review.outcome.even", "R19")
    assert top is None or isinstance(top, Card)
    if verdict in ("inaccuracy", "mistake", "blunder") and outcome > 0:
        why = reason("review.outcome.lucky", "", best=narration(best, "act", top))
        return (said, why)
    if verdict in ("best", "close") and outcome < 0:
        why = reason("review.outcome.unlucky", "", played=narration(played, "act", top))
        return (said, why)
    return (said,)


def _lost(values: tuple[float, ...]) -> int:
    """The share of deals lost, in whole percent."""
    return _percent([v < 0 for v in values])


def _percent(hits: Sequence[bool]) -> int:
    """The share of deals on which something happened, in whole percent."""
    return round(100 * sum(hits) / len(hits)) if hits else 0
