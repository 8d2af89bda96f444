"""What one seat knows, read from its :class:`PlayerView` and put into card masks.

Nothing here can see a hidden card: the only input is the view. The masks are what the
opponent model, the heuristics and the Monte Carlo sampler work on.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tutor.engine.cards import FULL_DECK_MASK
from tutor.engine.knocking import knock_refusal
from tutor.engine.melds import least_deadwood
from tutor.engine.rules import Rules

if TYPE_CHECKING:
    from collections.abc import Iterable

    from tutor.engine.state import PlayerView, ShownHand


EARLY_STOCK = 24  # "early in the hand": the stock still holds this many cards (R14)
LATE_LOW = 4  # the deadwood a careful player still knocks with after that (R20)


@dataclass(frozen=True, slots=True)
class Habit:
    """When the opponent ends a hand, as far as the seat knows it (in Practice the learner
    chose the level): it knocks with at most ``early`` deadwood while the stock holds
    ``EARLY_STOCK`` cards or more, with at most ``late`` after, and goes gin whenever it can
    (R15, R16). ``None``: whenever the rules let it knock."""

    early: int | None
    late: int | None

    def would_knock(self, deadwood: int, stock: int) -> bool:
        """Whether a player of this habit knocks with ``deadwood`` (an allowed knock) when
        the stock holds ``stock`` cards."""
        most = self.early if stock >= EARLY_STOCK else self.late
        return most is None or deadwood <= most

    def within(self, base: Habit) -> Habit:
        """This habit, knocking with no more than ``base`` allows at either stage."""
        return Habit(_lower(self.early, base.early), _lower(self.late, base.late))


def _lower(a: int | None, b: int | None) -> int | None:
    """The lower of two knock limits (``None``: any)."""
    return b if a is None else a if b is None else min(a, b)


# The medium and hard levels, and the coach's guess about an opponent it does not know:
# knock at once early, later only with little deadwood, mindful of the undercut (R20).
WAITS_LATE = Habit(early=None, late=LATE_LOW)
FIRST_CHANCE = Habit(early=None, late=None)  # the easy level and ``simple``
GIN_ONLY = Habit(early=0, late=0)  # ``patient0``


def learned_habit(shown: Iterable[ShownHand], seat: int, rules: Rules, base: Habit) -> Habit:
    """``base`` narrowed by what ``seat`` showed in the earlier hands of the match
    (``PlayerView.shown``): a hand it held after its last discard, could have knocked with
    (R15) and did not, says it knocks with less deadwood than that at that stage of the hand.
    A player who waits for gin is seen so within a few hands; one who knocks at its first
    chance never is."""
    early, late = base.early, base.late
    for hand in shown:
        if hand.seat != seat:
            continue
        deadwood = least_deadwood(hand.hand.mask)
        if knock_refusal(deadwood, rules, hand.knock_limit) is not None:
            continue  # it could not knock: no sign of its habit
        if hand.stock_size >= EARLY_STOCK:
            early = _below(early, deadwood)
        else:
            late = _below(late, deadwood)
    return Habit(early, late)


def _below(most: int | None, waited: int) -> int:
    """A knock limit (``None``: any) lowered below deadwood the player waited with."""
    return waited - 1 if most is None else min(most, waited - 1)


@dataclass(frozen=True, slots=True)
class Knowledge:
    """One seat's knowledge as masks.

    ``unseen`` holds the cards whose place this seat does not know: each is either in the
    stock or in the opponent's hand. ``passed`` holds this seat's discards that the opponent
    saw on top of the pile and did not take (R12): evidence that it did not need them.
    """

    seat: int
    rules: Rules
    phase: str
    knock_limit: int | None
    hand: int
    pile: tuple[int, ...]  # card indices, bottom to top
    stock_size: int
    opp_known: int  # taken from the pile by the opponent and still held
    opp_discards: int
    passed: int
    unseen: int
    opp_size: int
    taken: int  # index of the card taken this turn (R13), or -1
    upcard: int  # index of the hand's first upcard, or -1
    dealer: int
    to_move: int
    stock_only: bool  # after both passed the upcard, the non-dealer must draw from the stock
    opp_turns: int  # turns the opponent has completed (its discards)
    opp_last: int = -1  # index of the opponent's latest discard, or -1
    opp_last_passed: int = -1  # index of my discard it passed just before that one, or -1
    habit: Habit = WAITS_LATE  # when the opponent ends a hand

    @property
    def pile_mask(self) -> int:
        mask = 0
        for i in self.pile:
            mask |= 1 << i
        return mask

    @property
    def hidden(self) -> int:
        """How many of the opponent's cards this seat cannot name."""
        return self.opp_size - self.opp_known.bit_count()

    @property
    def top(self) -> int:
        """Index of the top card of the discard pile, or -1."""
        return self.pile[-1] if self.pile else -1

    @property
    def shed(self) -> int:
        """Cards the opponent showed it did not want: its discards and the cards it passed."""
        return self.opp_discards | self.passed

    @classmethod
    def of(cls, view: PlayerView, habit: Habit = WAITS_LATE) -> Knowledge:
        """What the seat of ``view`` knows, the opponent's ``habit`` among it."""
        pile = tuple(c.index for c in view.discard_pile)
        hand = view.hand.mask
        opp_known = view.opponent_known.mask
        opp_discards = 0
        for c in view.opponent_discards:
            opp_discards |= c.bit
        pile_mask = 0
        for i in pile:
            pile_mask |= 1 << i
        opp_size = 52 - hand.bit_count() - len(pile) - view.stock_size
        upcard = view.upcard.index if view.upcard is not None else -1
        phase = view.phase.name
        # Every card of mine still in the pile was on top when the opponent drew next, so it
        # passed it, except while the opponent has not drawn since my last discard.
        mine_in_pile = [i for i in pile if not opp_discards >> i & 1]
        waiting = view.to_move != view.seat and phase in ("DRAW", "OFFER")
        if mine_in_pile and pile[-1] == mine_in_pile[-1] and waiting:
            mine_in_pile.pop()
        passed = 0
        for i in mine_in_pile:
            if i == upcard and not _upcard_offered(view):
                continue
            passed |= 1 << i
        unseen = FULL_DECK_MASK & ~(hand | pile_mask | opp_known)
        taken = view.taken.index if view.taken is not None else -1
        passed &= ~opp_discards
        last = view.opponent_discards[-1].index if view.opponent_discards else -1
        return cls(
            seat=view.seat,
            rules=view.rules,
            phase=phase,
            knock_limit=view.knock_limit,
            hand=hand,
            pile=pile,
            stock_size=view.stock_size,
            opp_known=opp_known,
            opp_discards=opp_discards,
            passed=passed,
            unseen=unseen,
            opp_size=opp_size,
            taken=taken,
            upcard=upcard,
            dealer=view.dealer,
            to_move=view.to_move,
            stock_only=view.stock_only,
            opp_turns=len(view.opponent_discards),
            opp_last=last,
            opp_last_passed=_passed_before(pile, last, passed),
            habit=habit,
        )


def _passed_before(pile: tuple[int, ...], last: int, passed: int) -> int:
    """The card of mine the opponent passed on the turn it threw ``last``: the one just under
    ``last`` in the pile (or on top, when I have just taken ``last``), if it passed it."""
    if last < 0 or not pile:
        return -1
    if last not in pile:
        below = pile[-1]
    else:
        at = pile.index(last)
        below = pile[at - 1] if at else -1
    return below if below >= 0 and passed >> below & 1 else -1


def _upcard_offered(view: PlayerView) -> bool:
    """Whether the opponent has had the first upcard on offer (R11).

    With the opening choice the non-dealer is asked first, then the dealer; without it the
    non-dealer simply starts, so a dealing opponent may never have seen it on top.
    """
    if view.rules.opening_choice:
        return view.phase.name != "OFFER" or view.dealer == view.seat
    return view.dealer == view.seat
