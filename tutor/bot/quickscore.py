"""A fast score for the knocks at the end of a playout, on masks.

The engine's :func:`~tutor.engine.scoring.showdown` is exact: it tries every spread of the
knocker and every reply of the defender, and explains them. A playout ends in a knock many
thousands of times per decision, so it uses this shortcut: the knocker lays out one
least-deadwood arrangement (R9), the defender lays off whatever lowers its deadwood most (R18,
including chains), and the engine's own ``score_knock``/``score_gin`` score it (R19-R21, R29).
It differs from the exact showdown only when the knocker could deny layoffs by choosing a
different spread; ``tests/bot`` measures how rarely. Every decision's own knock, every result
shown to the learner and every self-play score use the exact showdown.
"""

from __future__ import annotations

from tutor.engine.cards import bit_indices, mask_points
from tutor.engine.melds import MELD_MASKS, MeldKind, least_deadwood, meld_kind
from tutor.engine.rules import Rules
from tutor.engine.scoring import score_gin, score_knock

_SETS_OF_THREE = {m for m in MELD_MASKS if m.bit_count() == 3 and meld_kind(m) is MeldKind.SET}
# The melds whose lowest card is each card: a hand's melds are found from its own cards.
_BY_LOWEST: tuple[tuple[int, ...], ...] = tuple(
    tuple(m for m in MELD_MASKS if (m & -m).bit_length() - 1 == i) for i in range(52)
)


def arrangement(hand: int) -> tuple[int, ...]:
    """The melds of one least-deadwood arrangement of the hand (R8, R9)."""
    target = least_deadwood(hand)
    melds = [m for i in bit_indices(hand) for m in _BY_LOWEST[i] if m & hand == m]

    def walk(start: int, used: int) -> tuple[int, ...] | None:
        if mask_points(hand & ~used) == target:
            return ()
        for j in range(start, len(melds)):
            m = melds[j]
            if not m & used:
                rest = walk(j + 1, used | m)
                if rest is not None:
                    return (m, *rest)
        return None

    found = walk(0, 0)
    assert found is not None
    return found


def _extensions(meld: int, defender: int) -> int:
    """Defender cards that could be laid off on this meld, chains included (R18)."""
    if meld_kind(meld) is MeldKind.SET:
        if meld in _SETS_OF_THREE:
            low = (meld & -meld).bit_length() - 1
            rank = low % 13
            full = sum(1 << (s * 13 + rank) for s in range(4))
            return full & ~meld & defender
        return 0
    out = 0
    i = (meld & -meld).bit_length() - 2
    while i >= 0 and i % 13 != 12 and defender >> i & 1:
        out |= 1 << i
        i -= 1
    i = meld.bit_length()
    while i < 52 and i % 13 != 0 and defender >> i & 1:
        out |= 1 << i
        i += 1
    return out


def reply_deadwood(defender: int, melds: tuple[int, ...]) -> int:
    """The defender's least deadwood after the best layoffs onto these melds (R18)."""
    best = least_deadwood(defender)
    exts = [(m, _extensions(m, defender)) for m in melds]
    candidates = 0
    for _, e in exts:
        candidates |= e
    if not candidates:
        return best
    cards = [1 << i for i in range(52) if candidates >> i & 1]
    for subset in range(1, 1 << len(cards)):
        laid = 0
        for j, bit in enumerate(cards):
            if subset >> j & 1:
                laid |= bit
        if all(not laid & e or meld_kind(m | (laid & e)) is not None for m, e in exts):
            best = min(best, least_deadwood(defender & ~laid))
    return best


def knock_net(knocker: int, defender: int, rules: Rules, multiplier: int = 1) -> int:
    """Points the knocker wins (negative when undercut) with ten cards each."""
    melds = arrangement(knocker)
    used = 0
    for m in melds:
        used |= m
    left = mask_points(knocker & ~used)
    if left == 0:
        return score_gin(least_deadwood(defender), rules, multiplier).knocker_net
    return score_knock(left, reply_deadwood(defender, melds), rules, multiplier).knocker_net
