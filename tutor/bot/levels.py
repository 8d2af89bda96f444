"""The opponent levels and baselines by name."""

from __future__ import annotations

from tutor.bot.baselines import (
    easy_policy,
    patient0_policy,
    patient1_policy,
    random_policy,
    simple_policy,
)
from tutor.bot.decision import Decider
from tutor.bot.hard import hard_policy
from tutor.bot.knowledge import FIRST_CHANCE, WAITS_LATE, Habit
from tutor.bot.medium import medium_policy
from tutor.engine.errors import TutorError

LEVELS: dict[str, Decider] = {
    "easy": easy_policy,
    "medium": medium_policy,
    "hard": hard_policy,
}
BASELINES: dict[str, Decider] = {
    "random": random_policy,
    "simple": simple_policy,
    "patient0": patient0_policy,
    "patient1": patient1_policy,
}
POLICIES: dict[str, Decider] = LEVELS | BASELINES
ALIASES = {"patient": "patient1"}
# When each one ends a hand, for the coach of a seat that knows whom it plays (the policies'
# own rules: baselines.py, medium.py; the hard level waits late as medium does; the easy
# level's slip throws a loose card instead of one knock in five, which the sampler leaves
# out: sampling.would_have_ended). ``random`` knocks at random: nothing is known of it.
HABITS: dict[str, Habit] = {
    "easy": FIRST_CHANCE,
    "medium": WAITS_LATE,
    "hard": WAITS_LATE,
    "simple": FIRST_CHANCE,
    "patient0": Habit(early=0, late=0),
    "patient1": Habit(early=1, late=1),
}


def habit_of(name: str) -> Habit:
    """When the level or baseline ``name`` ends a hand (an unknown player's: ``WAITS_LATE``)."""
    key = name.strip().lower()
    return HABITS.get(ALIASES.get(key, key), WAITS_LATE)


def policy(name: str) -> Decider:
    """The policy of that level or baseline; ``TutorError`` lists the known names."""
    key = name.strip().lower()
    key = ALIASES.get(key, key)
    try:
        return POLICIES[key]
    except KeyError:
        known = ", ".join(POLICIES)
        raise TutorError(f"{name!r} is not an opponent level (known: {known})") from None
