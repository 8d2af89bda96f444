"""Reading a learner's answer: the one reader for lessons and puzzles.

An answer comes from a page's widgets (typed values), JSON-like data (the command line's
``--json``, tests) or typed text; each reader returns the typed value or raises
:class:`AnswerError` quoting what it was given.

>>> read("ja", "yes_no"), read(" 12 ", "number"), read("kd", "card")
(True, 12, Card.parse('Kd'))
>>> read("[7s 8s 9s] [7h 7d 7c]", "melds")
(CardSet.parse('7s 8s 9s'), CardSet.parse('7h 7d 7c'))
>>> score = (Part("winner", "choice", ("knocker", "defender")), Part("points", "number"))
>>> parts({"winner": "knocker", "points": "13"}, score), parts(["defender", 26], score)
(('knocker', 13), ('defender', 26))
>>> number("twelve")
Traceback (most recent call last):
...
tutor.questions.reading.AnswerError: 'twelve' is not a whole number
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from tutor.engine.cards import Card, CardSet
from tutor.engine.errors import NotationError, TutorError
from tutor.engine.notation import parse_card, parse_card_list

AnswerType = Literal["yes_no", "number", "card", "cards", "melds", "choice", "parts"]

YES = frozenset({"yes", "ja", "y", "j"})
NO = frozenset({"no", "nee", "n"})
# What a learner writes for "no card at all"
NOTHING = frozenset({"", "-", "no", "none", "nee", "geen", "nothing", "niets"})


class AnswerError(TutorError, ValueError):
    """An answer that cannot be read as the question takes it, quoting it."""


def field(value: Any, key: str) -> Any:
    """``value[key]`` when the answer came as a dict, else the value itself."""
    if isinstance(value, dict):
        if key not in value:
            raise AnswerError(f"the answer {value!r} has no {key!r}")
        return value[key]
    return value


def yes_no(value: Any) -> bool:
    """``True``/``False``, or yes/no in either language."""
    if isinstance(value, bool):
        return value
    if isinstance(value, str):
        word = value.strip().lower()
        if word in YES or word in NO:
            return word in YES
    raise AnswerError(f"{value!r} is not yes or no (ja of nee)")


def number(value: Any) -> int:
    """A whole number: ``12`` or ``"12"``."""
    if isinstance(value, bool):
        raise AnswerError(f"{value!r} is not a whole number")
    if isinstance(value, int):
        return value
    if isinstance(value, str) and value.strip().lstrip("-").isdigit():
        return int(value.strip())
    raise AnswerError(f"{value!r} is not a whole number")


def card(value: Any) -> Card:
    """One card in the notation: ``"Kd"``, ``"10h"``, ``"♠A"``."""
    if isinstance(value, Card):
        return value
    if isinstance(value, str):
        try:
            return parse_card(value)
        except NotationError as error:
            raise AnswerError(str(error)) from None
    raise AnswerError(f"{value!r} is not a card")


def cards(value: Any) -> CardSet:
    """A set of cards: ``"7c 8d"``, ``["7c", "8d"]``, or ``none`` for no card at all."""
    if isinstance(value, CardSet):
        return value
    if isinstance(value, Card):
        return CardSet([value])
    if isinstance(value, str) and value.strip().lower() in NOTHING:
        return CardSet()
    if isinstance(value, str):
        return _card_list(value, value)
    if isinstance(value, list | tuple | set | frozenset):
        if all(isinstance(v, Card) for v in value):
            return CardSet(value)
        return _card_list([str(v) for v in value], value)
    raise AnswerError(f"{value!r} is not a list of cards")


def _card_list(text: str | Iterable[str], given: object) -> CardSet:
    try:
        return CardSet(parse_card_list(text if isinstance(text, str) else list(text)))
    except NotationError as error:
        raise AnswerError(f"{given!r}: {error}") from None


def groups(value: Any) -> tuple[CardSet, ...]:
    """Groups of cards meant as melds: ``"[7s 8s 9s] [7h 7d 7c]"`` or a list of lists.

    They are not checked as melds here: a group that is no meld is a wrong answer, which the
    grader diagnoses, not unreadable input.
    """
    if isinstance(value, str):
        text = value.strip()
        if text.lower() in NOTHING:
            return ()
        if "[" not in text:
            raise AnswerError(f"{value!r}: write each meld in brackets, like [7s 8s 9s]")
        pieces = [p.strip(" ,;") for p in text.replace("]", "[").split("[")]
        return tuple(cards(p) for p in pieces if p)
    if isinstance(value, list | tuple):
        return tuple(cards(getattr(v, "cards", v)) for v in value)
    raise AnswerError(f"{value!r} is not a list of melds")


def choice(value: Any, options: Iterable[str] = ()) -> str:
    """One of the question's choices, by its value (``"2"``, ``"you"``)."""
    if isinstance(value, str | int) and not isinstance(value, bool):
        chosen = str(value).strip()
        known = tuple(options)
        if known and chosen not in known:
            raise AnswerError(f"{value!r} is not one of the choices ({', '.join(known)})")
        return chosen
    raise AnswerError(f"{value!r} is not one of the choices")


@dataclass(frozen=True, slots=True)
class Part:
    """One part of an answer in several parts (the cards you lay off, then the deadwood left):
    its name (the key in JSON-like data) and the shape it takes."""

    name: str
    answer_type: AnswerType
    options: tuple[str, ...] = ()


def parts(value: Any, shape: Sequence[Part]) -> tuple[Any, ...]:
    """An answer in several parts, each read as its part takes it: a dict by the parts' names,
    or a list of the parts in order. Text is split into its parts by whoever poses the
    question (each kind writes them its own way: ``"9s Th 12"``, ``"knocker 13"``)."""
    if isinstance(value, dict):
        given = [field(value, part.name) for part in shape]
    elif isinstance(value, list | tuple) and len(value) == len(shape):
        given = list(value)
    else:
        names = ", ".join(part.name for part in shape)
        raise AnswerError(f"{value!r} is not an answer in parts ({names})")
    return tuple(
        read(v, part.answer_type, part.options) for v, part in zip(given, shape, strict=True)
    )


def read(
    value: Any, answer_type: AnswerType, options: Iterable[str] = (), shape: Sequence[Part] = ()
) -> Any:
    """The learner's answer in the shape the question takes; ``AnswerError`` when it can't be."""
    if answer_type == "parts":
        return parts(value, shape)
    if answer_type == "yes_no":
        return yes_no(value)
    if answer_type == "number":
        return number(value)
    if answer_type == "card":
        return card(value)
    if answer_type == "cards":
        return cards(value)
    if answer_type == "melds":
        return groups(value)
    return choice(value, options)
