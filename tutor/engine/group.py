"""Matches of three or four players, played as two-player hands (R31, R32).

Three players (R31): one game at one table. The dealer deals to the other two and sits out;
the player after the dealer acts first and the other has the dealer's part in the opening
choice (R11). The deal passes to the next player every hand (the same dealer again after a
draw hand, R14), each player keeps their own score, and the game is over when a player
reaches the target (R24); then the bonuses of R25-R27 and the winner (R28).

Four players (R32): two games side by side, players 0 and 1 at the first table and 2 and 3 at
the second, in teams 0 and 2 against 1 and 3. Each table is a complete two-player game: hands
until one of its two players reaches the target, then that game's own bonuses (R25-R27, by
:func:`tutor.engine.match.add_bonuses`). The match is over when both games are over; each
team's total is the sum of the partners' final totals, and the higher team total wins (R28,
:func:`team_result`, which the scoresheet uses too).

>>> from tutor.engine.rules import CLASSIC
>>> from tutor.engine.policies import simple
>>> g = GroupMatch.new(CLASSIC.with_changes(players=4, target=50), 2)
>>> while not g.is_over:
...     table = g.tables_to_play()[0]
...     g, _ = g.apply(table, simple(g.view(table)))
>>> all(g.game_over(t) for t in (0, 1)), g.final is not None
(True, True)
>>> f = g.final
>>> f.totals == (f.players[0] + f.players[2], f.players[1] + f.players[3])
True
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace

from tutor.engine.actions import Action
from tutor.engine.errors import RulesError, TutorError
from tutor.engine.events import Event, Reason, reason
from tutor.engine.match import add_bonuses, best_side, next_dealer
from tutor.engine.rules import Rules
from tutor.engine.state import HandState, PlayerView


def team_result(
    finals: Sequence[int], teams: Sequence[Sequence[int]]
) -> tuple[tuple[int, ...], int | None]:
    """The end of a match by sides: each side's total is the sum of its players' final totals
    (each after the bonuses of their own game, R32), and the side with the higher total wins
    (R28; ``None`` when the top is shared). A side of one player is that player's total, so
    three players (R31) are sides of one. The group match and the scoresheet both end here.

    >>> team_result([325, 250, 0, 65], ((0, 1), (2, 3)))
    ((575, 65), 0)
    >>> team_result([100, 0, 0, 100], ((0, 2), (1, 3)))
    ((100, 100), None)
    """
    totals = tuple(sum(finals[p] for p in side) for side in teams)
    return totals, best_side(totals)


def three_player_dealer(dealer: int, draw_hand: bool) -> tuple[int, Reason]:
    """Who deals the next hand of three players (0-2 in the order of play) and sits it out:
    the deal passes to the next player (R31), the same dealer again after a draw hand (R14).

    >>> three_player_dealer(2, False)[0], three_player_dealer(2, True)[0]
    (0, 2)
    """
    if draw_hand:
        return dealer, reason("match.same_dealer", "R14", player=dealer + 1)
    following = (dealer + 1) % 3
    return following, reason("group.deal_passes", "R31", player=following + 1)


@dataclass(frozen=True, slots=True)
class Table:
    """One two-player hand of a group match: the table it is played at (0 or 1), its number
    in that table's game, and which players sit at hand seats 0 and 1."""

    index: int
    number: int
    players: tuple[int, int]
    hand: HandState


@dataclass(frozen=True, slots=True)
class GroupFinal:
    """The end of a group match: every player's final total (the hand points of their game
    and that game's bonuses), the totals by side (player, or team of R32), the winning side
    and a line per step."""

    players: tuple[int, ...]
    totals: tuple[int, ...]
    winner: int | None
    breakdown: tuple[Reason, ...]


@dataclass(frozen=True, slots=True)
class GroupMatch:
    """A match of three (R31) or four (R32) players. Immutable, like :class:`MatchState`.

    ``tables`` holds the hand in play at each table (once a table's game is over, its last
    hand); ``past`` every finished hand in the order the hands ended; ``dealers`` per table
    the player who dealt its current hand. ``scores`` and ``hands_won`` are by player.
    """

    rules: Rules
    seed: int
    tables: tuple[Table, ...]
    dealers: tuple[int, ...]
    scores: tuple[int, ...] = ()
    hands_won: tuple[int, ...] = ()
    past: tuple[Table, ...] = ()
    final: GroupFinal | None = None

    @classmethod
    def new(cls, rules: Rules, rng: random.Random | int, first_dealer: int = 0) -> GroupMatch:
        """A new match; ``rng`` (or an int seed) seeds every deal."""
        if rules.players not in (3, 4):
            raise RulesError(f"a group match needs 3 or 4 players, not {rules.players}")
        if not 0 <= first_dealer < rules.players:
            raise TutorError(f"first dealer {first_dealer!r} is not a player of {rules.players}")
        source = random.Random(rng) if isinstance(rng, int) else rng
        seed = source.getrandbits(48)
        if rules.players == 3:
            dealers: tuple[int, ...] = (first_dealer,)
        else:  # each table has its own dealer; the first dealer's table mate deals the other
            dealers = (first_dealer % 2, 2 + first_dealer % 2)
        blank = (0,) * rules.players
        start = cls(rules, seed, (), dealers, scores=blank, hands_won=blank)
        tables = tuple(start._deal(index, 1, dealer) for index, dealer in enumerate(dealers))
        return replace(start, tables=tables)

    # ------------------------------------------------------------------------- queries

    @property
    def is_over(self) -> bool:
        return self.final is not None

    @property
    def games(self) -> tuple[tuple[int, ...], ...]:
        """The players of each table's game: all three (R31), or 0+1 and 2+3 (R32)."""
        if self.rules.players == 4:
            return ((0, 1), (2, 3))
        return ((0, 1, 2),)

    @property
    def teams(self) -> tuple[tuple[int, ...], ...]:
        """The sides: each player alone (R31), or partners 0+2 and 1+3 (R32)."""
        if self.rules.players == 4:
            return ((0, 2), (1, 3))
        return tuple((p,) for p in range(self.rules.players))

    @property
    def side_scores(self) -> tuple[int, ...]:
        """Hand points so far by side, before any bonus."""
        return tuple(sum(self.scores[p] for p in side) for side in self.teams)

    @property
    def winner(self) -> int | None:
        """The winning side (player, or team) after the bonuses (R28)."""
        return None if self.final is None else self.final.winner

    def game_over(self, table: int) -> bool:
        """A table's game is over when one of its players reaches the target (R24)."""
        return any(self.scores[p] >= self.rules.target for p in self.games[table])

    def tables_to_play(self) -> list[int]:
        """The tables with a hand in play (a table whose game is over deals no more)."""
        return [i for i, t in enumerate(self.tables) if not t.hand.is_over]

    def player_to_move(self, table: int) -> int:
        t = self.tables[table]
        return t.players[t.hand.to_move]

    def view(self, table: int) -> PlayerView:
        """The view of the player to move at ``table`` (scores: the two players at it)."""
        t = self.tables[table]
        seat = t.hand.to_move
        return t.hand.view(seat, (self.scores[t.players[0]], self.scores[t.players[1]]))

    # ------------------------------------------------------------------------- playing

    def apply(self, table: int, action: Action) -> tuple[GroupMatch, tuple[Event, ...]]:
        """Apply an action at one table. Event seats of the hand are hand seats of that table;
        when the hand ends it is scored (``hand_over``, naming the player who scored), and
        either that table deals its next hand (``deal``), or its game is over
        (``game_over``), and once every game is over the match (``match_over``, naming the
        winning side)."""
        if self.is_over:
            raise TutorError("the match is over")
        if table not in self.tables_to_play():
            raise TutorError(f"table {table + 1} has no hand in play")
        current = self.tables[table]
        hand, events = current.hand.apply(action)
        tables = list(self.tables)
        tables[table] = replace(current, hand=hand)
        state = replace(self, tables=tuple(tables))
        if not hand.is_over:
            return state, events
        return state._hand_over(table, events)

    def _hand_over(
        self, index: int, events: tuple[Event, ...]
    ) -> tuple[GroupMatch, tuple[Event, ...]]:
        table = self.tables[index]
        hand = table.hand
        result = hand.result
        winner: int | None = None
        scores = list(self.scores)
        won = list(self.hands_won)
        if result is not None and result.winner is not None and hand.knocker is not None:
            seat = hand.knocker if result.winner == "knocker" else 1 - hand.knocker
            winner = table.players[seat]
            scores[winner] += result.points
            won[winner] += 1
            line = reason(
                "group.hand_won", "R24", table=index + 1, player=winner + 1, points=result.points
            )
        else:  # a draw hand (R14) or equal deadwood without an undercut (R20)
            line = reason("group.no_score", "R14" if result is None else "R20", table=index + 1)
        state = replace(self, scores=tuple(scores), hands_won=tuple(won), past=(*self.past, table))
        out = (*events, Event("hand_over", winner, None, (line,)))
        if not state.game_over(index):
            dealer, why = self._next_dealer(index, hand, winner)
            dealers = list(self.dealers)
            dealers[index] = dealer
            tables = list(state.tables)
            tables[index] = state._deal(index, table.number + 1, dealer)
            state = replace(state, dealers=tuple(dealers), tables=tuple(tables))
            deals = reason(  # the rule the deal follows: R14, R31 or R4
                "group.deals", why.rule, table=index + 1, player=dealer + 1, number=table.number + 1
            )
            return state, (*out, Event("deal", dealer, None, (deals,)))
        reacher = max(self.games[index], key=lambda p: scores[p])
        over = reason(
            "group.game_over", "R24", table=index + 1, player=reacher + 1, points=scores[reacher]
        )
        out = (*out, Event("game_over", reacher, None, (over,)))
        if not all(state.game_over(t) for t in range(len(state.tables))):
            return state, out
        final = state._final()
        state = replace(state, final=final)
        return state, (*out, Event("match_over", final.winner, None, final.breakdown))

    def _next_dealer(self, index: int, hand: HandState, winner: int | None) -> tuple[int, Reason]:
        """The next dealer at this table, as a player of the match, and the rule's reason."""
        dealer = self.dealers[index]
        if self.rules.players == 3:
            return three_player_dealer(dealer, hand.is_draw)
        players = self.tables[index].players
        hand_winner = None if winner is None else players.index(winner)
        seat, why = next_dealer(self.rules, players.index(dealer), hand.is_draw, hand_winner)
        return players[seat], why

    def _deal(self, index: int, number: int, dealer: int) -> Table:
        rng = random.Random(f"{self.seed}/{number}/{index}")
        if self.rules.players == 3:
            # The player after the dealer acts first; the next has the dealer's part.
            players = ((dealer + 1) % 3, (dealer + 2) % 3)
            hand = HandState.deal(self.rules, rng=rng, dealer=1)
        else:
            players = (2 * index, 2 * index + 1)
            hand = HandState.deal(self.rules, rng=rng, dealer=players.index(dealer))
        return Table(index, number, players, hand)

    def _final(self) -> GroupFinal:
        """Each game's bonuses for its own players, then the sides' totals and the winner."""
        finals = list(self.scores)
        lines = [
            reason("group.player_points", "R24", player=p + 1, points=points)
            for p, points in enumerate(self.scores)
        ]
        for game in self.games:
            totals, bonus_lines = add_bonuses(
                self.rules,
                [self.scores[p] for p in game],
                [self.hands_won[p] for p in game],
                "final",
                "player",
            )
            lines += [_renumbered(line, game) for line in bonus_lines]
            for p, total in zip(game, totals, strict=True):
                finals[p] = total
        lines += [
            reason("group.player_total", "R28", player=p + 1, points=total)
            for p, total in enumerate(finals)
        ]
        sides, winner = team_result(finals, self.teams)
        if self.rules.players == 4:
            lines += [
                reason(
                    "group.team_total",
                    "R32",
                    team=side + 1,
                    first=team[0] + 1,
                    second=team[1] + 1,
                    points=total,
                )
                for side, (team, total) in enumerate(zip(self.teams, sides, strict=True))
            ]
            if winner is not None:
                lines.append(reason("team.winner", "R28", team=winner + 1))
        elif winner is not None:
            lines.append(reason("final.winner", "R28", player=winner + 1))
        return GroupFinal(tuple(finals), sides, winner, tuple(lines))


def _renumbered(line: Reason, game: Sequence[int]) -> Reason:
    """A bonus line of one game, its ``player`` (1 for the game's first) as the match's."""
    args = dict(line.args)
    args["player"] = game[args["player"] - 1] + 1
    return reason(line.code, line.rule, **args)


__all__ = ["GroupFinal", "GroupMatch", "Table", "team_result", "three_player_dealer"]
