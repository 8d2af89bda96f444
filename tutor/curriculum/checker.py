"""``tutor lessons check``: every lesson loaded, played through the engine and proved.

For each lesson the checker plays every step with the engine's own answers, and from every
move a ``try`` step accepts (a lesson must work whichever right move the learner makes). It
proves each author's ``expect`` against the engine, proves that each question can be answered
wrongly and is then graded wrong and told what was wrong about it, renders every screen and
every feedback in both languages, and finally checks that the lessons together teach every
rule R1-R32.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from tutor.curriculum.knocking import KNOCK_OR_WAIT, KnockJudge, steadiness
from tutor.curriculum.loader import Catalogue, load_folder
from tutor.curriculum.runner import LessonRunner, StepView, answer_text, render
from tutor.curriculum.schema import (
    ALL_RULES,
    LANGS,
    AskStep,
    Lesson,
    Text,
    TryStep,
    kind_of,
)
from tutor.engine.cards import CardSet
from tutor.engine.errors import LessonError, TutorError
from tutor.explain import CATALOGUE
from tutor.questions import Question

MAX_PATHS = 32  # enough for every lesson here; bounds a lesson with many equal moves
SAME_TEXT = 30  # an nl text equal to its en text and longer than this is untranslated


@dataclass(frozen=True, slots=True)
class Report:
    """What the checker found: counts and one line per problem."""

    lessons: int
    steps: int
    problems: tuple[str, ...]

    @property
    def ok(self) -> bool:
        return not self.problems

    def summary(self) -> str:
        return f"{self.lessons} lessons, {self.steps} steps, {len(self.problems)} problems"


def _texts(lesson: Lesson) -> Iterable[tuple[str, Text]]:
    """Every text of a lesson with the place it is written."""
    yield f"{lesson.source}, field title", lesson.title
    yield f"{lesson.source}, field summary", lesson.summary
    for step in lesson.steps:
        kind = kind_of(step)
        for name in ("text", "question", "prompt", "hint", "after"):
            value = getattr(step, name, None)
            if isinstance(value, Text):
                # explain and reveal texts sit under their kind; a deal's or a position's
                # text inside its block
                key = name if name != "text" or kind == "play" else kind
                yield str(step.place.of(key)), value
        for code, pinned in step.wording:
            yield f"{step.place.of('wording')}.{code}", pinned


def _translation_problems(lesson: Lesson) -> list[str]:
    return [
        f"{place}: the nl text is the en text: missing translation?"
        for place, value in _texts(lesson)
        if value.nl == value.en and len(value.en) > SAME_TEXT
    ]


def _wording_problems(lesson: Lesson) -> list[str]:
    return [
        f"{step.place}: wording pinned for unknown reason code {code!r}"
        for step in lesson.steps
        for code, _ in step.wording
        if code not in CATALOGUE
    ]


def _render_all(runner: LessonRunner) -> None:
    for lang in LANGS:
        runner.view(lang)


def _climb(runner: LessonRunner, step: AskStep | TryStep) -> list[str]:
    """Every hint of the step's ladder, asked on a copy and rendered in both languages; the
    last one shows the answer. Hints are asked for, so what they say is no answer given away."""
    hinted = runner.clone()
    while hinted.next_hint() is not None:
        hinted.hint()
        _render_all(hinted)
    if isinstance(step, AskStep) and not hinted.solved:
        return [f"{step.place}: the last hint does not show the answer"]
    return []


def _check_ask(runner: LessonRunner, step: AskStep) -> list[str]:
    posed = runner.posed
    assert posed is not None
    problems = []
    if step.expect is not None and not posed.is_right(step.expect):
        said = answer_text(step.expect, posed, "en")
        engine = answer_text(posed.solution, posed, "en")
        where = step.place.of("expect")
        problems.append(f"{where}: the lesson expects {said}, but the engine answers {engine}")
    wrong = posed.wrong_answer()
    if wrong is None:
        problems.append(f"{step.place}: every answer is right, so the question asks nothing")
    else:
        probe = runner.clone()
        if probe.answer(wrong).ok:
            problems.append(f"{step.place}: the wrong answer {wrong} was graded right")
        graded = posed.grade(wrong)
        if not graded.correct and not (graded.diagnosis or graded.direction):
            problems.append(f"{step.place}: the wrong answer {wrong} is told nothing about it")
        _render_all(probe)
    if step.ask == KNOCK_OR_WAIT and runner.judge is not None:
        problems += steadiness(step, runner.table, runner.judge)
    problems += _climb(runner, step)
    if not runner.answer(posed.solution).ok:
        problems.append(f"{step.place}: the engine's own answer was graded wrong")
    return problems


def _check_try(runner: LessonRunner, step: TryStep) -> tuple[list[str], list[str]]:
    """Problems, and the moves (in notation) that the step accepts here."""
    problems = []
    moves = runner.accepted_moves()
    if not moves:
        return [f"{step.place}: no legal move reaches the goal '{step.goal}'"], []
    for expected in step.expect:
        if expected not in moves:
            shown = ", ".join(str(m) for m in moves)
            problems.append(
                f"{step.place.of('expect')}: the lesson expects '{expected}', but the engine "
                f"accepts {shown}"
            )
    problems += _climb(runner, step)
    assert runner.table.state is not None
    rejected = [a for a in runner.table.state.legal_actions() if a not in moves]
    if rejected:
        probe = runner.clone()
        if probe.act(rejected[0]).ok:
            problems.append(f"{step.place}: '{rejected[0]}' was accepted and rejected at once")
        _render_all(probe)
    return problems, [str(m) for m in moves]


# ----------------------------------------------------------------------------- given away
# A question is worth asking only if its answer is not already on the screen or was shown
# earlier in the same hand: a number in a sentence, a card named in feedback, or the very
# sentence that states the answer.

Seen = list[tuple[int, str]]  # (step number, a line the learner read) since the hand began


def _lines(view: StepView, answered: bool) -> list[str]:
    """Every line of a screen a learner reads: the step's text, events, feedback, score."""
    # An explain step's text teaches a concept: its numbers ("2 to 10") are no answers.
    body = view.text if view.kind != "explain" else ""
    lines = [body, *view.events, view.after] if not answered else [view.after]
    lines += view.feedback
    showdown = view.table.showdown if view.table is not None else None
    if showdown is not None and not answered:
        lines += showdown.lines
    for compared in view.compare if not answered else ():
        lines += compared.lines
    return [line for line in lines if line]


def _number_in(number: int, line: str) -> bool:
    """``19`` stands in the line as a number of its own (not in ``R19``, ``190`` or ``9d``)."""
    return re.search(rf"(?<![\w.,]){number}(?![\w]|[.,]\d)", line) is not None


def _given_away(step: AskStep, posed: Question, seen: Seen, screen: list[str]) -> str | None:
    """Where the answer to ``step`` was shown before it was asked, or ``None``."""
    solution = posed.solution
    earlier = [*seen, *((step.place.line, line) for line in screen)]
    for number, line in earlier:
        number_shown = type(solution) is int and _number_in(solution, line)
        cards_shown = (
            isinstance(solution, CardSet)
            and solution
            and all(str(card) in line for card in solution)
        )
        if number_shown or cards_shown:
            return f"the answer {solution} stands in '{line}' (line {number})"
    if posed.answer_type not in ("yes_no", "choice"):
        return None
    # A verdict is given away when the sentence that states it was read before.
    stated = render(posed.explanation, "en")
    for number, line in seen:
        if stated and line == stated[-1]:
            return f"its answer, '{line}', was shown at line {number}"
    return None


def check_lesson(lesson: Lesson, judge: KnockJudge | None = None) -> list[str]:
    """Problems found playing the lesson along every right path (empty when it is sound);
    ``judge`` answers its knock-or-wait questions (the coach's evaluator)."""
    problems = _translation_problems(lesson) + _wording_problems(lesson)
    try:
        start = LessonRunner(lesson, judge)
    except LessonError as error:
        return [*problems, str(error)]
    pending: list[tuple[LessonRunner, str, Seen]] = [(start, "", [])]
    paths = 0
    while pending:
        runner, path, seen = pending.pop()
        paths += 1
        try:
            while not runner.finished:
                _render_all(runner)
                step = runner.step
                if kind_of(step) in ("deal", "position") or getattr(step, "cards", None):
                    seen = []  # new cards: what was shown of the last ones is no clue
                screen = _lines(runner.view("en"), answered=False)
                if isinstance(step, AskStep) and not runner.solved:
                    assert runner.posed is not None
                    given = _given_away(step, runner.posed, seen, screen)
                    if given is not None:
                        problems.append(
                            f"{step.place}: the question gives nothing to find: {given}"
                        )
                    problems += _check_ask(runner, step)
                elif isinstance(step, TryStep) and not runner.solved:
                    found, moves = _check_try(runner, step)
                    problems += found
                    if not moves:
                        break
                    if step.goal != "layoffs" and paths + len(pending) < MAX_PATHS:
                        for other in moves[1:]:
                            twin = runner.clone()
                            twin.act(other)
                            pending.append((twin, f"{path} then '{other}'", list(seen)))
                    runner.act(moves[0])
                    continue
                _render_all(runner)
                line = step.place.line
                seen = [*seen, *((line, x) for x in screen)]
                seen += [(line, x) for x in _lines(runner.view("en"), answered=True)]
                runner.next()
        except TutorError as error:
            where = f" (on the path where you play{path})" if path else ""
            problems.append(f"{error}{where}")
        except Exception as error:  # an engine bug must not hide the other lessons' problems
            problems.append(
                f"{lesson.source}, line {runner.step.place.line}: the engine failed "
                f"({type(error).__name__}: {error})"
            )
    # The same problem on several paths is one problem.
    return list(dict.fromkeys(problems))


def check_catalogue(
    catalogue: Catalogue, coverage: bool = True, judge: KnockJudge | None = None
) -> Report:
    problems: list[str] = []
    for _, entry in catalogue.entries:  # in file order
        problems += [str(entry)] if isinstance(entry, LessonError) else check_lesson(entry, judge)
    if coverage:
        taught = {rule for lesson in catalogue.lessons for rule in lesson.rules}
        missing = [rule for rule in ALL_RULES if rule not in taught]
        if missing:
            problems.append(
                f"{catalogue.folder}: no lesson teaches {', '.join(missing)} (every rule R1-R32 "
                "needs a lesson)"
            )
    steps = sum(len(lesson.steps) for lesson in catalogue.lessons)
    files = len(catalogue.lessons) + len(catalogue.broken)
    return Report(files, steps, tuple(problems))


def check_folder(folder: Path, coverage: bool = True, judge: KnockJudge | None = None) -> Report:
    """Load and check every lesson of ``folder``."""
    return check_catalogue(load_folder(folder), coverage, judge)
