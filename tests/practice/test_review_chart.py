"""The review's chart numbers the turns as the review's moves do: a move said to be at
"Turn 3" is marked at 3 on the chart, on the learner's line where that turn ended."""

import random

from tests.bot.helpers import run_hand
from tutor.bot.baselines import easy_policy
from tutor.bot.medium import medium_policy
from tutor.bot.review import review
from tutor.engine.rules import CLASSIC
from tutor.engine.state import HandState
from tutor.practice.chart import chart_x, deadwood_figure


def test_marks_and_line_use_the_reviews_turn_numbers() -> None:
    marked = 0
    for seed in range(4):
        start = HandState.deal(CLASSIC, rng=random.Random(300 + seed), dealer=seed % 2)
        done = review(run_hand(start, [easy_policy, medium_policy], seed), 0, samples=8)
        figure = deadwood_figure(done, "en")
        mine = figure.data[0]
        learner_points = {
            chart_x(done, i): p.mine for i, p in enumerate(done.chart) if p.mover == 0
        }
        assert all(x == int(x) for x in learner_points)  # the learner's turns: whole numbers
        assert all(chart_x(done, i) % 1 == 0.5 for i, p in enumerate(done.chart) if p.mover == 1)
        assert list(mine.x) == sorted(mine.x)  # the line runs forward
        for trace in figure.data[2:]:  # the marks, one trace per verdict
            for x, y, played in zip(trace.x, trace.y, trace.text, strict=True):
                move = next(m for m in done.moves if m.turn == x and str(m.played) == played)
                assert move.verdict is not None
                assert y == learner_points.get(x, y)
                marked += 1
    assert marked >= 1
