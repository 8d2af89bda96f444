"""``tutor serve``: the command it runs, the options it passes on, and its errors."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tutor.cli import build_parser, main
from tutor.cli.serve import (
    APP,
    DATABASE_ENV,
    LESSONS_ENV,
    app_environment,
    app_options,
    check_options,
    database_environment,
    lessons_environment,
    streamlit_command,
)
from tutor.engine.errors import TutorError


def test_it_runs_the_router_with_this_python_headless() -> None:
    command = streamlit_command(8600, "127.0.0.1")
    assert command[:5] == [sys.executable, "-m", "streamlit", "run", str(APP)]
    assert APP.is_file() and APP.name == "streamlit_app.py"
    options = dict(zip(command[5::2], command[6::2], strict=True))
    assert options == {
        "--server.port": "8600",
        "--server.address": "127.0.0.1",
        "--server.headless": "true",
        "--browser.gatherUsageStats": "false",
    }


def test_defaults_and_extra_options_after_a_double_dash() -> None:
    args = build_parser().parse_args(["serve"])
    assert (args.port, args.host, args.lessons, args.streamlit_options) == (
        8501,
        "127.0.0.1",
        None,
        [],
    )
    args = build_parser().parse_args(
        ["serve", "--port", "8700", "--", "--theme.base", "dark", "--server.fileWatcherType=none"]
    )
    command = streamlit_command(args.port, args.host, args.streamlit_options)
    assert command[-3:] == ["--theme.base", "dark", "--server.fileWatcherType=none"]


@pytest.mark.parametrize(
    ("options", "quoted"),
    [
        (["dark"], "'dark'"),
        (["--theme.base", "dark", "--no-such"], "'--no-such'"),
        (["--theme.base;rm -rf /"], "'--theme.base;rm -rf /'"),
        (["--server.port", "9000"], "--port"),
        (["--server.address=0.0.0.0"], "--host"),
    ],
)
def test_unsafe_or_clashing_options_are_refused(options: list[str], quoted: str) -> None:
    with pytest.raises(TutorError, match=r"not a Streamlit option|instead") as error:
        check_options(options)
    assert quoted in str(error.value)


@pytest.mark.parametrize("port", ["0", "65536", "http"])
def test_a_bad_port_is_a_usage_error(port: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        build_parser().parse_args(["serve", "--port", port])
    assert stop.value.code == 2
    assert f"'{port}' is not a port number" in capsys.readouterr().err


def test_the_lessons_folder_reaches_the_app(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "mine").mkdir()
    assert lessons_environment("mine")[LESSONS_ENV] == str((tmp_path / "mine").resolve())
    monkeypatch.delenv(LESSONS_ENV, raising=False)
    assert LESSONS_ENV not in lessons_environment(None)


def test_a_missing_lessons_folder_stops_before_starting(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["serve", "--lessons", "/no/such/folder"]) == 2
    assert "'/no/such/folder' is not a folder" in capsys.readouterr().err


def test_the_app_reads_the_same_variable_as_the_lessons_command() -> None:
    from tutor.curriculum.paths import ENV

    assert LESSONS_ENV == ENV == "TUTOR_LESSONS"


def test_the_database_is_created_before_the_server_starts(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'club' / 'tutor.sqlite'}"
    env = database_environment({}, url)
    assert env[DATABASE_ENV] == url
    assert (tmp_path / "club" / "tutor.sqlite").is_file()


def test_a_bad_database_url_stops_with_a_message_quoting_it(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["serve", "--db", "nosuchdb://x/y", "--port", "8999"]) == 2
    assert "nosuchdb" in capsys.readouterr().err


def test_the_app_options_reach_streamlit_by_its_own_variable_names() -> None:
    from streamlit import config

    options = app_options()
    assert options["theme.primaryColor"] == "#1f6f43"
    assert options["client.toolbarMode"] == "minimal"  # no "Deploy" button
    env = app_environment({})
    known = config.get_config_options()
    for option, value in options.items():
        assert env[known[option].env_var] == value
    # A variable the user exported is kept; options after `--` outrank both in Streamlit.
    assert app_environment({"STREAMLIT_THEME_BASE": "dark"})["STREAMLIT_THEME_BASE"] == "dark"


def test_no_full_garbage_collection_after_every_run() -> None:
    """A click on Practice waits for the run it causes; a full collection after each run
    would hold the answer back (README, Speed)."""
    assert app_options()["runner.postScriptGC"] == "false"
    assert app_environment({})["STREAMLIT_RUNNER_POST_SCRIPT_GC"] == "false"
