"""Small statistics for self-play and Monte Carlo: Wilson intervals, paired means.

Everything the opponent, the Tip and the review conclude from samples goes through here, so
that "clearly better" always means the same thing: a difference larger than its noise.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

Z95 = 1.959963984540054


def wilson(successes: float, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for a proportion (95% by default).

    >>> lo, hi = wilson(60, 100)
    >>> round(lo, 3), round(hi, 3)
    (0.502, 0.691)
    >>> wilson(0, 0)
    (0.0, 1.0)
    """
    if trials <= 0:
        return (0.0, 1.0)
    if not 0 <= successes <= trials:
        raise ValueError(f"{successes!r} successes out of {trials} trials is impossible")
    p = successes / trials
    z2 = z * z
    centre = (p + z2 / (2 * trials)) / (1 + z2 / trials)
    half = z * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials)) / (1 + z2 / trials)
    return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass(frozen=True, slots=True)
class MeanError:
    """A sample mean and its standard error."""

    mean: float
    error: float
    count: int


def mean_error(values: Sequence[float]) -> MeanError:
    """Mean and standard error of the mean (0 error for fewer than two values).

    >>> m = mean_error([1.0, 2.0, 3.0, 4.0])
    >>> m.mean, round(m.error, 4)
    (2.5, 0.6455)
    """
    n = len(values)
    if n == 0:
        return MeanError(0.0, 0.0, 0)
    mean = sum(values) / n
    if n < 2:
        return MeanError(mean, 0.0, n)
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    return MeanError(mean, math.sqrt(var / n), n)


def paired_difference(better: Sequence[float], worse: Sequence[float]) -> MeanError:
    """Mean and standard error of ``better[i] - worse[i]`` over the same sampled deals.

    Evaluating every candidate on the same deals removes the luck of the deal from the
    difference, which is why the review and the opponent compare candidates this way.
    """
    if len(better) != len(worse):
        raise ValueError(f"paired samples differ in length: {len(better)} and {len(worse)}")
    return mean_error([b - w for b, w in zip(better, worse, strict=True)])
