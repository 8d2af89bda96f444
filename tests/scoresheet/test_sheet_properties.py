"""Random sheets keep their invariants: totals, dealers, seating and stored data."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from tutor.engine.rules import PRESETS
from tutor.scoresheet.sheet import TABLES, Sheet, new_sheet
from tutor.scoresheet.totals import running, standing

steps = st.lists(
    st.tuples(st.integers(0, 1), st.integers(0, 2), st.integers(0, 40), st.booleans()),
    max_size=40,
)


@settings(max_examples=150, deadline=None)
@given(
    mode=st.sampled_from(["two", "three", "teams"]),
    preset=st.sampled_from(sorted(PRESETS)),
    moves=steps,
)
def test_random_sheets_keep_their_invariants(mode, preset, moves) -> None:
    names = ["Ann", "Bob", "Cas", "Dan"][: {"two": 2, "three": 3, "teams": 4}[mode]]
    sheet = new_sheet(mode, names, PRESETS[preset])
    for table_pick, seat_pick, points, draw in moves:
        table = table_pick % len(TABLES[mode])
        if sheet.table_over(table):
            continue
        dealer = sheet.dealer(table)
        players = sheet.playing(table)
        assert len(set(players)) == 2
        assert set(players) <= set(TABLES[mode][table])
        if mode == "three":
            assert dealer not in players  # R31
        else:
            assert dealer in players
        if draw:
            sheet = sheet.record_draw(table)
            assert sheet.dealer(table) == dealer  # R14: the same dealer deals again
        else:
            sheet = sheet.record(table, players[seat_pick % 2], points)
    rows = running(sheet)
    if rows:
        assert rows[-1].totals == sheet.totals()
    assert sum(sheet.totals()) == sum(h.points for h in sheet.hands if h.winner is not None)
    now = standing(sheet)
    assert now.is_over == sheet.is_over
    if now.finals is not None:
        assert all(f.total >= f.points for f in now.finals)
    assert Sheet.from_json(json.loads(json.dumps(sheet.to_json()))) == sheet
