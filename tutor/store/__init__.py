"""Progress, games and ratings of every learner, in one SQL database (SQLAlchemy).

An SQLite file by default (`default_database_path()`), any database by URL (`--db` or
`TUTOR_DATABASE_URL`; PostgreSQL through psycopg 3). The store keeps plain-JSON documents per
(learner, kind, key) with a version for optimistic concurrency, and append-only events where
history matters; it never looks inside the data. Each layer names its own kinds, prefixed with
its area, e.g. `curriculum.progress`, `puzzles.attempt`, `bot.game`, `ui.settings`.

    store = open_store(url)                    # creates and upgrades the schema
    learner = store.visit(token_from_cookie)   # found again, or a new profile
    store.update_doc(learner, "curriculum.progress", "lesson-3", add_star, default={})
    store.append_event(learner, "puzzles.attempt", {"puzzle": "p17", "ok": True})
    store.append_event(learner, "practice.hand", hand, key="game-8f3/12")   # counted once

Two tabs of one learner write through compare-and-set: `merge_doc` for a document of fields,
`extend_doc` for one played step by step (`merges.py`). Rows are checked as they are read
(`rows.py`): a damaged one becomes a `DamagedRecord` naming it, left as it is.
"""

from tutor.store.errors import ConflictError, DamagedRecordError, StoreError
from tutor.store.location import ENV_VAR, database_url, default_database_path
from tutor.store.merges import Afresh, Kept, afresh, extend_doc, merge_doc
from tutor.store.migrations import CURRENT_VERSION
from tutor.store.records import JSON, DamagedRecord, Doc, Event, Learner, Listing
from tutor.store.store import Store, open_store

__all__ = [
    "CURRENT_VERSION",
    "ENV_VAR",
    "JSON",
    "Afresh",
    "ConflictError",
    "DamagedRecord",
    "DamagedRecordError",
    "Doc",
    "Event",
    "Kept",
    "Learner",
    "Listing",
    "Store",
    "StoreError",
    "afresh",
    "database_url",
    "default_database_path",
    "extend_doc",
    "merge_doc",
    "open_store",
]
