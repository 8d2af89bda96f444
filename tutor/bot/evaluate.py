"""Heuristic judgements of hands on card masks: deadwood now, deadwood after the next draw,
and how much a discard would help the opponent.

These are the explainable measures behind the medium opponent (RULES.md, strategy): high loose
cards cost deadwood now (R9); cards that can grow (two ways) lower the expected deadwood after
the next draw; a card next to what the opponent picked up is dangerous to throw.
"""

from __future__ import annotations

from dataclasses import dataclass

from tutor.bot.estimate import NEIGHBOURS
from tutor.bot.knowledge import EARLY_STOCK, LATE_LOW, Knowledge
from tutor.engine.cards import SUIT_POINTS, bit_indices
from tutor.engine.melds import discard_deadwoods, discard_key, least_deadwood


def points(index: int) -> int:
    """Deadwood value of one card (R2)."""
    return SUIT_POINTS[1 << index % 13]


def stock_odds(k: Knowledge, probs: list[float]) -> list[tuple[int, float]]:
    """``(card, chance)`` that each unseen card is the next one drawn from the stock."""
    odds = [(i, max(0.0, 1.0 - probs[i])) for i in bit_indices(k.unseen)]
    total = sum(q for _, q in odds)
    if total <= 0:
        return []
    return [(i, q / total) for i, q in odds]


NEAR: tuple[int, ...] = tuple(sum(1 << j for j, _ in NEIGHBOURS[i]) for i in range(52))


def near(hand: int) -> int:
    """The cards that could share a meld with some card of the hand (R6, R7)."""
    mask = 0
    for i in bit_indices(hand):
        mask |= NEAR[i]
    return mask & ~hand


def expected_after_draw(hand10: int, odds: list[tuple[int, float]]) -> float:
    """Expected least deadwood after one more stock draw and the best discard.

    A drawn card with no rank or suit neighbour in the hand stays loose, so its value is
    known without a search: keep the hand, or swap it for the most costly loose card.
    """
    if not odds:
        return float(least_deadwood(hand10))
    now = least_deadwood(hand10)
    shed = min(left for _, left in discard_deadwoods(hand10))  # best nine of the ten
    related = near(hand10)
    total = 0.0
    for i, q in odds:
        if related >> i & 1:
            total += q * min(left for _, left in discard_deadwoods(hand10 | 1 << i))
        else:
            total += q * min(now, shed + points(i))
    return total


def outs(hand10: int, candidates: int) -> int:
    """How many of ``candidates`` would lower the deadwood if drawn."""
    now = least_deadwood(hand10)
    return sum(
        1
        for i in bit_indices(candidates)
        if min(left for _, left in discard_deadwoods(hand10 | 1 << i)) < now
    )


def melded_with(hand: int, card: int) -> bool:
    """Whether ``card`` would be melded (R6, R7) in a least-deadwood arrangement with the
    hand: holding it costs less than its own points. (The engine's ``joins_meld`` asks
    something narrower: whether it completes a meld with two cards of the hand.)"""
    return least_deadwood(hand | 1 << card) < least_deadwood(hand) + points(card)


def danger(card: int, probs: list[float]) -> float:
    """The estimated chance that the opponent could meld ``card`` (R6, R7) with cards it
    holds: two more of its rank, or two neighbours in its suit."""
    suit, rank = divmod(card, 13)
    p1, p2, p3 = (probs[j] for j, rel in NEIGHBOURS[card] if rel == 0)
    p_set = p1 * p2 + p1 * p3 + p2 * p3 - 2 * p1 * p2 * p3  # at least two of the three
    p_no_run = 1.0
    base = suit * 13
    for a, b in ((rank - 2, rank - 1), (rank - 1, rank + 1), (rank + 1, rank + 2)):
        if a >= 0 and b < 13:
            p_no_run *= 1 - probs[base + a] * probs[base + b]
    return 1.0 - (1.0 - p_set) * p_no_run


@dataclass(frozen=True, slots=True)
class DiscardScore:
    """One candidate discard from eleven cards and how it scores (lower is better)."""

    card: int
    deadwood: int  # least deadwood left now (R9)
    expected: float  # expected deadwood after the next stock draw
    danger: float  # chance the opponent can meld it
    score: float


@dataclass(frozen=True, slots=True)
class Style:
    """The weights of a heuristic player; the levels differ in these numbers only."""

    now: float = 0.35  # weight of the deadwood left now
    next: float = 0.65  # weight of the expected deadwood after the next draw
    feed: float = 6.0  # cost, in deadwood points, of a card the opponent surely melds
    prune: int = 10  # candidates leaving more than best + prune deadwood are not examined
    width: int = 6  # at most this many candidates are examined
    take_meld: float = 0.5  # a take that joins a meld must beat the stock by this much
    take_loose: float = 3.0  # a take that joins no meld must beat the stock by this much
    knock_low: int = LATE_LOW  # knock at once with this much deadwood or less ...
    knock_early: int = EARLY_STOCK  # ... or any allowed deadwood while the stock holds this many


def score_discards(
    hand11: int, taken: int, odds: list[tuple[int, float]], probs: list[float], style: Style
) -> list[DiscardScore]:
    """The legal discards worth examining, best first."""
    left = [discard_key(i, dw) for i, dw in discard_deadwoods(hand11) if i != taken]
    left.sort()
    floor = left[0][0]
    chosen = [(dw, i) for dw, _, i in left if dw <= floor + style.prune][: style.width]
    out = []
    for dw, i in chosen:
        exp = expected_after_draw(hand11 ^ 1 << i, odds)
        risk = danger(i, probs)
        score = style.now * dw + style.next * exp + style.feed * risk
        out.append(DiscardScore(i, dw, exp, risk, score))
    out.sort(key=lambda s: (s.score, -points(s.card), s.card))
    return out
