"""``best-discard``: eleven cards after the draw; which discard leaves the least deadwood?

Every legal discard that reaches the least deadwood is right; the grade says when there were
several. A card taken from the discard pile this turn may not be thrown back (R13).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from tutor.engine.cards import DECK, Card, CardSet, bit_indices
from tutor.engine.events import Reason, reason
from tutor.engine.melds import discard_deadwoods, discards, least_deadwood, meldable
from tutor.engine.rules import Rules
from tutor.puzzles.deal import Builder
from tutor.puzzles.features import Features, crossing_cards, level_of
from tutor.puzzles.kinds._common import answer_reader, shown
from tutor.puzzles.kinds.deadwood import planted
from tutor.puzzles.model import Kind, Puzzle
from tutor.questions import Question, reading
from tutor.questions.mistakes import DISCARD

NAME = "best-discard"

SHAPES: dict[int, tuple[tuple[str, ...], ...]] = {
    1: (("run",), ("set",), ("run", "set"), ("run", "run")),
    2: (("crossing",), ("crossing", "run"), ("crossing", "set"), ("run", "set")),
    3: (("crossing", "run"), ("crossing", "crossing"), ("block",), ("crossing",)),
}


@dataclass(frozen=True, slots=True)
class BestDiscardAnswer:
    discards: tuple[Card, ...]  # every legal discard leaving the least deadwood
    deadwood: int

    def to_json(self) -> dict[str, Any]:
        return {
            "discards": [str(c) for c in self.discards],
            "deadwood": self.deadwood,
            "several": len(self.discards) > 1,
        }


def candidate(rng: random.Random, level: int, rules: Rules) -> Puzzle | None:
    mask = planted(Builder(rng), rng.choice(SHAPES[level]), 11)
    if not mask or least_deadwood(mask) == 0:
        return None  # eleven melded cards are big gin, another question (R17)
    left = dict(discard_deadwoods(mask))
    taken: Card | None = None
    if level > 1 and rng.random() < 0.5:
        pick = rng.random()
        if level == 3 and pick < 0.5:  # the card you would most like to throw (R13)
            taken = DECK[min(left, key=lambda i: (left[i], -i))]
        else:  # a card that melds, as players take from the pile
            melded = list(bit_indices(meldable(mask)))
            taken = DECK[rng.choice(melded)] if melded else None
    legal = {i: dw for i, dw in left.items() if taken is None or i != taken.index}
    best = min(legal.values())
    loose = mask & ~meldable(mask)
    # The natural idea is to throw a card that fits no meld; the trap is when that is wrong,
    # or when the card you took would be better still (R13).
    loose_legal = [legal[i] for i in bit_indices(loose) if i in legal]
    trap = (taken is not None and left[taken.index] < best) or (
        bool(loose_legal) and min(loose_legal) > best
    )
    features = Features(
        overlap=crossing_cards(mask),
        alternatives=sum(1 for dw in legal.values() if dw == best),
        trap=trap,
    )
    if level_of(features.points) != level:
        return None
    cards = CardSet(mask)
    best_cards = tuple(DECK[i] for i in sorted(legal) if legal[i] == best)
    prompt = [reason("puzzle.ask.best_discard", "R9")]
    if taken is not None:
        prompt.append(reason("puzzle.note.taken", "R13", card=taken))
    return Puzzle(
        NAME,
        level,
        0,
        rules,
        cards,
        BestDiscardAnswer(best_cards, best),
        features,
        taken=taken,
        prompt=tuple(prompt),
    )


@answer_reader
def read(value: Any) -> Card:
    """One card: ``"Kd"`` or ``{"discard": "Kd"}``."""
    return reading.card(reading.field(value, "discard"))


def explain(puzzle: Puzzle) -> tuple[Reason, ...]:
    answer = puzzle.answer
    assert isinstance(answer, BestDiscardAnswer)
    return (
        reason(
            "puzzle.discard.best", "R9", cards=CardSet(answer.discards), deadwood=answer.deadwood
        ),
        reason("puzzle.after_discard", "", card=answer.discards[0]),
        shown(puzzle.cards.remove(answer.discards[0])),
    )


def question(puzzle: Puzzle) -> Question:
    """The puzzle as the framework's question: every best legal discard is right."""
    answer = puzzle.answer
    assert isinstance(answer, BestDiscardAnswer)
    analysis = discards(puzzle.cards, None, puzzle.taken)
    options = {o.card: o for o in analysis.options}
    accepted = frozenset(answer.discards)

    def remark(given: Card) -> tuple[Reason, ...]:
        """What the learner's discard leaves, and for a wrong one the cards after it."""
        if given not in options:
            return (reason("puzzle.card.not_held", "", card=given),)
        option = options[given]
        lines = [r for r in option.reasons if r.code == "discard.just_taken"]
        lines.append(reason("puzzle.discard.leaves", "R9", card=given, deadwood=option.deadwood))
        if given not in accepted:
            lines.append(reason("puzzle.after_discard", "", card=given))
            lines.append(shown(puzzle.cards.remove(given)))
        return tuple(lines)

    return Question(
        "card",
        accepted,
        answer.discards[0],
        explain(puzzle),
        pick_from=puzzle.cards,
        mistakes=DISCARD,
        position=analysis,
        remark=remark,
        topic="discard",
    )


def solve(puzzle: Puzzle) -> Card:
    answer = puzzle.answer
    assert isinstance(answer, BestDiscardAnswer)
    return answer.discards[0]


KIND = Kind(NAME, candidate, read, question, explain, solve, 'one card: "Kd" or {"discard": "Kd"}')
