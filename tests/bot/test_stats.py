import pytest

from tutor.bot.stats import mean_error, paired_difference, wilson


def test_wilson_matches_the_textbook_values() -> None:
    lo, hi = wilson(55, 100)
    assert (round(lo, 4), round(hi, 4)) == (0.4524, 0.6439)
    lo, hi = wilson(1000, 1000)
    assert hi == 1.0 and 0.996 < lo < 0.997


def test_wilson_rejects_impossible_counts() -> None:
    with pytest.raises(ValueError, match="11 successes out of 10"):
        wilson(11, 10)


def test_paired_difference_removes_the_shared_luck() -> None:
    luck = [30.0, -25.0, 10.0, -40.0, 5.0, 22.0]
    better = [x + 2 for x in luck]
    alone = mean_error(better)
    paired = paired_difference(better, luck)
    assert paired.mean == pytest.approx(2.0)
    assert paired.error == 0.0 < alone.error
