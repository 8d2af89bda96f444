"""No hand between computer players goes round in circles (tutor/bot/circles.py, R12, R14)."""

import random

from tests.bot.helpers import reason_codes
from tutor.bot.circles import never_circles, went_round
from tutor.bot.decision import Decider, Decision
from tutor.bot.levels import POLICIES, UNGUARDED
from tutor.engine.actions import Discard, DrawStock, Take, parse_action
from tutor.engine.cards import Card, CardSet
from tutor.engine.events import reason
from tutor.engine.rules import CLASSIC
from tutor.engine.state import HandState, Phase, PlayerView
from tutor.explain import say


def hoarder(view: PlayerView, rng: random.Random) -> Decision:
    """Takes every card it may and throws its highest: two of them play for ever."""
    legal = view.legal_actions()
    takes = [a for a in legal if isinstance(a, Take)]
    if takes:
        return Decision(takes[0])
    discards = [a for a in legal if isinstance(a, Discard)]
    if discards:
        return Decision(max(discards, key=lambda a: (a.card.points, a.card.index)))
    return Decision(legal[0])


def _plies_to_end(decide: Decider, deal: int, cap: int = 400) -> int | None:
    """How many moves a hand dealt from ``deal`` takes with ``decide`` in both seats (None:
    not over after ``cap``)."""
    state = HandState.deal(CLASSIC, rng=random.Random(deal), dealer=deal % 2)
    rng = random.Random(deal)
    for ply in range(cap):
        if state.is_over:
            return ply
        state, _ = state.apply(decide(state.view(state.to_move), rng).action)
    return None


def test_two_hoarders_go_round_in_circles_without_the_guard() -> None:
    assert all(_plies_to_end(hoarder, deal) is None for deal in range(20))


def test_the_guard_ends_every_hand() -> None:
    # Both seats guarded, and one seat alone: a circle brings every card back to whoever
    # threw it, so one guarded seat breaks it.
    guarded = never_circles(hoarder)

    def one_seat(view: PlayerView, rng: random.Random) -> Decision:
        return (guarded if view.seat == 0 else hoarder)(view, rng)

    for decide in (guarded, one_seat):
        for deal in range(40):
            assert _plies_to_end(decide, deal) is not None, deal


def _state_after(moves: str) -> HandState:
    """A hand where seat 1 throws 4d twice: seat 0 took it, threw it back, and seat 1 took it
    again; ``moves`` are the moves after the deal, in the engine's notation."""
    state = HandState.deal(
        CLASSIC,
        dealer=1,
        hands=(
            CardSet.parse("4h 4c 2d 3d 5d Kc Qs 8c 9h Ts"),
            CardSet.parse("4d Jc 9c 7s 2c 6h As 3s Js Tc"),
        ),
        upcard=Card.parse("Kh"),
        stock=[Card.parse(c) for c in ["5c", "Ah", "7c", "Ks", "Qh", "Qc"]],
    )
    for move in moves.split(","):
        state, _ = state.apply(parse_action(move.strip()))
    return state


# Seat 1 throws 4d, seat 0 takes it and later throws it back, seat 1 takes it and throws it
# again: it is on the pile a third time, in front of seat 0, which holds 2d 3d 5d 4h 4c.
CIRCLE = (
    "pass, pass, draw, discard Kc, draw, discard 4d, take 4d, discard Qs, draw, discard Jc,"
    " draw, discard 4d, take 4d, discard 9c, draw, discard Ks, draw"
)
FOUR = Card.parse("4d")


def _facing_a_card_thrown_twice() -> PlayerView:
    view = _state_after(CIRCLE + ", discard 4d").view(0)
    assert view.phase is Phase.DRAW and view.discard_pile[-1] == FOUR
    return view


def _facing_a_card_thrown_once() -> PlayerView:
    view = _state_after(CIRCLE + ", discard Qc").view(0)
    assert view.phase is Phase.DRAW and view.discard_pile[-1] == Card.parse("Qc")
    return view


def test_a_card_that_went_round_is_left_for_the_stock() -> None:
    view = _facing_a_card_thrown_twice()
    assert went_round(view, FOUR)
    assert Take(FOUR) in view.legal_actions()
    taken = Decision(Take(FOUR), (reason("bot.take.forms_meld", "R6", card=FOUR),))
    decision = never_circles(lambda v, r: taken)(view, random.Random(0))
    assert decision.action == DrawStock()
    assert decision.runner_up == Take(FOUR)
    assert decision.runner_up_reasons == taken.reasons
    assert reason_codes(decision.reasons) == ["bot.draw.came_round"]
    for lang in ("en", "nl"):
        assert "4" in say(decision.reasons[0], lang)


def test_a_card_thrown_once_may_be_taken() -> None:
    view = _facing_a_card_thrown_once()
    # Qc was thrown once; 4d (thrown twice) is buried and out of reach.
    taken = Decision(Take(Card.parse("Qc")))
    assert not went_round(view, Card.parse("Qc"))
    assert never_circles(lambda v, r: taken)(view, random.Random(0)) is taken


def test_every_computer_player_is_guarded() -> None:
    view = _facing_a_card_thrown_twice()
    wanted = 0
    for name, decide in POLICIES.items():
        assert decide(view, random.Random(1)).action == DrawStock(), name
        # the guard is what stops them: unguarded, the melding players take it
        wanted += UNGUARDED[name](view, random.Random(1)).action == Take(FOUR)
    assert wanted >= len(POLICIES) - 1  # all but, perhaps, random
