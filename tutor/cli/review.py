"""``tutor review TRANSCRIPT``: the coach's review of one saved hand, every decision of a seat.

The transcript is the format of ``tutor replay``: a hand, or a match of which ``--hand K``
(default the first) is reviewed. ``--json`` prints one object ``{"seat": N, "hand": K,
"moves": [...]}``; each move has ``ply`` (actions of the hand before it), ``turn``, ``played``
and ``best`` (actions in the engine's notation, as ``parse_action`` reads them), ``verdict``
(best, close, inaccuracy, mistake, blunder), ``loss`` and ``error`` (with the standard
error, in ``unit``: ``points``, or ``match`` near the end of a match, where the coach counts
the chance of winning the match in percent, at the scores before the hand), ``sure`` (for a
loss large enough for a mistake, the share of the opponent's possible hands the best move
beats it against; else null), and ``candidates`` (``action`` and ``value``, best first): the
numbers the Practice page shows. ``--opponent LEVEL`` names the level the other seat played,
as the Practice page knows it, so that the coach knows when that opponent ends a hand; without
it the opponent is taken to knock early and later only with little deadwood, as the medium
and hard levels do.
"""

from __future__ import annotations

import argparse

from tutor.cli._common import add_lang_option, at_least, print_json
from tutor.engine.errors import TutorError
from tutor.engine.state import HandState
from tutor.engine.transcript import Transcript


def register(parser: argparse.ArgumentParser) -> None:
    parser.description = (
        "The coach's review of a saved hand (the transcript format of tutor replay): each "
        "decision of the seat, the best move, and what the move cost."
    )
    parser.add_argument("file", metavar="TRANSCRIPT", help="a hand or match saved as JSON")
    parser.add_argument(
        "--seat", type=int, default=0, choices=(0, 1), help="the seat reviewed (default 0)"
    )
    parser.add_argument(
        "--hand", type=at_least(1), default=1, metavar="K", help="the hand of a match (default 1)"
    )
    parser.add_argument(
        "--opponent",
        metavar="LEVEL",
        help="the level or baseline the other seat played (default: not known)",
    )
    add_lang_option(parser)
    parser.add_argument("--json", action="store_true", help="print the review as JSON")
    parser.set_defaults(func=run)


def hand_of(transcript: Transcript, number: int) -> HandState:
    """The finished hand ``number`` (from 1) of a transcript; ``TutorError`` quoting what is
    wrong when there is no such hand or it did not finish."""
    count = len(transcript.hands)
    if not 1 <= number <= count:
        raise TutorError(f"--hand {number}: the transcript holds {count} hand(s)")
    final: HandState | None = None
    for step in transcript.steps():
        if step.number == number:
            final = step.hand
        elif step.number > number:
            break
    if final is None or not final.is_over:
        raise TutorError(f"hand {number} of the transcript does not reach its end")
    return final


def scores_before(transcript: Transcript, number: int) -> tuple[int, int]:
    """The match scores by seat before hand ``number``: what the hands before it brought."""
    from tutor.bot.arena import hand_net

    ends: dict[int, HandState] = {}
    for step in transcript.steps():
        if step.number >= number:
            break
        ends[step.number] = step.hand
    scores = [0, 0]
    for hand in ends.values():
        net = hand_net(hand) if hand.is_over else 0
        scores[0 if net > 0 else 1] += abs(net)
    return (scores[0], scores[1])


def run(args: argparse.Namespace) -> int:
    from tutor.bot.jobs import cores
    from tutor.bot.knowledge import WAITS_LATE
    from tutor.bot.levels import habit_of, policy
    from tutor.bot.review import review
    from tutor.explain import say, text

    habit = WAITS_LATE
    if args.opponent is not None:
        policy(args.opponent)  # a name that is no level is an error that quotes it
        habit = habit_of(args.opponent)
    transcript = Transcript.load(args.file)
    final = hand_of(transcript, args.hand)
    scores = scores_before(transcript, args.hand)
    result = review(final, args.seat, scores=scores, jobs=cores(), habit=habit)
    if args.json:
        print_json(
            {
                "seat": args.seat,
                "hand": args.hand,
                "moves": [
                    {
                        "ply": m.ply,
                        "turn": m.turn,
                        "played": str(m.played),
                        "best": str(m.best),
                        "verdict": m.verdict,
                        "loss": m.loss,
                        "error": m.error,
                        "sure": m.sure,
                        "unit": m.unit,
                        "candidates": [
                            {"action": str(c.action), "value": c.value} for c in m.candidates
                        ],
                    }
                    for m in result.moves
                ],
            }
        )
        return 0
    lang = args.lang
    print(say(result.summary(), lang))
    for m in result.moves:
        label = text(f"practice.verdict.{m.verdict}", lang)
        head = text("review.cli.move", lang, turn=m.turn, ply=m.ply, action=m.played)
        print(f"{head} [{label}]")
        for r in m.reasons:
            print(f"    {say(r, lang)}")
    return 0
