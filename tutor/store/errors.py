"""Errors of the storage layer: each names the database or the record it is about."""

from __future__ import annotations

from typing import Any

from tutor.engine.errors import TutorError


class StoreError(TutorError):
    """The database cannot be opened, read or written as asked."""


class ConflictError(StoreError):
    """A document changed since it was read (its version moved on); read it again and retry."""


class DamagedRecordError(StoreError):
    """One stored record cannot be read back; `record` names it so the rest can still load,
    and `damaged` (a `DamagedRecord`, when known) says what it is for the learner."""

    def __init__(self, message: str, record: str, damaged: Any = None) -> None:
        super().__init__(message)
        self.record = record
        self.damaged = damaged
