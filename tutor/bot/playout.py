"""Fast playouts of the rest of a hand on card masks, for Monte Carlo.

The state machine of :mod:`tutor.engine.state` is exact and explains every step; playing
thousands of hands through it for one decision would be too slow. A playout keeps only masks
and lists, follows the same turn rules (R11-R15, R17; the stock end of R14 by the rules), lets
both seats play the greedy policy of the ``simple`` baseline, and scores the end with the
engine's own :func:`~tutor.engine.scoring.showdown`. ``tests/bot`` plays the same deals through
both and checks they agree.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tutor.bot.evaluate import NEAR, points
from tutor.bot.knowledge import Knowledge
from tutor.bot.quickscore import knock_net
from tutor.bot.sampling import Deal
from tutor.engine.cards import DECK, CardSet
from tutor.engine.melds import discard_deadwoods, least_deadwood
from tutor.engine.rules import Rules
from tutor.engine.scoring import showdown

if TYPE_CHECKING:
    from tutor.engine.actions import Action

# Moves as small tuples: (kind, card index or -1).
TAKE, STOCK, PASS, DISCARD, KNOCK, GIN, BIG_GIN = range(7)
Move = tuple[int, int]


def move_of(action: Action) -> Move:
    """The playout move of an engine action (turn actions only)."""
    from tutor.engine.actions import BigGin, Discard, DrawStock, Gin, Knock, Pass, Take

    if isinstance(action, Take):
        return (TAKE, action.card.index)
    if isinstance(action, DrawStock):
        return (STOCK, -1)
    if isinstance(action, Pass):
        return (PASS, -1)
    if isinstance(action, Discard):
        return (DISCARD, action.card.index)
    if isinstance(action, Knock):
        return (KNOCK, action.card.index)
    if isinstance(action, Gin):
        return (GIN, action.card.index)
    if isinstance(action, BigGin):
        return (BIG_GIN, -1)
    raise ValueError(f"'{action}' is not a turn action")


@dataclass(slots=True)
class Table:
    """A hand in progress, mutable, on masks. ``stock`` is kept with its top at the end."""

    rules: Rules
    knock_limit: int | None
    upcard: int
    dealer: int
    hands: list[int]
    pile: list[int]
    stock: list[int]
    phase: str  # "OFFER", "DRAW", "DISCARD" or "OVER"
    to_move: int
    passes: int = 0
    stock_only: bool = False
    taken: int = -1
    net: int = 0  # points won by seat 0 (negative: by seat 1) once over
    knocked: int = -1  # the seat that knocked or went gin, -1 for none
    turns: int = 0
    exact: bool = False  # score knocks with the exact showdown instead of the shortcut

    @classmethod
    def from_deal(cls, k: Knowledge, deal: Deal) -> Table:
        """The table as it would stand if ``deal`` were the truth behind ``k``."""
        hands = [0, 0]
        hands[k.seat] = k.hand
        hands[1 - k.seat] = deal.opponent
        phase = k.phase
        passes = 0
        if phase == "OFFER":
            passes = 0 if k.to_move != k.dealer else 1
        return cls(
            rules=k.rules,
            knock_limit=k.knock_limit,
            upcard=k.upcard,
            dealer=k.dealer,
            hands=hands,
            pile=list(k.pile),
            stock=list(reversed(deal.stock)),
            phase=phase,
            to_move=k.to_move,
            passes=passes,
            stock_only=k.stock_only,
            taken=k.taken,
        )

    def copy(self) -> Table:
        return Table(
            self.rules,
            self.knock_limit,
            self.upcard,
            self.dealer,
            self.hands[:],
            self.pile[:],
            self.stock[:],
            self.phase,
            self.to_move,
            self.passes,
            self.stock_only,
            self.taken,
            self.net,
            self.knocked,
            self.turns,
            self.exact,
        )

    # ------------------------------------------------------------------------- moves

    def play(self, move: Move) -> None:
        kind, index = move
        seat = self.to_move
        if kind == TAKE:
            self.pile.pop()
            self.hands[seat] |= 1 << index
            self.taken = index
            self.phase = "DISCARD"
        elif kind == STOCK:
            self.hands[seat] |= 1 << self.stock.pop()
            self.taken = -1
            self.stock_only = False
            self.phase = "DISCARD"
        elif kind == PASS:
            self.passes += 1
            if self.passes == 1:
                self.to_move = self.dealer
            else:
                self.phase = "DRAW"
                self.to_move = 1 - self.dealer
                self.stock_only = True
        elif kind == DISCARD:
            self.hands[seat] ^= 1 << index
            self.pile.append(index)
            self.taken = -1
            self.turns += 1
            if len(self.stock) <= self.rules.stock_left_at_draw:
                self.phase = "OVER"  # R14: a draw hand, nobody scores
            else:
                self.phase = "DRAW"
                self.to_move = 1 - seat
        elif kind in (KNOCK, GIN):
            self.hands[seat] ^= 1 << index
            self._score(seat, big=False)
        elif kind == BIG_GIN:
            self._score(seat, big=True)
        else:
            raise ValueError(f"unknown playout move {move!r}")

    def _score(self, seat: int, *, big: bool) -> None:
        upcard = DECK[self.upcard] if self.upcard >= 0 else None
        mine, theirs = self.hands[seat], self.hands[1 - seat]
        if big or self.exact:
            result = showdown(
                CardSet(mine), CardSet(theirs), self.rules, upcard=upcard, big_gin=big
            )
            net = result.knocker_net
        else:
            net = knock_net(mine, theirs, self.rules, self.rules.multiplier_for(upcard))
        self.net = net if seat == 0 else -net
        self.knocked = seat
        self.phase = "OVER"

    # ------------------------------------------------------------------------- greedy policy

    def greedy(self, knock_at: int | None = None) -> Move:
        """The ``simple`` baseline without its coin flips: take the top card only when it
        joins a meld and lowers the deadwood, discard to least deadwood (highest card among
        equals), knock at the first chance (or at ``knock_at`` or less)."""
        seat = self.to_move
        hand = self.hands[seat]
        if self.phase in ("OFFER", "DRAW"):
            top = self.pile[-1] if self.pile else -1
            if top >= 0 and not self.stock_only and takes(hand, top):
                return (TAKE, top)
            if self.phase == "OFFER":
                return (PASS, -1)
            return (STOCK, -1)
        rules = self.rules
        if rules.big_gin and least_deadwood(hand) == 0:
            return (BIG_GIN, -1)
        best = -1
        best_key = (999, 0, 0)
        for index, left in discard_deadwoods(hand):
            if index == self.taken:
                continue
            key = (left, -points(index), index)
            if key < best_key:
                best, best_key = index, key
        left = best_key[0]
        if left == 0:
            return (GIN, best)
        limit = self.knock_limit
        if limit is not None and knock_at is not None:
            limit = min(limit, knock_at)
        if limit is not None and left <= limit:
            return (KNOCK, best)
        return (DISCARD, best)

    def finish(self, knock_at: tuple[int | None, int | None] = (None, None)) -> int:
        """Play both seats greedily to the end; the points won by seat 0."""
        while self.phase != "OVER":
            self.play(self.greedy(knock_at[self.to_move]))
        return self.net


def takes(hand: int, card: int) -> bool:
    """Whether the greedy policy takes ``card``: it joins a meld of the hand (R6, R7) and the
    best discard after taking it leaves less deadwood than now."""
    if not NEAR[card] & hand:
        return False  # nothing in the hand shares a rank or a suit neighbourhood with it
    now = least_deadwood(hand)
    grown = hand | 1 << card
    if least_deadwood(grown) >= now + points(card):
        return False
    return min(left for i, left in discard_deadwoods(grown) if i != card) < now
