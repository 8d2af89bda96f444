"""Knock now or wait? A lesson question answered by the coach's evaluator, never by the lesson.

The evaluator is the one in ``tutor.bot`` (the Tip and the review use it), which sits on this
package's own floor, and the lessons may not import it (docs/architecture.md). So the runner
is handed a :data:`KnockJudge` by the floor above that has both: the Lessons page and
``tutor lessons check`` give it ``tutor.bot.weigh.weigh_knock``, and so do the tests. Without
one, a ``knock_or_wait`` question is a clear error rather than an answer made up here.

A lesson states a rule, so the judge's margin must be decisive: the knock's gain over waiting
(paired, on the same sampled deals) must exceed :data:`Z` standard errors and
:data:`MIN_POINTS` points; otherwise the position is refused, and ``tutor lessons check``
reports it, so that no lesson teaches a coin flip as a rule; the checker also measures the
verdict again on other seeds' deals (:func:`steadiness`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from tutor.curriculum.schema import AskStep
from tutor.curriculum.table import YOU, Table
from tutor.engine.actions import Gin, Knock
from tutor.engine.errors import LessonError, TutorError
from tutor.engine.events import Reason, reason
from tutor.engine.state import Phase, PlayerView
from tutor.questions import Question

KNOCK_OR_WAIT = "knock_or_wait"
OPTIONS = ("knock_now", "wait")
SAMPLES = 100  # hidden deals per position: more than the Tip's 40, since a lesson states a rule
Z = 3.0  # the gain must exceed this many standard errors of the paired difference
MIN_POINTS = 3.0  # and this many points on average, either way
AGAIN = 2  # the checker measures the verdict again on this many other seeds


class Weighing(Protocol):
    """What the judge says about one position (``tutor.bot.weigh.KnockWeighing``)."""

    @property
    def knock(self) -> Knock: ...
    @property
    def knock_points(self) -> float: ...
    @property
    def wait_points(self) -> float: ...
    @property
    def gain(self) -> float: ...
    @property
    def error(self) -> float: ...
    @property
    def samples(self) -> int: ...
    @property
    def notes(self) -> tuple[Reason, ...]: ...


# (the learner's view, the seed of the sampled deals, how many) -> the weighing
KnockJudge = Callable[[PlayerView, int, int], Weighing]


class IndecisiveError(LessonError):
    """The evaluator's margin is too small for a lesson to state it as a rule."""


def decisive(weighed: Weighing) -> bool:
    """Is the gain of knocking over waiting (either way) clearly larger than its noise?"""
    size = abs(weighed.gain)
    return size >= MIN_POINTS and size > Z * weighed.error


def _z(weighed: Weighing) -> float:
    return abs(weighed.gain) / weighed.error if weighed.error else 0.0


def steadiness(step: AskStep, table: Table, judge: KnockJudge) -> list[str]:
    """For the checker: the verdict measured again on :data:`AGAIN` other seeds' deals must
    be as decisive and the same, so the lesson does not rest on one lucky draw of deals."""
    view = _view(step, table)
    first = judge(view, step.seed, SAMPLES)
    problems = []
    for seed in range(step.seed + 1, step.seed + 1 + AGAIN):
        again = judge(view, seed, SAMPLES)
        if not decisive(again) or (again.gain > 0) != (first.gain > 0):
            problems.append(
                f"{step.place}: measured again on the deals of seed {seed}, knocking gains "
                f"{again.gain:+.1f} points on waiting ({_z(again):.1f} standard errors) "
                f"against {first.gain:+.1f} on the lesson's seed {step.seed}: the verdict rests "
                "on one draw of hidden deals"
            )
    return problems


def _view(step: AskStep, table: Table) -> PlayerView:
    state = table.state
    if state is None or state.phase is not Phase.DISCARD or state.to_move != YOU:
        raise LessonError(
            f"{step.place}: a '{KNOCK_OR_WAIT}' question needs a live hand where you hold "
            "eleven cards and discard (a deal and a draw before it)"
        )
    legal = state.legal_actions()
    if not any(isinstance(a, Knock) for a in legal):
        raise LessonError(f"{step.place}: you cannot knock here, so there is nothing to weigh")
    if any(isinstance(a, Gin) for a in legal):
        raise LessonError(f"{step.place}: you can go gin here; a knock is never better")
    return state.view(YOU)


def pose_knock_or_wait(step: AskStep, table: Table, judge: KnockJudge | None) -> Question:
    """Knock now, or wait (discard face up)? The coach's judge answers, decisively or not at
    all; the explanation gives its numbers, as the review of a hand does."""
    view = _view(step, table)
    if judge is None:
        raise LessonError(
            f"{step.place}: a '{KNOCK_OR_WAIT}' question needs the coach's evaluator; the "
            "Lessons page and `tutor lessons check` hand it to the lesson runner"
        )
    try:
        weighed = judge(view, step.seed, SAMPLES)
    except TutorError as error:
        raise LessonError(f"{step.place}: the coach cannot weigh this: {error}") from None
    if not decisive(weighed):
        z = _z(weighed)
        raise IndecisiveError(
            f"{step.place}: the coach's evaluator does not decide between knocking and "
            f"waiting: knocking gains {weighed.gain:+.1f} points on waiting, {z:.1f} standard "
            f"errors over {weighed.samples} hands (a lesson needs more than {Z:g} and at least "
            f"{MIN_POINTS:g} points), so it would teach a coin flip as a rule"
        )
    answer = "knock_now" if weighed.gain > 0 else "wait"
    verdict = reason(
        f"lesson.knock_or_wait.{answer}",
        "R20" if answer == "wait" else "R15",
        card=weighed.knock.card,
        gain=round(abs(weighed.gain), 1),
        samples=weighed.samples,
    )
    other = "wait" if answer == "knock_now" else "knock_now"
    wrong = reason(f"lesson.knock_or_wait.not_{other}", "")  # the numbers follow it
    return Question(
        "choice",
        frozenset({answer}),
        answer,
        (*weighed.notes, verdict),  # the review's own counts, then the verdict
        options=OPTIONS,
        diagnoses=((other, (wrong,)),),
        hint=(reason("lesson.hint.knock_or_wait", "R15"),),
        topic=KNOCK_OR_WAIT,
    )


__all__ = [
    "AGAIN",
    "KNOCK_OR_WAIT",
    "MIN_POINTS",
    "SAMPLES",
    "IndecisiveError",
    "KnockJudge",
    "Weighing",
    "Z",
    "decisive",
    "pose_knock_or_wait",
    "steadiness",
]
