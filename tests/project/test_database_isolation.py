"""The test run never opens a learner's database: an exported ``TUTOR_DATABASE_URL`` (the
README tells users to set one) and the default file under ``$XDG_DATA_HOME`` are replaced by
the run's own throw-away folder (``tests/conftest.py``)."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

from sqlalchemy.engine import make_url

from tutor.store import ENV_VAR, database_url, default_database_path, open_store

ROOT = Path(__file__).resolve().parents[2]


def run_folder() -> Path:
    """The folder the run's database is in: it must be a fresh one of this run."""
    database = make_url(os.environ[ENV_VAR]).database
    assert database is not None
    folder = Path(database).parent
    assert folder.parent == Path(tempfile.gettempdir()), folder
    assert folder.name.startswith("tutor-tests-"), folder
    return folder


def test_the_run_uses_a_database_of_its_own() -> None:
    folder = run_folder()
    assert database_url() == os.environ[ENV_VAR]
    assert default_database_path().is_relative_to(folder)


def test_a_store_opened_without_a_url_writes_into_the_run_folder() -> None:
    folder = run_folder()
    with open_store() as store:
        store.create_learner()
        assert store.backend == "sqlite"
    assert any(folder.glob("*.sqlite"))


def test_an_exported_database_url_is_never_opened(tmp_path: Path) -> None:
    """A user's exported URL and data folder, as set in their shell: the two tests above,
    run as the user would run the suite, touch neither."""
    learners = tmp_path / "learners.sqlite"
    data = tmp_path / "data"
    env = {**os.environ, ENV_VAR: f"sqlite:///{learners}", "XDG_DATA_HOME": str(data)}
    env.pop("PYTEST_ADDOPTS", None)
    this = Path(__file__).relative_to(ROOT)
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", str(this)]
    command += ["-k", "not exported"]
    done = subprocess.run(
        command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=300, check=False
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "2 passed" in done.stdout
    assert not learners.exists()
    assert not data.exists()
