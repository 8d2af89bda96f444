"""The review of a finished hand: where the learner lost points, measured, not guessed.

Every decision of the learner (take or draw, discard, knock or wait) is replayed from the
learner's own view at that moment. The candidate moves are played out on the same sampled
hidden deals (consistent with what the learner could see), and a move is marked only when it
lost points on average by clearly more than the noise of the measurement:

- inaccuracy: at least ``INACCURACY`` points lost on average,
- mistake: at least ``MISTAKE``, blunder: at least ``BLUNDER``,
- and in every case the loss exceeds ``Z`` standard errors of the paired difference.

The best candidate is chosen on one set of sampled deals and its lead over the move played is
measured again on fresh deals, so that the luck that made it look best does not count as the
learner's loss. The review also gives the data for a chart of both players' deadwood over the
hand and the position before every decision ("play again from here", :func:`position_before`).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from tutor.bot.decision import narration
from tutor.bot.estimate import opponent_probabilities
from tutor.bot.evaluate import score_discards, stock_odds
from tutor.bot.knowledge import Knowledge
from tutor.bot.medium import MEDIUM
from tutor.bot.montecarlo import play_out
from tutor.bot.playout import move_of
from tutor.bot.sampling import sample_deals
from tutor.bot.stats import paired_difference
from tutor.engine.actions import Action, BigGin, Discard, Gin, Knock
from tutor.engine.cards import DECK
from tutor.engine.events import Reason, reason
from tutor.engine.melds import least_deadwood
from tutor.engine.state import HandState, Phase

INACCURACY = 2.0
MISTAKE = 5.0
BLUNDER = 10.0
Z = 2.0
SAMPLES = 24
WIDTH = 4  # discards examined besides the one played


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
    best: Action
    candidates: tuple[Candidate, ...]  # best first
    loss: float  # points lost on average against the best candidate (0 when best)
    error: float  # standard error of that loss
    verdict: str  # "best", "close", "inaccuracy", "mistake" or "blunder"
    reasons: tuple[Reason, ...]

    @property
    def marked(self) -> bool:
        return self.verdict in ("inaccuracy", "mistake", "blunder")


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


def verdict_for(loss: float, error: float) -> str:
    """The mark for an average loss with its standard error (see the module text)."""
    if loss <= 0:
        return "best"
    if loss <= Z * error or loss < INACCURACY:
        return "close"
    if loss >= BLUNDER:
        return "blunder"
    if loss >= MISTAKE:
        return "mistake"
    return "inaccuracy"


def position_before(final: HandState, ply: int) -> HandState:
    """The hand as it stood before its ``ply``-th action: "play again from here"."""
    state = HandState.deal(final.rules, deck=final.deck, dealer=final.dealer)
    for _, action in final.history[:ply]:
        state, _ = state.apply(action)
    return state


def _candidates(state: HandState, seat: int, played: Action, k: Knowledge) -> list[Action]:
    legal = state.legal_actions()
    if state.phase is not Phase.DISCARD:
        return [played, *(a for a in legal if a != played)]
    probs = opponent_probabilities(k)
    scored = score_discards(k.hand, k.taken, stock_odds(k, probs), probs, MEDIUM)
    wanted: list[Action] = [played]
    for s in scored[:WIDTH]:
        wanted.append(Discard(DECK[s.card]))
    ends = [a for a in legal if isinstance(a, Knock | Gin)]
    if ends:
        # the best knock or gin, and the wait that goes with it
        left = {a.card.index: least_deadwood(k.hand ^ a.card.bit) for a in ends}
        end = min(ends, key=lambda a: (left[a.card.index], -a.card.points))
        wanted += [end, Discard(end.card)]
    out: list[Action] = []
    for a in wanted:
        if a in legal and a not in out:
            out.append(a)
    return out


def review(final: HandState, seat: int, samples: int = SAMPLES, seed: int = 0) -> Review:
    """Review the decisions of ``seat`` in a finished hand."""
    if not final.is_over:
        raise ValueError("only a finished hand can be reviewed")
    rng = random.Random(seed)
    state = HandState.deal(final.rules, deck=final.deck, dealer=final.dealer)
    moves: list[ReviewedMove] = []
    chart: list[DeadwoodPoint] = [DeadwoodPoint(0, 0, -1, *_deadwoods(state, seat))]
    turn = 0
    for ply, (mover, action) in enumerate(final.history):
        if mover == seat and state.phase in (Phase.OFFER, Phase.DRAW, Phase.DISCARD):
            if state.phase is not Phase.DISCARD:
                turn += 1
            view = state.view(seat)
            if len(state.legal_actions()) > 1:
                moves.append(_judge(state, ply, turn, action, Knowledge.of(view), samples, rng))
        state, _ = state.apply(action)
        if isinstance(action, Discard | Knock | Gin | BigGin):  # a turn ends
            chart.append(DeadwoodPoint(ply + 1, turn, mover, *_deadwoods(state, seat)))
    return Review(seat, tuple(moves), tuple(chart), samples, final.knock_limit)


def _deadwoods(state: HandState, seat: int) -> tuple[int, int]:
    return least_deadwood(state.hands[seat].mask), least_deadwood(state.hands[1 - seat].mask)


def _judge(
    state: HandState,
    ply: int,
    turn: int,
    played: Action,
    k: Knowledge,
    samples: int,
    rng: random.Random,
) -> ReviewedMove:
    actions = _candidates(state, k.seat, played, k)
    moves = [move_of(a) for a in actions]
    est = play_out(k, moves, sample_deals(k, samples, rng))
    means = [sum(v) / len(v) for v in est.values]
    order = sorted(range(len(actions)), key=lambda i: (-means[i], i))
    best = order[0]
    if best == 0:
        diff = paired_difference(est.values[0], est.values[0])
    else:
        # The best of several noisy means is flattered by its luck: the loss is measured
        # again on fresh deals, with only the two moves compared.
        again = play_out(k, [moves[best], moves[0]], sample_deals(k, samples, rng))
        diff = again.versus(0, 1)
    loss = max(0.0, diff.mean)
    verdict = verdict_for(loss, diff.error) if best != 0 else "best"
    played_a, best_a = actions[0], actions[best]
    top = state.discard_pile[-1] if state.discard_pile else None
    args = {
        "played": narration(played_a, "act", top),
        "best": narration(best_a, "act", top),
        "loss": round(loss, 1),
    }
    reasons = [reason(f"review.{verdict}", "", **args)]
    reasons.append(reason("review.noise", "", samples=samples, error=round(diff.error, 1)))
    return ReviewedMove(
        ply=ply,
        turn=turn,
        played=played_a,
        best=best_a if verdict != "best" else played_a,
        candidates=tuple(Candidate(actions[i], round(means[i], 2)) for i in order),
        loss=round(loss, 2) if verdict != "best" else 0.0,
        error=round(diff.error, 2),
        verdict=verdict,
        reasons=tuple(reasons),
    )
