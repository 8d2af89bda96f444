"""A question with the engine's answers, and the grade of one answer.

:class:`Question` holds what the poser (a lesson step, a puzzle kind) got from the engine:
every accepted answer, the one to show, the explanation, a hint, and diagnoses of particular
wrong answers. :class:`Grade` is the verdict on one answer: right or wrong, feedback about
this answer, and the engine's explanation; a wrong answer's ``diagnosis`` says what was wrong
about it (issue: every wrong answer explained), and ``tutor.explain`` words it all.

>>> from tutor.engine.events import reason
>>> q = Question("number", frozenset({5}), 5, (reason("hand.deadwood", "R9", deadwood=5),),
...     diagnoses=((15, (reason("lesson.discard_leaves", "R9", card="Kd", deadwood=15),)),))
>>> g = q.grade(15)
>>> g.correct, [r.code for r in g.diagnosis], q.grade(5).correct
(False, ['lesson.discard_leaves'], True)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tutor.engine.cards import CardSet
from tutor.engine.events import Reason
from tutor.questions.mistakes import Mistake, diagnose
from tutor.questions.reading import AnswerType, read


@dataclass(frozen=True, slots=True)
class Grade:
    """The verdict on one answer, and the engine's explanation of the position.

    ``feedback`` is about this answer: right or wrong first, whether several answers were
    right, and what the learner's own choice leads to. ``diagnosis`` is the part of it that
    says what was wrong about a wrong answer (empty when right, or when nothing particular is
    known). ``explanation`` is the engine's answer and why, the same whatever was answered.
    """

    correct: bool
    several: bool
    feedback: tuple[Reason, ...]
    explanation: tuple[Reason, ...]
    diagnosis: tuple[Reason, ...] = ()

    @property
    def reasons(self) -> tuple[Reason, ...]:
        return self.feedback + self.explanation


@dataclass(frozen=True, slots=True)
class Question:
    """A question ready to show: what it takes, what the engine accepts, and why."""

    answer_type: AnswerType
    accepted: frozenset[Any]
    solution: Any
    explanation: tuple[Reason, ...]
    options: tuple[str, ...] = ()  # choice values (labels come from the catalogue)
    labels: tuple[str, ...] = ()  # fixed labels (arrangements in card notation)
    pick_from: CardSet = field(default_factory=CardSet)
    hint: tuple[Reason, ...] = ()
    diagnoses: tuple[tuple[Any, tuple[Reason, ...]], ...] = ()  # wrong answer -> what is wrong
    # the kind's catalogue of common mistakes, and the position they are recognised in
    mistakes: tuple[Mistake, ...] = ()
    position: Any = None

    def read(self, value: object) -> Any:
        """The learner's answer as this question takes it (``AnswerError`` quoting it)."""
        return read(value, self.answer_type, self.options)

    def is_right(self, answer: object) -> bool:
        return answer in self.accepted

    def diagnose(self, answer: object) -> tuple[Reason, ...]:
        """What the engine says about this particular wrong answer, if anything: a diagnosis
        given for it, else what the kind's catalogue of mistakes recognises in it."""
        for value, reasons in self.diagnoses:
            if value == answer:
                return reasons
        return diagnose(self.mistakes, answer, self.position)

    def grade(self, answer: object) -> Grade:
        """The verdict on an answer already read: right ones get the explanation."""
        several = len(self.accepted) > 1
        if self.is_right(answer):
            return Grade(True, several, (), self.explanation)
        diagnosis = self.diagnose(answer)
        return Grade(False, several, diagnosis, self.explanation, diagnosis)

    def wrong_answer(self) -> object | None:
        """Some answer the engine rejects (the lesson checker proves every question has one)."""
        if self.answer_type == "yes_no":
            return not self.solution
        if self.answer_type == "number":
            assert isinstance(self.solution, int)
            return next(
                n for n in range(self.solution + 1, self.solution + 100) if n not in self.accepted
            )
        if self.answer_type == "choice":
            return next((o for o in self.options if o not in self.accepted), None)
        if self.answer_type == "card":
            return next((c for c in self.pick_from if c not in self.accepted), None)
        assert isinstance(self.solution, CardSet)
        for card in self.pick_from:
            other = self.solution.remove(card) if card in self.solution else self.solution.add(card)
            if other not in self.accepted:
                return other
        return None
