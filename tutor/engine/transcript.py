"""Transcripts: a hand or a match in the notation, saved as JSON, replayed to the same state.

A transcript holds the rules, and for every hand its dealer, its deck order (52 cards in the
notation, dealt as :meth:`HandState.deal` documents) and its actions. A match adds its seed,
first dealer and the cut (R3). ``summary`` records what the hands scored; :meth:`replay`
checks that the engine still agrees.

>>> import random
>>> from tutor.engine.rules import CLASSIC
>>> from tutor.engine.policies import play_hand, simple
>>> end = play_hand(HandState.deal(CLASSIC, rng=random.Random(2)), (simple, simple))
>>> Transcript.loads(Transcript.of_hand(end).dumps()).replay() == end
True
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from tutor.engine.actions import Action, parse_action
from tutor.engine.cards import DECK, Card
from tutor.engine.errors import IllegalActionError, NotationError, RulesError, TutorError
from tutor.engine.events import Event
from tutor.engine.match import MatchState
from tutor.engine.notation import format_cards, parse_card_list
from tutor.engine.rules import Rules
from tutor.engine.state import HandState

FORMAT = "gin-tutor-transcript"
VERSION = 1
MAX_BYTES = 4_000_000  # a whole match is some tens of kilobytes
Kind = Literal["hand", "match"]


@dataclass(frozen=True, slots=True)
class HandScript:
    """One hand as played: dealer, deck order and actions in order."""

    dealer: int
    deck: tuple[Card, ...]
    actions: tuple[Action, ...]

    @classmethod
    def of(cls, state: HandState) -> HandScript:
        return cls(state.dealer, state.deck, tuple(a for _, a in state.history))


@dataclass(frozen=True, slots=True)
class Step:
    """One replayed action: hand number, seat, action, events and the hand after it."""

    number: int
    seat: int
    action: Action
    events: tuple[Event, ...]
    hand: HandState


@dataclass(frozen=True, slots=True)
class Transcript:
    """A hand or a match that replays to the identical state."""

    kind: Kind
    rules: Rules
    hands: tuple[HandScript, ...]
    seed: int | None = None
    first_dealer: int | None = None
    cut: tuple[tuple[Card, Card], ...] = ()
    summary: dict[str, Any] | None = None

    # ------------------------------------------------------------------------- making

    @classmethod
    def of_hand(cls, state: HandState) -> Transcript:
        return cls("hand", state.rules, (HandScript.of(state),), summary=_hand_summary(state))

    @classmethod
    def of_match(cls, match: MatchState) -> Transcript:
        states = [record.state for record in match.past]
        if not match.is_over:
            states.append(match.hand)
        return cls(
            "match",
            match.rules,
            tuple(HandScript.of(s) for s in states),
            seed=match.seed,
            first_dealer=match.first_dealer,
            cut=match.cut,
            summary=_match_summary(match),
        )

    # ------------------------------------------------------------------------- replaying

    def replay(self, verify: bool = True) -> HandState | MatchState:
        """The state the transcript leads to; with ``verify``, the summary must agree."""
        final: HandState | MatchState
        if self.kind == "hand":
            final = self._hand_states()[-1]
            summary = _hand_summary(final)
        else:
            final = self._match()
            summary = _match_summary(final)
        if verify and self.summary is not None and self.summary != summary:
            raise TutorError(
                f"the transcript's summary {json.dumps(self.summary)} does not match its "
                f"replay {json.dumps(summary)}"
            )
        return final

    def steps(self) -> Iterator[Step]:
        """Every action replayed, with its events (a match adds the scoring and next deal)."""
        if self.kind == "hand":
            script = self.hands[0]
            state = self._deal(script)
            for index, action in enumerate(script.actions):
                seat = state.to_move
                state, events = self._apply(state, action, 1, index)
                yield Step(1, seat, action, events, state)
            return
        match = self._start()
        for number, script in enumerate(self.hands, 1):
            self._check_deal(match, script, number)
            for index, action in enumerate(script.actions):
                seat = match.hand.to_move
                done = len(match.past)
                match, events = self._apply_match(match, action, number, index)
                hand = match.past[-1].state if len(match.past) > done else match.hand
                yield Step(number, seat, action, events, hand)

    def _deal(self, script: HandScript) -> HandState:
        return HandState.deal(self.rules, deck=script.deck, dealer=script.dealer)

    @staticmethod
    def _apply(
        state: HandState, action: Action, number: int, index: int
    ) -> tuple[HandState, tuple[Event, ...]]:
        try:
            return state.apply(action)
        except TutorError as error:
            raise _at_action(error, number, index, action) from None

    def _hand_states(self) -> list[HandState]:
        script = self.hands[0]
        state = self._deal(script)
        states = [state]
        for index, action in enumerate(script.actions):
            state, _ = self._apply(state, action, 1, index)
            states.append(state)
        return states

    def _start(self) -> MatchState:
        if self.seed is None or self.first_dealer is None:
            raise TutorError("a match transcript needs its seed and first dealer")
        return MatchState.start(
            self.rules, self.seed, self.first_dealer, [h.deck for h in self.hands], self.cut
        )

    def _check_deal(self, match: MatchState, script: HandScript, number: int) -> None:
        if match.is_over:
            first, second = match.scores
            raise TutorError(
                f"hand {number} of the transcript comes after the end of the match: hand "
                f"{len(match.past)} ended it, {first} to {second} for players 1 and 2, with "
                f"{self.rules.target} to reach (R24){self._first_change(match)}"
            )
        if match.hand.dealer != script.dealer:
            raise TutorError(
                f"hand {number}: the transcript says player {script.dealer + 1} deals, the "
                f"rules say player {match.hand.dealer + 1} (R4, R14)"
            )

    def _first_change(self, match: MatchState) -> str:
        """Where the replay first scores a hand otherwise than the recorded results: the hand
        that moved the end of the match (empty when nothing was recorded)."""
        recorded = self.summary.get("hands") if isinstance(self.summary, dict) else None
        if not isinstance(recorded, list):
            return ""
        for number, (record, said) in enumerate(zip(match.past, recorded, strict=False), 1):
            played = _hand_summary(record.state)
            if played != said:
                return f"; hand {number} replays as {_shown(played)}, recorded as {_shown(said)}"
        return ""

    @staticmethod
    def _apply_match(
        match: MatchState, action: Action, number: int, index: int
    ) -> tuple[MatchState, tuple[Event, ...]]:
        try:
            return match.apply(action)
        except TutorError as error:
            raise _at_action(error, number, index, action) from None

    def _match(self) -> MatchState:
        match = self._start()
        for number, script in enumerate(self.hands, 1):
            self._check_deal(match, script, number)
            for index, action in enumerate(script.actions):
                match, _ = self._apply_match(match, action, number, index)
            if len(match.past) < number and number != len(self.hands):
                raise TutorError(f"hand {number} of the transcript stops before its end")
        return match

    # ------------------------------------------------------------------------- JSON

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "format": FORMAT,
            "version": VERSION,
            "kind": self.kind,
            "rules": self.rules.to_json(),
        }
        if self.kind == "match":
            data["seed"] = self.seed
            data["first_dealer"] = self.first_dealer
            data["cut"] = [[str(a), str(b)] for a, b in self.cut]
        data["hands"] = [
            {
                "dealer": h.dealer,
                "deck": format_cards(h.deck),
                "actions": [str(a) for a in h.actions],
            }
            for h in self.hands
        ]
        if self.summary is not None:
            data["summary"] = self.summary
        return data

    def dumps(self) -> str:
        return json.dumps(self.to_json(), indent=1, ensure_ascii=False) + "\n"

    def save(self, path: str | Path) -> None:
        Path(path).write_text(self.dumps(), encoding="utf-8")

    @classmethod
    def from_json(cls, data: Any) -> Transcript:
        """Read a transcript; a bad field raises :class:`TutorError` naming it."""
        if not isinstance(data, dict):
            raise TutorError(f"not a Gin Tutor transcript: {_shown(data)} is not an object")
        if data.get("format") != FORMAT:
            found = _shown(data["format"]) if "format" in data else "missing"
            raise TutorError(f'not a Gin Tutor transcript: "format" is {found}, not "{FORMAT}"')
        if data.get("version") != VERSION:
            raise TutorError(f"transcript version {_shown(data.get('version'))} is not {VERSION}")
        kind = data.get("kind")
        if kind not in ("hand", "match"):
            raise TutorError(f'field kind: {_shown(kind)} must be "hand" or "match"')
        try:
            rules = Rules.from_json(_field(data, "rules", dict))
        except (RulesError, TypeError) as error:
            raise TutorError(f"field rules: {error}") from None
        hands = []
        for number, raw in enumerate(_field(data, "hands", list), 1):
            where = f"hand {number}"  # counted from 1, as the replay and its errors count
            if not isinstance(raw, dict):
                raise TutorError(f"{where}: {_shown(raw)} must be an object")
            dealer = _field(raw, "dealer", int, where)
            if dealer not in (0, 1):
                raise TutorError(f"{where}, field dealer: {dealer} must be 0 or 1 (a seat)")
            try:
                deck = tuple(parse_card_list(_field(raw, "deck", str, where)))
            except NotationError as error:
                raise TutorError(f"{where}, field deck: {error}") from None
            if len(deck) != len(DECK):
                missing = format_cards([c for c in DECK if c not in deck])
                raise TutorError(
                    f"{where}, field deck: {len(deck)} cards; a deck order holds all "
                    f"{len(DECK)} once each (missing '{missing}')"
                )
            actions = tuple(
                _action(a, f"{where}, action {n}")
                for n, a in enumerate(_field(raw, "actions", list, where), 1)
            )
            hands.append(HandScript(dealer, deck, actions))
        if kind == "hand" and len(hands) != 1:
            raise TutorError(f"field hands: a hand transcript holds one hand, not {len(hands)}")
        cut: tuple[tuple[Card, Card], ...] = ()
        seed = first = None
        if kind == "match":
            seed = _field(data, "seed", int)
            first = _field(data, "first_dealer", int)
            cut = tuple(
                _card_pair(pair, f"field cut, draw {n}")
                for n, pair in enumerate(_item(data.get("cut", []), list, "field cut"), 1)
            )
        summary = data.get("summary")
        return cls(kind, rules, tuple(hands), seed, first, cut, summary)

    @classmethod
    def loads(cls, text: str) -> Transcript:
        try:
            data = json.loads(text)
        except ValueError as error:  # JSONDecodeError, or a number of thousands of digits
            raise TutorError(f"the transcript is not valid JSON: {error}") from None
        except RecursionError:
            raise TutorError("the transcript is not valid JSON: nested too deeply") from None
        return cls.from_json(data)

    @classmethod
    def load(cls, path: str | Path) -> Transcript:
        # Read at most MAX_BYTES: a device such as /dev/zero would never end.
        try:
            with Path(path).open("rb") as file:
                raw = file.read(MAX_BYTES + 1)
        except OSError as error:
            raise TutorError(f"cannot read the transcript '{path}': {error.strerror}") from None
        if len(raw) > MAX_BYTES:
            raise TutorError(
                f"'{path}' is not a transcript: it is larger than {MAX_BYTES // 1_000_000} MB"
            )
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as error:
            raise TutorError(
                f"'{path}' is not a transcript: byte {error.start} ({raw[error.start]:#04x}) "
                "is not UTF-8 text"
            ) from None
        return cls.loads(text)


def _at_action(error: TutorError, number: int, index: int, action: Action) -> TutorError:
    """The engine's refusal of a replayed action, saying where it is; a refusal keeps the
    engine's verdict, so the reasons can be worded for the reader."""
    message = f"hand {number}, action {index + 1} '{action}': {error}"
    if isinstance(error, IllegalActionError):
        return IllegalActionError(message, error.verdict)
    return TutorError(message)


def _field(data: dict[str, Any], name: str, kind: type, where: str = "") -> Any:
    return _item(data.get(name), kind, f"{where}, field {name}" if where else f"field {name}")


def _item(value: Any, kind: type, label: str) -> Any:
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise TutorError(f"{label}: {_shown(value)} must be {_KIND_NAMES[kind]}")
    return value


def _action(value: Any, where: str) -> Action:
    try:
        return parse_action(_item(value, str, where))
    except NotationError as error:
        raise TutorError(f"{where}: {error}") from None


_KIND_NAMES = {str: "a string", int: "a whole number", list: "a list", dict: "an object"}


def _shown(value: Any) -> str:
    """A value as the file has it, cut short: an error quotes it without flooding the screen."""
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 60 else text[:57] + "..."


def _card_pair(pair: Any, where: str) -> tuple[Card, Card]:
    """One cut (R3): the two cards drawn, e.g. ``["7h", "Kd"]``."""
    if not isinstance(pair, list) or len(pair) != 2 or not all(isinstance(c, str) for c in pair):
        raise TutorError(f'{where}: {_shown(pair)} must be two cards, like ["7h", "Kd"]')
    try:
        first, second = parse_card_list(pair)
    except NotationError as error:
        raise TutorError(f"{where}: {error}") from None
    return first, second


def _hand_summary(state: HandState) -> dict[str, Any]:
    result = state.result
    if not state.is_over:
        return {"result": None}
    if result is None:
        return {"result": "draw"}
    knocker = state.knocker
    assert knocker is not None
    winner = None
    if result.winner is not None:
        winner = knocker if result.winner == "knocker" else 1 - knocker
    return {"result": result.result, "knocker": knocker, "winner": winner, "points": result.points}


def _match_summary(match: MatchState) -> dict[str, Any]:
    hands = [_hand_summary(r.state) for r in match.past]
    if not match.is_over:
        hands.append(_hand_summary(match.hand))
    summary: dict[str, Any] = {"hands": hands, "scores": list(match.scores)}
    if match.final is not None:
        summary["totals"] = list(match.final.totals)
        summary["winner"] = match.final.winner
    return summary


__all__ = ["FORMAT", "VERSION", "HandScript", "Step", "Transcript"]
