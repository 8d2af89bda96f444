"""Whole hands of self-play between the two simple built-in players, and the showdown.

``selfplay_hands_per_s``: seeded classic hands from the deal to the score (draw hands
included), each player choosing from its own view, per second of this process's CPU time (so
other work on a shared machine does not distort it; alone, CPU and wall time agree). For
reference, OpenSpiel's C++ engine with its simple bot plays about 200 hands per second here.
``showdown_us`` and ``knock_score_us``: the same knocks scored in full, and as the net points
alone from masks (what playouts need).
"""

from __future__ import annotations

import random
import statistics
import time

from tutor.bench._timing import median_us
from tutor.engine.cards import CardSet
from tutor.engine.melds import least_deadwood
from tutor.engine.policies import play_hand, simple
from tutor.engine.rules import CLASSIC
from tutor.engine.showdowns import showdown
from tutor.engine.spreads import knock_score
from tutor.engine.state import HandState


def _hands_per_second(hands: int, rounds: int) -> float:
    rates = []
    for round_number in range(rounds):
        rng = random.Random(round_number)
        start = time.process_time()
        for number in range(hands):
            play_hand(HandState.deal(CLASSIC, rng=rng, dealer=number % 2), (simple, simple))
        rates.append(hands / (time.process_time() - start))
    return round(statistics.median(rates), 1)


def _knock_positions(seed: int, count: int) -> list[tuple[CardSet, CardSet]]:
    """Knockable ten-card hands (deadwood 1-10) against random defenders."""
    rng = random.Random(seed)
    out: list[tuple[CardSet, CardSet]] = []
    while len(out) < count:
        state = play_hand(HandState.deal(CLASSIC, rng=rng), (simple, simple))
        if state.result is not None and state.result.result != "gin":
            knocker = state.hands[state.knocker or 0]
            if 0 < least_deadwood(knocker.mask) <= 10:
                defender = CardSet(state.hands[1 - (state.knocker or 0)].mask)
                defender = defender | CardSet(x.card for x in state.layoffs)
                out.append((knocker, defender))
    return out


def run(quick: bool) -> dict[str, float]:
    positions = _knock_positions(7, 50 if quick else 300)
    return {
        "selfplay_hands_per_s": _hands_per_second(200 if quick else 1000, 3 if quick else 5),
        "showdown_us": median_us(lambda p: showdown(p[0], p[1], CLASSIC), positions),
        "knock_score_us": median_us(
            lambda p: knock_score(p[0].mask, p[1].mask, CLASSIC), positions
        ),
    }
