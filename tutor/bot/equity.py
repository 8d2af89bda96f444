"""The match-equity table: the chance of winning a match to the target from each pair of scores.

The table is built the standard way. Hands between two hard players are played through the
engine, the dealer alternating, and each hand's outcome is recorded from the dealer's side:
the points the dealer scored (negative: the points the other player scored, gin, undercut and
big-gin bonuses included, R19-R22) or a draw hand (R14). From that distribution a dynamic
programme over the scores gives the chance of winning the match (R24) from every pair of
scores and every dealer of the next hand: the player who reaches the target first wins, and
the next dealer follows the preset (R4, the same dealer after a draw hand). Presets whose
winner is not simply the first to reach the target (box bonuses, R26; shutouts, R27) have
no table: there the coach values moves in points.

The table ships as ``data/match_equity_<preset>.json`` with the outcome counts it was solved
from; ``tutor coach equity`` rebuilds it (:mod:`tutor.bot.equity_build`). Only the seat
dealing next matters beside the scores, and by symmetry one table serves both seats: it
holds the chance of the player who deals next, ``chance(mine, theirs, True)``, and
``chance(mine, theirs, False) = 1 - chance(theirs, mine, True)``. Scores are stored every 5
points up to 80 and every point from there (the last points are where single points
decide), and read in between by linear interpolation.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, replace
from functools import cache
from pathlib import Path

from tutor.engine.errors import TutorError
from tutor.engine.match import next_dealer
from tutor.engine.rules import Rules, preset

DATA = Path(__file__).with_name("data")
DRAW = "draw"  # the outcome key of a draw hand (R14)


def grid(target: int) -> tuple[int, ...]:
    """The scores the table stores: every 5 points, then every point in the last 20."""
    fine = max(0, target - 19)
    return (*range(0, fine, 5), *range(fine, target))


def has_table(rules: Rules) -> bool:
    """Whether the first player to reach the target wins the match (R28), for two players."""
    return rules.players == 2 and rules.box_bonus == 0 and rules.shutout == "none"


Table = list[list[list[float]]]  # [mine][theirs][0: I deal next, 1: the other deals next]


def solve(counts: Mapping[int | str, int], rules: Rules) -> Table:
    """The chance that a player wins the match from every pair of scores below the target,
    for each dealer of the next hand, from the counted outcomes of one hand."""
    total = sum(counts.values())
    scored = sum(n for k, n in counts.items() if k != DRAW)
    if scored == 0:
        raise ValueError("no hand was scored: a match equity needs scored hands")
    draw = counts.get(DRAW, 0) / total
    even = counts.get(0, 0) / total  # a scored hand that nobody won (no table preset has one)
    dealer_wins = [(k, n / total) for k, n in counts.items() if isinstance(k, int) and k > 0]
    other_wins = [(-k, n / total) for k, n in counts.items() if isinstance(k, int) and k < 0]
    target = rules.target
    # who deals after the dealer won, after the other player won, after an even hand
    after_dealer = next_dealer(rules, 0, False, 0)[0]  # 0: the same dealer, 1: the other
    after_other = next_dealer(rules, 0, False, 1)[0]
    after_even = next_dealer(rules, 0, False, None)[0]
    eq: Table = [[[0.0, 0.0] for _ in range(target)] for _ in range(target)]

    def at(a: int, b: int, i_deal: int) -> float:
        """My chance at scores a (mine), b (theirs), ``i_deal`` 0 when I deal next."""
        if a >= target:
            return 1.0
        if b >= target:
            return 0.0
        return eq[a][b][i_deal]

    for a in range(target - 1, -1, -1):
        for b in range(target - 1, -1, -1):
            # c[d]: the chance won through a scored hand when d deals (0 me, 1 the other)
            c = [0.0, 0.0]
            for k, p in dealer_wins:  # I deal and win k, or the other deals and wins k
                c[0] += p * at(a + k, b, 0 if after_dealer == 0 else 1)
                c[1] += p * at(a, b + k, 1 if after_dealer == 0 else 0)
            for k, p in other_wins:  # the non-dealer wins k
                c[0] += p * at(a, b + k, 0 if after_other == 0 else 1)
                c[1] += p * at(a + k, b, 1 if after_other == 0 else 0)
            # x0 = c0 + draw*x0 + even*x(next after even), the same for x1: two equations
            if after_even == 0:
                x0 = c[0] / (1 - draw - even)
                x1 = c[1] / (1 - draw - even)
            else:
                stay = 1 - draw
                det = stay * stay - even * even
                x0 = (stay * c[0] + even * c[1]) / det
                x1 = (stay * c[1] + even * c[0]) / det
            eq[a][b] = [x0, x1]
    return eq


def stored(eq: Table, target: int) -> list[list[int]]:
    """The table as shipped: the chance of the player dealing next, in tenths of a percent,
    on the grid's scores (rows: mine, columns: theirs)."""
    g = grid(target)
    return [[round(1000 * eq[a][b][0]) for b in g] for a in g]


@dataclass(frozen=True, slots=True)
class EquityTable:
    """A shipped table, read by linear interpolation between its stored scores."""

    target: int
    scores: tuple[int, ...]
    permille: tuple[tuple[int, ...], ...]

    def chance(self, mine: int, theirs: int, i_deal_next: bool) -> float:
        """My chance (0 to 1) of winning the match at these scores, before the next deal."""
        if mine >= self.target:
            return 1.0
        if theirs >= self.target:
            return 0.0
        if not i_deal_next:
            return 1.0 - self.chance(theirs, mine, True)
        i, fi = self._place(mine)
        j, fj = self._place(theirs)
        row = self.permille
        top = row[i][j] * (1 - fj) + row[i][j + 1 if fj else j] * fj
        if not fi:
            return top / 1000
        bottom = row[i + 1][j] * (1 - fj) + row[i + 1][j + 1 if fj else j] * fj
        return (top * (1 - fi) + bottom * fi) / 1000

    def _place(self, score: int) -> tuple[int, float]:
        """The stored score at or below ``score`` and how far on to the next one."""
        s = self.scores
        lo = max(0, score)
        i = 0
        while i + 1 < len(s) and s[i + 1] <= lo:
            i += 1
        if s[i] == lo or i + 1 == len(s):
            return i, 0.0
        return i, (lo - s[i]) / (s[i + 1] - s[i])


def read(path: Path) -> EquityTable:
    data = json.loads(path.read_text())
    return EquityTable(
        int(data["target"]),
        tuple(int(s) for s in data["scores"]),
        tuple(tuple(int(x) for x in row) for row in data["chance_dealing_next_permille"]),
    )


def path_for(rules_name: str) -> Path:
    return DATA / f"match_equity_{rules_name}.json"


@cache
def _shipped(rules_name: str) -> EquityTable | None:
    path = path_for(rules_name)
    return read(path) if path.exists() else None


# Rules without a table of their own that borrow a preset's: OpenSpiel's table
# (tutor.bot.neutral) differs from the classic rules only in scoring a tie after a knock as
# nothing, which changes a match's chances too little to measure a table of its own for.
BORROWS = {"openspiel": "classic"}


def table_for(rules: Rules) -> EquityTable | None:
    """The shipped table for exactly these rules (a preset, or rules ``BORROWS`` names),
    or None: then points decide."""
    if not has_table(rules):
        return None
    name = BORROWS.get(rules.name, rules.name)
    try:
        base = preset(name)
    except TutorError:
        return None
    if name != rules.name:
        rules = replace(rules, name=name, undercut_on_tie=base.undercut_on_tie)
    return _shipped(name) if base == rules else None


def counts_of(data: Mapping[str, int]) -> dict[int | str, int]:
    """Outcome counts as a shipped file writes them (keys are text)."""
    return {(k if k == DRAW else int(k)): int(n) for k, n in data.items()}
