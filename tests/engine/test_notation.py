"""The card notation round-trips, reads forgiving input, and quotes whatever it cannot read."""

from __future__ import annotations

import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tutor.engine.cards import DECK, Card, CardSet, Rank, Suit
from tutor.engine.errors import NotationError, TutorError
from tutor.engine.melds import Meld, MeldKind
from tutor.engine.notation import (
    CARD_SHAPE,
    format_cards,
    parse_card,
    parse_card_list,
    parse_cards,
    split_tokens,
)

SYMBOLS = {Suit.SPADES: "♠♤", Suit.HEARTS: "♥♡", Suit.DIAMONDS: "♦♢", Suit.CLUBS: "♣♧"}
EVAL_NAMES = {"Card": Card, "CardSet": CardSet, "Meld": Meld}


@st.composite
def spellings(draw: st.DrawFn, card: Card) -> str:
    """One of the many ways a learner may type ``card``."""
    rank = card.rank.letter
    rank_options = [rank, rank.lower()] + (["10"] if card.rank is Rank.TEN else [])
    suit_options = [card.suit.letter, card.suit.letter.upper(), *SYMBOLS[card.suit]]
    rank_text: str = draw(st.sampled_from(rank_options))
    suit_text: str = draw(st.sampled_from(suit_options))
    return rank_text + suit_text


cards = st.sampled_from(DECK)
card_sets = st.sets(st.integers(0, 51)).map(lambda ix: CardSet(DECK[i] for i in ix))
separators = st.sampled_from([" ", "  ", ", ", ",", ";", "; ", "\t", "\n", " , "])


@st.composite
def melds(draw: st.DrawFn) -> Meld:
    """Any legal meld, built from the rules rather than from the engine's table."""
    if draw(st.booleans()):
        rank = draw(st.sampled_from(list(Rank)))
        suits = draw(st.sets(st.sampled_from(list(Suit)), min_size=3, max_size=4))
        return Meld(CardSet(Card(s, rank) for s in suits), MeldKind.SET)
    suit = draw(st.sampled_from(list(Suit)))
    low = draw(st.integers(1, 11))
    high = draw(st.integers(low + 2, 13))
    return Meld(CardSet(Card(suit, Rank(r)) for r in range(low, high + 1)), MeldKind.RUN)


# ----------------------------------------------------------------------------- round trips


def test_every_card_round_trips_and_is_canonical() -> None:
    for card in DECK:
        text = str(card)
        assert len(text) == 2 and text[0] in "A23456789TJQK" and text[1] in "shdc"
        assert Card.parse(text) == parse_card(text) == card
        assert eval(repr(card), EVAL_NAMES) == card
    assert len({str(c) for c in DECK}) == 52


@given(cards, st.data())
def test_card_reads_any_spelling(card: Card, data: st.DataObject) -> None:
    text = data.draw(spellings(card))
    assert parse_card(text) == card
    assert parse_card(f"  {text} ") == card
    assert str(parse_card(text)) == str(card)


def test_suit_symbols_from_an_emoji_keyboard() -> None:
    # An emoji keyboard sends "♥" followed by U+FE0F, which looks the same to the learner.
    assert str(parse_cards("A\u2665\ufe0f 10\u2663\ufe0f, k\u2660\ufe0f")) == "Ks Ah Tc"
    with pytest.raises(NotationError, match="is not a card"):
        parse_card("\ufe0f")


def test_ten_any_case_and_symbols() -> None:
    assert str(parse_cards("10♥ as KD 10c tS jH q♣ 2♢")) == "As Ts Th Jh 2d Kd Tc Qc"
    assert parse_card("10H") == parse_card("th") == Card(Suit.HEARTS, Rank.TEN)


@given(card_sets)
def test_card_set_round_trips(hand: CardSet) -> None:
    text = str(hand)
    assert CardSet.parse(text) == parse_cards(text) == hand
    assert str(CardSet.parse(text)) == text
    assert eval(repr(hand), EVAL_NAMES) == hand
    assert format_cards(list(hand)) == text


@given(card_sets, st.data())
def test_card_set_reads_any_order_spelling_and_separator(
    hand: CardSet, data: st.DataObject
) -> None:
    order = data.draw(st.permutations(list(hand)))
    words = [data.draw(spellings(c)) for c in order]
    text = ""
    for word in words:
        text += word + data.draw(separators)
    assert parse_cards(text) == hand
    assert parse_card_list(text) == list(order)  # the list keeps the order typed
    assert parse_cards(words) == hand  # a list of tokens works too


@given(melds())
def test_meld_round_trips(meld: Meld) -> None:
    text = str(meld)
    assert text.startswith("[") and text.endswith("]")
    assert Meld.parse(text) == meld
    assert Meld.parse(text.strip("[]")) == meld  # the brackets are optional
    assert Meld.of(meld.cards) == meld
    assert eval(repr(meld), EVAL_NAMES) == meld
    if meld.kind is MeldKind.RUN:  # a run reads from low to high
        ranks = [Card.parse(t).rank for t in text.strip("[]").split()]
        assert ranks == sorted(ranks)


@given(melds(), st.data())
def test_meld_reads_any_order_and_spelling(meld: Meld, data: st.DataObject) -> None:
    order = data.draw(st.permutations(list(meld.cards)))
    text = "[" + " ".join(data.draw(spellings(c)) for c in order) + "]"
    assert Meld.parse(text) == meld


# ----------------------------------------------------------------------------- errors


def is_a_card(token: str) -> bool:
    try:
        parse_card(token)
    except NotationError:
        return False
    return True


bad_tokens = st.text(min_size=1, max_size=6).filter(
    lambda t: split_tokens(t) == [t] and not is_a_card(t)
)


@given(bad_tokens)
def test_bad_token_is_quoted(token: str) -> None:
    with pytest.raises(NotationError) as error:
        parse_card(token)
    assert repr(token) in str(error.value)
    assert CARD_SHAPE in str(error.value)
    with pytest.raises(NotationError) as error:
        parse_cards(f"As {token} 2s")
    assert repr(token) in str(error.value)


@pytest.mark.parametrize(
    ("token", "why"),
    [
        ("11h", "bad rank"),
        ("1s", "bad rank"),
        ("0d", "bad rank"),
        ("Zs", "bad rank"),
        ("100c", "bad rank"),
        ("Ax", "bad suit"),
        ("7", "no suit"),
        ("s", "no rank"),
        ("As2s", "two cards run together"),
        ("Ahh", "extra letter"),
        ("", "empty"),
        ("   ", "blank"),
    ],
)
def test_error_quotes_the_token_and_says_what_a_card_looks_like(token: str, why: str) -> None:
    with pytest.raises(NotationError) as error:
        parse_card(token)
    message = str(error.value)
    assert message == f"{token!r} is not a card ({CARD_SHAPE})", why


def test_error_names_the_bad_token_among_good_ones() -> None:
    with pytest.raises(NotationError, match=r"^'11h' is not a card"):
        parse_cards("As 7d 11h Kc")


@pytest.mark.parametrize(
    ("text", "quoted"),
    [("As 2s As", "'As'"), ("As 2s as", "'as'"), ("Th 10h", "'10h'"), ("Q♠ 3c qs", "'qs'")],
)
def test_duplicate_is_rejected_and_quoted(text: str, quoted: str) -> None:
    with pytest.raises(NotationError) as error:
        parse_cards(text)
    assert str(error.value).startswith(f"{quoted} appears twice")
    assert "R1" in str(error.value)


@given(card_sets.filter(bool), st.data())
def test_any_duplicate_is_rejected(hand: CardSet, data: st.DataObject) -> None:
    twice = data.draw(st.sampled_from(list(hand)))
    second = data.draw(spellings(twice))
    words = [str(c) for c in hand]
    words.insert(data.draw(st.integers(words.index(str(twice)) + 1, len(words))), second)
    with pytest.raises(NotationError) as error:
        parse_cards(" ".join(words))
    assert repr(second) in str(error.value)


@pytest.mark.parametrize("text", ["[As 2s 4s]", "[Qs Ks As]", "[Ks As 2s]", "[As Ah]", "[7h]"])
def test_not_a_meld_is_quoted(text: str) -> None:
    with pytest.raises(NotationError) as error:
        Meld.parse(text)
    message = str(error.value)
    assert f"'[{CardSet.parse(text.strip('[]'))}]' is not a meld" in message
    assert "R6" in message and "R7" in message


def test_meld_with_a_bad_card_quotes_the_card() -> None:
    with pytest.raises(NotationError, match=r"^'8x' is not a card"):
        Meld.parse("[7s 8x 9s]")


def test_notation_error_is_a_value_error_and_a_tutor_error() -> None:
    with pytest.raises(ValueError):
        parse_card("??")
    with pytest.raises(TutorError):
        parse_card("??")


def test_cards_and_card_sets_survive_a_trip_between_processes() -> None:
    # the review's moves are judged in other processes and sent back pickled
    hand = CardSet.parse("As 2s 3s Kd")
    for value in (hand, CardSet(), Card.parse("Th")):
        assert pickle.loads(pickle.dumps(value)) == value
    with pytest.raises(AttributeError, match="immutable"):
        hand.mask = 0  # type: ignore[misc]
