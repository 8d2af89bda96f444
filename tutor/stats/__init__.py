"""The learner's statistics as numbers and charts: pure functions over the data the other
layers keep (the practice records of ``tutor.practice.records``, puzzle and lesson
progress), testable without Streamlit.

- ``games``: games played and won, win percentage, biggest winning margin, streaks.
- ``standing``: lessons done, stars and the next lesson, for the home page.
- ``charts``: rating over time, success per puzzle kind, marked moves per reviewed hand,
  deadwood at knock.
"""

from tutor.stats.games import GameStats, at_level, game_stats, levels, streaks
from tutor.stats.standing import LessonStanding, lesson_standing

__all__ = [
    "GameStats",
    "LessonStanding",
    "at_level",
    "game_stats",
    "lesson_standing",
    "levels",
    "streaks",
]
