"""Engines tuned per database: SQLite in WAL mode with a busy timeout, PostgreSQL pre-pinged.

Writes go through `writer(engine)`. On SQLite that starts the transaction with
`BEGIN IMMEDIATE`, so a writer waits (up to the busy timeout) for the other writers instead of
failing halfway when its read snapshot turns out to be stale.
"""

from __future__ import annotations

import sqlite3
import time
from pathlib import Path
from typing import Any

from sqlalchemy import Engine, create_engine, event
from sqlalchemy.engine import URL

# How long an SQLite connection waits for another process's write lock, in seconds.
SQLITE_BUSY_TIMEOUT_S = 30.0
_WRITE = "tutor_write"


def make_engine(url: URL) -> Engine:
    """An engine for `url`; for an SQLite file, its folder is created first."""
    if url.get_backend_name() == "sqlite":
        return _sqlite_engine(url)
    return create_engine(url, pool_pre_ping=True)


def writer(engine: Engine) -> Engine:
    """The same engine, marked so that SQLite starts its transactions as writers."""
    return engine.execution_options(**{_WRITE: True})


def _text(raw: bytes) -> str | bytes:
    """Decode SQLite text; leave bytes that are not UTF-8 as bytes, so that the one damaged
    value is reported by the store instead of the whole query failing."""
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return raw


def _write_ahead_log(cursor: Any) -> None:
    """Put the file in WAL mode. Switching a new file needs a lock that SQLite does not wait
    for when another process is opening it at the same moment ('database is locked' at once,
    busy timeout or not), so the switch is tried again until the busy timeout has passed."""
    deadline = time.monotonic() + SQLITE_BUSY_TIMEOUT_S
    while True:
        try:
            cursor.execute("PRAGMA journal_mode=WAL")
            return
        except sqlite3.OperationalError as exc:
            if "locked" not in str(exc) or time.monotonic() > deadline:
                raise
            time.sleep(0.05)


def _sqlite_engine(url: URL) -> Engine:
    memory = not url.database or url.database == ":memory:"
    if not memory:
        Path(str(url.database)).parent.mkdir(parents=True, exist_ok=True)
    engine = create_engine(
        url,
        # The pool hands a connection to one thread at a time; Streamlit serves each
        # session from its own thread.
        connect_args={"timeout": SQLITE_BUSY_TIMEOUT_S, "check_same_thread": False},
    )

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: Any) -> None:
        # Take over transaction control from the sqlite3 module, which would otherwise run
        # DDL outside transactions and never issue BEGIN IMMEDIATE.
        dbapi_connection.isolation_level = None
        dbapi_connection.text_factory = _text
        cursor = dbapi_connection.cursor()
        try:
            if not memory:
                _write_ahead_log(cursor)
            cursor.execute(f"PRAGMA busy_timeout={int(SQLITE_BUSY_TIMEOUT_S * 1000)}")
            cursor.execute("PRAGMA foreign_keys=ON")
        finally:
            cursor.close()

    @event.listens_for(engine, "begin")
    def _on_begin(conn: Any) -> None:
        immediate = conn.get_execution_options().get(_WRITE, False)
        conn.exec_driver_sql("BEGIN IMMEDIATE" if immediate else "BEGIN")

    return engine
