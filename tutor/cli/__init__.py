"""The ``tutor`` command. Each subcommand is one module of this package, ``tutor/cli/<name>.py``,
whose ``register(parser)`` adds its options to the parser made for it; ``COMMANDS`` below
names it once, with the line ``tutor --help`` shows for it.

Only the module of the command that runs is imported (with what it needs: Streamlit for
``serve``, the review scheduler for ``puzzle``, ...), so ``tutor hand`` starts quickly and works
where the app's heavier dependencies are missing; ``tutor --help`` imports none of them.

Outputs documented as contracts (``--json``) are read by other tools and by the tests.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Collection, Sequence

from tutor.engine.errors import TutorError

# Adding a command is one line here (and its module, with ``register(parser)``).
COMMANDS: dict[str, str] = {
    "bench": "time the engine, puzzles, opponent and pages",
    "coach": "measure the coach (Tip and review) against the true hidden cards",
    "hand": "analyse a hand: melds, deadwood, alternatives, discards",
    "lessons": "check or list the guided lessons",
    "presets": "list the rules presets",
    "puzzle": "a puzzle and its answer, graded by the engine",
    "replay": "replay a saved hand or match transcript (JSON) with explanations",
    "review": "review every decision of one seat in a saved hand",
    "selfplay": "play matches between two opponent levels and measure the win rate",
    "serve": "start the app in the browser",
    "showdown": "score a knock: the knocker's best spread, the defender's layoffs, the points",
}


def build_parser(full: Collection[str] | None = None) -> argparse.ArgumentParser:
    """The parser of ``tutor``. The commands in ``full`` (default: all of them) get their
    options, which imports their modules; the others are known by name and help only."""
    parser = argparse.ArgumentParser(
        prog="tutor", description="Gin Tutor: learn Gin Rummy with an exact rules engine."
    )
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for name, summary in COMMANDS.items():
        command = sub.add_parser(name, help=summary)
        if full is None or name in full:
            importlib.import_module(f"{__name__}.{name}").register(command)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    # The command is the first word: the only option before it is --help.
    running = argv[:1] if argv and argv[0] in COMMANDS else []
    args = build_parser(full=running).parse_args(argv)
    try:
        return int(args.func(args) or 0)
    except TutorError as error:
        print(f"tutor: {error}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # e.g. piped into head
        return 0


if __name__ == "__main__":
    raise SystemExit(main())
