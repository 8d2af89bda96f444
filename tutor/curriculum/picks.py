"""Reading the opponent's picks: which of your cards would give it a meld? (R6, R7, R12)

The table knows what the opponent took from the discard pile and still holds (the learner's
:class:`~tutor.engine.state.PlayerView`, ``opponent_known``) and which cards the learner has
seen (its own hand and the pile); :func:`tutor.engine.picks.dangerous` says which cards make
a meld with them. This module only asks the engine and words its answer.
"""

from __future__ import annotations

from tutor.curriculum.schema import AskStep
from tutor.curriculum.table import YOU, Table
from tutor.engine.cards import Card, CardSet
from tutor.engine.errors import LessonError, TutorError
from tutor.engine.events import Reason, reason
from tutor.engine.melds import Meld
from tutor.engine.picks import DECK_SET, dangerous
from tutor.questions import Question


def danger(table: Table) -> tuple[CardSet, dict[Card, Meld]]:
    """What the opponent took and still holds, and each card of your hand that would give
    it a meld with one of them (the engine's :func:`~tutor.engine.picks.dangerous`)."""
    state = table.state
    if state is None:
        raise TutorError("reading the opponent's picks needs a live hand (a deal)")
    view = state.view(YOU)
    taken = view.opponent_known
    if not taken:
        raise TutorError(
            "the opponent holds no card it took from the pile, so no card of yours is more "
            "dangerous than another"
        )
    possible = DECK_SET - view.hand - CardSet(view.discard_pile)
    return taken, dangerous(view.hand, taken, possible)


def feeds_line(card: Card, meld: Meld) -> Reason:
    return reason("lesson.danger.feeds", meld.rule, card=card, meld=meld)


def pose_dangerous(step: AskStep, table: Table) -> Question:
    """The cards of your hand that would give the opponent a meld with a card it took."""
    try:
        taken, found = danger(table)
    except TutorError as error:
        raise LessonError(f"{step.place}: {error}") from None
    assert table.your_cards is not None
    hand = table.your_cards
    answer = CardSet(found)
    why = [feeds_line(card, meld) for card, meld in found.items()]
    safe = hand - answer
    why.append(reason("lesson.danger.taken", "R12", cards=taken))
    if safe:
        why.append(reason("lesson.danger.safe", "R6, R7", cards=safe))
    if not found:
        why.insert(0, reason("lesson.danger.none", "R6, R7"))

    def remark(picked: object) -> tuple[Reason, ...]:
        """What was wrong about a choice: a safe card named, a dangerous one left out (how
        many, not which: that is the question)."""
        if not isinstance(picked, CardSet) or picked == answer:
            return ()
        lines = [reason("lesson.danger.not", "R6, R7", card=c) for c in picked - answer]
        missed = len(answer - picked)
        if missed:
            lines.append(reason("lesson.danger.missed", "R6, R7", count=missed))
        return tuple(lines)

    return Question(
        "cards",
        frozenset({answer}),
        answer,
        tuple(why),
        remark=remark,
        pick_from=hand,
        hint=(reason("lesson.hint.dangerous", "R12", cards=taken),),
        position=hand,
    )


__all__ = ["danger", "feeds_line", "pose_dangerous"]
