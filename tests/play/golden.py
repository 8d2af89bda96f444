"""The golden transcripts in ``tests/play/data/``: how each was played.

Run ``python -m tests.play.golden`` from the repository root to write them again after a
deliberate change of the engine; the tests check that the engine still plays them identically.
"""

from __future__ import annotations

import random
from pathlib import Path

from tests.play.helpers import churn, play, scripted
from tutor.engine.match import MatchState
from tutor.engine.policies import play_hand, simple
from tutor.engine.rules import preset
from tutor.engine.state import HandState
from tutor.engine.transcript import Transcript

DATA = Path(__file__).parent / "data"


def _scripted_hands() -> dict[str, Transcript]:
    classic = preset("classic")
    # The first outcome, played out: the defender lays off 4s then 5s (R18).
    layoffs = scripted(
        classic, "4s 5s 8h 8s 2c 3d 6d 9h Tc Ts", "As 2s 3s 7h 7d 7c Kh Qh Jh 5d", "Kd", "9c"
    )
    layoffs, _ = play(
        layoffs,
        "pass", "pass", "draw stock", "knock 9c",
        "layoff 4s on [As 2s 3s]", "layoff 5s on [As 2s 3s 4s]", "done",
    )  # fmt: skip
    # Sets rather than runs deny the layoffs that would undercut (R18).
    sets = scripted(
        classic, "3s 4s 4c 4d 5h 6h 7h 8s 8c 8d", "Kh 5s 6s 7s 5c 6c 7c 5d 6d 7d", "Qd", "As"
    )
    sets, _ = play(sets, "pass", "pass", "draw stock", "knock Kh", "done")
    # Oklahoma with a spade upcard: limit 9 and the score doubled (R29).
    okla = scripted(
        preset("oklahoma"),
        "4s 5s 8h 8s 2c 3d 6d 9h Tc Ts", "As 2s 3s 7h 7d 7c Kh Qh Jh 5d", "9s", "Qc",
    )  # fmt: skip
    okla = play_hand(okla, (simple, simple))
    # The play-on variant: the stock runs out and the hand is a draw (R14).
    draw = HandState.deal(preset("playon"), rng=random.Random(14))
    while not draw.is_over:
        draw, _ = churn(draw)
    return {
        "hand_layoffs.json": Transcript.of_hand(layoffs),
        "hand_sets_deny_layoffs.json": Transcript.of_hand(sets),
        "hand_oklahoma_spade.json": Transcript.of_hand(okla),
        "hand_playon_draw.json": Transcript.of_hand(draw),
    }


def _matches() -> dict[str, Transcript]:
    out = {}
    for name, seed in (("classic", 1), ("basic", 2), ("bonus", 3)):
        match = MatchState.new(preset(name), random.Random(seed))
        while not match.is_over:
            match, _ = match.apply(simple(match.view(match.hand.to_move)))
        out[f"match_{name}.json"] = Transcript.of_match(match)
    return out


def build() -> dict[str, Transcript]:
    return {**_scripted_hands(), **_matches()}


if __name__ == "__main__":
    DATA.mkdir(exist_ok=True)
    for file_name, transcript in build().items():
        (DATA / file_name).write_text(transcript.dumps(), encoding="utf-8")
        print(f"wrote {DATA / file_name}")
