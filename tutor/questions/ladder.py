"""The hint ladder: the rule first, then the cards to look at, then the answer.

One ladder for every question a learner answers, in lessons and in puzzles. Its rungs:

1. ``concept``: the rule the question is about, by its R-number (the rule's own words from the
   catalogue, ``rulebook.R9.*``), then the poser's own tip when it has one.
2. ``cards``: which cards to look at, from the engine: the melds the best arrangement makes and
   the cards left loose, the cards that fit the knocker's melds, each side's loose cards after
   the layoffs. Nothing is counted here: the learner still adds up, compares and chooses.
   A question about no cards (a match total, who deals) has no such rung.
3. ``answer``: the engine's answer and why; the question then counts as given up.

What a rung costs is the poser's rule, stated here once so lessons and puzzles agree:

- lessons: every rung before the answer costs one star (:data:`STARS_PER_HINT`; stars are 3,
  one fewer for each mistake or hint, at least 1 for finishing), and the answer counts as a
  mistake, like giving up (a step's mistakes are counted once).
- puzzles: a solve after hints counts as a partial score in the Glicko-2 update,
  :func:`solve_score`: it keeps half the surprise of a solve after the rule and a quarter after
  the cards (:data:`GAIN_KEPT`), so a solve never loses rating and each hint halves what it
  gains; showing the answer is a miss (score 0, and the puzzle comes back for review).

>>> from tutor.engine.cards import CardSet
>>> hand = CardSet.parse("As 2s 3s 7h 7d 7c Kh Qh Jh 5d")
>>> q = Question("number", frozenset({5}), 5, (), topic="deadwood", position=hand)
>>> steps = ladder(q)
>>> [r.step for r in steps.rungs], [r.code for r in steps.rung(2).reasons][-1]
(['concept', 'cards', 'answer'], 'hint.cards.loose')
>>> solve_score(0, 0.6), solve_score(1, 0.6), solve_score(2, 0.6)
(1.0, 0.8, 0.7)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal

from tutor.engine.cards import CardSet
from tutor.engine.events import Reason, reason
from tutor.engine.layoffs import fitting
from tutor.engine.melds import DiscardAnalysis, Meld, arrange
from tutor.engine.rules import Rules
from tutor.questions.grading import Question
from tutor.questions.mistakes import LayoffPosition, ScorePosition

Step = Literal["concept", "cards", "answer"]

# Lessons: the stars one rung before the answer costs.
STARS_PER_HINT = 1
# Puzzles: the share of a solve's rating gain kept after 0, 1 or 2 rungs.
GAIN_KEPT = (1.0, 0.5, 0.25)


def gain_kept(hints: int) -> float:
    """The share of a solve's gain kept after ``hints`` rungs before the answer."""
    return GAIN_KEPT[min(max(hints, 0), len(GAIN_KEPT) - 1)]


def solve_score(hints: int, expected: float) -> float:
    """The Glicko-2 score of a solve after ``hints`` rungs, for a learner ``expected`` to
    solve with that chance: between the expectation and a full solve, so the gain (which is
    proportional to score minus expectation) shrinks to :func:`gain_kept` of a full one."""
    return round(expected + gain_kept(hints) * (1.0 - expected), 12)


@dataclass(frozen=True, slots=True)
class Rung:
    """One hint: which step of the ladder it is, and the reasons ``tutor.explain`` words."""

    step: Step
    reasons: tuple[Reason, ...]


@dataclass(frozen=True, slots=True)
class Ladder:
    """The hints of one question in the order they are given; the last one is the answer."""

    rungs: tuple[Rung, ...]

    def __len__(self) -> int:
        return len(self.rungs)

    def rung(self, number: int) -> Rung:
        """Hint ``number`` (1 is the first), as the page counts them."""
        if not 1 <= number <= len(self.rungs):
            raise IndexError(f"hint {number} of {len(self.rungs)} does not exist")
        return self.rungs[number - 1]

    @property
    def hints(self) -> int:
        """How many rungs come before the answer (each lowers the stars or the rating gain)."""
        return len(self.rungs) - 1


# ----------------------------------------------------------------------------- the rules


def rule_lines(*numbers: str) -> tuple[Reason, ...]:
    """Each rule in the catalogue's words: "The rule: Deadwood. Cards in no meld ... (R9)"."""
    return tuple(
        reason(
            "hint.rule",
            number,
            title=reason(f"rulebook.{number}.title", ""),
            text=reason(f"rulebook.{number}.text", ""),
        )
        for number in numbers
    )


def _score_rules(at: Any) -> tuple[str, ...]:
    """The scoring rules of a finished hand, without saying whether it was an undercut."""
    if not isinstance(at, ScorePosition):
        return ("R19", "R20")
    result = at.showdown.result
    rules: tuple[str, ...] = {"gin": ("R21",), "big_gin": ("R22",)}.get(result, ("R19", "R20"))
    return (*rules, "R29") if at.multiplier > 1 else rules


def _discard_rules(at: Any) -> tuple[str, ...]:
    taken = isinstance(at, DiscardAnalysis) and any(not o.legal for o in at.options)
    return ("R9", "R13") if taken else ("R9",)


def _limit_rules(at: Any) -> tuple[str, ...]:
    return ("R29",) if isinstance(at, Rules) and at.oklahoma else ("R15",)


# The rules each kind of question is about (a function of the position where they depend on it).
CONCEPTS: dict[str, tuple[str, ...] | Callable[[Any], tuple[str, ...]]] = {
    "deadwood": ("R2", "R9"),
    "deadwood_cards": ("R9",),
    "is_meld": ("R6", "R7"),
    "melds": ("R8", "R9"),
    "arrangement": ("R8", "R9"),
    "discard": _discard_rules,
    "knock": ("R15",),
    "can_knock": ("R15",),
    "can_gin": ("R16",),
    "gin": ("R16",),
    "turn": ("R12",),
    "big_gin": ("R17",),
    "take": ("R11", "R12"),
    "legal": ("R12", "R13"),
    "knock_limit": _limit_rules,
    "layoff": ("R18",),
    "final_deadwood": ("R18",),
    "winner": _score_rules,
    "result": _score_rules,
    "score": _score_rules,
    "match_winner": ("R28",),
    "match_points": ("R25", "R26", "R27"),
    "first_dealer": ("R3",),
    "next_dealer": ("R4",),
    "team_winner": ("R32",),
    "sits_out": ("R31",),
    "knock_or_wait": ("R15", "R20"),
    "dangerous": ("R6", "R7"),
    "outs": ("R6", "R7"),
}


def concept(topic: str, position: Any, tip: tuple[Reason, ...] = ()) -> tuple[Reason, ...]:
    """Rung 1: the rules of the topic, then the poser's own tip."""
    found = CONCEPTS.get(topic, ())
    numbers = found(position) if callable(found) else found
    return (*rule_lines(*numbers), *tip)


# ----------------------------------------------------------------------------- the cards


def _melds_and_loose(cards: CardSet, loose: bool = True) -> tuple[Reason, ...]:
    """The melds of the engine's least-deadwood arrangement, one line each, then (when
    ``loose``) the cards they leave; no sum."""
    best = arrange(cards).best
    if not best.melds:
        return (reason("hint.cards.no_melds", "R9", cards=cards),)
    lines = [_meld_line(m) for m in best.melds]
    if loose and best.deadwood_cards:
        lines.append(reason("hint.cards.loose", "R9", cards=best.deadwood_cards))
    return tuple(lines)


def _meld_line(meld: Meld) -> Reason:
    return reason(f"meld.{meld.kind.value}", meld.rule, meld=meld)


def _hand_cards(at: Any) -> tuple[Reason, ...]:
    return _melds_and_loose(at) if isinstance(at, CardSet) else ()


def _meld_cards(at: Any) -> tuple[Reason, ...]:
    """For "which cards are deadwood": the melds only (the loose cards are the answer)."""
    return _melds_and_loose(at, loose=False) if isinstance(at, CardSet) else ()


def _best_melds_cards(at: Any) -> tuple[Reason, ...]:
    """For "make the best melds": which cards belong in melds, not how they split."""
    if not isinstance(at, CardSet):
        return ()
    best = arrange(at).best
    if not best.melds:
        return (reason("hint.cards.no_melds", "R9", cards=at),)
    return (reason("hint.cards.melded", "R8", cards=best.melded),)


def _group_cards(at: Any) -> tuple[Reason, ...]:
    if not isinstance(at, CardSet):
        return ()
    return (reason("hint.cards.group", "R6, R7", cards=CardSet(at)),)


def _eleven_cards(at: Any) -> tuple[Reason, ...]:
    """Eleven cards: their best melds and the loose cards a discard comes from, the card that
    may not go back (R13) and the knock limit."""
    if not isinstance(at, DiscardAnalysis):
        return ()
    lines = list(_melds_and_loose(at.cards))
    for option in at.options:
        if not option.legal:
            lines.append(reason("hint.cards.taken", "R13", card=option.card))
    return tuple(lines)


def _knock_cards(at: Any) -> tuple[Reason, ...]:
    if not isinstance(at, DiscardAnalysis):
        return ()
    if at.knock_limit is None:
        return (*_eleven_cards(at), reason("hint.cards.gin_only", "R30"))
    return (*_eleven_cards(at), reason("hint.cards.limit", "R15", limit=at.knock_limit))


def _layoff_cards(at: Any) -> tuple[Reason, ...]:
    """What each of the knocker's melds takes as it lies (R18): the open ends of a run, the
    fourth card of a set. Which of them the learner holds, and whether laying one off breaks a
    meld of their own, is theirs to find."""
    if not isinstance(at, LayoffPosition):
        return ()
    lines = []
    for meld in at.spread:
        takes = CardSet(fitting(meld.cards.mask))
        if takes:
            lines.append(reason("hint.cards.takes", "R18", meld=meld, cards=takes))
    return (*lines, reason("hint.cards.yours", "R18"))


def _showdown_cards(at: Any) -> tuple[Reason, ...]:
    """Each side's loose cards after the layoffs, and what was laid off; no totals."""
    if not isinstance(at, ScorePosition):
        return ()
    result = at.showdown
    lines = [_loose("knocker", "R9", result.knocker_deadwood_cards)]
    lines += [reason("layoff.onto", "R18", card=x.card, meld=x.meld) for x in result.layoffs]
    lines.append(_loose("defender", "R18", result.defender_deadwood_cards))
    if at.multiplier > 1:
        lines.append(reason("hint.cards.doubled", "R29", multiplier=at.multiplier))
    return tuple(lines)


def _loose(side: str, rule: str, cards: CardSet) -> Reason:
    if not cards:
        return reason(f"hint.cards.{side}_none", rule)
    return reason(f"hint.cards.{side}_loose", rule, cards=cards)


# Which cards to look at, per kind of question, from the position the question carries.
CARDS: dict[str, Callable[[Any], tuple[Reason, ...]]] = {
    "deadwood": _hand_cards,
    "deadwood_cards": _meld_cards,
    "is_meld": _group_cards,
    "melds": _best_melds_cards,
    "big_gin": _hand_cards,
    "discard": _eleven_cards,
    "knock": _knock_cards,
    "can_knock": _knock_cards,
    "can_gin": _eleven_cards,
    "gin": _eleven_cards,
    "layoff": _layoff_cards,
    "final_deadwood": _showdown_cards,
    "winner": _showdown_cards,
    "result": _showdown_cards,
    "score": _showdown_cards,
}


def cards(topic: str, position: Any) -> tuple[Reason, ...]:
    """Rung 2: the cards to look at, or nothing when the question is about no cards."""
    pointer = CARDS.get(topic)
    if pointer is None or position is None:
        return ()
    return pointer(position)


# ----------------------------------------------------------------------------- the ladder


def ladder(question: Question) -> Ladder:
    """The hints of ``question``: the concept, the cards (when there are cards to point at)
    and the answer (the question's explanation: the engine's answer and why)."""
    return ladder_of(question.topic, question.position, question.hint, question.explanation)


def ladder_of(
    topic: str, position: Any, tip: tuple[Reason, ...] = (), answer: tuple[Reason, ...] = ()
) -> Ladder:
    """The ladder of anything asked about ``position`` (a question, or a move to make in a
    lesson, whose answer is the engine's move)."""
    rungs = [Rung("concept", concept(topic, position, tip) or (reason("hint.rule.none", ""),))]
    pointed = cards(topic, position)
    if pointed:
        rungs.append(Rung("cards", pointed))
    rungs.append(Rung("answer", answer))
    return Ladder(tuple(rungs))


__all__ = [
    "CARDS",
    "CONCEPTS",
    "GAIN_KEPT",
    "STARS_PER_HINT",
    "Ladder",
    "Rung",
    "cards",
    "concept",
    "gain_kept",
    "ladder",
    "ladder_of",
    "rule_lines",
    "solve_score",
]
