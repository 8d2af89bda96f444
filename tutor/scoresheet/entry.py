"""A hand entered as cards: both hands, who knocked and the upcard, scored by the engine.

Nothing is scored here: the cards are read with the engine's notation and handed to
``tutor.engine.showdowns.showdown``, which applies the sheet's rules (layoffs R18, undercut R20,
gin R21, big gin R22, the Oklahoma limit and doubling R29). Every problem with the input
raises :class:`SheetError` with reasons that quote it.
"""

from __future__ import annotations

from tutor.engine.cards import Card, CardSet
from tutor.engine.errors import IllegalActionError, NotationError, TutorError
from tutor.engine.events import reason
from tutor.engine.notation import parse_card, split_tokens
from tutor.engine.showdowns import Showdown, showdown
from tutor.scoresheet.sheet import Sheet, SheetError, fail


def read_hand(notation: str, who: str, count: int) -> CardSet:
    """``count`` distinct cards from ``notation``; ``who`` is "knocker" or "defender"."""
    cards: list[Card] = []
    for token in split_tokens(notation):
        try:
            card = parse_card(token)
        except NotationError:
            raise fail(f"scoresheet.error.{who}_card", "R1", token=token) from None
        if card in cards:
            raise fail(f"scoresheet.error.{who}_twice", "R1", token=token)
        cards.append(card)
    if len(cards) != count:
        raise fail(f"scoresheet.error.{who}_count", "R12", count=len(cards), needed=count)
    return CardSet(cards)


def read_upcard(notation: str, needed: bool) -> Card | None:
    """The upcard, or ``None`` when none is given; Oklahoma needs it (R29)."""
    token = notation.strip()
    if not token:
        if needed:
            raise fail("scoresheet.error.upcard_needed", "R29")
        return None
    try:
        return parse_card(token)
    except NotationError:
        raise fail("scoresheet.error.upcard", "R29", token=token) from None


def score_cards(
    sheet: Sheet,
    knocker_cards: str,
    defender_cards: str,
    upcard: str = "",
    big_gin: bool = False,
) -> Showdown:
    """The engine's showdown for these hands under the sheet's rules.

    The knocker holds ten cards after its face-down discard (eleven for big gin, R17).
    """
    rules = sheet.rules
    knocker = read_hand(knocker_cards, "knocker", 11 if big_gin else 10)
    defender = read_hand(defender_cards, "defender", 10)
    both = knocker & defender
    if both:
        raise fail("scoresheet.error.both_hands", "R1", cards=both)
    up = read_upcard(upcard, rules.oklahoma)
    try:
        return showdown(knocker, defender, rules, upcard=up, big_gin=big_gin)
    except IllegalActionError as error:
        if error.verdict is not None and error.verdict.reasons:
            raise SheetError(*error.verdict.reasons) from None
        raise SheetError(reason("scoresheet.error.engine", "", error=str(error))) from None
    except TutorError as error:
        raise SheetError(reason("scoresheet.error.engine", "", error=str(error))) from None


def record_cards(
    sheet: Sheet,
    table: int,
    knocker: int,
    knocker_cards: str,
    defender_cards: str,
    upcard: str = "",
    big_gin: bool = False,
) -> tuple[Sheet, Showdown]:
    """Score the hands with the engine and add the hand to ``table``: the new sheet and the
    showdown (for its breakdown)."""
    sheet.check_entry(table, knocker, "knocker")
    result = score_cards(sheet, knocker_cards, defender_cards, upcard, big_gin)
    defender = sheet.opponent(table, knocker)
    winner = {"knocker": knocker, "defender": defender, None: None}[result.winner]
    cards = (
        str(CardSet.parse(knocker_cards)),
        str(CardSet.parse(defender_cards)),
        upcard.strip() and str(parse_card(upcard)),
    )
    new = sheet.record_scored(table, knocker, winner, result.points, result.result, cards)
    return new, result
