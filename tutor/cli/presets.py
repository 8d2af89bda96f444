"""``tutor presets``: the named rule sets and where each comes from."""

from __future__ import annotations

import argparse

from tutor.cli._common import print_json
from tutor.engine.rules import PRESET_SOURCES, PRESETS


def register(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print every setting as JSON")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    if args.json:
        print_json({name: rules.to_json() for name, rules in PRESETS.items()})
        return 0
    default = PRESETS["classic"]
    for name, rules in PRESETS.items():
        changed = {
            k: v for k, v in rules.to_json().items() if k != "name" and v != getattr(default, k)
        }
        settings = ", ".join(f"{k}={v}" for k, v in changed.items()) or "the defaults"
        print(f"{name:9} {PRESET_SOURCES[name]}\n{'':9} settings: {settings}")
    return 0
