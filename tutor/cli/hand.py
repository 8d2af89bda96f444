"""``tutor hand``: analyse a hand of any size (the JSON output is a contract)."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from tutor.cli._common import add_lang_option, add_rules_option, print_json, rules_of
from tutor.engine.cards import CardSet
from tutor.engine.errors import TutorError
from tutor.engine.melds import DiscardAnalysis, HandAnalysis, arrange, discards
from tutor.engine.notation import parse_cards
from tutor.engine.rules import Rules
from tutor.explain import say, text


def register(parser: argparse.ArgumentParser) -> None:
    parser.description = (
        "Analyse a hand. Without CARDS, reads one hand per line from standard input "
        "and prints one JSON line per hand."
    )
    parser.add_argument("cards", nargs="*", metavar="CARD", help="cards such as As 7h Td 10c")
    add_rules_option(parser)
    add_lang_option(parser)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.set_defaults(func=run)


def analyse(cards: CardSet, rules: Rules) -> tuple[HandAnalysis, DiscardAnalysis | None]:
    """The analysis the command prints; for eleven cards, after the best discard."""
    if len(cards) == 11:
        options = discards(cards, rules.knock_limit_for(None), rules=rules)
        return arrange(cards.remove(options.best.card)), options
    return arrange(cards), None


def as_json(cards: CardSet, rules: Rules) -> dict[str, Any]:
    hand, options = analyse(cards, rules)
    out: dict[str, Any] = {
        "cards": [str(c) for c in cards],
        "deadwood": hand.deadwood,
        "melds": [[str(c) for c in m.cards] for m in hand.best.melds],
        "deadwood_cards": [str(c) for c in hand.best.deadwood_cards],
        "arrangements": len(hand.arrangements),
    }
    if options is not None:
        out["discard"] = str(options.best.card)
        out["discards"] = [
            {"card": str(o.card), "deadwood": o.deadwood, "knock": o.knock, "gin": o.gin}
            for o in options.options
        ]
        out["big_gin"] = options.big_gin
    return out


def as_text(cards: CardSet, rules: Rules, lang: str) -> str:
    hand, options = analyse(cards, rules)
    lines = [f"{text('ui.cards', lang)}: {cards}"]
    if options is not None:
        lines.append(text("cli.best_discard", lang, card=options.best.card))
        if options.big_gin:
            lines.append(text("hand.big_gin", lang))
    lines.append(text("cli.deadwood", lang, deadwood=hand.deadwood))
    for number, arrangement in enumerate(hand.arrangements, 1):
        melds = " ".join(str(m) for m in arrangement.melds) or "-"
        loose = text("cli.loose", lang, cards=arrangement.deadwood_cards or "-")
        lines.append(f"  {number}. {melds}  {loose} = {arrangement.deadwood}")
    lines += [f"- {say(r, lang)}" for r in hand.reasons]
    if options is not None:
        lines.append(text("cli.discards", lang))
        for o in sorted(options.options, key=lambda o: (o.deadwood, o.card)):
            why = "; ".join(say(r, lang) for r in o.reasons)
            lines.append(f"  {o.card}: {o.deadwood:3}  {why}")
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    rules = rules_of(args)
    if args.cards:
        # One argument may hold several cards ("As 2s 3s", "7d,7c"), as a line of stdin may.
        cards = parse_cards(" ".join(args.cards))
        if args.json:
            print_json(as_json(cards, rules))
        else:
            print(as_text(cards, rules, args.lang))
        return 0
    failed = False
    for line in sys.stdin:
        if not line.strip():
            continue
        try:
            print_json(as_json(parse_cards(line), rules))
        except TutorError as error:
            failed = True
            print_json({"error": str(error), "input": line.strip()})
    return 1 if failed else 0
