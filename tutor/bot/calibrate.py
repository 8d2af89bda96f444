"""Calibration of the coach against the truth (``tutor coach calibrate``).

Hands are played between levels, the learner's seat by ``easy`` and by ``medium`` in turn
(so there are mistakes to find) against ``medium`` or another ``opponent``. The learner's
seat is reviewed as the Practice page reviews it, from its own view. Then every reviewed
decision is valued again on the **true** hidden state: the opponent's real hand, the stock
reshuffled ``truth`` times (the order of the stock is what nobody knows), the same rollouts
continuing for both seats.

A move's *true loss* is what the coach's best move truly gains over the move played; a move
is *truly losing* when its true loss is over ``LOSING`` points (``recall_any`` counts the
moves that some candidate, not only the coach's best, truly beats by that much). The
report gives, overall and for the knock-or-wait decisions alone (a knock was allowed):
the share of marked moves whose true loss is positive (precision, per mark), the share of
truly losing moves that were marked (recall), the mean predicted minus true loss (bias),
and how often the Tip of the same position names the review's best move.

With ``late=True`` every hand is reviewed and checked at match scores near the end of a
match (either player within :data:`~tutor.bot.stakes.REACH` of the target), where the
evaluator values moves by the chance of winning the match: the losses, marks, bias and the
``LOSING`` threshold are then in percentage points of that chance, read through the same
match-equity table on the true hidden state.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Sequence
from dataclasses import MISSING, dataclass, fields
from pathlib import Path

from tutor.bot.arena import play_out
from tutor.bot.evaluator import values_on
from tutor.bot.jobs import run_jobs
from tutor.bot.knowledge import Habit, Knowledge
from tutor.bot.levels import habit_of, policy
from tutor.bot.review import ReviewedMove, position_before, review
from tutor.bot.sampling import Deal
from tutor.bot.stakes import REACH, stakes_of
from tutor.bot.stats import wilson
from tutor.bot.tip import tip
from tutor.engine.actions import Knock
from tutor.engine.rules import Rules, preset
from tutor.engine.state import HandState

LEARNERS = ("easy", "medium")
OPPONENT = "medium"  # the level opposite the learner's seat, unless told another
TRUTH = 60  # stock orders per decision on the true hidden state
LOSING = 5.0  # a true loss above this is a move the review should mark
MARKS = ("inaccuracy", "mistake", "blunder")
VERDICTS = ("best", "close", *MARKS)
UNITS = ("points", "match")  # of a review's losses: points, or percentage points of the match


@dataclass(frozen=True, slots=True)
class Checked:
    """One reviewed decision and its truth."""

    hand: int
    learner: str
    ply: int
    verdict: str
    knock: bool  # a knock was allowed: a knock-or-wait decision
    predicted: float  # the review's loss
    error: float
    true_loss: float  # the coach's best over the move played, on the true hidden state
    true_worst: float  # the truly best candidate over the move played
    agree: bool  # the Tip of this position names the review's best move
    sure: float | None = None  # the review's check hand by hand, when it made one
    scores: tuple[int, int] = (0, 0)  # the match scores (by seat) the hand was reviewed at
    unit: str = "points"  # of the losses: "match" when the match decided (percentage points)


def late_scores(rules: Rules, rng: random.Random) -> tuple[int, int]:
    """Match scores (by seat) at which the match decides: either player within ``REACH``
    points of the target, neither there yet."""
    while True:
        scores = (rng.randrange(rules.target), rng.randrange(rules.target))
        if max(scores) >= rules.target - REACH:
            return scores


def _truth(
    state: HandState,
    seat: int,
    move: ReviewedMove,
    count: int,
    seed: str,
    scores: tuple[int, int],
    habit: Habit,
) -> tuple[bool, float, float, bool]:
    """Whether a knock was allowed, the true loss, the true loss against the truly best
    candidate, and whether the Tip names the review's best move."""
    view = state.view(seat, scores)
    k = Knowledge.of(view)
    actions = [c.action for c in move.candidates]
    rng = random.Random(seed)
    hidden = state.hands[1 - seat].mask
    stock = [c.index for c in state.stock]
    deals = []
    for _ in range(count):
        rng.shuffle(stock)
        deals.append(Deal(hidden, tuple(stock)))
    truth = values_on(k, actions, deals, stakes_of(view))
    mean = [sum(v) / len(v) for v in truth.values]
    played = actions.index(move.played)
    best = actions.index(move.best)
    knock = any(isinstance(a, Knock) for a in view.legal_actions())
    agree = tip(view, habit=habit).decision.action == move.best
    return knock, mean[best] - mean[played], max(mean) - mean[played], agree


def check_hand(
    number: int,
    seed: int,
    rules_name: str = "classic",
    truth: int = TRUTH,
    late: bool = False,
    opponent: str = OPPONENT,
) -> list[Checked]:
    """Play hand ``number`` of the run against ``opponent``, review the learner's seat and
    check every decision (``late``: at match scores near the end of a match, see the module
    text)."""
    rules = preset(rules_name)
    scores = (0, 0)
    if late:
        scores = late_scores(rules, random.Random(f"calibrate/{seed}/{number}/scores"))
    learner = LEARNERS[number % len(LEARNERS)]
    seat = number // len(LEARNERS) % 2
    deal = HandState.deal(rules, rng=random.Random(f"calibrate/{seed}/{number}"), dealer=number % 2)
    seats = [policy(opponent), policy(opponent)]
    seats[seat] = policy(learner)
    end = play_out(deal, seats, random.Random(f"calibrate/{seed}/{number}/play"))
    out = []
    # The learner's coach knows whom it plays, as on the Practice page.
    habit = habit_of(opponent)
    for move in review(end, seat, scores=scores, habit=habit).moves:
        state = position_before(end, move.ply)
        knock, loss, worst, agree = _truth(
            state, seat, move, truth, f"calibrate/{seed}/{number}/{move.ply}", scores, habit
        )
        out.append(
            Checked(
                number,
                learner,
                move.ply,
                move.verdict,
                knock,
                move.loss,
                move.error,
                loss,
                worst,
                agree,
                move.sure,
                scores,
                move.unit,
            )
        )
    return out


def _job(args: tuple[int, int, str, int, bool, str]) -> list[Checked]:
    return check_hand(*args)


def run(
    hands: int,
    seed: int,
    *,
    rules: str = "classic",
    jobs: int = 1,
    truth: int = TRUTH,
    late: bool = False,
    opponent: str = OPPONENT,
    progress: Callable[[int, int], None] | None = None,
) -> list[Checked]:
    """Check ``hands`` hands against ``opponent`` (on ``jobs`` processes); every decision
    reviewed."""
    preset(rules)  # fail early on a bad name
    policy(opponent)
    if hands < 1:
        raise ValueError(f"hands must be at least 1, got {hands}")
    work = [(n, seed, rules, truth, late, opponent) for n in range(hands)]
    out: list[Checked] = []
    for done, checked in enumerate(run_jobs(_job, work, jobs, ordered=True), 1):
        out.extend(checked)
        if progress is not None:
            progress(done, hands)
    return out


def _share(hits: int, total: int) -> dict[str, object]:
    lo, hi = wilson(hits, total)
    return {
        "share": round(hits / total, 4) if total else None,
        "of": total,
        "ci95": [round(lo, 4), round(hi, 4)],
    }


def figures(checked: Sequence[Checked]) -> dict[str, object]:
    """The report for one group of decisions (see the module text)."""
    precision = {}
    for mark in MARKS:
        marked = [c for c in checked if c.verdict == mark]
        precision[mark] = _share(sum(c.true_loss > 0 for c in marked), len(marked))
    serious = [c for c in checked if c.verdict in ("mistake", "blunder")]
    precision["mistake_or_blunder"] = _share(sum(c.true_loss > 0 for c in serious), len(serious))
    losing = [c for c in checked if c.true_loss > LOSING]
    beaten = [c for c in checked if c.true_worst > LOSING]
    marked = [c for c in checked if c.verdict in MARKS]
    claimed = [c for c in checked if c.verdict != "best"]

    def bias(group: Sequence[Checked]) -> float | None:
        if not group:
            return None
        return round(sum(c.predicted - c.true_loss for c in group) / len(group), 3)

    return {
        "decisions": len(checked),
        "verdicts": {v: sum(c.verdict == v for c in checked) for v in VERDICTS},
        "precision": precision,
        "recall": _share(sum(c.verdict in MARKS for c in losing), len(losing)),
        "recall_any": _share(sum(c.verdict in MARKS for c in beaten), len(beaten)),
        "bias": bias(checked),
        "bias_marked": bias(marked),
        "bias_claimed": bias(claimed),
        "agreement": _share(sum(c.agree for c in checked), len(checked)),
    }


def report(
    checked: Sequence[Checked],
    hands: int,
    seed: int,
    rules: str,
    late: bool = False,
    opponent: str = OPPONENT,
) -> dict[str, object]:
    """The whole report: the run, all decisions, and the knock-or-wait decisions alone."""
    return {
        "hands": hands,
        "seed": seed,
        "rules": rules,
        "learners": list(LEARNERS),
        "opponent": opponent,
        "scores": "late" if late else "start",
        **_groups(checked),
    }


def _groups(checked: Sequence[Checked]) -> dict[str, object]:
    """The units, the losing threshold, and the figures overall and for knock-or-wait."""
    return {
        "units": {u: sum(c.unit == u for c in checked) for u in UNITS},
        "losing": LOSING,
        "overall": figures(checked),
        "knock_or_wait": figures([c for c in checked if c.knock]),
    }


_NUMBERS = ("predicted", "error", "true_loss", "true_worst")
_FIELDS = {f.name: f for f in fields(Checked)}


def _row(path: Path, n: int, row: object) -> Checked:
    """One decision of a ``--decisions`` file, or an error naming the file and the decision."""
    where = f"{str(path)!r}, decision {n}"
    if not isinstance(row, dict):
        raise ValueError(f"{where}: not a checked decision: {row!r:.80}")
    missing = [name for name, f in _FIELDS.items() if f.default is MISSING and name not in row]
    unknown = sorted(set(row) - set(_FIELDS))
    if missing or unknown:
        raise ValueError(f"{where}: missing fields {missing}, unknown fields {unknown}")
    bad = [k for k in _NUMBERS if not isinstance(row[k], int | float) or isinstance(row[k], bool)]
    if bad or row["verdict"] not in VERDICTS:
        raise ValueError(f"{where}: a verdict and numbers expected, got {row!r:.120}")
    scores = row.get("scores", [0, 0])
    pair = isinstance(scores, list) and len(scores) == 2
    if not pair or not all(type(x) is int for x in scores):
        raise ValueError(f"{where}: scores must be two whole numbers, got {scores!r:.40}")
    if row.get("unit", "points") not in UNITS:
        raise ValueError(f"{where}: unit must be points or match, got {row['unit']!r:.40}")
    return Checked(**{**row, "scores": tuple(scores)})


def load_checked(path: Path) -> list[Checked]:
    """The decisions a run wrote with ``--decisions``, read back to be counted again (with
    other runs': :func:`together`). A file that is not such a list is an error naming it."""
    try:
        rows = json.loads(path.read_text(encoding="utf-8"))
    except OSError as error:
        raise ValueError(f"{str(path)!r}: {error.strerror}") from None
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise ValueError(f"{str(path)!r} is not JSON: {error}") from None
    if not isinstance(rows, list):
        raise ValueError(f"{str(path)!r}: expected a list of checked decisions")
    return [_row(path, n, row) for n, row in enumerate(rows)]


def together(runs: Sequence[tuple[str, Sequence[Checked]]]) -> dict[str, object]:
    """The figures of several runs' decisions together (each run named, say by its file)."""
    checked = [c for _, run in runs for c in run]
    return {"runs": [name for name, _ in runs], **_groups(checked)}
