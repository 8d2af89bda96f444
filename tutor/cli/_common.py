"""Options and helpers shared by several subcommands."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from typing import Any

from tutor.engine.cards import Card
from tutor.engine.errors import IllegalActionError, TutorError
from tutor.engine.notation import parse_card
from tutor.engine.rules import PRESETS, Rules, preset
from tutor.explain import LANGUAGES, say


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


def with_reasons(error: IllegalActionError, lang: str) -> TutorError:
    """A refused action as the command reports it: the engine's message and its reasons,
    worded in ``lang``."""
    why = [say(r, lang) for r in error.verdict.reasons] if error.verdict is not None else []
    return TutorError("; ".join([str(error), *why]))


def add_upcard_option(parser: argparse.ArgumentParser, purpose: str) -> None:
    parser.add_argument("--upcard", metavar="CARD", help=f"this hand's upcard ({purpose})")


def upcard_of(args: argparse.Namespace, rules: Rules, needed: bool = True) -> Card | None:
    """``--upcard`` read (an empty one is an error, not "no upcard"). When the rules take the
    knock limit from the upcard (Oklahoma, R29) and it matters (``needed``), it must be given:
    no limit is assumed."""
    if args.upcard is None:
        if rules.oklahoma and needed:
            raise TutorError(
                f"the {rules.name} rules take the knock limit from the upcard (R29): "
                "give it with --upcard CARD"
            )
        return None
    return parse_card(args.upcard)


def at_least(lowest: int) -> Callable[[str], int]:
    """An argparse type: a whole number of at least ``lowest``, quoting a bad one."""

    def read(value: str) -> int:
        try:
            number = int(value)
        except ValueError:
            number = lowest - 1
        if number < lowest:
            raise argparse.ArgumentTypeError(f"{value!r} is not a whole number from {lowest}")
        return number

    return read
