"""One framework for every question a learner answers, in lessons and in puzzles.

A question is asked, the learner's answer is read, the engine grades it, and the feedback
is reasons that :mod:`tutor.explain` words:

- :mod:`tutor.questions.reading`: the one reader of an answer (yes/no, a number, a card,
  cards, melds, a choice, or several of these as the :class:`Part` of one answer), from a
  page's widgets, JSON-like data or typed text; an answer that cannot be read is an
  :class:`AnswerError` that quotes it.
- :mod:`tutor.questions.grading`: :class:`Question` (what it takes, every answer the engine
  accepts, the one shown on giving up, the engine's explanation, a hint, and a diagnosis of
  particular wrong answers) and :class:`Grade`, the verdict on one answer. A wrong answer
  carries its ``diagnosis``: reasons that say what was wrong about it, not only that it was.
- :mod:`tutor.questions.ladder`: the hint ladder every question shares (the rule, then the
  cards to look at, then the answer) and what each rung costs in stars or rating.
- :mod:`tutor.questions.mistakes`: the catalogue of common mistakes per kind of question,
  each recognised from the answer and the position; a lesson's question and a puzzle of the
  same kind share it. A wrong number no catalogued mistake explains gets a ``direction``
  (:mod:`tutor.questions.mistakes.general`): too high or too low, and where to look.

It sits on the floor of ``tutor.explain``: it imports ``tutor.engine`` only, and the lessons
(``tutor.curriculum``) and the puzzles (``tutor.puzzles``) build their questions on it.
Nothing here judges cards: who poses a question asks the engine for its answers.
"""

from tutor.questions.grading import Grade, Question
from tutor.questions.ladder import Ladder, Rung, gain_kept, ladder, solve_score
from tutor.questions.mistakes import Mistake, diagnose
from tutor.questions.reading import AnswerError, AnswerType, Part, read

__all__ = [
    "AnswerError",
    "AnswerType",
    "Grade",
    "Ladder",
    "Mistake",
    "Part",
    "Question",
    "Rung",
    "diagnose",
    "gain_kept",
    "ladder",
    "read",
    "solve_score",
]
