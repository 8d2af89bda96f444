"""A separate OS process for the concurrency tests: `python store_worker.py MODE URL ...`.

It prints `ready`, waits for a line on stdin (so that the workers start together), does its
work and prints one JSON line with what it saw.
"""

from __future__ import annotations

import json
import sys
from typing import Any


def main(argv: list[str]) -> None:
    from tutor.store import extend_doc, merge_doc, open_store

    mode, url = argv[0], argv[1]
    if mode == "open":  # several processes open a fresh database at once
        print("ready", flush=True)
        sys.stdin.readline()
        with open_store(url) as store:
            print(json.dumps({"version": store.schema_version}), flush=True)
        return

    token, tag, count = argv[2], argv[3], int(argv[4])  # modes "increment", "settings", "hands"
    with open_store(url) as store:
        learner = store.learner(token)
        assert learner is not None, "the learner was created by the test"
        if mode == "settings":  # one tab changing settings as the Settings page does
            print("ready", flush=True)
            sys.stdin.readline()
            for n in range(count):
                merge_doc(store, learner, "ui.settings", "settings", {f"{tag}-{n}": n})
            print(json.dumps({"conflicts": store.conflicts}), flush=True)
            return
        if mode == "moves":  # one tab playing moves on a game another tab plays too
            print("ready", flush=True)
            sys.stdin.readline()
            copy: list[Any] = []  # the game as this tab shows it
            seen = None
            accepted = []
            for n in range(count):
                mine = {"id": "g1", "inputs": [*copy, [tag, n]]}
                kept = extend_doc(
                    store, learner, "test.game", "g", mine, log="inputs", same=("id",), seen=seen
                )
                seen = kept.doc.version
                if kept.mine:
                    accepted.append([tag, n])
                copy = kept.doc.data["inputs"]  # this tab's move, or the newer game shown
            print(json.dumps({"accepted": accepted}), flush=True)
            return
        if mode == "hands":  # one tab leaving the same practice hands as the others
            print("ready", flush=True)
            sys.stdin.readline()
            ids = [
                store.append_event(learner, "practice.hand", {"n": n}, key=f"game-1/{n}").id
                for n in range(count)
            ]
            print(json.dumps({"ids": ids}), flush=True)
            return

        def bump(data: dict[str, Any]) -> dict[str, Any]:
            data["count"] += 1
            data["by"][tag] = data["by"].get(tag, 0) + 1
            return data

        print("ready", flush=True)
        sys.stdin.readline()
        for n in range(count):
            store.update_doc(
                learner, "test.counter", "shared", bump, default={"count": 0, "by": {}}
            )
            store.append_event(learner, "test.tick", {"by": tag, "n": n})
        print(json.dumps({"conflicts": store.conflicts}), flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
