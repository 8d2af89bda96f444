"""The scoresheet and the engine's group match read R31 and R32 the same way: the hands a
GroupMatch plays, entered on a sheet, give the same dealers, the same final totals per
player (each game with its own bonuses), the same team totals and the same winner."""

from __future__ import annotations

import random

import pytest

from tutor.engine.group import GroupMatch, Table
from tutor.engine.policies import random_policy, simple
from tutor.engine.rules import preset
from tutor.scoresheet.sheet import TABLES, TEAMS, Sheet, new_sheet
from tutor.scoresheet.totals import standing


def played(rules_name: str, players: int, seed: int, wild: bool) -> GroupMatch:
    """A whole match to 100; the tables take turns at random, and with ``wild`` player 1
    plays at random (a one-sided game: shutouts)."""
    rules = preset(rules_name).with_changes(players=players)
    match = GroupMatch.new(rules, seed, first_dealer=seed % players)
    chaos = random_policy(random.Random(seed))
    order = random.Random(seed)
    while not match.is_over:
        table = order.choice(match.tables_to_play())
        choose = chaos if wild and match.player_to_move(table) == 0 else simple
        match, _ = match.apply(table, choose(match.view(table)))
    return match


def enter(sheet: Sheet, table: Table, seat_of: dict[int, int]) -> Sheet:
    """One finished hand of the match as the sheet takes it: winner and points, a draw hand,
    or a hand nobody scores (equal deadwood without an undercut, R20)."""
    hand, result = table.hand, table.hand.result
    if result is None:
        return sheet.record_draw(table.index)
    assert hand.knocker is not None
    knocker = seat_of[table.players[hand.knocker]]
    if result.winner is None:
        return sheet.record_scored(table.index, knocker, None, 0, "tie", ("", "", ""))
    seat = hand.knocker if result.winner == "knocker" else 1 - hand.knocker
    return sheet.record(table.index, seat_of[table.players[seat]], result.points)


@pytest.mark.parametrize(
    ("rules_name", "players", "seed", "wild"),
    [
        ("classic", 4, 1, False),
        ("bonus", 4, 2, False),  # a hand with equal deadwood and no undercut (R20)
        ("basic", 4, 3, True),  # shutouts doubled (R27)
        ("bonus", 4, 4, False),
        ("guide", 4, 5, False),
        ("oklahoma", 4, 2, False),  # a draw hand (R14)
        ("straight", 4, 1, False),
        ("bonus", 3, 6, False),
        ("basic", 3, 7, True),
        ("straight", 3, 2, False),  # three draw hands
    ],
)
def test_the_sheet_and_the_group_match_agree(
    rules_name: str, players: int, seed: int, wild: bool
) -> None:
    match = played(rules_name, players, seed, wild)
    final = match.final
    assert final is not None
    mode = "teams" if players == 4 else "three"
    # The match seats players 0+1 and 2+3 at its tables, the sheet 0+2 and 1+3: the same
    # seat of the same table is the same person.
    seat_of = {p: p for p in range(players)}
    if players == 4:
        seat_of = {
            player: TABLES[mode][index][seat]
            for index, pair in enumerate(((0, 1), (2, 3)))
            for seat, player in enumerate(pair)
        }
    if players == 4:  # each table's first dealer as the match dealt
        first = [seat_of[t.players[t.hand.dealer]] for t in _first_hands(match)]
    else:
        first = [_sat_out(match.past[0])]
    names = [f"P{p + 1}" for p in range(players)]
    sheet = new_sheet(mode, names, match.rules, first)
    for table in match.past:
        dealer = table.players[table.hand.dealer] if players == 4 else _sat_out(table)
        assert sheet.dealer(table.index) == seat_of[dealer]  # R4, R14, R31
        assert not sheet.table_over(table.index)
        sheet = enter(sheet, table, seat_of)
    now = standing(sheet)
    assert now.is_over and now.finals is not None
    assert tuple(now.finals[seat_of[p]].total for p in range(players)) == final.players
    assert tuple(now.totals[seat_of[p]] for p in range(players)) == match.scores
    if players == 4:
        # Team 1 of the match (players 0 and 2) is the sheet's first team.
        assert TEAMS[0] == tuple(sorted(seat_of[p] for p in match.teams[0]))
        assert now.team_totals == final.totals
        expected = None if final.winner is None else TEAMS[final.winner]
    else:
        assert now.team_totals is None
        expected = None if final.winner is None else (seat_of[final.winner],)
    assert now.winner == expected


def _first_hands(match: GroupMatch) -> list[Table]:
    return [next(t for t in match.past if t.index == index) for index in (0, 1)]


def _sat_out(table: Table) -> int:
    """With three players the dealer is the one not at the table (R31)."""
    (dealer,) = {0, 1, 2} - set(table.players)
    return dealer
