"""Every kind of damage a row can carry is named as one damaged record, the row is left as it
was, and nothing else is affected: no exception escapes, no profile is lost.

Bad times, versions that are not numbers and bytes that are not UTF-8 can only be written
into SQLite (PostgreSQL's column types refuse them); the rest is tried on both databases.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa

from tutor.store import DamagedRecordError, Learner, Store, StoreError, open_store
from tutor.store.rows import MAX_DEPTH


@pytest.fixture
def sqlite_store(tmp_path: Path) -> Iterator[tuple[Store, Path]]:
    path = tmp_path / "tutor.sqlite"
    with open_store(f"sqlite:///{path}") as store:
        yield store, path


def _sql(path: Path, statement: str, *params: Any) -> None:
    with sqlite3.connect(path) as plain:
        assert plain.execute(statement, params).rowcount == 1


def _row(path: Path, query: str) -> Any:
    with sqlite3.connect(path) as plain:
        plain.text_factory = bytes
        return plain.execute(query).fetchone()


def _set(raw: sa.Engine, statement: str, **params: Any) -> None:
    with raw.begin() as conn:
        assert conn.execute(sa.text(statement), params).rowcount == 1


# -- the profile: never left out, its damaged fields named -------------------------------


@pytest.mark.parametrize("column", ["created_at", "last_seen_at"])
def test_a_bad_time_in_the_profile_still_finds_the_learner(
    sqlite_store: tuple[Store, Path], column: str
) -> None:
    store, path = sqlite_store
    me = store.create_learner("Anna")
    _sql(path, f"UPDATE learners SET {column} = 'yesterday-ish' WHERE id = ?", me.id)

    found = store.learner(me.token)
    assert found is not None and (found.id, found.name) == (me.id, "Anna")
    assert getattr(found, column) is None
    (damaged,) = found.damaged
    assert damaged.kind == f"learner.{column}"
    assert damaged.record == f"learner {me.id}'s {column}"
    assert "'yesterday-ish' is not a time" in damaged.reason
    again = store.visit(me.token)
    assert again.id == me.id  # the same profile, not a new one
    if column == "created_at":  # kept for repair; last_seen_at is the store's own clock
        assert _row(path, "SELECT created_at FROM learners")[0] == b"yesterday-ish"


def test_a_name_that_is_not_utf8_is_named_and_the_profile_works(
    sqlite_store: tuple[Store, Path],
) -> None:
    store, path = sqlite_store
    me = store.create_learner("Anna")
    _sql(path, "UPDATE learners SET name = CAST(X'416EFF61' AS TEXT) WHERE id = ?", me.id)

    found = store.visit(me.token)
    assert (found.id, found.name) == (me.id, None)
    assert [d.kind for d in found.damaged] == ["learner.name"]
    assert "not UTF-8 text" in found.damaged[0].reason
    store.put_doc(found, "ui.settings", "settings", {"sound": False})  # everything else works
    assert _row(path, "SELECT name FROM learners")[0] == b"An\xffa"
    renamed = store.rename_learner(found, "Anna")  # a new name replaces it on purpose
    assert renamed.name == "Anna" and renamed.damaged == ()


# -- documents ------------------------------------------------------------------------------


def test_a_bad_update_time_damages_that_document_only(sqlite_store: tuple[Store, Path]) -> None:
    store, path = sqlite_store
    me = store.create_learner()
    for key in ("a", "b"):
        store.put_doc(me, "bot.game", key, {"key": key})
    _sql(path, "UPDATE documents SET updated_at = 'soon' WHERE key = 'a'")

    with pytest.raises(DamagedRecordError) as caught:
        store.get_doc(me, "bot.game", "a")
    assert caught.value.damaged.kind == "bot.game"
    assert "its time 'soon' is not a time" in str(caught.value)
    listing = store.docs(me, "bot.game")
    assert [d.key for d in listing] == ["b"]
    assert [d.record for d in listing.damaged] == [
        f"document 'bot.game'/'a' of learner {me.id} (version 1)"
    ]


@pytest.mark.parametrize("version", ["'x'", "1.5", "X'01'"])
def test_a_version_that_is_not_a_whole_number_is_damage_not_a_type_error(
    sqlite_store: tuple[Store, Path], version: str
) -> None:
    store, path = sqlite_store
    me = store.create_learner()
    store.put_doc(me, "ui.settings", "settings", {"sound": True})
    _sql(path, f"UPDATE documents SET version = {version}")

    for call in (
        lambda: store.get_doc(me, "ui.settings", "settings"),
        lambda: store.update_doc(me, "ui.settings", "settings", lambda d: d),
        lambda: store.put_doc(me, "ui.settings", "settings", {"sound": False}),
    ):
        with pytest.raises(DamagedRecordError, match="is not a whole number"):
            call()
    assert store.conflicts == 0
    assert store.docs(me, "ui.settings").damaged[0].kind == "ui.settings"


def test_version_zero_is_damage_at_once_not_fifty_retries(store: Store, raw: sa.Engine) -> None:
    me = store.create_learner()
    store.put_doc(me, "ui.settings", "settings", {"sound": True})
    _set(raw, "UPDATE documents SET version = 0 WHERE learner_id = :id", id=me.id)

    with pytest.raises(DamagedRecordError, match="version 0 is not 1 or more"):
        store.update_doc(me, "ui.settings", "settings", lambda d: {**d, "sound": False})
    with pytest.raises(DamagedRecordError, match="version 0 is not 1 or more"):
        store.put_doc(me, "ui.settings", "settings", {"sound": False})
    assert store.conflicts == 0
    with raw.connect() as conn:
        assert conn.execute(sa.text("SELECT version, data FROM documents")).one() == (
            0,
            '{"sound":true}',
        )


@pytest.mark.parametrize(
    "stored", ['{"rating": NaN}', '{"rating": Infinity}', "[-Infinity]", '{"big": 1e400}']
)
def test_a_stored_number_that_writes_refuse_is_refused_on_reading_too(
    store: Store, raw: sa.Engine, stored: str
) -> None:
    me = store.create_learner()
    store.put_doc(me, "puzzles.progress", "progress", {"rating": 1500})
    _set(raw, "UPDATE documents SET data = :d WHERE learner_id = :id", d=stored, id=me.id)
    with pytest.raises(DamagedRecordError, match="not plain JSON"):
        store.get_doc(me, "puzzles.progress", "progress")
    with pytest.raises(StoreError, match="not plain JSON"):
        store.put_doc(me, "puzzles.progress", "other", {"rating": float("nan")})


def test_deeply_nested_json_is_damage_not_a_recursion_error(store: Store, raw: sa.Engine) -> None:
    me = store.create_learner()
    good = store.append_event(me, "puzzles.attempt", {"n": 1})
    deep = store.append_event(me, "puzzles.attempt", {"n": 2})
    store.put_doc(me, "bot.game", "g", {"n": 0})
    _set(raw, "UPDATE events SET data = :d WHERE id = :id", d="[" * 100_000, id=deep.id)
    nested = "[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1)
    _set(raw, "UPDATE documents SET data = :d WHERE learner_id = :id", d=nested, id=me.id)

    history = store.events(me, "puzzles.attempt")
    assert [e.id for e in history] == [good.id]
    assert "nested more than" in history.damaged[0].reason
    assert history.damaged[0].when is not None  # its time was readable: "from 3 Nov"
    with pytest.raises(DamagedRecordError, match="nested more than"):
        store.get_doc(me, "bot.game", "g")
    with pytest.raises(StoreError, match="nested more than"):
        store.put_doc(me, "bot.game", "h", nested_data(MAX_DEPTH + 1))
    assert store.put_doc(me, "bot.game", "h", nested_data(MAX_DEPTH)).version == 1


def nested_data(depth: int) -> Any:
    data: Any = []
    for _ in range(depth - 1):
        data = [data]
    return data


# -- events ---------------------------------------------------------------------------------


def test_a_bad_event_time_leaves_that_event_out(sqlite_store: tuple[Store, Path]) -> None:
    store, path = sqlite_store
    me = store.create_learner()
    added = [store.append_event(me, "practice.hand", {"n": n}) for n in range(3)]
    _sql(path, "UPDATE events SET created_at = 42 WHERE id = ?", added[1].id)

    history = store.events(me, "practice.hand")
    assert [e.data["n"] for e in history] == [0, 2]
    (damaged,) = history.damaged
    assert damaged.kind == "practice.hand" and damaged.when is None
    assert damaged.record == f"event {added[1].id} ('practice.hand') of learner {me.id}"


# -- the shape a layer expects --------------------------------------------------------------


def _settings(data: Any) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise ValueError(f"{data!r} is not a settings object")
    return {"sound": bool(data["sound"])}


def test_valid_json_of_the_wrong_shape_is_damage_of_that_record(
    store: Store, raw: sa.Engine
) -> None:
    me = store.create_learner()
    store.put_doc(me, "ui.settings", "settings", {"sound": True})
    assert store.get_doc(me, "ui.settings", "settings", parse=_settings).data == {"sound": True}
    _set(raw, "UPDATE documents SET data = :d WHERE learner_id = :id", d='"loud"', id=me.id)
    with pytest.raises(DamagedRecordError) as caught:
        store.get_doc(me, "ui.settings", "settings", parse=_settings)
    assert "not the expected data ('loud' is not a settings object)" in str(caught.value)
    when = caught.value.damaged.when
    assert isinstance(when, datetime) and when.tzinfo is UTC

    for n in range(3):
        store.append_event(me, "ui.change", {"sound": n != 1} if n != 1 else {"volume": 3})
    listing = store.events(me, "ui.change", parse=_settings)
    assert [e.data for e in listing] == [{"sound": True}, {"sound": True}]
    assert "not the expected data ('sound')" in listing.damaged[0].reason


def test_a_learner_record_from_the_store_compares_equal_when_undamaged(store: Store) -> None:
    me = store.create_learner("Bo")
    found = store.learner(me.token)
    assert isinstance(found, Learner) and found == me and found.damaged == ()
