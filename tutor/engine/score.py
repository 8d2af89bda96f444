"""The score of a knock, gin or big gin from the two deadwood counts (R19-R23, R29)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

from tutor.engine.events import Reason, reason
from tutor.engine.rules import Rules

Result = Literal["gin", "big_gin", "knock", "undercut", "tie"]
Side = Literal["knocker", "defender"]


@dataclass(frozen=True, slots=True)
class Score:
    """The score of a showdown from the two deadwood counts (R19-R23, R29)."""

    result: Result
    winner: Side | None
    points: int
    breakdown: tuple[Reason, ...]

    @property
    def knocker_net(self) -> int:
        return self.points if self.winner == "knocker" else -self.points


def knock_outcome(
    knocker: int, defender: int, rules: Rules, multiplier: int = 1, *, big: bool = False
) -> tuple[Result, Side | None, int]:
    """Result, winner and points of a hand's end with these deadwood counts (the defender's
    after layoffs): the one piece of score arithmetic, which the breakdown of
    :func:`score_knock` and every search's :func:`knock_net` rest on. A knocker with no
    deadwood has gin (R21); ``big`` is big gin (R22); otherwise a knock wins the difference or
    is undercut (R19, R20). ``multiplier`` is the Oklahoma doubling (R29).

    >>> from tutor.engine.rules import CLASSIC
    >>> knock_outcome(6, 19, CLASSIC), knock_outcome(6, 5, CLASSIC), knock_outcome(6, 6, CLASSIC)
    (('knock', 'knocker', 13), ('undercut', 'defender', 26), ('undercut', 'defender', 25))
    >>> knock_outcome(0, 12, CLASSIC, 2), knock_outcome(0, 12, CLASSIC, big=True)
    (('gin', 'knocker', 74), ('big_gin', 'knocker', 43))
    """
    if big:
        return "big_gin", "knocker", (defender + rules.big_gin_bonus) * multiplier
    if knocker == 0:
        return "gin", "knocker", (defender + rules.gin_bonus) * multiplier
    if defender < knocker or (defender == knocker and rules.undercut_on_tie):
        return "undercut", "defender", (knocker - defender + rules.undercut_bonus) * multiplier
    if defender == knocker:
        return "tie", None, 0
    return "knock", "knocker", (defender - knocker) * multiplier


def knock_net(knocker: int, defender: int, rules: Rules, multiplier: int) -> int:
    """The knocker's points from these deadwoods (negative when undercut), as
    ``score_knock(...).knocker_net`` gives them, without the breakdown (R19-R21, R29).

    It never falls as the defender's deadwood grows: more deadwood for the defender is never
    worse for the knocker.
    """
    _, winner, points = knock_outcome(knocker, defender, rules, multiplier)
    return points if winner == "knocker" else -points


@lru_cache(maxsize=8192)  # few deadwood pairs occur, and a Score is immutable: built once each
def score_knock(
    knocker: int, defender: int, rules: Rules, multiplier: int = 1, *, big: bool = False
) -> Score:
    """The score of a knock, gin (``knocker`` 0) or big gin (``big``) with these deadwood
    counts, one reason per step (R19-R23, R29).

    >>> from tutor.engine.rules import CLASSIC
    >>> [(s.result, s.winner, s.points) for s in
    ...  (score_knock(6, 19, CLASSIC), score_knock(6, 5, CLASSIC), score_knock(9, 2, CLASSIC))]
    [('knock', 'knocker', 13), ('undercut', 'defender', 26), ('undercut', 'defender', 32)]
    """
    result, winner, points = knock_outcome(knocker, defender, rules, big=big)
    match result:
        case "big_gin":
            lines = [
                reason("score.big_gin_deadwood", "R22", defender=defender),
                reason("score.big_gin_bonus", "R22", bonus=rules.big_gin_bonus),
            ]
        case "gin":
            lines = [
                reason("score.gin_deadwood", "R21", defender=defender),
                reason("score.gin_bonus", "R21", bonus=rules.gin_bonus),
            ]
        case "undercut":
            lines = [
                reason("score.deadwoods", "R19", knocker=knocker, defender=defender),
                reason("score.undercut_difference", "R20", points=knocker - defender),
                reason("score.undercut_bonus", "R20", bonus=rules.undercut_bonus),
            ]
        case "tie":
            lines = [
                reason("score.deadwoods", "R19", knocker=knocker, defender=defender),
                reason("score.tie", "R20", deadwood=knocker),
            ]
        case "knock":
            lines = [
                reason("score.deadwoods", "R19", knocker=knocker, defender=defender),
                reason("score.difference", "R19", points=points),
            ]
    if multiplier != 1 and points:
        lines.append(reason("score.oklahoma_double", "R29", before=points, points=points * 2))
        points *= multiplier
    if winner is not None:
        lines.append(reason(f"score.total_{winner}", "R19", points=points))
    return Score(result, winner, points, tuple(lines))


def score_gin(defender: int, rules: Rules, multiplier: int = 1, big: bool = False) -> Score:
    """:func:`score_knock` of gin (R16, R21) or big gin (R17, R22), by its older name."""
    return score_knock(0, defender, rules, multiplier, big=big)


__all__ = ["Result", "Score", "Side", "knock_net", "knock_outcome", "score_gin", "score_knock"]
