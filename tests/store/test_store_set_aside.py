"""A damaged document is never written over, and never stops the learner saving again: the
next change moves it, exactly as it was, to the ``set_aside`` table (kept for repair) and
starts a new one. On SQLite and on PostgreSQL."""

from __future__ import annotations

import pytest
import sqlalchemy as sa

from tutor.store import DamagedRecordError, Store, afresh, extend_doc, merge_doc

JUNK = '{"inputs": [["play", "draw st'


def _spoil(raw: sa.Engine, sql: str, **params: object) -> None:
    with raw.begin() as conn:
        assert conn.execute(sa.text(sql), params).rowcount == 1


def _rows(raw: sa.Engine, table: str, learner_id: int) -> list[tuple[object, ...]]:
    with raw.connect() as conn:
        query = f"SELECT kind, key, data FROM {table} WHERE learner_id = :id ORDER BY kind, key"
        return [tuple(r) for r in conn.execute(sa.text(query), {"id": learner_id})]


def test_a_change_sets_the_damaged_document_aside_and_starts_a_new_one(
    store: Store, raw: sa.Engine
) -> None:
    me = store.create_learner()
    store.put_doc(me, "practice.game", "current", {"inputs": []})
    store.put_doc(me, "practice.game", "other", {"inputs": [1]})
    _spoil(
        raw,
        "UPDATE documents SET data = :junk WHERE kind = 'practice.game' AND key = "
        "'current' AND learner_id = :id",
        junk=JUNK,
        id=me.id,
    )

    def write() -> object:
        return extend_doc(
            store, me, "practice.game", "current", {"inputs": [["new"]]}, log="inputs", same=()
        )

    with pytest.raises(DamagedRecordError):
        write()  # on its own, the write refuses: the damaged row is not written over
    done = afresh(store, me, "practice.game", "current", write)
    assert done.set_aside is not None and done.set_aside.key == "current"
    assert "invalid JSON" in done.set_aside.message
    kept = store.get_doc(me, "practice.game", "current")
    assert kept is not None and kept.data == {"inputs": [["new"]]} and kept.version == 1

    (aside,) = store.set_aside_docs(me)
    assert (aside["kind"], aside["key"], aside["data"], aside["version"]) == (
        "practice.game",
        "current",
        JUNK,
        "1",
    )
    assert "invalid JSON" in aside["reason"]
    assert store.get_doc(me, "practice.game", "other") is not None  # the rest untouched


def test_a_readable_document_is_written_as_usual_and_nothing_is_set_aside(
    store: Store,
) -> None:
    me = store.create_learner()
    store.put_doc(me, "ui.settings", "settings", {"sound": True})
    done = afresh(
        store,
        me,
        "ui.settings",
        "settings",
        lambda: merge_doc(store, me, "ui.settings", "settings", {"lang": "nl"}),
    )
    assert done.set_aside is None and done.result.data == {"sound": True, "lang": "nl"}
    assert store.set_aside_docs(me) == []


@pytest.mark.parametrize(
    ("sql", "why"),
    [
        ("UPDATE documents SET data = '\"dark\"'", "is not an object of fields"),
        ("UPDATE documents SET version = 0", "version 0 is not 1 or more"),
    ],
)
def test_settings_of_another_shape_or_version_are_set_aside_too(
    store: Store, raw: sa.Engine, sql: str, why: str
) -> None:
    me = store.create_learner()
    store.put_doc(me, "ui.settings", "settings", {"sound": True})
    _spoil(raw, f"{sql} WHERE learner_id = :id", id=me.id)
    done = afresh(
        store,
        me,
        "ui.settings",
        "settings",
        lambda: merge_doc(store, me, "ui.settings", "settings", {"lang": "nl"}),
    )
    assert done.set_aside is not None and why in done.set_aside.message
    assert done.result.data == {"lang": "nl"}
    assert len(store.set_aside_docs(me)) == 1


def test_damage_of_another_record_is_not_this_writes_to_move(store: Store) -> None:
    me = store.create_learner()
    store.put_doc(me, "ui.settings", "settings", {})

    def broken() -> object:
        store.put_doc(me, "x.y", "z", [])
        raise DamagedRecordError("elsewhere", "document 'a'/'b'")

    with pytest.raises(DamagedRecordError, match="elsewhere"):
        afresh(store, me, "ui.settings", "settings", broken)
    assert store.set_aside_docs(me) == []


def test_set_aside_of_no_document_moves_nothing(store: Store) -> None:
    me = store.create_learner()
    assert store.set_aside(me, "ui.settings", "settings", "why") is False
    assert store.set_aside_docs(me) == []


def test_a_learner_removed_takes_the_set_aside_documents_along(
    store: Store, raw: sa.Engine
) -> None:
    me = store.create_learner()
    store.put_doc(me, "ui.settings", "settings", {})
    assert store.set_aside(me, "ui.settings", "settings", "damaged")
    assert _rows(raw, "documents", me.id) == []
    assert [r[:2] for r in _rows(raw, "set_aside", me.id)] == [("ui.settings", "settings")]
    store.delete_learner(me)
    assert _rows(raw, "set_aside", me.id) == []
