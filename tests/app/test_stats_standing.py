"""Where the learner stands in the lessons: done, stars and the next lesson."""

from __future__ import annotations

from tutor.curriculum.progress import Progress
from tutor.curriculum.runner import LessonResult
from tutor.stats import LessonStanding, lesson_standing

PATH = ["cards", "melds", "deadwood", "deal"]


def finished(*lessons: tuple[str, int]) -> Progress:
    progress = Progress()
    for lesson, stars in lessons:
        progress = progress.record(LessonResult(lesson, stars, 3 - stars, 0))
    return progress


def test_a_new_learner_starts_at_the_first_lesson() -> None:
    assert lesson_standing(PATH, Progress()) == LessonStanding(0, 4, 0, 12, "cards")


def test_the_next_lesson_is_the_first_not_done_even_after_a_jump() -> None:
    standing = lesson_standing(PATH, finished(("cards", 3), ("deadwood", 1)))
    assert (standing.done, standing.stars, standing.next_lesson) == (2, 4, "melds")
    assert not standing.all_done


def test_a_lesson_no_longer_in_the_path_does_not_count() -> None:
    standing = lesson_standing(PATH, finished(("cards", 2), ("retired", 3)))
    assert (standing.done, standing.stars) == (1, 2)


def test_every_lesson_done() -> None:
    standing = lesson_standing(PATH, finished(*((lesson, 2) for lesson in PATH)))
    assert standing.next_lesson is None and standing.all_done
    assert (standing.done, standing.stars, standing.max_stars) == (4, 8, 12)


def test_an_empty_path_is_not_all_done() -> None:
    assert not lesson_standing([], Progress()).all_done
