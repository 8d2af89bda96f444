"""``tutor coach calibrate``: the coach's marks measured against the true hidden cards.

``--json`` prints one object: ``hands``, ``seed``, ``rules``, ``learners``, ``opponent``,
``losing`` (the true loss above which a move counts as losing), and ``overall`` and
``knock_or_wait`` with ``decisions``, ``verdicts`` (counts), ``precision`` (per mark, and for
mistakes and blunders together: ``share`` of marked moves whose true loss is positive, ``of``
how many, ``ci95``), ``recall`` (the share of truly losing moves marked), ``bias`` (mean
predicted minus true loss, points; ``bias_marked`` over marked moves, ``bias_claimed`` over
moves not judged best) and ``agreement`` (Tip and review name the same best move).
``scores`` says where in a match the hands were reviewed (``start``: at 0-0, the default;
``late`` with ``--late``: at scores where the match decides, so that ``units`` counts the
decisions valued in percentage points of the chance of winning the match, ``match``, rather
than in points). ``--decisions PATH`` also writes every checked decision (its mark,
predicted loss, error, sureness, true loss, scores and unit) as a JSON list, to study the
marks' thresholds on them.

``tutor coach figures PATH...`` counts the decisions of several such files together and
prints the same figures (``runs`` names the files), as the bot README's columns over
several seeds are counted.

``tutor coach equity`` rebuilds the match-equity table (:mod:`tutor.bot.equity`): with
``--out PATH`` it writes the file the package ships, without it prints the same JSON.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
from pathlib import Path

from tutor.cli._common import add_lang_option, add_rules_option, at_least, print_json


def register(parser: argparse.ArgumentParser) -> None:
    parser.description = "Commands that check the coach (the Tip and the review)."
    commands = parser.add_subparsers(dest="coach_command", required=True, metavar="COMMAND")
    calibrate = commands.add_parser(
        "calibrate",
        help="review hands between levels and check every mark against the truth",
        description="Plays hands (the learner's seat by easy and by medium, against medium or "
        "--opponent), reviews the learner's seat, and values every reviewed decision again on "
        "the true hidden state.",
    )
    calibrate.add_argument(
        "--hands", type=at_least(1), default=100, metavar="N", help="default 100"
    )
    calibrate.add_argument("--seed", type=int, default=1, metavar="S", help="default 1")
    calibrate.add_argument(
        "--jobs", type=at_least(1), default=1, metavar="J", help="processes to use; default 1"
    )
    add_rules_option(calibrate)
    add_lang_option(calibrate)
    calibrate.add_argument("--json", action="store_true", help="print the figures as JSON")
    calibrate.add_argument(
        "--decisions", metavar="PATH", help="also write every checked decision to this file"
    )
    calibrate.add_argument(
        "--opponent",
        default="medium",
        metavar="LEVEL",
        help="the level or baseline opposite the learner's seat; default medium",
    )
    calibrate.add_argument(
        "--late",
        action="store_true",
        help="review every hand at match scores near the end, where the match decides",
    )
    calibrate.set_defaults(func=run)
    together = commands.add_parser(
        "figures",
        help="the calibration figures of several --decisions files together",
        description="Reads the decisions that tutor coach calibrate --decisions wrote and "
        "counts them together.",
    )
    together.add_argument("paths", nargs="+", metavar="PATH", help="--decisions files")
    add_lang_option(together)
    together.add_argument("--json", action="store_true", help="print the figures as JSON")
    together.set_defaults(func=run_figures)
    equity = commands.add_parser(
        "equity",
        help="rebuild the match-equity table from hands between two hard players",
        description="Plays hands between two hard players, counts each hand's outcome from "
        "the dealer's side, and solves the chance of winning the match from every pair of "
        "scores (tutor/bot/README.md).",
    )
    equity.add_argument("--hands", type=at_least(1), default=4000, metavar="N", help="default 4000")
    equity.add_argument("--seed", type=int, default=2026, metavar="S", help="default 2026")
    equity.add_argument(
        "--jobs", type=at_least(1), default=1, metavar="J", help="processes to use; default 1"
    )
    equity.add_argument(
        "--out", metavar="PATH", help="where to write the table (default: print it)"
    )
    add_rules_option(equity)
    equity.set_defaults(func=run_equity)


def _progress(done: int, total: int) -> None:
    if sys.stderr.isatty():
        sys.stderr.write(f"\r{done}/{total} hands")
        if done == total:
            sys.stderr.write("\n")
        sys.stderr.flush()


def run_equity(args: argparse.Namespace) -> int:
    from tutor.bot.equity_build import build, write

    built = build(args.hands, args.seed, args.rules, args.jobs, _progress)
    if args.out is None:
        print_json(built.to_json())
        return 0
    write(built, Path(args.out))
    print(
        f"{args.out}: {built.hands} hands, standard error median {built.error_median}%, "
        f"largest {built.error_max}%"
    )
    return 0


def run(args: argparse.Namespace) -> int:
    from tutor.bot.calibrate import report
    from tutor.bot.calibrate import run as calibrate

    decisions = None if args.decisions is None else Path(args.decisions)
    if decisions is not None and not decisions.parent.is_dir():
        print(f"tutor: --decisions {args.decisions!r}: no such folder", file=sys.stderr)
        return 2
    checked = calibrate(
        args.hands,
        args.seed,
        rules=args.rules,
        jobs=args.jobs,
        late=args.late,
        opponent=args.opponent,
        progress=_progress,
    )
    figures = report(checked, args.hands, args.seed, args.rules, args.late, args.opponent)
    if decisions is not None:
        rows = [dataclasses.asdict(c) for c in checked]
        try:
            decisions.write_text(json.dumps(rows) + "\n", encoding="utf-8")
        except OSError as error:
            print(f"tutor: --decisions {args.decisions!r}: {error.strerror}", file=sys.stderr)
            return 2
    _print(figures, args)
    return 0


def run_figures(args: argparse.Namespace) -> int:
    from tutor.bot.calibrate import load_checked, together

    try:
        runs = [(path, load_checked(Path(path))) for path in args.paths]
    except ValueError as error:
        print(f"tutor: {error}", file=sys.stderr)
        return 2
    _print(together(runs), args)
    return 0


def _print(figures: dict[str, object], args: argparse.Namespace) -> None:
    from tutor.explain import text

    if args.json:
        print_json(figures)
        return
    for group in ("overall", "knock_or_wait"):
        data = figures[group]
        assert isinstance(data, dict)
        print(text(f"coach.cli.{group}", args.lang))
        for key, value in data.items():
            print(f"  {key}: {value}")
