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

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from tutor.engine.cards import CardSet
from tutor.engine.events import Reason
from tutor.questions.mistakes import Mistake, diagnose
from tutor.questions.mistakes.general import off, off_parts
from tutor.questions.reading import AnswerType, Part, read


@dataclass(frozen=True, slots=True)
class Grade:
    """The verdict on one answer, and the engine's explanation of the position.

    ``feedback`` is about this answer: right or wrong first, whether several answers were
    right, and what the learner's own choice leads to. ``diagnosis`` is the part of it that
    says what was wrong about a wrong answer (empty when right, or when nothing particular is
    known); ``direction`` is, for a wrong number nothing particular is known about, on which
    side of the answer it lies and where to look. ``explanation`` is the engine's answer and
    why, the same whatever was answered.
    """

    correct: bool
    several: bool
    feedback: tuple[Reason, ...]
    explanation: tuple[Reason, ...]
    diagnosis: tuple[Reason, ...] = ()
    # for a wrong number that nothing in the diagnosis explains: too high or too low, and where
    # to look, without the answer (a lesson's retry is still worth something)
    direction: tuple[Reason, ...] = ()

    @property
    def reasons(self) -> tuple[Reason, ...]:
        return self.feedback + self.explanation


@dataclass(frozen=True, slots=True)
class Question:
    """A question ready to show: what it takes, what the engine accepts, and why.

    An answer in several parts (``answer_type`` ``"parts"``) is a tuple, one value per part of
    ``parts``; the accepted answers are such tuples. ``judged_as`` maps an answer to what is
    compared with ``accepted`` when answers of different forms are the same answer (melds in
    any order, judged by what they leave); ``remark`` is what the engine says about any answer,
    right or wrong (what a discard leaves), before the catalogue's diagnosis of a wrong one.
    """

    answer_type: AnswerType
    accepted: frozenset[Any]
    solution: Any
    explanation: tuple[Reason, ...]
    options: tuple[str, ...] = ()  # choice values (labels come from the catalogue)
    labels: tuple[Any, ...] = ()  # fixed labels (arrangements as melds), worded by explain
    pick_from: CardSet = field(default_factory=CardSet)
    hint: tuple[Reason, ...] = ()
    diagnoses: tuple[tuple[Any, tuple[Reason, ...]], ...] = ()  # wrong answer -> what is wrong
    # the kind's catalogue of common mistakes, and the position they are recognised in
    mistakes: tuple[Mistake, ...] = ()
    position: Any = None
    parts: tuple[Part, ...] = ()
    judged_as: Callable[[Any], Any] | None = None
    remark: Callable[[Any], tuple[Reason, ...]] | None = None
    ways: int | None = None  # how many answers are right, when ``accepted`` does not list them
    # what the question is about, for its hint ladder (:mod:`tutor.questions.ladder`): the
    # rules it rests on and which cards of ``position`` to point at
    topic: str = ""

    @property
    def right_answers(self) -> int:
        return len(self.accepted) if self.ways is None else self.ways

    def read(self, value: object) -> Any:
        """The learner's answer as this question takes it (``AnswerError`` quoting it)."""
        return read(value, self.answer_type, self.options, self.parts)

    def is_right(self, answer: object) -> bool:
        judged = answer if self.judged_as is None else self.judged_as(answer)
        return judged in self.accepted

    def diagnose(self, answer: object) -> tuple[Reason, ...]:
        """What the engine says about this particular wrong answer, if anything: a diagnosis
        given for it, then what the kind's catalogue of mistakes recognises in it."""
        given = next((reasons for value, reasons in self.diagnoses if value == answer), ())
        found = diagnose(self.mistakes, answer, self.position)
        return (*given, *(r for r in found if r not in given))

    def off(self, answer: object) -> tuple[Reason, ...]:
        """For a wrong number no catalogued mistake explains: too high or too low, and where
        to look for this kind of question (:mod:`tutor.questions.mistakes.general`)."""
        if self.answer_type == "number":
            return off(self.topic, answer, self.solution, self.position)
        if self.answer_type == "parts" and isinstance(answer, tuple):
            numbers = tuple(i for i, p in enumerate(self.parts) if p.answer_type == "number")
            return off_parts(self.topic, answer, self.accepted, numbers, self.position)
        return ()

    def grade(self, answer: object) -> Grade:
        """The verdict on an answer already read: right ones get the explanation."""
        several = self.right_answers > 1
        said = () if self.remark is None else self.remark(answer)
        if self.is_right(answer):
            return Grade(True, several, said, self.explanation)
        diagnosis = (*said, *(r for r in self.diagnose(answer) if r not in said))
        direction = () if diagnosis else self.off(answer)
        return Grade(False, several, diagnosis, self.explanation, diagnosis, direction)

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
        if self.answer_type == "parts":
            return self._wrong_parts()
        if self.answer_type == "melds":
            assert isinstance(self.solution, tuple)
            fewer = self.solution[:-1]  # one meld left out
            return None if self.is_right(fewer) else fewer
        assert isinstance(self.solution, CardSet)
        for card in self.pick_from:
            other = self.solution.remove(card) if card in self.solution else self.solution.add(card)
            if other not in self.accepted:
                return other
        return None

    def _wrong_parts(self) -> object | None:
        """The solution with one number part off by one, when that is not accepted."""
        assert isinstance(self.solution, tuple)
        for i, part in enumerate(self.parts):
            if part.answer_type == "number":
                other = (*self.solution[:i], self.solution[i] + 1, *self.solution[i + 1 :])
                if not self.is_right(other):
                    return other
        return None
