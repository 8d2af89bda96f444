"""Cards in sentences as a player of the language writes them: ``7♥``, ``10♥``, ``Q♦`` in
English (the label of the pages' buttons and pills), ``♥7`` in Dutch; melds as their cards,
the melds of a spread kept apart; moves worded, never the engine's notation. The notation
input reads every form back."""

from __future__ import annotations

import pytest

from tutor.engine.actions import parse_action
from tutor.engine.cards import DECK, Card, CardSet
from tutor.engine.events import reason
from tutor.engine.melds import Meld
from tutor.engine.notation import parse_card, parse_cards
from tutor.explain import MELD_SEPARATOR, action_text, card_text, plain, say, text


def test_english_writes_the_corner_index_then_the_suit() -> None:
    shown = [card_text(Card.parse(x), "en") for x in ("7h", "Qd", "Th", "As", "Jc", "Ks")]
    assert shown == ["7♥", "Q♦", "10♥", "A♠", "J♣", "K♠"]
    assert [card_text(Card.parse(x), "nl") for x in ("7h", "Qd", "Th")] == ["♥7", "♦V", "♥10"]


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_the_notation_reads_every_card_as_a_sentence_writes_it(lang: str) -> None:
    assert all(parse_card(card_text(card, lang)) == card for card in DECK)
    hand = CardSet.parse("As 7h Td Qc Kd")
    assert parse_cards(plain(hand, lang)) == hand


def test_the_text_fields_take_the_notation_the_label_and_the_dutch_form() -> None:
    seven = Card.parse("7h")
    assert parse_card("7h") == parse_card("7♥") == parse_card("♥7") == parse_card("7H") == seven
    assert parse_card("10♥") == parse_card("♥10") == parse_card("Th") == Card.parse("Th")
    assert parse_card("Q♦") == parse_card("♦V") == parse_card("qd") == Card.parse("Qd")
    assert parse_cards("7h, 8♥ ♥9") == CardSet.parse("7h 8h 9h")


def test_sentences_in_english_carry_no_notation() -> None:
    said = say(reason("card.no_meld", "R9", card=Card.parse("Td"), points=10), "en")
    assert said == "10♦ fits no set or run in this hand, so it is deadwood (10). (R9)"
    layoff = reason("act.layoff", "", card=Card.parse("7h"), meld=Meld.parse("[4h 5h 6h]"))
    assert say(layoff, "en") == "laying off 7♥ on 4♥ 5♥ 6♥"


def test_melds_without_brackets_and_a_spread_kept_apart_in_both_languages() -> None:
    spread = (Meld.parse("[7h 7d 7c]"), Meld.parse("[3s As 2s]"))
    assert plain(spread[1], "en") == "A♠ 2♠ 3♠"  # a run low to high, as the notation orders it
    assert plain(spread, "en") == f"7♥ 7♦ 7♣{MELD_SEPARATOR}A♠ 2♠ 3♠"
    assert plain(spread, "nl") == f"♥7 ♦7 ♣7{MELD_SEPARATOR}♠A ♠2 ♠3"
    assert "[" not in text("puzzle.ui.melds_so_far", "en", melds=spread)


def test_a_move_in_a_sentence_is_worded_with_its_cards() -> None:
    moves = {
        "discard Th": ("discarding 10♥", "♥10 afleggen"),
        "take Qd": ("taking Q♦", "♦V pakken"),
        "knock 7h [As 2s 3s]": ("knocking with 7♥", "kloppen met ♥7"),
        "layoff 9s on [6s 7s 8s]": ("laying off 9♠ on 6♠ 7♠ 8♠", "♠9 aanleggen bij ♠6 ♠7 ♠8"),
        "draw stock": ("drawing from the stock", "van de trekstapel pakken"),
        "pass": ("passing", "passen"),  # named without its table: no card to pass on
    }
    for notation, (en, nl) in moves.items():
        action = parse_action(notation)
        assert (action_text(action, "en"), action_text(action, "nl")) == (en, nl)
        assert plain(action, "en") == en  # a move given to a sentence as it is
    assert str(parse_action("discard Th")) == "discard Th"  # the notation itself is unchanged
