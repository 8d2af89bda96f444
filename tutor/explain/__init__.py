"""Words for the engine's reasons and events, in Dutch and English, citing the R-number.

Message catalogues live in ``tutor/explain/messages/``: one module per area, each with a
``MESSAGES`` dict of ``code -> {"en": ..., "nl": ...}``. Templates use ``str.format`` fields
named after the reason's arguments; cards, card sets and melds are written in the notation,
and a reason given as an argument (a move worded by ``act.*``) is worded in the same language.
A field ``{points:punt|punten}`` writes the number and the word for one or for any other
count: ``1 punt``, ``7 punten``. :func:`fill` is the one wording engine: the catalogue's
sentences and the wording a lesson pins for a reason both go through it.
"""

from __future__ import annotations

import importlib
import pkgutil
import string
from collections.abc import Iterable, Mapping
from typing import Any

from tutor.engine.cards import Card, CardSet
from tutor.engine.events import Reason
from tutor.engine.melds import Meld

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


# How a Dutch player writes a card: the suit symbol, then A, 2-10, B (boer), V (vrouw), H (heer).
_DUTCH_RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "B", "V", "H")


def card_text(card: Card, lang: str) -> str:
    """A card as a player of ``lang`` reads it in a sentence; the notation reads both forms.

    >>> card_text(Card.parse("Qd"), "nl"), card_text(Card.parse("Th"), "nl")
    ('♦V', '♥10')
    >>> card_text(Card.parse("Qd"), "en")
    'Qd'
    """
    if language(lang) == "nl":
        return card.suit.symbol + _DUTCH_RANKS[card.rank - 1]
    return str(card)


def cards_text(cards: Iterable[Card], lang: str) -> str:
    """Cards in a sentence, in the order given: ``♥4 ♥5 ♥6``."""
    return " ".join(card_text(card, lang) for card in cards)


def plain(value: Any, lang: str) -> Any:
    """A value as it is written inside a sentence in ``lang``."""
    if language(lang) == "nl" and isinstance(value, Card):
        return card_text(value, lang)
    if language(lang) == "nl" and isinstance(value, Meld):
        return cards_text(value.cards, lang)  # "♥4 ♥5 ♥6", as a Dutch player writes a meld
    if language(lang) == "nl" and isinstance(value, CardSet):
        return cards_text(value, lang)
    if isinstance(value, Card | CardSet | Meld):
        return str(value)
    if isinstance(value, Reason):
        return text(value.code, lang, **dict(value.args))
    if isinstance(value, float) and language(lang) == "nl":
        return str(value).replace(".", ",")  # Dutch writes 2,5
    if isinstance(value, tuple | list):
        return " ".join(str(plain(v, lang)) for v in value)
    return value


class _Counted(string.Formatter):
    """``{n:one|many}``: the number, then the word for one or for any other count."""

    def format_field(self, value: Any, format_spec: str) -> str:
        if "|" in format_spec:
            one, many = format_spec.split("|", 1)
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
    'Kh is 10 points'
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
