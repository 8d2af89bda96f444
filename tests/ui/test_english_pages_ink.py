"""The English pages write cards as the sentences do (``7♥``, never ``7h``) and in their
suit's ink (AppTest): Practice's Tip, the end of a hand and the review, Analyse's reasons,
and the messages that quote what a learner typed (kept as written, only the cards inked)."""

from __future__ import annotations

import re

from streamlit.testing.v1 import AppTest

from tests.ui.conftest import OpenApp
from tests.ui.test_practice_page import _click, _game, _my_move, _open
from tutor.engine.cards import CardSet, Suit
from tutor.scoresheet.entry import read_hand
from tutor.ui.analysis import read_entry
from tutor.ui.cards import TWO_COLOURS
from tutor.ui.views import analyse

NOTATION = re.compile(r"\b(10|[2-9TJQKA])[shdc]\b")
RED = TWO_COLOURS[Suit.HEARTS]
CARD_TEXT = re.compile(r"(?<!\w)(10|[2-9AJQK])[♠♥♦♣]")
INKED_CARD = re.compile(r':color\[(10|[2-9AJQK])[♥♦]\]\{foreground="' + RED + r'"\}')
TEN = "As 2s 3s 7h 7d 7c Kh Qh Jh 5d"


def shown(at: AppTest) -> list[str]:
    """Every text of the page that Streamlit reads as Markdown."""
    kinds = ("markdown", "caption", "success", "info", "warning", "error")
    return [str(element.value) for kind in kinds for element in at.get(kind)]


def test_practice_in_english_inks_the_tip_the_result_and_the_review(open_app: OpenApp) -> None:
    at = _open(open_app, game="7", level="easy")
    at = _click(at, "practice.tip")
    tip = [line for line in shown(at) if "Tip:" in line]
    assert tip and INKED_CARD.search(tip[0]), tip
    seen = shown(at)
    for _ in range(80):
        game = _game(at)
        if game.finished is not None:
            break
        at = _my_move(at, game)
        assert not at.exception
        seen += shown(at)
    at = _click(at, "practice.review")
    assert not at.exception
    seen += shown(at)
    assert [line for line in seen if NOTATION.search(line)] == []
    assert sum(bool(CARD_TEXT.search(line)) for line in seen) >= 2  # the Tip, the review


def test_analyse_in_english_inks_the_reasons_and_a_typed_card_stays_as_typed(
    open_app: OpenApp,
) -> None:
    at = open_app("en-US").switch_page("app_pages/analyse.py").run()
    at.text_input(key=analyse.HAND.widget).set_value(TEN).run()
    assert not at.exception
    reasons = "\n".join(str(m.value) for m in at.markdown)
    set_of_sevens = f':color[7♥]{{foreground="{RED}"}} :color[7♦]{{foreground="{RED}"}} 7♣'
    assert f"{set_of_sevens} is a set" in reasons
    assert not NOTATION.search(reasons)
    at.text_input(key=analyse.HAND.widget).set_value("7h _7H_").run()
    assert "You typed: '7h \\_7H\\_'" in str(at.error[0].value)  # as typed, not as Markdown
    at.text_input(key=analyse.HAND.widget).set_value("7h 7H").run()
    error = str(at.error[0].value)
    assert f"'7H' is :color[7♥]{{foreground=\"{RED}\"}} again" in error  # the card, inked


# The same hand typed in the notation, as the English label and as a Dutch player writes it.
FORMS = (TEN, "A♠ 2♠ 3♠ 7♥ 7♦ 7♣ K♥ Q♥ J♥ 5♦", "♠A ♠2 ♠3 ♥7 ♦7 ♣7 ♥H ♥V ♥B ♦5")


def test_the_text_fields_read_every_way_a_card_is_written(open_app: OpenApp) -> None:
    hand = CardSet.parse(TEN)
    assert all(read_entry(form).cards == hand for form in FORMS)
    assert all(read_hand(form, "knocker", 10) == hand for form in FORMS)  # the scoresheet
    at = open_app("en-US").switch_page("app_pages/analyse.py").run()
    pages = []
    for form in FORMS:
        at.text_input(key=analyse.HAND.widget).set_value(form).run()
        assert not at.exception and not at.error, form
        pages.append([str(m.value) for m in at.markdown])
    assert pages[0] == pages[1] == pages[2]  # the same analysis, whichever way it was typed
