"""The computer opponent, the Tip and the review. Sees a ``PlayerView``, never the hidden state.

Levels ``easy``, ``medium`` and ``hard``, and the baselines ``random``, ``simple``,
``patient0`` and ``patient1``, are policies ``decide(view, rng) -> Decision``: the action, the
reason codes behind it (worded by :mod:`tutor.explain`) and the runner-up.
"""

from tutor.bot.decision import Decider, Decision
from tutor.bot.levels import BASELINES, LEVELS, POLICIES, policy
from tutor.explain.moves import narration

__all__ = ["BASELINES", "LEVELS", "POLICIES", "Decider", "Decision", "narration", "policy"]
