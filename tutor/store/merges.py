"""Writes that two tabs (or two servers) of one learner can make at once without losing one.

Every write here goes through the store's compare-and-set (`Store.update_doc`): the change
is applied to the newest version and written only if nobody wrote in between, else applied
again to what the other writer left. What "applied" means depends on the document:

- `merge_doc`: a document of independent fields (the settings); a change writes only the
  fields it changes, so one tab's language survives another tab's sound switch.
- `extend_doc`: a document holding one thing played step by step (an open lesson, a practice
  game), with a list of inputs that only grows. A tab writes its copy when it extends what is
  kept; a tab that is behind (the kept inputs go further than its own, or are of another game)
  writes nothing and gets the newest copy back to show, so the other tab's moves are not
  undone. `prefer_mine=True` makes a tab's differing copy win instead (an open lesson is only
  where to resume, and the latest click is where the learner is).

A document that cannot be read is never written over. When a learner's change has to go
into one, `afresh` moves it to the `set_aside` table as it was (kept for repair) and writes
the change into a new document, so a damaged record never stops the learner saving again.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Generic, NoReturn, TypeVar

from tutor.store.errors import ConflictError, DamagedRecordError
from tutor.store.records import JSON, DamagedRecord, Doc, Learner
from tutor.store.rows import doc_name
from tutor.store.store import UPDATE_ATTEMPTS, Store

T = TypeVar("T")


def merge_doc(
    store: Store, learner: Learner, kind: str, key: str, changes: Mapping[str, JSON]
) -> Doc:
    """Set the fields in `changes` on the newest version of a document of fields."""

    def merged(data: JSON) -> JSON:
        if not isinstance(data, dict):
            _refuse(learner, kind, key, data)
        return {**data, **changes}

    return store.update_doc(learner, kind, key, merged, default={})


def _refuse(learner: Learner, kind: str, key: str, data: JSON) -> NoReturn:
    """Data of another shape is damage: left for repair rather than overwritten."""
    name = doc_name(learner.id, kind, key)
    damaged = DamagedRecord(name, f"{data!r:.60} is not an object of fields", kind, key=key)
    raise DamagedRecordError(damaged.message, name, damaged)


@dataclass(frozen=True)
class Kept:
    """What `extend_doc` left in the database: `doc`, and whether it is this tab's copy
    (`mine`) or a newer one this tab should show instead."""

    doc: Doc
    mine: bool


def _extends(mine: Mapping[str, JSON], theirs: JSON, log: str, same: Sequence[str]) -> bool:
    """Whether `mine` is `theirs` with the same identity and the same inputs, or more."""
    if not isinstance(theirs, dict) or any(theirs.get(f) != mine.get(f) for f in same):
        return False
    kept, own = theirs.get(log), mine.get(log)
    return isinstance(kept, list) and isinstance(own, list) and own[: len(kept)] == kept


def extend_doc(
    store: Store,
    learner: Learner,
    kind: str,
    key: str,
    mine: Mapping[str, JSON],
    *,
    log: str,
    same: Sequence[str],
    seen: int | None = None,
    prefer_mine: bool = False,
) -> Kept:
    """Keep this tab's copy `mine` of a step-by-step document unless a newer copy that it
    does not contain is kept (see the module's docstring); `same` names the fields that
    identify the thing played (the lesson, the game) and `log` the list of inputs.

    `seen` is the version this tab last read or wrote: while the document is still at it,
    nobody else wrote, and `mine` is written whatever it holds.
    """
    for attempt in range(UPDATE_ATTEMPTS):
        current = store.get_doc(learner, kind, key)
        theirs = None if current is None else current.data
        if theirs is not None and not isinstance(theirs, dict):
            _refuse(learner, kind, key, theirs)
        if current is None or current.version == seen or _extends(mine, theirs, log, same):
            write = True  # nobody else wrote, or mine holds everything kept and perhaps more
        elif theirs is not None and _extends(theirs, mine, log, same):
            write = False  # the kept copy holds all of mine, and more
        else:  # another game or lesson, or inputs that went another way
            write = prefer_mine
        if current is not None and (not write or theirs == mine):
            return Kept(current, write)
        try:
            expected = 0 if current is None else current.version
            return Kept(store.put_doc(learner, kind, key, dict(mine), expected), True)
        except ConflictError:
            store.wait_after_conflict(attempt)
    raise ConflictError(f"{doc_name(learner.id, kind, key)} kept changing; not written")


@dataclass(frozen=True)
class Afresh(Generic[T]):
    """What `afresh` wrote (`result`), and the damaged document it set aside first, if any."""

    result: T
    set_aside: DamagedRecord | None = None


def afresh(
    store: Store, learner: Learner, kind: str, key: str, write: Callable[[], T]
) -> Afresh[T]:
    """Run `write`, a write of the document (`kind`, `key`); if the document there cannot be
    read, move it to `set_aside` as it is and run `write` once more onto no document."""
    try:
        return Afresh(write())
    except DamagedRecordError as error:
        damaged = error.damaged
        if not isinstance(damaged, DamagedRecord) or (damaged.kind, damaged.key) != (kind, key):
            raise  # another record's damage: not this write's to move
        store.set_aside(learner, kind, key, damaged.message)
        return Afresh(write(), damaged)


__all__ = ["Afresh", "Kept", "afresh", "extend_doc", "merge_doc"]
