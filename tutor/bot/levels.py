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


def policy(name: str) -> Decider:
    """The policy of that level or baseline; ``TutorError`` lists the known names."""
    key = name.strip().lower()
    key = ALIASES.get(key, key)
    try:
        return POLICIES[key]
    except KeyError:
        known = ", ".join(POLICIES)
        raise TutorError(f"{name!r} is not an opponent level (known: {known})") from None
