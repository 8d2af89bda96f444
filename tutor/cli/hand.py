"""``tutor hand``: analyse a hand of any size (the JSON output is a contract)."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from tutor.cli._common import (
    add_lang_option,
    add_rules_option,
    add_upcard_option,
    print_json,
    rules_of,
    upcard_of,
)
from tutor.engine.cards import Card, CardSet
from tutor.engine.errors import TutorError
from tutor.engine.melds import DiscardAnalysis, HandAnalysis, arrange, discards
from tutor.engine.notation import parse_cards
from tutor.engine.rules import Rules
from tutor.explain import card_text, plain, say, text


def register(parser: argparse.ArgumentParser) -> None:
    parser.description = (
        "Analyse a hand. Without CARDS, reads one hand per line from standard input "
        "and prints one JSON line per hand."
    )
    parser.add_argument("cards", nargs="*", metavar="CARD", help="cards such as As 7h Td 10c")
    add_rules_option(parser)
    add_upcard_option(parser, "Oklahoma, R29: it sets the knock limit of eleven cards")
    add_lang_option(parser)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.set_defaults(func=run)


def analyse(
    cards: CardSet, rules: Rules, upcard: Card | None = None
) -> tuple[HandAnalysis, DiscardAnalysis | None]:
    """The analysis the command prints; for eleven cards, after the best discard."""
    if len(cards) == 11:
        options = discards(cards, rules.knock_limit_for(upcard), rules=rules)
        return arrange(cards.remove(options.best.card)), options
    return arrange(cards), None


def hand_of(text: str, args: argparse.Namespace, rules: Rules) -> tuple[CardSet, Card | None]:
    """The cards of one hand and the upcard that counts for them; an empty hand is an error."""
    cards = parse_cards(text)
    if not cards:
        raise TutorError(f"{text!r} holds no cards: give the cards of a hand, like As 7h Td")
    # The upcard may be in the hand: a player can have taken it (R11). Eleven cards are
    # judged for a knock, whose Oklahoma limit only the upcard gives (R29): no limit is assumed.
    return cards, upcard_of(args, rules, needed=len(cards) == 11)


def to_json(cards: CardSet, rules: Rules, upcard: Card | None = None) -> dict[str, Any]:
    hand, options = analyse(cards, rules, upcard)
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


def as_text(cards: CardSet, rules: Rules, lang: str, upcard: Card | None = None) -> str:
    hand, options = analyse(cards, rules, upcard)
    # Written as the sentences write cards (7♥, in Dutch ♥7); --json keeps the notation.
    lines = [f"{text('ui.cards', lang)}: {plain(cards, lang)}"]
    if options is not None:
        lines.append(text("cli.best_discard", lang, card=options.best.card))
        if options.big_gin:
            lines.append(text("hand.big_gin", lang))
    lines.append(text("cli.deadwood", lang, deadwood=hand.deadwood))
    for number, arrangement in enumerate(hand.arrangements, 1):
        melds = plain(arrangement.melds, lang) or "-"
        loose = text("cli.loose", lang, cards=arrangement.deadwood_cards or "-")
        lines.append(f"  {number}. {melds}  {loose} = {arrangement.deadwood}")
    lines += [f"- {say(r, lang)}" for r in hand.reasons]
    if options is not None:
        lines.append(text("cli.discards", lang))
        for o in sorted(options.options, key=lambda o: (o.deadwood, o.card)):
            why = "; ".join(say(r, lang) for r in o.reasons)
            lines.append(f"  {card_text(o.card, lang)}: {o.deadwood:3}  {why}")
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    rules = rules_of(args)
    if args.cards:
        # One argument may hold several cards ("As 2s 3s", "7d,7c"), as a line of stdin may.
        cards, upcard = hand_of(" ".join(args.cards), args, rules)
        if args.json:
            print_json(to_json(cards, rules, upcard))
        else:
            print(as_text(cards, rules, args.lang, upcard))
        return 0
    failed = False
    for line in sys.stdin:
        if not line.strip():
            continue
        try:
            cards, upcard = hand_of(line, args, rules)
            print_json(to_json(cards, rules, upcard))
        except TutorError as error:
            failed = True
            print_json({"error": str(error), "input": line.strip()})
    return 1 if failed else 0
