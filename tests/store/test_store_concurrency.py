"""Two app processes on one database, serving the same learner, lose no update."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import sqlalchemy as sa

from tutor.store import CURRENT_VERSION, Store

WORKER = Path(__file__).with_name("store_worker.py")
N = 100  # increments per process


def _together(*argvs: list[str]) -> list[dict[str, Any]]:
    """Start one worker per argv, release them at once, and return their reports."""
    procs = [
        subprocess.Popen(
            [sys.executable, str(WORKER), *argv],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for argv in argvs
    ]
    try:
        for proc in procs:
            assert proc.stdout is not None
            line = proc.stdout.readline()
            assert line == "ready\n", (line, proc.stderr.read() if proc.stderr else "")
        for proc in procs:
            assert proc.stdin is not None
            proc.stdin.write("go\n")
            proc.stdin.flush()
        reports = []
        for proc in procs:
            out, err = proc.communicate(timeout=120)
            assert proc.returncode == 0, err
            reports.append(json.loads(out.strip().splitlines()[-1]))
        return reports
    finally:
        for proc in procs:
            if proc.poll() is None:
                proc.kill()
                proc.wait()


def test_two_processes_incrementing_one_document_lose_nothing(store: Store) -> None:
    learner = store.create_learner()
    other = store.create_learner()
    store.put_doc(other, "test.counter", "shared", {"count": 1000, "by": {}})
    url = store.url.render_as_string(hide_password=False)

    reports = _together(
        ["increment", url, learner.token, "a", str(N)],
        ["increment", url, learner.token, "b", str(N)],
    )

    doc = store.get_doc(learner, "test.counter", "shared")
    assert doc is not None
    assert doc.data == {"count": 2 * N, "by": {"a": N, "b": N}}
    assert doc.version == 2 * N
    ticks = store.events(learner, "test.tick")
    assert sorted((e.data["by"], e.data["n"]) for e in ticks) == sorted(
        (tag, n) for tag in "ab" for n in range(N)
    )
    untouched = store.get_doc(other, "test.counter", "shared")
    assert untouched is not None and untouched.data == {"count": 1000, "by": {}}
    # Not asserted (it depends on timing), but shown with -s: how often they collided.
    print(f"{store.backend}: {sum(r['conflicts'] for r in reports)} retried writes")


def test_three_tabs_changing_settings_keep_every_change(store: Store) -> None:
    """Each change is merged into the newest settings: 900 of 900 kept (a tab writing its
    whole copy of the settings, as the page did, kept 343 of 900)."""
    learner = store.create_learner()
    url = store.url.render_as_string(hide_password=False)
    per_tab = 300

    _together(*(["settings", url, learner.token, tag, str(per_tab)] for tag in "abc"))

    doc = store.get_doc(learner, "ui.settings", "settings")
    assert doc is not None
    assert doc.data == {f"{tag}-{n}": n for tag in "abc" for n in range(per_tab)}
    assert doc.version == 3 * per_tab


def test_a_hand_sent_by_three_tabs_is_counted_once(store: Store) -> None:
    learner = store.create_learner()
    url = store.url.render_as_string(hide_password=False)
    hands = 100

    reports = _together(*(["hands", url, learner.token, tag, str(hands)] for tag in "abc"))

    kept = store.events(learner, "practice.hand")
    assert [e.data["n"] for e in kept] == list(range(hands))
    assert [e.key for e in kept] == [f"game-1/{n}" for n in range(hands)]
    # Every tab was told about the one event kept for each hand, whoever sent it first.
    assert reports[0]["ids"] == reports[1]["ids"] == reports[2]["ids"] == [e.id for e in kept]


def test_three_tabs_playing_one_game_undo_no_move_that_was_kept(store: Store) -> None:
    """Each tab plays on the game as it shows it; a tab that is behind is shown the newer
    game instead of writing over it. Every move a tab was told is kept is in the final game,
    in order, and nothing else is."""
    learner = store.create_learner()
    url = store.url.render_as_string(hide_password=False)

    reports = _together(*(["moves", url, learner.token, tag, "60"] for tag in "abc"))

    doc = store.get_doc(learner, "test.game", "g")
    assert doc is not None
    final = doc.data["inputs"]
    accepted = [move for report in reports for move in report["accepted"]]
    assert sorted(map(tuple, final)) == sorted(map(tuple, accepted))
    for tag, report in zip("abc", reports, strict=True):
        assert [m for m in final if m[0] == tag] == report["accepted"]
    assert len(final) == doc.version  # each kept move was one write on top of the last


def test_servers_starting_together_on_a_new_database_migrate_it_once(
    db_url: str, raw: sa.Engine
) -> None:
    reports = _together(*(["open", db_url] for _ in range(2)))
    assert reports == [{"version": CURRENT_VERSION}] * 2
    with raw.connect() as conn:
        versions = conn.execute(sa.text("SELECT version FROM schema_version ORDER BY 1"))
        assert list(versions.scalars()) == list(range(1, CURRENT_VERSION + 1))
