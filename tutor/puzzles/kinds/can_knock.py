"""``can-knock``: eleven cards after the draw; can you knock, and with which discards?

The cases that teach most are planted on purpose: deadwood just above the limit, the card taken
from the discard pile being the only one that would work (R13), and gin (R16). Under Oklahoma
the upcard sets the limit (R29); in straight gin only gin ends the hand (R30).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cache
from typing import Any

from tutor.engine.cards import DECK, Card, CardSet, bit_indices
from tutor.engine.events import Reason, reason
from tutor.engine.melds import discard_deadwoods, discards, least_deadwood
from tutor.engine.rules import Rules
from tutor.puzzles.deal import Builder, split_points
from tutor.puzzles.features import Features, crossing_cards, level_of
from tutor.puzzles.kinds._common import answer_reader, hand_limit, limit_notes, shown
from tutor.puzzles.model import Kind, Puzzle
from tutor.questions import Question, reading
from tutor.questions.mistakes import KNOCK
from tutor.questions.mistakes.base import without

NAME = "can-knock"


@dataclass(frozen=True, slots=True)
class CanKnockAnswer:
    can_knock: bool
    knock_discards: tuple[Card, ...]  # legal discards that let you knock (gin included)
    gin_discards: tuple[Card, ...]
    deadwood: int  # least deadwood after a legal discard

    def to_json(self) -> dict[str, Any]:
        return {
            "can_knock": self.can_knock,
            "knock_discards": [str(c) for c in self.knock_discards],
            "gin_discards": [str(c) for c in self.gin_discards],
        }


# Planted shapes: plain melds at level 1, one overlap at level 2, more at level 3; gin hands
# need shapes that meld ten cards exactly.
SHAPES: dict[int, tuple[tuple[str, ...], ...]] = {
    1: (("run",), ("set",), ("run", "set"), ("run", "run")),
    2: (("crossing",), ("run", "set"), ("crossing", "run"), ("run", "run")),
    3: (("crossing",), ("crossing", "set"), ("crossing", "run"), ("block",)),
}
GIN_SHAPES: tuple[tuple[str, ...], ...] = (
    ("run4", "run", "set"),
    ("run4", "set", "set"),
    ("set4", "run", "run"),
    ("run4", "run", "run"),
    ("set4", "run", "set"),
)


@cache
def _targets(level: int, goal: int) -> tuple[int, ...]:
    """The deadwood to plant after the best discard: far from the limit, near it, or gin."""
    far = [goal + d for d in range(5, 16)] + list(range(0, goal - 3))
    near = [v for v in range(goal - 3, goal + 4) if v >= 0]
    if level == 1:
        return (*far, 0, 0)
    if level == 2:
        return (*near, *far[:4], 0)
    return (*[v for v in near if abs(v - goal) <= 1] * 2, *near)


def _grow(b: Builder, melded: int, room_for: int) -> int:
    """Plain melds added until at most ``room_for`` loose cards besides the discard are left."""
    while 10 - melded.bit_count() > room_for:
        room = 10 - melded.bit_count()
        if room < 3:
            return 0
        part = b.run(4) if room >= 4 and b.rng.random() < 0.3 else 0
        part = part or (b.run(3) if b.rng.random() < 0.5 else b.set(3))
        if not part:
            return 0
        melded |= part
    return melded


def candidate(rng: random.Random, level: int, rules: Rules) -> Puzzle | None:
    b = Builder(rng)
    upcard, limit = hand_limit(b, rules)
    goal = 0 if limit is None else limit
    target = rng.choice(_targets(level, goal))
    if target == 0:
        planted = b.shapes(rng.choice(GIN_SHAPES))
    else:
        planted = _grow(b, b.shapes(rng.choice(SHAPES[level])), target)
    if not planted or planted.bit_count() > 10:
        return None
    # What the planted shapes leave loose themselves (an overlap always leaves some).
    need = target - least_deadwood(planted)
    values = split_points(rng, need, 10 - planted.bit_count()) if need >= 0 else None
    if values is None:
        return None
    trap = level == 3 and goal > 0 and target <= goal and rng.random() < 0.5
    extra = b.valued(values) if values else 0
    # The eleventh card outweighs the loose ones, so that throwing it is the best discard;
    # for the trap it must outweigh them by more than the room left under the limit (R13).
    step = max(1, goal - target + 1) if trap else 1
    low = max(values, default=0) + step
    throw = b.card(13, low) if low <= (10 if trap else 13) else 0
    if (values and not extra) or not throw:
        return None
    mask = planted | extra | throw
    if least_deadwood(mask) == 0:
        return None  # eleven melded cards: a different question (R17)
    taken: Card | None = None
    if trap:
        taken = DECK[throw.bit_length() - 1]
    elif rng.random() < 0.5:  # taken from the pile to complete a meld, as players do
        taken = DECK[rng.choice(list(bit_indices(planted)))]
    left = dict(discard_deadwoods(mask))
    legal = {i: dw for i, dw in left.items() if taken is None or i != taken.index}
    best = min(legal.values())
    features = Features(
        overlap=crossing_cards(mask),
        alternatives=sum(1 for dw in legal.values() if dw <= goal),
        margin=None if best == 0 else best - goal,
        trap=taken is not None and left[taken.index] <= goal,
    )
    if level_of(features.points) != level:
        return None
    cards = CardSet(mask)
    options = discards(cards, limit, taken, rules)
    answer = CanKnockAnswer(
        options.can_knock,
        tuple(options.knock_discards()),
        tuple(options.gin_discards()),
        options.deadwood,
    )
    prompt = [reason("puzzle.ask.can_knock", "R15")]
    if taken is not None:
        prompt.append(reason("puzzle.note.taken", "R13", card=taken))
    prompt += limit_notes(rules, upcard, limit)
    return Puzzle(
        NAME,
        level,
        0,
        rules,
        cards,
        answer,
        features,
        taken=taken,
        upcard=upcard,
        knock_limit=limit,
        prompt=tuple(prompt),
    )


@answer_reader
def read(value: Any) -> CardSet:
    """The discards you would knock with; none (an empty list) when you cannot knock."""
    if isinstance(value, dict) and "can_knock" in value and not value["can_knock"]:
        return CardSet()
    return reading.cards(reading.field(value, "knock_discards"))


def explain(puzzle: Puzzle) -> tuple[Reason, ...]:
    answer = puzzle.answer
    assert isinstance(answer, CanKnockAnswer)
    analysis = discards(puzzle.cards, puzzle.knock_limit, puzzle.taken, puzzle.rules)
    lines: list[Reason] = []
    if answer.can_knock:
        lines.append(reason("puzzle.knock.with", "R15", cards=CardSet(answer.knock_discards)))
        if answer.gin_discards:
            lines.append(reason("puzzle.knock.gin_with", "R16", cards=CardSet(answer.gin_discards)))
    else:
        gin_only = not puzzle.knock_limit
        code = "puzzle.knock.no_gin" if gin_only else "puzzle.knock.none"
        lines.append(reason(code, "R16" if gin_only else "R15", deadwood=answer.deadwood))
    taken = next((o for o in analysis.options if not o.legal), None)
    if taken is not None and taken.deadwood <= (puzzle.knock_limit or 0):
        lines.extend(taken.reasons)  # it would have worked, but it may not go back (R13)
    best = analysis.best
    lines.append(reason("puzzle.after_discard", "", card=best.card))
    lines.append(shown(puzzle.cards.remove(best.card)))
    return tuple(lines)


def question(puzzle: Puzzle) -> Question:
    """The puzzle as the framework's question: the one set of every knocking discard."""
    expected = solve(puzzle)
    analysis = discards(puzzle.cards, puzzle.knock_limit, puzzle.taken, puzzle.rules)
    options = {o.card: o for o in analysis.options}

    def remark(given: CardSet) -> tuple[Reason, ...]:
        """Each card named wrongly or missed, with the engine's reasons for it."""
        lines: list[Reason] = []
        for card in given - puzzle.cards:
            lines.append(reason("puzzle.card.not_held", "", card=card))
        for card in (given & puzzle.cards) - expected:  # chosen, but no knock with it
            lines.append(reason("puzzle.knock.not_this", "", card=card))
            lines.extend(options[card].reasons)
        for card in expected - given:  # a knocking discard the learner did not name
            lines.append(reason("puzzle.knock.missed", "", card=card))
            lines.extend(options[card].reasons)
        return tuple(lines)

    return Question(
        "cards",
        frozenset({expected}),
        expected,
        explain(puzzle),
        pick_from=puzzle.cards,
        mistakes=without(KNOCK, "missed"),  # the remark names each knocking discard missed
        position=analysis,
        remark=remark,
        topic="knock",
    )


def solve(puzzle: Puzzle) -> CardSet:
    answer = puzzle.answer
    assert isinstance(answer, CanKnockAnswer)
    return CardSet(answer.knock_discards)


KIND = Kind(
    NAME,
    candidate,
    read,
    question,
    explain,
    solve,
    'the discards you would knock with: ["7c"] or "7c Kd"; [] or "none" when you cannot knock',
)
