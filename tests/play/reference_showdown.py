"""A brute-force reference for the showdown (R15-R23, R29, R30), sharing nothing with
``tutor.engine.scoring``.

Spreads: every collection of disjoint melds of the knocker (runs split or whole) whose
leftover is within the limit. Replies: every order of laying off any defender card onto any
meld on the table as it stands (so chains and a card fitting two melds are all tried), and at
every point the defender's least deadwood of what is left, by the brute-force solver of
``tests.engine.reference``. Scores are written out again from the rule text.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from tests.engine.reference import hand_melds, is_meld, packings, solve, value
from tutor.engine.cards import Card
from tutor.engine.rules import Rules

Table = tuple[frozenset[Card], ...]


@dataclass(frozen=True)
class Outcome:
    result: str  # gin, big_gin, knock, undercut, tie
    winner: str | None
    points: int

    @property
    def knocker_net(self) -> int:
        return self.points if self.winner == "knocker" else -self.points


def least(cards: frozenset[Card]) -> int:
    return solve(cards, with_discards=False).deadwood


def spreads(knocker: frozenset[Card], limit: int | None) -> list[tuple[Table, int]]:
    """Every legal spread of the knocker with its deadwood (R15, R18; R30: gin only)."""
    cards = sorted(knocker)
    melds = hand_melds(cards)
    total = sum(value(c) for c in cards)
    out = []
    for covered, chosen in packings(melds):
        left = total - sum(value(cards[p]) for p in range(len(cards)) if covered >> p & 1)
        allowed = left == 0 if limit is None else left <= limit
        if allowed:
            table = tuple(
                frozenset(cards[p] for p in range(len(cards)) if melds[j][0] >> p & 1)
                for j in chosen
            )
            out.append((table, left))
    return out


def best_reply_deadwood(defender: frozenset[Card], table: Table) -> int:
    """The least deadwood the defender can reach by any sequence of layoffs (R18)."""

    @cache
    def go(rest: frozenset[Card], melds: Table) -> int:
        best = least(rest)
        for card in rest:
            for i, meld in enumerate(melds):
                grown = meld | {card}
                if is_meld(grown):
                    best = min(best, go(rest - {card}, (*melds[:i], grown, *melds[i + 1 :])))
        return best

    return go(defender, tuple(sorted(table, key=lambda m: sorted(m))))


def score(knocker_dw: int, defender_dw: int, rules: Rules, double: bool) -> Outcome:
    """R19-R21, R29 written out again."""
    factor = 2 if double else 1
    if knocker_dw == 0:
        return Outcome("gin", "knocker", (defender_dw + rules.gin_bonus) * factor)
    if defender_dw < knocker_dw or (defender_dw == knocker_dw and rules.undercut_on_tie):
        return Outcome(
            "undercut", "defender", (knocker_dw - defender_dw + rules.undercut_bonus) * factor
        )
    if defender_dw == knocker_dw:
        return Outcome("tie", None, 0)
    return Outcome("knock", "knocker", (defender_dw - knocker_dw) * factor)


def limit_for(rules: Rules, upcard: Card | None) -> int | None:
    """R15, R29, R30 written out again."""
    if rules.straight_gin:
        return None
    if rules.oklahoma and upcard is not None:
        return 0 if int(upcard.rank) == 1 else value(upcard)
    return rules.knock_limit


def is_double(rules: Rules, upcard: Card | None) -> bool:
    return rules.oklahoma and upcard is not None and upcard.suit.letter == "s"


def evaluate(
    knocker: frozenset[Card],
    defender: frozenset[Card],
    table: Table,
    left: int,
    rules: Rules,
    upcard: Card | None,
) -> tuple[Outcome, int]:
    """The outcome of one spread against the defender's best reply, and that reply's deadwood."""
    double = is_double(rules, upcard)
    if left == 0:
        dw = least(defender)  # no layoffs after gin
        return score(0, dw, rules, double), dw
    dw = best_reply_deadwood(defender, table)
    return score(left, dw, rules, double), dw


def best_outcome(
    knocker: frozenset[Card], defender: frozenset[Card], rules: Rules, upcard: Card | None
) -> Outcome | None:
    """The knocker's best outcome over every legal spread; ``None`` when it may not knock."""
    best: Outcome | None = None
    for table, left in spreads(knocker, limit_for(rules, upcard)):
        outcome, _ = evaluate(knocker, defender, table, left, rules, upcard)
        if best is None or outcome.knocker_net > best.knocker_net:
            best = outcome
    return best
