"""Words for the engine's reasons and events, in Dutch and English, citing the R-number.

Message catalogues live in ``tutor/explain/messages/``: one module per area, each with a
``MESSAGES`` dict of ``code -> {"en": ..., "nl": ...}``. Templates use ``str.format`` fields
named after the reason's arguments; cards, card sets and melds are written as a player of the
language writes them (``7♥``, ``♥7``: :func:`card_text`, never the engine's ``7h``), and a
reason or a move given as an argument (worded by ``act.*``) is worded in the same language.
A field ``{points:punt|punten}`` writes the number and the word for one or for any other
count: ``1 punt``, ``7 punten``. :func:`fill` is the one wording engine: the catalogue's
sentences and the wording a lesson pins for a reason both go through it.
"""

from __future__ import annotations

import importlib
import pkgutil
import string
from collections.abc import Iterable, Mapping
from functools import lru_cache
from typing import Any

from tutor.engine.actions import Action
from tutor.engine.cards import Card, CardSet
from tutor.engine.events import Reason
from tutor.engine.melds import Meld
from tutor.explain.moves import narration

LANGUAGES = ("en", "nl")
DEFAULT_LANGUAGE = "en"


def _load_catalogue() -> dict[str, dict[str, str]]:
    from tutor.explain import messages

    catalogue: dict[str, dict[str, str]] = {}
    for info in sorted(pkgutil.iter_modules(messages.__path__), key=lambda i: i.name):
        module = importlib.import_module(f"{messages.__name__}.{info.name}")
        for code, texts in module.MESSAGES.items():
            if code in catalogue:
                raise RuntimeError(f"message code {code!r} is defined twice ({info.name})")
            catalogue[code] = texts
    return catalogue


CATALOGUE: dict[str, dict[str, str]] = _load_catalogue()


def language(lang: str | None) -> str:
    """A supported language code from a locale such as ``nl-NL``; English otherwise."""
    code = (lang or "").replace("_", "-").split("-")[0].lower()
    return code if code in LANGUAGES else DEFAULT_LANGUAGE


_LETTERED = (1, 10, 11, 12, 13)  # the ranks whose index the catalogue words (table.index.*)
# Between the melds of a spread in a sentence, so that two melds never read as one row.
MELD_SEPARATOR = " · "


@lru_cache(maxsize=64)  # every card written asks: a catalogue look-up once per rank and language
def rank_index(rank: int, lang: str = DEFAULT_LANGUAGE) -> str:
    """The index of a rank as printed in a card's corner: ``A``, ``2`` ... ``10``, ``J``,
    ``Q``, ``K``; in Dutch ``B``, ``V``, ``H`` (boer, vrouw, heer) for the court cards.

    >>> rank_index(12), rank_index(12, "nl"), rank_index(10, "nl")
    ('Q', 'V', '10')
    """
    return text(f"table.index.{int(rank)}", lang) if int(rank) in _LETTERED else str(int(rank))


@lru_cache(maxsize=256)  # 52 cards in each language (and its locales: en-GB, nl-BE)
def card_text(card: Card, lang: str = DEFAULT_LANGUAGE) -> str:
    """A card as a player of ``lang`` writes it, the one label of a card as text (sentences,
    buttons, pills, menus): the corner's index and the suit symbol, ``10♥``, ``Q♦``; a
    Dutch player puts the symbol first and writes B V H for the court cards (``♥10``,
    ``♦V``). The notation reads every form back; transcripts and JSON keep the notation.

    >>> card_text(Card.parse("Qd"), "nl"), card_text(Card.parse("Th"), "nl")
    ('♦V', '♥10')
    >>> card_text(Card.parse("Qd"), "en"), card_text(Card.parse("Th"), "en")
    ('Q♦', '10♥')
    """
    index = rank_index(card.rank, lang)
    if language(lang) == "nl":
        return card.suit.symbol + index
    return index + card.suit.symbol


def cards_text(cards: Iterable[Card], lang: str) -> str:
    """Cards in a sentence, in the order given: ``4♥ 5♥ 6♥``, in Dutch ``♥4 ♥5 ♥6``."""
    return " ".join(card_text(card, lang) for card in cards)


def meld_text(meld: Meld, lang: str) -> str:
    """A meld in a sentence, its cards as the notation orders them (a run low to high),
    without the notation's brackets: ``4♥ 5♥ 6♥``.

    >>> meld_text(Meld.parse("[6h 4h 5h]"), "en")
    '4♥ 5♥ 6♥'
    """
    return cards_text(meld.cards, lang)


def action_text(action: Action, lang: str) -> str:
    """A move named inside a sentence, worded in ``lang`` (``act.*``) with its cards as
    :func:`card_text` writes them.

    >>> from tutor.engine.actions import parse_action
    >>> action_text(parse_action("discard 7h"), "en"), action_text(parse_action("take Qd"), "nl")
    ('discarding 7♥', '♦V pakken')
    """
    return say(narration(action, "act"), lang, cite=False)


def plain(value: Any, lang: str) -> Any:
    """A value as it is written inside a sentence in ``lang``: cards, card sets and melds as
    a player writes them (:func:`card_text`), melds of a spread apart (``MELD_SEPARATOR``),
    a move or a reason worded in ``lang``."""
    if isinstance(value, int | str):  # most values: counts, points, words already worded
        return value
    if isinstance(value, Card):
        return card_text(value, lang)
    if isinstance(value, Meld):
        return meld_text(value, lang)
    if isinstance(value, CardSet):
        return cards_text(value, lang)
    if isinstance(value, Reason):
        return text(value.code, lang, **dict(value.args))
    if isinstance(value, Action):
        return action_text(value, lang)
    if isinstance(value, float) and language(lang) == "nl":
        return str(value).replace(".", ",")  # Dutch writes 2,5
    if isinstance(value, tuple | list):
        if value and all(isinstance(v, Meld) for v in value):
            return MELD_SEPARATOR.join(meld_text(v, lang) for v in value)
        return " ".join(str(plain(v, lang)) for v in value)
    return value


class _Counted(string.Formatter):
    """``{n:one|many}``: the number, then the word for one or for any other count.
    ``{share:about %|hardly any}``: a share in percent in the words before the bar (``%``
    stands for it), or the words after it when the share rounds to nothing ("about 0%" reads
    as a mistake)."""

    def format_field(self, value: Any, format_spec: str) -> str:
        if "|" in format_spec:
            one, many = format_spec.split("|", 1)
            if "%" in one:
                return many if value == 0 else one.replace("%", f"{value}%")
            return f"{value} {one if value == 1 else many}"
        return str(super().format_field(value, format_spec))


_COUNTED = _Counted()


def _opens_with_move(template: str, args: Mapping[str, Any]) -> bool:
    """Whether the sentence starts with a worded move (a reason), which needs a capital."""
    if not template.startswith("{"):
        return False
    first = template[1 : template.index("}")].split(":")[0]
    return isinstance(args.get(first), Reason)


def fill(template: str, lang: str, args: Mapping[str, Any]) -> str:
    """One sentence from a template: the one wording engine for the catalogue and for any
    wording a lesson pins (``{n:one|many}`` counts, values written as in ``lang``).

    ``KeyError`` names a field the template uses but ``args`` does not give; ``ValueError``
    a field the template writes wrongly.

    >>> fill("{points:punt|punten} over", "nl", {"points": 1})
    '1 punt over'
    >>> fill("{card} is {points:point|points}", "en", {"card": Card.parse("Kh"), "points": 10})
    'K♥ is 10 points'
    """
    fields = {k: plain(v, lang) for k, v in args.items()}
    if "|" in template:  # a counted word; the plain format is quicker for the rest
        sentence = _COUNTED.vformat(template, (), fields)
    else:
        sentence = template.format(**fields)
    if _opens_with_move(template, args):
        sentence = sentence[0].upper() + sentence[1:]  # "Drawing from the stock loses ..."
    return sentence


def text(code: str, lang: str = DEFAULT_LANGUAGE, **args: Any) -> str:
    """The sentence for ``code`` in ``lang``, filled with ``args``.

    >>> text("knock.too_high", "nl", deadwood=12, limit=10)
    'Je houdt 12 punten dood hout over; kloppen mag pas met 10 of minder.'
    >>> text("knock.allowed", "nl", deadwood=1, limit=10)
    'Je houdt 1 punt dood hout over, binnen de grens van 10: je mag kloppen.'
    >>> text("review.inaccuracy", "nl", played=Reason("act.draw", ""), best=Reason("act.discard",
    ...      "", (("card", Card.parse("Ks")),)), loss=2.5)
    'Van de trekstapel pakken kost gemiddeld ongeveer 2,5 punten; ♠H afleggen was beter.'
    """
    entry = CATALOGUE.get(code)
    if entry is None:
        raise KeyError(f"no message for {code!r}")
    return fill(entry[language(lang)], lang, args)


def say(
    item: Reason, lang: str = DEFAULT_LANGUAGE, cite: bool = True, template: str | None = None
) -> str:
    """One reason in words, followed by its rule (``(R15)``) when ``cite`` is true.

    ``template`` words it instead of the catalogue (a lesson's pinned wording), filled the
    same way by :func:`fill`.

    >>> left = Reason("defender.deadwood", "R18", (("deadwood", 1),))
    >>> say(left, "nl", template="Hij houdt {deadwood:punt|punten} over.")
    'Hij houdt 1 punt over. (R18)'
    """
    args = dict(item.args)
    sentence = text(item.code, lang, **args) if template is None else fill(template, lang, args)
    return f"{sentence} ({item.rule})" if cite and item.rule else sentence


def say_all(items: Iterable[Reason], lang: str = DEFAULT_LANGUAGE) -> list[str]:
    return [say(r, lang) for r in items]
