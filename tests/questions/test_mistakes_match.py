"""The catalogue of mistakes about the match and the deal: each recognised from a real
position (every total and dealer from the engine), silent on the right answer and on an
unrelated wrong one, and worded in both languages."""

from __future__ import annotations

from tutor.engine.cards import Card
from tutor.engine.events import Reason
from tutor.engine.match import final_score
from tutor.engine.rules import CLASSIC, PRESETS
from tutor.explain import say
from tutor.questions.mistakes import diagnose
from tutor.questions.mistakes.match import (
    FIRST_DEALER,
    MATCH_POINTS,
    MATCH_WINNER,
    NEXT_DEALER,
    SITS_OUT,
    TEAM_WINNER,
    CutPosition,
    DealPosition,
    MatchPosition,
    TeamPosition,
    ThreePosition,
)

BONUS, BASIC = PRESETS["bonus"], PRESETS["basic"]


def codes(found: tuple[Reason, ...]) -> list[str]:
    return [r.code for r in found]


def test_match_points_bonuses_left_out_or_misplaced() -> None:
    mine = MatchPosition(BONUS, (104, 80), (3, 2), 0)  # 104 + 100 game + 3 x 25 box = 279
    assert final_score(BONUS, (104, 80), (3, 2)).totals[0] == 279
    assert codes(diagnose(MATCH_POINTS, 104, mine)) == ["mistake.match_points.no_bonus"]
    game = diagnose(MATCH_POINTS, 179, mine)
    assert codes(game) == ["mistake.match_points.left_out.game"]
    assert say(game[0], "en") == (
        "You left out the game bonus, which goes to whoever reached the target: you. (R25)"
    )
    assert codes(diagnose(MATCH_POINTS, 204, mine)) == ["mistake.match_points.left_out.box"]
    every = diagnose(MATCH_POINTS, 279 + 2 * 25, mine)  # the opponent's 2 hands counted too
    assert codes(every) == ["mistake.match_points.box_every_hand"]
    shut = diagnose(MATCH_POINTS, 379, mine)  # a shutout of 100 although the opponent won 2
    assert codes(shut) == ["mistake.match_points.no_shutout"] and shut[0]["hands"] == 2
    assert "won 2 hands" in say(shut[0], "en")
    assert diagnose(MATCH_POINTS, 279, mine) == () and diagnose(MATCH_POINTS, 278, mine) == ()
    theirs = MatchPosition(BONUS, (104, 80), (4, 3), 1)  # 80 + 3 x 25 = 155
    loser = diagnose(MATCH_POINTS, 255, theirs)  # the game bonus given to the loser
    assert codes(loser) in (
        ["mistake.match_points.not_theirs"],
        ["mistake.match_points.box_every_hand"],  # 4 x 25 more happens to be 100 too
    )
    alone = MatchPosition(BONUS, (104, 80), (1, 3), 1)  # 80 + 75 = 155; +100 is not + 1 x 25
    assert codes(diagnose(MATCH_POINTS, 255, alone)) == ["mistake.match_points.not_theirs"]
    assert "that is not the opponent" in say(diagnose(MATCH_POINTS, 255, alone)[0], "en")


def test_match_points_shutout_doubled_before_the_box_bonus() -> None:
    shutout = MatchPosition(BASIC, (104, 0), (4, 0), 0)  # 104 x 2 + 4 x 25 = 308
    assert codes(diagnose(MATCH_POINTS, 408, shutout)) == ["mistake.match_points.box_doubled"]
    assert codes(diagnose(MATCH_POINTS, 204, shutout)) == ["mistake.match_points.left_out.shutout"]
    assert codes(diagnose(MATCH_POINTS, 208, shutout)) == ["mistake.match_points.left_out.box"]
    assert diagnose(MATCH_POINTS, 308, shutout) == ()


def test_match_winner_every_wrong_choice() -> None:
    late = MatchPosition(BONUS, (100, 95), (2, 9))  # the box bonus of 9 hands wins
    assert final_score(BONUS, (100, 95), (2, 9)).winner == 1
    ahead = diagnose(MATCH_WINNER, "you", late)
    assert codes(ahead) == ["mistake.match_winner.before_bonuses"]
    assert say(ahead[0], "nl").startswith("Jij haalde meer punten uit de handen")
    assert codes(diagnose(MATCH_WINNER, "nobody", late)) == ["mistake.match_winner.not_tie"]
    assert diagnose(MATCH_WINNER, "opponent", late) == ()
    plain = MatchPosition(CLASSIC, (104, 80), (4, 3))
    assert codes(diagnose(MATCH_WINNER, "opponent", plain)) == ["mistake.match_winner.behind"]
    level = MatchPosition(CLASSIC, (100, 100), (4, 3))
    assert codes(diagnose(MATCH_WINNER, "you", level)) == ["mistake.match_winner.tie"]
    assert diagnose(MATCH_WINNER, "nobody", level) == ()


def test_first_dealer_high_low_and_the_ace() -> None:
    c = Card.parse
    high = CutPosition(CLASSIC, c("9c"), c("Qd"), 1)
    found = diagnose(FIRST_DEALER, "you", high)
    assert codes(found) == ["mistake.first_dealer.higher"]
    assert say(found[0], "nl") == "De hoogste kaart deelt: ♦V is hoger dan ♣9. (R3)"
    assert diagnose(FIRST_DEALER, "opponent", high) == ()
    low = CutPosition(BONUS, c("9c"), c("Qd"), 0)
    assert codes(diagnose(FIRST_DEALER, "opponent", low)) == ["mistake.first_dealer.lower"]
    ace = CutPosition(CLASSIC, c("As"), c("Kd"), 1)  # the ace is low: the king deals
    assert codes(diagnose(FIRST_DEALER, "you", ace)) == ["mistake.first_dealer.ace_low"]
    ace_low = CutPosition(BONUS, c("As"), c("Kd"), 0)  # lower deals: the ace
    assert codes(diagnose(FIRST_DEALER, "opponent", ace_low)) == ["mistake.first_dealer.ace_low"]


def test_next_dealer_alternates_loser_and_draw_hand() -> None:
    alternate = DealPosition(CLASSIC, 0, 1)  # you dealt, the opponent won: the opponent deals
    assert alternate.next == 1
    assert codes(diagnose(NEXT_DEALER, "you", alternate)) == ["mistake.next_dealer.not_loser"]
    won = DealPosition(CLASSIC, 1, 0)  # the opponent dealt, you won: you deal
    assert codes(diagnose(NEXT_DEALER, "opponent", won)) == ["mistake.next_dealer.not_loser"]
    lost = DealPosition(CLASSIC, 1, 1)  # the opponent dealt and won: you deal
    assert codes(diagnose(NEXT_DEALER, "opponent", lost)) == ["mistake.next_dealer.alternates"]
    loser = DealPosition(BONUS, 0, 1)  # the loser deals: you
    found = diagnose(NEXT_DEALER, "opponent", loser)
    assert codes(found) == ["mistake.next_dealer.loser_deals"]
    assert say(found[0], "en").endswith("and that was you. (R4)")
    draw = DealPosition(CLASSIC, 1, None)
    assert codes(diagnose(NEXT_DEALER, "you", draw)) == ["mistake.next_dealer.draw_hand"]
    assert diagnose(NEXT_DEALER, "opponent", draw) == ()


def test_sits_out_every_wrong_player() -> None:
    passes = ThreePosition(1, False)  # left dealt: right deals next
    assert codes(diagnose(SITS_OUT, "left", passes)) == ["mistake.sits_out.same_dealer"]
    assert codes(diagnose(SITS_OUT, "you", passes)) == ["mistake.sits_out.wrong_way"]
    assert diagnose(SITS_OUT, "right", passes) == ()
    draw = ThreePosition(1, True)
    for named in ("you", "right"):
        assert codes(diagnose(SITS_OUT, named, draw)) == ["mistake.sits_out.draw_hand"]


def test_team_winner_every_wrong_choice() -> None:
    star = TeamPosition((185, 40), (120, 130))  # 225 against 250
    assert codes(diagnose(TEAM_WINNER, "your_team", star)) == ["mistake.team.best_player"]
    assert codes(diagnose(TEAM_WINNER, "nobody", star)) == ["mistake.team.not_tie"]
    assert diagnose(TEAM_WINNER, "other_team", star) == ()
    behind = TeamPosition((100, 40), (120, 130))
    assert codes(diagnose(TEAM_WINNER, "your_team", behind)) == ["mistake.team.behind"]
    level = TeamPosition((100, 150), (120, 130))
    assert codes(diagnose(TEAM_WINNER, "other_team", level)) == ["mistake.team.tie"]
    assert say(diagnose(TEAM_WINNER, "other_team", level)[0], "nl").startswith(
        "Met beide teamgenoten opgeteld heeft het andere team"
    )
