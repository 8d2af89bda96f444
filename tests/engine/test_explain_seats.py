"""The end of a match as the learner reads it: "you" and "the opponent", never "player 1"."""

from __future__ import annotations

import pytest

from tutor.engine.match import final_score
from tutor.engine.rules import PRESETS
from tutor.explain import say
from tutor.explain.seats import for_learner


@pytest.mark.parametrize("name", sorted(PRESETS))
@pytest.mark.parametrize(
    ("scores", "hands"), [((104, 0), (4, 0)), ((80, 101), (3, 4)), ((0, 120), (0, 5))]
)
def test_every_final_line_names_you_and_the_opponent(
    name: str, scores: tuple[int, int], hands: tuple[int, int]
) -> None:
    final = final_score(PRESETS[name], scores, hands)
    for lang, numbered in (("en", "player"), ("nl", "speler")):
        lines = [say(for_learner(r), lang) for r in final.breakdown]
        assert not [line for line in lines if numbered in line.lower()], lines
    winner = [say(for_learner(r), "nl") for r in final.breakdown if r.code == "final.winner"]
    expected = "Jij wint" if final.winner == 0 else "De tegenstander wint"
    assert winner and winner[0].startswith(expected)


def test_a_layoff_on_practice_reads_as_a_dutch_player_says_it() -> None:
    from tutor.engine.cards import Card
    from tutor.engine.melds import Meld
    from tutor.explain import text

    said = text("practice.ui.layoff", "nl", card=Card.parse("7h"), meld=Meld.parse("[4h 5h 6h]"))
    assert text("practice.ui.laid_off", "nl", layoffs=said) == "Aangelegd: ♥7 aan ♥4 ♥5 ♥6"
