"""docs/architecture.md names what the code has: every command of ``tutor``."""

from __future__ import annotations

import re
from pathlib import Path

from tutor.cli import COMMANDS

ROOT = Path(__file__).resolve().parents[2]


def test_the_cli_floor_names_every_command_of_tutor() -> None:
    text = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    floor = re.search(r"^cli +tutor (.+?)\n \^", text, re.S | re.M)
    assert floor is not None, "the cli floor of the diagram is missing"
    listed = re.sub(r"\(.*?\)", "", floor.group(1)).replace("\n", " ")
    named = {word.strip() for word in listed.split("|")}
    assert named == set(COMMANDS)
