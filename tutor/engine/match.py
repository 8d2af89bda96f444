"""A match: hands until a player reaches the target, then the bonuses (R3, R4, R14, R24-R28).

Every hand is dealt from the match's seed (``random.Random(f"{seed}/{number}")``), or from a
queue of scripted deck orders, so a match is reproduced exactly by its seed or its transcript.

>>> from tutor.engine.rules import CLASSIC
>>> from tutor.engine.policies import simple
>>> m = MatchState.new(CLASSIC, 4)
>>> while not m.is_over:
...     m, _ = m.apply(simple(m.view(m.hand.to_move)))
>>> max(m.scores) >= 100, m.final is not None and m.final.winner == m.winner
(True, True)
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace

from tutor.engine.actions import Action
from tutor.engine.cards import DECK, Card
from tutor.engine.errors import RulesError, TutorError
from tutor.engine.events import Event, Reason, reason
from tutor.engine.rules import Rules
from tutor.engine.state import HandState, PlayerView, ShownHand


@dataclass(frozen=True, slots=True)
class HandRecord:
    """One finished hand of a match: who dealt, who scored how much (R14: a draw scores 0)."""

    number: int
    dealer: int
    state: HandState
    winner: int | None
    points: int


@dataclass(frozen=True, slots=True)
class FinalScore:
    """The end of a match: totals after every bonus, the winner, and a line per step."""

    totals: tuple[int, int]
    winner: int | None
    breakdown: tuple[Reason, ...]


def shown_of(hand: HandState) -> tuple[ShownHand, ...]:
    """What a finished hand showed of the player who did not end it: nothing after a draw
    hand (R14), whose cards nobody shows."""
    if hand.result is None or hand.defender is None:
        return ()
    shown = hand.shown_hand(hand.defender)
    return () if shown is None else (shown,)


def cut_for_deal(rng: random.Random, rules: Rules) -> tuple[int, tuple[tuple[Card, Card], ...]]:
    """R3: both players draw a card; the higher (or, by the preset, lower) rank deals, and
    equal ranks draw again. Returns the dealer seat and every pair drawn."""
    draws: list[tuple[Card, Card]] = []
    while True:
        a, b = rng.sample(DECK, 2)
        draws.append((a, b))
        if a.rank != b.rank:
            high = 0 if a.rank > b.rank else 1
            return (high if rules.first_dealer == "high" else 1 - high), tuple(draws)


@dataclass(frozen=True, slots=True)
class MatchState:
    """A two-player match (R24). Immutable: :meth:`apply` returns a new state and events.

    ``hand`` is the hand in play (the last one once the match is over), ``past`` the finished
    hands, ``decks`` the scripted deck orders still to be dealt, ``shown`` what the finished
    hands showed of the players who did not end them (every view of the match holds it).
    """

    rules: Rules
    seed: int
    first_dealer: int
    hand: HandState
    number: int = 1
    scores: tuple[int, int] = (0, 0)
    hands_won: tuple[int, int] = (0, 0)
    past: tuple[HandRecord, ...] = ()
    decks: tuple[tuple[Card, ...], ...] = ()
    cut: tuple[tuple[Card, Card], ...] = ()
    final: FinalScore | None = None
    shown: tuple[ShownHand, ...] = ()

    @classmethod
    def new(
        cls,
        rules: Rules,
        rng: random.Random | int,
        first_dealer: int | None = None,
        decks: Sequence[Sequence[Card]] = (),
    ) -> MatchState:
        """A new match. ``rng`` (or an int seed) draws the match seed and, unless
        ``first_dealer`` names a seat, the cut for the first deal (R3). ``decks`` script the
        first hands' deck orders (for lessons and transcripts)."""
        source = random.Random(rng) if isinstance(rng, int) else rng
        seed = source.getrandbits(48)
        cut: tuple[tuple[Card, Card], ...] = ()
        if first_dealer is None:
            first_dealer, cut = cut_for_deal(source, rules)
        return cls.start(rules, seed, first_dealer, decks, cut)

    @classmethod
    def start(
        cls,
        rules: Rules,
        seed: int,
        first_dealer: int,
        decks: Sequence[Sequence[Card]] = (),
        cut: tuple[tuple[Card, Card], ...] = (),
    ) -> MatchState:
        """A match from a known seed and first dealer, as a transcript records it."""
        if rules.players != 2:
            raise RulesError(
                f"a match of {rules.players} players is a GroupMatch (R31, R32); "
                "MatchState plays two"
            )
        if first_dealer not in (0, 1):
            raise TutorError(f"first dealer {first_dealer!r} must be seat 0 or 1")
        queue = tuple(tuple(d) for d in decks)
        hand, queue = _deal(rules, seed, 1, first_dealer, queue)
        return cls(rules, seed, first_dealer, hand, decks=queue, cut=cut)

    @property
    def is_over(self) -> bool:
        return self.final is not None

    @property
    def cut_reasons(self) -> tuple[Reason, ...]:
        """Why the first dealer deals (R3): every pair of cards drawn."""
        lines = []
        for a, b in self.cut:
            if a.rank == b.rank:
                lines.append(reason("match.cut_again", "R3", rank=a.rank.letter))
            else:
                lines.append(
                    reason(
                        "match.first_dealer", "R3", first=a, second=b, player=self.first_dealer + 1
                    )
                )
        return tuple(lines)

    @property
    def winner(self) -> int | None:
        """The seat with the higher total after all bonuses (R28); ``None`` while playing."""
        return None if self.final is None else self.final.winner

    def view(self, seat: int) -> PlayerView:
        return self.hand.view(seat, self.scores, self.shown)

    def legal_actions(self) -> list[Action]:
        return [] if self.is_over else self.hand.legal_actions()

    def apply(self, action: Action) -> tuple[MatchState, tuple[Event, ...]]:
        """Apply an action to the hand in play; when that ends the hand, score it and deal
        the next one (or finish the match)."""
        if self.is_over:
            raise TutorError("the match is over")
        hand, events = self.hand.apply(action)
        if not hand.is_over:
            return replace(self, hand=hand), events
        return self._hand_over(hand, events)

    def _hand_over(
        self, hand: HandState, events: tuple[Event, ...]
    ) -> tuple[MatchState, tuple[Event, ...]]:
        rules = self.rules
        result = hand.result
        winner: int | None = None
        points = 0
        if result is not None and result.winner is not None:
            knocker = hand.knocker
            assert knocker is not None
            winner = knocker if result.winner == "knocker" else 1 - knocker
            points = result.points
        scores = list(self.scores)
        won = list(self.hands_won)
        if winner is not None:
            scores[winner] += points
            won[winner] += 1
        record = HandRecord(self.number, hand.dealer, hand, winner, points)
        totals = (scores[0], scores[1])
        if result is None:
            line = reason("match.draw_hand", "R14", number=self.number)
        elif winner is None:
            line = reason("match.no_score", "R20", number=self.number)
        else:
            line = reason(
                "match.hand_won", "R24", number=self.number, player=winner + 1, points=points
            )
        tally = reason("match.scores", "R24", first=totals[0], second=totals[1])
        out = (*events, Event("hand_over", winner, None, (line, tally)))
        state = replace(
            self,
            hand=hand,
            scores=totals,
            hands_won=(won[0], won[1]),
            past=(*self.past, record),
            shown=(*self.shown, *shown_of(hand)),
        )
        if max(totals) >= rules.target:
            final = final_score(rules, totals, state.hands_won)
            state = replace(state, final=final)
            return state, (*out, Event("match_over", final.winner, None, final.breakdown))
        dealer, why = next_dealer(rules, hand.dealer, result is None, winner)
        number = self.number + 1
        nxt, queue = _deal(rules, self.seed, number, dealer, self.decks)
        state = replace(state, hand=nxt, number=number, decks=queue)
        return state, (*out, Event("deal", dealer, None, (why,)))


def next_dealer(
    rules: Rules, dealer: int, draw_hand: bool, winner: int | None
) -> tuple[int, Reason]:
    """Who deals next: the same dealer after a draw hand (R14), else by the preset (R4)."""
    if draw_hand:
        return dealer, reason("match.same_dealer", "R14", player=dealer + 1)
    if rules.next_dealer == "loser" and winner is not None:
        return 1 - winner, reason("match.loser_deals", "R4", player=2 - winner)
    return 1 - dealer, reason("match.deal_alternates", "R4", player=2 - dealer)


def final_score(rules: Rules, scores: tuple[int, int], hands_won: tuple[int, int]) -> FinalScore:
    """The totals after the game bonus (R25), the shutout (R27, before the box bonus) and the
    box bonus (R26); the higher total wins (R28).

    >>> from tutor.engine.rules import preset
    >>> f = final_score(preset("basic"), (104, 0), (4, 0))
    >>> f.totals, f.winner
    ((308, 0), 0)
    """
    lines = [reason("final.points", "R24", first=scores[0], second=scores[1])]
    totals, bonus_lines = add_bonuses(rules, scores, hands_won, "final", "player")
    lines += bonus_lines
    winner = best_side(totals)
    lines.append(reason("final.totals", "R28", first=totals[0], second=totals[1]))
    if winner is not None:
        lines.append(reason("final.winner", "R28", player=winner + 1))
    return FinalScore((totals[0], totals[1]), winner, tuple(lines))


def add_bonuses(
    rules: Rules, scores: Sequence[int], hands_won: Sequence[int], prefix: str, label: str
) -> tuple[list[int], list[Reason]]:
    """R25-R27 for any number of sides (players, or teams of R32): the game bonus to the side
    that reached the target, the shutout when no other side won a hand (doubling comes before
    the box bonus), and the box bonus for every hand won. Reasons are ``{prefix}.game_bonus``
    and so on, numbering the side as ``label`` (1 for the first)."""
    totals = list(scores)
    lines: list[Reason] = []
    reacher = target_reacher(rules, scores)
    number = {label: reacher + 1}
    if rules.game_bonus:
        totals[reacher] += rules.game_bonus
        lines.append(reason(f"{prefix}.game_bonus", "R25", bonus=rules.game_bonus, **number))
    others_won = sum(won for side, won in enumerate(hands_won) if side != reacher)
    if others_won == 0 and rules.shutout != "none":
        if rules.shutout == "double":
            before = totals[reacher]
            totals[reacher] *= 2
            lines.append(
                reason(
                    f"{prefix}.shutout_double",
                    "R27",
                    before=before,
                    points=totals[reacher],
                    **number,
                )
            )
        else:
            totals[reacher] += rules.shutout_bonus
            lines.append(
                reason(f"{prefix}.shutout_bonus", "R27", bonus=rules.shutout_bonus, **number)
            )
    if rules.box_bonus:
        for side, won in enumerate(hands_won):
            if won:
                bonus = rules.box_bonus * won
                totals[side] += bonus
                lines.append(
                    reason(
                        f"{prefix}.box_bonus",
                        "R26",
                        hands=won,
                        each=rules.box_bonus,
                        bonus=bonus,
                        **{label: side + 1},
                    )
                )
    return totals, lines


def target_reacher(rules: Rules, scores: Sequence[int]) -> int:
    """The side that reached the target (R24), who gets the game bonus (R25) and any shutout
    (R27): the highest score at or over the target (the first of equals).

    >>> from tutor.engine.rules import CLASSIC
    >>> target_reacher(CLASSIC, (80, 104)), target_reacher(CLASSIC, (104, 80))
    (1, 0)
    """
    return max(range(len(scores)), key=lambda side: (scores[side] >= rules.target, scores[side]))


def best_side(totals: Sequence[int]) -> int | None:
    """The side with the highest total (R28), ``None`` when the top is shared."""
    top = max(totals)
    leaders = [side for side, total in enumerate(totals) if total == top]
    return leaders[0] if len(leaders) == 1 else None


def _deal(
    rules: Rules,
    seed: int,
    number: int,
    dealer: int,
    decks: tuple[tuple[Card, ...], ...],
) -> tuple[HandState, tuple[tuple[Card, ...], ...]]:
    if decks:
        return HandState.deal(rules, deck=decks[0], dealer=dealer), decks[1:]
    return HandState.deal(rules, rng=random.Random(f"{seed}/{number}"), dealer=dealer), ()


__all__ = [
    "FinalScore",
    "HandRecord",
    "MatchState",
    "add_bonuses",
    "best_side",
    "cut_for_deal",
    "final_score",
    "next_dealer",
    "target_reacher",
]
