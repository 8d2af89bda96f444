"""Where the database lives: the default SQLite file, `TUTOR_DATABASE_URL`, or `--db URL`."""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

from sqlalchemy.engine import URL, make_url
from sqlalchemy.exc import ArgumentError

from tutor.store.errors import StoreError

ENV_VAR = "TUTOR_DATABASE_URL"


def default_database_path(env: Mapping[str, str] | None = None) -> Path:
    """The SQLite file used when no URL is given.

    `$XDG_DATA_HOME/gin-tutor/tutor.sqlite`, which is `~/.local/share/gin-tutor/tutor.sqlite`
    when `XDG_DATA_HOME` is unset.

    >>> default_database_path({"XDG_DATA_HOME": "/srv/data"}).as_posix()
    '/srv/data/gin-tutor/tutor.sqlite'
    """
    env = os.environ if env is None else env
    base = env.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base).expanduser() / "gin-tutor" / "tutor.sqlite"


def database_url(explicit: str | None = None, env: Mapping[str, str] | None = None) -> str:
    """The URL to open: `explicit` (from `--db`), else `TUTOR_DATABASE_URL`, else the file.

    >>> database_url("sqlite:///club.sqlite", {ENV_VAR: "postgresql://x/y"})
    'sqlite:///club.sqlite'
    >>> database_url(None, {ENV_VAR: "postgresql://x/y"})
    'postgresql://x/y'
    >>> database_url(None, {"XDG_DATA_HOME": "/srv/data"})
    'sqlite:////srv/data/gin-tutor/tutor.sqlite'
    """
    env = os.environ if env is None else env
    if explicit:
        return explicit
    if env.get(ENV_VAR):
        return env[ENV_VAR]
    return f"sqlite:///{default_database_path(env).as_posix()}"


def shown(url: URL) -> str:
    """The URL as it may appear in messages and logs: password hidden."""
    return url.render_as_string(hide_password=True)


def parse_url(text: str) -> URL:
    """Read a database URL, choosing psycopg 3 for PostgreSQL and expanding `~` in SQLite paths.

    >>> shown(parse_url("postgres://tutor:secret@db.example/club"))
    'postgresql+psycopg://tutor:***@db.example/club'
    """
    try:
        url = make_url(text)
    except ArgumentError as exc:
        raise StoreError(
            f"{text!r} is not a database URL (e.g. sqlite:///path/tutor.sqlite or "
            "postgresql+psycopg://user:password@host/dbname)"
        ) from exc
    if url.drivername in ("postgres", "postgresql"):
        # Plain `postgresql://` would ask for psycopg2; the installed driver is psycopg 3.
        url = url.set(drivername="postgresql+psycopg")
    if url.get_backend_name() == "sqlite" and url.database and url.database != ":memory:":
        url = url.set(database=str(Path(url.database).expanduser()))
    return url
