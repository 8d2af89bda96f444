"""What is wrong with a number that no catalogued mistake explains: too high or too low, and
where to look, per kind of question.

A retry must still be worth something, so nothing here names the right number or the cards
that make it: it says on which side of the answer the learner is and what counts for this
kind (the loose cards, the layoffs, the bonuses, the upcard). The hint ladder
(:mod:`tutor.questions.ladder`) gives the rule's own words and the cards; these lines point at
the slip instead, in words the ladder does not use.

>>> from tutor.engine.cards import CardSet
>>> [r.code for r in off("deadwood", 12, 5, CardSet())]
['mistake.off.deadwood.high']
>>> off("deadwood", 5, 5, CardSet()), off("unknown", 3, 5, None)
((), ())
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tutor.engine.events import Reason, reason
from tutor.questions.mistakes.showdown import ScorePosition
from tutor.questions.mistakes.turn import LimitPosition

_RESULT_RULES = {"knock": "R19", "undercut": "R20", "gin": "R21", "big_gin": "R22", "tie": "R20"}


def _deadwood(given: int, high: bool, at: Any) -> Reason:
    if high:
        return reason("mistake.off.deadwood.high", "R9", given=given)
    return reason("mistake.off.deadwood.low", "R8, R9", given=given)


def _final(given: int, high: bool, at: Any) -> Reason:
    side = at.asked if isinstance(at, ScorePosition) else "defender"
    gin = isinstance(at, ScorePosition) and at.showdown.result in ("gin", "big_gin")
    if side == "knocker":
        side_rule = "R15" if high else "R18"
        return reason(f"mistake.off.knocker.{'high' if high else 'low'}", side_rule, given=given)
    code = "defender_gin" if gin else "defender"
    return reason(f"mistake.off.{code}.{'high' if high else 'low'}", "R18", given=given)


def _score(given: int, high: bool, at: Any) -> Reason:
    result = at.showdown.result if isinstance(at, ScorePosition) else "knock"
    rule = _RESULT_RULES.get(result, "R19")
    if result in ("gin", "big_gin"):  # nothing is laid off after gin (R18)
        doubled = isinstance(at, ScorePosition) and at.multiplier > 1
        return reason(
            f"mistake.off.score_gin.{'high' if high else 'low'}",
            f"{rule}, R29" if doubled and not high else rule,
            given=given,
        )
    if high:
        return reason("mistake.off.score.high", rule, given=given)
    if isinstance(at, ScorePosition) and at.multiplier > 1:
        return reason("mistake.off.score.low_doubled", f"{rule}, R29", given=given)
    return reason("mistake.off.score.low", rule, given=given)


def _match_points(given: int, high: bool, at: Any) -> Reason:
    return reason(f"mistake.off.match_points.{'high' if high else 'low'}", "R25-R27", given=given)


def _knock_limit(given: int, high: bool, at: Any) -> Reason:
    side = "high" if high else "low"
    if isinstance(at, LimitPosition) and at.upcard is not None and at.limit == 0:
        return reason("mistake.off.limit_ace.high", "R29", given=given, upcard=at.upcard)
    if isinstance(at, LimitPosition) and at.by_upcard:
        return reason(f"mistake.off.limit_upcard.{side}", "R29", given=given, upcard=at.upcard)
    return reason(f"mistake.off.limit.{side}", "R15", given=given)


def _layoff(given: int, high: bool, at: Any) -> Reason:
    return reason(f"mistake.off.layoff.{'high' if high else 'low'}", "R18", given=given)


# The line for a number on the wrong side, per topic of question (the ladder's topics).
_OFF: dict[str, Callable[[int, bool, Any], Reason]] = {
    "deadwood": _deadwood,
    "final_deadwood": _final,
    "score": _score,
    "match_points": _match_points,
    "knock_limit": _knock_limit,
    "layoff": _layoff,
}


def off(topic: str, given: object, right: object, position: Any) -> tuple[Reason, ...]:
    """Too high or too low, and where to look, for a wrong number ``given`` where ``right``
    is the engine's; ``()`` for a right number or a topic that asks for none."""
    line = _OFF.get(topic)
    if line is None or type(given) is not int or type(right) is not int or given == right:
        return ()
    return (line(given, given > right, position),)


def off_parts(
    topic: str, answer: tuple[Any, ...], accepted: frozenset[Any], numbers: tuple[int, ...], at: Any
) -> tuple[Reason, ...]:
    """An answer in parts whose other parts match an accepted answer: what is wrong with its
    number (the side named right but the points wrong, the right layoffs but the count
    wrong). When another part is wrong, that part's own diagnosis comes first."""
    for i in numbers:
        for right in accepted:
            rest = tuple(v for j, v in enumerate(right) if j != i)
            if rest == tuple(v for j, v in enumerate(answer) if j != i):
                return off(topic, answer[i], right[i], at)
    return ()


__all__ = ["off", "off_parts"]
