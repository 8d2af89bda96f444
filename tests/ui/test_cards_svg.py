"""The card images: real faces, names for screen readers in both languages, colours, marks."""

from __future__ import annotations

import base64
import re
import xml.etree.ElementTree as ET

import pytest

from tutor.engine.cards import DECK, Card, CardSet
from tutor.engine.melds import arrange
from tutor.ui.cards import (
    CARD_CSS,
    FOUR_COLOURS,
    MELD_COLOURS,
    TWO_COLOURS,
    CardGroup,
    arrangement_groups,
    back_svg,
    card_html,
    card_label,
    card_name,
    card_svg,
    row_html,
)

SVG = "{http://www.w3.org/2000/svg}"


def c(text: str) -> Card:
    return Card.parse(text)


def images(html: str) -> list[str]:
    """The SVG documents inside the data URIs of an HTML fragment."""
    return [
        base64.b64decode(data).decode()
        for data in re.findall(r'src="data:image/svg\+xml;base64,([^"]+)"', html)
    ]


def test_every_card_has_a_distinct_name_in_both_languages() -> None:
    for lang in ("en", "nl"):
        names = {card_name(card, lang) for card in DECK}
        assert len(names) == 52


@pytest.mark.parametrize(
    ("card", "en", "nl"),
    [
        ("7h", "seven of hearts", "harten zeven"),
        ("As", "ace of spades", "schoppen aas"),
        ("Td", "ten of diamonds", "ruiten tien"),
        ("Jc", "jack of clubs", "klaveren boer"),
        ("Qs", "queen of spades", "schoppen vrouw"),
        ("Kh", "king of hearts", "harten heer"),
    ],
)
def test_svg_and_html_name_the_card_for_screen_readers(card: str, en: str, nl: str) -> None:
    for lang, name in (("en", en), ("nl", nl)):
        root = ET.fromstring(card_svg(c(card), lang))  # well-formed XML
        assert root.get("role") == "img"
        assert root.get("aria-label") == name
        assert root.find(f"{SVG}title").text == name
        html = card_html(c(card), lang)
        assert f'alt="{name}"' in html
        assert f'aria-label="{name}"' in html
        assert 'role="img"' in html
        assert images(html) == [card_svg(c(card), lang)]


def test_a_note_is_added_to_the_spoken_name_and_escaped() -> None:
    html = card_html(c("7c"), "en", note='best "discard" <now>')
    assert 'aria-label="seven of clubs (best &quot;discard&quot; &lt;now&gt;)"' in html
    assert "<now>" not in html


def test_number_cards_show_their_pips_and_two_corner_indices() -> None:
    for card in DECK:
        root = ET.fromstring(card_svg(card))
        uses = root.findall(f".//{SVG}use")
        corners = [t.text for t in root.iter(f"{SVG}text")][:2]
        assert corners == [card_label(card)[:-1]] * 2
        if card.rank <= 10:
            pips = 1 if card.rank == 1 else int(card.rank)
            assert len(uses) == pips + 2, card
        else:  # a court card: the framed panel with its letter between two pips
            assert len(uses) == 2 + 2, card
            assert card.rank.letter in [t.text for t in root.iter(f"{SVG}text")]


def test_four_colour_option_changes_the_colours_of_diamonds_and_clubs() -> None:
    for text, changes in (("7d", True), ("7c", True), ("7h", False), ("7s", False)):
        card = c(text)
        two, four = card_svg(card), card_svg(card, four_colour=True)
        assert TWO_COLOURS[card.suit] in two
        assert FOUR_COLOURS[card.suit] in four
        assert (two != four) is changes
    assert len(set(FOUR_COLOURS.values())) == 4
    assert len(set(TWO_COLOURS.values())) == 2
    row = row_html([CardGroup((c("7d"), c("7c")))], four_colour=True)
    drawn = "".join(images(row))
    assert FOUR_COLOURS[c("7d").suit] in drawn and FOUR_COLOURS[c("7c").suit] in drawn


def test_card_back_is_labelled_in_both_languages() -> None:
    assert 'aria-label="face-down card"' in back_svg("en")
    assert 'aria-label="gesloten kaart"' in back_svg("nl")
    assert 'alt="gesloten kaart"' in card_html(None, "nl")
    ET.fromstring(back_svg())


def test_melds_are_marked_one_colour_each_loose_cards_not() -> None:
    hand = arrange(CardSet.parse("As 2s 3s 7h 7d 7c Kh Qh Jh 5d")).best
    groups = arrangement_groups(hand, "en")
    assert [g.meld for g in groups] == [0, 1, 2, None]
    assert [g.caption for g in groups] == ["run", "set", "run", "deadwood 5"]
    assert groups[-1].cards == (c("5d"),)
    html = row_html(groups, "en")
    assert html.count("gt-group gt-meld") == 3
    for colour in MELD_COLOURS[:3]:
        assert f"--gt-meld:{colour}" in html
    assert 'aria-label="deadwood 5"' in html
    dutch = row_html(arrangement_groups(hand, "nl"), "nl")
    assert 'aria-label="reeks"' in dutch and 'aria-label="dood hout 5"' in dutch
    assert 'aria-label="ruiten vijf"' in dutch and 'lang="nl"' in dutch


def test_a_single_card_can_carry_a_meld_mark_and_be_raised() -> None:
    marked = card_html(c("7h"), meld=0)
    assert "gt-marked" in marked and f"--gt-meld:{MELD_COLOURS[0]}" in marked
    assert "gt-marked" not in card_html(c("7h"))
    assert "gt-raised" in card_html(c("7h"), raised=True)
    row = row_html([CardGroup((c("7h"), c("8h")))], raised=[c("8h")])
    assert row.count("gt-raised") == 1
    assert row.index('data-card="7h"') < row.index("gt-raised") < row.index('data-card="8h"')


def test_rows_wrap_on_narrow_screens() -> None:
    assert "flex-wrap:wrap" in CARD_CSS
    assert "@media (max-width:640px)" in CARD_CSS
