"""The faces of the card table: a drawn deck with court figures, in the learner's language.

The drawings are Adrian Kennard's SVG deck (CC0), shipped in ``tutor/ui/faces/`` (see its
README for where they come from). This module adapts them, purely and once per variant:

- the corner index of a court card reads B, V, H (boer, vrouw, heer) in Dutch, J, Q, K in
  English, so a face agrees with the hints and the card's spoken name;
- the ink of the index and the suit signs is the app's own (``tutor.ui.cards.suit_colour``),
  red and black or the four-colour option; the court figures keep their colours;
- every face is an image named in words for screen readers ("harten zeven").

>>> svg = face_svg(Card.parse("Kh"), "nl")
>>> 'aria-label="harten heer"' in svg and 'face="KH"' in svg
True
"""

from __future__ import annotations

import re
from functools import lru_cache
from html import escape
from importlib import resources

from tutor.engine.cards import Card, Rank
from tutor.ui.cards import card_name, suit_colour

# The corner letters of the court cards drawn as strokes in the deck's own index box
# (-500..500, stroke 80, square caps, serifs like its K), for the Dutch B, V and H.
_DUTCH_INDEX: dict[Rank, str] = {
    Rank.JACK: (  # B
        "M-285 -460L40 -460C330 -460 330 -20 40 -20L-185 -20M40 -20C360 -20 360 460 40 460"
        "L-285 460M-185 -460L-185 460"
    ),
    Rank.QUEEN: "M-310 -460L-110 -460M-210 -440L0 440L210 -440M110 -460L310 -460",  # V
    Rank.KING: (  # H
        "M-285 -460L-85 -460M-185 -460L-185 460M-285 460L-85 460M85 -460L285 -460"
        "M185 -460L185 460M85 460L285 460M-185 0L185 0"
    ),
}
# The index and suit symbols are the only parts drawn in the suit's ink.
_INK = re.compile(r'<symbol id="[VS][SHDC][A2-9TJQK]".*?</symbol>', re.S)
_INDEX_PATH = re.compile(r'(<symbol id="V[SHDC][JQK]"[^>]*><path d=")[^"]*(")')
_NAMED_INK = re.compile(r'"(?:red|black)"')


def face_file(card: Card) -> str:
    """The deck's file name of ``card``: rank letter then suit, upper case (``KH.svg``)."""
    return f"{card.rank.letter}{card.suit.letter.upper()}.svg"


@lru_cache(maxsize=64)
def _drawing(name: str) -> str:
    return resources.files("tutor.ui").joinpath("faces", name).read_text(encoding="utf-8")


@lru_cache(maxsize=4 * 52)
def face_svg(card: Card, lang: str = "en", four_colour: bool = False) -> str:
    """The face of ``card`` as a standalone SVG document, named for screen readers."""
    svg = _drawing(face_file(card))
    if lang == "nl" and card.rank in _DUTCH_INDEX:
        letter = _DUTCH_INDEX[card.rank]
        svg = _INDEX_PATH.sub(lambda m: m.group(1) + letter + m.group(2), svg, count=1)
    ink = f'"{suit_colour(card.suit, four_colour)}"'
    svg = _INK.sub(lambda m: _NAMED_INK.sub(ink, m.group(0)), svg)
    name = escape(card_name(card, lang), quote=True)
    return svg.replace(
        "<svg ", f'<svg role="img" aria-label="{name}" data-card="{card}" ', 1
    ).replace(">", f"><title>{name}</title>", 1)
