"""Settings for the whole test run: pages and servers keep learners in a throw-away database."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

# Set before any app code runs, so no test ever writes to a learner's real database file.
_FOLDER = tempfile.mkdtemp(prefix="tutor-tests-")
os.environ.setdefault("TUTOR_DATABASE_URL", f"sqlite:///{Path(_FOLDER) / 'tutor.sqlite'}")
