"""The opponent's narration speaks only of what the learner can see (R10).

Two tables with the same public view for the learner and different hidden cards in the
opponent's hand must get the same words whenever the opponent makes the same moves.
"""

import random
from dataclasses import replace

import pytest

from tests.bot.helpers import swap_hidden
from tutor.bot.levels import policy
from tutor.explain import LANGUAGES
from tutor.practice.game import LEARNER, Game, new_game, play
from tutor.ui.views.practice import _narrate


def _words(game: Game) -> list[str]:
    return [_narrate(move, lang) for move in game.log for lang in LANGUAGES]


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_the_same_public_table_gets_the_same_narration(level: str) -> None:
    rng = random.Random(5)
    learner = policy("medium")
    compared = 0
    for number in range(1, 40):
        if compared >= 30:
            break
        game = new_game(level, "classic", number)
        while game.finished is None:
            action = learner(game.view(), rng).action
            twin_hand = swap_hidden(game.hand, LEARNER, rng) if len(game.hand.stock) > 3 else None
            if twin_hand is not None and len(game.hand.hands[LEARNER]) == 11:
                twin = replace(game, match=replace(game.match, hand=twin_hand))
                assert twin.view() == game.view()
                here, there = play(game, action), play(twin, action)
                if [m.action for m in here.log] == [m.action for m in there.log]:
                    assert here.hand.hands[1] != there.hand.hands[1] or here.finished
                    if here.finished is None:
                        assert here.view() == there.view()
                    assert _words(here) == _words(there)
                    compared += 1
            game = play(game, action)
    assert compared >= 20


def test_the_narration_names_the_pile_the_card_and_the_stock() -> None:
    game = new_game("medium", "classic", 3)
    learner = policy("medium")
    rng = random.Random(1)
    seen: set[str] = set()
    while game.finished is None and len(seen) < 2:
        game = play(game, learner(game.view(), rng).action)
        for move in game.log:
            if move.seat != LEARNER:
                seen |= {r.code for r in move.reasons}
                assert all(r.code.startswith("say.seen.") for r in move.reasons)
    assert "say.seen.stock" in seen
