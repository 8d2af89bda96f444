"""The tables as the current code reads and writes them (schema version `CURRENT_VERSION`).

Learners' data lives in two generic tables: `documents` (one current, versioned JSON document
per learner, kind and key) and `events` (append-only JSON rows where history matters). JSON is
kept as text, not as a native JSON column, so that one damaged row can be reported and
skipped on every database instead of failing the whole query. A damaged document that a
learner's next change would have to write over is moved to `set_aside`, exactly as it was
(every column as text), so a new one can start while the old one waits for repair.

Changing a table here needs a new step in `migrations.py`; a test compares the two.
"""

from __future__ import annotations

from sqlalchemy import (
    BigInteger,
    Column,
    DateTime,
    Float,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Table,
    Text,
)

KIND_MAX = 64
KEY_MAX = 200
NAME_MAX = 80
TOKEN_MAX = 64

metadata = MetaData()

# Never changes shape: the migration runner reads it before it knows the version.
schema_version = Table(
    "schema_version",
    metadata,
    Column("version", Integer, primary_key=True, autoincrement=False),
    Column("description", String(200), nullable=False),
    Column("applied_at", DateTime(timezone=True), nullable=False),
)

learners = Table(
    "learners",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("token", String(TOKEN_MAX), nullable=False, unique=True),
    Column("name", String(NAME_MAX)),
    Column("created_at", DateTime(timezone=True), nullable=False),
    Column("last_seen_at", DateTime(timezone=True)),
)

documents = Table(
    "documents",
    metadata,
    Column(
        "learner_id",
        Integer,
        ForeignKey("learners.id", ondelete="CASCADE"),
        primary_key=True,
    ),
    Column("kind", String(KIND_MAX), primary_key=True),
    Column("key", String(KEY_MAX), primary_key=True),
    Column("version", Integer, nullable=False),
    Column("data", Text, nullable=False),
    Column("updated_at", DateTime(timezone=True), nullable=False),
)

events = Table(
    "events",
    metadata,
    # SQLite only auto-numbers a column declared exactly INTEGER PRIMARY KEY.
    Column("id", BigInteger().with_variant(Integer, "sqlite"), primary_key=True),
    Column(
        "learner_id",
        Integer,
        ForeignKey("learners.id", ondelete="CASCADE"),
        nullable=False,
    ),
    Column("kind", String(KIND_MAX), nullable=False),
    Column("data", Text, nullable=False),
    Column("created_at", DateTime(timezone=True), nullable=False),
    # Set for events counted once however often they are sent (an idempotency key).
    Column("key", String(KEY_MAX)),
    Index("ix_events_learner_kind_id", "learner_id", "kind", "id"),
    Index("ux_events_learner_kind_key", "learner_id", "kind", "key", unique=True),
)

set_aside = Table(
    "set_aside",
    metadata,
    Column("id", BigInteger().with_variant(Integer, "sqlite"), primary_key=True),
    Column(
        "learner_id",
        Integer,
        ForeignKey("learners.id", ondelete="CASCADE"),
        nullable=False,
    ),
    Column("kind", String(KIND_MAX), nullable=False),
    Column("key", String(KEY_MAX), nullable=False),
    # As the document row held them: the version or the time may be what is damaged.
    Column("version", Text),
    Column("data", Text),
    Column("updated_at", Text),
    Column("reason", Text, nullable=False),
    Column("set_aside_at", DateTime(timezone=True), nullable=False),
    Index("ix_set_aside_learner_kind_key", "learner_id", "kind", "key"),
)

# Shared by every learner: a puzzle's rating as their answers move it (as on Lichess).
puzzle_ratings = Table(
    "puzzle_ratings",
    metadata,
    Column("link", String(KEY_MAX), primary_key=True),
    Column("rating", Float, nullable=False),
    Column("rd", Float, nullable=False),
    Column("volatility", Float, nullable=False),
    Column("answers", Integer, nullable=False),  # how many rated answers moved it
    Column("updated_at", DateTime(timezone=True), nullable=False),
)
