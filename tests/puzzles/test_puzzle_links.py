"""Reproducibility from (kind, level, seed, rules), links that reopen a puzzle, clear errors."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from tutor.engine.rules import PRESETS
from tutor.puzzles import (
    KINDS,
    LEVELS,
    PuzzleError,
    generate,
    link_of,
    open_link,
    parse_link,
    to_json,
)


@pytest.mark.parametrize("kind", list(KINDS))
def test_same_seed_same_puzzle_other_seed_other_puzzle(kind: str) -> None:
    for level in LEVELS:
        first = [generate(kind, level, seed) for seed in range(12)]
        again = [generate(kind, level, seed) for seed in range(12)]
        assert first == again
        assert [to_json(p) for p in first] == [to_json(p) for p in again]
        # Different seeds give different positions (a generator stuck on one hand would fail).
        assert len({(p.cards, p.taken, p.upcard) for p in first}) >= 10


def test_reproducible_across_processes() -> None:
    """A fresh interpreter with another hash seed builds the same puzzles (no set-order luck)."""
    links = [
        link_of(kind, level, 1234, rules)
        for kind in KINDS
        for level in LEVELS
        for rules in ("classic", "oklahoma")
    ]
    code = (
        "import json, sys; from tutor.puzzles import open_link, to_json; "
        "print(json.dumps([to_json(open_link(l)) for l in sys.argv[1:]]))"
    )
    outputs = []
    for hash_seed in ("1", "2"):
        env = dict(os.environ, PYTHONHASHSEED=hash_seed)
        done = subprocess.run(
            [sys.executable, "-c", code, *links],
            env=env,
            capture_output=True,
            text=True,
            check=True,
        )
        outputs.append(json.loads(done.stdout))
    assert outputs[0] == outputs[1]
    assert outputs[0] == [to_json(open_link(link)) for link in links]


def test_links_round_trip() -> None:
    for kind in KINDS:
        for rules in ("classic", "oklahoma", "straight"):
            if not KINDS[kind].supports(PRESETS[rules]):
                continue
            puzzle = generate(kind, 2, 777, PRESETS[rules])
            assert parse_link(puzzle.link) == (kind, 2, 777, rules)
            assert open_link(puzzle.link) == puzzle
    assert generate("can-knock", 2, 12345).link == "can-knock/2/12345"
    assert generate("can-knock", 2, 12345, PRESETS["oklahoma"]).link == "can-knock/2/12345/oklahoma"
    assert open_link(" Can-Knock/2/12345/ ") == generate("can-knock", 2, 12345)


@pytest.mark.parametrize(
    ("text", "quoted"),
    [
        ("can-knock/2", "'can-knock/2'"),
        ("chess/2/1", "'chess'"),
        ("can-knock/4/1", "4"),
        ("can-knock/x/1", "'can-knock/x/1'"),
        ("can-knock/1/-5", "'can-knock/1/-5'"),
        ("can-knock/1/5/poker", "'poker'"),
    ],
)
def test_bad_links_quote_the_input(text: str, quoted: str) -> None:
    with pytest.raises(PuzzleError) as caught:
        open_link(text)
    assert quoted in str(caught.value)


def test_bad_kind_level_seed() -> None:
    with pytest.raises(PuzzleError, match="'sudoku'"):
        generate("sudoku", 1, 1)
    with pytest.raises(PuzzleError, match="0"):
        generate("deadwood", 0, 1)
    with pytest.raises(PuzzleError, match="-1"):
        generate("deadwood", 1, -1)
