"""Nothing is lost: a damaged row is named, and everything else still loads."""

from __future__ import annotations

import re
import sqlite3
from pathlib import Path

import pytest
import sqlalchemy as sa

from tutor.store import DamagedRecordError, Store, open_store


def _spoil(raw: sa.Engine, table: str, where: str, params: dict[str, object]) -> None:
    with raw.begin() as conn:
        done = conn.execute(sa.text(f"UPDATE {table} SET data = :junk WHERE {where}"), params)
        assert done.rowcount == 1


def test_a_damaged_document_is_named_and_the_others_still_load(
    store: Store, raw: sa.Engine
) -> None:
    learner = store.create_learner()
    for n in range(3):
        store.put_doc(learner, "bot.game", f"g{n}", {"n": n})
    _spoil(
        raw,
        "documents",
        "learner_id = :id AND kind = 'bot.game' AND key = 'g1'",
        {"id": learner.id, "junk": '{"n": 1, "moves": ["draw st'},
    )

    with pytest.raises(DamagedRecordError) as caught:
        store.get_doc(learner, "bot.game", "g1")
    record = f"document 'bot.game'/'g1' of learner {learner.id} (version 1)"
    assert caught.value.record == record
    assert str(caught.value).startswith(f"{record} cannot be read: invalid JSON")

    listing = store.docs(learner, "bot.game")
    assert [d.data for d in listing] == [{"n": 0}, {"n": 2}]
    assert [d.record for d in listing.damaged] == [record]
    assert "invalid JSON" in listing.damaged[0].message
    assert store.keys(learner, "bot.game") == ["g0", "g1", "g2"]


def test_an_update_leaves_a_damaged_document_alone_until_it_is_replaced_on_purpose(
    store: Store, raw: sa.Engine
) -> None:
    learner = store.create_learner()
    store.put_doc(learner, "ui.settings", "main", {"lang": "nl"})
    _spoil(raw, "documents", "learner_id = :id", {"id": learner.id, "junk": "\ufffd{garbage"})

    with pytest.raises(DamagedRecordError, match=re.escape("'ui.settings'/'main'")):
        store.update_doc(learner, "ui.settings", "main", lambda d: {**d, "sound": True})
    with raw.connect() as conn:
        assert conn.execute(sa.text("SELECT data FROM documents")).scalar() == "\ufffd{garbage"

    repaired = store.put_doc(learner, "ui.settings", "main", {"lang": "en"}, expected_version=1)
    assert repaired.version == 2
    assert store.get_doc(learner, "ui.settings", "main") == repaired


def test_a_damaged_event_is_named_and_the_history_around_it_still_loads(
    store: Store, raw: sa.Engine
) -> None:
    learner = store.create_learner()
    added = [store.append_event(learner, "puzzles.attempt", {"n": n}) for n in range(4)]
    _spoil(raw, "events", "id = :id", {"id": added[2].id, "junk": "not json at all"})

    history = store.events(learner, "puzzles.attempt")
    assert [e.data["n"] for e in history] == [0, 1, 3]
    assert [d.record for d in history.damaged] == [
        f"event {added[2].id} ('puzzles.attempt') of learner {learner.id}"
    ]


def test_bytes_that_are_not_utf8_spoil_one_sqlite_row_only(tmp_path: Path) -> None:
    path = tmp_path / "tutor.sqlite"
    with open_store(f"sqlite:///{path}") as store:
        learner = store.create_learner()
        for key in ("a", "b", "c"):
            store.put_doc(learner, "bot.game", key, {"key": key})
        with sqlite3.connect(path) as plain:
            plain.execute("UPDATE documents SET data = CAST(X'7B22FF' AS TEXT) WHERE key = 'b'")
        listing = store.docs(learner, "bot.game")
        assert [d.key for d in listing] == ["a", "c"]
        assert [d.record for d in listing.damaged] == [
            f"document 'bot.game'/'b' of learner {learner.id} (version 1)"
        ]
        assert "not UTF-8 text ('utf-8' codec can't decode" in listing.damaged[0].reason
