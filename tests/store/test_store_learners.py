"""Learner profiles without accounts, and learners never reaching each other's data."""

from __future__ import annotations

import re

import pytest
import sqlalchemy as sa

from tutor.store import Learner, Store, StoreError


def test_first_visit_creates_a_profile_and_the_token_finds_it_again(store: Store) -> None:
    first = store.visit(None)
    again = store.visit(first.token)
    assert again.id == first.id
    assert again.token == first.token
    assert again.last_seen_at is not None and first.last_seen_at is not None
    assert again.last_seen_at >= first.last_seen_at
    assert store.learner(first.token) == again


def test_tokens_are_unguessable(store: Store) -> None:
    tokens = {store.create_learner().token for _ in range(50)}
    assert len(tokens) == 50
    for token in tokens:
        assert re.fullmatch(r"[A-Za-z0-9_-]{32}", token), token


def test_an_unknown_or_malformed_token_gives_a_new_profile_with_a_fresh_token(
    store: Store,
) -> None:
    known = store.create_learner()
    made_up = "A" * 32
    newcomer = store.visit(made_up)
    assert newcomer.token not in (made_up, known.token)
    assert store.learner(made_up) is None
    for junk in ("", "short", "x" * 500, "' OR 1=1 --", None):
        assert store.learner(junk) is None
        assert store.visit(junk).id not in (known.id, newcomer.id)


def test_the_name_is_optional_and_can_change(store: Store) -> None:
    learner = store.visit(None, name="  Anna   de Vries ")
    assert learner.name == "Anna de Vries"
    renamed = store.rename_learner(learner, "Anna")
    assert store.learner(learner.token) == renamed
    assert renamed.name == "Anna"
    assert store.rename_learner(learner, "   ").name is None
    assert store.create_learner().name is None
    with pytest.raises(StoreError, match="is not a usable name"):
        store.rename_learner(learner, "x" * 81)


def _fill(store: Store, learner: Learner, tag: str) -> None:
    store.put_doc(learner, "curriculum.progress", "lesson-1", {"stars": tag})
    store.put_doc(learner, "bot.game", f"game-{tag}", {"moves": [tag]})
    store.append_event(learner, "puzzles.attempt", {"by": tag})


def test_learners_never_see_or_change_each_others_data(store: Store) -> None:
    anna, bram = store.create_learner("Anna"), store.create_learner("Bram")
    _fill(store, anna, "anna")
    _fill(store, bram, "bram")

    def bump(data: dict[str, str]) -> dict[str, str]:
        return {"stars": data["stars"] + "!"}

    store.update_doc(bram, "curriculum.progress", "lesson-1", bump)
    store.delete_doc(bram, "bot.game", "game-anna")  # not Bram's: nothing happens

    doc = store.get_doc(anna, "curriculum.progress", "lesson-1")
    assert doc is not None and doc.data == {"stars": "anna"} and doc.version == 1
    assert store.keys(anna, "bot.game") == ["game-anna"]
    assert store.keys(bram, "bot.game") == ["game-bram"]
    assert store.get_doc(bram, "bot.game", "game-anna") is None
    assert [d.data for d in store.docs(bram, "curriculum.progress")] == [{"stars": "bram!"}]
    assert [e.data for e in store.events(anna, "puzzles.attempt")] == [{"by": "anna"}]
    assert [e.data for e in store.events(bram, "puzzles.attempt")] == [{"by": "bram"}]

    store.delete_learner(bram)
    assert store.learner(bram.token) is None
    assert store.keys(anna, "bot.game") == ["game-anna"]
    assert len(store.events(anna, "puzzles.attempt")) == 1
    assert store.keys(bram, "bot.game") == []


def test_every_statement_on_learner_data_is_scoped_by_learner(store: Store) -> None:
    """Watch the SQL itself: each read, change or removal of a document or an event names
    the learner, so no code path can reach across learners."""
    seen: list[str] = []

    def record(_conn: object, _cursor: object, statement: str, *_: object) -> None:
        seen.append(" ".join(statement.split()))

    sa.event.listen(store._engine, "before_cursor_execute", record)
    anna, bram = store.create_learner(), store.create_learner()
    for learner in (anna, bram):
        _fill(store, learner, str(learner.id))
        store.update_doc(learner, "ui.settings", "main", lambda d: {**d, "x": 1}, default={})
        store.put_doc(learner, "ui.settings", "main", {"x": 2}, expected_version=1)
        store.get_doc(learner, "ui.settings", "main")
        store.docs(learner, "bot.game")
        store.keys(learner, "bot.game")
        store.events(learner, "puzzles.attempt", after=0, limit=5)
        store.delete_doc(learner, "ui.settings", "main")
    store.delete_learner(bram)
    sa.event.remove(store._engine, "before_cursor_execute", record)

    touching = [
        s
        for s in seen
        if re.search(r"\b(FROM|UPDATE|INTO) (documents|events)\b", s) and not s.startswith("INSERT")
    ]
    assert len(touching) >= 20
    for statement in touching:
        assert re.search(r"WHERE .*\b(documents|events)\.learner_id = ", statement), statement
