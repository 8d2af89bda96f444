"""The practice table as data: a match against a computer opponent, pure and testable.

The page (``tutor.ui.views.practice``) keeps one :class:`Game` in the session and replaces it
after every click. The learner sits in seat 0. After each of the learner's moves the opponent
plays until it is the learner's turn again; its moves are kept, with their reasons, so the
page can narrate them. The defender's layoffs are worked out automatically (R18), as the
sources' apps do. When a hand ends it stays on the table (``finished``) until the learner goes
on; the review and "play again from here" start from it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace

from tutor.bot.decision import Decision, layoff_decision
from tutor.bot.jobs import cores
from tutor.bot.levels import LEVELS, habit_in_match, policy
from tutor.bot.narrate import told
from tutor.bot.review import Review, position_before, review
from tutor.bot.tip import Tip, tip
from tutor.engine.actions import Action, DrawStock, Gin, Knock
from tutor.engine.cards import Card
from tutor.engine.errors import TutorError
from tutor.engine.events import Reason
from tutor.engine.match import MatchState, shown_of
from tutor.engine.rules import Rules, preset
from tutor.engine.state import HandState, Phase, PlayerView, ShownHand
from tutor.practice.numbers import MAX_NUMBER

LEARNER, OPPONENT = 0, 1


@dataclass(frozen=True, slots=True)
class Move:
    """One move at the table and what the learner is told about it beyond the move itself:
    for the opponent only what the table shows (:func:`tutor.bot.narrate.told`)."""

    seat: int
    action: Action
    reasons: tuple[Reason, ...] = ()
    upcard: Card | None = None  # the card on offer or on top when it was made


@dataclass(frozen=True, slots=True)
class Game:
    """One practice match and where the learner stands in it."""

    level: str
    rules_name: str
    number: int
    match: MatchState
    replay: HandState | None = None  # a hand replayed from a reviewed position
    replay_scores: tuple[int, int] | None = None  # the match scores that hand was played at
    replay_shown: tuple[ShownHand, ...] = ()  # what the hands before it showed (R15)
    finished: HandState | None = None  # the hand that just ended, until the learner goes on
    log: tuple[Move, ...] = ()  # the moves since the learner's previous move
    drawn: Card | None = None  # the card the learner just drew from the stock
    knock_armed: bool = False  # the learner pressed Knock and now picks the card
    tip: Tip | None = None
    review: Review | None = None
    # The order the learner put the hand in (dragged at the table), kept for the hand on the
    # table and dropped when another hand is dealt; cards it does not name go at the end.
    order: tuple[Card, ...] = ()
    # The learner's inputs since the deal, as data: the game is kept and resumed from them.
    inputs: tuple[tuple[str, ...], ...] = ()

    @property
    def key(self) -> tuple[int, str, str]:
        """What names the game: its number, the opponent's level and the rules."""
        return (self.number, self.level, self.rules_name)

    @property
    def rules(self) -> Rules:
        return self.match.rules

    @property
    def hand(self) -> HandState:
        """The hand on the table: the finished one, a replay, or the match's hand."""
        if self.finished is not None:
            return self.finished
        return self.replay if self.replay is not None else self.match.hand

    @property
    def scores(self) -> tuple[int, int]:
        return self.match.scores

    @property
    def hand_scores(self) -> tuple[int, int]:
        """The match scores the hand on the table is played at: a replayed hand keeps the
        scores it was first played at (the coach's advice depends on them near the end)."""
        if self.replay is not None and self.replay_scores is not None:
            return self.replay_scores
        return self.scores

    @property
    def hand_shown(self) -> tuple[ShownHand, ...]:
        """What the match's hands before the one on the table showed of their defenders
        (``PlayerView.shown``): the hard level reads the learner's habit from it."""
        return self.replay_shown if self.replay is not None else self.match.shown

    def view(self) -> PlayerView:
        return self.hand.view(LEARNER, self.hand_scores, self.hand_shown)

    @property
    def my_turn(self) -> bool:
        hand = self.hand
        return self.finished is None and not hand.is_over and hand.to_move == LEARNER

    def legal(self) -> list[Action]:
        return self.hand.legal_actions() if self.my_turn else []

    @property
    def raised(self) -> Card | None:
        """The card the learner just took or drew, lifted in the hand."""
        if not self.my_turn or self.hand.phase is not Phase.DISCARD:
            return None
        return self.hand.taken or self.drawn


def new_game(level: str, rules_name: str, number: int) -> Game:
    """A new match (to the target, R24) against ``level``; the same number deals the same
    cards, so "restart" and the game of the day are reproducible."""
    if level not in LEVELS:
        raise TutorError(f"{level!r} is not an opponent level (known: {', '.join(LEVELS)})")
    if not 1 <= number <= MAX_NUMBER:
        raise TutorError(f"game number {number} must be from 1 to {MAX_NUMBER}")
    match = MatchState.new(preset(rules_name), random.Random(f"practice/{number}"))
    return _advance(Game(level, rules_name, number, match))


def restart(game: Game) -> Game:
    return new_game(game.level, game.rules_name, game.number)


def _rng(game: Game, hand: HandState) -> random.Random:
    # The opponent's coin flips follow the game, the hand and the move: a restarted game
    # played the same way gets the same answers.
    return random.Random(f"practice/{game.number}/{game.match.number}/{len(hand.history)}")


def _apply(game: Game, action: Action) -> Game:
    """Apply one action to the hand on the table; note a hand that ends."""
    if game.replay is not None:
        hand, _ = game.replay.apply(action)
        if hand.is_over:
            return replace(game, replay=hand, finished=hand)
        return replace(game, replay=hand)
    before = len(game.match.past)
    match, _ = game.match.apply(action)
    if len(match.past) > before:
        return replace(game, match=match, finished=match.past[-1].state)
    return replace(game, match=match)


def _advance(game: Game) -> Game:
    """Let the opponent play, and lay off for the learner, until the learner must choose."""
    while game.finished is None:
        hand = game.hand
        if hand.to_move == OPPONENT:
            view = hand.view(OPPONENT, game.hand_scores, game.hand_shown)
            decision: Decision = policy(game.level)(view, _rng(game, hand))
        elif hand.phase is Phase.LAYOFF:
            view = hand.view(LEARNER, game.hand_scores, game.hand_shown)
            decision = layoff_decision(view)
        else:
            break
        top = hand.discard_pile[-1] if hand.discard_pile else None
        seat = hand.to_move
        after = _apply(game, decision.action)
        # The opponent's own reasons name its hidden cards: the learner hears only what the
        # table shows (R10). The learner's automatic layoffs keep their reasons.
        why = told(decision.action, after.view()) if seat == OPPONENT else decision.reasons
        game = replace(after, log=(*game.log, Move(seat, decision.action, why, top)))
    return game


def play(game: Game, action: Action) -> Game:
    """The learner's move; raises ``IllegalActionError`` (with the engine's reasons) when
    it is not allowed, and ``TutorError`` when it is not the learner's turn."""
    if not game.my_turn:
        raise TutorError("it is not your turn")
    hand = game.hand
    drawn = None
    if isinstance(action, DrawStock) and hand.stock:
        drawn = hand.stock[0]
    top = hand.discard_pile[-1] if hand.discard_pile else None
    after = _apply(game, action)
    mine = Move(LEARNER, action, (), top)
    # a new turn's narration starts with the learner's discard; a draw adds to the old one
    log = (mine,) if hand.phase is Phase.DISCARD else (*game.log, mine)
    after = replace(after, log=log, drawn=drawn, knock_armed=False, tip=None)
    return _advance(_noted(after, "play", str(action)))


def _noted(game: Game, *entry: str) -> Game:
    return replace(game, inputs=(*game.inputs, entry))


def with_order(game: Game, order: Sequence[Card]) -> Game:
    """The learner's own order of the hand on the table (``()``: the table sorts it), noted
    with the inputs so that a resumed game shows the hand as the learner left it."""
    mine = game.hand.hands[LEARNER]
    kept = tuple(dict.fromkeys(card for card in order if card in mine))
    if kept == game.order:
        return game
    return _noted(replace(game, order=kept), "order", *(str(card) for card in kept))


def arm_knock(game: Game, armed: bool = True) -> Game:
    return replace(game, knock_armed=armed)


def ends(game: Game) -> list[Knock | Gin]:
    """The learner's legal knocks and gins now (R15, R16): the Knock button shows only then."""
    return [a for a in game.legal() if isinstance(a, Knock | Gin)]


def with_tip(game: Game) -> Game:
    if not game.my_turn:
        return game
    # The learner chose the level: the coach knows when this opponent ends a hand, and
    # what the hard level has read of the learner's own waiting.
    habit = habit_in_match(game.level, game.hand_shown, LEARNER, game.rules)
    return replace(game, tip=tip(game.view(), habit=habit))


def next_hand(game: Game) -> Game:
    """Leave the finished hand (or the replay) and go on with the match."""
    left = replace(
        game,
        finished=None,
        replay=None,
        replay_scores=None,
        replay_shown=(),
        log=(),
        review=None,
        drawn=None,
        order=(),
    )
    return _advance(_noted(left, "next"))


def with_review(game: Game) -> Game:
    if game.finished is None or game.review is not None:
        return game
    reviewed = review(
        game.finished,
        LEARNER,
        scores=scores_before(game),
        jobs=cores(),
        habit=habit_in_match(game.level, shown_before(game), LEARNER, game.rules),
    )
    return replace(game, review=reviewed)


def scores_before(game: Game) -> tuple[int, int]:
    """The match scores the finished hand was played at: the scores now, less what that hand
    brought its winner (a replayed hand: the scores it was first played at)."""
    if game.replay is not None:
        return game.hand_scores
    past = game.match.past
    if not past or past[-1].state is not game.finished:
        return game.scores
    last = past[-1]
    scores = list(game.scores)
    if last.winner is not None:
        scores[last.winner] -= last.points
    return (scores[0], scores[1])


def shown_before(game: Game) -> tuple[ShownHand, ...]:
    """What the hands before the finished one showed: the finished hand's own showing is not
    known before it (a replayed hand: what it was first played with)."""
    if game.replay is not None:
        return game.hand_shown
    past = game.match.past
    if not past or past[-1].state is not game.finished:
        return game.match.shown
    return game.match.shown[: len(game.match.shown) - len(shown_of(past[-1].state))]


def play_again_from(game: Game, ply: int) -> Game:
    """Replay the finished hand from before its ``ply``-th action (outside the match)."""
    if game.finished is None:
        raise TutorError("there is no finished hand to replay")
    start = position_before(game.finished, ply)
    again = replace(
        game,
        replay=start,
        replay_scores=scores_before(game),
        replay_shown=shown_before(game),
        finished=None,
        log=(),
        review=None,
        drawn=None,
        tip=None,
        order=(),
    )
    return _advance(_noted(again, "again", str(ply)))
