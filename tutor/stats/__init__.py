"""The learner's statistics as numbers and charts: pure functions over the plain data the
other layers keep (practice records, puzzle and lesson progress), testable without Streamlit.

- ``records``: ``practice.hand`` and ``practice.game`` events read and checked.
- ``games``: games played and won, win percentage, biggest winning margin, streaks.
- ``standing``: lessons done, stars and the next lesson, for the home page.
- ``charts``: rating over time, success per puzzle kind, marked moves per reviewed hand,
  deadwood at knock.
"""

from tutor.stats.games import GameStats, at_level, game_stats, levels, streaks
from tutor.stats.records import (
    GameRecord,
    HandRecord,
    Read,
    RecordError,
    ReviewCounts,
    read_games,
    read_hands,
)
from tutor.stats.standing import LessonStanding, lesson_standing

__all__ = [
    "GameRecord",
    "GameStats",
    "HandRecord",
    "LessonStanding",
    "Read",
    "RecordError",
    "ReviewCounts",
    "at_level",
    "game_stats",
    "lesson_standing",
    "levels",
    "read_games",
    "read_hands",
    "streaks",
]
