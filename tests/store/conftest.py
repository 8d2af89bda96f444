"""Storage tests run on SQLite (a file under tmp_path) and on a real PostgreSQL server.

PostgreSQL comes from `TUTOR_TEST_POSTGRES_URL` (CI sets it). Unset, the local server at
`LOCAL_POSTGRES` is used if it answers, else those tests are skipped with the reason. With `CI`
set, or with the variable set, a server that does not answer fails the tests instead.
Each PostgreSQL test gets a fresh schema (through `search_path` in the URL), dropped after.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
import sqlalchemy as sa

from tutor.store import Store, open_store

LOCAL_POSTGRES = "postgresql+psycopg://tutor:tutor@127.0.0.1:5432/tutor_test"
BACKENDS = ["sqlite", "postgresql"]


def _reachable(url: str) -> str | None:
    """None if a connection succeeds, else why not."""
    engine = sa.create_engine(url, connect_args={"connect_timeout": 5})
    try:
        with engine.connect() as conn:
            conn.execute(sa.text("SELECT 1"))
    except sa.exc.SQLAlchemyError as exc:
        return str(getattr(exc, "orig", None) or exc).strip().splitlines()[0]
    finally:
        engine.dispose()
    return None


@pytest.fixture(scope="session")
def postgres_url() -> str:
    """The URL of a PostgreSQL server that answers, or skip (fail in CI)."""
    given = os.environ.get("TUTOR_TEST_POSTGRES_URL")
    url = given or LOCAL_POSTGRES
    problem = _reachable(url)
    if problem is None:
        return url
    shown = sa.engine.make_url(url).render_as_string(hide_password=True)
    message = f"PostgreSQL at {shown} does not answer: {problem}"
    if os.environ.get("CI") or given:
        pytest.fail(f"{message} (required: CI or TUTOR_TEST_POSTGRES_URL is set)")
    pytest.skip(f"{message}; set TUTOR_TEST_POSTGRES_URL to run the PostgreSQL storage tests")


@pytest.fixture
def pg_schema_url(postgres_url: str) -> Iterator[str]:
    """A URL whose connections see only a fresh, empty schema of their own."""
    schema = f"t_{uuid.uuid4().hex[:16]}"
    admin = sa.create_engine(postgres_url)
    with admin.begin() as conn:
        conn.execute(sa.text(f"CREATE SCHEMA {schema}"))
    # Commits need not wait for the disk here: what is tested is who sees what, not crashes.
    options = f"-csearch_path={schema} -csynchronous_commit=off"
    url = sa.engine.make_url(postgres_url).update_query_dict({"options": options})
    try:
        yield url.render_as_string(hide_password=False)
    finally:
        with admin.begin() as conn:
            conn.execute(sa.text(f"DROP SCHEMA {schema} CASCADE"))
        admin.dispose()


@pytest.fixture(params=BACKENDS)
def db_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """An empty database, once on each backend."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'tutor.sqlite'}"
    return str(request.getfixturevalue("pg_schema_url"))


@pytest.fixture
def store(db_url: str) -> Iterator[Store]:
    with open_store(db_url) as opened:
        yield opened


@pytest.fixture
def raw(db_url: str) -> Iterator[sa.Engine]:
    """A plain engine on the same database, for writing rows as other code (or damage) would."""
    engine = sa.create_engine(db_url)
    yield engine
    engine.dispose()
