"""The hard level's knock timing: late in the hand it knocks only with little deadwood."""

import random

from tests.bot.helpers import dealt, play, reason_codes
from tutor.bot.hard import hard_policy
from tutor.bot.medium import medium_policy
from tutor.engine.actions import Discard, Knock
from tutor.engine.notation import parse_card, parse_cards
from tutor.engine.state import ShownHand

MINE = "As 2s 3s 7h 7d 7c 9c Tc 5d 6h"
THEIRS = "Ks Qd Jh 9s 8d 4c 3h Kd Qh 8s"
FILLERS = "Jd Js 2d 3c 5s 6c Ah Ac"  # drawn and thrown straight back, four each


def _after_draws(fillers: str) -> list[str]:
    moves = ["pass", "pass"]
    for card in fillers.split():
        moves += ["draw stock", f"discard {card}"]
    return [*moves, "draw stock"]


def test_late_in_the_hand_hard_waits_with_five_deadwood() -> None:
    # Seat 0 draws Jc ninth: As-3s, three 7s and 9c Tc Jc leave 5d 6h; throwing 6h leaves 5.
    state = play(dealt(MINE, THEIRS, "2c", stock=f"{FILLERS} Jc"), _after_draws(FILLERS))
    view = state.view(0)
    assert len(state.stock) < 24 and Knock(parse_card("6h")) in view.legal_actions()
    for seed in range(3):
        decision = hard_policy(view, random.Random(seed))
        assert isinstance(decision.action, Discard), decision
        assert "bot.wait.late" in reason_codes(decision.reasons)
    assert isinstance(medium_policy(view, random.Random(0)).action, Discard)


def test_late_in_the_hand_the_look_ahead_weighs_a_knock_with_little_deadwood() -> None:
    # The same, but 2h instead of 5d: 2 deadwood after throwing 6h, low enough to knock late,
    # so the look-ahead plays knocking and waiting out and says which is worth more.
    mine = MINE.replace("5d", "2h")
    fillers = FILLERS.replace("2d", "5d")
    state = play(dealt(mine, THEIRS, "2c", stock=f"{fillers} Jc"), _after_draws(fillers))
    view = state.view(0)
    decision = hard_policy(view, random.Random(0))
    codes = reason_codes(decision.reasons)
    assert "bot.wait.late" not in codes
    if isinstance(decision.action, Knock):
        assert "bot.mc.compare" in codes
    else:
        assert "bot.wait" in codes and decision.runner_up == Knock(parse_card("6h"))


def test_against_a_player_seen_waiting_late_with_little_deadwood_hard_waits_too() -> None:
    # The same 2 deadwood late, but an earlier hand of the match showed the opponent waiting
    # late with 2 (it could have knocked): it may hold as little now, so no late knock.
    mine = MINE.replace("5d", "2h")
    fillers = FILLERS.replace("2d", "5d")
    state = play(dealt(mine, THEIRS, "2c", stock=f"{fillers} Jc"), _after_draws(fillers))
    waited = ShownHand(1, parse_cards("4h 5h 6h 8c 8d 8s Jd Qd Kd 2c"), 9, 10)
    patient = hard_policy(state.view(0, earlier=(waited,)), random.Random(0))
    assert isinstance(patient.action, Discard)
    assert "bot.wait.seen" in reason_codes(patient.reasons)
    # Seen waiting late with 6, as the medium level does, it is judged as before.
    usual = ShownHand(1, parse_cards("4h 5h 6h 8c 8d 8s Jd Qd Kd 6c"), 9, 10)
    decision = hard_policy(state.view(0, earlier=(usual,)), random.Random(0))
    assert decision == hard_policy(state.view(0), random.Random(0))
    assert "bot.wait.late" not in reason_codes(decision.reasons)
