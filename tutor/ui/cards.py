"""Playing cards drawn as SVG, and rows of cards as HTML. Pure functions, no Streamlit.

Every card is an SVG with ``role="img"`` and an ``aria-label`` naming it in the learner's
language ("seven of hearts", "harten zeven"), so a screen reader reads the hand. In HTML a
card is an ``<img>`` of that SVG carrying the same name (Streamlit's HTML keeps images but
drops inline SVG). Melds are marked the
way the card apps in RULES.md do it: a coloured line on top of the melded cards, one colour
per meld. Rows wrap (CSS flex-wrap) so a hand stays readable on a phone.

>>> svg = card_svg(Card.parse("7h"), "nl")
>>> 'aria-label="harten zeven"' in svg
True
"""

from __future__ import annotations

import base64
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from html import escape

from tutor.engine.cards import Card, Suit
from tutor.engine.melds import Arrangement, MeldKind
from tutor.explain import card_text, rank_index, text

# Two colours as on most decks; four colours as the apps offer (RULES.md, options).
TWO_COLOURS: Mapping[Suit, str] = {
    Suit.SPADES: "#1b1b1b",
    Suit.HEARTS: "#c8102e",
    Suit.DIAMONDS: "#c8102e",
    Suit.CLUBS: "#1b1b1b",
}
FOUR_COLOURS: Mapping[Suit, str] = {
    Suit.SPADES: "#1b1b1b",
    Suit.HEARTS: "#c8102e",
    Suit.DIAMONDS: "#1859c4",
    Suit.CLUBS: "#16803a",
}
# One colour per meld, chosen to stay apart from the suit colours: gold first.
MELD_COLOURS: tuple[str, ...] = ("#d4a017", "#0f9e8e", "#8e44ad", "#e4572e")
BACK_COLOUR = "#24569b"
# The card backs and table felts a learner may choose (the names of tutor.ui.state's
# CARD_BACKS and TABLE_COLOURS, kept equal by a test), as the apps offer (RULES.md, options).
BACK_COLOURS: Mapping[str, str] = {"blue": BACK_COLOUR, "red": "#a4262c", "green": "#2e7d4f"}
TABLE_FELTS: Mapping[str, str] = {"green": "#2f6b3f", "blue": "#1f4e79", "wood": "#8a5a34"}

_W, _H = 100, 140  # the card's viewBox; real cards are 2.5 by 3.5
_FONT = "Georgia, 'DejaVu Serif', 'Times New Roman', serif"

# Suit shapes drawn in a 100 by 100 box, so they need no font on the learner's machine.
_SUIT_PATHS: Mapping[Suit, str] = {
    Suit.HEARTS: (
        "M50 92C47 86 30 72 17 59C5 47 0 38 0 28C0 13 11 3 25 3C36 3 45 10 50 20"
        "C55 10 64 3 75 3C89 3 100 13 100 28C100 38 95 47 83 59C70 72 53 86 50 92Z"
    ),
    Suit.DIAMONDS: "M50 1C62 20 76 36 90 50C76 64 62 80 50 99C38 80 24 64 10 50C24 36 38 20 50 1Z",
    Suit.SPADES: (
        "M50 2C60 18 78 30 90 42C99 51 100 58 100 64C100 77 90 86 78 86C68 86 60 81 55 73"
        "C56 84 61 93 70 98L30 98C39 93 44 84 45 73C40 81 32 86 22 86C10 86 0 77 0 64"
        "C0 58 1 51 10 42C22 30 40 18 50 2Z"
    ),
    Suit.CLUBS: (
        "M29 25a21 21 0 1 0 42 0a21 21 0 1 0-42 0Z"
        "M4 58a21 21 0 1 0 42 0a21 21 0 1 0-42 0Z"
        "M54 58a21 21 0 1 0 42 0a21 21 0 1 0-42 0Z"
        "M37 52a13 13 0 1 0 26 0a13 13 0 1 0-26 0Z"
        "M47 55C47 75 42 90 32 98L68 98C58 90 53 75 53 55Z"
    ),
}

_L, _C, _R = 34, 50, 66  # pip columns
_Y = (30, 56.7, 83.3, 110)  # four rows of pips down each side
# Pip positions (x, y) of the number cards as printed on real decks; the lower half is
# drawn upside down.
_PIPS: Mapping[int, tuple[tuple[float, float], ...]] = {
    2: ((_C, 30), (_C, 110)),
    3: ((_C, 30), (_C, 70), (_C, 110)),
    4: ((_L, 30), (_R, 30), (_L, 110), (_R, 110)),
    5: ((_L, 30), (_R, 30), (_C, 70), (_L, 110), (_R, 110)),
    6: ((_L, 30), (_R, 30), (_L, 70), (_R, 70), (_L, 110), (_R, 110)),
    7: ((_L, 30), (_R, 30), (_C, 50), (_L, 70), (_R, 70), (_L, 110), (_R, 110)),
    8: ((_L, 30), (_R, 30), (_C, 50), (_L, 70), (_R, 70), (_C, 90), (_L, 110), (_R, 110)),
    9: (*((x, y) for y in _Y for x in (_L, _R)), (_C, 70)),
    10: (*((x, y) for y in _Y for x in (_L, _R)), (_C, 43.3), (_C, 96.7)),
}


def suit_colour(suit: Suit, four_colour: bool = False) -> str:
    """The ink of a suit: red and black, or four colours (spades black, hearts red,
    diamonds blue, clubs green)."""
    return (FOUR_COLOURS if four_colour else TWO_COLOURS)[suit]


def meld_colour(meld: int) -> str:
    """The colour marking meld number ``meld`` (0 is the first meld: gold)."""
    return MELD_COLOURS[meld % len(MELD_COLOURS)]


def card_label(card: Card, lang: str = "en") -> str:
    """A short printed label, the one way a card is written as text on the pages (buttons,
    pills, menus, tables) and in sentences: :func:`tutor.explain.card_text` itself, so the
    labels agree with the hints (``10♥``; in Dutch ``♥10``, ``♦V``).

    >>> card_label(Card.parse("Th")), card_label(Card.parse("as"))
    ('10♥', 'A♠')
    >>> card_label(Card.parse("Qd"), "nl"), card_label(Card.parse("Th"), "nl")
    ('♦V', '♥10')
    """
    return card_text(card, lang)


def card_markdown(card: Card, lang: str = "en", four_colour: bool = False) -> str:
    """:func:`card_label` in its suit's ink, for the Markdown of Streamlit's text, buttons
    and pills (``:color[...]{foreground=...}``). A black suit keeps the text's own colour,
    which is the theme's black and stays readable on any background.

    >>> card_markdown(Card.parse("7h"))
    ':color[7♥]{foreground="#c8102e"}'
    >>> card_markdown(Card.parse("7s")), card_markdown(Card.parse("7c"), "nl", True)
    ('7♠', ':color[♣7]{foreground="#16803a"}')
    """
    label = card_label(card, lang)
    ink = suit_colour(card.suit, four_colour)
    if ink == TWO_COLOURS[Suit.SPADES]:
        return label
    return f':color[{label}]{{foreground="{ink}"}}'


def cards_markdown(
    cards: Iterable[Card], lang: str = "en", four_colour: bool = False, sep: str = " "
) -> str:
    """Several cards as :func:`card_markdown`, in the order given."""
    return sep.join(card_markdown(card, lang, four_colour) for card in cards)


# A card written with its suit symbol in the app's own text: the Dutch ``♥7`` / ``♦V`` and
# the English ``7♥`` / ``10♥`` / ``Q♦``: never inside a word, never glued to another suit
# symbol (``♥7♦`` is no card), and never one already coloured as ``:color[7♥]``.


def _card_pattern(word: str) -> str:
    edge = f"[{word}♠♥♦♣]"
    ranks = "(10|[2-9AJQKBVH])"
    return rf"(?<!{edge})(?<!:color\[)(?:([♠♥♦♣]){ranks}|{ranks}([♠♥♦♣]))(?!{edge})"


CARD_IN_TEXT = re.compile(_card_pattern(r"\w"))
_SUIT_OF = {suit.symbol: suit for suit in Suit}


def inked(line: str, four_colour: bool = False) -> str:
    """The app's own Markdown ``line`` with every card written with its suit symbol put in
    its suit's ink (red and black, or four colours), for ``st.markdown`` and the like.

    >>> inked("Leg ♥7 aan ♥4 ♥5 ♥6, niet ♠7.")
    'Leg :color[♥7]{foreground="#c8102e"} aan :color[♥4]{foreground="#c8102e"} \
:color[♥5]{foreground="#c8102e"} :color[♥6]{foreground="#c8102e"}, niet ♠7.'
    >>> inked("Lay off 10♥ on J♥ Q♥ K♥.")
    'Lay off :color[10♥]{foreground="#c8102e"} on :color[J♥]{foreground="#c8102e"} \
:color[Q♥]{foreground="#c8102e"} :color[K♥]{foreground="#c8102e"}.'
    """

    def ink(match: re.Match[str]) -> str:
        symbol = match.group(1) or match.group(4)
        colour = suit_colour(_SUIT_OF[symbol], four_colour)
        if colour == TWO_COLOURS[Suit.SPADES]:
            return match.group(0)
        return f':color[{match.group(0)}]{{foreground="{colour}"}}'

    return CARD_IN_TEXT.sub(ink, line)


def ink_data(four_colour: bool = False) -> dict[str, object]:
    """What the card table needs to colour the cards of its own text (the narration, the
    end of a hand, a refusal) as :func:`inked` colours the page's: the same pattern (Python's
    ``\\w`` written as the browser's Unicode classes) and the ink of each suit symbol."""
    return {
        "pattern": _card_pattern(r"\p{L}\p{N}_"),
        "colours": {suit.symbol: suit_colour(suit, four_colour) for suit in Suit},
    }


def card_name(card: Card, lang: str = "en") -> str:
    """The card's spoken name in ``lang``.

    >>> card_name(Card.parse("Qs")), card_name(Card.parse("Qs"), "nl")
    ('queen of spades', 'schoppen vrouw')
    """
    return text(
        "ui.card.name",
        lang,
        rank=text(f"ui.rank.{int(card.rank)}", lang),
        suit=text(f"ui.suit.{card.suit.letter}", lang),
    )


def _num(value: float) -> str:
    return f"{value:.1f}".rstrip("0").rstrip(".")


def _pip_id(suit: Suit, colour: str) -> str:
    # The id names suit and colour, so two cards inlined in one page share identical
    # definitions even when their ids meet.
    return f"gt-{suit.letter}-{colour.lstrip('#')}"


def _pip(suit: Suit, x: float, y: float, size: float, colour: str, flip: bool = False) -> str:
    turn = " rotate(180)" if flip else ""
    return (
        f'<use href="#{_pip_id(suit, colour)}" '
        f'transform="translate({_num(x)} {_num(y)}){turn} scale({_num(size / 100)}) '
        f'translate(-50 -50)"/>'
    )


def _corner(card: Card, colour: str, lang: str) -> str:
    index = rank_index(card.rank, lang)
    squeeze = ' textLength="19" lengthAdjust="spacingAndGlyphs"' if len(index) > 1 else ""
    return (
        f'<text x="12.5" y="25" font-family="{_FONT}" font-size="21" font-weight="700" '
        f'text-anchor="middle" fill="{colour}"{squeeze}>{index}</text>'
        + _pip(card.suit, 12.5, 37, 13, colour)
    )


def _centre(card: Card, colour: str, lang: str) -> list[str]:
    rank = int(card.rank)
    if rank == 1:
        return [_pip(card.suit, 50, 70, 56 if card.suit is Suit.SPADES else 44, colour)]
    if rank <= 10:
        return [_pip(card.suit, x, y, 19, colour, flip=y > 70) for x, y in _PIPS[rank]]
    # Court cards: a framed panel with the rank letter between two pips.
    return [
        f'<rect x="21" y="20" width="58" height="100" rx="5" fill="{colour}" '
        f'fill-opacity="0.08" stroke="{colour}" stroke-width="1.5"/>',
        _pip(card.suit, 50, 37, 18, colour),
        f'<text x="50" y="86" font-family="{_FONT}" font-size="44" font-weight="700" '
        f'text-anchor="middle" fill="{colour}">{rank_index(card.rank, lang)}</text>',
        _pip(card.suit, 50, 103, 18, colour, flip=True),
    ]


def _svg(label: str, body: Iterable[str], extra: str = "") -> str:
    name = escape(label, quote=True)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {_W} {_H}" role="img" '
        f'aria-label="{name}"{extra}><title>{name}</title>' + "".join(body) + "</svg>"
    )


def card_svg(card: Card, lang: str = "en", four_colour: bool = False, note: str = "") -> str:
    """One card face: corner indices, pips or a court panel, labelled for screen readers.

    ``note`` is added to the spoken label, e.g. "best discard".
    """
    colour = suit_colour(card.suit, four_colour)
    name = card_name(card, lang)
    label = text("ui.card.with_note", lang, name=name, note=note) if note else name
    return _svg(
        label,
        [
            f'<defs><path id="{_pip_id(card.suit, colour)}" d="{_SUIT_PATHS[card.suit]}" '
            f'fill="{colour}"/></defs>',
            f'<rect x="1.5" y="1.5" width="{_W - 3}" height="{_H - 3}" rx="7" fill="#fff" '
            'stroke="#b3b7bd" stroke-width="1.5"/>',
            _corner(card, colour, lang),
            f'<g transform="rotate(180 {_W / 2:g} {_H / 2:g})">{_corner(card, colour, lang)}</g>',
            *_centre(card, colour, lang),
        ],
        f' data-card="{card}"',
    )


def back_svg(lang: str = "en", back: str = "blue") -> str:
    """The back of a card (a face-down stock card or an opponent's card), in the colour
    named ``back`` (a key of ``BACK_COLOURS``)."""
    if back not in BACK_COLOURS:
        raise ValueError(f"{back!r} is not a card back ({', '.join(BACK_COLOURS)})")
    diamonds = [
        f'<path d="M{x} {y - 5}l5 5l-5 5l-5-5Z" fill="#fff" fill-opacity="0.22"/>'
        for y in range(16, 130, 12)
        for x in range(15, 90, 12)
    ]
    return _svg(
        text("ui.card.back", lang),
        [
            f'<rect x="1.5" y="1.5" width="{_W - 3}" height="{_H - 3}" rx="7" fill="#fff" '
            'stroke="#b3b7bd" stroke-width="1.5"/>',
            f'<rect x="7" y="7" width="86" height="126" rx="5" fill="{BACK_COLOURS[back]}"/>',
            *diamonds,
            '<rect x="10" y="10" width="80" height="120" rx="4" fill="none" stroke="#fff" '
            'stroke-opacity="0.6" stroke-width="1.5"/>',
        ],
    )


def data_uri(svg: str) -> str:
    """An SVG as a ``data:`` URI for an ``<img>`` (the HTML Streamlit shows keeps images
    but drops inline SVG)."""
    return "data:image/svg+xml;base64," + base64.b64encode(svg.encode()).decode("ascii")


@lru_cache(maxsize=1024)
def _image(card: Card | None, lang: str, four_colour: bool, note: str, back: str) -> str:
    if card is None:
        label, svg, data = text("ui.card.back", lang), back_svg(lang, back), ""
    else:
        label = card_name(card, lang)
        if note:
            label = text("ui.card.with_note", lang, name=label, note=note)
        svg, data = card_svg(card, lang, four_colour, note), f' data-card="{card}"'
    name = escape(label, quote=True)
    return f'<img src="{data_uri(svg)}" alt="{name}" role="img" aria-label="{name}"{data}>'


def card_html(
    card: Card | None,
    lang: str = "en",
    *,
    four_colour: bool = False,
    meld: int | None = None,
    raised: bool = False,
    note: str = "",
    back: str = "blue",
) -> str:
    """One card in its frame, an ``<img>`` named for screen readers: ``None`` draws the
    back (in the colour ``back`` names); ``meld`` puts that meld's line on top of the card;
    ``raised`` lifts it (a selected card or the suggested discard)."""
    classes = ["gt-card"]
    style = ""
    if meld is not None:
        classes.append("gt-marked")
        style = f' style="--gt-meld:{meld_colour(meld)}"'
    if raised:
        classes.append("gt-raised")
    image = _image(card, lang, four_colour, note, back)
    return f'<span class="{" ".join(classes)}"{style}>{image}</span>'


def backs_html(count: int, lang: str = "en", *, back: str = "blue", label: str = "") -> str:
    """``count`` face-down cards fanned like a held hand (a hidden hand of ten fits a phone's
    width in one row), as one group named ``label`` for screen readers."""
    cards = "".join(card_html(None, lang, back=back) for _ in range(count))
    aria = f' role="group" aria-label="{escape(label, quote=True)}"' if label else ""
    return f'<div class="gt-row gt-fan" lang="{escape(lang)}"{aria}>{cards}</div>'


@dataclass(frozen=True, slots=True)
class CardGroup:
    """Cards shown side by side: a meld (``meld`` = its number, marked by one line over
    the group) or loose cards (``meld`` is ``None``), with an optional caption below."""

    cards: tuple[Card, ...]
    meld: int | None = None
    caption: str = ""


def row_html(
    groups: Sequence[CardGroup],
    lang: str = "en",
    *,
    four_colour: bool = False,
    raised: Iterable[Card] = (),
    notes: Mapping[Card, str] | None = None,
    label: str = "",
) -> str:
    """A row of card groups as HTML for ``st.html``; groups wrap on narrow screens, the
    cards of a group stay in one row (eleven of them narrow a little, and overlap as a fan on
    a phone). ``raised`` cards are lifted; ``notes`` add words to a card's spoken name."""
    lifted = set(raised)
    notes = notes or {}
    parts = []
    for group in groups:
        cards = "".join(
            card_html(
                card, lang, four_colour=four_colour, raised=card in lifted, note=notes.get(card, "")
            )
            for card in group.cards
        )
        marked = group.meld is not None
        attrs = ' class="gt-group gt-meld"' if marked else ' class="gt-group"'
        if marked:
            attrs += f' style="--gt-meld:{meld_colour(group.meld or 0)}"'
        if group.caption:
            attrs += f' role="group" aria-label="{escape(group.caption, quote=True)}"'
        caption = (
            f'<span class="gt-caption" aria-hidden="true">{escape(group.caption)}</span>'
            if group.caption
            else ""
        )
        parts.append(f'<div{attrs}><div class="gt-group-cards">{cards}</div>{caption}</div>')
    aria = f' role="group" aria-label="{escape(label, quote=True)}"' if label else ""
    return f'<div class="gt-row" lang="{escape(lang)}"{aria}>' + "".join(parts) + "</div>"


def arrangement_groups(arrangement: Arrangement, lang: str = "en") -> list[CardGroup]:
    """A hand sorted as the apps sort it (RULES.md): melds first, each marked in its own
    colour, then the loose cards from low to high with their deadwood."""
    groups = [
        CardGroup(
            tuple(meld.cards.sorted_by_rank() if meld.kind is MeldKind.RUN else meld.cards),
            meld=number,
            caption=text(f"ui.group.{meld.kind.value}", lang),
        )
        for number, meld in enumerate(arrangement.melds)
    ]
    if arrangement.deadwood_cards:
        groups.append(
            CardGroup(
                tuple(arrangement.deadwood_cards.sorted_by_rank()),
                caption=text("ui.group.deadwood", lang, points=arrangement.deadwood),
            )
        )
    return groups


# The look of the cards; injected once per page run with ``style_html``.
CARD_CSS = """
.gt-row{display:flex;flex-wrap:wrap;align-items:flex-start;gap:10px 16px;
  padding:14px 2px 6px;--gt-card-w:60px}
.gt-group{display:flex;flex-direction:column;align-items:stretch;gap:4px;max-width:100%}
.gt-group-cards{display:flex;flex-wrap:nowrap;gap:5px;position:relative;padding-top:10px}
.gt-meld>.gt-group-cards::before{content:"";position:absolute;top:0;left:0;right:0;
  height:5px;border-radius:3px;background:var(--gt-meld)}
.gt-caption{font-size:.8rem;line-height:1.2;color:#555;text-align:center}
.gt-card{display:inline-block;position:relative;flex:0 1 var(--gt-card-w,60px);min-width:0;
  width:var(--gt-card-w,60px);transition:transform .15s ease}
.gt-card img{display:block;width:100%;height:auto;border-radius:7%/5%;
  filter:drop-shadow(0 1px 2px rgba(0,0,0,.28))}
.gt-card.gt-marked{padding-top:10px}
.gt-card.gt-marked::before{content:"";position:absolute;top:0;left:0;right:0;height:5px;
  border-radius:3px;background:var(--gt-meld)}
.gt-card.gt-raised{transform:translateY(-12px)}
.gt-card.gt-raised img{outline:3px solid #1f6f43;outline-offset:1px;
  filter:drop-shadow(0 6px 6px rgba(0,0,0,.35))}
.gt-row.gt-fan{flex-wrap:nowrap;gap:0}
.gt-fan>.gt-card+.gt-card{margin-left:calc(var(--gt-card-w,60px) * -0.6)}
@media (max-width:640px){.gt-row{--gt-card-w:50px;gap:8px 12px}
  .gt-group-cards{gap:0}
  .gt-group-cards>.gt-card+.gt-card{margin-left:-14px}}
"""


def style_html() -> str:
    """The ``<style>`` element the card rows need, for ``st.html`` once per run."""
    return f"<style>{CARD_CSS}</style>"
