"""Mutated transcripts (the golden ones of tests/play/data, changed in one to three places):
reading and replaying them ends in a result or a ``TutorError`` that quotes what it refused,
never another exception."""

from __future__ import annotations

import json
import re
from pathlib import Path

from tests.fuzz.mutate import mutate, trials
from tests.fuzz.quoting import quotes
from tests.play import golden
from tutor.cli._common import with_reasons
from tutor.cli.replay import lines_of
from tutor.engine.errors import IllegalActionError, TutorError
from tutor.engine.transcript import MAX_BYTES, Transcript

ACTION = re.compile(r"hand \d+, action \d+ '[^']+': ")
GOLDEN = [json.loads(p.read_text()) for p in sorted(Path(golden.DATA).glob("*.json"))]


def test_mutated_transcripts_give_an_answer_or_a_clear_error() -> None:
    tried = refused = 0
    for number, rng in enumerate(trials("transcripts")):
        data, changes = mutate(rng.choice(GOLDEN), rng)
        text = json.dumps(data)
        about = f"input {number}: {', '.join(map(str, changes))}"
        tried += 1
        try:
            lines_of(Transcript.loads(text), "en")
        except IllegalActionError as error:
            # A sound field that makes a later action illegal (a rule changed, say): the
            # error quotes the action refused, and the command words the engine's reasons.
            refused += 1
            assert ACTION.match(str(error)), f"{error} after {about}"
            assert error.verdict is not None and error.verdict.reasons, about
            assert re.search(r"\(R\d+\)", str(with_reasons(error, "en"))), about
        except TutorError as error:
            refused += 1
            message = str(error)
            assert message and "\n" not in message, about
            if "summary" not in message:  # a changed summary is quoted whole
                assert quotes(message, changes), f"{message!r} quotes nothing of: {about}"
        except Exception as error:  # pragma: no cover - the failure this test is for
            raise AssertionError(f"{type(error).__name__}: {error} after {about}") from error
    assert refused > tried // 2  # most mutations break a transcript: the fuzzer does work


def test_mutated_bytes_of_a_file_are_refused_as_text_or_json(tmp_path: Path) -> None:
    source = (Path(golden.DATA) / "match_classic.json").read_bytes()
    path = tmp_path / "t.json"
    for rng in trials("transcript-bytes"):
        raw = bytearray(source)
        for _ in range(rng.randint(1, 4)):
            raw[rng.randrange(len(raw))] = rng.randrange(256)
        path.write_bytes(bytes(raw))
        try:
            lines_of(Transcript.load(path), "en")
        except TutorError as error:
            assert str(error)
        except Exception as error:  # pragma: no cover
            raise AssertionError(f"{type(error).__name__}: {error} for {bytes(raw)!r}") from error
    assert 100 * len(source) <= MAX_BYTES  # the read bound leaves room for long matches
