"""A rollout follows the engine's rules: the same deal, the same greedy moves, the same
result as the engine's own state machine and showdown, under every preset."""

import random

import pytest

from tutor.bot.decision import layoff_decision
from tutor.bot.knowledge import FIRST_CHANCE, GIN_ONLY, WAITS_LATE, Habit, Knowledge
from tutor.bot.rollout import Rollout, takes
from tutor.bot.sampling import Deal
from tutor.engine.actions import Action, BigGin, Discard, DrawStock, Gin, Knock, Pass, Take
from tutor.engine.cards import DECK
from tutor.engine.melds import best_discard, least_deadwood
from tutor.engine.rules import PRESETS
from tutor.engine.state import HandState, Phase, PlayerView


def greedy(view: PlayerView, habit: Habit | None = None) -> Action:
    """The rollout's greedy player written against the engine's view and actions, knocking
    at its first chance or, given a habit, when that habit would."""
    hand = view.hand.mask
    if view.phase in (Phase.OFFER, Phase.DRAW):
        top = view.discard_pile[-1].index if view.discard_pile else -1
        if top >= 0 and not view.stock_only and takes(hand, top):
            return Take(DECK[top])
        return Pass() if view.phase is Phase.OFFER else DrawStock()
    if view.rules.big_gin and least_deadwood(hand) == 0:
        return BigGin()
    taken = view.taken.index if view.taken is not None else -1
    left, best = best_discard(hand, taken)
    card = DECK[best]
    if left == 0:
        return Gin(card)
    may_knock = Knock(card) in view.legal_actions()
    if may_knock and (habit is None or habit.would_knock(left, view.stock_size)):
        return Knock(card)
    return Discard(card)


def engine_net(
    state: HandState, habits: tuple[Habit | None, Habit | None] = (None, None)
) -> tuple[int, list[Action]]:
    played: list[Action] = []
    while not state.is_over:
        view = state.view(state.to_move)
        if state.phase is Phase.LAYOFF:
            action = layoff_decision(view).action
        else:
            action = greedy(view, habits[state.to_move])
            played.append(action)
        state, _ = state.apply(action)
    if state.result is None or state.result.winner is None:
        return 0, played
    assert state.knocker is not None
    winner = state.knocker if state.result.winner == "knocker" else 1 - state.knocker
    return (state.result.points if winner == 0 else -state.result.points), played


@pytest.mark.parametrize("name", list(PRESETS))
def test_rollouts_agree_with_the_engine(name: str) -> None:
    rules = PRESETS[name]
    for seed in range(40):
        state = HandState.deal(rules, rng=random.Random(seed), dealer=seed % 2)
        seat = state.to_move
        k = Knowledge.of(state.view(seat))
        truth = Deal(state.hands[1 - seat].mask, tuple(c.index for c in state.stock))
        rollout = Rollout.of(k, truth)
        moves: list[Action] = []
        while rollout.phase is not Phase.OVER:
            move = rollout.greedy()
            moves.append(move)
            rollout.play(move)
        net, played = engine_net(state)
        assert moves == played, (name, seed)
        assert rollout.net == net, (name, seed)


def test_a_rollout_plays_typed_actions_only() -> None:
    state = HandState.deal(PRESETS["classic"], rng=random.Random(3))
    k = Knowledge.of(state.view(state.to_move))
    rollout = Rollout.of(k, Deal(state.hands[1 - k.seat].mask, tuple(c.index for c in state.stock)))
    with pytest.raises(ValueError, match="not a turn action"):
        rollout.play(7)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "habits", [(GIN_ONLY, WAITS_LATE), (WAITS_LATE, FIRST_CHANCE), (Habit(2, 0), GIN_ONLY)]
)
def test_rollouts_knock_by_each_seats_habit_as_the_engine_plays_it(
    habits: tuple[Habit, Habit],
) -> None:
    rules = PRESETS["classic"]
    changed = 0
    for seed in range(60):
        state = HandState.deal(rules, rng=random.Random(seed), dealer=seed % 2)
        seat = state.to_move
        k = Knowledge.of(state.view(seat))
        truth = Deal(state.hands[1 - seat].mask, tuple(c.index for c in state.stock))
        rollout = Rollout.of(k, truth, habits)
        moves: list[Action] = []
        while rollout.phase is not Phase.OVER:
            move = rollout.greedy()
            moves.append(move)
            rollout.play(move)
        net, played = engine_net(state, habits)
        assert moves == played, (habits, seed)
        assert rollout.net == net, (habits, seed)
        changed += played != engine_net(state)[1]
    assert changed > 0  # the habits made some hand go otherwise than knocking at once
