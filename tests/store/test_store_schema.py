"""The schema is versioned: upgrades run at open and keep every learner's progress."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
import sqlalchemy as sa

from tutor.store import CURRENT_VERSION, StoreError, migrations, open_store
from tutor.store.connect import make_engine
from tutor.store.location import parse_url
from tutor.store.migrations import STEPS, Step, migrate
from tutor.store.schema import metadata


def _versions(raw: sa.Engine) -> list[int]:
    with raw.connect() as conn:
        return list(
            conn.execute(sa.text("SELECT version FROM schema_version ORDER BY 1")).scalars()
        )


def test_a_new_database_gets_every_step_once(db_url: str, raw: sa.Engine) -> None:
    with open_store(db_url) as store:
        assert store.schema_version == CURRENT_VERSION
    with open_store(db_url) as store:
        assert store.schema_version == CURRENT_VERSION
    assert _versions(raw) == [step.version for step in STEPS] == list(range(1, CURRENT_VERSION + 1))


def test_the_steps_build_exactly_the_tables_the_code_uses(db_url: str, raw: sa.Engine) -> None:
    open_store(db_url).close()
    inspector = sa.inspect(raw)
    assert set(inspector.get_table_names()) == set(metadata.tables)
    for table in metadata.sorted_tables:
        built = {c["name"]: c["nullable"] for c in inspector.get_columns(table.name)}
        wanted = {c.name: c.nullable or False for c in table.columns}
        # SQLite reports an INTEGER PRIMARY KEY as nullable; the key says otherwise.
        for column in table.primary_key.columns:
            built[column.name] = wanted[column.name]
        assert built == wanted, table.name


def test_an_upgrade_from_version_1_keeps_the_progress(db_url: str, raw: sa.Engine) -> None:
    engine = make_engine(parse_url(db_url))
    assert migrate(engine, target=1) == 1
    engine.dispose()
    joined = datetime(2024, 3, 1, 12, 30, tzinfo=UTC)
    token = "v1-learner-token-0123456789abcdef"
    with raw.begin() as conn:  # rows as version 1 of the program wrote them
        conn.execute(
            sa.text("INSERT INTO learners (token, name, created_at) VALUES (:t, 'Anna', :c)"),
            {"t": token, "c": joined},
        )
        learner_id = conn.execute(sa.text("SELECT id FROM learners")).scalar_one()
        conn.execute(
            sa.text(
                "INSERT INTO documents (learner_id, kind, key, version, data, updated_at) "
                "VALUES (:id, 'curriculum.progress', 'lesson-1', 3, :d, :c)"
            ),
            {"id": learner_id, "d": '{"stars": 2}', "c": joined},
        )
        conn.execute(
            sa.text(
                "INSERT INTO events (learner_id, kind, data, created_at) "
                "VALUES (:id, 'puzzles.attempt', '{\"ok\": true}', :c)"
            ),
            {"id": learner_id, "c": joined},
        )
    assert _versions(raw) == [1]

    with open_store(db_url) as store:
        assert store.schema_version == CURRENT_VERSION > 1
        learner = store.learner(token)
        assert learner is not None
        assert (learner.id, learner.name, learner.created_at) == (learner_id, "Anna", joined)
        assert learner.last_seen_at == joined  # filled in by step 2
        doc = store.get_doc(learner, "curriculum.progress", "lesson-1")
        assert doc is not None and (doc.version, doc.data) == (3, {"stars": 2})
        assert [e.data for e in store.events(learner, "puzzles.attempt")] == [{"ok": True}]
        store.update_doc(learner, "curriculum.progress", "lesson-1", lambda d: {"stars": 3})
    assert _versions(raw) == list(range(1, CURRENT_VERSION + 1))


def test_a_database_from_a_newer_program_is_refused_untouched(db_url: str, raw: sa.Engine) -> None:
    open_store(db_url).close()
    with raw.begin() as conn:
        conn.execute(
            sa.text(
                "INSERT INTO schema_version (version, description, applied_at) "
                "VALUES (:v, 'from the future', :at)"
            ),
            {"v": CURRENT_VERSION + 1, "at": datetime.now(UTC)},
        )
    with pytest.raises(StoreError, match=f"schema version {CURRENT_VERSION + 1}, newer than"):
        open_store(db_url)
    assert _versions(raw)[-1] == CURRENT_VERSION + 1


def test_a_failing_step_leaves_the_database_as_it_was(
    db_url: str, raw: sa.Engine, monkeypatch: pytest.MonkeyPatch
) -> None:
    engine = make_engine(parse_url(db_url))
    migrate(engine, target=1)

    def broken(conn: sa.Connection) -> None:
        STEPS[1].apply(conn)
        raise RuntimeError("step 2 broke halfway")

    monkeypatch.setattr(migrations, "STEPS", (STEPS[0], Step(2, "broken", broken)))
    with pytest.raises(RuntimeError, match="halfway"):
        migrate(engine)
    engine.dispose()
    assert _versions(raw) == [1]
    columns = {c["name"] for c in sa.inspect(raw).get_columns("learners")}
    assert "last_seen_at" not in columns
