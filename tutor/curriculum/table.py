"""What lies on the table during a lesson: a static position or a live hand of the engine.

A ``position`` step gives cards to reason about (and, with a knocker, the engine's showdown);
a ``deal`` step starts a :class:`HandState` that ``play`` and ``try`` steps move on. Questions
read the table through the properties here, so they work the same on either.
The learner always sits in seat 0 ("you"), the opponent in seat 1.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from tutor.curriculum.schema import SEAT_INDEX, DealStep, PositionStep, Seat
from tutor.engine.actions import Action, BigGin, Gin, Knock
from tutor.engine.cards import Card, CardSet
from tutor.engine.errors import LessonError, TutorError
from tutor.engine.events import Event
from tutor.engine.melds import Meld
from tutor.engine.rules import Rules, preset
from tutor.engine.showdowns import Showdown, showdown
from tutor.engine.state import HandState, Phase

YOU = SEAT_INDEX["you"]
OPPONENT = SEAT_INDEX["opponent"]


def seat_name(seat: int | None) -> Seat | None:
    if seat is None:
        return None
    return "you" if seat == YOU else "opponent"


@dataclass(frozen=True, slots=True)
class Table:
    """The cards a lesson is about right now. ``state`` is set for a live hand."""

    rules: Rules
    hand: CardSet | None = None
    opponent: CardSet | None = None
    taken: Card | None = None
    upcard: Card | None = None
    knocker: Seat | None = None
    result: Showdown | None = None
    state: HandState | None = None
    revealed: bool = False
    events: tuple[Event, ...] = ()

    # ------------------------------------------------------------------ reading

    @property
    def your_cards(self) -> CardSet | None:
        return self.state.hands[YOU] if self.state is not None else self.hand

    @property
    def opponent_cards(self) -> CardSet | None:
        return self.state.hands[OPPONENT] if self.state is not None else self.opponent

    @property
    def taken_card(self) -> Card | None:
        return self.state.taken if self.state is not None else self.taken

    @property
    def top_discard(self) -> Card | None:
        """The card the learner could take: the top of the discard pile (or the upcard)."""
        if self.state is not None:
            return self.state.discard_pile[-1] if self.state.discard_pile else None
        return self.upcard

    @property
    def knock_limit(self) -> int | None:
        """This hand's knock limit (R15, R29), ``None`` when only gin ends it (R30)."""
        if self.state is not None:
            return self.state.knock_limit
        return self.rules.knock_limit_for(self.upcard)

    @property
    def showdown(self) -> Showdown | None:
        return self.state.result if self.state is not None else self.result

    @property
    def knocker_seat(self) -> Seat | None:
        if self.state is not None:
            return seat_name(self.state.knocker)
        return self.knocker

    @property
    def spread(self) -> tuple[Meld, ...]:
        """The knocker's melds as they lie now (during layoffs they grow)."""
        if self.state is not None:
            return self.state.spread
        return self.result.knocker_melds if self.result is not None else ()

    @property
    def phase(self) -> Phase | None:
        return self.state.phase if self.state is not None else None

    @property
    def to_move(self) -> Seat | None:
        if self.state is None or self.state.is_over:
            return None
        return seat_name(self.state.to_move)

    def seat_of_side(self, side: str | None) -> Seat | None:
        """``knocker``/``defender`` (the engine's words) as ``you``/``opponent``."""
        knocker = self.knocker_seat
        if side is None or knocker is None:
            return None
        if side == "knocker":
            return knocker
        return "opponent" if knocker == "you" else "you"

    # ------------------------------------------------------------------ changing

    def with_state(self, state: HandState, events: tuple[Event, ...]) -> Table:
        return replace(self, state=state, events=events, rules=state.rules)

    def revealing(self) -> Table:
        return replace(self, revealed=True)


def ended_by(state: HandState) -> Action | None:
    """The knock, gin or big gin that ended a hand, if any."""
    for _, action in reversed(state.history):
        if isinstance(action, Knock | Gin | BigGin):
            return action
    return None


def from_position(step: PositionStep, rules: Rules) -> Table:
    """A static position; with a knocker, the engine's showdown of the two hands."""
    if step.preset is not None:
        rules = preset(step.preset)
    result = None
    if step.knocker is not None and step.opponent is not None and step.hand is not None:
        knocker, defender = (
            (step.hand, step.opponent) if step.knocker == "you" else (step.opponent, step.hand)
        )
        try:
            result = showdown(
                knocker,
                defender,
                rules,
                upcard=step.upcard,
                spread=step.spread,
                big_gin=len(knocker) == 11,
            )
        except TutorError as error:
            raise LessonError(f"{step.place}: the engine refuses this showdown: {error}") from None
    return Table(
        rules=rules,
        hand=step.hand,
        opponent=step.opponent,
        taken=step.taken,
        upcard=step.upcard,
        knocker=step.knocker,
        result=result,
    )


def from_deal(step: DealStep, rules: Rules) -> Table:
    """A live hand dealt by the engine exactly as the lesson writes it (R5)."""
    if step.preset is not None:
        rules = preset(step.preset)
    dealer = SEAT_INDEX[step.dealer]
    try:
        if step.deck is not None:
            state = HandState.deal(rules, deck=step.deck, dealer=dealer)
        else:
            assert step.you is not None and step.opponent is not None
            state = HandState.deal(
                rules,
                dealer=dealer,
                hands=(step.you, step.opponent),
                upcard=step.upcard,
                stock=step.stock,
            )
    except TutorError as error:
        raise LessonError(f"{step.place}: the engine cannot deal this: {error}") from None
    return Table(rules=rules, state=state)
