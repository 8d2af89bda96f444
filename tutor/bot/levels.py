"""The opponent levels and baselines by name."""

from __future__ import annotations

from tutor.bot.baselines import (
    easy_policy,
    patient0_policy,
    patient1_policy,
    random_policy,
    simple_policy,
)
from tutor.bot.circles import never_circles
from tutor.bot.decision import Decider
from tutor.bot.hard import hard_policy, late_low
from tutor.bot.knowledge import FIRST_CHANCE, GIN_ONLY, WAITS_LATE, Habit, learned_habit
from tutor.bot.medium import medium_policy
from tutor.engine.errors import TutorError
from tutor.engine.rules import Rules
from tutor.engine.state import ShownHand

# The players as they decide; by name (LEVELS, BASELINES, POLICIES) each is guarded so that no
# hand goes round in circles (circles.py).
_LEVELS: dict[str, Decider] = {"easy": easy_policy, "medium": medium_policy, "hard": hard_policy}
_BASELINES: dict[str, Decider] = {
    "random": random_policy,
    "simple": simple_policy,
    "patient0": patient0_policy,
    "patient1": patient1_policy,
}
UNGUARDED: dict[str, Decider] = _LEVELS | _BASELINES


def _guarded(players: dict[str, Decider]) -> dict[str, Decider]:
    return {name: never_circles(decide) for name, decide in players.items()}


LEVELS: dict[str, Decider] = _guarded(_LEVELS)
BASELINES: dict[str, Decider] = _guarded(_BASELINES)
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
    "patient0": GIN_ONLY,
    "patient1": Habit(early=1, late=1),
}


def canonical(name: str) -> str:
    """The name a level or baseline is known by: ``" Patient "`` is ``"patient1"``."""
    key = name.strip().lower()
    return ALIASES.get(key, key)


def habit_of(name: str) -> Habit:
    """When the level or baseline ``name`` ends a hand (an unknown player's: ``WAITS_LATE``)."""
    return HABITS.get(canonical(name), WAITS_LATE)


def habit_in_match(name: str, shown: tuple[ShownHand, ...], seat: int, rules: Rules) -> Habit:
    """When ``name`` ends a hand against ``seat`` in a match whose earlier hands showed
    ``shown``: its habit, and the hard level's late knocks kept within what it read of the
    seat's own shown hands (``hard.late_low``)."""
    habit = habit_of(name)
    if canonical(name) == "hard":
        low = late_low(learned_habit(shown, seat, rules, WAITS_LATE))
        if low is not None:
            return Habit(habit.early, low)
    return habit


def policy(name: str) -> Decider:
    """The policy of that level or baseline; ``TutorError`` lists the known names."""
    key = canonical(name)
    try:
        return POLICIES[key]
    except KeyError:
        known = ", ".join(POLICIES)
        raise TutorError(f"{name!r} is not an opponent level (known: {known})") from None
