"""One hand of Gin Rummy as an immutable state machine with explicit phases.

``HandState.deal`` shuffles with an injected ``random.Random`` or follows a scripted deck;
``apply(action)`` returns the next state and the events of the step, each with reason codes.
``check(action)`` says why an action is or is not allowed, and ``view(seat)`` is what one
player may see (nothing else about hidden cards leaks through it).

>>> import random
>>> from tutor.engine.rules import CLASSIC
>>> state = HandState.deal(CLASSIC, rng=random.Random(7))
>>> state.phase, state.to_move, [str(a) for a in state.legal_actions()]
(<Phase.OFFER: 'offer'>, 1, ['take 9h', 'pass'])
>>> state, events = state.apply(Pass())
>>> state.to_move, events[0].kind
(0, 'pass')
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field, fields
from enum import Enum
from typing import Any, Protocol

from tutor.engine.actions import (
    Action,
    BigGin,
    Discard,
    Done,
    DrawStock,
    Gin,
    Knock,
    LayOff,
    Pass,
    Take,
)
from tutor.engine.cards import DECK, Card, CardSet
from tutor.engine.errors import IllegalActionError, TutorError
from tutor.engine.events import Event, Reason, Verdict, reason
from tutor.engine.knocking import knock_refusal
from tutor.engine.layoffs import Layoff, fits
from tutor.engine.melds import Meld, discard_deadwoods, least_deadwood
from tutor.engine.rules import Rules
from tutor.engine.showdowns import Showdown, showdown, spread_showdown
from tutor.engine.spreads import check_spread, plan_spread

EMPTY = CardSet()


class Phase(Enum):
    """Where a hand stands: the opening choice (R11), a turn's draw and discard (R12), the
    defender's layoffs after a knock (R18), or over (scored, or a draw hand, R14)."""

    OFFER = "offer"
    DRAW = "draw"
    DISCARD = "discard"
    LAYOFF = "layoff"
    OVER = "over"


class _Table(Protocol):
    """What the legal actions depend on, as both a :class:`HandState` and the
    :class:`PlayerView` of the seat to move show it."""

    @property
    def rules(self) -> Rules: ...
    @property
    def phase(self) -> Phase: ...
    @property
    def hand(self) -> CardSet: ...
    @property
    def discard_pile(self) -> tuple[Card, ...]: ...
    @property
    def stock_size(self) -> int: ...
    @property
    def taken(self) -> Card | None: ...
    @property
    def knock_limit(self) -> int | None: ...
    @property
    def stock_only(self) -> bool: ...
    @property
    def spread(self) -> tuple[Meld, ...]: ...


def _legal(table: _Table) -> list[Action]:
    """The legal actions of the seat to move, from what that seat can see."""
    match table.phase:
        case Phase.OFFER:
            return [Take(table.discard_pile[-1]), Pass()]
        case Phase.DRAW:
            return _draw_actions(table)
        case Phase.DISCARD:
            return _discard_actions(table)
        case Phase.LAYOFF:
            return _layoff_actions(table)
        case Phase.OVER:
            return []


def _draw_actions(table: _Table) -> list[Action]:
    actions: list[Action] = [DrawStock()] if table.stock_size else []
    if table.discard_pile and not table.stock_only:
        actions.append(Take(table.discard_pile[-1]))
    return actions


def _discard_actions(table: _Table) -> list[Action]:
    """Every legal discard, then every way to end the hand with one (R13, R15-R17)."""
    hand, taken, limit = table.hand, table.taken, table.knock_limit
    out: list[Action] = []
    ends: list[Action] = []
    for index, left in sorted(discard_deadwoods(hand.mask)):
        card = DECK[index]
        if card == taken:
            continue
        out.append(Discard(card))
        if left == 0:
            ends.append(Gin(card))
        elif limit is not None and left <= limit:
            ends.append(Knock(card))
    if table.rules.big_gin and least_deadwood(hand.mask) == 0:
        ends.append(BigGin())
    return out + ends


def _layoff_actions(table: _Table) -> list[Action]:
    spread = table.spread
    layoffs: list[Action] = [
        LayOff(card, meld) for card in table.hand for meld in spread if fits(card, meld)
    ]
    return [*layoffs, Done()]


@dataclass(frozen=True, slots=True)
class ShownHand:
    """What an earlier hand of the match showed of the player who did not end it: the cards
    it held after its last discard, face up at the knock or gin (R15), with the stock size
    and the knock limit of that hand. Both players saw it, so every later view may hold it."""

    seat: int
    hand: CardSet
    stock_size: int
    knock_limit: int | None


@dataclass(frozen=True)
class PlayerView:
    """What one seat sees: its own hand, the table and what the opponent is known to hold.

    ``opponent_known`` holds the cards the opponent took from the discard pile and still holds;
    after a knock or gin the opponent's whole hand is shown (R15). ``spread`` is the knocker's
    melds as they stand during the layoffs, ``result`` the showdown once the hand is scored.
    """

    seat: int
    rules: Rules
    phase: Phase
    to_move: int
    hand: CardSet
    discard_pile: tuple[Card, ...]
    stock_size: int
    upcard: Card
    knock_limit: int | None
    taken: Card | None
    opponent_known: CardSet
    opponent_discards: tuple[Card, ...]
    dealer: int
    stock_only: bool = False
    knocker: int | None = None
    spread: tuple[Meld, ...] = ()
    layoffs: tuple[Layoff, ...] = ()
    result: Showdown | None = None
    scores: tuple[int, int] = (0, 0)
    shown: tuple[ShownHand, ...] = ()  # earlier hands of the match (ShownHand)

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    def legal_actions(self) -> list[Action]:
        """The actions this seat may take now (empty when it is not its turn)."""
        if self.to_move != self.seat:
            return []
        return _legal(self)


@dataclass(frozen=True)
class HandState:
    """One hand from the deal to the score. Immutable: :meth:`apply` returns a new state.

    ``stock`` is top first and ``discard_pile`` bottom to top. ``deck`` is the order of the
    deal (replaying it with :meth:`deal` gives the same hand). ``taken`` is the card taken
    from the discard pile this turn (R13); ``stock_only`` is true on the first turn after both
    players passed the upcard (R11). During the layoffs ``spread`` is the knocker's melds as
    they stand and the defender's hand loses each card it lays off.
    """

    rules: Rules
    dealer: int
    deck: tuple[Card, ...]
    phase: Phase
    to_move: int
    hands: tuple[CardSet, CardSet]
    discard_pile: tuple[Card, ...]
    stock: tuple[Card, ...]
    upcard: Card
    knock_limit: int | None
    taken: Card | None = None
    passes: int = 0
    stock_only: bool = False
    known: tuple[CardSet, CardSet] = (EMPTY, EMPTY)
    discards: tuple[tuple[Card, ...], tuple[Card, ...]] = ((), ())
    knocker: int | None = None
    face_down: Card | None = None
    spread: tuple[Meld, ...] = ()
    layoffs: tuple[Layoff, ...] = ()
    result: Showdown | None = None
    history: tuple[tuple[int, Action], ...] = field(default=())

    def _evolve(self, **changes: Any) -> HandState:
        """A copy with some fields changed: the hot path of :meth:`apply`, so it copies the
        instance dictionary instead of running the frozen ``__init__`` (``replace`` is ~4x
        slower). A name that is not a field is refused: it would be silently added."""
        new = object.__new__(HandState)
        values = new.__dict__
        values.update(self.__dict__)
        values.update(changes)
        if len(values) != len(_FIELDS):  # a name that is no field was added: one len() to see
            unknown = ", ".join(sorted(set(changes) - _FIELDS))
            raise TypeError(f"HandState has no field(s) {unknown}")
        return new

    # ------------------------------------------------------------------------- dealing

    @classmethod
    def deal(
        cls,
        rules: Rules,
        *,
        rng: random.Random | None = None,
        deck: Sequence[Card] | None = None,
        dealer: int = 0,
        hands: tuple[CardSet, CardSet] | None = None,
        upcard: Card | None = None,
        stock: Sequence[Card] | None = None,
    ) -> HandState:
        """Deal a hand (R5): a seeded shuffle, a scripted deck order, or explicit cards.

        A scripted ``deck`` is dealt one card at a time alternately, the non-dealer first, then
        the upcard, then the stock (top first). Explicit ``hands`` (by seat), ``upcard`` and
        ``stock`` (top first) fix those cards; the unlisted cards complete the stock in index
        order, or shuffled by ``rng`` when one is given.

        >>> from tutor.engine.rules import CLASSIC
        >>> s = HandState.deal(CLASSIC, hands=(CardSet.parse("As 2s 3s 4s 5s 6s 7s 8s 9s Ts"),
        ...                    CardSet.parse("Ah 2h 3h 4h 5h 6h 7h 8h 9h Th")), upcard=DECK[51])
        >>> str(s.upcard), len(s.stock), str(s.stock[0])
        ('Kc', 31, 'Js')
        """
        if dealer not in (0, 1):
            raise TutorError(f"dealer {dealer!r} must be seat 0 or 1")
        if deck is not None:
            if hands is not None or upcard is not None or stock is not None:
                raise TutorError("give either a deck order or hands/upcard/stock, not both")
            order = tuple(deck)
            _check_deck(order)
        elif hands is not None or upcard is not None or stock is not None:
            order = _order_from_parts(dealer, hands, upcard, tuple(stock or ()), rng)
        elif rng is not None:
            shuffled = list(DECK)
            rng.shuffle(shuffled)
            order = tuple(shuffled)
        else:
            raise TutorError("a deal needs a random generator, a deck order or the hands")
        return cls._from_order(rules, order, dealer)

    @classmethod
    def _from_order(cls, rules: Rules, order: tuple[Card, ...], dealer: int) -> HandState:
        first = 1 - dealer
        dealt = [EMPTY, EMPTY]
        dealt[first] = CardSet(order[0:20:2])
        dealt[dealer] = CardSet(order[1:20:2])
        up = order[20]
        return cls(
            rules=rules,
            dealer=dealer,
            deck=order,
            phase=Phase.OFFER if rules.opening_choice else Phase.DRAW,
            to_move=first,
            hands=(dealt[0], dealt[1]),
            discard_pile=(up,),
            stock=order[21:],
            upcard=up,
            knock_limit=rules.knock_limit_for(up),
        )

    # ------------------------------------------------------------------------- queries

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def is_draw(self) -> bool:
        """The hand ended with the stock exhausted and nobody scored (R14)."""
        return self.phase is Phase.OVER and self.result is None

    @property
    def defender(self) -> int | None:
        return None if self.knocker is None else 1 - self.knocker

    @property
    def hand(self) -> CardSet:
        """The cards of the seat to move."""
        return self.hands[self.to_move]

    @property
    def stock_size(self) -> int:
        return len(self.stock)

    def legal_actions(self) -> list[Action]:
        """Every action the seat to move may take now."""
        return _legal(self)

    def can(self, action: Action) -> bool:
        return self.check(action).ok

    def check(self, action: Action) -> Verdict:
        """May the seat to move take this action now, and why (or why not)?"""
        match self.phase:
            case Phase.OFFER:
                return self._check_offer(action)
            case Phase.DRAW:
                return self._check_draw(action)
            case Phase.DISCARD:
                return self._check_discard(action)
            case Phase.LAYOFF:
                return self._check_layoffs(action)
            case Phase.OVER:
                return _no(reason("phase.over", "R12"))

    def _check_offer(self, action: Action) -> Verdict:
        match action:
            case Pass():
                return _YES
            case Take():
                return self._check_take(action.card)
            case _:
                return _no(reason("phase.offer", "R11", upcard=self.upcard))

    def _check_draw(self, action: Action) -> Verdict:
        match action:
            case DrawStock():
                return _YES if self.stock else _no(reason("draw.stock_empty", "R14"))
            case Take():
                if self.stock_only:
                    return _no(reason("offer.stock_only", "R11"))
                return self._check_take(action.card)
            case _:
                return _no(reason("phase.draw", "R12"))

    def _check_discard(self, action: Action) -> Verdict:
        match action:
            case Discard() | Knock() | Gin():
                return self._check_end_of_turn(action)
            case BigGin():
                return self._check_big_gin()
            case _:
                return _no(reason("phase.discard", "R12"))

    def _check_layoffs(self, action: Action) -> Verdict:
        match action:
            case Done():
                return _YES
            case LayOff():
                return self._check_layoff(action)
            case _:
                return _no(reason("phase.layoff", "R18"))

    def _check_take(self, card: Card) -> Verdict:
        if not self.discard_pile:
            return _no(reason("take.empty_pile", "R12"))
        top = self.discard_pile[-1]
        if card != top:
            return _no(reason("take.not_top", "R12", card=card, top=top))
        return _YES

    def _check_end_of_turn(self, action: Discard | Knock | Gin) -> Verdict:
        card = action.card
        hand = self.hands[self.to_move]
        if card not in hand:
            return _no(reason("card.not_in_hand", "R12", card=card))
        if card == self.taken:
            return _no(reason("discard.just_taken", "R13", card=card))
        if isinstance(action, Discard):
            return _YES
        left = least_deadwood(hand.mask ^ card.bit)
        if isinstance(action, Gin):
            if left:
                return _no(reason("gin.not_gin", "R16", card=card, deadwood=left))
            return Verdict(True, (reason("knock.gin", "R16", deadwood=0),))
        why = knock_refusal(left, self.rules, self.knock_limit)
        if why is not None:
            return _no(why)
        if action.spread is not None:
            return check_spread(
                CardSet(hand.mask ^ card.bit), action.spread, self.knock_limit, self.rules
            )
        if left == 0:
            return Verdict(True, (reason("knock.gin", "R16", deadwood=0),))
        return Verdict(
            True, (reason("knock.allowed", "R15", deadwood=left, limit=self.knock_limit),)
        )

    def _check_big_gin(self) -> Verdict:
        if not self.rules.big_gin:
            return _no(reason("big_gin.not_allowed", "R17", rules=self.rules.name))
        left = least_deadwood(self.hands[self.to_move].mask)
        if left:
            return _no(reason("big_gin.not_melded", "R17", deadwood=left))
        return Verdict(True, (reason("hand.big_gin", "R17"),))

    def _check_layoff(self, action: LayOff) -> Verdict:
        card, meld = action.card, action.meld
        if card not in self.hands[self.to_move]:
            return _no(reason("card.not_in_hand", "R18", card=card))
        if meld not in self.spread:
            return _no(reason("layoff.no_such_meld", "R18", meld=meld, spread=self.spread))
        if not fits(card, meld):
            return _no(reason("layoff.no_fit", "R18", card=card, meld=meld))
        return Verdict(True, (reason("layoff.onto", "R18", card=card, meld=meld),))

    # ------------------------------------------------------------------------- playing

    def apply(self, action: Action) -> tuple[HandState, tuple[Event, ...]]:
        """The state after ``action`` by the seat to move, and what happened (with reasons).

        Raises :class:`IllegalActionError` carrying the verdict when the action is not allowed.
        """
        verdict = self.check(action)
        if not verdict.ok:
            raise IllegalActionError(f"'{action}' is not allowed now", verdict)
        seat = self.to_move
        history = (*self.history, (seat, action))
        match action:
            case DrawStock():  # the commonest step, written out here: no call
                card = self.stock[0]
                return self._evolve(
                    phase=Phase.DISCARD,
                    hands=self._with_hand(seat, self.hands[seat].mask | card.bit),
                    stock=self.stock[1:],
                    taken=None,
                    stock_only=False,
                    history=history,
                ), _DRAW_EVENTS[seat][card.index]
            case Discard():  # class patterns only: a keyword subpattern costs twice as much
                return self._discard(seat, action.card, history)
            case Take():
                return self._take(seat, action.card, history)
            case Pass():
                return self._pass(seat, history)
            case Knock():
                return self._knock(seat, action, history)
            case Gin():
                return self._gin(seat, action.card, history)
            case BigGin():
                return self._big_gin(seat, history)
            case LayOff():
                return self._lay_off(seat, action, history)
            case Done():
                return self._done(seat, history)
        raise TypeError(f"{action!r} is not an action")  # check() refuses it first

    def _with_hand(self, seat: int, mask: int) -> tuple[CardSet, CardSet]:
        return (CardSet(mask), self.hands[1]) if seat == 0 else (self.hands[0], CardSet(mask))

    def _take(
        self, seat: int, card: Card, history: tuple[tuple[int, Action], ...]
    ) -> tuple[HandState, tuple[Event, ...]]:
        known = self.known
        known = (known[0].add(card), known[1]) if seat == 0 else (known[0], known[1].add(card))
        rule = "R11" if self.phase is Phase.OFFER else "R12"
        return self._evolve(
            phase=Phase.DISCARD,
            hands=self._with_hand(seat, self.hands[seat].mask | card.bit),
            discard_pile=self.discard_pile[:-1],
            taken=card,
            known=known,
            history=history,
        ), (Event("take", seat, card, (reason("turn.take", rule, card=card),)),)

    def _pass(
        self, seat: int, history: tuple[tuple[int, Action], ...]
    ) -> tuple[HandState, tuple[Event, ...]]:
        passes = self.passes + 1
        if passes == 1:
            event = Event("pass", seat, self.upcard, (reason("offer.pass", "R11"),))
            return self._evolve(passes=1, to_move=self.dealer, history=history), (event,)
        event = Event("pass", seat, self.upcard, (reason("offer.both_passed", "R11"),))
        return self._evolve(
            passes=2,
            phase=Phase.DRAW,
            to_move=1 - self.dealer,
            stock_only=True,
            history=history,
        ), (event,)

    def _discard(
        self, seat: int, card: Card, history: tuple[tuple[int, Action], ...]
    ) -> tuple[HandState, tuple[Event, ...]]:
        known = self.known
        if known[seat].mask & card.bit:
            known = (
                (known[0].remove(card), known[1])
                if seat == 0
                else (known[0], known[1].remove(card))
            )
        discards = self.discards
        discards = (
            ((*discards[0], card), discards[1])
            if seat == 0
            else (discards[0], (*discards[1], card))
        )
        event = _DISCARD_EVENTS[seat][card.index]
        left = len(self.stock)
        over = left <= self.rules.stock_left_at_draw
        state = self._evolve(
            phase=Phase.OVER if over else Phase.DRAW,
            to_move=seat if over else 1 - seat,
            hands=self._with_hand(seat, self.hands[seat].mask ^ card.bit),
            discard_pile=(*self.discard_pile, card),
            taken=None,
            known=known,
            discards=discards,
            history=history,
        )
        if not over:
            return state, (event,)
        code = "hand.stock_exhausted" if left else "hand.stock_empty"
        why = reason(code, "R14", left=left)
        return state, (event, Event("stock_exhausted", None, None, (why,)))

    def _knock(
        self, seat: int, action: Knock, history: tuple[tuple[int, Action], ...]
    ) -> tuple[HandState, tuple[Event, ...]]:
        card = action.card
        hand = CardSet(self.hands[seat].mask ^ card.bit)
        defender = self.hands[1 - seat]
        melds, notes = plan_spread(
            hand, defender, self.rules, upcard=self.upcard, spread=action.spread
        )
        left = hand.mask
        for meld in melds:
            left &= ~meld.cards.mask
        if not left:  # knocking with everything melded is gin (R16)
            result = spread_showdown(
                hand, defender, melds, self.rules, upcard=self.upcard, compare=False
            )
            return self._finish(seat, card, hand, result, history, "gin")
        state = self._evolve(
            phase=Phase.LAYOFF,
            to_move=1 - seat,
            hands=self._with_hand(seat, hand.mask),
            taken=None,
            knocker=seat,
            face_down=card,
            spread=melds,
            history=history,
        )
        shown = CardSet(left)
        why = reason("turn.knock", "R15", deadwood=shown.points, limit=self.knock_limit)
        return state, (
            Event("knock", seat, card, (why,)),
            self._spread_event(seat, melds, shown, notes),
        )

    @staticmethod
    def _spread_event(
        seat: int, melds: tuple[Meld, ...], loose: CardSet, notes: Sequence[Reason]
    ) -> Event:
        shown = [reason(f"meld.{m.kind.value}", m.rule, meld=m) for m in melds]
        if loose:
            shown.append(reason("spread.deadwood", "R15", cards=loose, deadwood=loose.points))
        else:  # gin (R16): no cards to list
            shown.append(reason("spread.no_deadwood", "R15", deadwood=0))
        return Event("spread", seat, None, (*shown, *notes))

    def _gin(
        self, seat: int, card: Card, history: tuple[tuple[int, Action], ...]
    ) -> tuple[HandState, tuple[Event, ...]]:
        hand = CardSet(self.hands[seat].mask ^ card.bit)
        result = showdown(hand, self.hands[1 - seat], self.rules, upcard=self.upcard)
        return self._finish(seat, card, hand, result, history, "gin")

    def _big_gin(
        self, seat: int, history: tuple[tuple[int, Action], ...]
    ) -> tuple[HandState, tuple[Event, ...]]:
        hand = self.hands[seat]
        result = showdown(hand, self.hands[1 - seat], self.rules, upcard=self.upcard, big_gin=True)
        return self._finish(seat, None, hand, result, history, "big_gin")

    def _finish(
        self,
        seat: int,
        card: Card | None,
        hand: CardSet,
        result: Showdown,
        history: tuple[tuple[int, Action], ...],
        kind: str,
    ) -> tuple[HandState, tuple[Event, ...]]:
        """Gin or big gin: the hand is scored at once, without layoffs (R18)."""
        state = self._evolve(
            phase=Phase.OVER,
            hands=self._with_hand(seat, hand.mask),
            taken=None,
            knocker=seat,
            face_down=card,
            spread=result.knocker_melds,
            result=result,
            history=history,
        )
        # The event's own words, in the third person like every event (the verdict codes,
        # knock.gin and hand.big_gin, answer the player who asks).
        code = "turn.big_gin" if kind == "big_gin" else "turn.gin"
        rule = "R17" if kind == "big_gin" else "R16"
        events = (
            Event(kind, seat, card, (reason(code, rule, deadwood=0),)),
            self._spread_event(seat, result.knocker_melds, result.knocker_deadwood_cards, ()),
            Event("score", seat, None, (*result.breakdown, *result.notes)),
        )
        return state, events

    def _lay_off(
        self, seat: int, action: LayOff, history: tuple[tuple[int, Action], ...]
    ) -> tuple[HandState, tuple[Event, ...]]:
        card, meld = action.card, action.meld
        grown = Meld.of(CardSet(meld.cards.mask | card.bit))
        spread = tuple(grown if m == meld else m for m in self.spread)
        state = self._evolve(
            hands=self._with_hand(seat, self.hands[seat].mask ^ card.bit),
            spread=spread,
            layoffs=(*self.layoffs, Layoff(card, meld)),
            history=history,
        )
        return state, (
            Event("layoff", seat, card, (reason("layoff.onto", "R18", card=card, meld=meld),)),
        )

    def _done(
        self, seat: int, history: tuple[tuple[int, Action], ...]
    ) -> tuple[HandState, tuple[Event, ...]]:
        knocker = 1 - seat
        own = self.hands[knocker]
        laid = 0
        for layoff in self.layoffs:
            laid |= layoff.card.bit
        original = tuple(Meld.of(CardSet(m.cards.mask & own.mask)) for m in self.spread)
        result = spread_showdown(
            own,
            CardSet(self.hands[seat].mask | laid),
            original,
            self.rules,
            upcard=self.upcard,
            layoffs=self.layoffs,
            compare=False,
        )
        state = self._evolve(phase=Phase.OVER, result=result, history=history)
        melds = [reason(f"meld.{m.kind.value}", m.rule, meld=m) for m in result.defender_melds]
        if result.defender_deadwood_cards:
            left = reason(
                "defender.deadwood",
                "R18",
                cards=result.defender_deadwood_cards,
                deadwood=result.defender_deadwood,
            )
        else:
            left = reason("defender.no_deadwood", "R18", deadwood=0)
        melds.append(left)
        notes = [n for n in result.notes if n.code == "layoff.missed"]
        return state, (
            Event("done", seat, None, (*melds, *notes)),
            Event("score", knocker, None, result.breakdown),
        )

    # ------------------------------------------------------------------------- views

    def view(
        self, seat: int, scores: tuple[int, int] = (0, 0), earlier: tuple[ShownHand, ...] = ()
    ) -> PlayerView:
        """What ``seat`` may see; after a knock or gin the knocker's cards are shown (R15).
        ``scores`` and ``earlier`` are the match's: its scores and what its earlier hands
        showed (``PlayerView.shown``)."""
        other = 1 - seat
        known = self.known[other]
        if self.knocker is not None:
            shown = self.hands[other] if self.knocker == other or self.result else EMPTY
            known = known | shown
        view = object.__new__(PlayerView)  # built like _evolve: views are made every step
        view.__dict__.update(
            seat=seat,
            rules=self.rules,
            phase=self.phase,
            to_move=self.to_move,
            hand=self.hands[seat],
            discard_pile=self.discard_pile,
            stock_size=len(self.stock),
            upcard=self.upcard,
            knock_limit=self.knock_limit,
            taken=self.taken,
            opponent_known=known,
            opponent_discards=self.discards[other],
            dealer=self.dealer,
            stock_only=self.stock_only,
            knocker=self.knocker,
            spread=self.spread,
            layoffs=self.layoffs,
            result=self.result,
            scores=scores,
            shown=earlier,
        )
        return view

    def shown_hand(self, seat: int) -> ShownHand | None:
        """``seat``'s cards after its last discard of this hand and the stock size then, as a
        knock or gin by the other seat shows them (R15); None if it has not discarded."""
        stock = len(self.stock)
        at: int | None = None
        for who, action in reversed(self.history):
            if isinstance(action, DrawStock):
                stock += 1
            elif at is None and who == seat and isinstance(action, Discard):
                at = stock
        if at is None:
            return None
        laid = sum(layoff.card.bit for layoff in self.layoffs)  # they left its hand (R18)
        return ShownHand(seat, CardSet(self.hands[seat].mask | laid), at, self.knock_limit)

    def cards_accounted(self) -> CardSet:
        """Every card the state places somewhere: hands, pile, stock, face down, laid off."""
        mask = self.hands[0].mask | self.hands[1].mask
        for card in (*self.discard_pile, *self.stock):
            mask |= card.bit
        if self.face_down is not None:
            mask |= self.face_down.bit
        for layoff in self.layoffs:
            mask |= layoff.card.bit
        return CardSet(mask)


_YES = Verdict(True, ())
_FIELDS = frozenset(f.name for f in fields(HandState))


def _card_events(kind: str, code: str) -> tuple[tuple[tuple[Event, ...], ...], ...]:
    """Per seat and card, the one-event tuple of a draw or discard: events are immutable,
    so the hot path of a turn shares them instead of building new ones."""
    return tuple(
        tuple((Event(kind, seat, card, (reason(code, "R12", card=card),)),) for card in DECK)
        for seat in (0, 1)
    )


_DRAW_EVENTS = _card_events("draw", "turn.draw")
_DISCARD_EVENTS = tuple(
    tuple(events[0] for events in seat) for seat in _card_events("discard", "turn.discard")
)


def _no(why: Reason) -> Verdict:
    return Verdict(False, (why,))


def _check_deck(order: tuple[Card, ...]) -> None:
    if len(order) != 52 or len(set(order)) != 52:
        missing = CardSet(DECK) - CardSet(order)
        raise TutorError(
            f"a deck order needs all 52 cards once each, got {len(order)}"
            + (f" (missing '{missing}')" if missing else "")
        )


def _order_from_parts(
    dealer: int,
    hands: tuple[CardSet, CardSet] | None,
    upcard: Card | None,
    stock: tuple[Card, ...],
    rng: random.Random | None,
) -> tuple[Card, ...]:
    """A deck order that deals these hands, this upcard and this stock top."""
    if hands is None:
        raise TutorError("explicit cards need both hands")
    for seat, hand in enumerate(hands):
        if len(hand) != 10:
            raise TutorError(f"seat {seat} needs 10 cards, got {len(hand)}: '{hand}'")
    both = hands[0] & hands[1]
    if both:
        raise TutorError(f"'{both}' cannot be in both hands: each card exists once (R1)")
    used = hands[0] | hands[1]
    if upcard is not None and upcard in used:
        raise TutorError(f"the upcard {upcard} is already in a hand")
    placed = used if upcard is None else used.add(upcard)
    for card in stock:
        if card in placed:
            raise TutorError(f"the stock card {card} is already dealt")
        placed = placed.add(card)
    rest = list(CardSet(DECK) - placed)
    if rng is not None:
        rng.shuffle(rest)
    if upcard is None:
        upcard = rest.pop(0)
    first = 1 - dealer
    order: list[Card] = []
    for a, b in zip(list(hands[first]), list(hands[dealer]), strict=True):
        order += [a, b]
    return (*order, upcard, *stock, *rest)


__all__ = ["HandState", "Phase", "PlayerView"]
