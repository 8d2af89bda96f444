"""Bad input on the command line is an error that quotes it and says why, never a traceback,
a hang or a quiet default (issue: every input surface)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tests.play import golden
from tutor.cli import main

ROOT = Path(__file__).resolve().parents[2]
KNOCKER = ["As", "2s", "3s", "7h", "7d", "7c", "Kh", "Qh", "Jh", "5d"]
DEFENDER = ["4s", "5s", "8h", "8s", "2c", "3d", "6d", "9h", "Tc", "Ts"]
ELEVEN = ["3s", "6s", "4c", "5c", "6c", "7c", "3d", "5d", "6d", "5h", "6h"]  # deadwood 10 after 7c


def fails(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    """Run ``tutor ARGV``: it must stop with status 2 and a one-line message, printing nothing."""
    with pytest.raises(SystemExit) as stop:
        code = main(list(argv))
        raise SystemExit(code)
    out, err = capsys.readouterr()
    assert stop.value.code == 2, err
    assert out == ""
    assert "Traceback" not in err
    return err


def transcript(name: str, change: Callable[[dict[str, Any]], None], tmp_path: Path) -> str:
    data = json.loads((golden.DATA / name).read_text())
    change(data)
    path = tmp_path / "changed.json"
    path.write_text(json.dumps(data))
    return str(path)


# ----------------------------------------------------------------------------- replay


def test_a_binary_file_is_not_a_transcript(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    picture = tmp_path / "picture.json"
    picture.write_bytes(b"\x89PNG\r\n\x1a\n\x00\xff")
    err = fails(capsys, "replay", str(picture))
    assert f"'{picture}' is not a transcript: byte 0 (0x89) is not UTF-8 text" in err


def test_an_endless_file_is_read_only_so_far(capsys: pytest.CaptureFixture[str]) -> None:
    if not Path("/dev/zero").exists():
        pytest.skip("no /dev/zero here")
    err = fails(capsys, "replay", "/dev/zero")
    assert "'/dev/zero' is not a transcript: it is larger than 4 MB" in err


def test_a_deeply_nested_file_is_refused(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 100_000 + "]" * 100_000)
    assert "nested too deeply" in fails(capsys, "replay", str(deep))


@pytest.mark.parametrize(
    ("name", "change", "message"),
    [
        (
            "hand_layoffs.json",
            lambda d: d["hands"][0]["actions"].insert(2, 7),
            "hand 1, action 3: 7 must be a string",
        ),
        (
            "hand_layoffs.json",
            lambda d: d["hands"][0]["actions"].insert(0, None),
            "hand 1, action 1: null must be a string",
        ),
        (
            "hand_layoffs.json",
            lambda d: d["hands"][0].update(deck="As As"),
            "hand 1, field deck: 'As' appears twice",
        ),
        ("hand_layoffs.json", lambda d: d["hands"].insert(0, 5), "hand 1: 5 must be an object"),
        ("match_classic.json", lambda d: d.update(cut=None), "field cut: null must be a list"),
        (
            "match_classic.json",
            lambda d: d.update(cut=[5]),
            'field cut, draw 1: 5 must be two cards, like ["7h", "Kd"]',
        ),
        (
            "match_classic.json",
            lambda d: d.update(cut=[["7h"]]),
            'field cut, draw 1: ["7h"] must be two cards',
        ),
        (
            "match_classic.json",
            lambda d: d.update(cut=[["7h", "11h"]]),
            "field cut, draw 1: '11h' is not a card",
        ),
        (
            "match_classic.json",
            lambda d: d["hands"][1].update(dealer=True),
            "hand 2, field dealer: true must be a whole number",
        ),
    ],
)
def test_a_broken_transcript_names_the_place_and_quotes_it(
    name: str,
    change: Callable[[dict[str, Any]], None],
    message: str,
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
) -> None:
    assert message in fails(capsys, "replay", transcript(name, change, tmp_path))


def test_a_refused_action_says_why(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = transcript(
        "hand_layoffs.json", lambda d: d["hands"][0]["actions"].insert(0, "discard 2c"), tmp_path
    )
    err = fails(capsys, "replay", path)
    assert "hand 1, action 1 'discard 2c': 'discard 2c' is not allowed now; " in err
    assert "(R11)" in err  # the engine's reason, worded: the opening choice comes first


# ----------------------------------------------------------------------------- hand, showdown


@pytest.mark.parametrize("cards", ["", " ", ","])
def test_an_empty_hand_is_an_error(cards: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert f"{cards!r} holds no cards" in fails(capsys, "hand", cards)


def test_the_upcard_sets_the_knock_limit_of_an_oklahoma_hand(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["hand", *ELEVEN, "--rules", "oklahoma", "--upcard", "As", "--json"]) == 0
    ace = json.loads(capsys.readouterr().out)
    assert not any(d["knock"] for d in ace["discards"])  # an ace upcard: gin only (R29)
    assert main(["hand", *ELEVEN, "--rules", "oklahoma", "--upcard", "Kd", "--json"]) == 0
    king = json.loads(capsys.readouterr().out)
    assert any(d["knock"] for d in king["discards"])
    assert "'' is not a card" in fails(capsys, "hand", *ELEVEN, "--upcard", "")


@pytest.mark.parametrize(
    ("options", "message"),
    [
        (["--spread", ""], "--spread '' holds no melds"),
        (["--spread", "  "], "--spread '  ' holds no melds"),
        (["--upcard", ""], "'' is not a card"),
        (["--rules", "oklahoma"], "take the knock limit from the upcard (R29): give it with"),
    ],
)
def test_an_empty_or_missing_showdown_option_is_an_error(
    options: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    err = fails(capsys, "showdown", "--knocker", *KNOCKER, "--defender", *DEFENDER, *options)
    assert message in err


# ----------------------------------------------------------------------------- selfplay


@pytest.mark.parametrize("jobs", ["-5", "-1", "two"])
def test_a_bad_number_of_jobs_is_an_error(jobs: str, capsys: pytest.CaptureFixture[str]) -> None:
    err = fails(capsys, "selfplay", "--a", "simple", "--b", "random", "--jobs", jobs)
    assert f"argument --jobs: '{jobs}' is not a whole number from 0" in err


def test_replay_of_a_device_ends_quickly_as_a_command() -> None:
    """The same from the shell: no hang and no traceback (bounded by the timeout)."""
    if not Path("/dev/zero").exists():
        pytest.skip("no /dev/zero here")
    done = subprocess.run(
        [sys.executable, "-m", "tutor", "replay", "/dev/zero"],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert "larger than 4 MB" in done.stderr
