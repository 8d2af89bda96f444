"""Server time per interaction on the Practice page, through the app's router with AppTest.

A scripted learner plays whole hands against the easy opponent at the page's card table
(pass, draw, take, a card to throw, knock or gin with a card: the intents the table's script
sends) and presses the page's Next hand button; each is timed as the run that answers it:
the callback with the opponent's replies, the database write and the whole page drawn again.
The learner's choices come from the simple baseline player (``tutor.bot.baselines``) on the
learner's own view. Tip and review are left
out: the bot bench times them.

The learner database is a throw-away SQLite file unless ``TUTOR_DATABASE_URL`` says
otherwise, so a benchmark never writes into a real learner's progress.
"""

from __future__ import annotations

import logging
import os
import random
import statistics
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from streamlit.testing.v1 import AppTest

from tutor.bot.baselines import simple_policy
from tutor.engine.actions import BigGin, Discard, DrawStock, Gin, Knock, Pass, Take
from tutor.practice.game import Game
from tutor.store.location import ENV_VAR
from tutor.ui import learner
from tutor.ui.table.driver import send
from tutor.ui.views.practice import GAME, TABLE_KEY

APP = Path(__file__).resolve().parents[1] / "ui" / "streamlit_app.py"
PAGE = "app_pages/practice.py"
LEVEL = "easy"
RUN_TIMEOUT = 60.0  # seconds for one run, far above any real one: a hang fails loudly
# AppTest warns once that the test thread has no script context; harmless here, so hidden.
QUIET = "streamlit.runtime.scriptrunner_utils.script_run_context"


def _quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


@contextmanager
def _scratch_database() -> Iterator[None]:
    """A temporary SQLite database for the page when no database is chosen."""
    if os.environ.get(ENV_VAR):
        yield
        return
    with tempfile.TemporaryDirectory(prefix="tutor-bench-") as folder:
        os.environ[ENV_VAR] = f"sqlite:///{Path(folder) / 'tutor.sqlite'}"
        learner.store.clear()  # a store opened before would still point elsewhere
        try:
            yield
        finally:
            learner.store.clear()  # nothing keeps the file that is about to go
            del os.environ[ENV_VAR]


def _not_a_warning(record: logging.LogRecord) -> bool:
    return record.levelno != logging.WARNING


@contextmanager
def _quiet() -> Iterator[None]:
    # A filter, not a level: Streamlit sets its loggers' levels again when AppTest starts.
    quiet = logging.getLogger(QUIET)
    quiet.addFilter(_not_a_warning)
    try:
        yield
    finally:
        quiet.removeFilter(_not_a_warning)


def _game(at: AppTest) -> Game:
    game = at.session_state[GAME]
    if not isinstance(game, Game):
        raise RuntimeError(f"the practice page keeps no game under {GAME!r}")
    return game


NEXT = "practice.next"


def _clicks(game: Game, rng: random.Random) -> list[str | dict[str, str]]:
    """The learner's next move: the key of a button, or the intent sent by the table."""
    if game.finished is not None:
        return [] if game.match.is_over else [NEXT]
    action = simple_policy(game.view(), rng).action
    if isinstance(action, Pass):
        return [{"kind": "pass"}]
    if isinstance(action, DrawStock):
        return [{"kind": "draw"}]
    if isinstance(action, Take):
        return [{"kind": "take", "card": str(action.card)}]
    if isinstance(action, Discard):
        return [{"kind": "discard", "card": str(action.card)}]
    if isinstance(action, Knock):
        return [{"kind": "knock", "card": str(action.card)}]
    if isinstance(action, Gin):
        return [{"kind": "gin", "card": str(action.card)}]
    if isinstance(action, BigGin):
        return [{"kind": "big_gin"}]
    raise RuntimeError(f"the learner has no way to play {action}")


def _checked(at: AppTest, after: str) -> AppTest:
    if at.exception or at.error:
        shown = [e.value for e in at.exception] + [e.value for e in at.error]
        raise RuntimeError(f"the practice page failed after {after}: {shown}")
    return at


def _play(number: int, hands: int) -> list[float]:
    """Play ``hands`` hands of game ``number``; the seconds of each run after a click."""
    at = AppTest.from_file(str(APP), default_timeout=RUN_TIMEOUT)
    at.context["locale"] = "nl-NL"
    at.query_params.update({"game": str(number), "level": LEVEL})
    at.run()
    at.switch_page(PAGE)
    _checked(at.run(), "opening the page")
    rng = random.Random(f"bench/practice/{number}")
    timings: list[float] = []
    played = 0
    while played < hands:
        game = _game(at)
        keys = _clicks(game, rng)
        if not keys:
            break  # the match is over
        if keys == [NEXT]:
            played += 1
            if played == hands:
                break
        for key in keys:
            start = time.perf_counter()
            if isinstance(key, str):
                at.button(key=key).click()
                at.run()
            else:
                send(at, TABLE_KEY, key)
            timings.append(time.perf_counter() - start)
            _checked(at, str(key))
    return timings


def run(quick: bool) -> dict[str, float]:
    games = (1, 2) if quick else (1, 2, 3, 4, 5)
    hands = 2 if quick else 3
    with _scratch_database(), _quiet():
        _play(99, 1)  # warm up: imports and first-use caches are not a learner's click
        timings = [t for number in games for t in _play(number, hands)]
    return {
        "practice_interaction_median_ms": round(1000 * statistics.median(timings), 1),
        "practice_interaction_p95_ms": round(1000 * _quantile(timings, 0.95), 1),
    }
