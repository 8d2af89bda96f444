"""Load test: one app server on loopback, N learners at once, each in its own Chromium browser
context (its own cookie, so its own profile), playing Practice and then puzzles for a fixed
time.

    python -m tests.load.run --learners 1 10 30 --seconds 60 [--json artifacts/load.json]

Each learner first plays Practice against the easy opponent for half the time, by the cards
(click the upcard or the stock, then the last card the table lets go; "Next hand" when a hand
is over), then opens Puzzles, picks "Count the deadwood" and, for the other half (counted from
when that page is ready), types the engine's answer, checks it and asks for the next puzzle.
Every click is timed from the click to the moment the page shows the whole run it caused (the
run watch of
``tests/browser/app_page.py``). At the end: the median and 95th percentile of those times (all,
Practice, puzzles), the server's memory (resident set) before and with N sessions open, errors
seen on pages, and whether the database holds every move played (the kept game's inputs) and
exactly one attempt per answer checked (no lost update).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import re
import statistics
import tempfile
import time
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

import sqlalchemy as sa
from playwright.async_api import Browser, Page, async_playwright

from tests.browser.app_page import DONE_SINCE, FINISHED, PENDING, RUN_WATCH, STEP_TIMEOUT
from tests.browser.conftest import CHROMIUM_ARGS, find_chromium, served
from tutor.practice.kinds import KEPT_GAME
from tutor.puzzles import open_link
from tutor.store import open_store
from tutor.ui.learner import TOKEN_COOKIE
from tutor.ui.registry import app_path

BROKEN = "Something went wrong"
RESULT = ".st-key-gt-practice-result"  # the end of a hand on Practice
PHASE = """() => document.querySelector('[data-testid="stBidiComponentIsolated"]')
  .shadowRoot.querySelector('.gt-table').dataset.phase || ''"""
LOADING = 300_000  # milliseconds a learner may wait for the first page on a busy machine


@dataclass
class Learner:
    """What one learner did: click times (ms) on Practice and on Puzzles, the moves it made
    in its practice game (inputs the game must keep), answers checked, errors seen."""

    practice_clicks: list[float] = field(default_factory=list)
    puzzle_clicks: list[float] = field(default_factory=list)
    inputs: int = 0
    hands: int = 0
    checked: int = 0
    correct: int = 0
    errors: list[str] = field(default_factory=list)
    token: str = ""

    @property
    def clicks(self) -> list[float]:
        return self.practice_clicks + self.puzzle_clicks


def resident_kb(pid: int) -> int:
    """The process's resident memory (Linux ``/proc``), in kB."""
    status = Path(f"/proc/{pid}/status").read_text()
    found = re.search(r"VmRSS:\s+(\d+) kB", status)
    return int(found.group(1)) if found else 0


async def timed(page: Page, clicks: list[float], action: Any) -> None:
    """Run ``action`` (a click, Enter) and wait until the page shows the run it caused."""
    before = await page.evaluate(FINISHED)
    start = time.perf_counter()
    await action()
    await page.wait_for_function(DONE_SINCE, arg=[before, PENDING], timeout=STEP_TIMEOUT * 4)
    clicks.append((time.perf_counter() - start) * 1000)


async def play_practice(page: Page, record: Learner, until: float) -> None:
    """Play Practice by the cards until ``until``: each click is one input the kept game must
    hold afterwards. Knocks are left alone, so a hand lasts; a hand that ends gets "Next hand"."""
    while time.monotonic() < until:
        if await page.locator(RESULT).count():
            following = page.get_by_role("button", name="Next hand", exact=True)
            if not await following.count():
                return  # the match is over: Practice is done for this learner
            await timed(page, record.practice_clicks, following.first.click)
            # The run the page finished may be one already under way when it was clicked (the
            # table's own rerun); the click is played once the ended hand has left the page.
            await page.locator(RESULT).wait_for(state="detached", timeout=STEP_TIMEOUT * 4)
            record.inputs += 1
            record.hands += 1
            continue
        phase = await page.evaluate(PHASE)
        if phase == "offer":
            target = page.locator(".gt-pile")
        elif phase in ("draw", "draw_stock"):
            target = page.locator(".gt-stock")
        elif phase == "discard":
            target = page.locator(".gt-hand .gt-card.gt-can").last
        else:  # the opponent's turn is played within the learner's click: never seen here
            record.errors.append(f"the table is in phase {phase!r} on the learner's turn")
            return
        await timed(page, record.practice_clicks, target.click)
        record.inputs += 1
        if await page.get_by_text(BROKEN).count():
            record.errors.append(BROKEN)
            return


@dataclass
class Start:
    """Every learner loads the page first; the timed window opens when all are ready."""

    ready: list[asyncio.Event]
    go: asyncio.Event = field(default_factory=asyncio.Event)
    half: float = 0.0  # when each learner leaves Practice for the puzzles
    until: float = 0.0


async def learner(browser: Browser, address: str, start: Start, me: int, arrive: float) -> Learner:
    record = Learner()
    await asyncio.sleep(me * arrive)  # learners come in one after another, as in a club
    context = await browser.new_context(base_url=address + "/", locale="en-US")
    page = await context.new_page()
    page.set_default_timeout(STEP_TIMEOUT * 4)
    await page.add_init_script(RUN_WATCH)
    try:
        # Loading the app's scripts is not what is measured: wait for it as long as it takes.
        practice = f"/{app_path('practice')}?level=easy&game={me + 1}"
        await page.goto(practice, wait_until="commit", timeout=LOADING)
        await page.wait_for_function(DONE_SINCE, arg=[0, PENDING], timeout=LOADING)
        await page.locator(".gt-hand .gt-card").first.wait_for(timeout=LOADING)
        start.ready[me].set()  # the timed window starts when every learner is on the page
        await start.go.wait()
        await play_practice(page, record, start.half)
        await page.goto(f"/{app_path('puzzles')}", wait_until="commit", timeout=LOADING)
        await page.wait_for_function(DONE_SINCE, arg=[0, PENDING], timeout=LOADING)
        await page.get_by_role("combobox", name="Kind of puzzle").click()
        option = page.get_by_role("option", name="Count the deadwood")
        await timed(page, [], option.click)
        # The puzzles get their half of the time from when their page is ready: loading a
        # page on a busy machine is not what is measured.
        until = time.monotonic() + (start.until - start.half)
        while time.monotonic() < until:
            shared = await page.locator("button.gt-copy").first.get_attribute("data-copy")
            found = parse_qs(urlsplit(shared or "").query).get("puzzle")
            assert found, shared  # the puzzle on screen, from the link the page shares
            answer = open_link(found[0]).answer.to_json()["deadwood"]
            box = page.get_by_role("spinbutton", name="Deadwood")
            await box.fill(str(answer))
            await timed(page, record.puzzle_clicks, partial(box.press, "Enter"))
            check = page.get_by_role("button", name="Check my answer")
            await timed(page, record.puzzle_clicks, check.click)
            record.checked += 1
            if await page.get_by_text("Correct!").count():
                record.correct += 1
            if await page.get_by_text(BROKEN).count():
                record.errors.append(BROKEN)
            following = page.get_by_role("button", name="Next puzzle")
            await timed(page, record.puzzle_clicks, following.click)
    except Exception as error:  # a learner that fails is a result, reported, not a crash
        record.errors.append(f"{type(error).__name__}: {str(error)[:200]}")
    finally:
        start.ready[me].set()  # a learner that failed while loading does not hold the others
        cookies = await context.cookies()
        record.token = next((c["value"] for c in cookies if c["name"] == TOKEN_COOKIE), "")
        await context.close()
    return record


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


async def one_run(count: int, seconds: float, arrive: float = 1.0) -> dict[str, Any]:
    chromium = find_chromium()
    if chromium is None:
        raise SystemExit("Chromium not found: apt-get install chromium")
    with tempfile.TemporaryDirectory(prefix="tutor-load-") as folder:
        url = f"sqlite:///{Path(folder) / 'load.sqlite'}"
        pids: list[int] = []
        with served(url, pids=pids) as address:
            idle_kb = resident_kb(pids[0])
            async with async_playwright() as driver:
                browser = await driver.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
                start = Start([asyncio.Event() for _ in range(count)])
                tasks = [
                    asyncio.create_task(learner(browser, address, start, n, arrive))
                    for n in range(count)
                ]
                await asyncio.gather(*(e.wait() for e in start.ready))
                loaded_kb = resident_kb(pids[0])
                start.half = time.monotonic() + seconds / 2
                start.until = time.monotonic() + seconds
                start.go.set()
                peak_kb = loaded_kb
                while not all(t.done() for t in tasks):
                    await asyncio.sleep(1)
                    peak_kb = max(peak_kb, resident_kb(pids[0]))
                learners = [t.result() for t in tasks]
                await browser.close()
            engine = sa.create_engine(url)
            with engine.connect() as conn:
                stored = conn.execute(
                    sa.text("SELECT count(*) FROM events WHERE kind = 'puzzles.attempt'")
                ).scalar()
            engine.dispose()
            kept_inputs = kept_moves(url, learners)
    clicks = [c for one in learners for c in one.clicks]
    practice = [c for one in learners for c in one.practice_clicks]
    puzzles = [c for one in learners for c in one.puzzle_clicks]
    checked = sum(one.checked for one in learners)
    played = sum(one.inputs for one in learners)
    return {
        "learners": count,
        "seconds": seconds,
        "playing": sum(1 for one in learners if one.inputs or one.checked),
        "clicks": len(clicks),
        "click_median_ms": _median(clicks),
        "click_p95_ms": _p95(clicks),
        "practice_clicks": len(practice),
        "practice_median_ms": _median(practice),
        "practice_p95_ms": _p95(practice),
        "puzzle_clicks": len(puzzles),
        "puzzle_median_ms": _median(puzzles),
        "puzzle_p95_ms": _p95(puzzles),
        "practice_moves": played,
        "practice_hands_ended": sum(one.hands for one in learners),
        "practice_moves_kept": kept_inputs,
        "answers_checked": checked,
        "answers_correct": sum(one.correct for one in learners),
        "attempts_stored": stored,
        "lost_updates": (checked - int(stored or 0)) + (played - kept_inputs),
        "errors": [e for one in learners for e in one.errors],
        "server_idle_mb": round(idle_kb / 1024),
        "server_loaded_mb": round(loaded_kb / 1024),
        "server_peak_mb": round(peak_kb / 1024),
        "mb_per_session": round((peak_kb - idle_kb) / 1024 / count, 1),
    }


def kept_moves(url: str, learners: list[Learner]) -> int:
    """How many of the learners' practice moves their kept games hold (each learner plays
    one game, so its kept inputs are exactly the moves it made)."""
    store = open_store(url)
    total = 0
    try:
        for one in learners:
            profile = store.learner(one.token) if one.token else None
            if profile is None:
                continue
            doc = store.get_doc(profile, *KEPT_GAME)
            if doc is not None and isinstance(doc.data, dict):
                total += len(doc.data.get("inputs", []))
    finally:
        store.close()
    return total


def _median(values: list[float]) -> int | None:
    return round(statistics.median(values)) if values else None


def _p95(values: list[float]) -> int | None:
    return round(percentile(values, 0.95)) if values else None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--learners", type=int, nargs="+", default=[1, 10, 30])
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--arrive", type=float, default=1.0, help="seconds between arrivals")
    parser.add_argument("--json", type=Path, help="also write the results to this file")
    args = parser.parse_args()
    results = []
    for count in args.learners:
        result = asyncio.run(one_run(count, args.seconds, args.arrive))
        print(json.dumps(result), flush=True)
        results.append(result)
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(results, indent=1) + "\n")


if __name__ == "__main__":
    main()
