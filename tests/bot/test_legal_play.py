"""Every level plays only legal moves (the engine's ``apply`` raises otherwise), over
thousands of bot-against-bot hands across every rules preset."""

import random

import pytest

from tutor.bot.arena import play_out
from tutor.bot.circles import never_circles
from tutor.bot.evaluate import Style
from tutor.bot.hard import Config, hard_policy
from tutor.bot.levels import POLICIES
from tutor.bot.medium import medium_policy
from tutor.engine.rules import PRESETS
from tutor.engine.state import HandState

# The same code paths with a narrower search, so that thousands of hands stay fast.
NARROW = Style(width=3)
QUICK = Config(samples=4, candidates=2)


@never_circles
def quick_medium(view, rng):  # type: ignore[no-untyped-def]
    return medium_policy(view, rng, NARROW)


@never_circles
def quick_hard(view, rng):  # type: ignore[no-untyped-def]
    return hard_policy(view, rng, QUICK, NARROW)


FAST = {
    "easy": POLICIES["easy"],
    "medium": quick_medium,
    "hard": quick_hard,
    "simple": POLICIES["simple"],
    "random": POLICIES["random"],
    "patient0": POLICIES["patient0"],
    "patient1": POLICIES["patient1"],
}
CHEAP = ["random", "simple", "patient0", "easy"]


def _play(level: str, hands: int, rivals: list[str]) -> int:
    played = 0
    for n in range(hands):
        rules = list(PRESETS.values())[n % len(PRESETS)]
        rival = rivals[n // len(PRESETS) % len(rivals)]
        seats = [FAST[level], FAST[rival]] if n % 2 else [FAST[rival], FAST[level]]
        state = HandState.deal(rules, rng=random.Random(n), dealer=n // 2 % 2)
        end = play_out(state, seats, random.Random(n))
        assert end.is_over
        assert len(end.cards_accounted()) == 52
        played += 1
    return played


@pytest.mark.parametrize("level", ["random", "simple", "patient0", "patient1", "easy"])
def test_baselines_and_easy_play_legally(level: str) -> None:
    assert _play(level, 1000, CHEAP) == 1000


@pytest.mark.slow
def test_medium_plays_legally() -> None:
    assert _play("medium", 500, [*CHEAP, "medium"]) == 500


@pytest.mark.slow
def test_hard_plays_legally() -> None:
    assert _play("hard", 200, [*CHEAP, "medium", "hard"]) == 200


def test_full_strength_levels_play_whole_hands_under_every_preset() -> None:
    for n, rules in enumerate(PRESETS.values()):
        for level in ("medium", "hard"):
            state = HandState.deal(rules, rng=random.Random(100 + n))
            end = play_out(state, [POLICIES[level], POLICIES["simple"]], random.Random(n))
            assert end.is_over
