"""Importing the engine loads only the standard library (DESIGN.md: engine/ is pure Python)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# Every module of tutor/engine, found on disk so that new ones are covered too.
PROBE = """
import importlib, json, pkgutil, sys
before = set(sys.modules)
import tutor.engine
for info in pkgutil.iter_modules(tutor.engine.__path__):
    importlib.import_module("tutor.engine." + info.name)
loaded = sorted(set(sys.modules) - before)
print(json.dumps({"loaded": loaded, "stdlib": sorted(sys.stdlib_module_names)}))
"""

FORBIDDEN = ("streamlit", "plotly", "yaml", "sqlalchemy", "psycopg", "fsrs", "pandas", "numpy")


def loaded_by_engine(extra: str = "") -> tuple[list[str], set[str]]:
    probe = PROBE.replace("import tutor.engine\n", f"import tutor.engine\n{extra}")
    result = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, cwd=ROOT, check=True
    )
    data = json.loads(result.stdout)
    return data["loaded"], set(data["stdlib"])


def forbidden(loaded: list[str]) -> list[str]:
    return sorted({name.split(".")[0] for name in loaded} & set(FORBIDDEN))


def foreign(loaded: list[str], stdlib: set[str]) -> list[str]:
    return [
        name
        for name in loaded
        if name.split(".")[0] not in stdlib
        and name != "tutor"
        and not name.startswith("tutor.engine")
    ]


def test_engine_loads_no_ui_yaml_or_database_module() -> None:
    loaded, _ = loaded_by_engine()
    assert "tutor.engine.melds" in loaded  # the probe really imported the engine
    assert forbidden(loaded) == []


def test_engine_loads_only_the_standard_library_and_itself() -> None:
    loaded, stdlib = loaded_by_engine()
    assert foreign(loaded, stdlib) == []


def test_the_probe_would_see_a_forbidden_import() -> None:
    """Not a tautology: had the engine imported yaml and the explain layer, both would show."""
    loaded, stdlib = loaded_by_engine("import yaml\nimport tutor.explain\n")
    assert forbidden(loaded) == ["yaml"]
    assert "yaml" in foreign(loaded, stdlib)
    assert "tutor.explain" in foreign(loaded, stdlib)
