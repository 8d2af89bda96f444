"""Each command imports only what it needs: the commands that only read cards and files run
where the app's dependencies (Streamlit, plotly, the review scheduler fsrs) cannot be
imported, and ``tutor --help`` imports no command at all."""

from __future__ import annotations

import os
import pkgutil
import subprocess
import sys
from pathlib import Path

import pytest

import tutor.cli
from tutor.cli import COMMANDS, build_parser

ROOT = Path(__file__).resolve().parents[2]
BLOCKED = ("fsrs", "streamlit", "plotly")

# Runs `tutor ARGS...` in a Python where the BLOCKED packages cannot be imported.
RUNNER = f"""
import importlib.abc, sys
BLOCKED = {BLOCKED!r}

class Blocked(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.partition(".")[0] in BLOCKED:
            raise ModuleNotFoundError(f"No module named {{name!r}} (blocked)", name=name)
        return None

sys.meta_path.insert(0, Blocked())
for name in BLOCKED:
    try:
        __import__(name)
    except ModuleNotFoundError:
        pass
    else:
        raise SystemExit(f"{{name}} was imported although blocked")
from tutor.cli import main
try:
    code = main(sys.argv[1:])
except SystemExit as stop:  # --help
    code = stop.code
loaded = sorted(m for m in sys.modules if m.startswith("tutor.cli.") and m != "tutor.cli._common")
print("LOADED", " ".join(loaded))
raise SystemExit(code)
"""

HAND = ["As", "2s", "3s", "7h", "7d", "7c", "Kh", "Qh", "Jh", "5d"]
DEFENDER = ["4s", "5s", "8h", "8s", "2c", "3d", "6d", "9h", "Tc", "Ts"]
RUNS = {
    "lessons list": ["lessons", "list"],
    "hand": ["hand", *HAND],
    "showdown": ["showdown", "--knocker", *HAND, "--defender", *DEFENDER],
    "replay": ["replay", "tests/play/data/hand_layoffs.json"],
    "selfplay": ["selfplay", "--a", "simple", "--b", "random", "--matches", "2"],
    "presets": ["presets"],
    "help": ["--help"],
}


def run_blocked(args: list[str]) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run(
        [sys.executable, "-c", RUNNER, *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )


@pytest.mark.parametrize("name", list(RUNS))
def test_a_command_runs_without_the_app_dependencies(name: str) -> None:
    args = RUNS[name]
    done = run_blocked(args)
    assert done.returncode == 0, done.stdout + done.stderr
    output, _, loaded = done.stdout.rpartition("LOADED")
    assert output.strip(), f"tutor {' '.join(args)} printed nothing"
    # Only the command that ran was imported; --help imports none.
    expected = [] if args[0] == "--help" else [f"tutor.cli.{args[0]}"]
    assert loaded.split() == expected


def test_every_command_module_is_registered_once() -> None:
    modules = {
        i.name for i in pkgutil.iter_modules(tutor.cli.__path__) if not i.name.startswith("_")
    }
    assert modules == set(COMMANDS)


def test_the_full_parser_knows_every_option_of_every_command() -> None:
    args = build_parser().parse_args(["hand", "--json", *HAND])
    assert args.command == "hand" and args.json
    args = build_parser(full={"lessons"}).parse_args(["lessons", "list"])
    assert args.func.__module__ == "tutor.cli.lessons"
