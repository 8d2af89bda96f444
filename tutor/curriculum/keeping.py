"""What to keep: how many cards can still make a meld with some cards of your hand (R6, R7).

The engine counts the outs (:func:`tutor.engine.outs.outs`): the cards not in your hand and
not dead in the discard pile that join a meld with the cards asked about. A run of three has
two, a set of three one: runs over sets, as the sources advise.
"""

from __future__ import annotations

from tutor.curriculum.schema import AskStep
from tutor.curriculum.table import Table
from tutor.engine.cards import CardSet
from tutor.engine.errors import LessonError
from tutor.engine.events import Reason, reason
from tutor.engine.outs import outs
from tutor.questions import Question


def pose_outs(step: AskStep, table: Table) -> Question:
    """How many cards can still join ``cards`` in a meld."""
    cards = step.cards
    if cards is None:
        raise LessonError(f"{step.place}: an 'outs' question needs the cards it is about")
    hand = table.your_cards or CardSet()
    pile = table.state.discard_pile if table.state is not None else ()
    seen = (hand - cards) | CardSet(pile)
    found = outs(cards, seen)
    rule = "R7" if len({c.suit for c in cards}) == 1 and len(cards) > 1 else "R6"
    if found:
        why = reason("lesson.outs", rule, cards=cards, outs=found, count=len(found))
    else:
        why = reason("lesson.outs_none", rule, cards=cards)

    def remark(counted: object) -> tuple[Reason, ...]:
        """Too many or too few, and what that usually means; not which cards."""
        if not isinstance(counted, int) or counted == len(found):
            return ()
        code = "lesson.outs.too_many" if counted > len(found) else "lesson.outs.too_few"
        return (reason(code, rule, count=counted),)

    return Question(
        "number",
        frozenset({len(found)}),
        len(found),
        (why,),
        remark=remark,
        hint=(reason("lesson.hint.outs", "R6, R7"),),
        position=cards,
    )


__all__ = ["pose_outs"]
