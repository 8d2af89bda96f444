"""The card table as data: a hand in, the component's JSON out; the learner's intent in, an
engine ``Action`` out. Pure functions, no Streamlit (the component is ``tutor.ui.table``).

Python owns the game. :func:`table_data` describes what the learner may see and do, every
judgement taken from the engine: which discards are legal, which cards may knock or go gin
(R15, R16), the melds that mark the hand (R9), the showdown (R18-R23). The component only
draws it and sends back an intent, a small mapping such as ``{"kind": "discard", "card":
"7h"}``. :func:`intent_action` reads it into the engine's action and asks the engine whether
it is allowed: a refused intent raises ``IllegalActionError`` carrying the engine's verdict,
whose reasons the page words for the learner; a malformed one raises ``TutorError`` quoting
it. Intents that only change the view (``order``, ``sort``) are read by :func:`read_intent`.

>>> from tutor.engine.cards import DECK
>>> from tutor.engine.rules import CLASSIC
>>> hand = HandState.deal(CLASSIC, deck=DECK)
>>> intent_action({"kind": "pass"}, hand)
Pass()
>>> intent_action({"kind": "discard", "card": "As"}, hand)
Traceback (most recent call last):
...
tutor.engine.errors.IllegalActionError: 'discard As' is not allowed now
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from tutor.engine.actions import (
    Action,
    BigGin,
    Discard,
    Done,
    DrawStock,
    Gin,
    Knock,
    LayOff,
    Pass,
    Take,
)
from tutor.engine.cards import Card, CardSet, Suit
from tutor.engine.errors import IllegalActionError, NotationError, TutorError
from tutor.engine.melds import (
    Arrangement,
    MeldKind,
    arrange,
    best_discard_deadwood,
    least_deadwood,
)
from tutor.engine.notation import parse_card
from tutor.engine.showdowns import Showdown
from tutor.engine.state import HandState, Phase
from tutor.explain import rank_index, say, text
from tutor.ui.cards import (
    BACK_COLOURS,
    TABLE_FELTS,
    card_name,
    ink_data,
    meld_colour,
    suit_colour,
)

SORTS = ("suit", "rank")
GAME_INTENTS = ("draw", "take", "pass", "discard", "knock", "gin", "big_gin", "layoff", "done")
VIEW_INTENTS = ("order", "sort", "pick")
# Suits in the hand alternate colours, as players hold them: spades, hearts, clubs, diamonds.
_SUIT_ORDER = {Suit.SPADES: 0, Suit.HEARTS: 1, Suit.CLUBS: 2, Suit.DIAMONDS: 3}


@dataclass(frozen=True, slots=True)
class Look:
    """The learner's options for the table (``tutor.ui.state``)."""

    lang: str = "en"
    four_colour: bool = False
    back: str = "blue"
    felt: str = "green"
    sort: str = "suit"

    def __post_init__(self) -> None:
        if self.sort not in SORTS:
            raise TutorError(f"{self.sort!r} is not a way to sort ({', '.join(SORTS)})")
        if self.back not in BACK_COLOURS:
            raise TutorError(f"{self.back!r} is not a card back ({', '.join(BACK_COLOURS)})")
        if self.felt not in TABLE_FELTS:
            raise TutorError(f"{self.felt!r} is not a table colour ({', '.join(TABLE_FELTS)})")


@dataclass(frozen=True, slots=True)
class Seen:
    """One move as the learner saw it, for the felt's animation and its last-move marker:
    ``card`` is ``None`` for the opponent's stock draw (a hidden card)."""

    seat: int
    kind: str  # draw, take, pass, discard, knock, gin, big_gin
    card: Card | None = None


@dataclass(frozen=True, slots=True)
class Table:
    """Everything the table shows besides the hand itself, decided by the page."""

    seat: int = 0
    scores: tuple[int, int] = (0, 0)
    target: int | None = None
    order: tuple[Card, ...] = ()  # the learner's own order of the hand, kept during the hand
    raised: Card | None = None  # the card just taken or drawn
    moves: tuple[str, ...] = ()  # the narration of the last moves, worded by explain
    seen: tuple[Seen, ...] = ()  # the same moves as data, for the felt
    message: str | None = None  # an error to show (a refused intent), already worded
    interactive: bool = True  # False: a picture of the table (e.g. a lesson's deal)
    reveal: bool = False  # show the opponent's cards (a hand that is over, a lesson)
    deal_id: str = ""  # changes when a new hand is dealt: the deal is animated
    fresh: bool = False  # the hand is as dealt (the seat has not moved): a table that first
    # shows it (a new game, a page opened anew) deals it on the felt too
    extra: Mapping[str, Any] = field(default_factory=dict)


# ----------------------------------------------------------------------------- the hand


def sort_cards(cards: Iterable[Card], sort: str = "suit") -> list[Card]:
    """Loose cards grouped by suit and in rank order (so near-runs show), or by rank.

    >>> from tutor.engine.cards import CardSet
    >>> [str(c) for c in sort_cards(CardSet.parse("Kh 2s 5h 3s 5c"))]
    ['2s', '3s', '5h', 'Kh', '5c']
    >>> [str(c) for c in sort_cards(CardSet.parse("Kh 2s 5h 3s 5c"), "rank")]
    ['2s', '3s', '5h', '5c', 'Kh']
    """
    if sort == "rank":
        return sorted(cards, key=lambda c: (c.rank, _SUIT_ORDER[c.suit]))
    return sorted(cards, key=lambda c: (_SUIT_ORDER[c.suit], c.rank))


def hand_order(
    cards: CardSet, arrangement: Arrangement, sort: str = "suit", kept: Sequence[Card] = ()
) -> list[Card]:
    """The hand in the order it is shown: the learner's own order when there is one (cards
    it does not name, such as the one just drawn, go at the right end), else the melds first
    (RULES.md, what the apps do) and then the loose cards sorted by ``sort``."""
    if kept:
        own = [c for c in kept if c in cards]
        named = set(own)
        return own + [c for c in sort_cards(cards, sort) if c not in named]
    melded: list[Card] = []
    for meld in arrangement.melds:
        run = meld.kind is MeldKind.RUN
        melded += meld.cards.sorted_by_rank() if run else sort_cards(meld.cards, "rank")
    shown = [*melded, *sort_cards(arrangement.deadwood_cards, sort)]
    # cards the arrangement leaves out (the discard of an eleven-card hand) go at the end
    return shown + sort_cards(CardSet(cards.mask & ~CardSet(shown).mask), sort)


def _meld_of(arrangement: Arrangement) -> dict[Card, int]:
    return {card: n for n, meld in enumerate(arrangement.melds) for card in meld.cards}


def face(card: Card, lang: str, four_colour: bool) -> dict[str, Any]:
    """One face-up card for the component: its code, its name in words and its ink (a new
    dict each time: callers add the card's marks to it)."""
    return dict(_face(card, lang, four_colour))


@lru_cache(maxsize=4 * 52)
def _face(card: Card, lang: str, four_colour: bool) -> tuple[tuple[str, str], ...]:
    # Worded once per card, language and colours: a table shows some thirty cards a run.
    return (
        ("card", str(card)),
        ("name", card_name(card, lang)),
        ("index", rank_index(card.rank, lang)),
        ("suit", card.suit.symbol),
        ("ink", suit_colour(card.suit, four_colour)),
    )


def _deadwood(hand: HandState, seat: int) -> tuple[int, bool]:
    """The learner's deadwood now, and whether it is the best after a discard (11 cards)."""
    cards = hand.hands[seat]
    if len(cards) == 11:
        taken = hand.taken.index if hand.taken is not None else -1
        return best_discard_deadwood(cards.mask, taken), True
    return least_deadwood(cards.mask), False


# ----------------------------------------------------------------------------- the data


def table_data(
    hand: HandState, legal: Sequence[Action], look: Look, table: Table | None = None
) -> dict[str, Any]:
    """The component's data for ``hand`` seen from ``table.seat``; ``legal`` is what that seat
    may do now (empty when it is not its turn, or the table is a picture)."""
    table = table or Table()
    lang, seat = look.lang, table.seat
    mine = hand.hands[seat]
    arrangement = arrange(mine).best
    melds = _meld_of(arrangement)
    order = hand_order(mine, arrangement, look.sort, table.order)
    discards = {a.card for a in legal if isinstance(a, Discard)}
    # during the layoffs (R18): the knocker's melds each card may go onto, by their number
    spread = hand.spread if hand.phase is Phase.LAYOFF else ()
    layoffs: dict[Card, list[int]] = {}
    for action in legal:
        if isinstance(action, LayOff):
            layoffs.setdefault(action.card, []).append(spread.index(action.meld))
    knocks = {a.card for a in legal if isinstance(a, Knock)}
    gins = {a.card for a in legal if isinstance(a, Gin)}
    cards = []
    for card in order:
        entry = face(card, lang, look.four_colour)
        meld = melds.get(card)
        entry.update(
            meld=meld,
            colour=meld_colour(meld) if meld is not None else None,
            raised=card == table.raised,
            discard=card in discards,
            knock=card in knocks and card not in gins,
            gin=card in gins,
            layoff=layoffs.get(card, []),
        )
        cards.append(entry)
    top = hand.discard_pile[-1] if hand.discard_pile else None
    deadwood, best = _deadwood(hand, seat)
    phase = hand.phase.name.lower() if legal else ("over" if hand.is_over else "wait")
    if hand.phase is Phase.DRAW and legal and hand.stock_only:
        phase = "draw_stock"
    words = _words(lang, hand, seat, top, deadwood, best, phase)
    data: dict[str, Any] = {
        "lang": lang,
        "interactive": table.interactive,
        "phase": phase,
        "deal": table.deal_id,
        "fresh": table.fresh,
        "felt": TABLE_FELTS[look.felt],
        "back": look.back,
        "four_colour": look.four_colour,
        "sort": look.sort,
        "kept": bool(table.order),
        "hand": cards,
        "opponent": _opponent(hand, seat, look, table.reveal),
        "stock": {"count": len(hand.stock), "draw": DrawStock() in legal},
        "pile": {
            "top": face(top, lang, look.four_colour) if top is not None else None,
            "under": face(hand.discard_pile[-2], lang, look.four_colour)
            if len(hand.discard_pile) > 1
            else None,
            "count": len(hand.discard_pile),
            "take": top is not None and Take(top) in legal,
            "drop": bool(discards),
        },
        "pass": Pass() in legal,
        # one button, reading Gin when a discard leaves no deadwood (RULES.md, the apps)
        "knock": bool(knocks - gins) and not gins,
        "gin": bool(gins),
        "big_gin": BigGin() in legal,
        "spread": _spread(hand, seat, look) if spread else None,
        "done": Done() in legal,
        "deadwood": deadwood,
        "score": _score(table, lang),
        "moves": list(table.moves),
        "seen": [_seen(s, seat, lang, look.four_colour) for s in table.seen],
        "message": table.message,
        "end": _end(hand, seat, look) if hand.is_over and hand.result is not None else None,
        "text": words,
        "ink": ink_data(look.four_colour),  # the cards in the narration, in their suit's ink
    }
    data.update(table.extra)
    return data


def _words(
    lang: str, hand: HandState, seat: int, top: Card | None, deadwood: int, best: bool, phase: str
) -> dict[str, str]:
    def t(code: str, **args: Any) -> str:
        return text(f"table.{code}", lang, **args)

    top_name = card_name(top, lang) if top is not None else ""
    count = len(hand.stock)
    prompt = {
        "offer": t("your_offer"),
        "draw": t("your_draw"),
        "draw_stock": t("your_draw_stock"),
        "discard": t("your_discard"),
        "layoff": t("your_layoff"),
        "wait": t("waiting"),
        "over": t("over"),
    }.get(phase, "")
    return {
        "label": t("label"),
        "prompt": prompt,
        "stock": t("stock", count=count),
        "stock_draw": t("stock_draw", count=count),
        "pile": t("pile", card=top_name) if top is not None else t("pile_empty"),
        "pile_take": t("pile_take", card=top_name) if top is not None else t("pile_empty"),
        "pile_drop": t("pile_drop"),
        "opponent": t("opponent", count=len(hand.hands[1 - seat])),
        "opponent_open": t("opponent_open"),
        "hand": t("hand"),
        "deadwood": t("deadwood_best" if best else "deadwood", points=deadwood),
        "knock": t("knock"),
        "gin": t("gin"),
        "big_gin": t("big_gin"),
        "pass": t("pass"),
        "cancel": t("cancel"),
        "sort": t("sort"),
        "sort_suit": t("sort_suit"),
        "sort_rank": t("sort_rank"),
        "raised": t("raised"),
        "in_meld": t("in_meld"),
        "can_discard": t("can_discard"),
        "can_knock": t("can_knock"),
        "pick_knock": t("pick_knock"),
        "pick_gin": t("pick_gin"),
        "pick_layoff": t("pick_layoff"),
        "can_layoff": t("can_layoff"),
        "done": t("done"),
        "spread": t("spread"),
        "keys": t("keys"),
        "moved": t("moved", card="{card}", place="{place}"),
        "you": t("you"),
        "them": t("them"),
        "back": text("ui.card.back", lang),
    }


def _spread(hand: HandState, seat: int, look: Look) -> dict[str, Any]:
    """The knocker's cards laid out face up during the layoffs (R15, R18): its melds as they
    stand (with the cards laid off so far), numbered as the layoff intents name them, and
    its deadwood."""
    lang, four = look.lang, look.four_colour
    melded = 0
    melds = []
    for number, meld in enumerate(hand.spread):
        melded |= meld.cards.mask
        shown = meld.cards.sorted_by_rank() if meld.kind is MeldKind.RUN else meld.cards
        group = []
        for card in shown:
            entry = face(card, lang, four)
            entry.update(meld=number, colour=meld_colour(number))
            group.append(entry)
        names = ", ".join(card_name(card, lang) for card in shown)
        melds.append({"cards": group, "name": text("table.onto", lang, meld=names)})
    loose = CardSet(hand.hands[1 - seat].mask & ~melded)
    return {
        "melds": melds,
        "deadwood": [face(card, lang, four) for card in sort_cards(loose, look.sort)],
    }


def _opponent(hand: HandState, seat: int, look: Look, reveal: bool) -> dict[str, Any]:
    cards = hand.hands[1 - seat]
    shown = None
    if reveal or hand.is_over:
        arrangement = arrange(cards).best
        melds = _meld_of(arrangement)
        shown = []
        for card in hand_order(cards, arrangement, look.sort):
            entry = face(card, look.lang, look.four_colour)
            meld = melds.get(card)
            entry.update(meld=meld, colour=meld_colour(meld) if meld is not None else None)
            shown.append(entry)
    return {"count": len(cards), "cards": shown}


def _score(table: Table, lang: str) -> dict[str, Any] | None:
    if table.target is None:
        return None
    me, them = table.scores[table.seat], table.scores[1 - table.seat]
    return {
        "me": me,
        "them": them,
        "target": text("table.target", lang, target=table.target),
    }


def _seen(move: Seen, seat: int, lang: str, four_colour: bool) -> dict[str, Any]:
    card = move.card
    who = "me" if move.seat == seat else "them"
    label = text(f"table.last_{move.kind}", lang, card=card_name(card, lang) if card else "")
    return {
        "who": who,
        "kind": move.kind,
        "card": face(card, lang, four_colour) if card is not None else None,
        "label": label,
    }


def _end(hand: HandState, seat: int, look: Look) -> dict[str, Any]:
    """Both hands laid out after a knock or gin: the knocker's melds with the cards laid off
    onto them, its deadwood, the defender's melds and deadwood, all from the showdown."""
    result: Showdown | None = hand.result
    assert result is not None and hand.knocker is not None
    lang, four = look.lang, look.four_colour
    knocker = hand.knocker
    laid: dict[int, list[dict[str, Any]]] = {}
    for layoff in result.layoffs:
        # a card laid off onto a meld another layoff extended: find the meld it grew from
        target = next(
            n for n, m in enumerate(result.knocker_melds) if m.cards.mask & layoff.meld.cards.mask
        )
        laid.setdefault(target, []).append(face(layoff.card, lang, four))

    def group(cards: Iterable[Card], meld: int | None) -> list[dict[str, Any]]:
        out = []
        for card in cards:
            entry = face(card, lang, four)
            entry.update(meld=meld, colour=meld_colour(meld) if meld is not None else None)
            out.append(entry)
        return out

    knocker_melds = [
        {"cards": group(m.cards.sorted_by_rank(), n), "laid": laid.get(n, [])}
        for n, m in enumerate(result.knocker_melds)
    ]
    offset = len(result.knocker_melds)
    defender_melds = [
        {"cards": group(m.cards.sorted_by_rank(), offset + n), "laid": []}
        for n, m in enumerate(result.defender_melds)
    ]
    mine = knocker == seat
    knocker_name = text("table.you" if mine else "table.them", lang)
    defender_name = text("table.them" if mine else "table.you", lang)
    if result.winner is None:
        outcome = text("table.nobody", lang)
    else:
        won = (result.winner == "knocker") == mine
        outcome = text("table.you_win" if won else "table.they_win", lang, points=result.points)
    return {
        "result": result.result,
        "knocker": "me" if mine else "them",
        "knocker_label": text(f"table.end_{result.result}", lang, who=knocker_name),
        "defender_label": defender_name,
        "knocker_melds": knocker_melds,
        "knocker_deadwood": group(result.knocker_deadwood_cards.sorted_by_rank(), None),
        "knocker_points": text("table.deadwood_group", lang, points=result.knocker_deadwood),
        "defender_melds": defender_melds,
        "defender_deadwood": group(result.defender_deadwood_cards.sorted_by_rank(), None),
        "defender_points": text("table.deadwood_group", lang, points=result.defender_deadwood),
        "layoff_label": text("table.layoff" if mine else "table.layoff_theirs", lang),
        "outcome": outcome,
        "lines": [say(r, lang) for r in result.breakdown],
    }


def pick_data(
    cards: CardSet,
    look: Look,
    picked: Iterable[Card] = (),
    *,
    multi: bool,
    pickable: Iterable[Card] | None = None,
    raised: Card | None = None,
    prompt: str = "",
    arrangement: Arrangement | None = None,
    kept: Sequence[Card] = (),
    notes: Mapping[Card, str] | None = None,
) -> dict[str, Any]:
    """The table as a hand to look at or pick cards from. A puzzle's hand is in the
    learner's sort and never arranged into melds (that would give the answer away); with
    an ``arrangement`` (the engine's) its melds come first and are marked (Analyse). A click
    on a card in ``pickable`` sends a ``pick`` intent that the page turns into its
    selection; ``notes`` add words to a card's spoken name ("best discard")."""
    lang = look.lang
    chosen = set(picked)
    allowed = set(cards) if pickable is None else set(pickable)
    notes = notes or {}
    marks = _meld_of(arrangement) if arrangement is not None else {}
    order = (
        hand_order(cards, arrangement, look.sort, kept)
        if arrangement is not None
        else sort_cards(cards, look.sort)
    )
    hand = []
    for card in order:
        entry = face(card, lang, look.four_colour)
        if card in notes:
            entry["name"] = text("ui.card.with_note", lang, name=entry["name"], note=notes[card])
        meld = marks.get(card)
        entry.update(
            meld=meld,
            colour=meld_colour(meld) if meld is not None else None,
            raised=card == raised,
            picked=card in chosen,
            discard=card in allowed,
            knock=False,
            gin=False,
            layoff=[],
        )
        hand.append(entry)

    def t(code: str) -> str:
        return text(f"table.{code}", lang)

    words = {key: "" for key in ("stock", "stock_draw", "pile", "pile_take", "pile_drop")}
    words.update(
        label=t("label"),
        prompt=prompt,
        opponent="",
        opponent_open="",
        hand=t("hand"),
        deadwood="",
        sort=t("sort"),
        sort_suit=t("sort_suit"),
        sort_rank=t("sort_rank"),
        raised=t("raised"),
        in_meld=t("in_meld"),
        can_discard=t("can_pick"),
        picked=t("picked"),
        keys=t("keys_pick"),
        you=t("you"),
        them=t("them"),
        back=text("ui.card.back", lang),
    )
    if not allowed:  # a hand to look at: nothing to pick
        words.update(can_discard="", keys="")
    return {
        "lang": lang,
        "interactive": True,
        "phase": "pick",
        "pick": {"multi": multi},
        "deal": "",
        "felt": TABLE_FELTS[look.felt],
        "back": look.back,
        "four_colour": look.four_colour,
        "sort": look.sort,
        "kept": bool(kept),
        "hand": hand,
        "opponent": {"count": 0, "cards": None},
        "stock": {"count": 0, "draw": False},
        "pile": {"top": None, "under": None, "count": 0, "take": False, "drop": False},
        "pass": False,
        "knock": False,
        "gin": False,
        "big_gin": False,
        "spread": None,
        "done": False,
        "deadwood": None,
        "score": None,
        "moves": [],
        "seen": [],
        "message": None,
        "end": None,
        "text": words,
        "ink": ink_data(look.four_colour),
    }


def toggle(picked: Sequence[Card], card: Card, multi: bool) -> list[Card]:
    """The selection after a click on ``card``: added or taken away (one card at most when
    not ``multi``)."""
    if card in picked:
        return [c for c in picked if c != card]
    return [*picked, card] if multi else [card]


# ----------------------------------------------------------------------------- intents


@dataclass(frozen=True, slots=True)
class Intent:
    """What the learner asked for at the table, read but not yet judged."""

    kind: str
    card: Card | None = None
    order: tuple[Card, ...] = ()
    sort: str | None = None
    meld: int | None = None  # a layoff: the number of the knocker's meld (R18)


def _card(value: object, intent: object, lang: str) -> Card:
    if not isinstance(value, str):
        raise TutorError(text("table.bad_intent", lang, intent=repr(intent)))
    try:
        return parse_card(value)
    except NotationError as error:
        raise TutorError(text("table.bad_intent", lang, intent=repr(intent))) from error


def read_intent(intent: object, lang: str = "en") -> Intent:
    """Read the component's intent; anything else is a ``TutorError`` quoting it.

    >>> read_intent({"kind": "order", "order": ["7h", "As"]}).order
    (Card.parse('7h'), Card.parse('As'))
    >>> read_intent({"kind": "fly"})
    Traceback (most recent call last):
    ...
    tutor.engine.errors.TutorError: The table sent something it cannot do: {'kind': 'fly'}
    """
    if not isinstance(intent, Mapping) or intent.get("kind") not in (
        *GAME_INTENTS,
        *VIEW_INTENTS,
    ):
        raise TutorError(text("table.bad_intent", lang, intent=repr(intent)))
    kind = str(intent["kind"])
    if kind in ("take", "discard", "knock", "gin", "pick"):
        return Intent(kind, card=_card(intent.get("card"), intent, lang))
    if kind == "layoff":
        meld = intent.get("meld")
        if not isinstance(meld, int) or isinstance(meld, bool) or meld < 0:
            raise TutorError(text("table.bad_intent", lang, intent=repr(intent)))
        return Intent(kind, card=_card(intent.get("card"), intent, lang), meld=meld)
    if kind == "order":
        raw = intent.get("order")
        if not isinstance(raw, list):
            raise TutorError(text("table.bad_intent", lang, intent=repr(intent)))
        order = tuple(_card(c, intent, lang) for c in raw)
        if len(set(order)) != len(order):
            raise TutorError(text("table.bad_intent", lang, intent=repr(intent)))
        return Intent(kind, order=order)
    if kind == "sort":
        if intent.get("sort") not in SORTS:
            raise TutorError(text("table.bad_intent", lang, intent=repr(intent)))
        return Intent(kind, sort=str(intent["sort"]))
    return Intent(kind)


def as_action(intent: Intent, lang: str = "en") -> Action:
    """The engine's action for a game intent (``draw``, ``take``, ... ``big_gin``)."""
    card = intent.card
    if intent.kind == "draw":
        return DrawStock()
    if intent.kind == "pass":
        return Pass()
    if intent.kind == "big_gin":
        return BigGin()
    if intent.kind == "done":
        return Done()
    if card is None:
        raise TutorError(text("table.bad_intent", lang, intent=repr(intent.kind)))
    if intent.kind == "take":
        return Take(card)
    if intent.kind == "knock":
        return Knock(card)
    if intent.kind == "gin":
        return Gin(card)
    if intent.kind == "discard":
        return Discard(card)
    raise TutorError(text("table.bad_intent", lang, intent=repr(intent.kind)))


def intent_action(intent: object, hand: HandState, lang: str = "en") -> Action:
    """The engine's action for the learner's intent, checked by the engine on ``hand``:
    ``IllegalActionError`` (with the engine's verdict and reasons) when it is not allowed."""
    read = read_intent(intent, lang)
    if read.kind == "layoff":  # onto the knocker's meld of that number, as it stands now
        if read.card is None or read.meld is None or read.meld >= len(hand.spread):
            raise TutorError(text("table.bad_intent", lang, intent=repr(intent)))
        action: Action = LayOff(read.card, hand.spread[read.meld])
    else:
        action = as_action(read, lang)
    verdict = hand.check(action)
    if not verdict.ok:
        raise IllegalActionError(f"'{action}' is not allowed now", verdict)
    return action


def seen_moves(history: Sequence[tuple[int, Action]], seat: int) -> tuple[Seen, ...]:
    """The moves of ``history`` as ``seat`` saw them: the other seat's stock draw hides its
    card, a knock shows no card (it goes face down, R15)."""
    out = []
    for who, action in history:
        if isinstance(action, DrawStock):
            out.append(Seen(who, "draw"))
        elif isinstance(action, Take):
            out.append(Seen(who, "take", action.card))
        elif isinstance(action, Pass):
            out.append(Seen(who, "pass"))
        elif isinstance(action, Discard):
            out.append(Seen(who, "discard", action.card))
        elif isinstance(action, Knock):
            out.append(Seen(who, "knock", action.card if who == seat else None))
        elif isinstance(action, Gin):
            out.append(Seen(who, "gin", action.card))
        elif isinstance(action, BigGin):
            out.append(Seen(who, "big_gin"))
    return tuple(out)


@dataclass(frozen=True, slots=True)
class Answer:
    """The page's reading of one intent: an action the engine allows, a change of view
    (``order`` or ``sort``), or a refusal in the learner's words (the engine's reasons)."""

    action: Action | None = None
    view: Intent | None = None
    refusal: str | None = None


def judge(intent: object, hand: HandState | None, lang: str = "en") -> Answer:
    """Read the table's intent for ``hand`` (``None``: no game intent can be played now)."""
    try:
        read = read_intent(intent, lang)
        if read.kind in VIEW_INTENTS:
            return Answer(view=read)
        if hand is None:
            raise TutorError(text("table.bad_intent", lang, intent=repr(intent)))
        return Answer(action=intent_action(intent, hand, lang))
    except IllegalActionError as error:
        reasons = error.verdict.reasons if error.verdict is not None else ()
        why = " ".join(say(r, lang) for r in reasons) or str(error)
        return Answer(refusal=text("table.not_allowed", lang, why=why))
    except TutorError as error:
        return Answer(refusal=str(error))
