"""The lessons ship inside the wheel: build it, install it with its dependencies in a fresh
virtual environment of its own and find the lessons there, far from the checkout.

Nothing comes from the Python that runs the tests: the environment has no system
site-packages, and the dependencies come from the index pip is configured with (its cache makes
a second run quick). That is what a new user gets from ``pip install gin-tutor``.
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
import venv
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
# Variables that would let the checkout or the caller's environment leak into the new one.
LEAKS = ("PYTHONPATH", "PYTHONHOME", "PYTHONUSERBASE", "VIRTUAL_ENV", "TUTOR_LESSONS")


def run(command: list[str], cwd: Path, timeout: float = 240) -> str:
    env = {k: v for k, v in os.environ.items() if k not in LEAKS}
    env["PYTHONNOUSERSITE"] = "1"  # no ~/.local packages either
    done = subprocess.run(
        command, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout, check=False
    )
    assert done.returncode == 0, f"{' '.join(command)} failed:\n{done.stdout}\n{done.stderr}"
    return done.stdout


@pytest.mark.slow
def test_the_installed_wheel_finds_its_lessons(tmp_path: Path) -> None:
    dist = tmp_path / "dist"
    build = [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(dist), str(ROOT)]
    if importlib.util.find_spec("hatchling") is not None:
        build.insert(5, "--no-build-isolation")  # no download needed when hatchling is here
    run(build, tmp_path)
    (wheel,) = dist.glob("gin_tutor-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    # the card table's script, style and faces ship inside the package: no build step
    assert {"tutor/ui/table/table.js", "tutor/ui/table/table.css"} <= set(names)
    assert sum(n.startswith("tutor/ui/faces/") and n.endswith(".svg") for n in names) == 52

    env_dir = tmp_path / "venv"
    venv.EnvBuilder(system_site_packages=False, with_pip=False).create(env_dir)
    python = str(env_dir / "bin" / "python")
    # The running pip installs into the new environment (`--python`), so it needs no pip of
    # its own; the wheel's dependencies are resolved and installed like a user's would be.
    install = [
        sys.executable,
        "-m",
        "pip",
        "--python",
        python,
        "install",
        "-q",
        "--no-compile",
        str(wheel),
    ]
    run(install, tmp_path, timeout=900)

    probe = (
        "import sys, fsrs, streamlit, sqlalchemy, yaml, tutor, tutor.curriculum.paths as p\n"
        "print(sys.prefix == sys.base_prefix)\n"
        "for module in (fsrs, streamlit, sqlalchemy, yaml, tutor): print(module.__file__)\n"
        "print(p.lessons_dir())\n"
    )
    *lines, folder = run([python, "-I", "-c", probe], tmp_path).split("\n")[:-1]
    in_base, *modules = lines
    assert in_base == "False"
    for module in modules:  # every dependency is the environment's own, none the caller's
        assert Path(module).is_relative_to(env_dir), module
    package = Path(modules[-1])
    assert Path(folder) == package.parent / "lessons"
    shipped = sorted(p.name for p in Path(folder).glob("*.yaml"))
    assert shipped == sorted(p.name for p in (ROOT / "lessons").glob("*.yaml"))

    # The console script a user types, run from a folder that is not the checkout.
    listing = run([str(env_dir / "bin" / "tutor"), "lessons", "list"], tmp_path).splitlines()
    assert len(listing) == len(shipped) and listing[0].startswith("cards")
