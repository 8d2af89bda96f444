"""The Lessons page: the path of lessons with their stars, and one lesson at a time.

Thin by design: :class:`tutor.curriculum.LessonRunner` holds the lesson and grades every
answer with the engine; this page only draws the runner's view (cards, question, feedback,
the engine's explanation) in the learner's language and passes clicks back. A lesson file
that cannot be loaded shows as an error card on the path; the other lessons still work.
``?lesson=<id>`` opens a lesson (the Rules page links here that way).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

import streamlit as st

from tutor.bot.weigh import weigh_knock  # the coach answers the knock-or-wait questions
from tutor.curriculum import (
    Catalogue,
    Lesson,
    LessonRunner,
    Progress,
    StepView,
    lessons_dir,
    load_folder,
)
from tutor.curriculum.chapters import chapters_of
from tutor.curriculum.quiz import PREFIX as QUIZ_PREFIX
from tutor.curriculum.quiz import quiz_of
from tutor.curriculum.runner import HintView, ShowdownView, TableView
from tutor.curriculum.table import YOU
from tutor.engine.actions import (
    Action,
)
from tutor.engine.cards import Card
from tutor.engine.errors import LessonError, TutorError
from tutor.engine.melds import Meld, MeldKind
from tutor.engine.state import Phase
from tutor.explain import text
from tutor.store import DamagedRecord, extend_doc
from tutor.ui import damage, learner, state
from tutor.ui.cards import (
    CardGroup,
    arrangement_groups,
    card_html,
    card_markdown,
    cards_markdown,
    inked,
    row_html,
)
from tutor.ui.i18n import shown_as_written, t, t_quoted, t_shown
from tutor.ui.literal import literal, notation
from tutor.ui.table import card_table, intent_of
from tutor.ui.table import view as table_view
from tutor.ui.table.model import Look as TableLook
from tutor.ui.table.model import Table, judge, seen_moves, table_data

log = logging.getLogger(__name__)

LESSON_QUERY = "lesson"  # ?lesson=knock opens that lesson
OPEN = "lessons.open"  # the id of the open lesson, or None on the path
RUNNER = "lessons.runner"  # the LessonRunner of the open lesson
PROGRESS = "lessons.progress"  # Progress.to_json() of this learner
RESUMED = "lessons.resumed"  # the lesson left open last time was looked for
KEPT_KIND, KEPT_PROGRESS, KEPT_OPEN = "curriculum.progress", "progress", "open"
RECORDED = "lessons.recorded"  # the open lesson's finish is already in the progress
ERROR = "lessons.error"  # a lesson that failed while running (shown once as an error card)
NOTICE = "lessons.notice"  # a short message about the learner's input
DAMAGED = "lessons.damaged"  # records that cannot be read, named once at the next run
OPEN_SEEN = "lessons.open.seen"  # the kept open lesson's version this tab last read or wrote
LIVE_TABLE = "lessons.table"  # the card table of a ``try`` step
# played at the card table: a turn, and the defender's layoffs onto the knocker's melds
LIVE_PHASES = (Phase.OFFER, Phase.DRAW, Phase.DISCARD, Phase.LAYOFF)
STAR, NO_STAR = "★", "☆"
_OPEN: state.Slot[str] = state.Slot(OPEN, str)
_RUNNER: state.Slot[LessonRunner] = state.Slot(RUNNER, LessonRunner)
_PROGRESS: state.Slot[dict[str, Any]] = state.Slot(PROGRESS, dict)
_RECORDED: state.Slot[bool] = state.Slot(RECORDED, bool)
_ERROR: state.Slot[str] = state.Slot(ERROR, str)
_NOTICE: state.Slot[str] = state.Slot(NOTICE, str)
_DAMAGED: state.Slot[list[str]] = state.Slot(DAMAGED, list)
_OPEN_SEEN: state.Slot[int] = state.Slot(OPEN_SEEN, int)


# ----------------------------------------------------------------------------- data


def _signature(folder: Path) -> tuple[tuple[str, float, int], ...]:
    """What changes when an author edits a lesson: names, times and sizes of the files."""
    files = sorted(p for p in folder.glob("*.y*ml") if p.is_file())
    return tuple((p.name, p.stat().st_mtime, p.stat().st_size) for p in files)


@st.cache_resource(show_spinner=False, max_entries=8)
def _load(folder: str, signature: tuple[tuple[str, float, int], ...]) -> Catalogue:
    # Lessons are frozen records, safe to share between sessions; an edit changes the key.
    return load_folder(Path(folder))


def catalogue() -> Catalogue:
    """The lessons of the folder in use (``--lessons DIR`` of ``tutor serve`` included)."""
    folder = lessons_dir()
    return _load(str(folder), _signature(folder))


@st.cache_resource(show_spinner=False, max_entries=8)
def _quizzes(folder: str, signature: tuple[tuple[str, float, int], ...]) -> dict[str, Lesson]:
    # Built from the lessons once per edit of the folder, like the lessons themselves.
    chapters = chapters_of(_load(folder, signature).lessons)
    quizzes = (quiz_of(c, weigh_knock) for c in chapters)
    return {quiz.chapter: quiz for quiz in quizzes if quiz is not None}


def quizzes() -> dict[str, Lesson]:
    """Each chapter's quiz, by chapter id (a chapter with too few questions has none)."""
    folder = lessons_dir()
    return _quizzes(str(folder), _signature(folder))


def lesson_by_id(catalogue_now: Catalogue, lesson_id: str) -> Lesson | None:
    """A lesson of the folder or a chapter's quiz, found by its id (an address, a resume)."""
    found = catalogue_now.get(lesson_id)
    if found is None and lesson_id.startswith(QUIZ_PREFIX):
        found = quizzes().get(lesson_id.removeprefix(QUIZ_PREFIX))
    return found


def progress() -> Progress:
    """The learner's stars, read from the database once per session."""
    kept = _PROGRESS.get()
    if kept is None:
        try:
            doc = learner.store().get_doc(
                learner.current(), KEPT_KIND, KEPT_PROGRESS, parse=Progress.from_json
            )
            kept = {} if doc is None else doc.data.to_json()
        except learner.StoreError as error:  # a damaged record: say so once, start afresh
            _damaged(error)
            kept = {}
        _PROGRESS.set(kept)
    try:
        return Progress.from_json(kept)
    except TutorError:
        log.exception("damaged lesson progress was reset")
        _PROGRESS.set({})
        return Progress()


def _damaged(
    error: learner.StoreError | DamagedRecord, *, unsaved: bool = False, set_aside: bool = False
) -> None:
    """Name a record that cannot be read once, at the top of the page's next run."""
    said = damage.sentence(error, state.language(), unsaved=unsaved, set_aside=set_aside)
    _DAMAGED.setdefault([]).append(said)


def _keep_open_lesson() -> None:
    """Store the open lesson's inputs after every click, so it resumes where it was.

    Written onto the newest kept copy: a tab whose inputs the kept copy already holds (and
    more, from another tab) leaves it; otherwise this latest click is where to resume.
    """
    runner = _runner()
    if runner is None:
        return
    mine = {"lesson": runner.lesson.id, "log": runner.log}
    try:
        done = learner.afresh(
            KEPT_KIND,
            KEPT_OPEN,
            lambda: extend_doc(
                learner.store(),
                learner.current(),
                KEPT_KIND,
                KEPT_OPEN,
                mine,
                log="log",
                same=("lesson",),
                seen=_OPEN_SEEN.get(),
                prefer_mine=True,
            ),
        )
    except learner.StoreError as error:  # the database failed: the lesson goes on here
        _damaged(error, unsaved=True)
        return
    if done.set_aside is not None:  # the damaged one waits for repair; this one is kept
        _damaged(done.set_aside, set_aside=True)
    _OPEN_SEEN.set(done.result.doc.version)


def _open_lesson(data: object) -> dict[str, object]:
    """A kept open lesson as stored by :func:`_keep_open_lesson`, checked."""
    if not isinstance(data, dict) or not isinstance(data.get("log", []), list):
        raise ValueError(f"{data!r:.60} is not an open lesson")
    return data


def _kept() -> dict[str, Any] | None:
    """The open lesson as the learner left it (its id and inputs), if any; the version read
    is where this tab's next save starts from (``_keep_open_lesson``)."""
    try:
        doc = learner.store().get_doc(learner.current(), KEPT_KIND, KEPT_OPEN, parse=_open_lesson)
    except learner.StoreError as error:
        _damaged(error)
        return None
    if doc is None:
        return None
    _OPEN_SEEN.set(doc.version)
    return dict(doc.data)


def _where_left(lesson: Lesson) -> LessonRunner | None:
    """The one place that knows where a learner is in a lesson: its kept inputs replayed."""
    kept = _kept()
    if kept is None or kept.get("lesson") != lesson.id or not isinstance(kept.get("log"), list):
        return None
    try:
        return LessonRunner.replay(lesson, list(kept["log"]), weigh_knock)
    except TutorError as error:  # the lesson changed since: start it again
        log.warning("lesson %s could not resume: %s", lesson.id, error)
        return None


def _resume(catalogue_now: Catalogue) -> None:
    """Once per session: reopen the lesson the learner left, replaying their inputs."""
    if not state.first_time(RESUMED):
        return
    if _OPEN.get() or LESSON_QUERY in st.query_params:
        return  # the address names a lesson: render() opens it, where it was left
    kept = _kept()
    lesson = lesson_by_id(catalogue_now, str(kept.get("lesson"))) if kept else None
    runner = _where_left(lesson) if lesson is not None else None
    if lesson is None or runner is None:
        return
    _OPEN.set(lesson.id)
    _RECORDED.set(False)
    _RUNNER.set(runner)


def stars_text(stars: int) -> str:
    return STAR * stars + NO_STAR * (3 - stars)


# ----------------------------------------------------------------------------- callbacks


def _open(lesson: Lesson) -> None:
    _OPEN.set(lesson.id)
    _RECORDED.set(False)
    st.query_params[LESSON_QUERY] = lesson.id
    try:
        _RUNNER.set(_where_left(lesson) or LessonRunner(lesson, weigh_knock))
        _keep_open_lesson()
    except LessonError as error:  # the lesson's first step cannot be set up
        log.warning("lesson %s cannot start: %s", lesson.id, error)
        _RUNNER.clear()
        _ERROR.set(str(error))


def _close() -> None:
    learner.store().delete_doc(learner.current(), KEPT_KIND, KEPT_OPEN)
    _OPEN.clear()
    _ERROR.clear()
    _RUNNER.clear()
    if LESSON_QUERY in st.query_params:
        del st.query_params[LESSON_QUERY]


def _runner() -> LessonRunner | None:
    return _RUNNER.get()


def _guarded(action: str, call: Callable[[], object]) -> None:
    """Run a learner's click; a lesson that fails at run time is kept as an error to show."""
    try:
        call()
    except LessonError as error:
        log.warning("lesson failed on %s: %s", action, error)
        _ERROR.set(str(error))
    except TutorError as error:  # an input the runner cannot use: say so, keep the lesson
        _NOTICE.set(str(error))
    else:
        _keep_open_lesson()


def _answer(value: object) -> None:
    runner = _runner()
    if runner is not None:
        _guarded("answer", lambda: runner.answer(value))


def _widget(key: str) -> Any:
    """The value of an answer widget, whatever its type (the question reads it)."""
    answer: state.Slot[Any] = state.Slot(key, object)
    return answer.get()


def _answer_from(key: str) -> None:
    value = _widget(key)
    if value is None or value == []:
        _NOTICE.set(t("lesson.ui.nothing_chosen"))
        return
    _answer(value)  # read by the question itself (tutor.questions), whatever the widget gave


def _act(action: Action) -> None:
    runner = _runner()
    if runner is not None:
        _guarded("act", lambda: runner.act(action))


def _hint() -> None:
    runner = _runner()
    if runner is not None:
        _guarded("hint", runner.hint)


def _give_up() -> None:
    runner = _runner()
    if runner is not None:
        _guarded("give up", runner.give_up)


def _next() -> None:
    runner = _runner()
    if runner is not None:
        _guarded("next", runner.next)


# ----------------------------------------------------------------------------- drawing


def _cards_row(cards: tuple[Card, ...], lang: str, label: str, caption: str = "") -> None:
    if cards:
        group = CardGroup(cards, caption=caption)
        st.html(row_html([group], lang, four_colour=state.four_colour(), label=label))


def _melds_row(melds: tuple[Meld, ...], loose: tuple[Card, ...], lang: str, label: str) -> None:
    groups = [
        CardGroup(
            tuple(m.cards.sorted_by_rank() if m.kind is MeldKind.RUN else m.cards),
            meld=number,
            caption=text(f"ui.group.{m.kind.value}", lang),
        )
        for number, m in enumerate(melds)
    ]
    if loose:
        groups.append(CardGroup(loose, caption=text("lesson.ui.loose", lang)))
    if groups:
        st.html(row_html(groups, lang, four_colour=state.four_colour(), label=label))


def _backs(count: int, lang: str, label: str) -> None:
    backs = "".join(card_html(None, lang) for _ in range(count))
    st.html(
        f'<div class="gt-row" role="group" aria-label="{label}"><div class="gt-group">'
        f'<div class="gt-group-cards">{backs}</div></div></div>'
    )


def _showdown(view: ShowdownView, lang: str) -> None:
    if view.title:
        st.markdown(f"**{t_shown('lesson.ui.compare', spread=view.title)}**")
    who = {"you": t("lesson.choice.you"), "opponent": t("lesson.choice.opponent")}
    defender = "opponent" if view.knocker == "you" else "you"
    st.caption(t("lesson.ui.knocker", who=who.get(view.knocker or "", "")))
    _melds_row(view.knocker_melds, view.knocker_deadwood_cards, lang, t("lesson.ui.knocker_cards"))
    st.caption(t("lesson.ui.defender", who=who[defender]))
    _melds_row(
        view.defender_melds, view.defender_deadwood_cards, lang, t("lesson.ui.defender_cards")
    )
    four_colour = state.four_colour()
    if view.layoffs:
        laid = cards_markdown((card for card, _ in view.layoffs), lang, four_colour)
        st.caption(t("lesson.ui.laid_off", cards=laid))
    with st.container(key="gt-lesson-score"):
        st.markdown("\n".join(f"- {inked(notation(line), four_colour)}" for line in view.lines))


def _spread(view: TableView, cards: tuple[Card, ...], lang: str) -> None:
    """The knocker's cards as laid out: its melds, then its loose cards (R15)."""
    melded = {card for meld in view.spread for card in meld.cards}
    st.caption(t("lesson.ui.spread"))
    loose = tuple(card for card in cards if card not in melded)
    _melds_row(view.spread, loose, lang, t("lesson.ui.spread"))


def _table(view: TableView, lang: str) -> None:
    if view.showdown is not None:  # both hands are laid out: the showdown shows them
        _showdown(view.showdown, lang)
        return
    if view.opponent is not None and view.spread and view.knocker == "opponent":
        _spread(view, view.opponent, lang)
    elif view.opponent is not None:
        _cards_row(view.opponent, lang, t("lesson.ui.opponent"), t("lesson.ui.opponent"))
    elif view.opponent_count:
        _backs(view.opponent_count, lang, t("lesson.ui.opponent_hidden", count=view.opponent_count))
    if view.stock is not None or view.discard_pile:
        left, right = st.columns(2)
        with left:
            if view.discard_pile:
                label = t("lesson.ui.discard_pile")
                _cards_row(view.discard_pile[-1:], lang, label, label)
        with right:
            if view.stock is not None:
                st.caption(t("lesson.ui.stock", count=view.stock))
    if view.spread and view.knocker == "you":
        _spread(view, view.hand, lang)
    elif view.arrangement is not None:
        groups = arrangement_groups(view.arrangement, lang)
        label = t("lesson.ui.your_hand")
        st.html(row_html(groups, lang, four_colour=state.four_colour(), label=label))
    else:
        _cards_row(view.hand, lang, t("lesson.ui.your_hand"), t("lesson.ui.your_hand"))
    facts = []
    if view.knock_limit is None:
        facts.append(t("lesson.ui.only_gin"))
    elif view.phase is not None:
        facts.append(t("lesson.ui.limit", limit=view.knock_limit))
    if view.taken is not None:
        facts.append(t("lesson.ui.taken", card=view.taken))
    if facts:
        st.caption(inked(" · ".join(facts), state.four_colour()))


def _card_options(cards: tuple[Card, ...]) -> list[str]:
    return [str(c) for c in cards]


def _question(view: StepView, runner: LessonRunner, lang: str) -> None:
    question = view.question
    if question is None or view.solved:
        return
    key = f"lessons.q.{runner.lesson.id}.{view.index}"
    kind = question.answer_type
    if kind in ("yes_no", "choice"):
        columns = st.columns(len(question.options))
        for column, option in zip(columns, question.options, strict=True):
            value: object = option.value == "yes" if kind == "yes_no" else option.value
            column.button(
                inked(option.label, state.four_colour()),  # a card in it in its ink
                key=f"{key}.{option.value}",
                on_click=_answer,
                args=(value,),
                width="stretch",
            )
        return
    four_colour = state.four_colour()
    with st.form(key=f"{key}.form", border=False):
        if kind == "number":
            st.number_input(t("lesson.ui.number"), min_value=0, step=1, value=None, key=key)
        else:
            st.pills(
                t("lesson.ui.pick_one" if kind == "card" else "lesson.ui.pick"),
                _card_options(question.pick_from),
                selection_mode="single" if kind == "card" else "multi",
                format_func=lambda c: card_markdown(Card.parse(c), lang, four_colour),
                key=key,
            )
        st.form_submit_button(
            t("lesson.ui.check"),
            type="primary",
            on_click=_answer_from,
            args=(key,),
            key=f"{key}.check",
        )


def _live_hand(view: StepView, runner: LessonRunner) -> bool:
    """Whether this step is a move in a live hand that the card table plays."""
    hand = runner.table.state
    return (
        view.goal is not None
        and not view.solved
        and hand is not None
        and hand.phase in LIVE_PHASES
        and hand.to_move == YOU
    )


def _at_table(view: StepView, runner: LessonRunner) -> bool:
    """Whether this ``try`` step's hand is shown at the card table (playable or, once the
    move is made, as it stands)."""
    hand = runner.table.state
    return view.goal is not None and hand is not None and hand.phase in LIVE_PHASES


def _step_id(runner: LessonRunner) -> str:
    return f"{runner.lesson.id}/{runner.index}"


def _live_table(runner: LessonRunner, lang: str, playable: bool) -> None:
    """The live hand at the card table, as on Practice: the legal moves only, each judged by
    the engine and then by the step's goal; once the move is made, the hand as it stands."""
    hand = runner.table.state
    assert hand is not None
    look = TableLook(
        lang, state.four_colour(), state.card_back(), state.table_colour(), table_view.sort_choice()
    )
    table = Table(
        seat=YOU,
        order=table_view.kept_order(LIVE_TABLE, _step_id(runner)),
        raised=hand.taken if hand.phase is Phase.DISCARD else None,
        seen=seen_moves(hand.history[-2:], YOU),
        deal_id=_step_id(runner),
    )
    legal = hand.legal_actions() if playable else []
    card_table(table_data(hand, legal, look, table), LIVE_TABLE, _on_live_table)


def _on_live_table() -> None:
    runner = _runner()
    if runner is None:
        return
    hand = runner.table.state
    playable = hand if hand is not None and hand.to_move == YOU else None
    answer = judge(intent_of(LIVE_TABLE), playable, state.language())
    if answer.view is not None:
        table_view.change(answer.view, LIVE_TABLE, _step_id(runner))
    elif answer.refusal is not None:
        _NOTICE.set(answer.refusal)
    elif answer.action is not None:
        _act(answer.action)


def _feedback(view: StepView) -> None:
    if view.feedback_ok is None:
        return
    lines = [inked(notation(line), state.four_colour()) for line in view.feedback]
    box = st.success if view.feedback_ok else st.error
    head = t("lesson.ui.right") if view.feedback_ok else t("lesson.ui.wrong")
    with st.container(key="gt-lesson-feedback"):
        box("\n".join([f"**{head}**", *(f"- {line}" for line in lines)]))


def _step(runner: LessonRunner, lang: str) -> None:
    view = runner.view(lang)
    st.caption(t("lesson.ui.step", index=view.index + 1, total=view.total))
    st.progress((view.index + (1 if view.solved else 0)) / view.total)
    with st.container(key="gt-lesson-step"):
        if view.text:
            st.markdown(inked(view.text, state.four_colour()))  # the lesson's cards in ink
        if view.cards:
            _cards_row(view.cards, lang, t("ui.cards"))
        if view.melds:
            _melds_row(view.melds, (), lang, t("ui.cards"))
        if _at_table(view, runner):
            _live_table(runner, lang, _live_hand(view, runner))
        elif view.table is not None:
            _table(view.table, lang)
        if view.events:
            with st.expander(t("lesson.ui.what_happened"), expanded=True):
                events = (inked(notation(line), state.four_colour()) for line in view.events)
                st.markdown("\n".join(f"- {line}" for line in events))
        for compared in view.compare:
            _showdown(compared, lang)
    notice = _NOTICE.take()
    if notice:
        st.warning(shown_as_written(notice))  # the engine's reasons for a refused move
    _question(view, runner, lang)
    _feedback(view)
    _hints_given(view)
    if view.solved:
        if view.after:
            st.markdown(inked(view.after, state.four_colour()))
        last = view.index + 1 == view.total
        st.button(
            t("lesson.ui.finish" if last else "lesson.ui.next"),
            type="primary",
            key=f"lessons.next.{runner.lesson.id}.{view.index}",
            on_click=_next,
        )
    elif view.question is not None or view.goal is not None:
        left, right = st.columns(2)
        coming = view.next_hint
        left.button(
            _hint_label(coming) if coming is not None else t("lesson.ui.hint"),
            key=f"lessons.hint.{view.index}",
            on_click=_hint,
            disabled=coming is None,
            icon=":material/lightbulb:",
        )
        right.button(t("lesson.ui.give_up"), key=f"lessons.give_up.{view.index}", on_click=_give_up)
        steps = runner.ladder()
        if steps is not None:  # the ladder and its costs, before any hint is asked
            named = ", ".join(t(f"hint.step.{rung.step}") for rung in steps.rungs)
            st.caption(f"{t('hint.ladder', steps=named)} {t('hint.cost.lesson')}")


def _hint_label(coming: HintView) -> str:
    """ "Hint 1 of 3: the rule (costs 1 star)": the next hint and its cost, before it is asked."""
    label = t(
        "hint.next", number=coming.number, total=coming.total, step=t(f"hint.step.{coming.step}")
    )
    if coming.step == "answer":
        cost = (
            t("hint.cost.answer_star", stars=coming.cost)
            if coming.cost
            else t("hint.cost.answer_no_star")
        )
    else:
        cost = t("hint.cost.star", stars=coming.cost) if coming.cost else t("hint.cost.no_star")
    return f"{label} ({cost})"


def _hints_given(view: StepView) -> None:
    """Each hint given at this step, under its place on the ladder."""
    for number, (step, lines) in enumerate(view.hints_given, 1):
        head = t("hint.next", number=number, total=view.hints_total, step=t(f"hint.step.{step}"))
        inked_lines = (inked(notation(line), state.four_colour()) for line in lines)
        st.info(
            "\n".join([f"**{head}**", *(f"- {line}" for line in inked_lines)]),
            icon=":material/lightbulb:",
        )


def _finished(runner: LessonRunner, lessons: tuple[Lesson, ...]) -> None:
    result = runner.result()
    if not _RECORDED.get():
        progress()  # read what is kept before adding to it
        try:
            done = learner.afresh(
                KEPT_KIND,
                KEPT_PROGRESS,
                lambda: learner.update(
                    KEPT_KIND,
                    KEPT_PROGRESS,
                    lambda data: Progress.from_json(data).record(result).to_json(),
                    default={},
                    parse=Progress.from_json,
                ),
            )
            kept = done.result
            if done.set_aside is not None:  # the damaged stars wait for repair: say it now
                said = damage.sentence(done.set_aside, state.language(), set_aside=True)
                st.warning(said, icon=damage.ICON)
        except learner.StoreError as error:  # the database failed: stars this session
            _damaged(error, unsaved=True)
            kept = Progress.from_json(_PROGRESS.get() or {}).record(result)
            kept = kept.to_json()
        learner.record("curriculum.finished", {"lesson": result.lesson_id, "stars": result.stars})
        learner.store().delete_doc(learner.current(), KEPT_KIND, KEPT_OPEN)
        _PROGRESS.set(kept)
        _RECORDED.set(True)
    with st.container(key="gt-lesson-finished"):
        st.success(t("lesson.ui.finished", stars=result.stars), icon=":material/school:")
        st.markdown(f"## {stars_text(result.stars)}")
        st.caption(t("lesson.ui.mistakes", mistakes=result.mistakes, hints=result.hints))
    left, right = st.columns(2)
    left.button(t("lesson.ui.back"), on_click=_close, key="lessons.back.end")
    following = _after(runner.lesson, lessons)
    if following is not None:
        right.button(
            t("lesson.ui.next_lesson", title=following.title.get(state.language())),
            type="primary",
            on_click=_open,
            args=(following,),
        )


def _after(done: Lesson, lessons: tuple[Lesson, ...]) -> Lesson | None:
    """What the path offers next: the chapter's quiz after its last lesson, the next
    chapter's first lesson after a quiz, else the next lesson."""
    path: list[Lesson] = []
    for chapter in chapters_of(lessons):
        path += chapter.lessons
        quiz = quizzes().get(chapter.id)
        if quiz is not None:
            path.append(quiz)
    ids = [lesson.id for lesson in path]
    at = ids.index(done.id) + 1 if done.id in ids else len(ids)
    return path[at] if at < len(path) else None


def _lesson_page(runner: LessonRunner, catalogue_now: Catalogue, lang: str) -> None:
    st.button(
        t("lesson.ui.back"), on_click=_close, icon=":material/arrow_back:", key="lessons.back"
    )
    st.header(runner.lesson.title.get(lang))
    error = _ERROR.take()
    if error:
        st.error(f"{t('lesson.ui.broken')}\n\n{literal(error)}", icon=":material/error:")
        return
    if runner.finished:
        _finished(runner, catalogue_now.lessons)
        return
    _step(runner, lang)


def _path(catalogue_now: Catalogue, lang: str) -> None:
    """The lessons as a path: chapter by chapter, what is done and its stars, what is next."""
    st.header(t("lesson.ui.page"))
    st.markdown(t("lesson.ui.intro"))
    done = progress()
    if not catalogue_now.entries:
        st.info(t_quoted("lesson.ui.none", folder=str(catalogue_now.folder)))
    numbers = {id(entry): n for n, (_, entry) in enumerate(catalogue_now.entries, 1)}
    lessons = [e for _, e in catalogue_now.entries if not isinstance(e, LessonError)]
    following = next((lesson.id for lesson in lessons if not done.done(lesson.id)), None)
    for count, chapter in enumerate(chapters_of(lessons), 1):
        title = text(f"lesson.chapter.{chapter.id}", lang)
        st.subheader(t("lesson.ui.chapter", number=count, title=title))
        finished = [lesson.id for lesson in chapter.lessons if done.done(lesson.id)]
        stars = sum(done.stars(lesson.id) for lesson in chapter.lessons)
        st.caption(
            t(
                "lesson.ui.chapter_done",
                done=len(finished),
                lessons=len(chapter.lessons),
                stars=stars,
                most=3 * len(chapter.lessons),
            )
        )
        # The chapter the learner is in lies open; the others show how far they are.
        here = any(lesson.id == following for lesson in chapter.lessons)
        quiz = quizzes().get(chapter.id)
        code = "lesson.ui.chapter_lessons_quiz" if quiz else "lesson.ui.chapter_lessons"
        label = t(code, lessons=len(chapter.lessons))
        with st.expander(label, expanded=here):
            for lesson in chapter.lessons:
                _lesson_card(lesson, numbers[id(lesson)], done, lesson.id == following, lang)
            if quiz is not None:
                _lesson_card(quiz, None, done, False, lang)
    for name, entry in catalogue_now.entries:
        if isinstance(entry, LessonError):
            with st.container(border=True, key=f"gt-lesson-card-{numbers[id(entry)]}"):
                st.error(
                    f"**{literal(name)}**: {t('lesson.ui.broken')}\n\n{literal(entry)}",
                    icon=":material/error:",
                )


def _lesson_card(
    lesson: Lesson, number: int | None, done: Progress, up_next: bool, lang: str
) -> None:
    """A lesson on the path (``number`` None: a chapter's quiz)."""
    box = f"gt-lesson-card-{number}" if number is not None else f"gt-lesson-{lesson.id}"
    with st.container(border=True, key=box):
        title, stars = st.columns([4, 1])
        mark = f" · {t('lesson.ui.next_up')}" if up_next else ""
        name = lesson.title.get(lang) if number is None else f"{number}. {lesson.title.get(lang)}"
        title.markdown(f"**{name}**{mark}")
        stars.markdown(stars_text(done.stars(lesson.id)))
        st.caption(
            f"{lesson.summary.get(lang)} · {t('lesson.ui.rules', rules=', '.join(lesson.rules))}"
        )
        first = "lesson.ui.start" if number is not None else "lesson.ui.quiz_start"
        st.button(
            t("lesson.ui.again" if done.done(lesson.id) else first),
            key=f"lessons.start.{lesson.id}",
            on_click=_open,
            args=(lesson,),
            type="primary" if up_next else "secondary",
        )


def render() -> None:
    lang = state.language()
    try:
        catalogue_now = catalogue()
    except LessonError as error:  # no lessons folder at all
        st.header(t("lesson.ui.page"))
        st.error(literal(error), icon=":material/error:")
        return
    _resume(catalogue_now)
    progress()
    for said in dict.fromkeys(_DAMAGED.take() or []):
        st.warning(said, icon=damage.ICON)
    asked = st.query_params.get(LESSON_QUERY)
    if asked and asked != _OPEN.get():
        lesson = lesson_by_id(catalogue_now, str(asked))
        if lesson is not None:
            _open(lesson)
    runner = _runner() if _OPEN.get() else None
    failed = _ERROR.get()
    if runner is None and failed and _OPEN.get():
        _broken_lesson(str(failed))
    elif runner is None:
        _path(catalogue_now, lang)
    else:
        _lesson_page(runner, catalogue_now, lang)


def _broken_lesson(error: str) -> None:
    st.button(
        t("lesson.ui.back"), on_click=_close, icon=":material/arrow_back:", key="lessons.back"
    )
    st.error(f"{t('lesson.ui.broken')}\n\n{literal(error)}", icon=":material/error:")
