"""The question framework sits beside ``tutor.explain``, on the engine only, so that lessons
and puzzles (the floor above) can both build on it: importing it loads nothing above."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

PROBE = """
import importlib, json, pkgutil, sys
import tutor.questions
for info in pkgutil.iter_modules(tutor.questions.__path__):
    importlib.import_module("tutor.questions." + info.name)
print(json.dumps(sorted(m for m in sys.modules if m.startswith("tutor."))))
"""


def test_the_framework_imports_the_engine_only() -> None:
    done = subprocess.run(
        [sys.executable, "-c", PROBE], capture_output=True, text=True, cwd=ROOT, check=True
    )
    loaded = json.loads(done.stdout)
    above = [m for m in loaded if not m.startswith(("tutor.engine", "tutor.questions"))]
    assert above == []
    assert "tutor.questions.mistakes" in loaded and "tutor.engine.melds" in loaded
