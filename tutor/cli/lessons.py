"""``tutor lessons check [DIR]`` and ``tutor lessons list``: the curriculum from the shell."""

from __future__ import annotations

import argparse

from tutor.cli._common import add_lang_option
from tutor.curriculum.checker import check_folder
from tutor.curriculum.loader import load_folder
from tutor.curriculum.paths import lessons_dir


def register(parser: argparse.ArgumentParser) -> None:
    parser.description = (
        "Check the lessons (every stated answer is proved by the engine) or list "
        "them. The folder is DIR, --lessons DIR, $TUTOR_LESSONS, or the lessons shipped "
        "with Gin Tutor."
    )
    actions = parser.add_subparsers(dest="lessons_command", required=True, metavar="ACTION")
    check = actions.add_parser(
        "check",
        help="validate and play every lesson; ends with 'N lessons, M steps, K problems'",
    )
    check.add_argument("folder", nargs="?", metavar="DIR", help="a folder of lesson files")
    check.add_argument("--lessons", metavar="DIR", help="the same as DIR")
    check.add_argument(
        "--no-coverage",
        action="store_true",
        help="do not require the folder to teach every rule R1-R32 (for a partial folder)",
    )
    check.set_defaults(func=run_check)
    listing = actions.add_parser("list", help="list the lessons in order, with their rules")
    listing.add_argument("--lessons", metavar="DIR", help="a folder of lesson files")
    add_lang_option(listing)
    listing.set_defaults(func=run_list)


def run_check(args: argparse.Namespace) -> int:
    from tutor.bot.weigh import weigh_knock  # the coach judges knock-or-wait questions

    folder = lessons_dir(args.folder or args.lessons)
    report = check_folder(folder, coverage=not args.no_coverage, judge=weigh_knock)
    for problem in report.problems:
        print(problem)
    print(report.summary())
    return 0 if report.ok else 1


def run_list(args: argparse.Namespace) -> int:
    catalogue = load_folder(lessons_dir(args.lessons))
    for name, entry in catalogue.entries:
        if isinstance(entry, Exception):
            print(f"{name}: {entry}")
        else:
            rules = " ".join(entry.rules)
            title = entry.title.get(args.lang)
            print(f"{entry.id:<22} {title}  [{rules}]  ({len(entry.steps)} steps)")
    return 0
