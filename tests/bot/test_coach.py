"""One evaluator for the Tip and the review: the same position and seed give the same best
move and the same numbers; knock or wait judged where the answer is clear."""

import random

import pytest

from tests.bot.helpers import dealt, play, run_hand
from tutor.bot.baselines import easy_policy, simple_policy
from tutor.bot.coach import advise, candidates
from tutor.bot.medium import medium_policy
from tutor.bot.review import position_before, review
from tutor.bot.tip import tip
from tutor.engine.actions import Discard, Knock
from tutor.engine.notation import parse_card
from tutor.engine.rules import CLASSIC, PRESETS
from tutor.engine.state import HandState

# Hands at 0-0 on two presets, and hands late in a match, where the coach values moves by the
# chance of winning the match: (seed, scores by seat).
AGREEMENT = [(seed, (0, 0)) for seed in range(5)] + [
    (10, (92, 95)),
    (11, (85, 71)),
    (12, (40, 97)),
]


def test_tip_and_review_agree_on_every_position() -> None:
    compared = late = 0
    for seed, scores in AGREEMENT:
        rules = CLASSIC if seed % 2 == 0 or scores != (0, 0) else PRESETS["oklahoma"]
        start = HandState.deal(rules, rng=random.Random(100 + seed), dealer=seed % 2)
        learner = easy_policy if seed % 2 else medium_policy
        end = run_hand(start, [learner, medium_policy], seed)
        for move in review(end, 0, scores=scores).moves:
            view = position_before(end, move.ply).view(0, scores)
            advice = tip(view)
            assert advice.decision.action == move.best, (seed, move.ply)
            assert advice.advice is not None
            ev = advice.advice.evaluation
            values = {str(c.action): c.value for c in move.candidates}
            for i, action in enumerate(ev.actions):
                assert values[str(action)] == round(ev.value(i).mean, 2)
            compared += scores == (0, 0)
            late += ev.stakes is not None
    assert compared >= 30
    assert late >= 10  # the late hands were valued by the match


def test_adding_the_move_played_changes_no_other_value() -> None:
    state = play(
        dealt("As 2s 3s 7h 7d 7c Kh Qh 5d 9c", "4s 5s 6s 8h 9h Th 2c 3c Jd Qs", "Jh"), ["take Jh"]
    )
    view = state.view(0)
    plain = advise(view, seed=4)
    odd = Discard(parse_card("7h"))
    assert odd not in candidates(view)
    wider = advise(view, seed=4, extra=odd)
    assert wider.evaluation.values[: plain.count] == plain.evaluation.values
    assert wider.action == plain.action


def _knock_early() -> HandState:
    # Seat 0 draws 5c on its first turn: As-3s, three 7s and Jh-Kh leave 2d after 5c goes.
    state = dealt(
        "As 2s 3s 7h 7d 7c Jh Qh Kh 2d", "4c 9s Ts 8h 9h 4d 2c 3c Jd Qs", "Kc", stock="5c 6d 8s"
    )
    return play(state, ["pass", "pass", "draw stock", "knock 5c"])


def test_an_early_knock_with_little_deadwood_is_marked_best() -> None:
    end = run_hand(_knock_early(), [simple_policy, simple_policy], seed=2)
    knock = [m for m in review(end, 0).moves if isinstance(m.played, Knock)]
    assert len(knock) == 1 and knock[0].verdict == "best", knock
    assert knock[0].best == Knock(parse_card("5c"))


def _knock_into_an_undercut() -> HandState:
    """Late in the hand seat 0 knocks with 10 while the opponent is known to hold two melds
    it took from the pile ([4h 5h 6h] and three 7s) and low cards besides."""
    mine = "4h 5h 6h 7s 7d 7c As 2s 3s 4s"
    theirs = "Kc Qc Jc 9d 9h Th Ac 2c 4d 8s"
    feed = ["8c", "8d", "8h", "5d", "3c", "2d"]  # seat 0 draws these while feeding its melds
    fillers = ["Jh", "Jd", "Js", "Ad", "Qh", "Ah", "Tc"]  # later drawn and thrown straight back
    theirs_drawn = ["9c", "9s", "Ts", "6d", "6s", "Td", "Qs"]
    pairs = [c for pair in zip(fillers, theirs_drawn, strict=True) for c in pair]
    stock = " ".join([*feed, *pairs, "Kh"])  # Kh last: throwing it leaves 5d 3c 2d (10)
    state = dealt(mine, theirs, "Kd", stock=stock)
    actions = ["pass", "pass"]
    throws = iter(["Kc", "Qc", "Jc", "9d", "9h", "Th"])  # the opponent throws its high cards
    for give in ["4h", "5h", "6h", "7s", "7d", "7c"]:
        actions += ["draw stock", f"discard {give}", f"take {give}", f"discard {next(throws)}"]
    for mine_card, their_card in zip(fillers, theirs_drawn, strict=True):
        actions += ["draw stock", f"discard {mine_card}", "draw stock", f"discard {their_card}"]
    return play(state, [*actions, "draw stock", "knock Kh"])


@pytest.mark.slow
def test_a_late_knock_into_known_melds_is_marked_a_mistake() -> None:
    state = _knock_into_an_undercut()
    end = run_hand(state, [simple_policy, simple_policy], seed=1)
    knock = [m for m in review(end, 0).moves if isinstance(m.played, Knock)]
    assert len(knock) == 1
    assert knock[0].verdict in ("mistake", "blunder"), knock[0]
    assert knock[0].best == Discard(parse_card("Kh"))
