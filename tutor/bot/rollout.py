"""Playing the rest of a hand out on one sampled deal, for the evaluator.

A rollout is a hand in progress kept as card masks, moved by the engine's own typed actions
(:mod:`tutor.engine.actions`) through the engine's :class:`~tutor.engine.state.Phase`. It asks
the engine every question about cards: the best discard, whether a knock is allowed
(``knock_refusal``), and the exact score of a knock (``knock_score``, equal to the showdown's
points). What it keeps itself is only whose turn it is and where the cards are, so that a
decision can play thousands of hands. ``tests/bot/test_rollout.py`` plays the same deals
through the engine's state machine and through rollouts, under every preset, and gets the
same results.

Both seats continue with the greedy player of the ``simple`` baseline, without its coin
flips: take the top card only when it joins a meld and lowers the deadwood, discard to the
least deadwood (the highest card among equals), knock at the first chance, or, when the
caller gives a seat a :class:`~tutor.bot.knowledge.Habit`, only when that habit would knock
(gin always). Against an opponent seen waiting late, the hard level plays its own seat by how
it really ends hands and the opponent by what it has read of it: a playout in which both
knock at once values a race that the real hand, where a patient player waits for gin, does
not run (tutor/bot/README.md, Strength).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from tutor.bot.evaluate import NEAR, points
from tutor.bot.knowledge import Habit, Knowledge
from tutor.bot.sampling import Deal
from tutor.engine.actions import Action, BigGin, Discard, DrawStock, Gin, Knock, Pass, Take
from tutor.engine.cards import DECK, Card, CardSet
from tutor.engine.knocking import knock_refusal
from tutor.engine.melds import best_discard, least_deadwood
from tutor.engine.rules import Rules
from tutor.engine.scoring import knock_score, showdown
from tutor.engine.state import Phase

# Every action a rollout plays, made once: a rollout builds no objects on its way.
TAKES: tuple[Take, ...] = tuple(Take(c) for c in DECK)
DISCARDS: tuple[Discard, ...] = tuple(Discard(c) for c in DECK)
KNOCKS: tuple[Knock, ...] = tuple(Knock(c) for c in DECK)
GINS: tuple[Gin, ...] = tuple(Gin(c) for c in DECK)
DRAW = DrawStock()
PASS = Pass()
BIG_GIN = BigGin()


@dataclass(slots=True)
class Rollout:
    """A hand in progress on masks. ``stock`` is kept with its top at the end."""

    rules: Rules
    knock_limit: int | None
    upcard: Card | None
    dealer: int
    hands: list[int]
    pile: list[int]
    stock: list[int]
    phase: Phase
    to_move: int
    passes: int = 0
    stock_only: bool = False
    taken: int = -1
    net: int = 0  # points won by seat 0 (negative: by seat 1) once over
    ender: int = -1  # the seat that knocked or went gin (-1: not over, or a draw hand)
    gin: bool = False  # the hand ended by gin or big gin (R16, R17)
    turns: int = 0  # turns ended in this rollout (a discard, knock or gin each)
    habits: tuple[Habit | None, Habit | None] = (None, None)  # per seat; None: first chance

    @classmethod
    def of(
        cls, k: Knowledge, deal: Deal, habits: tuple[Habit | None, Habit | None] = (None, None)
    ) -> Rollout:
        """The hand as it would stand if ``deal`` were the truth behind ``k``."""
        hands = [0, 0]
        hands[k.seat] = k.hand
        hands[1 - k.seat] = deal.opponent
        phase = Phase[k.phase]
        passes = 1 if phase is Phase.OFFER and k.to_move == k.dealer else 0
        return cls(
            rules=k.rules,
            knock_limit=k.knock_limit,
            upcard=DECK[k.upcard] if k.upcard >= 0 else None,
            dealer=k.dealer,
            hands=hands,
            pile=list(k.pile),
            stock=list(reversed(deal.stock)),
            phase=phase,
            to_move=k.to_move,
            passes=passes,
            stock_only=k.stock_only,
            taken=k.taken,
            habits=habits,
        )

    def copy(self) -> Rollout:
        return Rollout(
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
            self.ender,
            self.gin,
            self.turns,
            self.habits,
        )

    def play(self, action: Action) -> None:
        """Play one turn action of the seat to move (R11-R17); the caller plays legal ones."""
        seat = self.to_move
        if isinstance(action, Take):
            index = action.card.index
            self.pile.pop()
            self.hands[seat] |= 1 << index
            self.taken = index
            self.phase = Phase.DISCARD
        elif isinstance(action, DrawStock):
            self.hands[seat] |= 1 << self.stock.pop()
            self.taken = -1
            self.stock_only = False
            self.phase = Phase.DISCARD
        elif isinstance(action, Pass):
            self.passes += 1
            if self.passes == 1:
                self.to_move = self.dealer
            else:  # both passed (R11): the non-dealer draws from the stock
                self.phase = Phase.DRAW
                self.to_move = 1 - self.dealer
                self.stock_only = True
        elif isinstance(action, Discard):
            self.turns += 1
            index = action.card.index
            self.hands[seat] ^= 1 << index
            self.pile.append(index)
            self.taken = -1
            if len(self.stock) <= self.rules.stock_left_at_draw:
                self.phase = Phase.OVER  # R14: a draw hand, nobody scores
            else:
                self.phase = Phase.DRAW
                self.to_move = 1 - seat
        elif isinstance(action, Knock | Gin):
            self.turns += 1
            self.gin = isinstance(action, Gin)
            self.hands[seat] ^= action.card.bit
            mine, theirs = self.hands[seat], self.hands[1 - seat]
            self._over(seat, _knock_score(mine, theirs, self.rules, self.upcard))
        elif isinstance(action, BigGin):
            self.turns += 1
            self.gin = True
            mine, theirs = self.hands[seat], self.hands[1 - seat]
            result = showdown(
                CardSet(mine), CardSet(theirs), self.rules, upcard=self.upcard, big_gin=True
            )
            self._over(seat, result.knocker_net)
        else:
            raise ValueError(f"'{action}' is not a turn action a rollout plays")

    def _over(self, seat: int, knocker_net: int) -> None:
        self.net = knocker_net if seat == 0 else -knocker_net
        self.ender = seat
        self.phase = Phase.OVER

    def greedy(self) -> Action:
        """The move of the greedy player (module text) for the seat to move."""
        seat = self.to_move
        hand = self.hands[seat]
        if self.phase is Phase.OFFER or self.phase is Phase.DRAW:
            top = self.pile[-1] if self.pile else -1
            if top >= 0 and not self.stock_only and takes(hand, top):
                return TAKES[top]
            return PASS if self.phase is Phase.OFFER else DRAW
        if self.rules.big_gin and least_deadwood(hand) == 0:
            return BIG_GIN
        left, index = _best_discard(hand, self.taken)
        if left == 0:
            return GINS[index]
        if _may_end(left, self.rules, self.knock_limit):
            habit = self.habits[seat]
            if habit is None or habit.would_knock(left, len(self.stock)):
                return KNOCKS[index]
        return DISCARDS[index]

    def finish(self) -> int:
        """Play both seats greedily to the end; the points won by seat 0."""
        while self.phase is not Phase.OVER:
            self.play(self.greedy())
        return self.net


# A rollout meets the same hands again and again (every candidate on a deal, the seat that
# draws the same stock cards, the same knock reached by two candidates): the engine's answers
# for them are remembered, per process.
@lru_cache(maxsize=1 << 17)
def _best_discard(hand: int, taken: int) -> tuple[int, int]:
    return best_discard(hand, taken)


@lru_cache(maxsize=1 << 15)
def _knock_score(mine: int, theirs: int, rules: Rules, upcard: Card | None) -> int:
    return knock_score(mine, theirs, rules, upcard)


@lru_cache(maxsize=1 << 10)
def _may_end(left: int, rules: Rules, limit: int | None) -> bool:
    return knock_refusal(left, rules, limit) is None


@lru_cache(maxsize=1 << 17)
def takes(hand: int, card: int) -> bool:
    """Whether the greedy player takes ``card``: it is melded with the hand in a
    least-deadwood arrangement (R6, R7) and the best discard after taking it leaves less
    deadwood than now."""
    if not NEAR[card] & hand:
        return False  # nothing in the hand shares a rank or a suit neighbourhood with it
    now = least_deadwood(hand)
    grown = hand | 1 << card
    if least_deadwood(grown) >= now + points(card):
        return False
    return _best_discard(grown, card)[0] < now
