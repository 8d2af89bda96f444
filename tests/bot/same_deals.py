"""The same deals on both tables: how much of a level's result is OpenSpiel's rules.

Each deal is dealt to OpenSpiel's table (``neutral.play_hand``) and to the project's engine
in the same order, and both hands are played by the same policies drawing on generators
seeded alike, so a hand can only end differently where the two tables' rules differ (the
wall, a tie after a knock, R14, R20; ``neutral.py`` lists them) or where that changed a
decision: the levels see each table's rules, so a look-ahead that scores a tie differently
may choose another move, and from then on the two generators are drawn on differently and
the hands go their own ways. Single hands at 0 to 0, A moving first in every other one.

``python -m tests.bot.same_deals --a hard --b patient0 --deals 300 --seed 0 --jobs 2``
prints the figures quoted in tutor/bot/README.md.
"""

from __future__ import annotations

import argparse
import random
from collections import Counter
from dataclasses import dataclass

from tutor.bot import neutral
from tutor.bot.arena import hand_net, play_out
from tutor.bot.jobs import run_jobs
from tutor.bot.levels import policy
from tutor.engine.cards import DECK
from tutor.engine.rules import CLASSIC
from tutor.engine.state import HandState


@dataclass(frozen=True, slots=True)
class Pair:
    """One deal on both tables: A's net points and how each hand ended."""

    home: int
    openspiel: int
    home_end: str
    openspiel_end: str


def play_deal(a: str, b: str, seed: int, n: int) -> Pair:
    deck = list(DECK)
    random.Random(f"same-deals/{seed}/{n}").shuffle(deck)
    first = n % 2  # A's OpenSpiel player number: 0 moves first (R11)
    names = (a, b) if first == 0 else (b, a)
    played = neutral.play_hand(names, deck, (0, 0), random.Random(f"same-deals/{seed}/{n}/rng"))
    theirs = played.points[first] - played.points[1 - first]
    home = neutral.dealt_as_openspiel_deals(deck, CLASSIC)
    end = play_out(
        home, [policy(names[0]), policy(names[1])], random.Random(f"same-deals/{seed}/{n}/rng")
    )
    ours = hand_net(end) if first == 0 else -hand_net(end)
    return Pair(ours, theirs, _home_end(end, first), _openspiel_end(played, first))


def _home_end(end: HandState, a: int) -> str:
    if end.result is None or end.knocker is None:
        return "draw"
    return f"{'A' if end.knocker == a else 'B'} {end.result.result}"


def _openspiel_end(played: neutral.Played, a: int) -> str:
    wall = " at the wall" if played.wall else ""
    if played.shown is None:  # no layoffs to show: a draw, or a gin with nothing to lay off
        if not any(played.points):
            return f"draw{wall}"
        return f"{'A' if played.points[a] else 'B'} gin{wall}"
    shown = played.shown
    who = "A" if shown.knocker == a else "B"
    points = played.points[shown.knocker] - played.points[1 - shown.knocker]
    if not shown.loose:
        how = "gin"
    else:
        how = "tie" if points == 0 else "knock" if points > 0 else "undercut"
    return f"{who} {how}{wall}"


def _job(work: tuple[str, str, int, int]) -> Pair:
    return play_deal(*work)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--a", default="hard")
    parser.add_argument("--b", default="patient0")
    parser.add_argument("--deals", type=int, default=400)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    neutral.check_names(args.a, args.b)
    work = [(args.a, args.b, args.seed, n) for n in range(args.deals)]
    pairs = list(run_jobs(_job, work, args.jobs, ordered=True, chunksize=4))
    n = len(pairs)
    home = sum(p.home for p in pairs) / n
    theirs = sum(p.openspiel for p in pairs) / n
    print(f"{args.a} against {args.b}: {n} deals, seed {args.seed}")
    print(f"A's points per hand: {home:+.2f} on the project's engine, {theirs:+.2f} on OpenSpiel's")
    differ = [p for p in pairs if (p.home, p.home_end) != (p.openspiel, p.openspiel_end)]
    print(f"hands that ended differently: {len(differ)}")
    print(
        "| the project's engine | OpenSpiel's table | hands | A's points, OpenSpiel's less ours |"
    )
    print("|---|---|---|---|")
    ends = Counter((p.home_end, p.openspiel_end) for p in differ)
    for (ours, theirs_end), count in ends.most_common():
        gain = sum(
            p.openspiel - p.home
            for p in differ
            if (p.home_end, p.openspiel_end) == (ours, theirs_end)
        )
        print(f"| {ours} | {theirs_end} | {count} | {gain:+d} |")


if __name__ == "__main__":
    main()
