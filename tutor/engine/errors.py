"""The error hierarchy: every error a learner can cause quotes what they typed."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tutor.engine.events import Verdict


class TutorError(Exception):
    """Base class of every error Gin Tutor raises on purpose."""


class NotationError(TutorError, ValueError):
    """A card, meld or action that cannot be read, quoting the bad token."""


class RulesError(TutorError, ValueError):
    """An invalid rules setting or an unknown preset name."""


class IllegalActionError(TutorError):
    """An action the rules do not allow now; carries the engine's verdict."""

    def __init__(self, message: str, verdict: Verdict | None = None) -> None:
        super().__init__(message)
        self.verdict = verdict


class LessonError(TutorError):
    """A lesson file that cannot be used, naming the file, line and field."""
