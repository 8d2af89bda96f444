"""Illustrations of the rules as real cards: every number shown is worked out by the engine.

An exhibit holds cards in notation and the *claims* its author makes about them (a deadwood, a
score, a legal knock). :meth:`facts` asks the engine the same questions; the tests require
``facts()`` to agree with ``claims`` for every exhibit of R1-R32, and the page shows the
engine's answers, never the claims. :meth:`show` gives what the page draws: labelled groups of
cards and sentences from ``tutor.explain``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

from tutor.engine.actions import Action, DrawStock, Pass, parse_action
from tutor.engine.cards import DECK, FULL_DECK, Card, CardSet
from tutor.engine.match import MatchState
from tutor.engine.melds import Meld, arrange, discards, meld_kind
from tutor.engine.notation import parse_card, parse_card_list, parse_cards
from tutor.engine.rules import Rules, preset
from tutor.engine.showdowns import Showdown, showdown
from tutor.engine.state import HandState
from tutor.explain import card_text, say, say_all, text
from tutor.explain.moves import narration
from tutor.scoresheet.entry import record_cards
from tutor.scoresheet.sheet import Sheet, new_sheet
from tutor.scoresheet.totals import running, standing

Claims = tuple[tuple[str, Any], ...]


def claims(**values: Any) -> Claims:
    """Claims as a sorted, hashable tuple: ``claims(deadwood=10, knock=True)``."""
    return tuple(sorted(values.items()))


def cards(notation: str) -> str:
    """Cards in canonical order, as facts about a group of cards are written.

    >>> cards("Kd Ac 2c")
    'Kd Ac 2c'
    >>> cards("2c Ac Kd")
    'Kd Ac 2c'
    """
    return str(parse_cards(notation))


@dataclass(frozen=True, slots=True)
class Group:
    """Cards drawn side by side with a caption; ``meld`` marks them as one meld."""

    label: str
    cards: tuple[Card, ...]
    meld: bool = False


@dataclass(frozen=True, slots=True)
class Shown:
    """What the page draws for one exhibit: groups of cards, then sentences."""

    groups: tuple[Group, ...]
    lines: tuple[str, ...]


def meld_groups(melds: tuple[Meld, ...], label: str) -> list[Group]:
    """One marked group per meld, the first captioned ``label``."""
    return [
        Group(label if n == 0 else "", tuple(m.cards.sorted_by_rank()), meld=True)
        for n, m in enumerate(melds)
    ]


def showdown_groups(result: Showdown, lang: str, knocker: str, defender: str) -> list[Group]:
    """Both hands as the showdown laid them out: melds, layoffs and deadwood (R18)."""
    groups = meld_groups(result.knocker_melds, text("rulebook.show.melds", lang, who=knocker))
    if result.knocker_deadwood_cards:
        label = text("rulebook.show.deadwood", lang, who=knocker, deadwood=result.knocker_deadwood)
        groups.append(Group(label, tuple(result.knocker_deadwood_cards.sorted_by_rank())))
    groups += meld_groups(result.defender_melds, text("rulebook.show.melds", lang, who=defender))
    if result.layoffs:
        laid = tuple(x.card for x in result.layoffs)
        groups.append(Group(text("rulebook.show.layoffs", lang), laid))
    if result.defender_deadwood_cards:
        label = text(
            "rulebook.show.deadwood", lang, who=defender, deadwood=result.defender_deadwood
        )
        groups.append(Group(label, tuple(result.defender_deadwood_cards.sorted_by_rank())))
    return groups


class Exhibit(Protocol):
    claims: Claims

    def facts(self) -> dict[str, Any]: ...

    def show(self, lang: str) -> Shown: ...


def mismatches(exhibit: Exhibit) -> list[tuple[str, Any, Any]]:
    """``(name, claimed, found)`` for every claim the engine does not confirm."""
    found = exhibit.facts()
    return [
        (name, value, found.get(name, "<no such fact>"))
        for name, value in exhibit.claims
        if found.get(name, "<no such fact>") != value
    ]


def _melds_text(melds: tuple[Meld, ...]) -> str:
    return " ".join(str(m) for m in melds)


def _preset_line(rules: Rules, lang: str) -> tuple[str, ...]:
    return () if rules.name == "classic" else (text("rulebook.show.preset", lang, name=rules.name),)


@dataclass(frozen=True, slots=True)
class DeckExhibit:
    """R1: the deck the engine plays with; ``cards`` is one suit to draw."""

    cards: str
    claims: Claims

    def facts(self) -> dict[str, Any]:
        return {
            "cards": len(FULL_DECK),
            "suits": len({c.suit for c in DECK}),
            "ranks": len({c.rank for c in DECK}),
            "distinct": len(set(DECK)),
        }

    def show(self, lang: str) -> Shown:
        facts = self.facts()
        line = text("rulebook.show.deck", lang, ranks=facts["ranks"], cards=facts["cards"])
        return Shown((Group("", tuple(parse_card_list(self.cards))),), (line,))


@dataclass(frozen=True, slots=True)
class ValuesExhibit:
    """R2: the deadwood value of each card and of the lot."""

    cards: str
    claims: Claims

    def facts(self) -> dict[str, Any]:
        cards = parse_card_list(self.cards)
        return {
            "values": " ".join(f"{c}={c.points}" for c in cards),
            "total": CardSet(cards).points,
        }

    def show(self, lang: str) -> Shown:
        cards = parse_card_list(self.cards)
        values = " ".join(f"{card_text(c, lang)}={c.points}" for c in cards)  # as sentences write
        line = text("rulebook.show.values", lang, values=values, total=self.facts()["total"])
        return Shown((Group("", tuple(cards)),), (line,))


@dataclass(frozen=True, slots=True)
class MeldExhibit:
    """R6, R7: whether some cards form a set, a run or no meld at all."""

    cards: str
    claims: Claims

    def facts(self) -> dict[str, Any]:
        kind = meld_kind(parse_cards(self.cards).mask)
        return {"kind": "none" if kind is None else kind.value}

    def show(self, lang: str) -> Shown:
        cards = parse_card_list(self.cards)
        kind = self.facts()["kind"]
        if kind == "none":
            line = text("rulebook.show.no_meld", lang, cards=tuple(cards))
        else:
            line = text(f"meld.{kind}", lang, meld=Meld.of(cards))
        return Shown((Group("", tuple(cards)),), (line,))


@dataclass(frozen=True, slots=True)
class HandExhibit:
    """R8, R9: a hand's least-deadwood arrangement, and why each loose card is loose."""

    cards: str
    claims: Claims

    def facts(self) -> dict[str, Any]:
        best = arrange(parse_cards(self.cards)).best
        return {
            "deadwood": best.deadwood,
            "melds": _melds_text(best.melds),
            "deadwood_cards": str(best.deadwood_cards),
        }

    def show(self, lang: str) -> Shown:
        analysis = arrange(parse_cards(self.cards))
        best = analysis.best
        groups = [Group(str(m), tuple(m.cards.sorted_by_rank()), meld=True) for m in best.melds]
        if best.deadwood_cards:
            label = text("rulebook.show.loose", lang, deadwood=best.deadwood)
            groups.append(Group(label, tuple(best.deadwood_cards.sorted_by_rank())))
        return Shown(tuple(groups), tuple(say_all(analysis.reasons, lang)))


@dataclass(frozen=True, slots=True)
class DiscardExhibit:
    """R12, R13, R15-R17, R29, R30: eleven cards after the draw and one discard from them.

    ``taken`` is the card just taken from the discard pile (R13); ``upcard`` sets an Oklahoma
    hand's limit (R29). Facts are about the discard of ``discard``, plus ``big_gin``.
    """

    cards: str
    discard: str
    claims: Claims
    preset: str = "classic"
    taken: str | None = None
    upcard: str | None = None

    def _analysis(self) -> tuple[Rules, Card | None, Any]:
        rules = preset(self.preset)
        upcard = parse_card(self.upcard) if self.upcard else None
        taken = parse_card(self.taken) if self.taken else None
        analysis = discards(parse_cards(self.cards), rules.knock_limit_for(upcard), taken, rules)
        return rules, upcard, analysis

    def _option(self, analysis: Any) -> Any:
        card = parse_card(self.discard)
        return next(o for o in analysis.options if o.card == card)

    def facts(self) -> dict[str, Any]:
        _, _, analysis = self._analysis()
        option = self._option(analysis)
        return {
            "deadwood": option.deadwood,
            "legal": option.legal,
            "knock": option.knock,
            "gin": option.gin,
            "big_gin": analysis.big_gin,
            "best": str(analysis.best.card),
        }

    def show(self, lang: str) -> Shown:
        rules, upcard, analysis = self._analysis()
        option = self._option(analysis)
        lines = list(_preset_line(rules, lang))
        if upcard is not None:
            limit = rules.knock_limit_for(upcard)
            code = "rulebook.show.upcard_gin_only" if limit == 0 else "rulebook.show.upcard"
            lines.append(text(code, lang, card=upcard, limit=limit))
        if self.taken:
            lines.append(text("rulebook.show.taken", lang, card=parse_card(self.taken)))
        if analysis.big_gin and rules.big_gin:
            lines.append(text("hand.big_gin", lang) + " (R17)")
        lines.append(text("rulebook.show.discard", lang, card=option.card))
        lines.extend(say_all(option.reasons, lang))
        cards = tuple(parse_cards(self.cards).sorted_by_rank())
        return Shown((Group("", cards),), tuple(lines))


@dataclass(frozen=True, slots=True)
class ShowdownExhibit:
    """R10, R18-R23, R29: a knock or gin, both hands laid out, layoffs and the score."""

    knocker: str
    defender: str
    claims: Claims
    preset: str = "classic"
    upcard: str | None = None
    big_gin: bool = False

    def _showdown(self) -> Any:
        upcard = parse_card(self.upcard) if self.upcard else None
        return showdown(
            parse_cards(self.knocker),
            parse_cards(self.defender),
            preset(self.preset),
            upcard=upcard,
            big_gin=self.big_gin,
        )

    def facts(self) -> dict[str, Any]:
        s = self._showdown()
        return {
            "result": s.result,
            "winner": s.winner,
            "points": s.points,
            "knocker_melds": _melds_text(s.knocker_melds),
            "knocker_deadwood": s.knocker_deadwood,
            "defender_deadwood": s.defender_deadwood,
            "laid_off": str(CardSet(x.card for x in s.layoffs)),
        }

    def show(self, lang: str) -> Shown:
        s = self._showdown()
        rules = preset(self.preset)
        knocker = text("rulebook.show.knocker", lang)
        defender = text("rulebook.show.defender", lang)
        groups = showdown_groups(s, lang, knocker, defender)
        lines = list(_preset_line(rules, lang))
        if self.upcard:
            upcard = parse_card(self.upcard)
            lines.append(
                text("rulebook.show.upcard", lang, card=upcard, limit=rules.knock_limit_for(upcard))
            )
        lines.extend(say(r, lang) for r in s.notes)
        lines.extend(say(r, lang) for r in s.breakdown)
        return Shown(tuple(groups), tuple(lines))


DEALER, NON_DEALER = 0, 1  # the seats of the exhibits' deals


def _deal(hands: tuple[str, str], upcard: str, stock: str, rules: Rules) -> HandState:
    return HandState.deal(
        rules,
        hands=(parse_cards(hands[DEALER]), parse_cards(hands[NON_DEALER])),
        upcard=parse_card(upcard),
        stock=parse_card_list(stock),
        dealer=DEALER,
    )


def _seat_name(seat: int, lang: str) -> str:
    return text("rulebook.show.dealer" if seat == DEALER else "rulebook.show.non_dealer", lang)


@dataclass(frozen=True, slots=True)
class PlayExhibit:
    """R5, R11, R12: a scripted deal (``hands`` of the dealer and the non-dealer, the upcard,
    the stock top first) and actions in the notation, played by the engine in turn.

    Facts: ``sizes`` (the acting seat's cards after each action), ``stock`` (cards left),
    ``to_move`` and ``legal`` (what the seat to move may do at the end).
    """

    hands: tuple[str, str]
    upcard: str
    actions: tuple[str, ...]
    claims: Claims
    stock: str = ""
    preset: str = "classic"

    def _play(self) -> tuple[HandState, list[tuple[int, Action, int]]]:
        state = _deal(self.hands, self.upcard, self.stock, preset(self.preset))
        steps = []
        for notation in self.actions:
            seat = state.to_move
            action = parse_action(notation)
            state, _ = state.apply(action)
            steps.append((seat, action, len(state.hands[seat])))
        return state, steps

    def facts(self) -> dict[str, Any]:
        state, steps = self._play()
        return {
            "dealt": f"{len(state.deck[0:20:2])} {len(state.deck[1:20:2])}",
            "sizes": " ".join(str(size) for _, _, size in steps),
            "stock": len(state.stock),
            "to_move": "dealer" if state.to_move == DEALER else "non-dealer",
            "legal": ", ".join(str(a) for a in state.legal_actions()),
        }

    def show(self, lang: str) -> Shown:
        rules = preset(self.preset)
        state, steps = self._play()
        first = _deal(self.hands, self.upcard, self.stock, rules)
        groups = (
            Group(_seat_name(NON_DEALER, lang).capitalize(), tuple(first.hands[NON_DEALER])),
            Group(_seat_name(DEALER, lang).capitalize(), tuple(first.hands[DEALER])),
            Group(text("rulebook.show.upcard_label", lang), (first.upcard,)),
        )
        lines = list(_preset_line(rules, lang))
        if not steps:
            lines.append(
                text(
                    "rulebook.show.deal",
                    lang,
                    hand=len(first.hands[NON_DEALER]),
                    upcard=first.upcard,
                    stock=len(first.stock),
                )
            )
        for seat, action, size in steps:
            who = _seat_name(seat, lang).capitalize()
            lines.append(text("rulebook.show.acted", lang, who=who, action=action, cards=size))
        top = state.discard_pile[-1] if state.discard_pile else None  # the card a pass passes on
        actions = ", ".join(say(narration(a, "act", top), lang) for a in state.legal_actions())
        who = _seat_name(state.to_move, lang)
        lines.append(text("rulebook.show.may", lang, who=who, actions=actions))
        return Shown(groups, tuple(lines))


@dataclass(frozen=True, slots=True)
class ExhaustExhibit:
    """R14: nobody knocks; both players draw from the stock and throw the drawn card away
    until the engine ends the hand. Facts: ``turns`` played, ``stock`` left, ``draw``."""

    hands: tuple[str, str]
    upcard: str
    claims: Claims
    preset: str = "classic"

    def _play(self) -> tuple[HandState, int]:
        state = _deal(self.hands, self.upcard, "", preset(self.preset))
        turns = 0
        while not state.is_over:
            if state.can(Pass()):
                state, _ = state.apply(Pass())
                continue
            state, events = state.apply(DrawStock())
            drawn = events[0].card
            assert drawn is not None  # the player who draws sees the card
            state, _ = state.apply(parse_action(f"discard {drawn}"))
            turns += 1
        return state, turns

    def facts(self) -> dict[str, Any]:
        state, turns = self._play()
        return {"turns": turns, "stock": len(state.stock), "draw": state.is_draw}

    def show(self, lang: str) -> Shown:
        rules = preset(self.preset)
        state, turns = self._play()
        lines = [*_preset_line(rules, lang)]
        lines.append(text("rulebook.show.exhausted", lang, turns=turns, stock=len(state.stock)))
        groups = (Group(text("rulebook.show.upcard_label", lang), (state.upcard,)),)
        return Shown(groups, tuple(lines))


# A hand for a sheet exhibit: ``(table, winner, points)``, ``(table, "draw")``, or
# ``(table, knocker, knocker's cards, defender's cards, upcard)`` scored by the engine.
SheetHand = tuple[Any, ...]


@dataclass(frozen=True, slots=True)
class SheetExhibit:
    """R4, R24-R28, R31, R32: a scoresheet kept hand by hand (``tutor.scoresheet``).

    Facts: ``dealers`` (names, hand by hand), ``totals`` (hand points), and once the match is
    over ``finals`` (totals after bonuses), ``teams`` (team totals) and ``winner``.
    """

    mode: str
    players: tuple[str, ...]
    hands: tuple[SheetHand, ...]
    claims: Claims
    preset: str = "classic"

    def _sheet(self) -> tuple[Sheet, tuple[int, int, Showdown] | None]:
        """The sheet, and the last hand entered as cards: its knocker, defender, showdown."""
        sheet = new_sheet(self.mode, list(self.players), preset(self.preset))
        shown = None
        for hand in self.hands:
            if len(hand) == 2:
                sheet = sheet.record_draw(hand[0])
            elif len(hand) == 3:
                sheet = sheet.record(*hand)
            else:
                table, knocker = hand[0], hand[1]
                defender = sheet.opponent(table, knocker)
                sheet, result = record_cards(sheet, *hand)
                shown = (knocker, defender, result)
        return sheet, shown

    def facts(self) -> dict[str, Any]:
        sheet, _ = self._sheet()
        now = standing(sheet)
        names = sheet.players
        facts: dict[str, Any] = {
            "dealers": " ".join(names[h.dealer] for h in sheet.hands),
            "totals": " ".join(str(t) for t in now.totals),
            "over": now.is_over,
        }
        if now.finals is not None:
            facts["finals"] = " ".join(str(f.total) for f in now.finals)
            facts["winner"] = " & ".join(names[p] for p in now.winner or ())
        if now.team_totals is not None:
            facts["teams"] = " ".join(str(t) for t in now.team_totals)
        return facts

    def show(self, lang: str) -> Shown:
        sheet, shown = self._sheet()
        names = sheet.players
        groups: list[Group] = []
        if shown is not None:
            knocker, defender, result = shown
            groups = showdown_groups(result, lang, names[knocker], names[defender])
        lines = list(_preset_line(sheet.rules, lang))
        for row in running(sheet):
            totals = ", ".join(f"{n} {t}" for n, t in zip(names, row.totals, strict=True))
            if row.winner is None:
                code, winner = "rulebook.show.sheet_none", ""
            else:
                code, winner = "rulebook.show.sheet_hand", names[row.winner]
            lines.append(
                text(
                    code,
                    lang,
                    number=row.number,
                    dealer=names[row.dealer],
                    winner=winner,
                    points=row.points,
                    totals=totals,
                )
            )
        now = standing(sheet)
        if now.finals is not None:
            for name, final in zip(names, now.finals, strict=True):
                lines.append(f"{name}: " + " ".join(say_all(final.reasons, lang)))
        if now.team_totals is not None:
            for team, total in zip("AB", now.team_totals, strict=True):
                lines.append(text("rulebook.show.team_total", lang, team=team, total=total))
        if now.winner and len(now.winner) == 1:
            lines.append(text("scoresheet.ui.winner_is", lang, name=names[now.winner[0]]))
        elif now.winner:
            together = " & ".join(names[p] for p in now.winner)
            lines.append(text("scoresheet.ui.team_wins", lang, names=together))
        return Shown(tuple(groups), tuple(lines))


@dataclass(frozen=True, slots=True)
class CutExhibit:
    """R3: the cut for the first deal of a match the engine starts from ``seed``.

    Facts: ``cut`` (the pairs drawn by player 1 and player 2) and ``dealer`` (1 or 2).
    """

    seed: int
    claims: Claims
    preset: str = "classic"

    def _match(self) -> MatchState:
        return MatchState.new(preset(self.preset), self.seed)

    def facts(self) -> dict[str, Any]:
        match = self._match()
        return {
            "cut": ", ".join(f"{a} {b}" for a, b in match.cut),
            "dealer": match.first_dealer + 1,
        }

    def show(self, lang: str) -> Shown:
        match = self._match()
        label = text("rulebook.show.cut", lang)
        groups = tuple(Group(label, (a, b)) for a, b in match.cut)
        lines = (*_preset_line(match.rules, lang), *say_all(match.cut_reasons, lang))
        return Shown(groups, lines)
