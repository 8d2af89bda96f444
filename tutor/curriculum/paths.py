"""Where the lessons are: the ``lessons/`` folder of a checkout, or its copy in the package.

In the repository the curriculum lives at the top level (``lessons/``); the wheel ships the
same files as ``tutor/lessons``. Authors point the checker and the app at their own folder
with ``--lessons DIR`` or the ``TUTOR_LESSONS`` environment variable.
"""

from __future__ import annotations

import os
from pathlib import Path

from tutor.engine.errors import LessonError

ENV = "TUTOR_LESSONS"
_PACKAGE = Path(__file__).resolve().parent.parent  # the tutor package


def packaged_lessons() -> Path:
    """The folder inside an installed package (present in a built wheel)."""
    return _PACKAGE / "lessons"


def checkout_lessons() -> Path:
    """The top-level folder of a repository checkout (an editable install)."""
    return _PACKAGE.parent / "lessons"


def lessons_dir(chosen: str | Path | None = None) -> Path:
    """The lessons folder to use: ``chosen``, else ``$TUTOR_LESSONS``, else the package's own
    copy, else the checkout's. ``LessonError`` when none of them is a folder."""
    if chosen is None and os.environ.get(ENV):
        chosen = os.environ[ENV]
    if chosen is not None:
        folder = Path(chosen).expanduser()
        if not folder.is_dir():
            raise LessonError(f"{str(chosen)!r} is not a folder of lessons")
        return folder
    for folder in (packaged_lessons(), checkout_lessons()):
        if folder.is_dir():
            return folder
    raise LessonError(
        f"no lessons folder found (looked in {packaged_lessons()} and {checkout_lessons()}); "
        f"use --lessons DIR or set {ENV}"
    )
