"""The lessons ship inside the wheel: build it, install it in a fresh virtual environment and
find the lessons there, far from the checkout."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
import venv
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def run(command: list[str], cwd: Path) -> str:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "TUTOR_LESSONS")}
    done = subprocess.run(
        command, cwd=cwd, env=env, capture_output=True, text=True, timeout=240, check=False
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

    env_dir = tmp_path / "venv"
    # The system packages give the dependencies (Streamlit, PyYAML, ...) without a download;
    # the editable checkout on that path comes after the venv's own site-packages.
    venv.EnvBuilder(system_site_packages=True, with_pip=False).create(env_dir)
    python = str(env_dir / "bin" / "python")
    run(
        [
            sys.executable,
            "-m",
            "pip",
            "--python",
            python,
            "install",
            "-q",
            "--no-deps",
            "--no-index",
            str(wheel),
        ],
        tmp_path,
    )

    probe = (
        "import tutor, tutor.curriculum.paths as p; print(tutor.__file__); print(p.lessons_dir())"
    )
    package, folder = run([python, "-c", probe], tmp_path).split()
    assert Path(package).is_relative_to(env_dir)
    assert Path(folder) == Path(package).parent / "lessons"
    shipped = sorted(p.name for p in Path(folder).glob("*.yaml"))
    assert shipped == sorted(p.name for p in (ROOT / "lessons").glob("*.yaml"))

    listing = run([python, "-m", "tutor", "lessons", "list"], tmp_path).splitlines()
    assert len(listing) == len(shipped) and listing[0].startswith("cards")
