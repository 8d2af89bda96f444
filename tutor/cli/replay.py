"""``tutor replay FILE``: print a saved hand or match, step by step, with the reasons."""

from __future__ import annotations

import argparse

from tutor.cli._common import add_lang_option, with_reasons
from tutor.engine.cards import CardSet
from tutor.engine.errors import IllegalActionError
from tutor.engine.match import MatchState
from tutor.engine.transcript import Step, Transcript
from tutor.explain import say, text
from tutor.explain.moves import narration


def register(parser: argparse.ArgumentParser) -> None:
    parser.description = "Replay a transcript saved as JSON: every action, what happened and why."
    parser.add_argument("file", metavar="FILE", help="a transcript saved as JSON")
    add_lang_option(parser)
    parser.set_defaults(func=run)


def lines_of(transcript: Transcript, lang: str) -> list[str]:
    """The replay as printed lines (raises ``TutorError`` when the transcript is broken)."""
    transcript.replay()  # check the whole transcript, and its summary, before printing
    out = [text("replay.rules", lang, rules=transcript.rules.name)]
    if transcript.kind == "match" and transcript.seed is not None:
        start = MatchState.start(
            transcript.rules, transcript.seed, transcript.first_dealer or 0, (), transcript.cut
        )
        out += [say(r, lang) for r in start.cut_reasons]
    number = 0
    for step in transcript.steps():
        if step.number != number:
            number = step.number
            out += _hand_header(transcript, number, lang)
        out += _step_lines(step, lang)
    return out


def _hand_header(transcript: Transcript, number: int, lang: str) -> list[str]:
    script = transcript.hands[number - 1]
    first = 1 - script.dealer
    hands = [CardSet(), CardSet()]
    hands[first] = CardSet(script.deck[0:20:2])  # written as the sentences write cards
    hands[script.dealer] = CardSet(script.deck[1:20:2])
    return [
        "",
        text("replay.hand", lang, number=number, player=script.dealer + 1, upcard=script.deck[20]),
        text("replay.cards", lang, player=1, cards=hands[0]),
        text("replay.cards", lang, player=2, cards=hands[1]),
    ]


def _step_lines(step: Step, lang: str) -> list[str]:
    move = narration(step.action, "act", step.hand.upcard)  # a pass names the card passed on
    lines = [text("replay.action", lang, player=step.seat + 1, action=move)]
    for event in step.events:
        lines += [f"    {say(r, lang)}" for r in event.reasons]
    return lines


def run(args: argparse.Namespace) -> int:
    transcript = Transcript.load(args.file)
    try:
        lines = lines_of(transcript, args.lang)
    except IllegalActionError as error:  # say why the engine refused the action
        raise with_reasons(error, args.lang) from None
    print("\n".join(lines))
    return 0
