"""When the match, not the points, decides a move, and what a hand's result is worth then.

Points are what a move is worth for most of a match: every point brings the target closer
by the same step. Near the end they are not: at 92 to 95 a knock that wins 8 points wins
the match, and 25 more points for a gin later buy nothing more, while the opponent needs only
5 to win it instead. So once either player is within ``REACH`` points of the target (one
good hand, a gin or an undercut, can end the match) and the rules have a match-equity table
(:mod:`tutor.bot.equity`), the evaluator values each sampled hand's result by the chance of
winning the match at the scores it leaves, in percent, instead of by its points.
"""

from __future__ import annotations

from dataclasses import dataclass

from tutor.bot.equity import EquityTable, table_for
from tutor.engine.match import next_dealer
from tutor.engine.rules import Rules
from tutor.engine.state import PlayerView

REACH = 30  # the match decides once either player needs this many points or fewer


@dataclass(frozen=True, slots=True)
class Stakes:
    """The match around one hand, seen from ``seat``."""

    table: EquityTable
    rules: Rules
    seat: int
    dealer: int  # of this hand
    mine: int
    theirs: int

    @property
    def need(self) -> int:
        """The points this seat needs to reach the target."""
        return self.rules.target - self.mine

    @property
    def their_need(self) -> int:
        return self.rules.target - self.theirs

    def chance(self, net: int, drawn: bool) -> float:
        """The seat's chance (percent) of winning the match once this hand has ended with
        ``net`` points for it (negative: for the opponent), or as a draw hand (R14)."""
        mine, theirs = self.mine, self.theirs
        winner = None
        if net > 0:
            mine += net
            winner = self.seat
        elif net < 0:
            theirs -= net
            winner = 1 - self.seat
        deals = next_dealer(self.rules, self.dealer, drawn, winner)[0]
        return 100 * self.table.chance(mine, theirs, deals == self.seat)

    def wins_match(self, net: int) -> bool:
        return net >= self.need


def stakes_of(view: PlayerView) -> Stakes | None:
    """The stakes of the view's match, or None while points decide (see the module text)."""
    table = table_for(view.rules)
    if table is None:
        return None
    mine, theirs = view.scores[view.seat], view.scores[1 - view.seat]
    target = view.rules.target
    if max(mine, theirs) >= target or max(mine, theirs) < target - REACH:
        return None
    return Stakes(table, view.rules, view.seat, view.dealer, mine, theirs)
