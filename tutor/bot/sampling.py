"""Hidden deals consistent with what one seat has seen, for Monte Carlo.

A sampled deal names the opponent's hidden cards and the order of the stock. The opponent's
cards are drawn in proportion to the estimate (:mod:`tutor.bot.estimate`); the rest of the
unseen cards form the stock in random order. Every candidate move is then judged on the same
sampled deals, so the differences between candidates are not the luck of the deal.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from tutor.bot.estimate import opponent_weights
from tutor.bot.knowledge import Knowledge
from tutor.engine.cards import bit_indices
from tutor.engine.knocking import knock_refusal
from tutor.engine.melds import discard_deadwoods, discard_key, least_deadwood


@dataclass(frozen=True, slots=True)
class Deal:
    """One possible truth: the opponent's whole hand and the stock, top first."""

    opponent: int
    stock: tuple[int, ...]


MAX_TURNS = 12
STEPS_PER_TURN = 0.4
STEPS_BASE = 0.5
STEPS_CAP = 3.0


def improvement_steps(turns: int, rng: random.Random) -> int:
    """How many greedy steps make a random hand as good as a real one after ``turns``.

    One step per turn makes sampled hands far better than real hands are: the evidence weights
    already favour the cards around its melds, real draws also came from cards now seen
    elsewhere, and a player who could knock often did. Measured against the true hidden hands
    of games between the levels (``tests/bot/sampler_check.py``, figures in
    tutor/bot/README.md), ``0.4 * turns + 0.5`` steps, at most 3 (fractions by a coin), with
    the hands a player would have ended the hand with redrawn, comes closest in deadwood,
    melded cards and outs together: more steps lower the deadwood further but leave fewer
    outs than real hands hold.
    """
    if turns <= 0:
        return 0
    x = min(STEPS_CAP, STEPS_PER_TURN * turns + STEPS_BASE)
    whole = int(x)
    return min(MAX_TURNS, whole + (1 if rng.random() < x - whole else 0))


def _weighted_index(weights: list[float], rng: random.Random) -> int:
    """An index drawn in proportion to ``weights`` (all positive)."""
    r = rng.random() * sum(weights)
    j = 0
    acc = weights[0]
    while acc < r and j < len(weights) - 1:
        j += 1
        acc += weights[j]
    return j


def sample_deals(
    k: Knowledge,
    count: int,
    rng: random.Random,
    weights: list[float] | None = None,
    turns: int | None = None,
) -> list[Deal]:
    """``count`` deals consistent with ``k``.

    A hand of random cards is far worse than what a player holds after a few turns, so each
    sampled hand is first drawn by ``weights`` (the estimate by default), then improved by as
    many steps as the opponent's turns call for (``turns``, by default its number of discards;
    see :func:`improvement_steps`): draw one more unseen card, throw back the one that leaves
    the most deadwood (R9). The cards it is known to hold stay in its hand.
    """
    w = opponent_weights(k) if weights is None else weights
    unseen = list(bit_indices(k.unseen))
    hidden = k.hidden
    if hidden < 0 or len(unseen) - hidden != k.stock_size:
        raise ValueError(
            f"inconsistent view: {len(unseen)} unseen cards, {hidden} hidden in the opponent's "
            f"hand, {k.stock_size} in the stock"
        )
    played = k.opp_turns if turns is None else turns
    fixed = k.opp_known
    deals: list[Deal] = []
    tries = 0
    while len(deals) < count:
        pool = unseen[:]
        pw = [max(w[i], 1e-9) for i in pool]
        opponent = k.opp_known
        for _ in range(hidden):
            j = _weighted_index(pw, rng)
            opponent |= 1 << pool[j]
            pool[j] = pool[-1]
            pw[j] = pw[-1]
            pool.pop()
            pw.pop()
        hand = opponent
        for _ in range(improvement_steps(played, rng) if pool else 0):
            j = _weighted_index(pw, rng)
            drawn = pool[j]
            grown = hand | 1 << drawn
            # the known cards stay (R12: it took them), so they are never thrown back
            _, _, out = min(
                discard_key(i, left) for i, left in discard_deadwoods(grown) if not fixed >> i & 1
            )
            if out != drawn:
                pool[j] = out
                pw[j] = max(w[out], 1e-9)
                hand = grown ^ 1 << out
        if tries < RETRIES and would_have_ended(hand, k, rng):
            tries += 1
            continue
        rng.shuffle(pool)
        deals.append(Deal(hand, tuple(pool)))
        tries = 0
    return deals


RETRIES = 20  # fresh hands drawn at most, per deal, before one that "would have ended" stays
EARLY_STOCK = 24  # while the stock holds this many, a player who may knock almost always does
LOW = 4  # ... and later too, with this much deadwood or less
LATE_HOLD = 0.5  # the chance that a player who may knock late with more than ``LOW`` waits


def would_have_ended(hand: int, k: Knowledge, rng: random.Random) -> bool:
    """Whether a sampled opponent hand contradicts the opponent's not having ended the hand.

    The opponent's cards now are those it kept after its last discard, when it chose not to
    knock (R15) or go gin (R16). A gin hand is never kept; a knock was almost surely taken
    while the stock was full or the deadwood low, and about half the time late with more (a
    patient player waits, mindful of the undercut). Hands the opponent would have ended the
    hand with are redrawn in that proportion.
    """
    if k.opp_turns == 0:
        return False  # it has not discarded yet: it never had the choice
    left = least_deadwood(hand)
    if left == 0:
        return True
    if knock_refusal(left, k.rules, k.knock_limit) is not None:
        return False
    stock = k.stock_size + (1 if k.phase == "DISCARD" and k.taken < 0 else 0)
    if stock >= EARLY_STOCK or left <= LOW:
        return True
    return rng.random() >= LATE_HOLD
