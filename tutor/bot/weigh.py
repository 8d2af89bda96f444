"""Knock now or wait, weighed by the coach for one position: what a strategy lesson asks.

:func:`weigh_knock` is :func:`tutor.bot.coach.advise` on the seat's view, read for the two
candidates that matter: the knock that leaves the least deadwood and waiting with the same
card thrown face up. Both are played out on the same sampled hidden deals, so their
difference is measured on equal luck (its standard error is the paired one), and the review's
own counts say how often the knock is undercut and how often waiting loses the hand.

The lessons (``tutor.curriculum``, on this floor) may not import this module; the floor above
hands it to their runner (see ``tutor.curriculum.knocking``).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from tutor.bot.coach import advise
from tutor.bot.review import knock_numbers
from tutor.engine.actions import Discard, Knock
from tutor.engine.errors import TutorError
from tutor.engine.events import Reason
from tutor.engine.state import PlayerView


@dataclass(frozen=True, slots=True)
class KnockWeighing:
    """The coach's values of knocking now and of waiting, in points for the seat."""

    knock: Knock
    knock_points: float  # mean points of knocking now over the sampled deals
    wait_points: float  # mean points of discarding the same card face up
    gain: float  # knocking minus waiting, deal by deal, averaged
    error: float  # the standard error of that paired difference
    samples: int
    notes: tuple[Reason, ...]  # how often the knock is undercut, how often waiting loses


# The lessons' checker, the chapter quiz and the page ask the same position again and again.
@lru_cache(maxsize=256)
def weigh_knock(view: PlayerView, seed: int, samples: int) -> KnockWeighing:
    """Knock or wait for the seat to move in ``view``, on ``samples`` deals drawn from
    ``seed``; :class:`TutorError` when the seat has no knock to weigh (or goes gin)."""
    advice = advise(view, seed, samples)
    ev = advice.evaluation
    knock = next((a for a in ev.actions[: advice.count] if isinstance(a, Knock)), None)
    if knock is None or Discard(knock.card) not in ev.actions:
        raise TutorError("there is no knock to weigh against waiting here")
    mine, wait = ev.index(knock), ev.index(Discard(knock.card))
    gain = ev.versus(mine, wait)
    return KnockWeighing(
        knock=knock,
        knock_points=ev.value(mine).mean,
        wait_points=ev.value(wait).mean,
        gain=gain.mean,
        error=gain.error,
        samples=gain.count,
        notes=knock_numbers(ev),
    )
