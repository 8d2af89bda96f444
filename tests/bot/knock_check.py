"""Every knock chance of one level against another, judged on the true cards.

Each deal is played twice with the seats exchanged. At every discard where A could knock
(R15), knocking is scored exactly on the true cards (the engine's ``knock_score`` of A's
best knock against B's real hand, R18-R20). Where A waited, that is set beside what the hand
then brought A; where A knocked, beside what waiting would have brought: A's own next-best
discard instead, the hand played on by both policies from the true hands, the stock
reshuffled (``--forks`` times late and in the middle of the hand, twice early). The hands are
single deals, not matches, so a level plays each as the first hand of a match: the hard level
has read nothing of its opponent yet (``knowledge.learned_habit``).

``python -m tests.bot.knock_check --a hard --b patient0 --deals 2000 --seed 2026 --jobs 2``
prints the tables quoted in tutor/bot/README.md.
"""

from __future__ import annotations

import argparse
import random
import statistics
from collections import defaultdict
from dataclasses import dataclass, replace

from tutor.bot.arena import duplicate_deal, hand_net, play_out
from tutor.bot.decision import Decider
from tutor.bot.jobs import run_jobs
from tutor.bot.levels import policy
from tutor.bot.medium import Context, knock_choice
from tutor.engine.actions import Action, Discard, Knock
from tutor.engine.rules import CLASSIC
from tutor.engine.scoring import knock_score
from tutor.engine.state import HandState, Phase, PlayerView

STAGES = ("early", "middle", "late")
BANDS = ("0-2", "3-4", "5-7", "8-10")
COLUMNS = ("knocking brings", "the other brings", "gain of the other, per hand of all")


@dataclass(frozen=True, slots=True)
class Chance:
    """One knock chance of A: when, with how much deadwood, what A did and what it brought."""

    stock: int
    deadwood: int
    knocked: bool
    knock: int  # what knocking brings A on the true cards
    other: float  # A waited: what the hand brought; A knocked: what waiting would have


def stage(stock: int) -> str:
    return "early" if stock >= 24 else "middle" if stock >= 14 else "late"


def band(deadwood: int) -> str:
    return (
        "0-2" if deadwood <= 2 else "3-4" if deadwood <= 4 else "5-7" if deadwood <= 7 else "8-10"
    )


def _net(state: HandState, seat: int) -> int:
    net = hand_net(state)
    return net if seat == 0 else -net


def _seats(a: str, b: str, a_seat: int) -> list[Decider]:
    seats = [policy(b), policy(b)]
    seats[a_seat] = policy(a)
    return seats


def _waiting(
    state: HandState, wait: Action, a: str, b: str, a_seat: int, forks: int, rng: random.Random
) -> float:
    """What ``wait`` brings A, the hand played on from the true hands, the stock reshuffled."""
    total = 0
    for _ in range(forks):
        stock = list(state.stock)
        rng.shuffle(stock)
        after, _ = replace(state, stock=tuple(stock)).apply(wait)
        end = play_out(after, _seats(a, b, a_seat), random.Random(rng.random()))
        total += _net(end, a_seat)
    return total / forks


def _deal(args: tuple[str, str, int, int, int]) -> list[Chance]:
    a, b, seed, n, forks = args
    out: list[Chance] = []
    for a_seat in (0, 1):
        state, rng = duplicate_deal(CLASSIC, seed, n, a_seat)
        fork_rng = random.Random(f"knock_check/{seed}/{n}/{a_seat}")
        seats = _seats(a, b, a_seat)
        waited: list[tuple[int, int, int]] = []
        while not state.is_over:
            seat = state.to_move
            view: PlayerView = state.view(seat)
            decision = seats[seat](view, rng)
            choice = knock_choice(view, Context.of(view)) if seat == a_seat else None
            if choice is not None and state.phase is Phase.DISCARD:
                knock, deadwood = choice
                mine = state.hands[seat].mask ^ knock.card.bit
                value = knock_score(mine, state.hands[1 - seat].mask, CLASSIC, state.upcard)
                stock = len(state.stock)
                if isinstance(decision.action, Knock):
                    runner = decision.runner_up
                    wait = runner if isinstance(runner, Discard) else Discard(knock.card)
                    many = forks if stock < 24 else 2
                    other = _waiting(state, wait, a, b, a_seat, many, fork_rng)
                    out.append(Chance(stock, deadwood, True, value, other))
                else:
                    waited.append((stock, deadwood, value))
            state, _ = state.apply(decision.action)
        net = _net(state, a_seat)
        out += [Chance(s, d, False, v, net) for s, d, v in waited]
    return out


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--a", default="hard")
    parser.add_argument("--b", default="patient0")
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--forks", type=int, default=8)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    work = [(args.a, args.b, args.seed, n, args.forks) for n in range(args.deals)]
    chances = [c for part in run_jobs(_deal, work, args.jobs, chunksize=8) for c in part]
    hands = 2 * args.deals
    groups: dict[tuple[str, str, bool], list[Chance]] = defaultdict(list)
    for c in chances:
        groups[(stage(c.stock), band(c.deadwood), c.knocked)].append(c)
    print(f"{args.a} against {args.b}: {hands} hands, {len(chances)} knock chances")
    print(" | ".join(("| stage", "deadwood", "A did", "chances", *COLUMNS)) + " |")
    print("|---|---|---|---|---|---|---|")
    for s in STAGES:
        for bd in BANDS:
            for knocked in (True, False):
                xs = groups.get((s, bd, knocked), [])
                if not xs:
                    continue
                diffs = [c.other - c.knock for c in xs]
                se = statistics.stdev(diffs) / len(diffs) ** 0.5 if len(diffs) > 1 else 0.0
                knock = statistics.mean(c.knock for c in xs)
                other = statistics.mean(c.other for c in xs)
                did = "knocked (the other: waiting)" if knocked else "waited (the other: the hand)"
                print(
                    f"| {s} | {bd} | {did} | {len(xs)} | {knock:+.2f} | {other:+.2f} "
                    f"(± {se:.2f}) | {sum(diffs) / hands:+.3f} |"
                )


if __name__ == "__main__":
    main()
