"""Settings for the whole test run: pages and servers keep learners in a throw-away database.

A learner's own database is never opened: a ``TUTOR_DATABASE_URL`` the user exported (the
README tells users to set one) is replaced for the whole run, and the default file's folder
(``$XDG_DATA_HOME``) points into the run's own folder too, for any test that drops the URL.
Tests that need PostgreSQL make their own schema (``tests/store/conftest.py``).
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

# Set before any app code runs (pytest loads this file first), and inherited by every server
# and subprocess a test starts.
RUN_FOLDER = Path(tempfile.mkdtemp(prefix="tutor-tests-"))
RUN_DATABASE_URL = f"sqlite:///{RUN_FOLDER / 'tutor.sqlite'}"
os.environ["TUTOR_DATABASE_URL"] = RUN_DATABASE_URL
os.environ["XDG_DATA_HOME"] = str(RUN_FOLDER / "data")
