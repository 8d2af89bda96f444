"""The lesson runner: walks a lesson step by step, grades with the engine, says what to show.

UI-agnostic: a page (or a test) calls :meth:`LessonRunner.view` to get plain data for the
current step in the learner's language, and :meth:`answer`, :meth:`act`, :meth:`hint`,
:meth:`give_up` and :meth:`next` to move on. Everything the learner did is kept in
:attr:`LessonRunner.log` as JSON-ready data, and :meth:`LessonRunner.replay` rebuilds the
runner from it. Stars work like a learning path: 3 with no mistakes and no hints, one fewer
for each, at least 1 for finishing. Hints climb the question's ladder
(:mod:`tutor.questions.ladder`): the rule, the cards to look at, then the answer; every hint
before the answer is one hint more, and the answer is giving up (a mistake, once per step).

>>> from tutor.curriculum.loader import parse_lesson
>>> lesson = parse_lesson('''
... id: demo
... title: {nl: Proef, en: Demo}
... summary: {nl: Een proef., en: A demo.}
... rules: [R9]
... steps:
...   - position: {hand: As 2s 3s 7h 7d 7c Kh Qh Jh 5d}
...   - ask: deadwood
...     question: {nl: "Hoeveel dood hout?", en: "How much deadwood?"}
... ''')
>>> runner = LessonRunner(lesson)
>>> runner.next().kind
'ask'
>>> runner.answer(15).ok, runner.answer(5).ok, runner.next().finished
(False, True, True)
>>> runner.result().stars
2
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, replace
from typing import Any

from tutor.curriculum.knocking import KNOCK_OR_WAIT, KnockJudge, pose_knock_or_wait
from tutor.curriculum.questions import pose, reason_hint
from tutor.curriculum.schema import (
    Answer,
    AnyStep,
    AskStep,
    DealStep,
    ExplainStep,
    Lesson,
    PlayStep,
    PositionStep,
    RevealStep,
    Seat,
    Text,
    TryStep,
    kind_of,
)
from tutor.curriculum.table import YOU, Table, from_deal, from_position, seat_name
from tutor.curriculum.tries import accepted_actions, check_goal, judge, solution
from tutor.curriculum.tries import hint as try_hint
from tutor.engine.actions import Action, Discard, DrawStock, parse_action
from tutor.engine.cards import Card, CardSet
from tutor.engine.errors import LessonError, TutorError
from tutor.engine.events import Event, Reason, reason
from tutor.engine.layoffs import best_reply
from tutor.engine.melds import Arrangement, Meld, arrange, discards
from tutor.engine.rules import preset
from tutor.engine.showdowns import Showdown, showdown
from tutor.engine.state import Phase
from tutor.explain import plain, say, text
from tutor.questions import Ladder, Question, Rung, ladder
from tutor.questions.ladder import STARS_PER_HINT, ladder_of
from tutor.questions.mistakes import LayoffPosition

MAX_STARS = 3
# The hint ladder's topic of each kind of move (tutor.questions.ladder): its rules and cards.
GOAL_TOPICS = {
    "take_or_draw": "take",
    "draw": "turn",
    "any": "turn",
    "layoffs": "layoff",
    "safe_discard": "dangerous",
}
# Questions answered by the showdown: its score is not shown before they are answered.
SHOWDOWN_ASKS = frozenset({"layoffs", "final_deadwood", "winner", "result", "points"})


# ----------------------------------------------------------------------------- records


@dataclass(frozen=True, slots=True)
class Feedback:
    """The engine's answer to what the learner just did."""

    ok: bool
    reasons: tuple[Reason, ...]
    solved: bool
    shown: Answer | Action | None = None  # the engine's answer, when the learner gave up
    events: tuple[Event, ...] = ()


@dataclass(frozen=True, slots=True)
class LessonResult:
    lesson_id: str
    stars: int
    mistakes: int
    hints: int


@dataclass(frozen=True, slots=True)
class Option:
    value: str
    label: str


@dataclass(frozen=True, slots=True)
class QuestionView:
    """How the learner answers: ``yes_no``, ``number``, ``card``, ``cards`` or ``choice``."""

    answer_type: str
    options: tuple[Option, ...] = ()
    pick_from: tuple[Card, ...] = ()


@dataclass(frozen=True, slots=True)
class ShowdownView:
    """Both hands laid out after a knock or gin, with the engine's score lines."""

    knocker: Seat | None
    knocker_melds: tuple[Meld, ...]
    knocker_deadwood_cards: tuple[Card, ...]
    knocker_deadwood: int
    defender_melds: tuple[Meld, ...]
    defender_deadwood_cards: tuple[Card, ...]
    defender_deadwood: int
    layoffs: tuple[tuple[Card, Meld], ...]
    result: str
    winner: Seat | None
    points: int
    lines: tuple[str, ...]
    title: str = ""


@dataclass(frozen=True, slots=True)
class TableView:
    """The cards on the table as the learner sees them now."""

    hand: tuple[Card, ...]
    arrangement: Arrangement | None = None  # set when the hand is shown arranged
    opponent: tuple[Card, ...] | None = None  # face up only when revealed
    opponent_count: int = 0
    discard_pile: tuple[Card, ...] = ()
    stock: int | None = None
    phase: Phase | None = None
    moves: tuple[Action, ...] = ()  # the engine's legal moves, while a try waits for yours
    to_move: Seat | None = None
    taken: Card | None = None
    knock_limit: int | None = None
    spread: tuple[Meld, ...] = ()  # the knocker's melds during the layoffs
    knocker: Seat | None = None
    showdown: ShowdownView | None = None


@dataclass(frozen=True, slots=True)
class HintView:
    """The next hint of the ladder, before the learner asks for it: hint ``number`` of
    ``total``, which step it is (``concept``, ``cards``, ``answer``) and the stars it costs."""

    number: int
    total: int
    step: str
    cost: int


@dataclass(frozen=True, slots=True)
class StepView:
    """Everything a page shows for the current step, already in the learner's language."""

    lesson_id: str
    title: str
    index: int
    total: int
    kind: str
    text: str
    cards: tuple[Card, ...] = ()
    melds: tuple[Meld, ...] = ()
    table: TableView | None = None
    question: QuestionView | None = None
    goal: str | None = None
    events: tuple[str, ...] = ()
    feedback: tuple[str, ...] = ()
    feedback_ok: bool | None = None
    hint: tuple[str, ...] = ()  # every hint given at this step, in words
    hints_given: tuple[tuple[str, tuple[str, ...]], ...] = ()  # (step, lines) per hint
    hints_total: int = 0  # the rungs of this step's ladder, once a hint was asked
    next_hint: HintView | None = None
    after: str = ""
    compare: tuple[ShowdownView, ...] = ()
    solved: bool = False
    finished: bool = False
    mistakes: int = 0
    hints: int = 0


# ----------------------------------------------------------------------------- words


def render(
    reasons: tuple[Reason, ...] | list[Reason], lang: str, wording: dict[str, Text] | None = None
) -> tuple[str, ...]:
    """Reasons in words; a step may pin its own wording for a reason code."""
    lines: list[str] = []
    for item in reasons:
        pinned = (wording or {}).get(item.code)
        if pinned is None:
            lines.append(say(item, lang))
            continue
        template = pinned.get(lang)
        try:
            lines.append(say(item, lang, template=template))
        except (KeyError, IndexError) as error:
            given = ", ".join(k for k, _ in item.args) or "nothing"
            raise LessonError(
                f"the wording pinned for {item.code!r} ({template!r}) uses {error} which the "
                f"engine does not give (it gives: {given})"
            ) from None
        except ValueError as error:
            raise LessonError(
                f"the wording pinned for {item.code!r} ({template!r}) cannot be filled: {error} "
                "(a field is {name}, or {name:one|many} for a counted word)"
            ) from None
    return tuple(lines)


def event_lines(events: tuple[Event, ...], lang: str, wording: dict[str, Text]) -> tuple[str, ...]:
    """What happened, as the learner (seat 0) saw it, each line led by who did it.

    The score of a hand is left out: the learner is asked for it, or sees it on a reveal.
    """
    lines: list[str] = []
    for event in events:
        if event.kind == "score":
            continue
        seen = event.seen_by(YOU)
        said = render(seen.reasons, lang, wording)
        if seen.seat is None:
            lines.extend(said)
            continue
        who = text(f"lesson.seat.{seat_name(seen.seat)}", lang)
        lines.extend(f"**{who}**: {line}" for line in said)
    return tuple(lines)


def answer_text(answer: Answer | Action | None, posed: Question | None, lang: str) -> str:
    """An answer as the learner would give it (yes/no and choices in their language)."""
    if isinstance(answer, bool):
        return text("lesson.yes" if answer else "lesson.no", lang)
    if isinstance(answer, CardSet):
        return plain(answer, lang) if answer else text("lesson.none", lang)
    if isinstance(answer, str) and posed is not None and posed.answer_type == "choice":
        if posed.labels:
            return str(plain(posed.labels[int(answer) - 1], lang))
        return text(f"lesson.choice.{answer}", lang)
    return str(plain(answer, lang))  # cards, melds and moves as the sentences write them


def showdown_view(
    result: Showdown,
    knocker: Seat | None,
    lang: str,
    wording: dict[str, Text],
    title: str = "",
    score: bool = True,
) -> ShowdownView:
    """The showdown as data; ``score`` false leaves out the score lines (still to be asked)."""
    notes = tuple(r for r in result.notes if r.code != "layoff.onto")
    lines = render((*notes, *result.breakdown) if score else (), lang, wording)
    winner: Seat | None = None
    if result.winner == "knocker":
        winner = knocker
    elif result.winner == "defender" and knocker is not None:
        winner = "opponent" if knocker == "you" else "you"
    return ShowdownView(
        knocker=knocker,
        knocker_melds=result.knocker_melds,
        knocker_deadwood_cards=tuple(result.knocker_deadwood_cards),
        knocker_deadwood=result.knocker_deadwood,
        defender_melds=result.defender_melds,
        defender_deadwood_cards=tuple(result.defender_deadwood_cards),
        defender_deadwood=result.defender_deadwood,
        layoffs=tuple((x.card, x.meld) for x in result.layoffs),
        result=result.result,
        winner=winner,
        points=result.points,
        lines=lines,
        title=title,
    )


# ----------------------------------------------------------------------------- runner


@dataclass(slots=True)
class _Now:
    """What the current step holds while the learner works on it."""

    solved: bool = False
    posed: Question | None = None
    feedback: Feedback | None = None
    hints: tuple[Rung, ...] = ()  # the rungs of the ladder given so far
    ladder_size: int = 0  # how many rungs its ladder has, once a hint was asked
    events: tuple[Event, ...] = ()
    compare: tuple[tuple[tuple[Meld, ...], Showdown], ...] = ()  # each spread and its result
    mistake: bool = False
    tries: int = 0


class LessonRunner:
    """Runs one lesson for one learner. Raises :class:`LessonError` when the lesson is wrong
    (the message names the step's file, line and field), never for a learner's mistake."""

    def __init__(self, lesson: Lesson, judge: KnockJudge | None = None) -> None:
        self.lesson = lesson
        self.judge = judge  # the coach's knock-or-wait judge, from the floor above
        self.table = Table(rules=preset(lesson.preset))
        self.index = 0
        self.mistakes = 0
        self.hints = 0
        self.finished = False
        self.log: list[dict[str, Any]] = []
        self._now = _Now()
        self._enter()

    # ------------------------------------------------------------------ reading

    @property
    def step(self) -> AnyStep:
        return self.lesson.steps[self.index]

    @property
    def solved(self) -> bool:
        return self._now.solved

    @property
    def posed(self) -> Question | None:
        return self._now.posed

    def clone(self) -> LessonRunner:
        """An independent copy (the checker explores every accepted move from here)."""
        twin = copy.copy(self)
        twin.log = list(self.log)
        twin._now = copy.copy(self._now)
        return twin

    def result(self) -> LessonResult:
        if not self.finished:
            raise TutorError(f"lesson '{self.lesson.id}' is not finished yet")
        return LessonResult(self.lesson.id, self._stars(), self.mistakes, self.hints)

    def _stars(self, mistakes: int | None = None, hints: int | None = None) -> int:
        mistakes = self.mistakes if mistakes is None else mistakes
        hints = self.hints if hints is None else hints
        return max(1, MAX_STARS - mistakes - STARS_PER_HINT * hints)

    # ------------------------------------------------------------------ entering steps

    def _fail(self, error: TutorError) -> LessonError:
        if isinstance(error, LessonError):
            return error
        return LessonError(f"{self.step.place}: {error}")

    def _enter(self) -> None:
        step = self.step
        self._now = _Now()
        try:
            if isinstance(step, ExplainStep | RevealStep):
                if isinstance(step, RevealStep):
                    self._reveal(step)
                self._now.solved = True
            elif isinstance(step, PositionStep):
                self.table = from_position(step, self.table.rules)
                self._now.solved = True
            elif isinstance(step, DealStep):
                self.table = from_deal(step, preset(self.lesson.preset))
                self._now.solved = True
            elif isinstance(step, PlayStep):
                self._play(step)
                self._now.solved = True
            elif isinstance(step, AskStep) and step.ask == KNOCK_OR_WAIT:
                self._now.posed = pose_knock_or_wait(step, self.table, self.judge)
            elif isinstance(step, AskStep):
                self._now.posed = pose(step, self.table)
            elif isinstance(step, TryStep):
                check_goal(step.goal, self.table)
        except TutorError as error:
            raise self._fail(error) from None

    def _play(self, step: PlayStep) -> None:
        if self.table.state is None:
            raise LessonError(f"{step.place}: a play step needs a live hand (a deal before it)")
        state = self.table.state
        events: list[Event] = []
        for _ in range(step.turns):
            # A quiet turn: draw from the stock and discard that same card (R12, R13).
            if state.phase is not Phase.DRAW or not state.stock:
                raise LessonError(f"{step.place}: a quiet turn needs a draw from the stock now")
            card = state.stock[0]
            state, _ = state.apply(DrawStock())
            state, _ = state.apply(Discard(card))
        if step.turns:
            summary = reason("lesson.turns", "R12", turns=step.turns, stock=len(state.stock))
            events.append(Event("turns", None, None, (summary,)))
        for scripted in step.actions:
            seat = seat_name(state.to_move)
            if scripted.seat is not None and scripted.seat != seat:
                raise LessonError(
                    f"{scripted.place}: '{scripted.action}' is written for {scripted.seat}, "
                    f"but it is the turn of {seat}"
                )
            verdict = state.check(scripted.action)
            if not verdict.ok:
                why = "; ".join(say(r, "en") for r in verdict.reasons)
                raise LessonError(
                    f"{scripted.place}: the engine refuses '{scripted.action}': {why}"
                )
            state, happened = state.apply(scripted.action)
            events.extend(happened)
        self.table = self.table.with_state(state, tuple(events))
        self._now.events = tuple(events)

    def _reveal(self, step: RevealStep) -> None:
        self.table = self.table.revealing()
        if not step.compare:
            return
        result = self.table.showdown
        knocker = self.table.knocker_seat
        you, them = self.table.your_cards, self.table.opponent_cards
        if result is None or knocker is None or you is None or them is None:
            raise LessonError(f"{step.place}: comparing spreads needs a knock before it")
        knocker_cards, defender_cards = (you, them) if knocker == "you" else (them, you)
        if self.table.state is not None and self.table.state.result is not None:
            # the knocker's ten cards are its hand; the defender's include what it laid off
            laid = CardSet(x.card for x in self.table.state.layoffs)
            defender_cards = defender_cards | laid
        compared = []
        for spread in step.compare:
            try:
                other = showdown(
                    knocker_cards,
                    defender_cards,
                    self.table.rules,
                    upcard=self.table.state.upcard if self.table.state else self.table.upcard,
                    spread=spread,
                )
            except TutorError as error:
                raise LessonError(
                    f"{step.place}: the engine refuses this spread: {error}"
                ) from None
            compared.append((tuple(spread), other))
        self._now.compare = tuple(compared)

    # ------------------------------------------------------------------ learner input

    def answer(self, value: object) -> Feedback:
        """Answer the current ``ask`` step; a wrong answer can be tried again (yes/no ends it)."""
        step = self.step
        posed = self._now.posed
        if not isinstance(step, AskStep) or posed is None or self._now.solved:
            raise TutorError("there is no open question to answer")
        answer = posed.read(value)
        self.log.append({"step": self.index, "answer": _jsonable(answer)})
        self._now.tries += 1
        grade = posed.grade(answer)
        if grade.correct:
            feedback = Feedback(True, grade.explanation, True)
            self._now.solved = True
        else:
            self._mistake()
            # retrying a question with two possible answers teaches nothing
            final = posed.answer_type == "yes_no" or 0 < len(posed.options) <= 2
            # a final answer gets what was wrong about it, then the engine's explanation
            wrong = (*grade.diagnosis, *grade.direction)
            said = tuple(r for r in grade.explanation if r not in wrong)
            reasons = (*wrong, *said) if final else wrong
            feedback = Feedback(False, reasons, final, posed.solution if final else None)
            self._now.solved = final
        self._now.feedback = feedback
        return feedback

    def act(self, action: Action | str) -> Feedback:
        """Make the learner's move in a ``try`` step; the engine judges it."""
        step = self.step
        if not isinstance(step, TryStep) or self._now.solved:
            raise TutorError("there is no move to make now")
        move = parse_action(action) if isinstance(action, str) else action
        self.log.append({"step": self.index, "act": str(move)})
        self._now.tries += 1
        judged = judge(step.goal, self.table, move)
        if not judged.correct:
            self._mistake()
            feedback = Feedback(False, judged.diagnosis, False)
        else:
            feedback = self._apply_try(step, move, judged.feedback)
        self._now.feedback = feedback
        return feedback

    def _apply_try(self, step: TryStep, move: Action, reasons: tuple[Reason, ...]) -> Feedback:
        assert self.table.state is not None
        state, events = self.table.state.apply(move)
        self.table = self.table.with_state(state, events)
        done = step.goal != "layoffs" or state.phase is not Phase.LAYOFF
        self._now.solved = done
        self._now.events = (*self._now.events, *events)
        return Feedback(True, reasons, done, events=events)

    def _mistake(self) -> None:
        if not self._now.mistake:  # one mistake per step at most, like a learning path
            self._now.mistake = True
            self.mistakes += 1

    def ladder(self) -> Ladder | None:
        """The hints of the current question or move: the rule, the cards, the answer (a move
        has its tip, then the engine's move); ``None`` when the step asks nothing."""
        step = self.step
        if isinstance(step, AskStep) and self._now.posed is not None:
            posed = self._now.posed
            if not posed.hint:  # the catalogue's general tip for this kind of question
                posed = replace(posed, hint=(reason_hint(step.ask),))
            return ladder(posed)
        if isinstance(step, TryStep):
            topic = GOAL_TOPICS.get(step.goal, step.goal)
            return ladder_of(topic, self._try_position(step.goal), try_hint(step.goal, self.table))
        return None

    def _try_position(self, goal: str) -> object:
        """What a move's hints point at: the eleven cards a discard is chosen from, or the
        defender's cards and the knocker's melds during the layoffs."""
        state = self.table.state
        if state is None:
            return None
        hand = state.hands[YOU]
        if goal in ("discard", "knock", "gin") and len(hand) == 11:
            return discards(hand, state.knock_limit, state.taken, state.rules)
        if goal == "big_gin":
            return hand
        if goal == "layoffs" and state.spread:
            reply = best_reply(hand, state.spread)
            laid = CardSet(x.card for x in reply.layoffs)
            return LayoffPosition(hand, state.spread, reply.deadwood, frozenset({laid}))
        return None

    def next_hint(self) -> HintView | None:
        """The hint the learner may ask for now, and what it costs, before it is asked."""
        if self._now.solved:
            return None
        steps = self.ladder()
        if steps is None:
            return None
        number = len(self._now.hints) + 1
        if number > len(steps):
            return None
        rung = steps.rung(number)
        if rung.step == "answer":  # giving up: a mistake, counted once per step
            cost = self._stars() - self._stars(mistakes=self.mistakes + (not self._now.mistake))
        else:
            cost = self._stars() - self._stars(hints=self.hints + 1)
        return HintView(number, len(steps), rung.step, cost)

    def hint(self) -> tuple[Reason, ...]:
        """The next hint of the ladder for the current question or move: each one before the
        answer counts against the stars; the last one shows the answer (giving up)."""
        coming = self.next_hint()
        steps = self.ladder()
        if coming is None or steps is None:
            return ()
        rung = steps.rung(coming.number)
        self._now.ladder_size = len(steps)
        if rung.step == "answer":
            self._now.hints = (*self._now.hints, rung)
            return self.give_up().reasons
        self.hints += 1
        self.log.append({"step": self.index, "hint": True})
        self._now.hints = (*self._now.hints, rung)
        return rung.reasons

    def give_up(self) -> Feedback:
        """Show the engine's answer (or play its move) and count a mistake."""
        step = self.step
        if self._now.solved:
            raise TutorError("this step is already done")
        self.log.append({"step": self.index, "give_up": True})
        self._mistake()
        if isinstance(step, AskStep):
            assert self._now.posed is not None
            posed = self._now.posed
            feedback = Feedback(False, posed.explanation, True, posed.solution)
            self._now.solved = True
        elif isinstance(step, TryStep):
            move = solution(step.goal, self.table)
            applied = self._apply_try(step, move, judge(step.goal, self.table, move).feedback)
            feedback = Feedback(False, applied.reasons, applied.solved, move, applied.events)
        else:
            raise TutorError("nothing to give up on in this step")
        self._now.feedback = feedback
        return feedback

    def next(self, lang: str = "en") -> StepView:
        """Go to the next step once this one is done; the view of where the learner is now."""
        if self.finished:
            return self.view(lang)
        if not self._now.solved:
            raise TutorError("answer this step first")
        self.log.append({"step": self.index, "next": True})
        if self.index + 1 >= len(self.lesson.steps):
            self.finished = True
        else:
            self.index += 1
            self._enter()
        return self.view(lang)

    def accepted_moves(self) -> list[Action]:
        """Every move the current ``try`` step accepts (for the checker and the tests)."""
        step = self.step
        if not isinstance(step, TryStep) or self._now.solved:
            return []
        return accepted_actions(step.goal, self.table)

    # ------------------------------------------------------------------ replay

    @classmethod
    def replay(
        cls, lesson: Lesson, log: list[dict[str, Any]], judge: KnockJudge | None = None
    ) -> LessonRunner:
        """A runner brought to the same point by the same inputs (progress kept as data)."""
        runner = cls(lesson, judge)
        for entry in log:
            if entry.get("step") != runner.index:
                raise TutorError(f"the saved progress does not fit lesson '{lesson.id}'")
            if "answer" in entry:
                runner.answer(entry["answer"])
            elif "act" in entry:
                runner.act(str(entry["act"]))
            elif entry.get("hint"):
                runner.hint()
            elif entry.get("give_up"):
                runner.give_up()
            elif entry.get("next"):
                runner.next()
        return runner

    # ------------------------------------------------------------------ the view

    def _score_asked(self) -> bool:
        """Is a question about this showdown still to come? Then its score stays hidden."""
        for number in range(self.index, len(self.lesson.steps)):
            step = self.lesson.steps[number]
            if number > self.index and isinstance(step, PositionStep | DealStep):
                return False
            pending = number > self.index or not self._now.solved
            if isinstance(step, AskStep) and step.ask in SHOWDOWN_ASKS and pending:
                return True
        return False

    def view(self, lang: str = "en") -> StepView:
        """The current step as plain data in ``lang`` (``nl`` or ``en``). A wording the step
        pins that cannot be filled is the lesson's error, named at the step's file and line."""
        try:
            return self._view(lang)
        except LessonError as error:
            place = self.step.place
            if str(error).startswith(place.file):
                raise
            raise LessonError(f"{place}: {error}") from None

    def _view(self, lang: str) -> StepView:
        step = self.step
        wording = dict(step.wording)
        now = self._now
        kind = kind_of(step)
        body = _step_text(step, lang)
        cards: tuple[Card, ...] = ()
        melds: tuple[Meld, ...] = ()
        goal = None
        question = None
        if isinstance(step, ExplainStep):
            if step.cards is not None:
                cards = tuple(step.cards)
            melds = step.melds
        if isinstance(step, AskStep) and now.posed is not None:
            question = _question_view(now.posed, lang)
            if step.cards is not None:  # the question is about these cards
                cards = tuple(step.cards)
        if isinstance(step, TryStep):
            goal = step.goal
        feedback: tuple[str, ...] = ()
        feedback_ok = None
        if now.feedback is not None:
            feedback_ok = now.feedback.ok
            feedback = render(now.feedback.reasons, lang, wording)
            if now.feedback.shown is not None:
                shown = answer_text(now.feedback.shown, now.posed, lang)
                feedback = (text("lesson.answer_was", lang, answer=shown), *feedback)
            if not now.feedback.ok and not now.feedback.solved:
                feedback = (text("lesson.try_again", lang), *feedback)
        # the answer rung is shown as the feedback of giving up
        given = tuple(
            (rung.step, render(rung.reasons, lang, wording))
            for rung in now.hints
            if rung.step != "answer"
        )
        after = ""
        if now.solved and isinstance(step, AskStep | TryStep):
            extra = step.after
            after = extra.get(lang) if extra is not None else ""
        return StepView(
            lesson_id=self.lesson.id,
            title=self.lesson.title.get(lang),
            index=self.index,
            total=len(self.lesson.steps),
            kind=kind,
            text=body,
            cards=cards,
            melds=melds,
            table=self._table_view(step, lang, wording),
            question=question,
            goal=goal,
            events=event_lines(now.events, lang, wording),
            feedback=feedback,
            feedback_ok=feedback_ok,
            hint=tuple(line for _, lines in given for line in lines),
            hints_given=given,
            hints_total=now.ladder_size,
            next_hint=self.next_hint(),
            after=after,
            compare=tuple(
                showdown_view(s, self.table.knocker_seat, lang, wording, plain(spread, lang))
                for spread, s in now.compare
            ),
            solved=now.solved,
            finished=self.finished,
            mistakes=self.mistakes,
            hints=self.hints,
        )

    def _table_view(self, step: AnyStep, lang: str, wording: dict[str, Text]) -> TableView | None:
        table = self.table
        hand = table.your_cards
        if hand is None:
            return None
        if isinstance(step, ExplainStep) and (
            step.show == "none" or (step.show == "table" and (step.cards or step.melds))
        ):
            return None  # the step shows its own cards
        if isinstance(step, AskStep) and step.cards is not None:
            return None
        arrangement = None
        if isinstance(step, ExplainStep) and step.show == "arrangement":
            arrangement = arrange(hand).best
        opponent = table.opponent_cards
        result = table.showdown
        knocker = table.knocker_seat
        # After a knock the cards are laid open (R10, R15): a knocking opponent's at once, a
        # static showdown's too; in a live hand you knocked in, the reveal step shows them.
        face_up = (
            table.revealed or knocker == "opponent" or (table.state is None and knocker is not None)
        )
        state = table.state
        waiting = isinstance(step, TryStep) and not self._now.solved and table.to_move == "you"
        return TableView(
            hand=tuple(hand),
            arrangement=arrangement,
            opponent=tuple(opponent) if opponent is not None and face_up else None,
            opponent_count=len(opponent) if opponent is not None else 0,
            discard_pile=state.discard_pile
            if state is not None
            else ((table.upcard,) if table.upcard is not None else ()),
            stock=len(state.stock) if state is not None else None,
            phase=state.phase if state is not None else None,
            moves=tuple(state.legal_actions()) if state is not None and waiting else (),
            to_move=table.to_move,
            taken=table.taken_card,
            knock_limit=table.knock_limit,
            spread=table.spread if knocker is not None else (),
            knocker=knocker,
            showdown=(
                showdown_view(result, knocker, lang, wording, score=not self._score_asked())
                if result is not None and table.revealed
                else None
            ),
        )


def _step_text(step: AnyStep, lang: str) -> str:
    if isinstance(step, ExplainStep | RevealStep):
        return step.text.get(lang)
    if isinstance(step, AskStep):
        return step.question.get(lang)
    if isinstance(step, TryStep):
        return step.prompt.get(lang)
    if isinstance(step, PositionStep | DealStep | PlayStep) and step.text is not None:
        return step.text.get(lang)
    return ""


def _question_view(posed: Question, lang: str) -> QuestionView:
    options = tuple(Option(value, answer_text(value, posed, lang)) for value in posed.options)
    if posed.answer_type == "yes_no":
        options = (Option("yes", text("lesson.yes", lang)), Option("no", text("lesson.no", lang)))
    return QuestionView(posed.answer_type, options, tuple(posed.pick_from))


def _jsonable(answer: Answer) -> Any:
    if isinstance(answer, Card | CardSet):
        return str(answer)
    return answer


__all__ = [
    "Feedback",
    "HintView",
    "LessonResult",
    "LessonRunner",
    "Option",
    "QuestionView",
    "ShowdownView",
    "StepView",
    "TableView",
    "render",
]
