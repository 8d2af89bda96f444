"""Seeded, time-bounded mutation of JSON data and text, shared by the fuzz tests.

Every fuzz test runs ``trials(name)``: a fixed seed per test (``TUTOR_FUZZ_SEED`` changes
all of them, to explore), at most ``SECONDS`` seconds and ``MOST`` inputs. A failure names the
seed and the input, so it can be replayed.
"""

from __future__ import annotations

import json
import os
import random
import time
import zlib
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

SECONDS = float(os.environ.get("TUTOR_FUZZ_SECONDS", "3"))
MOST = 5_000
FEWEST = 10  # a loaded machine still tries this many, so a pass always means something

# Values that have broken readers: wrong types, edges of numbers, text that looks like data.
JUNK: tuple[Any, ...] = (
    None,
    True,
    0,
    -1,
    7,
    2**63,
    10**400,
    1.5,
    -0.0,
    "",
    " ",
    "x",
    "As",
    "11h",
    "As As",
    "draw stock",
    "[As 2s 3s]",
    "\x00",
    "é\u202e",
    "🂡",
    "**bold** [link](https://evil.example)",
    "<script>alert(1)</script>",
    "9" * 5000,
    [],
    [5],
    [None],
    ["As", "Kd"],
    [["As"]],
    {},
    {"a": 1},
    [[[[[[[[[[[]]]]]]]]]]],
)


@dataclass(frozen=True)
class Change:
    """One mutation: where (a path of keys and indexes) and what was put there."""

    path: tuple[str | int, ...]
    what: str
    value: Any = None

    def __str__(self) -> str:
        place = "".join(f"[{p!r}]" for p in self.path)
        return f"{self.what} at {place or 'the top'}" + (
            f": {json.dumps(self.value)[:80]}" if self.what != "delete" else ""
        )


def trials(name: str, fewest: int = FEWEST) -> Iterator[random.Random]:
    """One seeded generator per input, until the time or the count runs out (but at least
    ``fewest`` inputs)."""
    base = int(os.environ.get("TUTOR_FUZZ_SEED", "0")) ^ zlib.crc32(name.encode())
    deadline = time.monotonic() + SECONDS
    count = 0
    while count < MOST and (count < fewest or time.monotonic() < deadline):
        yield random.Random(base * 1_000_003 + count)
        count += 1


def copy(data: Any) -> Any:
    return json.loads(json.dumps(data))


def paths(data: Any) -> list[tuple[str | int, ...]]:
    """Every place inside ``data`` (without recursion: data may be deep)."""
    found: list[tuple[str | int, ...]] = []
    todo: list[tuple[tuple[str | int, ...], Any]] = [((), data)]
    while todo:
        path, node = todo.pop()
        found.append(path)
        if isinstance(node, dict):
            todo += [((*path, k), v) for k, v in node.items()]
        elif isinstance(node, list):
            todo += [((*path, i), v) for i, v in enumerate(node)]
    return found


def mutate(data: Any, rng: random.Random) -> tuple[Any, list[Change]]:
    """``data`` (plain JSON) with one to three random changes, and what they were."""
    data = copy(data)
    changes: list[Change] = []
    for _ in range(rng.choice((1, 1, 2, 3))):
        places = [p for p in paths(data) if p]
        if not places:
            break
        path = rng.choice(places)
        parent = data
        for step in path[:-1]:
            parent = parent[step]
        key = path[-1]
        old = parent[key]
        roll = rng.random()
        if roll < 0.45:
            value = copy(rng.choice(JUNK))
            parent[key] = value
            changes.append(Change(path, "replace", value))
        elif roll < 0.55:
            del parent[key]
            changes.append(Change(path, "delete"))
        elif roll < 0.75 and isinstance(old, str):
            value = edit_text(old, rng)
            parent[key] = value
            changes.append(Change(path, "edit", value))
        elif roll < 0.85 and isinstance(old, int) and not isinstance(old, bool):
            value = old + rng.choice((-100, -2, -1, 1, 2, 52, 10**6))
            parent[key] = value
            changes.append(Change(path, "replace", value))
        elif isinstance(parent, list):
            value = copy(rng.choice([*JUNK, old]))
            parent.insert(int(key), value)
            changes.append(Change(path, "insert", value))
        else:
            value = copy(rng.choice(JUNK))
            parent[key] = value
            changes.append(Change(path, "replace", value))
    return data, changes


def edit_text(text: str, rng: random.Random) -> str:
    """``text`` with a few characters changed, dropped, doubled or added."""
    chars = list(text)
    for _ in range(rng.randint(1, 3)):
        at = rng.randrange(len(chars) + 1)
        roll = rng.random()
        if roll < 0.3 and at < len(chars):
            del chars[at]
        elif roll < 0.5 and at < len(chars):
            chars.insert(at, chars[at])
        else:
            chars.insert(at, rng.choice(" x7sT]:[-'\"\n\t#&*!{}|>\\é\x00"))
    return "".join(chars)
