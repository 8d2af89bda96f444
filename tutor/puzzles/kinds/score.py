"""``score``: a finished hand (knock, undercut, gin, big gin, Oklahoma doubling); who scores how
much (R19-R23, R29)?

The knocker's cards and the melds the engine lays out for it are shown (the knocker chooses its
spread, R18); the learner holds the defender's cards, finds its melds and layoffs, and scores.
The answer is the engine's ``showdown``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, NamedTuple

from tutor.engine.cards import CardSet, bit_indices, mask_points
from tutor.engine.events import Reason, reason
from tutor.engine.layoffs import layoff_targets
from tutor.engine.melds import least_deadwood
from tutor.engine.rules import Rules
from tutor.engine.score import knock_outcome
from tutor.engine.showdowns import Showdown, showdown
from tutor.puzzles.deal import Builder, split_points
from tutor.puzzles.features import Features, crossing_cards, level_of
from tutor.puzzles.kinds._common import answer_reader, hand_limit, limit_notes
from tutor.puzzles.kinds._layoffs import best_sets, chained, deadwood_after, fewest, layable
from tutor.puzzles.links import PuzzleError
from tutor.puzzles.model import Kind, Puzzle
from tutor.questions import Part, Question, reading
from tutor.questions.mistakes import SCORE, ScorePosition

NAME = "score"
WINNERS = ("knocker", "defender")
_NOBODY = {"none", "nobody", "tie", "niemand", "gelijk", "gelijkspel", "null"}

GIN = (("run4", "run", "set"), ("run4", "set", "set"), ("set4", "run", "run"))
BIG_GIN = (("run4", "run4", "set"), ("set4", "run4", "run"), ("run4", "set4", "set"))
KNOCK = (("run", "set"), ("run", "run"), ("run4", "set"), ("run", "set", "set"), ("run4", "run"))


@dataclass(frozen=True, slots=True)
class ScoreAnswer:
    showdown: Showdown

    def to_json(self) -> dict[str, Any]:
        s = self.showdown
        return {
            "result": s.result,
            "winner": s.winner,
            "points": s.points,
            "knocker_deadwood": s.knocker_deadwood,
            "defender_deadwood": s.defender_deadwood,
            "defender_melds": [[str(c) for c in m.cards] for m in s.defender_melds],
            "layoffs": [
                {"card": str(x.card), "meld": [str(c) for c in x.meld.cards]} for x in s.layoffs
            ],
        }


class ScoreResponse(NamedTuple):
    """An answer in two parts (:data:`PARTS`): a tuple, as the framework reads parts."""

    winner: str | None  # "knocker", "defender", or None for nobody (a tie, R20)
    points: int


PARTS = (Part("winner", "choice", (*WINNERS, "nobody")), Part("points", "number"))


def _knocker(
    b: Builder, level: int, rules: Rules, limit: int | None
) -> tuple[int, list[int], bool]:
    """The knocker's cards (ten, or eleven for big gin), its planted melds, and big gin or not."""
    rng = b.rng
    roll = rng.random()
    if rules.big_gin and roll < 0.15 * level:
        melds = b.parts(rng.choice(BIG_GIN))
        return sum(melds), melds, True
    if not limit or roll < (0.4 if level == 1 else 0.15):
        melds = b.parts(rng.choice(GIN))
        return sum(melds), melds, False
    melds = b.parts(rng.choice(KNOCK))
    count = 10 - sum(melds).bit_count()
    if not melds or not 1 <= count <= limit:
        return 0, [], False  # the knocker's deadwood must be within the limit (R15)
    values = split_points(rng, rng.randint(count, limit), count, high=limit)
    left = b.valued(values) if values else 0
    return (sum(melds) | left if left else 0), melds, False


# The defender's own melds: overlapping ones make its deadwood harder to count.
OWN: dict[int, tuple[tuple[str, ...], ...]] = {
    1: (("run",), ("set",)),
    2: (("crossing",), ("crossing", "crossing"), ("run", "crossing")),
    3: (("block",), ("crossing", "crossing"), ("crossing",)),
}


def _defender(b: Builder, knocker: int, level: int, gin: bool) -> int:
    """The defender: cards that could be laid off after a knock (more at higher levels), own
    melds, and loose cards, low ones at higher levels (near an undercut)."""
    rng = b.rng
    mask = 0
    if not gin:
        candidates = list(bit_indices(layoff_targets(knocker) & b.rest()))
        rng.shuffle(candidates)
        for index in candidates[: rng.randint(level - 1, level)]:
            mask |= b.take(1 << index)
            beyond = index + (1 if rng.random() < 0.5 else -1)  # a chain, sometimes
            if level == 3 and 0 <= beyond < 52 and beyond // 13 == index // 13:
                mask |= b.take(1 << beyond)
    shapes = rng.choice(OWN[level] if gin or level > 1 else OWN[1])
    mask |= b.shapes(shapes if gin else shapes[:1])
    top = {1: 13, 2: rng.choice((4, 6, 8)), 3: rng.choice((3, 4))}[level]
    return b.fill(mask, 10, top=top)


def _features(
    result: Showdown, defender: int, doubled: bool, overlap: int, naive_better: bool = False
) -> Features:
    knock = result.result not in ("gin", "big_gin")
    laid = CardSet([x.card for x in result.layoffs]).mask
    before = least_deadwood(defender)
    turned = knock and (before > result.knocker_deadwood) != (result.winner == "knocker")
    return Features(
        overlap=overlap,
        margin=result.defender_deadwood - result.knocker_deadwood if knock else None,
        # Layoffs turn the result, or the knocker's best spread is not the obvious one (R18).
        trap=turned or naive_better or any(n.code == "spread.better" for n in result.notes),
        layoffs=len(result.layoffs),
        chained=chained([m.cards.mask for m in result.knocker_melds], laid),
        doubled=doubled and result.points > 0,
        undercut=result.result == "undercut",
    )


def _estimate(
    knocker: int,
    planted: list[int],
    defender: int,
    rules: Rules,
    doubled: bool,
    overlap: int,
    gin: bool,
) -> Features | None:
    """The features the showdown will most likely have, from the planted melds: cheap, so that
    the exact showdown runs only for positions of the right level. ``None`` when unknown."""
    if gin:
        return Features(overlap=overlap, doubled=doubled)
    sets = layable(defender, planted)
    if sets is None:
        return None
    left = deadwood_after(sets, defender)
    least, choices = best_sets(left)
    laid = fewest(choices)
    k = mask_points(knocker & ~sum(planted))
    result, winner, points = knock_outcome(k, least, rules)
    return Features(
        overlap=overlap,
        margin=least - k,
        trap=(left[0] > k) != (winner == "knocker"),
        layoffs=laid.bit_count(),
        chained=chained(planted, laid),
        doubled=doubled and points > 0,
        undercut=result == "undercut",
    )


def candidate(rng: random.Random, level: int, rules: Rules) -> Puzzle | None:
    b = Builder(rng)
    upcard, limit = hand_limit(b, rules)
    knocker, planted, big = _knocker(b, level, rules, limit)
    knocker_dw = least_deadwood(knocker)
    defender = _defender(b, knocker, level, knocker_dw == 0) if knocker else 0
    if not defender or knocker_dw > (0 if big else limit or 0):
        return None
    doubled = rules.multiplier_for(upcard) == 2
    overlap = crossing_cards(defender)
    guess = _estimate(knocker, planted, defender, rules, doubled, overlap, knocker_dw == 0)
    if guess is not None and level_of(guess.points) != level:
        return None
    result = showdown(CardSet(knocker), CardSet(defender), rules, upcard=upcard, big_gin=big)
    features = _features(result, defender, doubled, overlap)
    if level_of(features.points) != level:
        return None
    prompt = [reason("puzzle.ask.score", "R19")]
    if big:
        prompt.append(reason("puzzle.note.big_gin", "R17"))
    prompt += limit_notes(rules, upcard, limit)
    return Puzzle(
        NAME,
        level,
        0,
        rules,
        CardSet(defender),
        ScoreAnswer(result),
        features,
        upcard=upcard,
        knock_limit=limit,
        knocker=CardSet(knocker),
        spread=result.knocker_melds,
        knocker_deadwood=result.knocker_deadwood_cards,
        big_gin=big,
        prompt=tuple(prompt),
    )


@answer_reader
def read(value: Any) -> ScoreResponse:
    """``{"winner": "knocker", "points": 13}`` or text: ``"knocker 13"``, ``"defender 26"``,
    ``"nobody"`` (a tie)."""
    if isinstance(value, ScoreResponse):
        return value
    if isinstance(value, dict):
        winner, points = reading.field(value, "winner"), reading.field(value, "points")
    elif isinstance(value, list | tuple) and len(value) == len(PARTS):  # the parts in order
        winner, points = value
    elif isinstance(value, str) and value.split():
        tokens = value.lower().replace(",", " ").split()
        winner, points = tokens[0], tokens[1] if len(tokens) > 1 else "0"
    else:
        raise PuzzleError(f"{value!r} is not a score (knocker 13, defender 26, or nobody)")
    if winner is None or str(winner).lower() in _NOBODY:
        winner = "nobody"  # every word for a tie (R20)
    if str(winner).lower() not in (*WINNERS, "nobody"):
        raise PuzzleError(f"{winner!r} is not knocker, defender or nobody")
    side, got = reading.parts([str(winner).lower(), points], PARTS)
    return ScoreResponse(None if side == "nobody" else side, got)


def explain(puzzle: Puzzle) -> tuple[Reason, ...]:
    answer = puzzle.answer
    assert isinstance(answer, ScoreAnswer)
    s = answer.showdown
    lines = list(s.notes)
    if s.result not in ("gin", "big_gin"):
        lines.append(
            reason(
                "defender.deadwood",
                "R18",
                cards=s.defender_deadwood_cards or "-",
                deadwood=s.defender_deadwood,
            )
        )
    return (*lines, *s.breakdown)


def question(puzzle: Puzzle) -> Question:
    """The puzzle as the framework's question in two parts: who scores, and how much."""
    answer = puzzle.answer
    assert isinstance(answer, ScoreAnswer)
    right = solve(puzzle)

    def remark(given: tuple[Any, ...]) -> tuple[Reason, ...]:
        given = ScoreResponse(*given)  # the framework reads parts as a plain tuple
        lines = []
        if given.winner != right.winner:
            lines.append(reason(f"puzzle.score.winner.{right.winner or 'nobody'}", "R19"))
        if given.points != right.points:
            lines.append(reason("puzzle.score.points", "", given=given.points, points=right.points))
        return tuple(lines)

    return Question(
        "parts",
        frozenset({right}),
        right,
        explain(puzzle),
        mistakes=SCORE,
        position=ScorePosition(
            answer.showdown,
            puzzle.rules,
            puzzle.rules.multiplier_for(puzzle.upcard),
            puzzle.cards,
        ),
        parts=PARTS,
        remark=remark,
        topic="score",
    )


def solve(puzzle: Puzzle) -> ScoreResponse:
    answer = puzzle.answer
    assert isinstance(answer, ScoreAnswer)
    return ScoreResponse(answer.showdown.winner, answer.showdown.points)


KIND = Kind(
    NAME,
    candidate,
    read,
    question,
    explain,
    solve,
    'who scores and how much: "knocker 13", "defender 26", "nobody", or '
    '{"winner": "knocker", "points": 13}',
)
