"""Transcripts: JSON that replays to the identical state, golden files, ``tutor replay``."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from tests.play import golden
from tutor.cli import main
from tutor.engine.errors import TutorError
from tutor.engine.match import MatchState
from tutor.engine.policies import play_hand, random_policy, simple
from tutor.engine.rules import PRESETS
from tutor.engine.state import HandState
from tutor.engine.transcript import Transcript

GOLDEN = sorted(golden.DATA.glob("*.json"))


def test_there_are_golden_hands_and_matches() -> None:
    names = [p.name for p in GOLDEN]
    assert sum(n.startswith("hand_") for n in names) >= 4
    assert sum(n.startswith("match_") for n in names) >= 3


@pytest.mark.parametrize("path", GOLDEN, ids=[p.name for p in GOLDEN])
def test_golden_transcripts_replay_and_round_trip(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    transcript = Transcript.loads(text)
    state = transcript.replay()  # the stored summary must agree with today's engine
    again = (
        Transcript.of_hand(state) if isinstance(state, HandState) else Transcript.of_match(state)
    )
    assert again.dumps() == text


def test_the_engine_still_plays_the_golden_games_identically() -> None:
    built = golden.build()
    assert sorted(built) == [p.name for p in GOLDEN]
    for path in GOLDEN:
        assert built[path.name].dumps() == path.read_text(encoding="utf-8"), path.name


def test_golden_summaries_say_what_happened() -> None:
    layoffs = json.loads((golden.DATA / "hand_layoffs.json").read_text())["summary"]
    assert layoffs == {"result": "knock", "knocker": 1, "winner": 1, "points": 51}
    sets = json.loads((golden.DATA / "hand_sets_deny_layoffs.json").read_text())["summary"]
    assert (sets["result"], sets["points"]) == ("knock", 2)
    okla = json.loads((golden.DATA / "hand_oklahoma_spade.json").read_text())["summary"]
    assert okla["points"] % 2 == 0 and okla["result"] in ("knock", "gin", "undercut")
    draw = json.loads((golden.DATA / "hand_playon_draw.json").read_text())["summary"]
    assert draw == {"result": "draw"}


@pytest.mark.parametrize("name", list(PRESETS))
def test_random_hands_and_matches_replay_to_the_identical_state(name: str, tmp_path: Path) -> None:
    rules = PRESETS[name]
    for seed in range(4):
        wild = random_policy(random.Random(seed))
        state = HandState.deal(rules, rng=random.Random(seed), dealer=seed % 2)
        end = play_hand(state, (simple, wild) if seed % 2 else (simple, simple))
        path = tmp_path / f"hand{seed}.json"
        Transcript.of_hand(end).save(path)
        assert Transcript.load(path).replay() == end
    match = MatchState.new(rules, random.Random(8))
    for _ in range(60):  # a match in progress replays too
        match, _ = match.apply(simple(match.view(match.hand.to_move)))
    assert Transcript.loads(Transcript.of_match(match).dumps()).replay() == match


def test_replay_prints_every_step_with_reasons(capsys: pytest.CaptureFixture[str]) -> None:
    path = str(golden.DATA / "hand_layoffs.json")
    assert main(["replay", path]) == 0
    out = capsys.readouterr().out
    assert "Player 2: knocking with 9♣" in out and "Lays off 4♠ onto A♠ 2♠ 3♠. (R18)" in out
    assert "The knocker scores 51. (R19)" in out
    assert main(["replay", path, "--lang", "nl"]) == 0
    out = capsys.readouterr().out
    assert "Speler 2: kloppen met ♣9" in out and "Legt ♠4 aan bij ♠A ♠2 ♠3. (R18)" in out
    assert main(["replay", str(golden.DATA / "match_bonus.json")]) == 0
    out = capsys.readouterr().out
    assert "deals first. (R3)" in out and "wins the match. (R28)" in out
    assert "game bonus 100. (R25)" in out


def _golden_dict(name: str) -> dict[str, object]:
    return json.loads((golden.DATA / name).read_text())  # type: ignore[no-any-return]


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.update(format="other"), "not a Gin Tutor transcript"),
        (lambda d: d.update(version=9), "version 9"),
        (lambda d: d.update(kind="game"), "field kind"),
        (lambda d: d["rules"].update(knock_limit=11), "field rules"),
        (lambda d: d["hands"][0].update(deck="As As"), "hand 1, field deck"),
        (lambda d: d["hands"][0]["actions"].insert(0, "fold"), "'fold'"),
        (lambda d: d["hands"][0]["actions"].insert(0, "discard 2c"), "hand 1, action 1"),
        (lambda d: d["summary"].update(points=50), "does not match"),
        (lambda d: d["hands"][0].update(dealer="0"), "dealer"),
    ],
)
def test_broken_transcripts_say_what_is_wrong(change, message: str) -> None:  # type: ignore[no-untyped-def]
    data = _golden_dict("hand_layoffs.json")
    change(data)
    with pytest.raises(TutorError, match=message.replace("[", r"\[").replace("]", r"\]")):
        Transcript.from_json(data).replay()


def test_a_match_transcript_with_the_wrong_dealer_is_refused() -> None:
    data = _golden_dict("match_classic.json")
    hands = data["hands"]
    assert isinstance(hands, list)
    hands[1]["dealer"] = hands[0]["dealer"]
    with pytest.raises(TutorError, match="hand 2: the transcript says player"):
        Transcript.from_json(data).replay()


def test_a_hand_after_the_end_of_the_match_names_the_hand_that_ended_it() -> None:
    data = _golden_dict("match_classic.json")
    hands = data["hands"]
    assert isinstance(hands, list)
    hands.append(hands[-1])
    with pytest.raises(TutorError) as refused:
        Transcript.from_json(data).replay()
    assert str(refused.value) == (
        "hand 15 of the transcript comes after the end of the match: hand 14 ended it, 50 to "
        "108 for players 1 and 2, with 100 to reach (R24)"
    )


def test_a_changed_hand_that_ends_the_match_sooner_is_named() -> None:
    data = _golden_dict("match_basic.json")
    hands = data["hands"]
    assert isinstance(hands, list)
    del hands[11]["actions"][15]  # hand 12 now scores 30, so hand 13 reaches the target
    with pytest.raises(TutorError) as refused:
        Transcript.from_json(data).replay()
    message = str(refused.value)
    assert message.startswith(
        "hand 14 of the transcript comes after the end of the match: hand 13 ended it, 105 to 61"
    )
    assert message.endswith(
        '; hand 12 replays as {"result": "knock", "knocker": 0, "winner": 0, "points": 30}, '
        'recorded as {"result": "knock", "knocker": 0, "winner": 0, "points": 24}'
    )


def test_replay_of_a_missing_or_broken_file_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["replay", str(tmp_path / "nothing.json")]) == 2
    assert "cannot read the transcript" in capsys.readouterr().err
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    assert main(["replay", str(bad)]) == 2
    assert "not valid JSON" in capsys.readouterr().err
