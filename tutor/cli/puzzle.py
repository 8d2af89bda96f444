"""``tutor puzzle``: one puzzle and its answer, by kind, level and seed (``--json`` is a contract).

KIND is a puzzle kind, a puzzle link such as ``can-knock/2/12345``, or ``daily`` for the puzzle
of the day. Without ``--seed`` a seed is drawn and printed, so any puzzle can be had again.
``--answer`` grades an answer instead of only showing the solution.
"""

from __future__ import annotations

import argparse
import random
from datetime import date

from tutor.cli._common import add_lang_option, add_rules_option, print_json, rules_of
from tutor.explain import plain, say, say_all, text
from tutor.puzzles import KINDS, LEVELS, Puzzle, daily_puzzle, generate, open_link
from tutor.puzzles.api import grade, question, solution, title, to_json
from tutor.puzzles.links import PuzzleError, check_seed


def register(parser: argparse.ArgumentParser) -> None:
    shapes = "; ".join(f"{name}: {spec.answer_shape}" for name, spec in KINDS.items())
    parser.description = (
        "Print one puzzle and its answer. KIND is one of "
        f"{', '.join(KINDS)}, a link such as can-knock/2/12345, or daily."
    )
    parser.epilog = f"Answer shapes for --answer: {shapes}"
    parser.add_argument("kind", metavar="KIND", help="puzzle kind, link, or daily")
    parser.add_argument("--seed", type=int, help="seed (default: a random one, printed)")
    parser.add_argument(
        "--level", type=int, default=1, choices=LEVELS, help="difficulty level (default 1)"
    )
    parser.add_argument("--date", help="the day for KIND daily, as 2025-03-14 (default today)")
    parser.add_argument("--answer", metavar="TEXT", help="grade this answer")
    add_rules_option(parser)
    add_lang_option(parser)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.set_defaults(func=run)


def pick(args: argparse.Namespace) -> Puzzle:
    rules = rules_of(args)
    if args.kind == "daily":
        try:
            day = date.fromisoformat(args.date) if args.date else date.today()
        except ValueError:
            raise PuzzleError(f"{args.date!r} is not a date (write 2025-03-14)") from None
        return daily_puzzle(day, rules)
    if "/" in args.kind:
        return open_link(args.kind)
    seed = random.randrange(1_000_000) if args.seed is None else check_seed(args.seed)
    return generate(args.kind, args.level, seed, rules)


def run(args: argparse.Namespace) -> int:
    puzzle = pick(args)
    lang = args.lang
    graded = grade(puzzle, args.answer) if args.answer is not None else None
    if args.json:
        out = to_json(puzzle, lang)
        if graded is not None:
            out["graded"] = {
                "correct": graded.correct,
                "several": graded.several,
                "explanation": say_all(graded.reasons, lang),
            }
        print_json(out)
        return 0 if graded is None or graded.correct else 1
    lines = [f"{title(puzzle, lang)}  ({puzzle.link}, rating {puzzle.rating})"]
    lines += question(puzzle, lang)
    # the cards as the sentences write them; the answer line keeps what --answer reads
    lines.append(f"{text('ui.cards', lang)}: {plain(puzzle.cards, lang)}")
    if puzzle.spread:
        melds = plain(puzzle.spread, lang)
        lines.append(f"{text('puzzle.ui.knocker_melds', lang)}: {melds}")
    if puzzle.knocker is not None:
        lines.append(f"{text('puzzle.ui.knocker', lang)}: {plain(puzzle.knocker, lang)}")
    lines.append("")
    if graded is not None:
        lines += say_all(graded.reasons, lang)
    else:
        lines.append(f"{text('puzzle.ui.answer', lang)}: {puzzle.answer.to_json()}")
        lines += [say(r, lang) for r in solution(puzzle)]
    print("\n".join(lines))
    return 0 if graded is None or graded.correct else 1
