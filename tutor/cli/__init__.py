"""The ``tutor`` command. Each module of this package adds one subcommand via ``register``.

Outputs documented as contracts (``--json``) are read by other tools and by the tests.
"""

from __future__ import annotations

import argparse
import importlib
import pkgutil
import sys
from collections.abc import Sequence

from tutor.engine.errors import TutorError


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="tutor", description="Gin Tutor: learn Gin Rummy with an exact rules engine."
    )
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    package = sys.modules[__name__]
    for info in sorted(pkgutil.iter_modules(package.__path__), key=lambda i: i.name):
        if not info.name.startswith("_"):
            importlib.import_module(f"{__name__}.{info.name}").register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return int(args.func(args) or 0)
    except TutorError as error:
        print(f"tutor: {error}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # e.g. piped into head
        return 0


if __name__ == "__main__":
    raise SystemExit(main())
