"""Running totals hand by hand, and the standing with the end-of-match bonuses (R24-R28).

Each table is one game: two players, or three who take turns sitting out (R31). When a game
is over its bonuses are added by :func:`final_scores`. With four players (R32) the two games
are played to the end side by side, and then the partners' final totals are added up per
team; the sides and the winner come from the engine's ``tutor.engine.group.team_result``,
the same step that ends a :class:`~tutor.engine.group.GroupMatch`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tutor.engine.errors import TutorError
from tutor.engine.events import Reason, reason
from tutor.engine.group import team_result
from tutor.engine.match import add_bonuses
from tutor.engine.rules import Rules
from tutor.scoresheet.sheet import TEAMS, Sheet


@dataclass(frozen=True, slots=True)
class Row:
    """One hand of the sheet and every player's total after it."""

    number: int
    table: int
    dealer: int
    winner: int | None
    points: int
    result: str
    totals: tuple[int, ...]


def running(sheet: Sheet) -> list[Row]:
    """The sheet hand by hand with the running totals (hand points only, no bonuses)."""
    totals = [0] * len(sheet.players)
    rows = []
    for number, hand in enumerate(sheet.hands, start=1):
        if hand.winner is not None:
            totals[hand.winner] += hand.points
        rows.append(
            Row(
                number,
                hand.table,
                hand.dealer,
                hand.winner,
                hand.points,
                hand.result,
                tuple(totals),
            )
        )
    return rows


@dataclass(frozen=True, slots=True)
class Final:
    """One player's end of a game: the points from hands, the total after every bonus, and
    the bonus lines (worded for this player: ``scoresheet.final.*``)."""

    points: int
    total: int
    reasons: tuple[Reason, ...]


# The engine's bonus lines (tutor.engine.match.add_bonuses) as lines of one player's final.
_PER_PLAYER = {
    "final.game_bonus": "scoresheet.final.game_bonus",
    "final.shutout_double": "scoresheet.final.shutout_double",
    "final.shutout_bonus": "scoresheet.final.shutout_bonus",
    "final.box_bonus": "scoresheet.final.box_bonus",
}


def _lines_for(breakdown: Sequence[Reason], side: int) -> list[Reason]:
    """The bonus lines of ``breakdown`` that concern player ``side`` (0 for the first)."""
    lines = []
    for line in breakdown:
        if line.code in _PER_PLAYER and line.get("player") == side + 1:
            args = {k: v for k, v in line.args if k != "player"}
            lines.append(reason(_PER_PLAYER[line.code], line.rule, **args))
    return lines


def _final(points: int, total: int, bonus_lines: list[Reason]) -> Final:
    lines = [
        reason("scoresheet.final.points", "R24", points=points),
        *bonus_lines,
        reason("scoresheet.final.total", "R28", total=total),
    ]
    return Final(points, total, tuple(lines))


def final_scores(rules: Rules, points: Sequence[int], hands_won: Sequence[int]) -> list[Final]:
    """The end of one game for its two or three players, by the engine's match rule
    (``tutor.engine.match.add_bonuses``): the game bonus to the player who reached the target
    (R25), the shutout when nobody else won a hand (R27, before the box bonus), and the box
    bonus for every hand won (R26).

    >>> from tutor.engine.rules import PRESETS
    >>> [f.total for f in final_scores(PRESETS["bonus"], [104, 60], [5, 3])]
    [329, 135]
    >>> [f.total for f in final_scores(PRESETS["bonus"], [104, 0, 9], [5, 0, 1])]
    [329, 0, 34]
    """
    if max(points) < rules.target:
        raise TutorError(f"the game is not over: nobody has {rules.target} points yet (R24)")
    totals, lines = add_bonuses(rules, points, hands_won, "final", "player")
    return [_final(points[p], totals[p], _lines_for(lines, p)) for p in range(len(points))]


@dataclass(frozen=True, slots=True)
class Standing:
    """Where the sheet stands: totals so far, per game whether it is over, and once every
    game is over the final breakdown per player, the team totals (R32) and the winner."""

    totals: tuple[int, ...]
    hands_won: tuple[int, ...]
    over: tuple[bool, ...]
    finals: tuple[Final, ...] | None
    team_totals: tuple[int, int] | None
    winner: tuple[int, ...] | None  # the winning player, or both partners of a team

    @property
    def is_over(self) -> bool:
        return self.finals is not None


def standing(sheet: Sheet) -> Standing:
    """The totals and, when every game is over, the bonuses, team totals and winner."""
    totals = sheet.totals()
    won = sheet.hands_won()
    over = tuple(sheet.table_over(t) for t in range(len(sheet.tables)))
    if not all(over):
        return Standing(totals, won, over, None, None, None)
    finals: dict[int, Final] = {}
    for seats in sheet.tables:
        game = final_scores(sheet.rules, [totals[p] for p in seats], [won[p] for p in seats])
        finals.update(zip(seats, game, strict=True))
    final_totals = [finals[p].total for p in range(len(sheet.players))]
    # The sides: the teams of R32, else each player alone; the higher total wins (R28).
    sides = TEAMS if sheet.mode == "teams" else tuple((p,) for p in range(len(sheet.players)))
    totals_by_side, side = team_result(final_totals, sides)
    team_totals: tuple[int, int] | None = None
    if sheet.mode == "teams":
        team_totals = (totals_by_side[0], totals_by_side[1])
    winner = None if side is None else sides[side]
    return Standing(
        totals,
        won,
        over,
        tuple(finals[p] for p in range(len(sheet.players))),
        team_totals,
        winner,
    )
