"""Matches on neutral ground: OpenSpiel's ``gin_rummy`` deals, checks and scores every hand.

``tutor selfplay`` measures the levels on the project's own engine, whose rules the levels
were built on. Here a rules engine the project did not write is the referee: OpenSpiel's
implementation (the ``open_spiel`` package) deals the cards, refuses an illegal move and
scores each hand, and its own simple bot (``openspiel-simple``, written in C++) can sit
opposite. A match is played to 100 as in ``selfplay``: the deal alternates (R4, the same
dealer again after a draw hand, R14), each deal played twice with the seats exchanged.

Where OpenSpiel's rules differ from the classic preset, OpenSpiel's apply:

- at two stock cards (the "wall") the next player may take the upcard only to knock with
  it, or the hand is a draw; the classic rules end the hand there (R14). The hard level
  knocks there with at most 1 (:func:`wall_habit`); the medium level with 4 or less, as late
  in the hand at home; the gin-only baselines within their limits; the others whenever they
  may (as OpenSpiel's simple bot does);
- equal deadwood after a knock scores nothing for either player (R20 calls it an undercut),
  and our levels see it so (``RULES``, R20's variant; the match table stays the classic one);
- a card taken from the pile may be thrown back at once (R13 forbids it; our levels never
  do), and 50 draws from the pile, or both players throwing back what they took in turn,
  end the hand as a draw;
- OpenSpiel counts the deadwood of eleven cards as its best meld group of all eleven less
  the highest loose card, which is sometimes more than the least deadwood the discard can
  leave (R9): with 4s 5s 6s 4h 5h 6h 4d 6c Ah 2c 3c it counts 11 (two sets, then the 5s
  go), where throwing 6c leaves two runs and 10, a legal knock (R15). It refuses such a
  knock; the level then throws the same card without knocking (``Played.refused``).

A level of ours sees the hand through a twin :class:`HandState` of the project's engine
(under ``RULES``), dealt the same cards and fed every move OpenSpiel accepted, so it decides
on the same ``PlayerView`` as at home. It lays its melds as one least-deadwood arrangement
(OpenSpiel's knocker lays them itself, so nothing of the defender's hidden hand may shape
them), and as the defender it plays the engine's best reply (R18) to the melds OpenSpiel shows.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from functools import cache
from typing import Any, Protocol

from tutor.bot.decision import Decider
from tutor.bot.knowledge import FIRST_CHANCE, Habit
from tutor.bot.levels import HABITS, canonical, policy
from tutor.engine.actions import Action, Discard, DrawStock, Gin, Knock, Pass, Take
from tutor.engine.arrangement import least_arrangement
from tutor.engine.cards import DECK, Card, CardSet
from tutor.engine.errors import TutorError
from tutor.engine.layoffs import best_reply
from tutor.engine.melds import Meld, best_discard
from tutor.engine.rules import CLASSIC, Rules
from tutor.engine.state import HandState, ShownHand

OPENSPIEL_SIMPLE = "openspiel-simple"
TARGET = CLASSIC.target  # R24
MAX_HANDS = 400  # a match that runs longer is a bug, not a long match
HARD_AT_THE_WALL = Habit(early=1, late=1)  # wall_habit
# The rules our levels see here: the classic ones, with a tie after a knock scoring nothing
# for either player, as OpenSpiel scores it (R20's variant without the undercut on a tie).
RULES = replace(CLASSIC, name="openspiel", undercut_on_tie=False)

# OpenSpiel's action numbers (open_spiel/games/gin_rummy/gin_rummy.h)
_DRAW_UPCARD, _DRAW_STOCK, _PASS, _KNOCK, _MELD_BASE = 52, 53, 54, 55, 56
# OpenSpiel's phases by name (its Phase enum as pyspiel shows it)
_OFFER, _DRAW, _DISCARD, _LAYOFF, _WALL = "FIRST_UPCARD", "DRAW", "DISCARD", "LAYOFF", "WALL"


def _pyspiel() -> Any:
    try:
        import pyspiel
    except ImportError:
        raise TutorError(
            "neutral ground needs OpenSpiel, which is not installed: "
            "pip install 'open_spiel>=2.0' (Linux x86_64 and macOS)"
        ) from None
    return pyspiel


@dataclass(frozen=True)
class _Table:
    """OpenSpiel's game and the translation between its card and meld numbers and ours."""

    game: Any
    cards: tuple[Card, ...]  # OpenSpiel's card number -> our card
    numbers: dict[Card, int]
    melds: tuple[Meld, ...]  # OpenSpiel's meld number -> our meld
    meld_numbers: dict[int, int]  # our meld's mask -> OpenSpiel's meld number


@cache
def _table() -> _Table:
    pyspiel = _pyspiel()
    game = pyspiel.load_game("gin_rummy")
    params = game.get_parameters()
    if (params["knock_card"], params["gin_bonus"], params["undercut_bonus"]) != (
        CLASSIC.knock_limit,
        CLASSIC.gin_bonus,
        CLASSIC.undercut_bonus,
    ):
        raise TutorError(
            f"OpenSpiel's gin_rummy has other settings than the classic ones: {params}"
        )
    utils = pyspiel.gin_rummy.GinRummyUtils(13, 4, 10)
    cards = tuple(Card.parse(utils.card_string(n)) for n in range(52))
    if sorted(cards) != sorted(DECK):
        raise TutorError(f"OpenSpiel's cards are not one deck: {[str(c) for c in cards]}")
    melds = tuple(Meld.of(cards[n] for n in utils.int_to_meld[m]) for m in range(185))
    return _Table(
        game,
        cards,
        {c: n for n, c in enumerate(cards)},
        melds,
        {m.cards.mask: n for n, m in enumerate(melds)},
    )


class _Player(Protocol):
    def act(self, state: Any, hand: _Hand) -> int: ...


@dataclass
class _Hand:
    """One hand on OpenSpiel's table, with the twin our levels see it through."""

    twin: HandState | None  # None once the hand left what the twin can follow
    scores: tuple[int, int]  # the match scores by OpenSpiel's player numbers
    earlier: tuple[ShownHand, ...] = ()  # what earlier hands showed, seats as OpenSpiel's
    refused: int = 0  # knocks OpenSpiel refused (module text)


@dataclass
class _Level:
    """A level of ours in one hand: its moves through the twin, the rest planned here."""

    name: str
    decider: Decider
    rng: random.Random
    seat: int
    planned: list[int] = field(default_factory=list)  # OpenSpiel actions still to play, last first

    def act(self, state: Any, hand: _Hand) -> int:
        phase = state.current_phase().name
        if not self.planned:
            if phase in (_OFFER, _DRAW, _DISCARD):
                return self._decide(state, hand)
            if phase == _WALL:
                return self._wall(state, hand)
            if phase == _LAYOFF:
                self._plan_reply(state)
        if not self.planned:
            raise TutorError(f"{self.name} has no move in OpenSpiel's phase {phase}")
        action = self.planned.pop()
        if action not in state.legal_actions():
            raise TutorError(
                f"{self.name}'s planned move {state.action_to_string(action)} is illegal "
                f"in OpenSpiel's phase {phase}: {state}"
            )
        return action

    def _decide(self, state: Any, hand: _Hand) -> int:
        twin = hand.twin
        if twin is None or twin.to_move != self.seat:
            raise TutorError(f"the twin of the hand lost track before {self.name}'s turn: {state}")
        t = _table()
        view = twin.view(self.seat, hand.scores, hand.earlier)
        action = self.decider(view, self.rng).action
        match action:
            case Take():
                return _DRAW_UPCARD
            case Pass():
                return _PASS
            case DrawStock():
                return _DRAW_STOCK
            case Knock() | Gin() if _KNOCK not in state.legal_actions():
                hand.refused += 1  # OpenSpiel's deadwood of eleven cards (module text)
                return t.numbers[action.card]
            case Knock() | Gin():
                kept = CardSet(twin.hands[self.seat].mask ^ action.card.bit)
                self._plan_spread(kept, action.card)
                return _KNOCK
            case Discard():
                return t.numbers[action.card]
        raise TutorError(f"{self.name} chose {action}, which OpenSpiel's table has no move for")

    def _wall(self, state: Any, hand: _Hand) -> int:
        """Knock with the upcard at the wall when allowed and within :func:`wall_habit`."""
        t = _table()
        if _KNOCK not in state.legal_actions():
            return _PASS
        held = CardSet(t.cards[n] for n in state.hands()[self.seat]) | CardSet(
            [t.cards[state.upcard()]]
        )
        left, throw = best_discard(held.mask)
        habit = wall_habit(self.name)
        if left > RULES.knock_limit or not habit.would_knock(left, RULES.stock_left_at_draw):
            return _PASS
        self._plan_spread(CardSet(held.mask ^ 1 << throw), DECK[throw])
        return _KNOCK

    def _plan_spread(self, kept: CardSet, throw: Card) -> None:
        t = _table()
        melds, _ = least_arrangement(kept)
        plan = [t.numbers[throw], *_meld_moves(melds)]
        self.planned = [_PASS, *reversed(plan)]

    def _plan_reply(self, state: Any) -> None:
        """The engine's best reply (R18) to the melds the knocker laid on OpenSpiel's table."""
        t = _table()
        spread = [t.melds[n] for n in state.layed_melds()[1 - self.seat]]
        held = CardSet(t.cards[n] for n in state.hands()[self.seat])
        if state.finished_layoffs():  # gin: no layoffs (R18), only the defender's own melds
            plan = [*_meld_moves(least_arrangement(held)[0]), _PASS]
        else:
            reply = best_reply(held, spread)
            layoffs = [t.numbers[x.card] for x in reply.layoffs]
            plan = [*layoffs, _PASS, *_meld_moves(reply.defender_melds), _PASS]
        self.planned = list(reversed(plan))


def wall_habit(name: str) -> Habit:
    """How the level or baseline ``name`` knocks with the upcard at OpenSpiel's wall.

    The hard level knocks there with at most 1 (``HARD_AT_THE_WALL``). Whoever is still in
    the hand at the wall has waited through the whole stock, so its deadwood is often as low
    as a knocker's (R20), and the draw the knock gives up scores nothing, as a tie does on
    this table: in 200 matches each, scored on the true cards as OpenSpiel scores them,
    hard's knocks there with up to 4 brought +12 points in all against patient0 (3
    undercuts in 18) and +25 against medium; with at most 1, +90 and +16; with gin only,
    +82 and 0 (tutor/bot/README.md). The other levels and baselines knock there as late in
    a hand at home (``levels.HABITS``); a name without a habit whenever it may.
    """
    if canonical(name) == "hard":
        return HARD_AT_THE_WALL
    return HABITS.get(canonical(name), FIRST_CHANCE)


def _meld_moves(melds: tuple[Meld, ...]) -> list[int]:
    """OpenSpiel's moves that lay these melds. It knows runs of 3 to 5 cards only, so a
    longer run goes down in pieces (its ends, where layoffs go, stay the same)."""
    numbers = _table().meld_numbers
    moves = []
    for meld in melds:
        cards = meld.cards.sorted_by_rank()
        while len(cards) > 5:
            piece, cards = cards[:3], cards[3:]
            moves.append(_MELD_BASE + numbers[CardSet(piece).mask])
        moves.append(_MELD_BASE + numbers[CardSet(cards).mask])
    return moves


@dataclass
class _OpenSpielBot:
    """OpenSpiel's own simple bot (C++), asked as its authors meant: every move of the hand."""

    bot: Any

    def act(self, state: Any, hand: _Hand) -> int:
        return int(self.bot.step(state))


def _players(names: tuple[str, str], rng: random.Random) -> list[_Player]:
    t = _table()
    pyspiel = _pyspiel()
    players: list[_Player] = []
    for seat, name in enumerate(names):
        if name == OPENSPIEL_SIMPLE:
            bot = pyspiel.make_simple_gin_rummy_bot(t.game.get_parameters(), seat)
            players.append(_OpenSpielBot(bot))
        else:
            players.append(_Level(name, policy(name), rng, seat))
    return players


def _follow(twin: HandState | None, state: Any, action: int) -> HandState | None:
    """The twin after OpenSpiel's ``action``, or None once the twin cannot follow (a knock
    ends the hand for it; a move the classic rules forbid, such as throwing back the card
    just taken, R13, leaves it behind)."""
    if twin is None or state.current_phase().name not in (_OFFER, _DRAW, _DISCARD):
        return None
    if action == _KNOCK:
        return None
    legal = twin.legal_actions()
    if action in (_DRAW_UPCARD, _DRAW_STOCK, _PASS):
        kind = {_DRAW_UPCARD: Take, _DRAW_STOCK: DrawStock, _PASS: Pass}[action]
        mine: list[Action] = [a for a in legal if isinstance(a, kind)]
    else:
        card = _table().cards[action]
        mine = [a for a in legal if isinstance(a, Discard) and a.card == card]
    return twin.apply(mine[0])[0] if len(mine) == 1 else None


@dataclass(frozen=True)
class Shown:
    """A knocked hand as OpenSpiel showed it before the layoffs (R15, R18)."""

    knocker: int  # OpenSpiel's player number
    spread: tuple[Meld, ...]
    knocker_cards: CardSet  # all ten, the spread included
    defender_cards: CardSet
    loose: CardSet  # the knocker's cards outside the spread: none after a gin (R16)


@dataclass(frozen=True)
class Played:
    """One hand on OpenSpiel's table: the points each player won, the knock if any."""

    points: tuple[int, int]
    shown: Shown | None
    wall: bool  # the stock came down to the wall (two cards)
    refused: int  # knocks of our levels OpenSpiel refused (module text)
    defender: ShownHand | None = None  # the knock's defender as the views show it later


def _shown(state: Any) -> Shown:
    t = _table()
    knocker = 1 - state.current_player()
    spread = tuple(t.melds[n] for n in state.layed_melds()[knocker])
    loose = CardSet(t.cards[n] for n in state.hands()[knocker])
    cards = loose
    for meld in spread:
        cards = cards | meld.cards
    defender = CardSet(t.cards[n] for n in state.hands()[1 - knocker])
    return Shown(knocker, spread, cards, defender, loose)


def dealt_as_openspiel_deals(deck: list[Card], rules: Rules) -> HandState:
    """``deck`` dealt on the project's engine as OpenSpiel deals it: ten cards to player 0
    (the non-dealer, who moves first, R11), ten to player 1, the upcard, then the stock."""
    return HandState.deal(
        rules,
        hands=(CardSet(deck[:10]), CardSet(deck[10:20])),
        upcard=deck[20],
        stock=deck[21:],
        dealer=1,
    )


def play_hand(
    names: tuple[str, str],
    deck: list[Card],
    scores: tuple[int, int],
    rng: random.Random,
    earlier: tuple[ShownHand, ...] = (),
) -> Played:
    """One hand on OpenSpiel's table: ``names`` by OpenSpiel's player numbers (player 0 is
    the non-dealer and moves first, R11), the cards in ``deck``'s order (ten to player 0,
    ten to player 1, the upcard, then the stock top first); ``earlier``: what the match's
    earlier hands showed, as the views hold it (``PlayerView.shown``)."""
    t = _table()
    state = t.game.new_initial_state()
    for card in deck[:21]:
        state.apply_action(t.numbers[card])
    twin = dealt_as_openspiel_deals(deck, RULES)
    hand = _Hand(twin, scores, earlier)
    followed = twin  # the twin as it last followed the hand
    players = _players(names, rng)
    stock = iter(deck[21:])
    shown: Shown | None = None
    wall = False
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(t.numbers[next(stock)])
            continue
        phase = state.current_phase().name
        wall = wall or phase == _WALL
        if phase == _LAYOFF and shown is None:
            shown = _shown(state)
        action = players[state.current_player()].act(state, hand)
        hand.twin = _follow(hand.twin, state, action)
        followed = hand.twin or followed
        state.apply_action(action)
    first, second = (int(r) for r in state.returns())
    points = (max(first, 0), max(second, 0))
    return Played(points, shown, wall, hand.refused, _defender(followed, shown))


def _defender(twin: HandState, shown: Shown | None) -> ShownHand | None:
    """The knock's defender as the twin last saw it, if that is the hand OpenSpiel showed (a
    twin left behind earlier holds an older hand)."""
    if shown is None:
        return None
    seen = twin.shown_hand(1 - shown.knocker)
    return seen if seen is not None and seen.hand == shown.defender_cards else None


def play_match(a: str, b: str, seed: int, pair: int, a_seat: int) -> tuple[bool, int, int, int]:
    """One match to 100 between ``a`` and ``b`` on OpenSpiel's table; ``a_seat`` 0: A moves
    first in the first hand. A's win, the hands played, A's and B's points."""
    names = (a, b)
    totals = [0, 0]  # by A, B
    first = a_seat  # who is OpenSpiel's player 0 (the non-dealer) this hand: 0 is A
    rng = random.Random(f"neutral/{seed}/{pair}/{a_seat}")
    hands = 0
    earlier: list[tuple[int, ShownHand]] = []  # (0 for A, 1 for B, what it showed)
    while max(totals) < TARGET:
        if hands == MAX_HANDS:
            raise TutorError(f"match {pair}/{a_seat} ({a} vs {b}) lasted {MAX_HANDS} hands")
        deck = list(DECK)
        random.Random(f"neutral/{seed}/{pair}/{hands}").shuffle(deck)
        order = (first, 1 - first)
        played = play_hand(
            (names[order[0]], names[order[1]]),
            deck,
            (totals[order[0]], totals[order[1]]),
            rng,
            tuple(replace(seen, seat=order.index(who)) for who, seen in earlier),
        )
        won = played.points
        if played.defender is not None:
            earlier.append((order[played.defender.seat], played.defender))
        hands += 1
        for player, points in enumerate(won):
            totals[order[player]] += points
        if any(won):  # a draw hand is dealt again by the same dealer (R14)
            first = 1 - first
    return totals[0] > totals[1], hands, totals[0], totals[1]


def check_names(a: str, b: str) -> None:
    """Fail early: known names, and OpenSpiel installed."""
    for name in (a, b):
        if name != OPENSPIEL_SIMPLE:
            policy(name)
    _table()


__all__ = [
    "OPENSPIEL_SIMPLE",
    "Played",
    "Shown",
    "check_names",
    "play_hand",
    "play_match",
    "wall_habit",
]
