"""``tutor serve``: start the app (``streamlit run`` on tutor/ui/streamlit_app.py).

Streamlit runs under the same Python interpreter as this command, headless, on the given
port. Further Streamlit options follow ``--`` and are passed on as separate arguments,
never through a shell: ``tutor serve --port 8600 -- --theme.base dark``.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

from tutor.curriculum.paths import ENV as LESSONS_ENV
from tutor.curriculum.paths import lessons_dir
from tutor.engine.errors import TutorError
from tutor.store import open_store
from tutor.store.location import ENV_VAR as DATABASE_ENV
from tutor.store.location import database_url

APP = Path(__file__).resolve().parents[1] / "ui" / "streamlit_app.py"
# A Streamlit config option on the command line: --section.option or --section.option=value
_OPTION = re.compile(r"--[A-Za-z]+(\.[A-Za-z]+)+(=.*)?")
_OWN_OPTIONS = {"--server.port": "--port", "--server.address": "--host"}


def _port(value: str) -> int:
    try:
        port = int(value)
    except ValueError:
        port = 0
    if not 1 <= port <= 65535:
        raise argparse.ArgumentTypeError(f"{value!r} is not a port number (1-65535)")
    return port


def register(parser: argparse.ArgumentParser) -> None:
    parser.description = (
        "Start Gin Tutor in the browser. Streamlit options may follow '--', "
        "e.g. tutor serve -- --theme.base dark"
    )
    parser.add_argument("--port", type=_port, default=8501, help="port (default 8501)")
    parser.add_argument(
        "--host",
        default="127.0.0.1",
        help="address to listen on (default 127.0.0.1, this computer only; 0.0.0.0 for all)",
    )
    parser.add_argument("--lessons", metavar="DIR", help="folder of lesson files to use")
    parser.add_argument(
        "--db",
        metavar="URL",
        help="database URL (default $TUTOR_DATABASE_URL, else an SQLite file in "
        "~/.local/share/gin-tutor/); e.g. postgresql://user:pw@host/db",
    )
    parser.add_argument(
        "streamlit_options",
        nargs="*",
        metavar="OPTION",
        help="further Streamlit options, after --",
    )
    parser.set_defaults(func=run)


def check_options(options: Sequence[str]) -> list[str]:
    """Streamlit options as given, after checking each looks like ``--section.option``
    (values may follow) and that none repeats what ``--port`` or ``--host`` set."""
    checked = list(options)
    if checked and not checked[0].startswith("--"):
        raise TutorError(f"{checked[0]!r} is not a Streamlit option (like --theme.base dark)")
    for option in checked:
        if not option.startswith("--"):
            continue  # a value of the option before it
        if not _OPTION.fullmatch(option):
            raise TutorError(f"{option!r} is not a Streamlit option (like --theme.base dark)")
        name = option.split("=", 1)[0]
        if name in _OWN_OPTIONS:
            raise TutorError(f"{option!r}: use tutor serve {_OWN_OPTIONS[name]} instead")
    return checked


def streamlit_command(port: int, host: str, options: Sequence[str] = ()) -> list[str]:
    """The ``streamlit run`` command line, for this interpreter."""
    return [
        sys.executable,
        "-m",
        "streamlit",
        "run",
        str(APP),
        "--server.port",
        str(port),
        "--server.address",
        host,
        "--server.headless",
        "true",
        "--browser.gatherUsageStats",
        "false",
        *check_options(options),
    ]


def lessons_environment(lessons: str | None) -> dict[str, str]:
    """The environment for the app: with ``--lessons DIR``, ``$TUTOR_LESSONS`` set to that
    folder (absolute, checked here so a typo stops before the server starts)."""
    env = dict(os.environ)
    if lessons is not None:
        env[LESSONS_ENV] = str(lessons_dir(lessons).resolve())
    return env


def database_environment(env: dict[str, str], db: str | None) -> dict[str, str]:
    """Open (and create or upgrade) the database before the server starts, so a bad URL
    stops here with a clear message; the app finds it again through the environment."""
    url = database_url(db, env)
    open_store(url).close()
    return {**env, DATABASE_ENV: url}


def run(args: argparse.Namespace) -> int:
    command = streamlit_command(args.port, args.host, args.streamlit_options)
    env = database_environment(lessons_environment(args.lessons), args.db)
    if os.name == "posix":
        # Become the server, so signals (Ctrl-C, a stop from a test) reach it directly.
        sys.stdout.flush()
        os.execve(sys.executable, command, env)
    try:
        return subprocess.call(command, env=env)
    except KeyboardInterrupt:
        return 130
