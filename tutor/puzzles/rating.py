"""Glicko-2 ratings (Glickman, "Example of the Glicko-2 system", 2013), as pure functions.

Each answered puzzle is one rating period with one game: the learner against the puzzle, whose
rating comes from its difficulty features. Written out here rather than taken from a package:
the one on PyPI (``glicko2`` 2.1.0) puts the rating where step 5 has the deviation, ships a
top-level ``tests`` package and keeps its state in mutable player objects (the evaluation is in
``tutor/puzzles/README.md``). This is the paper's algorithm step by step, and the test checks
the paper's worked example.

>>> r = Rating().update([(Rating(1400, 30), 1.0)])
>>> round(r.rating), round(r.rd)
(1631, 252)
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

SCALE = 173.7178  # Glicko to Glicko-2 scale (step 2 of the paper)
TAU = 0.5  # how fast volatility may change (the paper suggests 0.3 to 1.2)
_EPSILON = 1e-6
# A rating this uncertain is shown as provisional, as on Lichess.
PROVISIONAL_RD = 110.0
# One answer moves a rating at most this far: a new learner's 350 uncertainty would otherwise
# let a single miss of an easy puzzle cost some 300 points. The uncertainty still shrinks as
# the paper says, so the rating converges in a few answers instead of one.
MAX_CHANGE = 60.0


def _g(phi: float) -> float:
    return 1 / math.sqrt(1 + 3 * phi * phi / math.pi**2)


def _e(mu: float, mu_j: float, phi_j: float) -> float:
    return 1 / (1 + math.exp(-_g(phi_j) * (mu - mu_j)))


@dataclass(frozen=True, slots=True)
class Rating:
    """A Glicko-2 rating on the familiar scale: new players are 1500 ± 350."""

    rating: float = 1500.0
    rd: float = 350.0
    volatility: float = 0.06

    def expected(self, opponent: Rating) -> float:
        """The chance of scoring against ``opponent`` (of solving a puzzle so rated)."""
        mu, mu_j = (self.rating - 1500) / SCALE, (opponent.rating - 1500) / SCALE
        return _e(mu, mu_j, opponent.rd / SCALE)

    def update(self, results: Sequence[tuple[Rating, float]], tau: float = TAU) -> Rating:
        """The rating after one period with these ``(opponent, score)`` results (1, 0.5, 0)."""
        mu, phi, sigma = (self.rating - 1500) / SCALE, self.rd / SCALE, self.volatility
        if not results:  # step 6 only: uncertainty grows
            return Rating(self.rating, math.sqrt(phi * phi + sigma * sigma) * SCALE, sigma)
        games = [((o.rating - 1500) / SCALE, o.rd / SCALE, s) for o, s in results]
        inv_v = 0.0
        change = 0.0
        for mu_j, phi_j, score in games:
            g, e = _g(phi_j), _e(mu, mu_j, phi_j)
            inv_v += g * g * e * (1 - e)
            change += g * (score - e)
        v = 1 / inv_v
        delta = v * change
        sigma = _volatility(delta, phi, v, sigma, tau)
        phi_star = math.sqrt(phi * phi + sigma * sigma)
        phi = 1 / math.sqrt(1 / (phi_star * phi_star) + 1 / v)
        mu = mu + phi * phi * change
        return Rating(mu * SCALE + 1500, phi * SCALE, sigma)

    @property
    def provisional(self) -> bool:
        """Too uncertain to be taken at its word yet (shown as "provisional")."""
        return self.rd > PROVISIONAL_RD

    def answered(self, opponent: Rating, score: float) -> Rating:
        """The rating after one answer against ``opponent``, its change capped at MAX_CHANGE.

        >>> after = Rating().answered(Rating(1300, 80), 0.0)
        >>> round(Rating().rating - after.rating), after.provisional
        (60, True)
        """
        after = self.update([(opponent, score)])
        step = max(-MAX_CHANGE, min(MAX_CHANGE, after.rating - self.rating))
        return Rating(self.rating + step, after.rd, after.volatility)

    def to_json(self) -> dict[str, float]:
        return {"rating": self.rating, "rd": self.rd, "volatility": self.volatility}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Rating:
        return cls(float(data["rating"]), float(data["rd"]), float(data["volatility"]))


def _volatility(delta: float, phi: float, v: float, sigma: float, tau: float) -> float:
    """Step 5: the new volatility, by the Illinois algorithm."""
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        return ex * (delta * delta - phi * phi - v - ex) / (2 * (phi * phi + v + ex) ** 2) - (
            x - a
        ) / (tau * tau)

    big_a = a
    if delta * delta > phi * phi + v:
        big_b = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        big_b = a - k * tau
    f_a, f_b = f(big_a), f(big_b)
    while abs(big_b - big_a) > _EPSILON:
        big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(big_c)
        if f_c * f_b <= 0:
            big_a, f_a = big_b, f_b
        else:
            f_a /= 2
        big_b, f_b = big_c, f_c
    return math.exp(big_a / 2)
