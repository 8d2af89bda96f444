"""Rows into records: the one place where what the database hands back is checked.

A row can be damaged underneath the store (a hand-edited file, a disk error, an old bug):
text that is not JSON or not UTF-8, JSON nested past `MAX_DEPTH` or holding NaN, a time or
a version that is not one. Each check here turns such a row into a `DamagedRecord` naming it,
so that one bad row is left out and reported while the rest loads; the row itself is never
changed. Columns are read raw (`raw_columns`), because SQLAlchemy's own conversion of a bad
time would fail the whole query instead of the one row.

Writing uses the same limits (`encode`), so everything the store writes it can read back.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any, TypeVar

from sqlalchemy import ColumnElement, Table, Text, type_coerce

from tutor.engine.errors import TutorError
from tutor.store.errors import StoreError
from tutor.store.records import JSON, DamagedRecord, Doc, Event, Learner

# Deepest nesting of lists and objects a document or event may have. Real data stays far
# below it; Python's own recursion limit (about 1000) is where json and copy would fail.
MAX_DEPTH = 64

T = TypeVar("T")
# What a layer's reader raises for data of the wrong shape: its own errors, and the plain
# errors of code that assumed the shape (a string where a dict was meant).
SHAPE_ERRORS = (TutorError, ValueError, TypeError, KeyError, AttributeError, IndexError)


def raw_columns(table: Table) -> list[ColumnElement[Any]]:
    """The table's columns, selected without SQLAlchemy's conversions of their values."""
    return [type_coerce(column, Text).label(column.name) for column in table.columns]


# -- JSON ---------------------------------------------------------------------------------


class _NotPlain(ValueError):
    pass


def _refuse_constant(name: str) -> float:
    raise _NotPlain(f"{name} is not a JSON number")


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise _NotPlain(f"{text} is too large for a number")
    return value


def depth_problem(data: JSON) -> str | None:
    """Why `data` is nested too deeply, or None (checked without recursion)."""
    stack: list[tuple[JSON, int]] = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, dict | list):
            if depth > MAX_DEPTH:
                return f"nested more than {MAX_DEPTH} levels deep"
            children = value.values() if isinstance(value, dict) else value
            stack.extend((child, depth + 1) for child in children)
    return None


def decode(text: Any) -> tuple[JSON, str | None]:
    """Stored JSON text as data, or None and why it cannot be read."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as exc:
            return None, f"not UTF-8 text ({exc})"
    if not isinstance(text, str):
        return None, f"not JSON text but {type(text).__name__} {text!r:.60}"
    try:
        data = json.loads(text, parse_constant=_refuse_constant, parse_float=_finite)
    except _NotPlain as exc:
        return None, f"not plain JSON ({exc})"
    except RecursionError:
        return None, f"invalid JSON (nested more than {MAX_DEPTH} levels deep)"
    except ValueError as exc:
        return None, f"invalid JSON ({exc})"
    problem = depth_problem(data)
    return (None, f"invalid JSON ({problem})") if problem else (data, None)


def encode(data: JSON, name: str) -> str:
    """`data` as compact JSON text, refused with a StoreError quoting `name` unless it is
    plain JSON that `decode` reads back: no NaN or infinity, no deeper than `MAX_DEPTH`."""
    problem = depth_problem(data)
    if problem is not None:
        raise StoreError(f"{name}: the data is not plain JSON ({problem})")
    try:
        return json.dumps(data, ensure_ascii=False, allow_nan=False, separators=(",", ":"))
    except (TypeError, ValueError) as exc:
        raise StoreError(f"{name}: the data is not plain JSON ({exc})") from exc


# -- times, versions and text ---------------------------------------------------------------


def moment(value: Any) -> tuple[datetime | None, str | None]:
    """A stored time in UTC, or None and why it is not one.

    SQLite keeps times as text (written in UTC, without a zone); PostgreSQL hands back an
    aware datetime.
    """
    if isinstance(value, str):
        try:
            value = datetime.fromisoformat(value)
        except ValueError:
            return None, f"{value!r:.60} is not a time"
    if not isinstance(value, datetime):
        return None, f"{value!r:.60} is not a time"
    return (value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)), None


def version_of(value: Any) -> tuple[int, str | None]:
    """A stored document version (1 or more), or 0 and why it is not one."""
    if isinstance(value, bool) or not isinstance(value, int):
        return 0, f"version {value!r:.60} is not a whole number"
    if value < 1:
        return 0, f"version {value} is not 1 or more"
    return value, None


def text_of(value: Any) -> tuple[str | None, str | None]:
    """Stored text (or None), or None and why it is not text."""
    if value is None or isinstance(value, str):
        return value, None
    if isinstance(value, bytes):
        try:
            return value.decode("utf-8"), None
        except UnicodeDecodeError as exc:
            return None, f"not UTF-8 text ({exc})"
    return None, f"{value!r:.60} is not text"


# -- records --------------------------------------------------------------------------------


def doc_name(learner_id: int, kind: str, key: str) -> str:
    return f"document {kind!r}/{key!r} of learner {learner_id}"


def learner_record(row: Any) -> Learner:
    """The profile of a row; a damaged field becomes None and is listed in `damaged`,
    since a profile is never left out: that would lock its learner out."""
    damaged: list[DamagedRecord] = []

    def field(column: str, read: Callable[[Any], tuple[Any, str | None]]) -> Any:
        value, problem = read(getattr(row, column))
        if problem is not None:
            damaged.append(
                DamagedRecord(f"learner {row.id}'s {column}", problem, f"learner.{column}")
            )
            return None
        return value

    created = field("created_at", moment)
    seen = None if row.last_seen_at is None else field("last_seen_at", moment)
    name = field("name", text_of)
    return Learner(int(row.id), str(row.token), name, created, seen, tuple(damaged))


def doc_record(learner_id: int, row: Any, parse: Callable[[JSON], Any] | None) -> Any:
    """A `Doc` (its data through `parse` when given), or a `DamagedRecord` naming it."""
    name = doc_name(learner_id, row.kind, row.key)
    when, time_problem = moment(row.updated_at)
    version, problem = version_of(row.version)
    if problem is None:
        name = f"{name} (version {version})"
        data, problem = decode(row.data)
    if problem is None and time_problem is not None:
        problem = f"its time {time_problem}"
    if problem is None:
        data, problem = parsed(data, parse)
    if problem is not None:
        return DamagedRecord(name, problem, str(row.kind), when, str(row.key))
    assert when is not None  # no problem means the time was read
    return Doc(row.kind, row.key, version, data, when)


def event_record(learner_id: int, row: Any, parse: Callable[[JSON], Any] | None) -> Any:
    """An `Event` (its data through `parse` when given), or a `DamagedRecord` naming it."""
    when, problem = moment(row.created_at)
    if problem is not None:
        problem = f"its time {problem}"
    else:
        data, problem = decode(row.data)
    if problem is None:
        data, problem = parsed(data, parse)
    if problem is not None:
        name = f"event {row.id} ({row.kind!r}) of learner {learner_id}"
        return DamagedRecord(name, problem, str(row.kind), when)
    assert when is not None
    key, _ = text_of(row.key)
    return Event(int(row.id), row.kind, data, when, key)


def parsed(data: JSON, parse: Callable[[JSON], T] | None) -> tuple[Any, str | None]:
    """`data` through `parse` (a layer's `from_json`), or None and why it was refused."""
    if parse is None:
        return data, None
    try:
        return parse(data), None
    except SHAPE_ERRORS as exc:
        return None, f"not the expected data ({exc})"
    except RecursionError:
        return None, "not the expected data (nested too deeply)"
