"""Hands with known answers (``data/known_hands.tsv``), checked against the engine and the
brute-force reference alike, so a wrong row and a wrong engine both show up."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.engine.reference import solve
from tutor.engine.cards import Card, CardSet
from tutor.engine.melds import arrange, deadwood, discards

DATA = Path(__file__).parent / "data" / "known_hands.tsv"


@dataclass(frozen=True)
class Row:
    line: int
    hand: str
    size: int
    deadwood: int
    arrangements: tuple[int, ...]
    best_discards: tuple[str, ...]
    big_gin: bool | None
    note: str


def read_rows() -> list[Row]:
    rows = []
    for number, raw in enumerate(DATA.read_text(encoding="utf-8").splitlines(), 1):
        if not raw.strip() or raw.startswith("#"):
            continue
        hand, size, dw, arrangements, best, big, note = raw.split("\t")
        rows.append(
            Row(
                number,
                hand,
                int(size),
                int(dw),
                tuple(int(n) for n in arrangements.split()),
                () if best == "-" else tuple(best.split()),
                None if big == "-" else {"yes": True, "no": False}[big],
                note,
            )
        )
    return rows


ROWS = read_rows()


def row_id(row: Row) -> str:
    return f"line{row.line}"


@pytest.mark.parametrize("row", ROWS, ids=row_id)
def test_row_is_well_formed(row: Row) -> None:
    cards = CardSet.parse(row.hand)
    assert len(cards) == row.size == len(row.hand.split())
    assert row.note
    if row.size == 11:
        assert row.big_gin is not None and row.best_discards
        assert len(row.arrangements) == len(row.best_discards)
        listed = [Card.parse(c) for c in row.best_discards]
        assert listed == [c for c in cards if c in listed], "best discards not in deck order"
    else:
        assert row.big_gin is None and not row.best_discards and len(row.arrangements) == 1


@pytest.mark.parametrize("row", ROWS, ids=row_id)
def test_engine_gives_the_known_answer(row: Row) -> None:
    cards = CardSet.parse(row.hand)
    if row.size != 11:
        assert deadwood(cards) == row.deadwood
        assert len(arrange(cards).arrangements) == row.arrangements[0]
        return
    analysis = discards(cards)
    assert analysis.deadwood == row.deadwood
    best = [o.card for o in analysis.options if o.deadwood == analysis.deadwood]
    assert [str(c) for c in best] == list(row.best_discards)
    assert str(analysis.best.card) in row.best_discards
    assert analysis.big_gin is row.big_gin
    for card, count in zip(best, row.arrangements, strict=True):
        after = arrange(cards.remove(card))
        assert after.deadwood == row.deadwood
        assert len(after.arrangements) == count, f"after discarding {card}"


@pytest.mark.parametrize("row", ROWS, ids=row_id)
def test_reference_gives_the_known_answer(row: Row) -> None:
    cards = CardSet.parse(row.hand)
    ref = solve(cards)
    if row.size != 11:
        assert (ref.deadwood, len(ref.arrangements)) == (row.deadwood, row.arrangements[0])
        return
    least = min(ref.discard_deadwood.values())
    best = [c for c in cards if ref.discard_deadwood[c] == least]
    assert least == row.deadwood
    assert [str(c) for c in best] == list(row.best_discards)
    assert ref.big_gin is row.big_gin
    counts = tuple(len(solve(cards.remove(c), with_discards=False).arrangements) for c in best)
    assert counts == row.arrangements


# The answers the issue states: they must stay in the file, unchanged.
ISSUE_ANSWERS = {
    "As 2s 3s 7h 7d 7c Kh Qh Jh 5d": 5,
    "7s 7h 7d 7c 8s 9s 3d 4d 5d Kc": 10,
    "As Ac Ad 2s 2c 2d 3s 3c 3d 4s": 0,
    "Qs Ks As Qh Kh Ah 2d 3d 4d 9c": 51,
    "3h 4h 5h 6h 7h 5s 5c 6s 6c 7s": 11,
    "As 2s 4s 2c 4c Ad 2d Ah 2h 3h 4h": 0,
    "2s 6s 5c 3d 4d 5d 6d 2h 4h 5h 6h": 9,
    "As 2s 3s 4s 5c 5d 5h 9c 9d 9h 9s": 0,
    "3s 6s 4c 5c 6c 7c 3d 5d 6d 5h 6h": 10,
}


def test_file_holds_the_issue_answers_and_enough_others() -> None:
    by_hand = {CardSet.parse(r.hand): r for r in ROWS}
    assert len(by_hand) == len(ROWS), "a hand is listed twice"
    for hand, expected in ISSUE_ANSWERS.items():
        assert by_hand[CardSet.parse(hand)].deadwood == expected, hand
    assert by_hand[CardSet.parse("As 2s 3s 4s 5c 5d 5h 9c 9d 9h 9s")].big_gin is True
    assert by_hand[CardSet.parse("3s 6s 4c 5c 6c 7c 3d 5d 6d 5h 6h")].best_discards == ("7c",)
    assert len(ROWS) - len(ISSUE_ANSWERS) >= 25
    assert sum(r.size == 11 for r in ROWS) >= 10
