"""Puzzles from generated hands, graded by the engine, adapting to the learner.

- :func:`generate` (kind, level, seed, rules) -> :class:`Puzzle`, the same every time;
  :func:`open_link` reads a link such as ``can-knock/2/12345`` back into its puzzle.
- :func:`grade` reads an answer and grades it by the engine; :func:`solution` explains it.
- :class:`Progress`: Glicko-2 ratings (overall and per kind), FSRS reviews of missed puzzles
  and kinds, the next puzzle near the learner's level, and the dashboard's numbers.
- :func:`daily_puzzle`: the same puzzle for everyone on a date.

See ``README.md`` beside this file for the kinds, their answer shapes and the levels.
"""

from tutor.puzzles.api import grade, open_link, question, solution, title, to_json
from tutor.puzzles.daily import daily_link, daily_puzzle
from tutor.puzzles.features import LEVELS, Features, level_of
from tutor.puzzles.kinds import KINDS, generate, kind_of
from tutor.puzzles.links import PuzzleError, link_of, parse_link
from tutor.puzzles.model import Kind, Puzzle
from tutor.puzzles.progress import KindRecord, Pick, Progress
from tutor.puzzles.rating import Rating
from tutor.questions import Grade

__all__ = [
    "KINDS",
    "LEVELS",
    "Features",
    "Grade",
    "Kind",
    "KindRecord",
    "Pick",
    "Progress",
    "Puzzle",
    "PuzzleError",
    "Rating",
    "daily_link",
    "daily_puzzle",
    "generate",
    "grade",
    "kind_of",
    "level_of",
    "link_of",
    "open_link",
    "parse_link",
    "question",
    "solution",
    "title",
    "to_json",
]
