"""Three players (R31: the dealer sits out, the deal rotates) and four players (R32: two
tables, partners' scores added)."""

from __future__ import annotations

import random

import pytest

from tests.play.helpers import check_step
from tutor.engine.actions import DrawStock
from tutor.engine.errors import RulesError, TutorError
from tutor.engine.group import GroupMatch
from tutor.engine.match import add_bonuses
from tutor.engine.policies import random_policy, simple
from tutor.engine.rules import CLASSIC, preset
from tutor.explain import say


def play_out(match: GroupMatch, wild_seed: int | None = None) -> GroupMatch:
    wild = random_policy(random.Random(wild_seed)) if wild_seed is not None else None
    while not match.is_over:
        table = match.tables_to_play()[0]
        check_step(match.tables[table].hand)
        player = match.player_to_move(table)
        choose = wild if wild is not None and player == 0 else simple
        match, _ = match.apply(table, choose(match.view(table)))
    return match


@pytest.mark.parametrize("name", ["classic", "basic", "bonus"])
def test_three_players_dealer_sits_out_and_the_deal_rotates(name: str) -> None:
    rules = preset(name).with_changes(players=3, target=60)
    match = play_out(GroupMatch.new(rules, 5, first_dealer=2), wild_seed=1)
    dealer = 2
    points = [0, 0, 0]
    for (table,) in match.past:
        assert dealer not in table.players and sorted((dealer, *table.players)) == [0, 1, 2]
        assert table.players[0] == (dealer + 1) % 3  # the player after the dealer starts
        assert table.hand.dealer == 1 and table.hand.history[0][0] == 0
        result = table.hand.result
        if result is not None and result.winner is not None:
            seat = table.hand.knocker if result.winner == "knocker" else 1 - table.hand.knocker
            points[table.players[seat]] += result.points
        dealer = dealer if table.hand.is_draw else (dealer + 1) % 3
    assert tuple(points) == match.scores == match.side_scores
    assert match.final is not None and max(match.scores) >= 60
    totals, _ = add_bonuses(rules, match.scores, match.hands_won, "final", "player")
    assert match.final.totals == tuple(totals)
    assert match.winner == max(range(3), key=lambda p: totals[p])
    for line in match.final.breakdown:
        assert say(line, "en") and say(line, "nl")


def test_four_players_two_tables_and_team_scores() -> None:
    rules = CLASSIC.with_changes(players=4, target=80)
    match = GroupMatch.new(rules, random.Random(3), first_dealer=1)
    assert [t.players for t in match.tables] == [(0, 1), (2, 3)]
    assert match.dealers == (1, 3)
    # Finish the first table's hand: the round waits for the second table.
    while 0 in match.tables_to_play():
        match, _ = match.apply(0, simple(match.view(0)))
    assert match.number == 1 and match.tables_to_play() == [1]
    with pytest.raises(TutorError, match="table 1 has no hand in play"):
        match.apply(0, DrawStock())
    match = play_out(match)
    assert match.side_scores == (
        match.scores[0] + match.scores[2],
        match.scores[1] + match.scores[3],
    )
    assert max(match.side_scores) >= 80 and match.final is not None
    for before, after in zip(match.past, match.past[1:], strict=False):
        for index in (0, 1):
            old, new = before[index].hand, after[index].hand
            dealer_before = before[index].players[old.dealer]
            dealer_after = after[index].players[new.dealer]
            assert dealer_after == (
                dealer_before if old.is_draw else before[index].players[1 - old.dealer]
            )
    codes = [r.code for r in match.final.breakdown]
    assert codes[:2] == ["group.team_points", "group.team_points"]
    assert codes[-1] == "team.winner" or match.winner is None
    for line in match.final.breakdown:
        assert say(line, "en") and say(line, "nl")


def test_team_bonuses_follow_the_preset() -> None:
    rules = preset("bonus").with_changes(players=4)
    totals, lines = add_bonuses(rules, (104, 0), (5, 0), "team", "team")
    assert totals == [104 + 100 + 100 + 125, 0]
    assert [r.code for r in lines] == ["team.game_bonus", "team.shutout_bonus", "team.box_bonus"]


def test_group_matches_need_three_or_four_players() -> None:
    with pytest.raises(RulesError, match="3 or 4 players"):
        GroupMatch.new(CLASSIC, 1)
    with pytest.raises(TutorError, match="first dealer 3"):
        GroupMatch.new(CLASSIC.with_changes(players=3), 1, first_dealer=3)
