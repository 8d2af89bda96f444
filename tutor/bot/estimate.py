"""An estimate of the opponent's hand from what it took, discarded and passed.

Players collect cards around melds (R6, R7): a card taken from the pile makes its neighbours
(same rank, next ranks of its suit) more likely in the opponent's hand; a card it threw away
or let pass makes its neighbours less likely. The weights are a simple likelihood model, the
same one the seeds' advice describes ("watch what the opponent picks up", RULES.md strategy).
"""

from __future__ import annotations

from tutor.bot.knowledge import Knowledge
from tutor.engine.cards import bit_indices

# Multipliers for the neighbours of one piece of evidence: (same rank, rank +-1, rank +-2).
TAKEN = (3.0, 3.0, 1.6)
DISCARDED = (0.45, 0.55, 0.8)
PASSED = (0.65, 0.7, 0.9)
CAP = 0.95  # no hidden card is ever treated as certain


def neighbours(index: int) -> list[tuple[int, int]]:
    """``(card index, relation)`` for the cards that can share a meld with this one:
    relation 0 same rank (R6), 1 and 2 the next ranks of its suit (R7).

    >>> from tutor.engine.cards import DECK, Card
    >>> [(str(DECK[i]), r) for i, r in neighbours(Card.parse("2h").index)]
    [('2s', 0), ('2d', 0), ('2c', 0), ('Ah', 1), ('3h', 1), ('4h', 2)]
    """
    suit, rank = divmod(index, 13)
    out = [(s * 13 + rank, 0) for s in range(4) if s != suit]
    for step in (1, 2):
        for r in (rank - step, rank + step):
            if 0 <= r < 13:
                out.append((suit * 13 + r, step))
    return out


NEIGHBOURS: tuple[tuple[tuple[int, int], ...], ...] = tuple(tuple(neighbours(i)) for i in range(52))


def opponent_weights(k: Knowledge) -> list[float]:
    """Relative likelihood, for each of the 52 cards, that it is among the opponent's hidden
    cards; zero for every card this seat has seen elsewhere."""
    weights = [0.0] * 52
    for i in bit_indices(k.unseen):
        weights[i] = 1.0
    for evidence, factors in (
        (k.opp_known, TAKEN),
        (k.opp_discards, DISCARDED),
        (k.passed, PASSED),
    ):
        for x in bit_indices(evidence):
            for j, relation in NEIGHBOURS[x]:
                if weights[j]:
                    weights[j] *= factors[relation]
    return weights


def opponent_probabilities(k: Knowledge, weights: list[float] | None = None) -> list[float]:
    """For each card, the estimated chance that the opponent holds it (1 for cards it is
    known to hold). The hidden chances add up to the number of hidden cards."""
    w = opponent_weights(k) if weights is None else weights
    probs = [0.0] * 52
    for i in bit_indices(k.opp_known):
        probs[i] = 1.0
    hidden = k.hidden
    free = [i for i in range(52) if w[i] > 0]
    if hidden <= 0 or not free:
        return probs
    # Spread the hidden count in proportion to the weights, capping each chance.
    fixed: dict[int, float] = {}
    left = float(hidden)
    while True:
        rest = [i for i in free if i not in fixed]
        total = sum(w[i] for i in rest)
        if total <= 0:
            break
        over = [i for i in rest if left * w[i] / total > CAP]
        if not over:
            for i in rest:
                probs[i] = left * w[i] / total
            break
        for i in over:
            fixed[i] = CAP
            left -= CAP
    for i, p in fixed.items():
        probs[i] = p
    return probs
