"""What the store hands back: frozen records holding plain JSON data.

The store never looks inside `data`: each layer (curriculum, puzzles, bot, pages) keeps its
own plain-JSON shape under its own `kind`.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Generic, TypeVar

# Plain JSON: dicts with string keys, lists, strings, numbers, booleans and None.
JSON = Any

T = TypeVar("T")


@dataclass(frozen=True)
class Doc:
    """The current version of one document, identified by (learner, kind, key)."""

    kind: str
    key: str
    version: int
    data: JSON
    updated_at: datetime


@dataclass(frozen=True)
class Event:
    """One append-only event row; `id` grows with time within a database."""

    id: int
    kind: str
    data: JSON
    created_at: datetime
    key: str | None = None  # the idempotency key it was sent with, if any


@dataclass(frozen=True)
class DamagedRecord:
    """A record that could not be read: which one (`record`) and why (`reason`).

    `kind` is the document or event kind (`practice.hand`), or `learner.<column>` for a
    field of the profile; `when` is the time the record was written, if that can be read.
    They let the pages name it to the learner ("one practice hand from 3 Nov", `describe`).
    """

    record: str
    reason: str
    kind: str = ""
    when: datetime | None = None
    key: str = ""  # a document's key; "" for an event or a profile's field

    @property
    def message(self) -> str:
        return f"{self.record} cannot be read: {self.reason}"

    def describe(self, lang: str) -> str:
        """The record as the learner knows it, in `lang`: "one practice hand from 3 Nov"."""
        from tutor.store.words import describe

        return describe(self, lang)


@dataclass(frozen=True)
class Learner:
    """A learner profile: no account, found again by its unguessable `token`."""

    id: int
    token: str
    name: str | None
    created_at: datetime | None  # None only when the stored value is damaged (see `damaged`)
    last_seen_at: datetime | None
    # Fields of the profile's row that could not be read: the profile still works without
    # them, and the row keeps the stored values for repair.
    damaged: tuple[DamagedRecord, ...] = ()


@dataclass(frozen=True)
class Listing(Generic[T]):
    """The readable records of a query, plus a marker for each damaged one.

    Iterating, `len` and indexing see the readable records only, so a damaged row never
    stops the rest from loading; pages show `damaged` as a message.
    """

    items: tuple[T, ...]
    damaged: tuple[DamagedRecord, ...] = ()

    def __iter__(self) -> Iterator[T]:
        return iter(self.items)

    def __len__(self) -> int:
        return len(self.items)

    def __getitem__(self, index: int) -> T:
        return self.items[index]
