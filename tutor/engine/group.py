"""Matches of three or four players, played as two-player hands (R31, R32).

Three players (R31): the dealer deals to the other two and sits out; the player after the
dealer acts first and the other has the dealer's part in the opening choice (R11). The deal
passes to the next player every hand (the same dealer again after a draw hand, R14), and each
player keeps their own score. Four players (R32): two games side by side, seats 0 and 1 at the
first table and 2 and 3 at the second, in teams 0 and 2 against 1 and 3; the partners' scores
are added. A round is one hand at each table; the match ends after the round in which a side
reaches the target (R24), then the bonuses of R25-R27 go to sides (players or teams).

>>> from tutor.engine.rules import CLASSIC
>>> from tutor.engine.policies import simple
>>> g = GroupMatch.new(CLASSIC.with_changes(players=3, target=50), 2)
>>> while not g.is_over:
...     table = g.tables_to_play()[0]
...     g, _ = g.apply(table, simple(g.view(table)))
>>> max(g.side_scores) >= 50 and g.final is not None
True
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from tutor.engine.actions import Action
from tutor.engine.errors import RulesError, TutorError
from tutor.engine.events import Event, Reason, reason
from tutor.engine.match import add_bonuses, best_side, next_dealer
from tutor.engine.rules import Rules
from tutor.engine.state import HandState, PlayerView


@dataclass(frozen=True, slots=True)
class Table:
    """One two-player hand of a group match: which players sit at hand seats 0 and 1."""

    players: tuple[int, int]
    hand: HandState


@dataclass(frozen=True, slots=True)
class GroupFinal:
    """The end of a group match: totals by side (player or team), the winner and why."""

    totals: tuple[int, ...]
    winner: int | None
    breakdown: tuple[Reason, ...]


@dataclass(frozen=True, slots=True)
class GroupMatch:
    """A match of three (R31) or four (R32) players. Immutable, like :class:`MatchState`.

    ``scores`` are by player; ``side_scores`` by player (three players) or by team (four
    players, team 0 = players 0 and 2). ``dealers`` holds, per table, the player who dealt.
    """

    rules: Rules
    seed: int
    tables: tuple[Table, ...]
    dealers: tuple[int, ...]
    number: int = 1
    scores: tuple[int, ...] = ()
    hands_won: tuple[int, ...] = ()
    past: tuple[tuple[Table, ...], ...] = ()
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
        return replace(start, tables=start._deal_round(1, dealers))

    # ------------------------------------------------------------------------- queries

    @property
    def is_over(self) -> bool:
        return self.final is not None

    @property
    def teams(self) -> tuple[tuple[int, ...], ...]:
        """The sides: each player alone (R31), or partners 0+2 and 1+3 (R32)."""
        if self.rules.players == 4:
            return ((0, 2), (1, 3))
        return tuple((p,) for p in range(self.rules.players))

    @property
    def side_scores(self) -> tuple[int, ...]:
        return tuple(sum(self.scores[p] for p in side) for side in self.teams)

    @property
    def winner(self) -> int | None:
        """The winning side (player, or team) after the bonuses (R28)."""
        return None if self.final is None else self.final.winner

    def tables_to_play(self) -> list[int]:
        """The tables whose hand is still being played this round."""
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
        """Apply an action at one table. Event seats are hand seats of that table; when the
        round's last hand ends it is scored and the next round dealt (or the match ends)."""
        if self.is_over:
            raise TutorError("the match is over")
        if table not in self.tables_to_play():
            raise TutorError(f"table {table + 1} has no hand in play")
        current = self.tables[table]
        hand, events = current.hand.apply(action)
        tables = list(self.tables)
        tables[table] = Table(current.players, hand)
        state = replace(self, tables=tuple(tables))
        if not hand.is_over or state.tables_to_play():
            return state, events
        return state._round_over(events)

    def _round_over(self, events: tuple[Event, ...]) -> tuple[GroupMatch, tuple[Event, ...]]:
        scores = list(self.scores)
        won = list(self.hands_won)
        lines: list[Reason] = []
        dealers = list(self.dealers)
        for index, table in enumerate(self.tables):
            hand = table.hand
            winner: int | None = None
            result = hand.result
            if result is not None and result.winner is not None and hand.knocker is not None:
                seat = hand.knocker if result.winner == "knocker" else 1 - hand.knocker
                winner = table.players[seat]
                scores[winner] += result.points
                won[winner] += 1
                lines.append(
                    reason(
                        "group.hand_won",
                        "R24",
                        table=index + 1,
                        player=winner + 1,
                        points=result.points,
                    )
                )
            else:
                lines.append(reason("group.no_score", "R14", table=index + 1))
            dealers[index] = self._next_dealer(index, hand, winner)
        state = replace(
            self,
            scores=tuple(scores),
            hands_won=tuple(won),
            past=(*self.past, self.tables),
        )
        sides = state.side_scores
        if max(sides) >= self.rules.target:
            final = state._final()
            state = replace(state, final=final)
            out = Event("match_over", final.winner, None, (*lines, *final.breakdown))
            return state, (*events, out)
        number = self.number + 1
        state = replace(
            state,
            number=number,
            dealers=tuple(dealers),
            tables=state._deal_round(number, tuple(dealers)),
        )
        return state, (*events, Event("round_over", None, None, tuple(lines)))

    def _next_dealer(self, index: int, hand: HandState, winner: int | None) -> int:
        dealer = self.dealers[index]
        if hand.is_draw:  # R14: the same dealer deals again
            return dealer
        if self.rules.players == 3:  # R31: the deal rotates
            return (dealer + 1) % 3
        players = self.tables[index].players
        seat = players.index(dealer)
        hand_winner = None if winner is None else players.index(winner)
        new_seat, _ = next_dealer(self.rules, seat, False, hand_winner)
        return players[new_seat]

    def _deal_round(self, number: int, dealers: tuple[int, ...]) -> tuple[Table, ...]:
        tables = []
        for index, dealer in enumerate(dealers):
            rng = random.Random(f"{self.seed}/{number}/{index}")
            if self.rules.players == 3:
                # The player after the dealer acts first; the next has the dealer's part.
                players = ((dealer + 1) % 3, (dealer + 2) % 3)
                hand = HandState.deal(self.rules, rng=rng, dealer=1)
            else:
                players = (2 * index, 2 * index + 1)
                hand = HandState.deal(self.rules, rng=rng, dealer=players.index(dealer))
            tables.append(Table(players, hand))
        return tuple(tables)

    def _final(self) -> GroupFinal:
        teams = self.rules.players == 4
        sides = self.side_scores
        won = [sum(self.hands_won[p] for p in side) for side in self.teams]
        label = "team" if teams else "player"
        lines = [
            reason(f"group.{label}_points", "R24", points=points, **{label: side + 1})
            for side, points in enumerate(sides)
        ]
        totals, bonus_lines = add_bonuses(
            self.rules, sides, won, "team" if teams else "final", label
        )
        lines += bonus_lines
        lines += [
            reason(f"group.{label}_total", "R28", points=total, **{label: side + 1})
            for side, total in enumerate(totals)
        ]
        winner = best_side(totals)
        if winner is not None:
            code = "team.winner" if teams else "final.winner"
            lines.append(reason(code, "R28", **{label: winner + 1}))
        return GroupFinal(tuple(totals), winner, tuple(lines))


__all__ = ["GroupFinal", "GroupMatch", "Table"]
