"""Versioned JSON documents and append-only events, on SQLite and PostgreSQL."""

from __future__ import annotations

import re
from typing import Any

import pytest

from tutor.store import ConflictError, Store, StoreError

GAME = {
    "rules": "classic",
    "seed": 7,
    "moves": ["draw stock", "discard 7h", "take 7h", "knock Kc"],
    "score": {"you": 25, "bot": 0},
    "done": False,
    "note": "dood hout ♠",
}


def test_a_document_round_trips_and_counts_its_versions(store: Store) -> None:
    learner = store.create_learner()
    assert store.get_doc(learner, "bot.game", "g1") is None
    first = store.put_doc(learner, "bot.game", "g1", GAME)
    assert (first.kind, first.key, first.version, first.data) == ("bot.game", "g1", 1, GAME)
    second = store.put_doc(learner, "bot.game", "g1", {**GAME, "done": True})
    assert second.version == 2
    read = store.get_doc(learner, "bot.game", "g1")
    assert read == second
    assert read is not None and read.data["done"] is True
    assert read.updated_at.tzinfo is not None and read.updated_at >= first.updated_at


def test_expected_version_guards_against_stale_writes(store: Store) -> None:
    learner = store.create_learner()
    store.put_doc(learner, "puzzles.schedule", "p1", {"due": 1}, expected_version=0)
    with pytest.raises(ConflictError, match=re.escape("'puzzles.schedule'/'p1'")):
        store.put_doc(learner, "puzzles.schedule", "p1", {"due": 2}, expected_version=0)
    store.put_doc(learner, "puzzles.schedule", "p1", {"due": 2}, expected_version=1)
    with pytest.raises(ConflictError, match="no longer at version 1"):
        store.put_doc(learner, "puzzles.schedule", "p1", {"due": 3}, expected_version=1)
    doc = store.get_doc(learner, "puzzles.schedule", "p1")
    assert doc is not None and (doc.version, doc.data) == (2, {"due": 2})


def test_update_starts_from_a_copy_of_the_default(store: Store) -> None:
    learner = store.create_learner()
    default: dict[str, Any] = {"stars": 0, "done": []}

    def finish(step: str) -> Any:
        def change(data: dict[str, Any]) -> dict[str, Any]:
            data["done"].append(step)
            data["stars"] += 1
            return data

        return change

    store.update_doc(learner, "curriculum.progress", "l1", finish("a"), default=default)
    doc = store.update_doc(learner, "curriculum.progress", "l1", finish("b"), default=default)
    assert (doc.version, doc.data) == (2, {"stars": 2, "done": ["a", "b"]})
    assert default == {"stars": 0, "done": []}


def test_update_retries_when_someone_else_wrote_in_between(store: Store) -> None:
    """The first run of the change sees version 1, but another writer gets in first: the write
    must be refused and the change run again on the other writer's result."""
    learner = store.create_learner()
    store.put_doc(learner, "stats.totals", "games", {"n": 10})
    runs: list[int] = []

    def add_one(data: dict[str, int]) -> dict[str, int]:
        runs.append(data["n"])
        if len(runs) == 1:
            store.put_doc(learner, "stats.totals", "games", {"n": data["n"] + 5})
        return {"n": data["n"] + 1}

    doc = store.update_doc(learner, "stats.totals", "games", add_one)
    assert runs == [10, 15]
    assert (doc.version, doc.data) == (3, {"n": 16})
    assert store.conflicts == 1


def test_a_failing_change_writes_nothing(store: Store) -> None:
    learner = store.create_learner()
    store.put_doc(learner, "ui.settings", "main", {"lang": "nl"})

    def broken(_data: Any) -> Any:
        raise KeyError("lang")

    with pytest.raises(KeyError):
        store.update_doc(learner, "ui.settings", "main", broken)
    with pytest.raises(StoreError, match="returned None"):
        store.update_doc(learner, "ui.settings", "main", lambda d: d.update(lang="en"))
    doc = store.get_doc(learner, "ui.settings", "main")
    assert doc is not None and (doc.version, doc.data) == (1, {"lang": "nl"})


def test_only_plain_json_is_accepted(store: Store) -> None:
    learner = store.create_learner()
    for bad in ({"card": object()}, {"x": float("nan")}, {1: {2}}):
        with pytest.raises(
            StoreError, match=r"'bot\.game'/'g' of learner \d+: the data is not plain JSON"
        ):
            store.put_doc(learner, "bot.game", "g", bad)
    with pytest.raises(StoreError, match="not plain JSON"):
        store.append_event(learner, "bot.move", {"when": object()})
    assert store.get_doc(learner, "bot.game", "g") is None
    # Tuples come back as lists, just as a later read would give them.
    assert store.put_doc(learner, "bot.game", "g", {"cards": ("As", "Kh")}).data == {
        "cards": ["As", "Kh"]
    }


@pytest.mark.parametrize(
    ("kind", "key", "bad"),
    [("", "k", "kind"), ("Bot.Game", "k", "kind"), ("bot game", "k", "kind"),
     ("x" * 65, "k", "kind"), ("bot.game", "", "key"), ("bot.game", "k" * 201, "key")],
)  # fmt: skip
def test_kinds_and_keys_are_checked_and_quoted(store: Store, kind: str, key: str, bad: str) -> None:
    learner = store.create_learner()
    quoted = repr(kind if bad == "kind" else key)
    with pytest.raises(StoreError, match=re.escape(f"{quoted} is not a document {bad}")):
        store.put_doc(learner, kind, key, {})


def test_documents_of_a_kind_list_in_key_order_and_can_be_deleted(store: Store) -> None:
    learner = store.create_learner()
    for key in ("2024-05-02", "2024-05-01", "2024-05-10"):
        store.put_doc(learner, "bot.game", key, {"key": key})
    store.put_doc(learner, "ui.settings", "main", {})
    listing = store.docs(learner, "bot.game")
    assert [d.key for d in listing] == ["2024-05-01", "2024-05-02", "2024-05-10"]
    assert [d.data["key"] for d in listing] == store.keys(learner, "bot.game")
    assert listing.damaged == ()
    assert store.delete_doc(learner, "bot.game", "2024-05-02") is True
    assert store.delete_doc(learner, "bot.game", "2024-05-02") is False
    assert store.keys(learner, "bot.game") == ["2024-05-01", "2024-05-10"]


def test_events_keep_their_order_and_page_by_id(store: Store) -> None:
    learner = store.create_learner()
    added = [store.append_event(learner, "puzzles.attempt", {"n": n}) for n in range(7)]
    store.append_event(learner, "bot.move", {"n": 99})
    assert [e.data["n"] for e in store.events(learner, "puzzles.attempt")] == list(range(7))
    assert [e.id for e in store.events(learner, "puzzles.attempt")] == [e.id for e in added]
    page = store.events(learner, "puzzles.attempt", after=added[2].id, limit=3)
    assert [e.data["n"] for e in page] == [3, 4, 5]
    assert [e.data for e in store.events(learner, "bot.move")] == [{"n": 99}]
    assert all(e.created_at.tzinfo is not None for e in added)
