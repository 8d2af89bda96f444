"""``tutor review`` and ``tutor coach calibrate``: the JSON contracts and clear errors."""

import json
from pathlib import Path

import pytest

from tutor.bot.levels import habit_of
from tutor.bot.review import review
from tutor.cli import main
from tutor.cli.review import hand_of
from tutor.engine.actions import parse_action
from tutor.engine.transcript import Transcript

DATA = Path(__file__).parent.parent / "play" / "data"
VERDICTS = {"best", "close", "inaccuracy", "mistake", "blunder"}


@pytest.mark.parametrize("path", sorted(DATA.glob("*.json")), ids=lambda p: p.stem)
def test_review_json_on_every_saved_transcript(
    path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["review", str(path), "--seat", "1", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["seat"] == 1 and out["hand"] == 1
    final = hand_of(Transcript.load(path), 1)
    page = review(final, 1)  # what the Practice page shows for the same hand
    assert len(out["moves"]) == len(page.moves)
    for move, shown in zip(out["moves"], page.moves, strict=True):
        assert parse_action(move["played"]) == shown.played
        assert parse_action(move["best"]) == shown.best
        assert move["verdict"] in VERDICTS and move["verdict"] == shown.verdict
        assert move["ply"] == shown.ply and final.history[move["ply"]][0] == 1
        assert move["loss"] == shown.loss and move["error"] == shown.error
        assert move["sure"] == shown.sure  # null unless checked hand by hand
        values = [(parse_action(c["action"]), c["value"]) for c in move["candidates"]]
        assert values == [(c.action, c.value) for c in shown.candidates]


def test_review_of_a_hand_against_a_named_level(capsys: pytest.CaptureFixture[str]) -> None:
    # The Practice page's review knows the level played (levels.HABITS); so does the command.
    path = DATA / "match_basic.json"  # a long first hand: late in it the habit counts
    final = hand_of(Transcript.load(path), 1)
    assert main(["review", str(path), "--opponent", "simple", "--json"]) == 0
    moves = [(m["loss"], m["error"]) for m in json.loads(capsys.readouterr().out)["moves"]]
    page = review(final, 0, habit=habit_of("simple"))
    assert moves == [(s.loss, s.error) for s in page.moves]
    assert moves != [(s.loss, s.error) for s in review(final, 0).moves]
    assert main(["review", str(path), "--opponent", "grandmaster"]) == 2
    assert "'grandmaster' is not an opponent level" in capsys.readouterr().err


def test_review_text_in_dutch(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["review", str(DATA / "match_classic.json"), "--hand", "2", "--lang", "nl"]) == 0
    out = capsys.readouterr().out
    assert "beslissingen bekeken" in out and "Beurt 1" in out


@pytest.mark.parametrize(
    ("text", "quoted"),
    [
        ("not json", "not valid JSON"),
        ('{"format": "gin-tutor-transcript", "version": 1, "kind": "hand"}', "field"),
    ],
)
def test_a_malformed_transcript_is_a_clear_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str, quoted: str
) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(text)
    assert main(["review", str(bad)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("tutor: ") and quoted in err and "Traceback" not in err


def test_a_hand_the_transcript_does_not_hold_is_named(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["review", str(DATA / "hand_layoffs.json"), "--hand", "3"]) == 2
    assert "--hand 3" in capsys.readouterr().err


def test_calibrate_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["coach", "calibrate", "--hands", "1", "--seed", "2", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    for group in ("overall", "knock_or_wait"):
        figures = out[group]
        for key in ("decisions", "verdicts", "precision", "recall", "bias", "agreement"):
            assert key in figures
        assert set(figures["precision"]) == {
            "inaccuracy",
            "mistake",
            "blunder",
            "mistake_or_blunder",
        }
    assert out["overall"]["decisions"] >= out["knock_or_wait"]["decisions"]
    assert out["overall"]["agreement"]["share"] == 1.0
    assert out["scores"] == "start" and out["units"]["match"] == 0


def test_a_hand_late_in_a_saved_match_is_reviewed_at_its_scores(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from tutor.cli.review import scores_before

    transcript = Transcript.load(DATA / "match_classic.json")
    # the scores the engine announces after each hand (match.scores), hand by hand
    tallies = [(0, 0)]
    for step in transcript.steps():
        for event in step.events:
            for r in event.reasons:
                if r.code == "match.scores":
                    tallies.append((r["first"], r["second"]))
    count = len(transcript.hands)
    assert [scores_before(transcript, k) for k in range(1, count + 1)] == tallies[:count]
    late = next(k for k in range(1, count + 1) if max(tallies[k - 1]) >= 70)
    assert main(["review", str(DATA / "match_classic.json"), "--hand", str(late), "--json"]) == 0
    moves = json.loads(capsys.readouterr().out)["moves"]
    assert moves and all(m["unit"] == "match" for m in moves)
    assert main(["review", str(DATA / "match_classic.json"), "--json"]) == 0
    assert all(m["unit"] == "points" for m in json.loads(capsys.readouterr().out)["moves"])


def test_calibrate_plays_against_the_opponent_named(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["coach", "calibrate", "--hands", "2", "--seed", "2", "--opponent", "easy", "--json"]
    assert main(args) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["opponent"] == "easy" and out["overall"]["decisions"] > 0
    assert out["overall"]["agreement"]["share"] == 1.0
    assert main([*args[:-2], "nobody"]) == 2
    assert "'nobody' is not an opponent level" in capsys.readouterr().err


def test_calibrate_writes_every_checked_decision(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rows = tmp_path / "decisions.json"
    args = ["coach", "calibrate", "--hands", "1", "--seed", "2", "--json", "--decisions"]
    assert main([*args, str(rows)]) == 0
    out = json.loads(capsys.readouterr().out)
    written = json.loads(rows.read_text(encoding="utf-8"))
    assert len(written) == out["overall"]["decisions"] > 0
    assert {"verdict", "predicted", "error", "sure", "true_loss", "knock"} <= set(written[0])


def test_calibrate_late_checks_the_marks_in_match_units(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rows = tmp_path / "late.json"
    args = ["coach", "calibrate", "--hands", "2", "--seed", "3", "--late", "--json"]
    assert main([*args, "--decisions", str(rows)]) == 0
    out = json.loads(capsys.readouterr().out)
    decisions = out["overall"]["decisions"]
    assert out["scores"] == "late"
    assert out["units"] == {"points": 0, "match": decisions} and decisions > 0
    written = json.loads(rows.read_text(encoding="utf-8"))
    hands = {row["hand"]: tuple(row["scores"]) for row in written}
    assert len(hands) == 2 and len(set(hands.values())) == 2  # each hand its own scores
    for scores in hands.values():
        assert 70 <= max(scores) < 100  # the match decides there (stakes.REACH)
    assert all(row["unit"] == "match" for row in written)


def test_figures_count_several_runs_together(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    runs = []
    for seed in ("2", "4"):
        rows = tmp_path / f"seed{seed}.json"
        args = ["coach", "calibrate", "--hands", "1", "--seed", seed, "--json", "--decisions"]
        assert main([*args, str(rows)]) == 0
        runs.append((rows, json.loads(capsys.readouterr().out)))
    # one file: the run's own figures
    assert main(["coach", "figures", str(runs[0][0]), "--json"]) == 0
    alone = json.loads(capsys.readouterr().out)
    assert alone["overall"] == runs[0][1]["overall"]
    assert alone["knock_or_wait"] == runs[0][1]["knock_or_wait"]
    # two files: the decisions and verdicts add up
    assert main(["coach", "figures", *(str(path) for path, _ in runs), "--json"]) == 0
    both = json.loads(capsys.readouterr().out)
    assert both["runs"] == [str(path) for path, _ in runs]
    assert both["overall"]["decisions"] == sum(out["overall"]["decisions"] for _, out in runs)
    for verdict, count in both["overall"]["verdicts"].items():
        assert count == sum(out["overall"]["verdicts"][verdict] for _, out in runs)


ROW = {
    "hand": 0,
    "learner": "easy",
    "ply": 3,
    "verdict": "inaccuracy",
    "knock": False,
    "predicted": 2.0,
    "error": 0.5,
    "true_loss": 1.0,
    "true_worst": 1.0,
    "agree": True,
}


@pytest.mark.parametrize(
    ("content", "says"),
    [
        ("not json", "is not JSON"),
        ('{"a": 1}', "expected a list"),
        ("[1]", "decision 0: not a checked decision"),
        ('[{"hand": 0}]', "missing fields"),
        (json.dumps([{**ROW, "scores": [1]}]), "scores must be two whole numbers"),
        (json.dumps([{**ROW, "unit": "pts"}]), "unit must be points or match"),
    ],
)
def test_figures_name_a_file_that_is_not_decisions(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str, says: str
) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(content, encoding="utf-8")
    assert main(["coach", "figures", str(bad)]) == 2
    err = capsys.readouterr().err
    assert repr(str(bad)) in err and says in err
    assert "Traceback" not in err


def test_figures_name_a_wrong_value_and_a_missing_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rows = tmp_path / "rows.json"
    assert (
        main(["coach", "calibrate", "--hands", "1", "--seed", "2", "--decisions", str(rows)]) == 0
    )
    capsys.readouterr()
    written = json.loads(rows.read_text(encoding="utf-8"))
    written[3]["true_loss"] = "a lot"
    rows.write_text(json.dumps(written), encoding="utf-8")
    assert main(["coach", "figures", str(rows)]) == 2
    assert "decision 3" in capsys.readouterr().err
    missing = tmp_path / "gone.json"
    assert main(["coach", "figures", str(missing)]) == 2
    assert repr(str(missing)) in capsys.readouterr().err


def test_calibrate_names_a_folder_that_is_not_there(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    missing = str(tmp_path / "nowhere" / "d.json")
    assert main(["coach", "calibrate", "--hands", "1", "--decisions", missing]) == 2
    assert repr(missing) in capsys.readouterr().err
