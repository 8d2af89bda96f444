"""Guided lessons: the YAML format, its loader, the lesson runner, progress and the checker.

Lessons are data (``lessons/*.yaml``); every answer a lesson asks for comes from
``tutor.engine``, and every sentence from ``tutor.explain``. Nothing here imports a UI.
"""

from tutor.curriculum.checker import Report, check_folder, check_lesson
from tutor.curriculum.loader import Catalogue, load_folder, load_lesson, parse_lesson
from tutor.curriculum.paths import lessons_dir
from tutor.curriculum.progress import LessonRecord, Progress
from tutor.curriculum.runner import Feedback, LessonResult, LessonRunner, StepView
from tutor.curriculum.schema import Lesson

__all__ = [
    "Catalogue",
    "Feedback",
    "Lesson",
    "LessonRecord",
    "LessonResult",
    "LessonRunner",
    "Progress",
    "Report",
    "StepView",
    "check_folder",
    "check_lesson",
    "lessons_dir",
    "load_folder",
    "load_lesson",
    "parse_lesson",
]
