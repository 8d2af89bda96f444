"""Self-play: matches between two policies, each deal played twice with the seats exchanged.

Match pair ``i`` uses one match seed for both matches: A sits in seat 0 in the first and in
seat 1 in the second, so every hand both matches reach is dealt the same cards with the seats
exchanged (the deal alternates every hand, R4). Luck of the deal cancels out in the pair.

``referee="openspiel"`` plays the matches on neutral ground instead: OpenSpiel's
``gin_rummy`` deals, checks and scores every hand (:mod:`tutor.bot.neutral`).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass

from tutor.bot import neutral
from tutor.bot.jobs import run_jobs
from tutor.bot.levels import policy
from tutor.bot.stats import wilson
from tutor.engine.errors import TutorError
from tutor.engine.match import MatchState
from tutor.engine.rules import preset


@dataclass(frozen=True, slots=True)
class MatchResult:
    """One match from A's side."""

    a_won: bool | None  # None: equal totals (R28 names no winner)
    hands: int
    a_points: int  # points A scored in the hands (before match bonuses)
    b_points: int


def play_match(a: str, b: str, rules_name: str, seed: int, pair: int, a_seat: int) -> MatchResult:
    """One match to the target (R24) between levels ``a`` and ``b``."""
    rules = preset(rules_name)
    pols = [policy(a), policy(b)] if a_seat == 0 else [policy(b), policy(a)]
    match = MatchState.new(rules, random.Random(f"selfplay/{seed}/{pair}"))
    rng = random.Random(f"selfplay/{seed}/{pair}/{a_seat}")
    while not match.is_over:
        seat = match.hand.to_move
        decision = pols[seat](match.view(seat), rng)
        match, _ = match.apply(decision.action)
    hands = len(match.past)
    won = match.winner
    return MatchResult(
        None if won is None else won == a_seat,
        hands,
        match.scores[a_seat],
        match.scores[1 - a_seat],
    )


@dataclass(frozen=True, slots=True)
class Summary:
    """The figures ``tutor selfplay`` prints (``to_json`` is the CLI's contract)."""

    a: str
    b: str
    rules: str
    seed: int
    matches: int
    a_wins: int
    b_wins: int
    hands: int
    a_points: int
    b_points: int
    seconds: float
    referee: str = "tutor"

    @property
    def a_win_rate(self) -> float:
        return self.a_wins / self.matches if self.matches else 0.0

    @property
    def ci95(self) -> tuple[float, float]:
        return wilson(self.a_wins, self.matches)

    @property
    def a_points_per_hand(self) -> float:
        """A's points minus B's, per hand played (draw hands included)."""
        return (self.a_points - self.b_points) / self.hands if self.hands else 0.0

    def to_json(self) -> dict[str, object]:
        lo, hi = self.ci95
        return {
            "a": self.a,
            "b": self.b,
            "rules": self.rules,
            "referee": self.referee,
            "seed": self.seed,
            "matches": self.matches,
            "a_wins": self.a_wins,
            "b_wins": self.b_wins,
            "a_win_rate": round(self.a_win_rate, 4),
            "ci95": [round(lo, 4), round(hi, 4)],
            "a_points_per_hand": round(self.a_points_per_hand, 3),
            "hands": self.hands,
            "seconds": round(self.seconds, 1),
        }


def _job(args: tuple[str, str, str, int, int, int]) -> MatchResult:
    return play_match(*args)


def _neutral_job(args: tuple[str, str, str, int, int, int]) -> MatchResult:
    a, b, _, seed, pair, a_seat = args
    won, hands, a_points, b_points = neutral.play_match(a, b, seed, pair, a_seat)
    return MatchResult(won, hands, a_points, b_points)


REFEREES = ("tutor", "openspiel")


def jobs_for(
    a: str, b: str, rules: str, seed: int, matches: int
) -> list[tuple[str, str, str, int, int, int]]:
    """The matches to play: pairs with the seats exchanged (a last single one when odd)."""
    return [(a, b, rules, seed, n // 2, n % 2) for n in range(matches)]


def run(
    a: str,
    b: str,
    matches: int,
    *,
    seed: int = 1,
    rules: str = "classic",
    jobs: int = 1,
    referee: str = "tutor",
    progress: Callable[[int, int, int], None] | None = None,
) -> Summary:
    """Play ``matches`` matches (on ``jobs`` processes) and sum them up; the ``referee`` is
    the project's engine or OpenSpiel's (classic rules only)."""
    if referee not in REFEREES:
        raise TutorError(f"{referee!r} is not a referee (known: {', '.join(REFEREES)})")
    if referee == "openspiel":
        if rules != "classic":
            raise TutorError(f"OpenSpiel's table plays its own classic rules, not {rules!r}")
        neutral.check_names(a, b)
    elif neutral.OPENSPIEL_SIMPLE in (a, b):
        raise TutorError(f"{neutral.OPENSPIEL_SIMPLE!r} plays only on OpenSpiel's table")
    else:
        policy(a), policy(b), preset(rules)  # fail early on a bad name
    if matches < 1:
        raise ValueError(f"matches must be at least 1, got {matches}")
    work = jobs_for(a, b, rules, seed, matches)
    start = time.perf_counter()
    results: list[MatchResult] = []
    job = _neutral_job if referee == "openspiel" else _job
    for result in run_jobs(job, work, jobs):
        results.append(result)
        if progress is not None:
            progress(len(results), matches, sum(1 for r in results if r.a_won))
    return Summary(
        a=a,
        b=b,
        rules=rules,
        seed=seed,
        matches=matches,
        a_wins=sum(1 for r in results if r.a_won),
        b_wins=sum(1 for r in results if r.a_won is False),
        hands=sum(r.hands for r in results),
        a_points=sum(r.a_points for r in results),
        b_points=sum(r.b_points for r in results),
        seconds=time.perf_counter() - start,
        referee=referee,
    )
