"""The README's two commands stay true: CI runs the test command verbatim."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def readme_commands() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    return re.findall(r"```sh\n(.+?)\n```", text)


def test_readme_starts_with_the_two_commands() -> None:
    install_and_serve, install_and_test = readme_commands()[:2]
    assert install_and_serve.endswith("tutor serve")
    assert "python -m pytest" in install_and_test


def test_ci_runs_the_readme_test_command_verbatim() -> None:
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert readme_commands()[1] in ci.splitlines()
