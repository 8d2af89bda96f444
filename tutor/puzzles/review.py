"""Spaced repetition of missed puzzles and weak concepts, scheduled by FSRS (the ``fsrs`` package).

A review item has a key: ``puzzle:<link>`` for one missed puzzle (it comes back as it was) and
``kind:<kind>`` for a concept (a fresh puzzle of that kind comes back). An item is created by a
miss; each later answer to it is a review: a miss rates it Again, a solve Good. The FSRS card is
kept as its own plain dict, so the whole schedule serialises to JSON.
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

import fsrs

# No fuzzing: the same answers at the same times give the same schedule (tests, replays).
SCHEDULER = fsrs.Scheduler(enable_fuzzing=False)


def puzzle_key(link: str) -> str:
    return f"puzzle:{link}"


def kind_key(kind: str) -> str:
    return f"kind:{kind}"


@dataclass(frozen=True, slots=True)
class ReviewItem:
    """One item on the schedule: its key and the FSRS card as plain data."""

    key: str
    card: dict[str, Any] = field(hash=False)  # fsrs.Card.to_dict(), read back when reviewed

    @property
    def due(self) -> datetime:
        return datetime.fromisoformat(self.card["due"])

    @property
    def target(self) -> str:
        """The link (for a puzzle) or the kind (for a concept)."""
        return self.key.split(":", 1)[1]

    @property
    def is_puzzle(self) -> bool:
        return self.key.startswith("puzzle:")

    def is_due(self, now: datetime) -> bool:
        return self.due <= now

    def reviewed(self, correct: bool, when: datetime) -> ReviewItem:
        """The item after one answer: Again for a miss, Good for a solve."""
        rating = fsrs.Rating.Good if correct else fsrs.Rating.Again
        card, _log = SCHEDULER.review_card(fsrs.Card.from_dict(self.card), rating, when)  # type: ignore[arg-type]
        return ReviewItem(self.key, dict(card.to_dict()))

    @classmethod
    def new(cls, key: str, when: datetime) -> ReviewItem:
        """A fresh item, due now; its FSRS id comes from the key, so it is reproducible."""
        card = fsrs.Card(card_id=zlib.crc32(key.encode()), due=when)
        return cls(key, dict(card.to_dict()))
