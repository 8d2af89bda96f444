"""Options and helpers shared by several subcommands."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from tutor.engine.rules import PRESETS, Rules, preset
from tutor.explain import LANGUAGES


def add_rules_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--rules",
        default="classic",
        metavar="NAME",
        help=f"rules preset ({', '.join(PRESETS)}); default classic",
    )


def add_lang_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--lang", choices=LANGUAGES, default="en", help="language of the text")


def rules_of(args: argparse.Namespace) -> Rules:
    return preset(args.rules)


def print_json(data: Any) -> None:
    json.dump(data, sys.stdout, ensure_ascii=False)
    sys.stdout.write("\n")
