"""A playout on masks follows the engine's rules: the same deal, the same greedy moves,
the same result as the full state machine, under every preset."""

import random

import pytest

from tutor.bot.evaluate import points
from tutor.bot.knowledge import Knowledge
from tutor.bot.playout import Table, takes
from tutor.bot.quickscore import knock_net
from tutor.bot.sampling import Deal
from tutor.engine.actions import Action, BigGin, Discard, DrawStock, Gin, Knock, Pass, Take
from tutor.engine.cards import DECK, CardSet
from tutor.engine.melds import discard_deadwoods, least_deadwood
from tutor.engine.rules import PRESETS
from tutor.engine.scoring import showdown
from tutor.engine.state import HandState, Phase, PlayerView


def greedy(view: PlayerView) -> Action:
    """The playout's greedy policy written against the engine's view and actions."""
    hand = view.hand.mask
    if view.phase in (Phase.OFFER, Phase.DRAW):
        top = view.discard_pile[-1].index if view.discard_pile else -1
        if top >= 0 and not view.stock_only and takes(hand, top):
            return Take(DECK[top])
        return Pass() if view.phase is Phase.OFFER else DrawStock()
    if view.rules.big_gin and least_deadwood(hand) == 0:
        return BigGin()
    taken = view.taken.index if view.taken is not None else -1
    left, _, best = min((dw, -points(i), i) for i, dw in discard_deadwoods(hand) if i != taken)
    card = DECK[best]
    if left == 0:
        return Gin(card)
    if view.knock_limit is not None and left <= view.knock_limit:
        return Knock(card)
    return Discard(card)


def engine_net(state: HandState) -> int:
    while not state.is_over:
        view = state.view(state.to_move)
        if state.phase is Phase.LAYOFF:
            from tutor.bot.decision import layoff_decision

            action = layoff_decision(view).action
        else:
            action = greedy(view)
        state, _ = state.apply(action)
    if state.result is None or state.result.winner is None:
        return 0
    assert state.knocker is not None
    winner = state.knocker if state.result.winner == "knocker" else 1 - state.knocker
    return state.result.points if winner == 0 else -state.result.points


@pytest.mark.parametrize("name", list(PRESETS))
def test_playouts_agree_with_the_engine(name: str) -> None:
    rules = PRESETS[name]
    for seed in range(40):
        state = HandState.deal(rules, rng=random.Random(seed), dealer=seed % 2)
        seat = state.to_move
        k = Knowledge.of(state.view(seat))
        truth = Deal(state.hands[1 - seat].mask, tuple(c.index for c in state.stock))
        table = Table.from_deal(k, truth)
        table.exact = True
        assert table.finish() == engine_net(state), (name, seed)


def test_the_shortcut_score_agrees_with_the_showdown_almost_always() -> None:
    rng = random.Random(7)
    rules = PRESETS["classic"]
    same = total = 0
    while total < 150:
        pool = rng.sample(range(52), 26)  # half a deck: many melds and layoffs
        knocker = sum(1 << i for i in pool[:10])
        if least_deadwood(knocker) > 10:
            continue
        defender = sum(1 << i for i in pool[10:20])
        exact = showdown(CardSet(knocker), CardSet(defender), rules).knocker_net
        total += 1
        same += knock_net(knocker, defender, rules) == exact
    assert same / total > 0.98
