"""Days as a learner reads them in their language: "1 Dec 2026", "1 dec 2026".

Charts and messages write dates through here, never through the browser's or Python's
locale, so a Dutch page never shows "Dec 1, 2026".

>>> from datetime import date
>>> day_text(date(2026, 12, 1), "nl"), day_text(date(2026, 12, 1), "en", year=True)
('1 dec', '1 Dec 2026')
>>> day_text(date(2026, 3, 9), "nl", year=True)
'9 mrt 2026'
"""

from __future__ import annotations

from datetime import date

from tutor.explain import text


def day_text(when: date, lang: str, *, year: bool = False) -> str:
    """The day of ``when`` with its month's short name; the year too when ``year``."""
    month = text(f"store.month.{when.month}", lang)
    code = "store.record.day_year" if year else "store.record.day"
    return text(code, lang, day=when.day, month=month, year=when.year)


__all__ = ["day_text"]
