"""The review's summary counts in words that agree with the number (never "1 blunders")."""

import pytest

from tutor.explain import text


@pytest.mark.parametrize(
    ("lang", "one", "many"),
    [
        (
            "en",
            "1 decision reviewed: 1 inaccuracy, 1 mistake, 1 blunder.",
            "3 decisions reviewed: 2 inaccuracies, 0 mistakes, 2 blunders.",
        ),
        (
            "nl",
            "1 beslissing bekeken: 1 onnauwkeurigheid, 1 fout, 1 blunder.",
            "3 beslissingen bekeken: 2 onnauwkeurigheden, 0 fouten, 2 blunders.",
        ),
    ],
)
def test_the_summary_counts_in_words_that_agree(lang: str, one: str, many: str) -> None:
    assert text("review.summary", lang, moves=1, inaccuracies=1, mistakes=1, blunders=1) == one
    assert text("review.summary", lang, moves=3, inaccuracies=2, mistakes=0, blunders=2) == many
