"""``tutor showdown``: score a knock, gin or big gin (the JSON output is a contract).

``--json`` prints ``result`` (gin, big_gin, knock, undercut, tie), ``winner`` (knocker,
defender or null), ``points`` (to the winner), ``knocker_deadwood``, ``defender_deadwood``
(after layoffs), ``knocker_melds`` and ``defender_melds`` (lists of card lists),
``knocker_deadwood_cards``, ``defender_deadwood_cards``, ``layoffs`` (``{card, meld}``, the meld
as it stood), ``rules``, ``upcard`` and ``breakdown``/``notes`` (sentences in ``--lang``).
"""

from __future__ import annotations

import argparse
from typing import Any

from tutor.cli._common import (
    add_lang_option,
    add_rules_option,
    add_upcard_option,
    print_json,
    rules_of,
    upcard_of,
    with_reasons,
)
from tutor.engine.actions import parse_melds
from tutor.engine.cards import CardSet
from tutor.engine.errors import IllegalActionError, TutorError
from tutor.engine.melds import Meld
from tutor.engine.notation import parse_card, parse_cards
from tutor.engine.showdowns import Showdown, showdown
from tutor.explain import plain, say, text


def register(parser: argparse.ArgumentParser) -> None:
    parser.description = (
        "Score a showdown. The knocker holds 10 cards after its discard (11 with "
        "--big-gin). Without --spread the engine lays out the spread that scores best against "
        "the defender's best reply."
    )
    parser.add_argument("--knocker", nargs="+", required=True, metavar="CARD")
    parser.add_argument("--defender", nargs="+", required=True, metavar="CARD")
    parser.add_argument(
        "--spread", metavar="MELDS", help="the knocker's melds, e.g. '[As 2s 3s] [7h 7d 7c]'"
    )
    add_upcard_option(parser, "Oklahoma, R29: the knock limit and the doubling")
    parser.add_argument("--big-gin", action="store_true", help="eleven melded cards (R17)")
    add_rules_option(parser)
    add_lang_option(parser)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.set_defaults(func=run)


def compute(args: argparse.Namespace) -> Showdown:
    rules = rules_of(args)
    knocker = parse_cards(" ".join(args.knocker))
    defender = parse_cards(" ".join(args.defender))
    spread = None
    if args.spread is not None:
        spread = parse_melds(args.spread)
        if not spread:
            raise TutorError(f"--spread {args.spread!r} holds no melds (like '[As 2s 3s]')")
    upcard = upcard_of(args, rules)
    if upcard is not None and upcard in knocker | defender:
        raise TutorError(f"the upcard {upcard} cannot also be in a hand: each card exists once")
    try:
        return showdown(
            knocker, defender, rules, upcard=upcard, spread=spread, big_gin=args.big_gin
        )
    except IllegalActionError as error:
        raise with_reasons(error, args.lang) from None


def _cards(cards: CardSet) -> list[str]:
    return [str(c) for c in cards]


def _meld(meld: Meld) -> list[str]:
    return str(meld).strip("[]").split()


def to_json(result: Showdown, args: argparse.Namespace) -> dict[str, Any]:
    return {
        "result": result.result,
        "winner": result.winner,
        "points": result.points,
        "knocker_deadwood": result.knocker_deadwood,
        "defender_deadwood": result.defender_deadwood,
        "knocker_melds": [_meld(m) for m in result.knocker_melds],
        "defender_melds": [_meld(m) for m in result.defender_melds],
        "knocker_deadwood_cards": _cards(result.knocker_deadwood_cards),
        "defender_deadwood_cards": _cards(result.defender_deadwood_cards),
        "layoffs": [{"card": str(x.card), "meld": _meld(x.meld)} for x in result.layoffs],
        "rules": rules_of(args).name,
        "upcard": args.upcard and str(parse_card(args.upcard)),
        "breakdown": [say(r, args.lang) for r in result.breakdown],
        "notes": [say(r, args.lang) for r in result.notes],
    }


def as_text(result: Showdown, lang: str) -> str:
    def melds(items: tuple[Meld, ...]) -> str:
        return plain(items, lang) or "-"  # as the sentences write them; --json keeps notation

    lines = [
        text(
            "showdown.knocker",
            lang,
            melds=melds(result.knocker_melds),
            cards=result.knocker_deadwood_cards or "-",
            deadwood=result.knocker_deadwood,
        ),
        text(
            "showdown.defender",
            lang,
            melds=melds(result.defender_melds),
            cards=result.defender_deadwood_cards or "-",
            deadwood=result.defender_deadwood,
        ),
    ]
    lines += [f"- {say(r, lang)}" for r in result.notes]
    lines += [f"  {say(r, lang)}" for r in result.breakdown]
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    result = compute(args)
    if args.json:
        print_json(to_json(result, args))
    else:
        print(as_text(result, args.lang))
    return 0
