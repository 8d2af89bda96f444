"""The lesson format as frozen records. ``lessons/README.md`` documents the YAML that fills them.

A lesson is a list of steps. Steps set up a position (``position``, ``deal``), let the engine
act (``play``), ask the learner (``ask``, ``try``) or show something (``explain``, ``reveal``).
No step stores an answer: the runner asks the engine every time; ``expect`` is only the
author's claim, which ``tutor lessons check`` compares with the engine.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from tutor.engine.actions import Action
from tutor.engine.cards import Card, CardSet
from tutor.engine.melds import Meld
from tutor.questions.reading import AnswerType

LANGS = ("nl", "en")
Seat = Literal["you", "opponent"]
SEATS: tuple[Seat, ...] = ("you", "opponent")
SEAT_INDEX = {"you": 0, "opponent": 1}
ALL_RULES = tuple(f"R{n}" for n in range(1, 33))

# What each kind of question asks for, and the answer it takes.
ASK_KINDS: dict[str, AnswerType] = {
    "is_meld": "yes_no",  # do these cards form a set or a run? (R6, R7)
    "deadwood": "number",  # least deadwood of a hand (R9)
    "deadwood_cards": "cards",  # which cards are deadwood in the best arrangement (R9)
    "arrangement": "choice",  # which of these arrangements leaves least deadwood (R8, R9)
    "can_knock": "yes_no",  # eleven cards: can you knock after a discard? (R15)
    "can_gin": "yes_no",  # eleven cards: can you go gin? (R16)
    "big_gin": "yes_no",  # eleven cards: are all eleven melded? (R17)
    "discard": "card",  # which discard leaves least deadwood (R9, R12, R13)
    "knock_discards": "cards",  # which discards let you knock (R15)
    "take": "yes_no",  # should you take the top of the discard pile? (R11, R12)
    "legal": "yes_no",  # may this action be played now? (R11-R17, R29, R30)
    "knock_limit": "number",  # this hand's knock limit (R15, R29)
    "layoffs": "cards",  # which of the defender's cards are laid off (R18)
    "final_deadwood": "number",  # deadwood after layoffs (R18)
    "winner": "choice",  # who scores the hand (R19-R22)
    "result": "choice",  # knock, undercut, gin, big gin or tie (R19-R22)
    "points": "number",  # how many points the hand scores (R19-R23, R29)
    "match_winner": "choice",  # who wins the match after the bonuses (R24-R28)
    "match_points": "number",  # the winner's match total after the bonuses (R24-R28)
    "first_dealer": "choice",  # who deals the first hand (R3)
    "next_dealer": "choice",  # who deals the next hand (R4)
    "team_winner": "choice",  # four players: which team wins on the partners' totals (R32)
    "sits_out": "choice",  # three players: who deals the next hand and sits it out (R31)
    "knock_or_wait": "choice",  # knock now or wait? the coach's evaluator (R15, R19, R20)
    "dangerous": "cards",  # which of your cards make a meld with what the opponent took? (R12)
    "outs": "number",  # how many cards can still join these cards in a meld? (R6, R7)
}
# Fields each kind of question needs beside ``question``.
ASK_NEEDS: dict[str, tuple[str, ...]] = {
    "is_meld": ("cards",),
    "arrangement": ("choices",),
    "legal": ("action",),
    "match_winner": ("match",),
    "match_points": ("match",),
    "first_dealer": ("draws",),
    "next_dealer": ("last",),
    "team_winner": ("teams",),
    "sits_out": ("three_players",),
    "outs": ("cards",),
}
TRY_GOALS = (
    "any",
    "draw",
    "take_or_draw",
    "discard",
    "safe_discard",
    "knock",
    "gin",
    "big_gin",
    "layoffs",
)
SHOW = ("table", "arrangement", "none")

Answer = bool | int | str | Card | CardSet


@dataclass(frozen=True, slots=True)
class Text:
    """One piece of text in every language of the product (Markdown, no raw HTML)."""

    nl: str
    en: str

    def get(self, lang: str) -> str:
        return self.nl if lang == "nl" else self.en


@dataclass(frozen=True, slots=True)
class Place:
    """Where a step or value is written: file, 1-based line and field path."""

    file: str
    line: int
    field: str
    lines: tuple[tuple[str, int], ...] = ()  # the line of each field written in this step

    def of(self, name: str) -> Place:
        """The place of one field of the step (the step's own place if it is not written)."""
        line = dict(self.lines).get(name)
        if line is None:
            return self
        return Place(self.file, line, f"{self.field}.{name}")

    def __str__(self) -> str:
        return f"{self.file}, line {self.line}, field {self.field}"


@dataclass(frozen=True, slots=True)
class Scripted:
    """One action of a ``play`` step, optionally naming the seat that must play it."""

    action: Action
    seat: Seat | None
    place: Place


@dataclass(frozen=True, slots=True)
class MatchTotals:
    """Where a match stands when a player reaches the target: points and hands won, by seat
    (you first). The engine adds the bonuses (R24-R28)."""

    points: tuple[int, int]
    hands_won: tuple[int, int]


@dataclass(frozen=True, slots=True)
class TeamFinals:
    """Four players (R32): the final totals of your team (you, then your partner) and of the
    other team, each after the bonuses of that player's own game."""

    yours: tuple[int, int]
    theirs: tuple[int, int]


# Three players (R31), in the order of play: you, then the player on your left, then right.
THREE_PLAYERS = ("you", "left", "right")


@dataclass(frozen=True, slots=True)
class ThreeHand:
    """Three players (R31): who dealt the last hand, and whether it was a draw hand (R14)."""

    dealer: str  # one of THREE_PLAYERS
    draw: bool


@dataclass(frozen=True, slots=True)
class LastHand:
    """Who dealt the last hand and who won it (``None``: a draw hand), for R4 and R14."""

    dealer: Seat
    winner: Seat | None


@dataclass(frozen=True, slots=True)
class Step:
    """Fields every step has: where it is written, and wording pinned per reason code."""

    place: Place
    wording: tuple[tuple[str, Text], ...]


@dataclass(frozen=True, slots=True)
class ExplainStep(Step):
    text: Text
    cards: CardSet | None = None
    melds: tuple[Meld, ...] = ()
    show: str = "table"


@dataclass(frozen=True, slots=True)
class PositionStep(Step):
    """A position to reason about: your cards, and optionally the opponent's and a knock.
    Without cards it only sets the rules preset for the questions after it."""

    hand: CardSet | None = None
    opponent: CardSet | None = None
    taken: Card | None = None
    upcard: Card | None = None
    knocker: Seat | None = None
    spread: tuple[Meld, ...] | None = None
    preset: str | None = None
    text: Text | None = None
    # the words in place of ``text`` when a chapter quiz shows the step on its own
    alone: Text | None = None


@dataclass(frozen=True, slots=True)
class DealStep(Step):
    """A live hand for the engine: explicit hands and upcard, or a whole deck order."""

    you: CardSet | None = None
    opponent: CardSet | None = None
    upcard: Card | None = None
    stock: tuple[Card, ...] | None = None
    deck: tuple[Card, ...] | None = None
    dealer: Seat = "opponent"
    preset: str | None = None
    text: Text | None = None
    # the words in place of ``text`` when a chapter quiz shows the step on its own
    alone: Text | None = None


@dataclass(frozen=True, slots=True)
class PlayStep(Step):
    """Actions the engine applies, or ``turns`` quiet turns (each player draws from the stock
    and discards the card drawn, which R13 allows), to bring a hand near its end."""

    actions: tuple[Scripted, ...] = ()
    turns: int = 0
    text: Text | None = None


@dataclass(frozen=True, slots=True)
class AskStep(Step):
    ask: str
    question: Text
    expect: Answer | None = None
    cards: CardSet | None = None
    action: Action | None = None
    choices: tuple[tuple[Meld, ...], ...] = ()
    of: str = "you"
    match: MatchTotals | None = None
    teams: TeamFinals | None = None
    three_players: ThreeHand | None = None
    last: LastHand | None = None
    draws: tuple[Card, Card] | None = None
    seed: int = 0  # knock_or_wait: the seed of the hidden deals the coach samples
    hint: Text | None = None
    after: Text | None = None
    alone: Text | None = None  # the question's words in a chapter quiz, on its own

    @property
    def answer_type(self) -> AnswerType:
        return ASK_KINDS[self.ask]


@dataclass(frozen=True, slots=True)
class TryStep(Step):
    goal: str
    prompt: Text
    expect: tuple[Action, ...] = ()
    hint: Text | None = None
    after: Text | None = None


@dataclass(frozen=True, slots=True)
class RevealStep(Step):
    text: Text
    compare: tuple[tuple[Meld, ...], ...] = ()


AnyStep = ExplainStep | PositionStep | DealStep | PlayStep | AskStep | TryStep | RevealStep
STEP_KINDS: dict[str, type[Step]] = {
    "explain": ExplainStep,
    "position": PositionStep,
    "deal": DealStep,
    "play": PlayStep,
    "ask": AskStep,
    "try": TryStep,
    "reveal": RevealStep,
}


def kind_of(step: Step) -> str:
    """The YAML key of a step's kind (``explain``, ``ask``, ...)."""
    for name, cls in STEP_KINDS.items():
        if type(step) is cls:
            return name
    raise TypeError(f"not a lesson step: {step!r}")


@dataclass(frozen=True, slots=True)
class Lesson:
    """One lesson: its id, titles, the rules it teaches, its rules preset and its steps."""

    id: str
    title: Text
    summary: Text
    rules: tuple[str, ...]
    preset: str
    steps: tuple[AnyStep, ...]
    source: str
    chapter: str = ""  # its chapter on the path (``chapters.CHAPTERS``); "" for none

    @property
    def questions(self) -> int:
        """Steps that wait for the learner (asks and tries)."""
        return sum(isinstance(s, AskStep | TryStep) for s in self.steps)
