"""``tutor bench``: time the engine and the layers above it (a benchmark, not a test)."""

from __future__ import annotations

import argparse
import importlib
import pkgutil

from tutor import bench
from tutor.cli._common import print_json


def register(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--quick", action="store_true", help="fewer repetitions (rougher)")
    parser.add_argument(
        "--only", metavar="AREA", action="append", help="run only this area (repeatable)"
    )
    parser.set_defaults(func=run)


def areas() -> list[str]:
    return sorted(
        i.name for i in pkgutil.iter_modules(bench.__path__) if not i.name.startswith("_")
    )


def run(args: argparse.Namespace) -> int:
    figures: dict[str, float] = {}
    width = max(map(len, areas()))  # the areas line up; a figure's name fits in 32
    for area in areas():
        if args.only and area not in args.only:
            continue
        module = importlib.import_module(f"{bench.__name__}.{area}")
        result = module.run(args.quick)
        figures.update(result)
        if not args.json:
            for key, value in result.items():
                print(f"{area:{width}} {key:32} {value}")
    if args.json:
        print_json(figures)
    return 0
