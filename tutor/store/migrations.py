"""Ordered schema steps, run when a store opens, so that an upgrade keeps existing progress.

Each step is frozen once released: it builds the tables as they were at its version, never
from `schema.py`. The whole upgrade runs in one transaction under a lock (PostgreSQL advisory
lock, SQLite `BEGIN IMMEDIATE`), so two app servers starting together migrate once, and a
failing step leaves the database as it was.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime

from sqlalchemy import (
    BigInteger,
    Column,
    Connection,
    DateTime,
    Engine,
    Float,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    func,
    insert,
    inspect,
    select,
    text,
)

from tutor.store.connect import writer
from tutor.store.errors import StoreError
from tutor.store.schema import schema_version


@dataclass(frozen=True)
class Step:
    version: int
    description: str
    apply: Callable[[Connection], None]


def _v1_tables(conn: Connection) -> None:
    md = MetaData()
    Table(
        "learners",
        md,
        Column("id", Integer, primary_key=True),
        Column("token", String(64), nullable=False, unique=True),
        Column("name", String(80)),
        Column("created_at", DateTime(timezone=True), nullable=False),
    )
    Table(
        "documents",
        md,
        Column(
            "learner_id", Integer, ForeignKey("learners.id", ondelete="CASCADE"), primary_key=True
        ),
        Column("kind", String(64), primary_key=True),
        Column("key", String(200), primary_key=True),
        Column("version", Integer, nullable=False),
        Column("data", Text, nullable=False),
        Column("updated_at", DateTime(timezone=True), nullable=False),
    )
    Table(
        "events",
        md,
        Column("id", BigInteger().with_variant(Integer, "sqlite"), primary_key=True),
        Column(
            "learner_id", Integer, ForeignKey("learners.id", ondelete="CASCADE"), nullable=False
        ),
        Column("kind", String(64), nullable=False),
        Column("data", Text, nullable=False),
        Column("created_at", DateTime(timezone=True), nullable=False),
        Index("ix_events_learner_kind_id", "learner_id", "kind", "id"),
    )
    md.create_all(conn)


def _v2_last_seen(conn: Connection) -> None:
    # When a learner last came back, for the home page and for pruning abandoned profiles;
    # existing learners were last seen when they were created, as far as anyone knows.
    column_type = DateTime(timezone=True).compile(dialect=conn.dialect)
    conn.execute(text(f"ALTER TABLE learners ADD COLUMN last_seen_at {column_type}"))
    conn.execute(text("UPDATE learners SET last_seen_at = created_at"))


def _v3_event_keys(conn: Connection) -> None:
    # An event that must be counted once however often it is sent (two tabs leaving the
    # same practice hand) carries a key; NULL keys (every older event) never collide.
    column_type = String(200).compile(dialect=conn.dialect)
    conn.execute(text(f"ALTER TABLE events ADD COLUMN key {column_type}"))
    conn.execute(
        text("CREATE UNIQUE INDEX ux_events_learner_kind_key ON events (learner_id, kind, key)")
    )


def _v4_set_aside(conn: Connection) -> None:
    # Damaged documents moved out of the way of a learner's next change, kept for repair.
    md = MetaData()
    Table("learners", md, Column("id", Integer, primary_key=True))
    Table(
        "set_aside",
        md,
        Column("id", BigInteger().with_variant(Integer, "sqlite"), primary_key=True),
        Column(
            "learner_id", Integer, ForeignKey("learners.id", ondelete="CASCADE"), nullable=False
        ),
        Column("kind", String(64), nullable=False),
        Column("key", String(200), nullable=False),
        Column("version", Text),
        Column("data", Text),
        Column("updated_at", Text),
        Column("reason", Text, nullable=False),
        Column("set_aside_at", DateTime(timezone=True), nullable=False),
        Index("ix_set_aside_learner_kind_key", "learner_id", "kind", "key"),
    )
    md.tables["set_aside"].create(conn)


def _v5_puzzle_ratings(conn: Connection) -> None:
    # A puzzle's own rating, moved by every learner's rated answers.
    md = MetaData()
    Table(
        "puzzle_ratings",
        md,
        Column("link", String(200), primary_key=True),
        Column("rating", Float, nullable=False),
        Column("rd", Float, nullable=False),
        Column("volatility", Float, nullable=False),
        Column("answers", Integer, nullable=False),
        Column("updated_at", DateTime(timezone=True), nullable=False),
    )
    md.create_all(conn)


STEPS: tuple[Step, ...] = (
    Step(1, "learners, documents and events", _v1_tables),
    Step(2, "learners.last_seen_at", _v2_last_seen),
    Step(3, "events.key, unique per learner and kind", _v3_event_keys),
    Step(4, "set_aside: damaged documents kept for repair", _v4_set_aside),
    Step(
        5, "puzzle_ratings: each puzzle's rating from every learner's answers", _v5_puzzle_ratings
    ),
)
CURRENT_VERSION = STEPS[-1].version


_LOCK_KEY = "'gin-tutor schema ' || current_schema()"


def current_version(conn: Connection) -> int:
    """The version a database is at: 0 for an empty one."""
    if not inspect(conn).has_table(schema_version.name):
        return 0
    return int(conn.execute(select(func.max(schema_version.c.version))).scalar() or 0)


def migrate(engine: Engine, target: int = CURRENT_VERSION) -> int:
    """Run the steps after the database's version up to `target`; return the version reached.

    A database newer than this code is refused rather than guessed at.
    """
    with writer(engine).begin() as conn:
        if conn.dialect.name == "postgresql":
            # Per schema, so several schemas in one database (clubs, tests) do not wait.
            conn.execute(text(f"SELECT pg_advisory_xact_lock(hashtext({_LOCK_KEY}))"))
        schema_version.create(conn, checkfirst=True)
        version = current_version(conn)
        if version > CURRENT_VERSION:
            raise StoreError(
                f"the database is at schema version {version}, newer than this Gin Tutor "
                f"({CURRENT_VERSION}); upgrade Gin Tutor to open it"
            )
        for step in STEPS:
            if version < step.version <= target:
                step.apply(conn)
                conn.execute(
                    insert(schema_version).values(
                        version=step.version,
                        description=step.description,
                        applied_at=datetime.now(UTC),
                    )
                )
                version = step.version
        return version
