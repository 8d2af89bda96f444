"""``tutor serve``: start the app (``streamlit run`` on tutor/ui/streamlit_app.py).

Streamlit runs under the same Python interpreter as this command, headless, on the given
port, with the app's own options (theme, no "Deploy" button: ``tutor/ui/streamlit_config.toml``)
given to Streamlit as its configuration variables, so the app looks the same whatever folder it
is started from. Further Streamlit options follow ``--`` and are passed on as separate
arguments, never through a shell: ``tutor serve --port 8600 -- --theme.base dark``.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tomllib
from collections.abc import Mapping, Sequence
from pathlib import Path

from tutor.curriculum.paths import ENV as LESSONS_ENV
from tutor.curriculum.paths import lessons_dir
from tutor.engine.errors import TutorError
from tutor.store import open_store
from tutor.store.location import ENV_VAR as DATABASE_ENV
from tutor.store.location import database_url

APP = Path(__file__).resolve().parents[1] / "ui" / "streamlit_app.py"
APP_CONFIG = APP.with_name("streamlit_config.toml")
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


def app_options() -> dict[str, str]:
    """The app's own Streamlit options, ``{"theme.primaryColor": "#1f6f43", ...}``."""
    with APP_CONFIG.open("rb") as file:
        sections = tomllib.load(file)
    return {
        f"{section}.{name}": str(value).lower() if isinstance(value, bool) else str(value)
        for section, options in sections.items()
        for name, value in options.items()
    }


def option_variable(option: str) -> str:
    """The environment variable Streamlit reads for a configuration option.

    >>> option_variable("theme.secondaryBackgroundColor")
    'STREAMLIT_THEME_SECONDARY_BACKGROUND_COLOR'
    """
    snake = re.sub(r"(?<=[a-z0-9])([A-Z])", r"_\1", option.replace(".", "_"))
    return f"STREAMLIT_{snake.upper()}"


def app_environment(env: Mapping[str, str]) -> dict[str, str]:
    """``env`` with the app's Streamlit options added. Streamlit ranks these variables above
    a ``.streamlit/config.toml`` of the current folder and below its command-line options; a
    variable the user set stays as it is."""
    return {**{option_variable(k): v for k, v in app_options().items()}, **env}


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
    env = app_environment(database_environment(lessons_environment(args.lessons), args.db))
    if os.name == "posix":
        # Become the server, so signals (Ctrl-C, a stop from a test) reach it directly.
        sys.stdout.flush()
        os.execve(sys.executable, command, env)
    try:
        return subprocess.call(command, env=env)
    except KeyboardInterrupt:
        return 130
