"""``tutor selfplay``: matches between two opponent levels (a benchmark, not a test).

``--json`` prints one object with ``matches``, ``a_wins``, ``b_wins``, ``a_win_rate``,
``ci95`` (the 95% Wilson interval of A's match win rate) and ``a_points_per_hand`` (A's
points minus B's per hand), plus ``a``, ``b``, ``rules``, ``referee``, ``seed``, ``hands``
and ``seconds``. ``--referee openspiel`` plays on neutral ground: OpenSpiel's ``gin_rummy``
deals and scores, and ``openspiel-simple`` (its own simple bot) may be either player.
"""

from __future__ import annotations

import argparse
import os
import sys

from tutor.bot.levels import POLICIES
from tutor.bot.neutral import OPENSPIEL_SIMPLE
from tutor.bot.selfplay import REFEREES
from tutor.bot.selfplay import run as play
from tutor.cli._common import add_rules_option, at_least, print_json


def register(parser: argparse.ArgumentParser) -> None:
    parser.description = (
        "Matches to the target between two levels; each deal is played twice with "
        f"the seats exchanged. Levels: {', '.join(POLICIES)}; with --referee openspiel "
        f"also {OPENSPIEL_SIMPLE}."
    )
    parser.add_argument("--a", required=True, metavar="LEVEL", help="the level measured")
    parser.add_argument("--b", required=True, metavar="LEVEL", help="its opponent")
    parser.add_argument("--matches", type=int, default=100, metavar="N", help="default 100")
    parser.add_argument("--seed", type=int, default=1, metavar="S", help="default 1")
    parser.add_argument(
        "--jobs",
        type=at_least(0),
        default=1,
        metavar="J",
        help=f"processes to use (0 = all {os.cpu_count()} cores); default 1",
    )
    parser.add_argument(
        "--referee",
        choices=REFEREES,
        default="tutor",
        help="whose rules engine deals and scores: the project's (default) or OpenSpiel's "
        "gin_rummy (neutral ground, classic rules; needs the open_spiel package)",
    )
    add_rules_option(parser)
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.set_defaults(func=run)


class _Bar:
    """A progress bar on standard error, drawn only on a terminal."""

    def __init__(self) -> None:
        self.live = sys.stderr.isatty()

    def __call__(self, done: int, total: int, a_wins: int) -> None:
        if not self.live:
            return
        width = 30
        filled = width * done // total
        rate = 100 * a_wins / done
        sys.stderr.write(
            f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} matches, A {rate:.1f}%"
        )
        if done == total:
            sys.stderr.write("\n")
        sys.stderr.flush()


def run(args: argparse.Namespace) -> int:
    if args.matches < 1:
        print(f"tutor: --matches {args.matches} must be at least 1", file=sys.stderr)
        return 2
    jobs = args.jobs if args.jobs > 0 else os.cpu_count() or 1
    summary = play(
        args.a,
        args.b,
        args.matches,
        seed=args.seed,
        rules=args.rules,
        jobs=jobs,
        referee=args.referee,
        progress=_Bar(),
    )
    if args.json:
        print_json(summary.to_json())
        return 0
    lo, hi = summary.ci95
    where = ", on OpenSpiel's table" if summary.referee == "openspiel" else ""
    print(
        f"{summary.a} vs {summary.b} ({summary.rules}{where}, seed {summary.seed}): "
        f"{summary.matches} matches, A won {summary.a_wins} and B {summary.b_wins}; "
        f"A's match win rate {100 * summary.a_win_rate:.1f}% "
        f"(95% interval {100 * lo:.1f}-{100 * hi:.1f}%); "
        f"A's points per hand {summary.a_points_per_hand:+.2f} over {summary.hands} hands; "
        f"{summary.seconds:.0f} s"
    )
    return 0
