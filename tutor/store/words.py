"""A damaged record named as the learner knows it, in their language (through explain).

>>> from datetime import datetime, UTC
>>> hand = DamagedRecord("event 17 ('practice.hand')", "invalid JSON", "practice.hand",
...                      datetime(2026, 11, 3, 20, 15, tzinfo=UTC))
>>> describe(hand, "en"), describe(hand, "nl")
('one practice hand from 3 Nov', 'één oefenhand van 3 nov')
>>> describe(DamagedRecord("document 'x.y'/'z'", "?", "x.y", key="z"), "en")
'one of your records'
"""

from __future__ import annotations

from tutor.explain import CATALOGUE, text
from tutor.explain.dates import day_text
from tutor.store.records import DamagedRecord


def describe(damaged: DamagedRecord, lang: str) -> str:
    """ "one practice hand from 3 Nov", "your settings", "your name"."""
    # The words for this one document, else for its kind, else for any record.
    codes = [f"store.what.{damaged.kind}", "store.what.record"]
    if damaged.key:
        codes.insert(0, f"store.what.{damaged.kind}.{damaged.key}")
    what = text(next(code for code in codes if code in CATALOGUE), lang)
    if damaged.when is None:
        return what
    return text("store.record.from", lang, what=what, day=day_text(damaged.when, lang))


__all__ = ["describe"]
