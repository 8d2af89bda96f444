"""The knock-chance check quoted in tutor/bot/README.md: its stages, bands and report."""

from __future__ import annotations

import pytest

from tests.bot import knock_check
from tutor.engine.rules import CLASSIC


def test_stages_and_bands_split_where_the_readme_says() -> None:
    assert [knock_check.stage(s) for s in (31, 24, 23, 14, 13, 2)] == [
        "early", "early", "middle", "middle", "late", "late"
    ]  # fmt: skip
    assert [knock_check.band(d) for d in (0, 2, 3, 4, 5, 7, 8, 10)] == [
        "0-2", "0-2", "3-4", "3-4", "5-7", "5-7", "8-10", "8-10"
    ]  # fmt: skip


def test_every_chance_is_a_knock_a_could_make_scored_on_the_true_cards() -> None:
    chances = [c for n in range(6) for c in knock_check._deal(("medium", "patient0", 3, n, 2))]
    assert any(c.knocked for c in chances) and any(not c.knocked for c in chances)
    for c in chances:
        assert 0 <= c.deadwood <= 10 and 2 <= c.stock <= 31
        if c.deadwood == 0:  # a gin: its bonus and the opponent's deadwood (R21)
            assert c.knock >= CLASSIC.gin_bonus
        else:  # a knock wins the difference or is undercut, ties included (R19, R20)
            assert c.knock >= 1 or c.knock <= -CLASSIC.undercut_bonus


def test_the_report_is_a_table_of_the_chances(capsys: pytest.CaptureFixture[str]) -> None:
    knock_check.main(["--a", "medium", "--b", "patient0", "--deals", "3", "--seed", "3"])
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("medium against patient0: 6 hands, ")
    rows = [line for line in lines[3:] if line.startswith("| ")]
    chances = int(lines[0].split(", ")[1].split()[0])
    assert rows and sum(int(row.split(" | ")[3]) for row in rows) == chances
