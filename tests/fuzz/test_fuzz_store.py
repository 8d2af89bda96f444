"""Damaged store rows (what a hand-edited file, a disk error or an old bug leaves): every read
of the learner, a document or events ends in records, a damaged record that names itself, or
a ``StoreError`` saying what it refused, never another exception; the rest still loads.

The store checks every row in one place (``tutor/store/rows.py``); this feeds it junk in
every column of every table, and the layers' own readers (``parse``) see data of every shape.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa

from tests.app.conftest import game, hand
from tests.fuzz.mutate import JUNK, mutate, trials
from tutor.practice.records import GameRecord, HandRecord
from tutor.puzzles import Progress, generate
from tutor.store import DamagedRecord, Store, StoreError, open_store

DOCS: dict[tuple[str, str], Callable[[Any], Any] | None] = {
    ("puzzles.progress", "progress"): Progress.from_json,
    ("ui.settings", "main"): None,
}
EVENTS: dict[str, Callable[[Any], Any]] = {
    "practice.game": GameRecord.from_json,
    "practice.hand": HandRecord.from_json,
}
# Values for the columns that are not JSON: times, versions, names, as text and as numbers.
COLUMN_JUNK: tuple[Any, ...] = (
    "",
    "x",
    "2026-13-45 99:99:99",
    "yesterday",
    "1e999",
    "NaN",
    -1,
    0,
    2**62,
    1.5,
    b"\xff\xfe\x00",
    "0001-01-01 00:00:00",
    "9999-12-31 23:59:59.999999+14:00",
)
COLUMNS = {
    "learners": ("name", "created_at", "last_seen_at"),
    "documents": ("data", "version", "updated_at"),
    "events": ("data", "created_at"),
}


@pytest.fixture
def filled(tmp_path: Path) -> Iterator[tuple[Store, sa.Engine, str]]:
    url = f"sqlite:///{tmp_path / 'fuzz.sqlite'}"
    store = open_store(url)
    learner = store.create_learner("Ada")
    solved = generate("deadwood", 1, 5)
    progress = Progress().record(solved, True, datetime(2026, 11, 3, tzinfo=UTC))
    store.put_doc(learner, "puzzles.progress", "progress", progress.to_json())
    store.put_doc(learner, "ui.settings", "main", {"lang": "nl", "four_colour": True})
    for n in range(3):
        store.append_event(learner, "practice.game", game(won=n % 2 == 0, margin=10 + n))
        store.append_event(learner, "practice.hand", hand(my_deadwood=n))
    raw = sa.create_engine(url)
    # Damage and repair need not survive a power cut: without syncing, many more rows are tried.
    sa.event.listen(raw, "connect", lambda conn, _: conn.execute("PRAGMA synchronous = OFF"))
    yield store, raw, learner.token
    raw.dispose()
    store.close()


def snapshot(raw: sa.Engine) -> dict[str, list[dict[str, Any]]]:
    with raw.connect() as conn:
        return {
            table: [dict(row._mapping) for row in conn.execute(sa.text(f"SELECT * FROM {table}"))]
            for table in COLUMNS
        }


def restore(raw: sa.Engine, rows: dict[str, list[dict[str, Any]]]) -> None:
    """Every row back as it was (in one transaction: the file is written once)."""
    with raw.begin() as conn:
        for table, kept in rows.items():
            conn.execute(sa.text(f"DELETE FROM {table}"))
            if kept:
                names = ", ".join(kept[0])
                values = ", ".join(f":{name}" for name in kept[0])
                conn.execute(sa.text(f"INSERT INTO {table} ({names}) VALUES ({values})"), kept)


def spoil(raw: sa.Engine, rng: random.Random) -> list[str]:
    """One to three damaged cells; what was written where."""
    done = []
    with raw.begin() as conn:
        for _ in range(rng.randint(1, 3)):
            table = rng.choice(list(COLUMNS))
            column = rng.choice(COLUMNS[table])
            rowid = rng.choice(list(conn.execute(sa.text(f"SELECT rowid FROM {table}")).scalars()))
            if column == "data":
                old = conn.execute(
                    sa.text(f"SELECT data FROM {table} WHERE rowid = :r"), {"r": rowid}
                ).scalar()
                roll = rng.random()
                if roll < 0.6:
                    value: Any = json.dumps(mutate(json.loads(old), rng)[0])
                elif roll < 0.8:
                    value = json.dumps(rng.choice(JUNK))
                else:
                    value = rng.choice(["", "{", "[" * 5000, '{"a": NaN}', "nul", b"\xc3("])
            else:
                value = rng.choice(COLUMN_JUNK)
            conn.execute(
                sa.text(f"UPDATE {table} SET {column} = :v WHERE rowid = :r"),
                {"v": value, "r": rowid},
            )
            done.append(f"{table}.{column} of row {rowid} = {value!r:.60}")
    return done


def named(damaged: tuple[DamagedRecord, ...] | list[DamagedRecord], about: str) -> None:
    for record in damaged:
        assert record.record and record.reason, about
        assert record.message.startswith(record.record), about


def read_everything(store: Store, token: str, about: str) -> None:
    learner = store.learner(token)
    assert learner is not None, f"the profile was lost after {about}"
    named(learner.damaged, about)
    for (kind, key), parse in DOCS.items():
        listing = store.docs(learner, kind, parse=parse)
        named(listing.damaged, about)
        try:
            store.get_doc(learner, kind, key, parse=parse)
            store.update_doc(learner, kind, key, lambda data: data, default={})
        except StoreError as error:
            assert str(error), about
    for kind, parse in EVENTS.items():
        history = store.events(learner, kind, parse=parse)
        named(history.damaged, about)
        assert len(history) + len(history.damaged) == 3, about  # nothing silently dropped
    store.append_event(learner, "puzzles.attempt", {"correct": True})


def test_damaged_rows_are_named_and_never_raise_anything_else(
    filled: tuple[Store, sa.Engine, str],
) -> None:
    store, raw, token = filled
    clean = snapshot(raw)
    for number, rng in enumerate(trials("store")):
        restore(raw, clean)
        changes = spoil(raw, rng)
        about = f"input {number}: {'; '.join(changes)}"
        try:
            read_everything(store, token, about)
        except StoreError as error:  # refused as a whole: it must say what
            assert str(error), about
        except Exception as error:  # pragma: no cover - the failure this test is for
            raise AssertionError(f"{type(error).__name__}: {error} after {about}") from error
