"""The rule catalogue R1-R32 as data: where each rule is stated, what varies it, its terms
and its illustration. The words (titles, texts, terms) live in ``tutor.explain``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tutor.engine.errors import TutorError
from tutor.explain import text
from tutor.rulebook.exhibits import (
    CutExhibit,
    DeckExhibit,
    DiscardExhibit,
    ExhaustExhibit,
    Exhibit,
    HandExhibit,
    MeldExhibit,
    PlayExhibit,
    SheetExhibit,
    ShowdownExhibit,
    ValuesExhibit,
    cards,
    claims,
)

SECTIONS = ("setup", "melds", "turn", "ending", "scoring", "match", "variants")

# The five source texts (in Dutch) by seed number, with their own titles.
SOURCES: dict[str, str] = {
    "000": "Gin Rummy spelregels: complete gids met tips en varianten",
    "001": "Zo speel je Gin Rummy",
    "002": "Gin Rummy (Basis), 2 spelers - Spelregels",
    "003": "Gin Rummy kaartspel",
    "004": "Hoe Gin Rummy te spelen",
}
ALL = tuple(SOURCES)


@dataclass(frozen=True, slots=True)
class Rule:
    """One rule: ``number`` ("R9"), its section, the seeds that state it, the ``Rules``
    settings that vary it, its terms (keys of ``rulebook.term.*``) and its illustration."""

    number: str
    section: str
    seeds: tuple[str, ...]
    fields: tuple[str, ...]
    terms: tuple[str, ...]
    exhibits: tuple[Exhibit, ...]

    @property
    def index(self) -> int:
        return int(self.number[1:])

    def title(self, lang: str) -> str:
        return text(f"rulebook.{self.number}.title", lang)

    def text(self, lang: str) -> str:
        return text(f"rulebook.{self.number}.text", lang)

    def term_pairs(self) -> list[tuple[str, str]]:
        """``(English term, Dutch terms)`` for each term of the rule."""
        return [
            (text(f"rulebook.term.{t}", "en"), text(f"rulebook.term.{t}", "nl")) for t in self.terms
        ]


# Cards shared by several examples: a knocker with 6 deadwood (6d), the same with 9 (9d).
_KNOCK6 = "3c 4c 5c 8h 8d 8s Th Jh Qh 6d"
_KNOCK9 = "3c 4c 5c 8h 8d 8s Th Jh Qh 9d"
_GIN = "3c 4c 5c 8h 8d 8s Th Jh Qh Kh"
_LOOSE19 = "As 2s 5s 6s 5d 8c 9c Tc Jc Qc"  # 19 deadwood whatever is laid out
# A deal: the dealer's and the non-dealer's ten cards, and the upcard.
_DEALT = ("As 2s 3s 7h 7d 7c Kh Qh Jh 5d", "3c 4c 5c 8h 8d 8s Th 9c Qc 6d")
_UP = "9h"
# Scoresheets: two players, three (R31), and two teams of two (R32).
_TWO = ("Ann", "Bob")
_THREE = ("Ann", "Bob", "Cas")
_FOUR = ("Ann", "Bob", "Cas", "Dan")
_ANN_GINS = (0, 0, _GIN, _LOOSE19, "")  # at table 0, Ann knocks with gin
_TO_TARGET = ((0, 0, 40), (0, 1, 30), (0, 0, 45), _ANN_GINS)
_SHUTOUT = ((0, 0, 40), (0, 0, 30), _ANN_GINS)
_BOXES = ((0, 0, 61), *((0, 1, 10),) * 8, _ANN_GINS)


def _rule(
    number: str,
    section: str,
    seeds: tuple[str, ...] | str,
    *exhibits: Any,
    fields: tuple[str, ...] = (),
    terms: tuple[str, ...] = (),
) -> Rule:
    seed_ids = ALL if seeds == "all" else tuple(seeds)
    return Rule(number, section, seed_ids, fields, terms, tuple(exhibits))


RULEBOOK: tuple[Rule, ...] = (
    _rule(
        "R1",
        "setup",
        "all",
        DeckExhibit(
            "As 2s 3s 4s 5s 6s 7s 8s 9s Ts Js Qs Ks",
            claims(cards=52, suits=4, ranks=13, distinct=52),
        ),
        terms=("deck",),
    ),
    _rule(
        "R2",
        "setup",
        "all",
        ValuesExhibit(
            "As 2h 7d Tc Js Qh Kd",
            claims(values="As=1 2h=2 7d=7 Tc=10 Js=10 Qh=10 Kd=10", total=50),
        ),
        terms=("card_value",),
    ),
    _rule(
        "R3",
        "setup",
        ("000", "002", "004"),
        CutExhibit(3, claims(cut="9d 9s, Jh Kd", dealer=2)),
        CutExhibit(3, claims(cut="9d 9s, Jh Kd", dealer=1), preset="bonus"),
        fields=("first_dealer",),
        terms=("dealer",),
    ),
    _rule(
        "R4",
        "setup",
        ("001", "002", "004"),
        SheetExhibit(
            "two",
            _TWO,
            ((0, 0, _KNOCK6, _LOOSE19, ""), (0, 1, 15), (0, "draw"), (0, 0, 10)),
            claims(dealers="Ann Bob Ann Ann", totals="23 15"),
        ),
        SheetExhibit(
            "two",
            _TWO,
            ((0, 0, 20), (0, 0, 15), (0, 1, 10), (0, 1, 5)),
            claims(dealers="Ann Bob Bob Ann", totals="35 15"),
            preset="bonus",
        ),
        fields=("next_dealer",),
        terms=("dealer",),
    ),
    _rule(
        "R5",
        "setup",
        "all",
        PlayExhibit(
            _DEALT,
            _UP,
            (),
            claims(dealt="10 10", stock=31, to_move="non-dealer", legal="take 9h, pass"),
        ),
        terms=("dealer", "stock", "discard_pile", "upcard"),
    ),
    _rule(
        "R6",
        "melds",
        "all",
        MeldExhibit("Ks Kh Kd", claims(kind="set")),
        MeldExhibit("7s 7h 7d 7c", claims(kind="set")),
        MeldExhibit("7s 7h 8d", claims(kind="none")),
        terms=("meld", "set"),
    ),
    _rule(
        "R7",
        "melds",
        "all",
        MeldExhibit("4h 5h 6h", claims(kind="run")),
        MeldExhibit("Ac 2c 3c", claims(kind="run")),
        MeldExhibit("Qs Ks As", claims(kind="none")),
        MeldExhibit("4h 5d 6h", claims(kind="none")),
        terms=("meld", "run"),
    ),
    _rule(
        "R8",
        "melds",
        ("000", "001"),
        HandExhibit(
            "7s 8s 9s 9h 9d 3c 3d 3h Kc Qd",
            claims(deadwood=35, melds="[3h 3d 3c] [9s 9h 9d]", deadwood_cards=cards("7s 8s Qd Kc")),
        ),
        HandExhibit(
            "9d Td Jd Js Jh Jc 7s 8s 9s 2c",
            claims(deadwood=2, melds="[7s 8s 9s] [9d Td Jd] [Js Jh Jc]", deadwood_cards="2c"),
        ),
        terms=("meld",),
    ),
    _rule(
        "R9",
        "melds",
        ("001", "003", "004"),
        HandExhibit(
            "7s 7h 7d 7c 8s 9s 3d 4d 5d Kc",
            claims(deadwood=10, melds="[3d 4d 5d] [7s 8s 9s] [7h 7d 7c]", deadwood_cards="Kc"),
        ),
        terms=("deadwood", "meld"),
    ),
    _rule(
        "R10",
        "melds",
        ("000", "002", "004"),
        ShowdownExhibit(
            _KNOCK6,
            _LOOSE19,
            claims(
                result="knock",
                knocker_melds="[3c 4c 5c] [8s 8h 8d] [Th Jh Qh]",
                knocker_deadwood=6,
                points=13,
            ),
        ),
        terms=("meld", "knock", "gin"),
    ),
    _rule(
        "R11",
        "turn",
        ("000", "002", "004"),
        PlayExhibit(_DEALT, _UP, ("pass",), claims(to_move="dealer", legal="take 9h, pass")),
        PlayExhibit(
            _DEALT, _UP, ("pass", "pass"), claims(to_move="non-dealer", legal="draw stock")
        ),
        PlayExhibit(
            _DEALT, _UP, ("take 9h",), claims(to_move="non-dealer", sizes="11"), stock="Kc"
        ),
        PlayExhibit(
            _DEALT,
            _UP,
            (),
            claims(to_move="non-dealer", legal="draw stock, take 9h"),
            preset="app",
        ),
        fields=("opening_choice",),
        terms=("upcard", "dealer"),
    ),
    _rule(
        "R12",
        "turn",
        "all",
        PlayExhibit(
            _DEALT,
            _UP,
            ("pass", "pass", "draw stock", "discard Kc"),
            claims(sizes="10 10 11 10", stock=30, to_move="dealer", legal="draw stock, take Kc"),
            stock="Kc",
        ),
        terms=("stock", "discard_pile"),
    ),
    _rule(
        "R13",
        "turn",
        ("000", "001", "004"),
        DiscardExhibit(
            _KNOCK6 + " 5d",
            "5d",
            claims(legal=False, knock=False, best="6d"),
            taken="5d",
        ),
        terms=("discard_pile", "stock"),
    ),
    _rule(
        "R14",
        "turn",
        ("000", "001", "003", "004"),
        ExhaustExhibit(_DEALT, _UP, claims(turns=29, stock=2, draw=True)),
        ExhaustExhibit(_DEALT, _UP, claims(turns=31, stock=0, draw=True), preset="playon"),
        fields=("stock_left_at_draw",),
        terms=("stock", "draw_hand"),
    ),
    _rule(
        "R15",
        "ending",
        "all",
        DiscardExhibit(_KNOCK6 + " Kc", "Kc", claims(deadwood=6, knock=True, gin=False)),
        DiscardExhibit(
            "3h 4h 5h 6h 9s 9h 9d 9c Ac Kd Qc",
            "Qc",
            claims(deadwood=11, knock=False, legal=True),
        ),
        fields=("knock_limit",),
        terms=("knock", "knock_limit", "deadwood"),
    ),
    _rule(
        "R16",
        "ending",
        "all",
        DiscardExhibit(_GIN + " 6d", "6d", claims(deadwood=0, gin=True, knock=True)),
        terms=("gin",),
    ),
    _rule(
        "R17",
        "ending",
        ("000",),
        DiscardExhibit(
            "3c 4c 5c 6c 8h 8d 8s Th Jh Qh Kh",
            "6c",
            claims(big_gin=True, gin=True),
            preset="guide",
        ),
        fields=("big_gin",),
        terms=("big_gin",),
    ),
    _rule(
        "R18",
        "ending",
        ("000", "001", "002", "003", "004"),
        ShowdownExhibit(
            _KNOCK6,
            "2c 6c 8c Kh 9s 9d 9c 4d 5d Ks",
            claims(
                result="knock",
                defender_deadwood=19,
                laid_off=cards("2c 6c 8c Kh"),
                points=13,
            ),
        ),
        terms=("layoff", "knock"),
    ),
    _rule(
        "R19",
        "scoring",
        "all",
        ShowdownExhibit(_KNOCK6, _LOOSE19, claims(result="knock", winner="knocker", points=13)),
        terms=("knock", "deadwood"),
    ),
    _rule(
        "R20",
        "scoring",
        ("001", "003"),
        ShowdownExhibit(
            _KNOCK6,
            "As Ah Ac 2d 3d 4d 7s 7h 7c 5s",
            claims(result="undercut", winner="defender", defender_deadwood=5, points=26),
        ),
        ShowdownExhibit(
            _KNOCK6,
            "As Ah Ac 2d 3d 4d 7s 7h 7c 6s",
            claims(result="undercut", winner="defender", defender_deadwood=6, points=25),
        ),
        ShowdownExhibit(
            _KNOCK6,
            "As Ah Ac 2d 3d 4d 7s 7h 7c 6s",
            claims(result="tie", winner=None, points=0),
            preset="basic",
        ),
        fields=("undercut_bonus", "undercut_on_tie"),
        terms=("undercut",),
    ),
    _rule(
        "R21",
        "scoring",
        ("000", "001", "003", "004"),
        ShowdownExhibit(
            _GIN, _LOOSE19, claims(result="gin", winner="knocker", laid_off="", points=44)
        ),
        ShowdownExhibit(
            _GIN, _LOOSE19, claims(result="gin", winner="knocker", points=39), preset="basic"
        ),
        fields=("gin_bonus",),
        terms=("gin",),
    ),
    _rule(
        "R22",
        "scoring",
        ("000",),
        ShowdownExhibit(
            "3c 4c 5c 6c 8h 8d 8s Th Jh Qh Kh",
            _LOOSE19,
            claims(result="big_gin", winner="knocker", points=50),
            preset="guide",
            big_gin=True,
        ),
        fields=("big_gin_bonus",),
        terms=("big_gin",),
    ),
    _rule(
        "R23",
        "scoring",
        ("002", "004"),
        ShowdownExhibit(
            _KNOCK9,
            "As Ah Ac 5s 6s 7s Ks Kh Kc 2s",
            claims(result="undercut", knocker_deadwood=9, defender_deadwood=2, points=32),
        ),
        HandExhibit(
            "3h 4h 5h 6h 9s 9h 9d 9c Ac Kd",
            claims(deadwood=11, melds="[3h 4h 5h 6h] [9s 9h 9d 9c]", deadwood_cards=cards("Ac Kd")),
        ),
        terms=("deadwood",),
    ),
    _rule(
        "R24",
        "match",
        "all",
        SheetExhibit(
            "two",
            _TWO,
            _TO_TARGET,
            claims(totals="129 30", over=True, finals="129 30", winner="Ann"),
        ),
        fields=("target",),
        terms=("target",),
    ),
    _rule(
        "R25",
        "match",
        ("004",),
        SheetExhibit("two", _TWO, _TO_TARGET, claims(finals="304 55"), preset="bonus"),
        fields=("game_bonus",),
        terms=("game_bonus",),
    ),
    _rule(
        "R26",
        "match",
        ("002", "004"),
        SheetExhibit(
            "two", _TWO, _TO_TARGET, claims(totals="124 30", finals="199 55"), preset="basic"
        ),
        fields=("box_bonus",),
        terms=("box_bonus",),
    ),
    _rule(
        "R27",
        "match",
        ("002", "004"),
        SheetExhibit("two", _TWO, _SHUTOUT, claims(totals="109 0", finals="293 0"), preset="basic"),
        SheetExhibit("two", _TWO, _SHUTOUT, claims(totals="114 0", finals="389 0"), preset="bonus"),
        fields=("shutout", "shutout_bonus"),
        terms=("shutout",),
    ),
    _rule(
        "R28",
        "match",
        ("004",),
        SheetExhibit(
            "two",
            _TWO,
            _BOXES,
            claims(totals="105 80", finals="255 280", winner="Bob"),
            preset="bonus",
        ),
    ),
    _rule(
        "R29",
        "variants",
        ("000", "002", "003"),
        DiscardExhibit(
            _KNOCK6 + " Kc",
            "Kc",
            claims(deadwood=6, knock=False),
            preset="oklahoma",
            upcard="5h",
        ),
        DiscardExhibit(
            _KNOCK6 + " Kc",
            "Kc",
            claims(deadwood=6, knock=False),
            preset="oklahoma",
            upcard="Ah",
        ),
        ShowdownExhibit(
            _KNOCK6,
            _LOOSE19,
            claims(result="knock", winner="knocker", points=26),
            preset="oklahoma",
            upcard="7s",
        ),
        fields=("oklahoma",),
        terms=("upcard", "knock_limit"),
    ),
    _rule(
        "R30",
        "variants",
        ("002",),
        DiscardExhibit(_KNOCK6 + " Kc", "Kc", claims(deadwood=6, knock=False), preset="straight"),
        DiscardExhibit(_GIN + " 6d", "6d", claims(gin=True, knock=True), preset="straight"),
        fields=("straight_gin",),
        terms=("gin", "knock"),
    ),
    _rule(
        "R31",
        "variants",
        ("000", "004"),
        SheetExhibit(
            "three",
            _THREE,
            ((0, 1, 20), (0, 2, _KNOCK6, _LOOSE19, ""), (0, 0, 30), (0, 2, 10)),
            claims(dealers="Ann Bob Cas Ann", totals="30 20 23", over=False),
        ),
        fields=("players",),
        terms=("dealer",),
    ),
    _rule(
        "R32",
        "variants",
        ("000", "004"),
        SheetExhibit(
            "teams",
            _FOUR,
            (
                (0, 0, 60),
                (1, 3, 50),
                (0, 2, _KNOCK6, _LOOSE19, ""),
                (1, 1, 30),
                (0, 0, 45),
                (1, 3, 55),
            ),
            claims(totals="105 30 13 105", teams="135 118", winner="Ann & Bob"),
        ),
        fields=("players",),
        terms=("team",),
    ),
)

_BY_NUMBER = {r.number: r for r in RULEBOOK}


def rule(number: str | int) -> Rule:
    """The rule ``"R9"`` (also ``"r9"``, ``"9"`` or ``9``); ``TutorError`` quotes bad input.

    >>> rule("r9").title("nl")
    'Dood hout'
    """
    key = str(number).strip().upper()
    key = key if key.startswith("R") else f"R{key}"
    try:
        return _BY_NUMBER[key]
    except KeyError:
        raise TutorError(f"{number!r} is not a rule (R1 to R{len(RULEBOOK)})") from None


def section_title(section: str, lang: str) -> str:
    return text(f"rulebook.section.{section}", lang)


def search(query: str, lang: str) -> list[Rule]:
    """The rules whose title, text or terms (in ``lang``, and the Dutch terms) contain every
    word of ``query``, ignoring case; a rule number alone finds that rule; an empty query
    finds every rule.

    >>> [r.number for r in search("onderklop", "nl")]
    ['R20', 'R23']
    >>> [r.number for r in search("r1", "en")]
    ['R1']
    """
    words = query.casefold().split()
    if not words:
        return list(RULEBOOK)
    if len(words) == 1 and words[0].upper() in _BY_NUMBER:
        return [_BY_NUMBER[words[0].upper()]]

    def haystack(item: Rule) -> str:
        terms = " ".join(f"{en} {nl}" for en, nl in item.term_pairs())
        return f"{item.title(lang)} {item.text(lang)} {terms}".casefold()

    return [item for item in RULEBOOK if all(word in haystack(item) for word in words)]
