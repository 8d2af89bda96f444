"""Three players (R31: the dealer sits out, the deal rotates) and four players (R32: two
complete games side by side, each with its own bonuses, then the partners' totals added)."""

from __future__ import annotations

import itertools
import random

import pytest

from tests.play.helpers import check_step
from tutor.engine.actions import DrawStock
from tutor.engine.errors import RulesError, TutorError
from tutor.engine.events import Event
from tutor.engine.group import GroupMatch, Table, team_result
from tutor.engine.match import add_bonuses
from tutor.engine.policies import random_policy, simple
from tutor.engine.rules import CLASSIC, preset
from tutor.explain import say


def play_out(
    match: GroupMatch, wild_seed: int | None = None, order_seed: int = 0
) -> tuple[GroupMatch, list[Event]]:
    """Play to the end; player 0 plays at random when ``wild_seed`` is given, and the table
    that moves next is drawn at random, so the two games interleave."""
    wild = random_policy(random.Random(wild_seed)) if wild_seed is not None else None
    order = random.Random(order_seed)
    events: list[Event] = []
    while not match.is_over:
        table = order.choice(match.tables_to_play())
        check_step(match.tables[table].hand)
        player = match.player_to_move(table)
        choose = wild if wild is not None and player == 0 else simple
        match, happened = match.apply(table, choose(match.view(table)))
        events += happened
    return match, events


def scorer(table: Table) -> int | None:
    """The player who scored the hand at ``table``, from the engine's result."""
    hand, result = table.hand, table.hand.result
    if result is None or result.winner is None or hand.knocker is None:
        return None
    seat = hand.knocker if result.winner == "knocker" else 1 - hand.knocker
    return table.players[seat]


@pytest.mark.parametrize("name", ["classic", "basic", "bonus"])
def test_three_players_dealer_sits_out_and_the_deal_rotates(name: str) -> None:
    rules = preset(name).with_changes(players=3, target=60)
    match, _ = play_out(GroupMatch.new(rules, 5, first_dealer=2), wild_seed=1)
    dealer = 2
    points = [0, 0, 0]
    for number, table in enumerate(match.past, start=1):
        assert (table.index, table.number) == (0, number)
        assert dealer not in table.players and sorted((dealer, *table.players)) == [0, 1, 2]
        assert table.players[0] == (dealer + 1) % 3  # the player after the dealer starts
        assert table.hand.dealer == 1 and table.hand.history[0][0] == 0
        winner = scorer(table)
        if winner is not None:
            assert table.hand.result is not None
            points[winner] += table.hand.result.points
        if number < len(match.past):  # the game went on: nobody had reached the target
            assert max(points) < 60
        dealer = dealer if table.hand.is_draw else (dealer + 1) % 3
    assert tuple(points) == match.scores == match.side_scores
    assert match.final is not None and max(match.scores) >= 60 and match.game_over(0)
    totals, _ = add_bonuses(rules, match.scores, match.hands_won, "final", "player")
    assert match.final.players == match.final.totals == tuple(totals)
    assert match.winner == max(range(3), key=lambda p: totals[p])
    codes = [r.code for r in match.final.breakdown]
    assert codes[:3] == ["group.player_points"] * 3 and codes[-1] == "final.winner"
    for line in match.final.breakdown:
        assert say(line, "en") and say(line, "nl")


def test_four_players_play_two_complete_games_side_by_side() -> None:
    rules = CLASSIC.with_changes(players=4, target=80)
    match = GroupMatch.new(rules, random.Random(3), first_dealer=1)
    assert [t.players for t in match.tables] == [(0, 1), (2, 3)]
    assert match.dealers == (1, 3)
    match, events = play_out(match, order_seed=4)
    assert match.final is not None
    # Each table is its own game: it ends only when one of its own players reaches the
    # target (R24), whatever the partners at the other table have.
    for index, players in enumerate(((0, 1), (2, 3))):
        hands = [t for t in match.past if t.index == index]
        assert [t.number for t in hands] == list(range(1, len(hands) + 1))
        assert all(t.players == players for t in hands)
        points = dict.fromkeys(players, 0)
        for number, table in enumerate(hands, start=1):
            winner = scorer(table)
            if winner is not None:
                assert table.hand.result is not None
                points[winner] += table.hand.result.points
            assert (max(points.values()) >= 80) == (number == len(hands))
        assert all(match.scores[p] == points[p] for p in players)
        for before, after in itertools.pairwise(hands):
            old = before.hand
            expected = old.dealer if old.is_draw else 1 - old.dealer  # R14, R4
            assert after.hand.dealer == expected
    assert match.side_scores == (
        match.scores[0] + match.scores[2],
        match.scores[1] + match.scores[3],
    )
    kinds = [e.kind for e in events if e.kind in ("hand_over", "deal", "game_over", "match_over")]
    assert kinds.count("hand_over") == len(match.past)
    assert kinds.count("game_over") == 2 and kinds[-1] == "match_over"
    assert kinds.count("deal") == len(match.past) - 2  # every hand but each game's last
    codes = [r.code for r in match.final.breakdown]
    assert codes[:4] == ["group.player_points"] * 4
    assert codes.count("group.team_total") == 2
    assert codes[-1] == "team.winner" or match.winner is None
    for line in match.final.breakdown:
        assert say(line, "en") and say(line, "nl")


def test_a_finished_table_deals_no_more_while_the_other_plays_on() -> None:
    rules = CLASSIC.with_changes(players=4, target=40)
    match = GroupMatch.new(rules, 11)
    # Play the first table alone: the round does not wait for the second table.
    while not match.game_over(0):
        match, _ = match.apply(0, simple(match.view(0)))
    assert match.tables_to_play() == [1] and not match.is_over
    assert match.tables[1].number == 1 and match.tables[0].number > 1
    with pytest.raises(TutorError, match="table 1 has no hand in play"):
        match.apply(0, DrawStock())
    match, _ = play_out(match)
    assert match.game_over(1) and match.final is not None


@pytest.mark.parametrize("name", ["bonus", "basic"])
def test_each_game_has_its_own_bonuses_and_the_partners_totals_are_added(name: str) -> None:
    rules = preset(name).with_changes(players=4, target=50)
    match, _ = play_out(GroupMatch.new(rules, 8, first_dealer=3), wild_seed=2, order_seed=5)
    final = match.final
    assert final is not None
    expected = list(match.scores)
    for game in ((0, 1), (2, 3)):
        totals, _ = add_bonuses(
            rules,
            [match.scores[p] for p in game],
            [match.hands_won[p] for p in game],
            "final",
            "player",
        )
        for p, total in zip(game, totals, strict=True):
            expected[p] = total
    assert final.players == tuple(expected)
    assert final.totals == (expected[0] + expected[2], expected[1] + expected[3])
    assert (final.totals, final.winner) == team_result(expected, ((0, 2), (1, 3)))
    # Bonus lines name the players of the match, not the seats of their table.
    named = {r["player"] for r in final.breakdown if r.code.startswith("final.")}
    assert named <= {1, 2, 3, 4} and named & {3, 4}


def test_team_result_adds_partners_and_finds_the_winner() -> None:
    assert team_result([325, 250, 0, 65], ((0, 1), (2, 3))) == ((575, 65), 0)
    assert team_result([10, 200, 10, 0], ((0, 2), (1, 3))) == ((20, 200), 1)
    assert team_result([100, 0, 0, 100], ((0, 2), (1, 3))) == ((100, 100), None)
    assert team_result([5, 9, 7], ((0,), (1,), (2,))) == ((5, 9, 7), 1)


def test_group_matches_need_three_or_four_players() -> None:
    with pytest.raises(RulesError, match="3 or 4 players"):
        GroupMatch.new(CLASSIC, 1)
    with pytest.raises(TutorError, match="first dealer 3"):
        GroupMatch.new(CLASSIC.with_changes(players=3), 1, first_dealer=3)
