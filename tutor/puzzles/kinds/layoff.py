"""``layoff``: the knocker's melds are on the table; which of your cards do you lay off, and how
much deadwood is left (R18)?

The defender chooses layoffs and its own melds together; it may keep a card in its own meld
rather than lay it off, or break a meld of its own to lay off two cards; a laid-off card may
extend a run for the next one (a chain). The engine's ``best_reply`` gives the least deadwood;
every set of layoffs that reaches it is accepted.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, NamedTuple

from tutor.engine.cards import DECK, Card, CardSet, bit_indices
from tutor.engine.events import Reason, reason
from tutor.engine.layoffs import best_reply, fitting
from tutor.engine.melds import Meld, least_deadwood, meldable
from tutor.engine.rules import Rules
from tutor.puzzles.deal import Builder, split_points
from tutor.puzzles.features import Features, crossing_cards, level_of
from tutor.puzzles.kinds._common import answer_reader, laid_out, limit_notes
from tutor.puzzles.kinds._layoffs import (
    best_sets,
    chained,
    deadwood_after,
    fewest,
    layable,
    layoffs,
)
from tutor.puzzles.links import PuzzleError
from tutor.puzzles.model import Kind, Puzzle
from tutor.questions import Part, Question, reading
from tutor.questions.mistakes import LAYOFF, LayoffPosition
from tutor.questions.mistakes.base import without

NAME = "layoff"


@dataclass(frozen=True, slots=True)
class LayoffAnswer:
    deadwood: int  # the defender's least deadwood after layoffs (R18)
    layoffs: tuple[tuple[Card, Meld], ...]  # one best reply: card and the meld as it stood
    melds: tuple[Meld, ...]  # the defender's own melds in that reply
    deadwood_cards: CardSet
    choices: tuple[CardSet, ...]  # every set of layoffs that reaches the least deadwood

    def to_json(self) -> dict[str, Any]:
        return {
            "deadwood": self.deadwood,
            "layoffs": [
                {"card": str(card), "meld": [str(c) for c in meld.cards]}
                for card, meld in self.layoffs
            ],
            "melds": [[str(c) for c in m.cards] for m in self.melds],
            "deadwood_cards": [str(c) for c in self.deadwood_cards],
            "choices": [[str(c) for c in choice] for choice in self.choices],
            "several": len(self.choices) > 1,
        }


class LayoffResponse(NamedTuple):
    """An answer in two parts (:data:`PARTS`): a tuple, as the framework reads parts."""

    cards: CardSet  # the cards the learner lays off
    deadwood: int  # the deadwood the learner says is left


PARTS = (Part("layoffs", "cards"), Part("deadwood", "number"))


def supports(rules: Rules) -> bool:
    """Layoffs follow a knock only, never gin (R18): straight gin has none (R30)."""
    return not rules.straight_gin


def _spread(b: Builder, level: int) -> list[int]:
    """Two or three knocker melds; level 3 always has a run, for chains."""
    rng = b.rng
    plans = [("run", "set"), ("run", "run"), ("set", "run", "set"), ("run", "run", "set")]
    if level < 3:
        plans += [("set", "set"), ("set", "set", "run")]
    melds = []
    for shape in rng.choice(plans):
        part = b.run(rng.choice((3, 3, 4))) if shape == "run" else b.set(3)
        if not part:
            return []
        melds.append(part)
    return melds


def _ends(meld: int, free: int) -> list[list[int]]:
    """For a meld, each free card that would extend it, with the free card that could follow it
    (a chain) when there is one."""
    direct = fitting(meld)
    chains = []
    for first in bit_indices(direct & free):
        after = fitting(meld | 1 << first) & free & ~direct
        chains.append([first, *list(bit_indices(after))[:1]])
    return chains


def _defender(b: Builder, spread: list[int], level: int) -> int:
    """The defender's cards: layoff chances (a chain at level 3, a conflict with an own meld at
    levels 2 and 3), an own meld, then loose cards."""
    rng = b.rng
    chains = [c for meld in spread for c in _ends(meld, b.rest())]
    if not chains:
        return 0
    rng.shuffle(chains)
    if level == 3:  # a chain first: two cards beyond one end of a run
        chains.sort(key=len, reverse=True)
        if len(chains[0]) < 2:
            return 0
    mask = 0
    for n, chain in enumerate(chains[: {1: 1, 2: 2, 3: 2}[level]]):
        length = 2 if level == 3 and n == 0 else 1
        mask |= b.take(sum(1 << i for i in chain[:length]))
    if level >= 2 and mask and rng.random() < 0.9:
        # A conflict: the first layoff card also makes a set with two cards of the defender.
        card = next(bit_indices(mask))
        rank = card % 13
        others = [s * 13 + rank for s in range(4) if s != card // 13]
        rng.shuffle(others)
        mask |= b.take(sum(1 << i for i in others[:2]))
    own = b.run(3) if rng.random() < 0.5 else b.set(3)
    return b.fill(mask | own, 10)


def candidate(rng: random.Random, level: int, rules: Rules) -> Puzzle | None:
    b = Builder(rng)
    upcard: Card | None = None
    limit = rules.knock_limit_for(None)
    if rules.oklahoma:
        upcard = DECK[next(bit_indices(b.card()))]
        limit = rules.knock_limit_for(upcard)
    if not limit:
        return None  # only gin ends this hand, and gin allows no layoffs (R18, R29)
    spread = _spread(b, level)
    melded = sum(spread)
    count = 10 - melded.bit_count()
    if not spread or not 1 <= count <= limit:
        return None  # the knocker's deadwood must be within the limit (R15)
    values = split_points(rng, rng.randint(count, limit), count, high=limit)
    left = b.valued(values) if values else 0
    defender = _defender(b, spread, level) if left else 0
    if not defender:
        return None
    sets = layable(defender, spread)
    if sets is None:
        return None
    least, choices = best_sets(deadwood_after(sets, defender))
    laid = fewest(choices)  # as the engine shows
    fits = 0  # every card that some set of layoffs places
    for option in sets:
        fits |= option
    features = Features(
        overlap=crossing_cards(defender),
        alternatives=len(choices),
        layoffs=laid.bit_count(),
        chained=chained(spread, laid),
        # The natural reply (lay off all that fits) is not best, or a laid-off card had a
        # place in an own meld: the defender must weigh both (R18).
        trap=not (fits in sets and fits in choices) or bool(meldable(defender) & laid),
    )
    if level_of(features.points) != level:
        return None
    melds = tuple(Meld.of(CardSet(m)) for m in spread)
    cards = CardSet(defender)
    reply = best_reply(cards, melds)
    assert reply.deadwood == least, f"{cards} against {melds}"
    answer = LayoffAnswer(
        least,
        tuple((x.card, x.meld) for x in reply.layoffs),
        reply.defender_melds,
        reply.deadwood_cards,
        tuple(CardSet(c) for c in choices),
    )
    knocker_dw = CardSet(left)
    prompt = [
        reason("puzzle.ask.layoff", "R18"),
        reason("spread.deadwood", "R15", cards=knocker_dw, deadwood=knocker_dw.points),
    ]
    if upcard is not None:
        prompt += limit_notes(rules, upcard, limit)
    return Puzzle(
        NAME,
        level,
        0,
        rules,
        cards,
        answer,
        features,
        upcard=upcard,
        knock_limit=limit,
        spread=melds,
        knocker_deadwood=knocker_dw,
        prompt=tuple(prompt),
    )


@answer_reader
def read(value: Any) -> LayoffResponse:
    """``{"layoffs": ["9s", "Th"], "deadwood": 12}``, or text: the cards, then the number
    (``"9s Th 12"``; ``"none 23"`` or ``"23"`` when you lay off nothing)."""
    if isinstance(value, LayoffResponse):
        return value
    if isinstance(value, str):
        tokens = value.replace(",", " ").split()
        if not tokens:
            raise PuzzleError(f"{value!r}: give the cards you lay off, then the deadwood left")
        value = [" ".join(tokens[:-1]) or "none", tokens[-1]]
    elif not isinstance(value, dict | list | tuple):  # data by name, or the parts in order
        raise PuzzleError(f"{value!r} is not a layoff answer (cards, then the deadwood left)")
    return LayoffResponse(*reading.parts(value, PARTS))


def explain(puzzle: Puzzle) -> tuple[Reason, ...]:
    answer = puzzle.answer
    assert isinstance(answer, LayoffAnswer)
    lines = [reason("layoff.onto", "R18", card=card, meld=meld) for card, meld in answer.layoffs]
    if not answer.layoffs:
        lines.append(reason("puzzle.layoff.none", "R18"))
    laid = CardSet([card for card, _ in answer.layoffs])
    lines.append(laid_out("puzzle.layoff.rest", answer.melds, puzzle.cards - laid))
    return tuple(lines)


def question(puzzle: Puzzle) -> Question:
    """The puzzle as the framework's question in two parts: every set of layoffs that reaches
    the least deadwood, with that deadwood."""
    answer = puzzle.answer
    assert isinstance(answer, LayoffAnswer)
    accepted = frozenset(LayoffResponse(cards, answer.deadwood) for cards in answer.choices)

    def remark(given: tuple[Any, ...]) -> tuple[Reason, ...]:
        """Cards that cannot be laid off, what the learner's layoffs leave, the count."""
        given = LayoffResponse(*given)  # the framework reads parts as a plain tuple
        lines = []
        for card in given.cards - puzzle.cards:
            lines.append(reason("puzzle.card.not_held", "", card=card))
        chosen = given.cards & puzzle.cards
        found = layoffs(chosen, puzzle.spread)
        if found is None or not found.can_lay_off(chosen):
            stuck = chosen - found.reachable if found is not None else CardSet()
            lines += [reason("puzzle.layoff.no_fit", "R18", card=card) for card in stuck]
            if not stuck:
                lines.append(reason("puzzle.layoff.not_together", "R18", cards=chosen))
        if not lines and chosen not in answer.choices:
            left = least_deadwood(puzzle.cards.mask & ~chosen.mask)
            lines.append(reason("puzzle.layoff.yours", "R18", deadwood=left, best=answer.deadwood))
        if given.deadwood != answer.deadwood:
            lines.append(
                reason(
                    "puzzle.deadwood.given", "R9", given=given.deadwood, deadwood=answer.deadwood
                )
            )
        return tuple(lines)

    return Question(
        "parts",
        accepted,
        solve(puzzle),
        explain(puzzle),
        pick_from=puzzle.cards,
        # the remark names each card that fits nowhere and what other layoffs leave
        mistakes=without(LAYOFF, "cannot", "more_left"),
        position=LayoffPosition(
            puzzle.cards, puzzle.spread, answer.deadwood, frozenset(answer.choices)
        ),
        parts=PARTS,
        remark=remark,
        topic="layoff",
    )


def solve(puzzle: Puzzle) -> LayoffResponse:
    answer = puzzle.answer
    assert isinstance(answer, LayoffAnswer)
    return LayoffResponse(CardSet([card for card, _ in answer.layoffs]), answer.deadwood)


KIND = Kind(
    NAME,
    candidate,
    read,
    question,
    explain,
    solve,
    'the cards you lay off, then the deadwood left: "9s Th 12", "none 23", or '
    '{"layoffs": ["9s", "Th"], "deadwood": 12}',
    supports,
    "only gin ends a hand there, and gin allows no layoffs (R18, R30)",
)
