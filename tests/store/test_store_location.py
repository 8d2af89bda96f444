"""Where the database is: `--db`, then `TUTOR_DATABASE_URL`, then the default SQLite file."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from tutor.store import ENV_VAR, StoreError, database_url, default_database_path, open_store
from tutor.store.location import parse_url, shown


def test_explicit_url_wins_over_the_environment() -> None:
    env = {ENV_VAR: "sqlite:///from-env.sqlite"}
    assert database_url("sqlite:///from-flag.sqlite", env) == "sqlite:///from-flag.sqlite"
    assert database_url(None, env) == "sqlite:///from-env.sqlite"
    assert database_url("", env) == "sqlite:///from-env.sqlite"


def test_default_is_a_file_under_the_users_data_folder(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HOME", "/home/learner")
    assert default_database_path({}) == Path("/home/learner/.local/share/gin-tutor/tutor.sqlite")
    assert default_database_path({"XDG_DATA_HOME": "/data"}) == Path("/data/gin-tutor/tutor.sqlite")
    assert database_url(None, {}) == "sqlite:////home/learner/.local/share/gin-tutor/tutor.sqlite"


def test_first_start_creates_the_folder_and_the_file(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.delenv(ENV_VAR, raising=False)
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    path = tmp_path / ".local" / "share" / "gin-tutor" / "tutor.sqlite"
    assert not path.parent.exists()
    with open_store() as store:
        store.put_doc(store.create_learner(), "ui.settings", "main", {"lang": "nl"})
    assert path.is_file()


def test_environment_variable_is_used(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    path = tmp_path / "club" / "shared.sqlite"
    monkeypatch.setenv(ENV_VAR, f"sqlite:///{path}")
    with open_store() as store:
        assert store.backend == "sqlite"
        store.create_learner()
    assert path.is_file()


def test_sqlite_runs_in_wal_mode_with_a_busy_timeout(tmp_path: Path) -> None:
    path = tmp_path / "tutor.sqlite"
    with open_store(f"sqlite:///{path}") as store, store._engine.connect() as conn:
        assert conn.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
        assert int(conn.exec_driver_sql("PRAGMA busy_timeout").scalar() or 0) >= 5000
        assert conn.exec_driver_sql("PRAGMA foreign_keys").scalar() == 1
    # WAL is a property of the file: another program sees it too.
    with sqlite3.connect(path) as plain:
        assert plain.execute("PRAGMA journal_mode").fetchone() == ("wal",)


def test_tilde_in_a_sqlite_path_means_home(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HOME", "/home/learner")
    assert parse_url("sqlite:///~/t.sqlite").database == "/home/learner/t.sqlite"


def test_postgresql_urls_use_psycopg_3_and_hide_the_password() -> None:
    for text in (
        "postgresql://u:pw@h/db",
        "postgres://u:pw@h/db",
        "postgresql+psycopg://u:pw@h/db",
    ):
        assert shown(parse_url(text)) == "postgresql+psycopg://u:***@h/db"


def test_a_bad_url_is_quoted() -> None:
    with pytest.raises(StoreError, match="'not a url' is not a database URL"):
        open_store("not a url")


def test_an_unreachable_server_is_a_clear_error_without_the_password() -> None:
    # Port 1 on loopback: nothing listens there, so the refusal is immediate.
    with pytest.raises(StoreError) as caught:
        open_store("postgresql://tutor:sekrit@127.0.0.1:1/nothing")
    message = str(caught.value)
    assert message.startswith("cannot open the database postgresql+psycopg://tutor:***@127.0.0.1:1")
    assert "sekrit" not in message
