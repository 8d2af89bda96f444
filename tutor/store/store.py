"""The store: learner profiles and their plain-JSON documents and events.

Every query that reads or changes a learner's data is scoped by that learner's id, taken from
a `Learner` the store handed out; no method reaches across learners.
"""

from __future__ import annotations

import copy
import math
import random
import re
import secrets
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import replace
from datetime import UTC, datetime
from types import TracebackType
from typing import Any, TypeVar

from sqlalchemy import (
    Connection,
    CursorResult,
    DateTime,
    Text,
    and_,
    cast,
    delete,
    insert,
    literal,
    select,
    type_coerce,
    update,
)
from sqlalchemy.exc import IntegrityError, SQLAlchemyError

from tutor.store.connect import make_engine, writer
from tutor.store.errors import ConflictError, DamagedRecordError, StoreError
from tutor.store.location import database_url, parse_url, shown
from tutor.store.migrations import migrate
from tutor.store.records import JSON, DamagedRecord, Doc, Event, Learner, Listing
from tutor.store.rows import (
    decode,
    doc_name,
    doc_record,
    encode,
    event_record,
    learner_record,
    parsed,
    raw_columns,
    version_of,
)
from tutor.store.schema import (
    KEY_MAX,
    KIND_MAX,
    NAME_MAX,
    documents,
    events,
    learners,
    puzzle_ratings,
    set_aside,
)

T = TypeVar("T")
Parse = Callable[[JSON], Any] | None

# 24 random bytes: 32 URL-safe characters, far beyond guessing.
TOKEN_BYTES = 24
_TOKEN = re.compile(r"[A-Za-z0-9_-]{20,64}")
# Kinds are namespaced by the layer that owns them: "curriculum.progress", "bot.game", ...
_KIND = re.compile(r"[a-z][a-z0-9_.-]*")
# Read-modify-write attempts before `update_doc` gives up on a document that keeps changing.
UPDATE_ATTEMPTS = 50


def open_store(url: str | None = None) -> Store:
    """Open (creating and upgrading as needed) the database at `url`.

    `url` is the `--db` value; without it `TUTOR_DATABASE_URL`, else the default SQLite file.
    """
    return Store(url)


class Store:
    """Learners, documents and events in one SQL database; safe to share between threads."""

    def __init__(self, url: str | None = None) -> None:
        self.url = parse_url(database_url(url))
        self.conflicts = 0  # read-modify-write retries so far, for the curious and for tests
        problem = f"cannot open the database {shown(self.url)}"
        try:
            self._engine = make_engine(self.url)
        except (SQLAlchemyError, OSError) as exc:
            raise StoreError(f"{problem}: {_why(exc)}") from exc
        try:
            self.schema_version = migrate(self._engine)
        except BaseException as exc:
            self._engine.dispose()
            if isinstance(exc, SQLAlchemyError):
                raise StoreError(f"{problem}: {_why(exc)}") from exc
            raise
        self._writer = writer(self._engine)

    def __repr__(self) -> str:
        return f"Store({shown(self.url)!r})"

    def __enter__(self) -> Store:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    def close(self) -> None:
        """Release the database connections."""
        self._engine.dispose()

    @property
    def backend(self) -> str:
        """`sqlite` or `postgresql` (or another SQLAlchemy backend name)."""
        return self.url.get_backend_name()

    # -- learners -----------------------------------------------------------------------------

    def create_learner(self, name: str | None = None) -> Learner:
        """A new learner profile with a fresh unguessable token."""
        name = _clean_name(name)
        now = _now()
        with self._guard("creating a learner"):
            for _ in range(3):
                token = secrets.token_urlsafe(TOKEN_BYTES)
                try:
                    with self._writer.begin() as conn:
                        result = conn.execute(
                            insert(learners).values(
                                token=token, name=name, created_at=now, last_seen_at=now
                            )
                        )
                        learner_id = _new_id(result)
                except IntegrityError:  # the same token twice: draw again
                    continue
                return Learner(learner_id, token, name, now, now)
        raise StoreError("could not draw an unused learner token")

    def learner(self, token: str | None) -> Learner | None:
        """The learner with this token, or None (also for a malformed token from a URL)."""
        if not isinstance(token, str) or not _TOKEN.fullmatch(token):
            return None
        with self._reading("finding a learner") as conn:
            row = conn.execute(
                select(*raw_columns(learners)).where(learners.c.token == token)
            ).first()
        return None if row is None else learner_record(row)

    def visit(self, token: str | None = None, name: str | None = None) -> Learner:
        """The learner coming back with `token`, or a new one when it is missing or unknown.

        An unknown token is never adopted: the new learner gets a fresh token, which the page
        puts in the URL and cookie. `name` is used only for a new learner.
        """
        found = self.learner(token)
        if found is None:
            return self.create_learner(name)
        now = _now()
        with self._writing("recording a visit") as conn:
            conn.execute(update(learners).where(learners.c.id == found.id).values(last_seen_at=now))
        return replace(found, last_seen_at=now)

    def rename_learner(self, learner: Learner, name: str | None) -> Learner:
        """Set or clear the learner's display name."""
        name = _clean_name(name)
        with self._writing("renaming a learner") as conn:
            conn.execute(update(learners).where(learners.c.id == learner.id).values(name=name))
        unreadable = tuple(d for d in learner.damaged if d.kind != "learner.name")
        return replace(learner, name=name, damaged=unreadable)

    def delete_learner(self, learner: Learner) -> None:
        """Forget a learner and everything kept for them."""
        with self._writing(f"deleting learner {learner.id}") as conn:
            conn.execute(delete(documents).where(documents.c.learner_id == learner.id))
            conn.execute(delete(events).where(events.c.learner_id == learner.id))
            conn.execute(delete(set_aside).where(set_aside.c.learner_id == learner.id))
            conn.execute(delete(learners).where(learners.c.id == learner.id))

    # -- documents ----------------------------------------------------------------------------

    def get_doc(self, learner: Learner, kind: str, key: str, parse: Parse = None) -> Doc | None:
        """The document, or None if there is none.

        `parse` (a layer's `from_json`) turns the data into that layer's record; data it
        refuses counts as damaged. Raises `DamagedRecordError` naming the record if it
        cannot be read; the stored row is left as it is.
        """
        _check(kind, key)
        with self._reading(f"reading {_doc_name(learner, kind, key)}") as conn:
            row = conn.execute(
                select(*raw_columns(documents)).where(_doc_is(learner, kind, key))
            ).first()
        if row is None:
            return None
        doc = doc_record(learner.id, row, parse)
        if isinstance(doc, DamagedRecord):
            raise DamagedRecordError(doc.message, doc.record, doc)
        return doc  # type: ignore[no-any-return]

    def docs(self, learner: Learner, kind: str, parse: Parse = None) -> Listing[Doc]:
        """All the learner's documents of one kind, by key; damaged ones are listed apart."""
        _check(kind)
        with self._reading(f"reading learner {learner.id}'s {kind!r} documents") as conn:
            rows = conn.execute(
                select(*raw_columns(documents))
                .where(documents.c.learner_id == learner.id, documents.c.kind == kind)
                .order_by(documents.c.key)
            ).all()
        return _listing([doc_record(learner.id, row, parse) for row in rows])

    def keys(self, learner: Learner, kind: str) -> list[str]:
        """The keys of the learner's documents of one kind, sorted, without reading them."""
        _check(kind)
        with self._reading(f"listing learner {learner.id}'s {kind!r} documents") as conn:
            return list(
                conn.execute(
                    select(documents.c.key)
                    .where(documents.c.learner_id == learner.id, documents.c.kind == kind)
                    .order_by(documents.c.key)
                ).scalars()
            )

    def put_doc(
        self,
        learner: Learner,
        kind: str,
        key: str,
        data: JSON,
        expected_version: int | None = None,
    ) -> Doc:
        """Store `data` as the new version of the document.

        `expected_version` None writes whatever is there; 0 means the document must not exist
        yet; n means it must still be at version n, else `ConflictError`.
        """
        _check(kind, key)
        payload = encode(data, _doc_name(learner, kind, key))
        if expected_version is not None:
            if isinstance(expected_version, bool) or not isinstance(expected_version, int):
                raise StoreError(
                    f"expected_version must be a whole number, not {expected_version!r}"
                )
            if expected_version < 0:
                raise StoreError(f"expected_version must be 0 or more, not {expected_version}")
            return self._write(learner, kind, key, payload, expected_version)
        for attempt in range(UPDATE_ATTEMPTS):
            try:
                return self._write(learner, kind, key, payload, self._version(learner, kind, key))
            except ConflictError:
                self.wait_after_conflict(attempt)
        raise ConflictError(f"{_doc_name(learner, kind, key)} kept changing; not written")

    def update_doc(
        self,
        learner: Learner,
        kind: str,
        key: str,
        fn: Callable[[JSON], JSON],
        *,
        default: JSON = None,
        parse: Parse = None,
    ) -> Doc:
        """Read, change with `fn`, write back; retried until no one else wrote in between.

        `fn` gets the current data (a fresh copy of `default` when there is no document yet)
        and returns the new data; it may run more than once, so it must not act on the world.
        A damaged document, or data that `parse` (the layer's `from_json`) refuses, raises
        `DamagedRecordError` and is left as it is.
        """
        _check(kind, key)
        name = _doc_name(learner, kind, key)
        for attempt in range(UPDATE_ATTEMPTS):
            current = self.get_doc(learner, kind, key)
            if current is not None:
                _, problem = parsed(current.data, parse)
                if problem is not None:
                    at = f"{name} (version {current.version})"
                    damaged = DamagedRecord(at, problem, kind, current.updated_at, key)
                    raise DamagedRecordError(damaged.message, at, damaged)
            new = fn(copy.deepcopy(default) if current is None else current.data)
            if new is None:
                raise StoreError(f"the update of {name} returned None; return the new data")
            payload = encode(new, name)
            try:
                return self._write(
                    learner, kind, key, payload, 0 if current is None else current.version
                )
            except ConflictError:
                self.wait_after_conflict(attempt)
        raise ConflictError(f"{name} kept changing; gave up after {UPDATE_ATTEMPTS} attempts")

    def set_aside(self, learner: Learner, kind: str, key: str, reason: str) -> bool:
        """Move the document, exactly as stored, to the `set_aside` table (kept for repair)
        so that a new one can be written; True if there was one. Meant for a document that
        cannot be read (`reason` says why): the move copies its columns as text, unread."""
        _check(kind, key)
        name = _doc_name(learner, kind, key)
        copied = select(
            documents.c.learner_id,
            documents.c.kind,
            documents.c.key,
            cast(documents.c.version, Text),
            cast(documents.c.data, Text),
            cast(documents.c.updated_at, Text),
            literal(reason, Text),
            literal(_now(), DateTime(timezone=True)),
        ).where(_doc_is(learner, kind, key))
        columns = ["learner_id", "kind", "key", "version", "data", "updated_at", "reason"]
        with self._writing(f"setting {name} aside") as conn:
            # Locked (PostgreSQL): no writer slips in between the copy and the delete.
            there = select(documents.c.kind).where(_doc_is(learner, kind, key)).with_for_update()
            if conn.execute(there).first() is None:
                return False
            conn.execute(insert(set_aside).from_select([*columns, "set_aside_at"], copied))
            conn.execute(delete(documents).where(_doc_is(learner, kind, key)))
        return True

    def set_aside_docs(self, learner: Learner) -> list[dict[str, Any]]:
        """The learner's documents set aside for repair, oldest first, every column as text."""
        with self._reading(f"reading learner {learner.id}'s documents set aside") as conn:
            rows = conn.execute(
                select(*raw_columns(set_aside))
                .where(set_aside.c.learner_id == learner.id)
                .order_by(set_aside.c.id)
            ).all()
        return [dict(row._mapping) for row in rows]

    # -- shared by every learner ------------------------------------------------------------

    def puzzle_rating(self, link: str) -> dict[str, float] | None:
        """A puzzle's own rating (``rating``, ``rd``, ``volatility``, ``answers``), or None
        before any rated answer; a row that is not a finite rating reads as None."""
        with self._reading(f"reading the rating of puzzle {link!r}") as conn:
            row = conn.execute(select(puzzle_ratings).where(puzzle_ratings.c.link == link)).first()
        if row is None:
            return None
        found = {k: row._mapping[k] for k in ("rating", "rd", "volatility", "answers")}
        if not all(isinstance(v, int | float) and math.isfinite(v) for v in found.values()):
            return None  # damaged: the puzzle falls back on its estimated rating
        return {k: float(v) for k, v in found.items()}

    def rate_puzzle(
        self, link: str, change: Callable[[dict[str, float] | None], dict[str, float]]
    ) -> dict[str, float]:
        """Move a puzzle's own rating by ``change`` (the current rating or None; it returns
        ``rating``, ``rd`` and ``volatility``), compare-and-set on the count of answers, so two
        learners answering at once both count."""
        for attempt in range(UPDATE_ATTEMPTS):
            current = self.puzzle_rating(link)
            new = change(current)
            answers = 0 if current is None else int(current["answers"])
            rating = {k: float(new[k]) for k in ("rating", "rd", "volatility")}
            if not all(math.isfinite(v) for v in rating.values()):
                raise StoreError(f"the rating of puzzle {link!r} must be finite: {new!r}")
            values: dict[str, Any] = {**rating, "answers": answers + 1, "updated_at": _now()}
            try:
                with self._writing(f"rating puzzle {link!r}") as conn:
                    if current is None:
                        conn.execute(insert(puzzle_ratings).values(link=link, **values))
                    else:
                        done = conn.execute(
                            update(puzzle_ratings)
                            .where(puzzle_ratings.c.link == link)
                            .where(puzzle_ratings.c.answers == answers)
                            .values(**values)
                        )
                        if done.rowcount != 1:
                            raise ConflictError(f"puzzle {link!r} was rated meanwhile")
                return {**rating, "answers": float(answers + 1)}
            except (ConflictError, IntegrityError):
                self.wait_after_conflict(attempt)
        raise ConflictError(f"the rating of puzzle {link!r} kept changing; not written")

    def delete_doc(self, learner: Learner, kind: str, key: str) -> bool:
        """Remove the document; True if there was one."""
        _check(kind, key)
        with self._writing(f"deleting {_doc_name(learner, kind, key)}") as conn:
            result = conn.execute(delete(documents).where(_doc_is(learner, kind, key)))
        return bool(result.rowcount)

    # -- events -------------------------------------------------------------------------------

    def append_event(
        self, learner: Learner, kind: str, data: JSON, *, key: str | None = None
    ) -> Event:
        """Add one row to the learner's history of `kind`.

        With a `key`, the event is added once per (learner, kind, key): sent again (a second
        tab, a retry after a lost answer), the event already kept is returned instead.
        """
        _check(kind, key)
        payload = encode(data, f"a {kind!r} event of learner {learner.id}")
        now = _now()
        try:
            with self._writing(f"recording a {kind!r} event") as conn:
                result = conn.execute(
                    insert(events).values(
                        learner_id=learner.id, kind=kind, data=payload, created_at=now, key=key
                    )
                )
                event_id = _new_id(result)
        except IntegrityError as exc:
            kept = None if key is None else self._keyed_event(learner, kind, key)
            if kept is None:
                raise StoreError(f"learner {learner.id} does not exist (any more)") from exc
            return kept
        return Event(event_id, kind, decode(payload)[0], now, key)

    def _keyed_event(self, learner: Learner, kind: str, key: str) -> Event | None:
        with self._reading(f"reading learner {learner.id}'s {kind!r} event {key!r}") as conn:
            row = conn.execute(
                select(*raw_columns(events)).where(
                    events.c.learner_id == learner.id, events.c.kind == kind, events.c.key == key
                )
            ).first()
        if row is None:
            return None
        found = event_record(learner.id, row, None)
        if isinstance(found, DamagedRecord):
            raise DamagedRecordError(found.message, found.record, found)
        return found  # type: ignore[no-any-return]

    def events(
        self,
        learner: Learner,
        kind: str,
        *,
        after: int = 0,
        limit: int | None = None,
        parse: Parse = None,
    ) -> Listing[Event]:
        """The learner's events of `kind` in the order they were added, after event id `after`;
        `parse` as for `get_doc`, damaged ones listed apart."""
        _check(kind)
        query = (
            select(*raw_columns(events))
            .where(events.c.learner_id == learner.id, events.c.kind == kind, events.c.id > after)
            .order_by(events.c.id)
        )
        if limit is not None:
            query = query.limit(limit)
        with self._reading(f"reading learner {learner.id}'s {kind!r} events") as conn:
            rows = conn.execute(query).all()
        return _listing([event_record(learner.id, row, parse) for row in rows])

    # -- inside -------------------------------------------------------------------------------

    def _version(self, learner: Learner, kind: str, key: str) -> int:
        """The document's version, 0 if there is none; a damaged one is refused, never
        guessed (0 would mean "create" and conflict forever)."""
        name = _doc_name(learner, kind, key)
        with self._reading(f"reading {name}") as conn:
            row = conn.execute(
                select(type_coerce(documents.c.version, Text)).where(_doc_is(learner, kind, key))
            ).first()
        if row is None:
            return 0
        version, problem = version_of(row[0])
        if problem is not None:
            damaged = DamagedRecord(name, problem, kind, key=key)
            raise DamagedRecordError(damaged.message, name, damaged)
        return version

    def _write(self, learner: Learner, kind: str, key: str, payload: str, expected: int) -> Doc:
        """Compare-and-set: write version `expected + 1` only if the row is at `expected`."""
        name = _doc_name(learner, kind, key)
        now = _now()
        try:
            with self._writing(f"writing {name}") as conn:
                if expected == 0:
                    conn.execute(
                        insert(documents).values(
                            learner_id=learner.id,
                            kind=kind,
                            key=key,
                            version=1,
                            data=payload,
                            updated_at=now,
                        )
                    )
                else:
                    result = conn.execute(
                        update(documents)
                        .where(_doc_is(learner, kind, key), documents.c.version == expected)
                        .values(version=expected + 1, data=payload, updated_at=now)
                    )
                    if result.rowcount != 1:
                        raise ConflictError(f"{name} is no longer at version {expected}")
        except IntegrityError as exc:
            if self._learner_gone(learner):
                raise StoreError(f"learner {learner.id} does not exist (any more)") from exc
            raise ConflictError(f"{name} was created meanwhile") from exc
        return Doc(kind, key, expected + 1, decode(payload)[0], now)

    def _learner_gone(self, learner: Learner) -> bool:
        with self._reading(f"finding learner {learner.id}") as conn:
            found = conn.execute(select(learners.c.id).where(learners.c.id == learner.id))
            return found.first() is None

    def wait_after_conflict(self, attempt: int) -> None:
        """Pause before the next compare-and-set attempt (counted in `conflicts`)."""
        self.conflicts += 1
        # Jittered, growing pause so that two writers stop colliding.
        time.sleep(random.uniform(0, min(0.05, 0.001 * 2**attempt)))

    @contextmanager
    def _reading(self, action: str) -> Iterator[Connection]:
        with self._guard(action), self._engine.connect() as conn:
            yield conn

    @contextmanager
    def _writing(self, action: str) -> Iterator[Connection]:
        """One write transaction (on SQLite, BEGIN IMMEDIATE: it waits for other writers)."""
        with self._guard(action), self._writer.begin() as conn:
            yield conn

    @contextmanager
    def _guard(self, action: str) -> Iterator[None]:
        """Turn a database failure into a StoreError saying what was being done, and where."""
        try:
            yield
        except IntegrityError:
            raise
        except SQLAlchemyError as exc:
            raise StoreError(f"{action} failed on {shown(self.url)}: {_why(exc)}") from exc


def _new_id(result: CursorResult[Any]) -> int:
    key = result.inserted_primary_key
    if key is None or key[0] is None:
        raise StoreError("the database did not return the new row's id")
    return int(key[0])


def _why(exc: BaseException) -> str:
    orig = getattr(exc, "orig", None)
    return (str(orig or exc).strip().splitlines() or [type(exc).__name__])[0]


def _now() -> datetime:
    return datetime.now(UTC)


def _check(kind: str, key: str | None = None) -> None:
    if not isinstance(kind, str) or len(kind) > KIND_MAX or not _KIND.fullmatch(kind):
        raise StoreError(
            f"{kind!r} is not a document kind (lower-case letters, digits and . _ -, "
            f"starting with a letter, at most {KIND_MAX} characters)"
        )
    if key is not None and (not isinstance(key, str) or not 0 < len(key) <= KEY_MAX):
        raise StoreError(f"{key!r} is not a document key (a string of 1 to {KEY_MAX} characters)")


def _clean_name(name: str | None) -> str | None:
    if name is None:
        return None
    cleaned = " ".join(str(name).split())
    if len(cleaned) > NAME_MAX or not cleaned.isprintable():
        raise StoreError(f"{name!r} is not a usable name (at most {NAME_MAX} printable characters)")
    return cleaned or None


def _doc_name(learner: Learner, kind: str, key: str) -> str:
    return doc_name(learner.id, kind, key)


def _doc_is(learner: Learner, kind: str, key: str) -> Any:
    return and_(
        documents.c.learner_id == learner.id, documents.c.kind == kind, documents.c.key == key
    )


def _listing(records: list[Any]) -> Listing[Any]:
    good = tuple(r for r in records if not isinstance(r, DamagedRecord))
    bad = tuple(r for r in records if isinstance(r, DamagedRecord))
    return Listing(good, bad)
