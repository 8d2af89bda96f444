"""The Puzzles page: a puzzle near the learner's level (of a chosen kind, or the app chooses),
the puzzle of the day, answers by clicking cards or choosing, the engine's feedback in the
learner's language, the rating going up or down, and "again" for a missed puzzle.

Everything about the puzzle comes from ``tutor.puzzles``; this page only draws it and keeps
the learner's :class:`~tutor.puzzles.Progress` in the session. The URL carries the puzzle's
link (``?puzzle=can-knock/2/12345``), so a shared link reopens the same puzzle.
"""

from __future__ import annotations

import logging
import os
import random
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import UTC, date, datetime
from typing import Any

import streamlit as st

from tutor.engine.cards import Card, CardSet, Suit
from tutor.engine.errors import TutorError
from tutor.engine.events import reason
from tutor.engine.meld_reasons import not_a_meld
from tutor.engine.rules import PRESETS
from tutor.explain import MELD_SEPARATOR, cards_text, say, text
from tutor.puzzles import KINDS, Grade, Progress, Puzzle, daily_link, grade, open_link, title
from tutor.puzzles.api import pose, question
from tutor.puzzles.links import parse_link
from tutor.puzzles.progress import due_words
from tutor.puzzles.rating import Rating
from tutor.questions import Ladder, ladder
from tutor.ui import damage, learner, state
from tutor.ui.cards import CardGroup, cards_markdown, inked, row_html
from tutor.ui.i18n import preset_name, shown, t, t_quoted, t_shown
from tutor.ui.literal import notation
from tutor.ui.share import copy_button, page_address
from tutor.ui.table import card_table, intent_of
from tutor.ui.table import view as table_view
from tutor.ui.table.model import Look as TableLook
from tutor.ui.table.model import judge, pick_data, toggle

PROGRESS = "puzzles.progress"
log = logging.getLogger(__name__)
KEPT_KIND, KEPT_KEY = "puzzles.progress", "progress"  # in the learner's database
CURRENT = "puzzles.current"
RNG = "puzzles.rng"
PROBLEM = "puzzles.problem"
DAMAGED = "puzzles.damaged"  # a kept record that cannot be read, named once
KIND = state.Kept("puzzles.kind", "auto")
RULES_WIDGET = "puzzles.rules.widget"
LINK_QUERY = "puzzle"  # the query parameter that carries the puzzle's link
RATING_BOX = "gt-puzzle-rating"  # container key: the browser test reads the rating in it
FEEDBACK_BOX = "gt-puzzle-feedback"
WINNERS = ("knocker", "defender", "nobody")
PICK_TABLE = "puzzles.table"  # the card table the learner picks cards from
# The kinds answered by picking cards at the table: the answer's name, whether several cards
# may be picked, and the words that ask for them.
PICKS: dict[str, tuple[str, bool, str]] = {
    "can-knock": ("cards", True, "puzzle.ui.pick_knock"),
    "layoff": ("cards", True, "puzzle.ui.pick_layoffs"),
    "best-discard": ("card", False, "puzzle.ui.pick_discard"),
    "best-melds": ("meld", True, "puzzle.ui.pick_meld"),
}


@dataclass(frozen=True, slots=True)
class Current:
    """The puzzle on the page and what happened to it in this session."""

    link: str
    review: str | None = None  # the key of the due review item it answers
    daily: str | None = None  # the date, when it is the puzzle of the day
    retry: bool = False  # tried again after its answer was shown: not rated
    attempt: int = 0  # part of the widget keys, so each try starts with empty answers
    graded: Grade | None = None
    before: float | None = None  # the learner's rating before and after the answer
    after: float | None = None
    melds: tuple[int, ...] = ()  # best-melds: the melds built so far, as card masks
    hints: int = 0  # hints of the ladder shown before the answer (each lowers the gain)
    unhinted: float | None = None  # what the answer would have moved the rating without hints

    @property
    def token(self) -> str:
        return f"{self.link}#{self.attempt}"


_PROGRESS: state.Slot[Progress] = state.Slot(PROGRESS, Progress)
_CURRENT: state.Slot[Current] = state.Slot(CURRENT, Current)
_RNG: state.Slot[random.Random] = state.Slot(RNG, random.Random)
_PROBLEM: state.Slot[str] = state.Slot(PROBLEM, str)
_DAMAGED: state.Slot[str] = state.Slot(DAMAGED, str)
_RULES_WIDGET: state.Slot[str] = state.Slot(RULES_WIDGET, str)


# ----------------------------------------------------------------------------- session


def progress() -> Progress:
    """The learner's ratings and review schedule, read from the database once per session."""
    value = _PROGRESS.get()
    if value is None:
        value = Progress()
        try:
            kept = learner.store().get_doc(learner.current(), KEPT_KIND, KEPT_KEY, parse=_kept)
            if kept is not None:
                value = kept.data
        except TutorError as error:  # a damaged record: say so once, start afresh
            _DAMAGED.set(damage.sentence(error, state.language()))
        _PROGRESS.set(value)
    return value


def _kept(data: Any) -> Progress:
    return Progress.from_json(data) if data else Progress()


def current() -> Current | None:
    return _CURRENT.get()


def _rng() -> random.Random:
    return _RNG.setdefault(random.Random(int.from_bytes(os.urandom(8), "big")))


def _now() -> datetime:
    return datetime.now(UTC)


def _show(now: Current) -> None:
    _CURRENT.set(now)
    _PROBLEM.clear()
    st.query_params[LINK_QUERY] = now.link


def _key(cur: Current, name: str) -> str:
    return f"puzzles.answer.{cur.token}.{name}"


def _answer(cur: Current, name: str) -> Any:
    """The value of one answer widget of the puzzle on the page (any widget's type)."""
    widget: state.Slot[Any] = state.Slot(_key(cur, name), object)
    return widget.get()


# ----------------------------------------------------------------------------- callbacks


def _new_puzzle() -> None:
    kind = KIND.get()
    rules = state.rules()
    chosen = kind if kind in KINDS and KINDS[kind].supports(rules) else None
    pick = progress().next_puzzle(_now(), _rng(), kind=chosen, rules=rules)
    _show(Current(pick.puzzle.link, review=pick.review))


def _kind_changed() -> None:
    KIND.take()
    _new_puzzle()


def _rules_changed() -> None:
    chosen = _RULES_WIDGET.get()
    if chosen is not None:
        state.set_rules_name(chosen)
    _new_puzzle()


def _daily() -> None:
    today = date.today()
    _show(Current(daily_link(today, state.rules()), daily=today.isoformat()))


def _again() -> None:
    cur = current()
    if cur is not None:
        _show(Current(cur.link, review=None, daily=cur.daily, retry=True, attempt=cur.attempt + 1))


def _add_meld() -> None:
    cur = current()
    if cur is None:
        return
    picked = CardSet.parse(" ".join(_answer(cur, "meld") or []))
    if picked:
        _CURRENT.set(replace(cur, melds=(*cur.melds, picked.mask)))
    picker: state.Slot[list[str]] = state.Slot(_key(cur, "meld"), list)
    picker.set([])


def _clear_melds() -> None:
    cur = current()
    if cur is not None:
        _CURRENT.set(replace(cur, melds=()))


def _response(puzzle: Puzzle, cur: Current) -> Any:
    """The learner's answer, from the widgets, in the form the puzzle's grader reads."""
    value: Callable[[str], Any] = lambda name: _answer(cur, name)  # noqa: E731
    if puzzle.kind == "can-knock":
        return {"knock_discards": list(value("cards") or [])}
    if puzzle.kind == "best-discard":
        return value("card") or ""
    if puzzle.kind == "deadwood":
        return "" if value("number") is None else int(value("number"))
    if puzzle.kind == "best-melds":
        return [[str(c) for c in CardSet(m)] for m in cur.melds]
    if puzzle.kind == "layoff":
        number = value("number")
        return {"layoffs": list(value("cards") or []), "deadwood": "" if number is None else number}
    winner = value("winner") or ""
    points = value("number")
    return {"winner": None if winner == "nobody" else winner, "points": points or 0}


def _puzzle(link: str) -> Puzzle:
    """The puzzle of ``link`` with its own rating, as every learner's answers moved it."""
    puzzle = open_link(link)
    try:
        played = learner.store().puzzle_rating(link)
    except TutorError:  # the database failed: the estimate will do for now
        log.exception("the rating of puzzle %s could not be read", link)
        return puzzle
    return puzzle if played is None else replace(puzzle, played=played["rating"])


def _rate_the_puzzle(puzzle: Puzzle, before: Progress, correct: bool, hints: int) -> None:
    """Move the puzzle's own rating by this learner's rated answer."""

    def moved(now: dict[str, float] | None) -> dict[str, float]:
        start = None if now is None else Rating(now["rating"], now["rd"], now["volatility"])
        return before.played_rating(puzzle, start, correct, hints).to_json()

    try:
        learner.store().rate_puzzle(puzzle.link, moved)
    except TutorError:  # the learner's own answer is kept; the shared rating waits
        log.exception("the rating of puzzle %s could not be written", puzzle.link)


def _submit() -> None:
    cur = current()
    if cur is None:
        return
    puzzle = _puzzle(cur.link)
    try:
        graded = grade(puzzle, _response(puzzle, cur))
    except TutorError as error:
        _PROBLEM.set(str(error))
        return
    _PROBLEM.clear()
    _recorded(puzzle, cur, graded, graded.correct)


def _recorded(puzzle: Puzzle, cur: Current, graded: Grade, correct: bool) -> None:
    """Keep an answer (a solve after ``cur.hints`` hints, or a miss) and show its grade."""
    before = progress()
    when = _now()

    def recorded(data: dict[str, Any]) -> dict[str, Any]:
        kept = Progress.from_json(data) if data else before
        return kept.record(puzzle, correct, when, not cur.retry, cur.hints).to_json()

    # Stored the moment it is given, on top of whatever another tab stored meanwhile.
    try:
        done = learner.afresh(
            KEPT_KIND,
            KEPT_KEY,
            lambda: learner.update(KEPT_KIND, KEPT_KEY, recorded, default={}, parse=_kept),
        )
        after = Progress.from_json(done.result)
        if done.set_aside is not None:  # the damaged progress waits for repair
            _DAMAGED.set(damage.sentence(done.set_aside, state.language(), set_aside=True))
    except TutorError as error:  # the database failed: this session only
        _DAMAGED.set(damage.sentence(error, state.language(), unsaved=True))
        after = before.record(puzzle, correct, when, not cur.retry, cur.hints)
    if not cur.retry:
        _rate_the_puzzle(puzzle, before, correct, cur.hints)
    learner.record(
        "puzzles.attempt",
        {
            "link": cur.link,
            "kind": puzzle.kind,
            "correct": correct,
            "hints": cur.hints,
            "rating_before": before.rating.rating,
            "rating_after": after.rating.rating,
        },
    )
    _PROGRESS.set(after)
    _CURRENT.set(
        replace(
            cur,
            graded=graded,
            before=before.rating.rating,
            after=after.rating.rating,
            unhinted=before.change(puzzle, correct),
        )
    )


def _hint() -> None:
    """The next hint of the ladder; the last one shows the answer, kept as a miss."""
    cur = current()
    if cur is None or cur.graded is not None:
        return
    puzzle = _puzzle(cur.link)
    asked = pose(puzzle)
    steps = ladder(asked)
    if cur.hints < steps.hints:
        _CURRENT.set(replace(cur, hints=cur.hints + 1))
        return
    shown = Grade(False, False, (reason("hint.answer_shown", ""),), asked.explanation)
    _PROBLEM.clear()
    _recorded(puzzle, cur, shown, correct=False)


# ----------------------------------------------------------------------------- drawing


def _hand_groups(cards: CardSet) -> list[CardGroup]:
    """The learner's cards by suit, in rank order: never sorted into melds (that would answer
    the question)."""
    groups = []
    for suit in Suit:
        of_suit = tuple(c for c in cards.sorted_by_rank() if c.suit is suit)
        if of_suit:
            groups.append(CardGroup(of_suit))
    return groups


def _picked(cur: Current, name: str) -> list[Card]:
    value = _answer(cur, name)
    if isinstance(value, str):
        value = [value] if value else []
    return [Card.parse(str(v)) for v in value or []]


def _pick_table(puzzle: Puzzle, cur: Current, lang: str, four_colour: bool) -> None:
    """The learner's cards at the card table, picked by clicking them (the answer)."""
    name, multi, asks = PICKS[puzzle.kind]
    used = 0
    for mask in cur.melds:
        used |= mask
    free = [c for c in puzzle.cards if not used & c.bit]
    look = TableLook(
        lang, four_colour, state.card_back(), state.table_colour(), table_view.sort_choice()
    )
    data = pick_data(
        puzzle.cards,
        look,
        _picked(cur, name),
        multi=multi,
        pickable=free,
        raised=puzzle.taken,
        prompt=t(asks),
    )
    card_table(data, PICK_TABLE, _on_pick)


def _on_pick() -> None:
    """A click on a card toggles it in the answer; the sort buttons sort the hand."""
    cur = current()
    if cur is None or cur.graded is not None:
        return
    puzzle = _puzzle(cur.link)
    answer = judge(intent_of(PICK_TABLE), None, state.language())
    if answer.view is None or puzzle.kind not in PICKS:
        return
    if answer.view.kind != "pick" or answer.view.card is None:
        table_view.change(answer.view, PICK_TABLE, cur.link)
        return
    name, multi, _ = PICKS[puzzle.kind]
    picked = toggle(_picked(cur, name), answer.view.card, multi)
    value: object = [str(c) for c in picked] if multi else (str(picked[0]) if picked else "")
    answer_slot: state.Slot[object] = state.Slot(_key(cur, name), object)
    answer_slot.set(value)


def _position(puzzle: Puzzle, lang: str, four_colour: bool) -> None:
    for line in question(puzzle, lang):
        st.markdown(inked(notation(line), four_colour))
    if puzzle.spread:
        groups = [
            CardGroup(
                tuple(m.cards.sorted_by_rank()),
                meld=n,
                caption=text(f"ui.group.{m.kind.value}", lang),
            )
            for n, m in enumerate(puzzle.spread)
        ]
        if puzzle.knocker_deadwood:
            caption = text("ui.group.deadwood", lang, points=puzzle.knocker_deadwood.points)
            groups.append(
                CardGroup(tuple(puzzle.knocker_deadwood.sorted_by_rank()), caption=caption)
            )
        label = t("puzzle.ui.knocker_melds")
        st.caption(label)
        st.html(row_html(groups, lang, four_colour=four_colour, label=label))
    label = t("puzzle.ui.your_cards")
    st.caption(label)
    cur = current()
    if puzzle.kind in PICKS and cur is not None and cur.graded is None:
        _pick_table(puzzle, cur, lang, four_colour)
        return
    taken = [puzzle.taken] if puzzle.taken is not None else []
    note = t("puzzle.ui.taken_note")
    st.html(
        row_html(
            _hand_groups(puzzle.cards),
            lang,
            four_colour=four_colour,
            raised=taken,
            notes=dict.fromkeys(taken, note),
            label=label,
        )
    )


def _answer_widgets(puzzle: Puzzle, cur: Current, lang: str) -> None:
    kind = puzzle.kind
    if kind in PICKS and kind != "best-melds":
        picked = _picked(cur, PICKS[kind][0])
        named = cards_markdown(picked, lang, state.four_colour()) or t("table.none_picked")
        st.markdown(t("table.picked_cards", cards=named))
    if kind in ("deadwood", "layoff"):
        label = t("puzzle.ui.deadwood_input" if kind == "deadwood" else "puzzle.ui.left_input")
        st.number_input(
            label, min_value=0, max_value=200, step=1, value=None, key=_key(cur, "number")
        )
    if kind == "best-melds":
        _meld_builder(puzzle, cur, lang)
    if kind == "score":
        st.radio(
            t("puzzle.ui.winner"),
            WINNERS,
            format_func=lambda w: text(f"puzzle.ui.side.{w}", lang),
            horizontal=True,
            index=None,
            key=_key(cur, "winner"),
        )
        st.number_input(
            t("puzzle.ui.points"),
            min_value=0,
            max_value=1000,
            step=1,
            value=None,
            key=_key(cur, "number"),
        )
    st.button(t("puzzle.ui.submit"), type="primary", on_click=_submit, key=_key(cur, "submit"))
    _hints(puzzle, cur, lang)


HINTS_BOX = "gt-puzzle-hints"


def _gain(puzzle: Puzzle, hints: int) -> int:
    """The rating a solve gains after ``hints`` hints, as the page shows it."""
    return round(progress().change(puzzle, True, hints))


def _hint_cost(puzzle: Puzzle, cur: Current, steps: Ladder) -> str:
    """What the next hint costs, said before it is asked."""
    if cur.retry:
        return t("hint.cost.unrated")
    if cur.hints >= steps.hints:
        return t("hint.cost.miss", loss=round(progress().change(puzzle, False)))
    return t("hint.cost.gain", gain=_gain(puzzle, cur.hints + 1), now=_gain(puzzle, cur.hints))


def _hints(puzzle: Puzzle, cur: Current, lang: str) -> None:
    """The hint ladder: the hints shown so far, what a solve gains now, and the next hint
    with its cost on its button."""
    steps = ladder(pose(puzzle))
    four_colour = state.four_colour()
    with st.container(key=HINTS_BOX):
        for number in range(1, cur.hints + 1):
            rung = steps.rung(number)
            head = t("hint.next", number=number, total=len(steps), step=t(f"hint.step.{rung.step}"))
            lines = [inked(notation(say(r, lang)), four_colour) for r in rung.reasons]
            st.info(
                "\n".join([f"**{head}**", *(f"- {line}" for line in lines)]),
                icon=":material/lightbulb:",
            )
        named = ", ".join(t(f"hint.step.{rung.step}") for rung in steps.rungs)
        if cur.retry:
            cost = t("hint.cost.puzzle_unrated")
        else:
            cost = t("hint.cost.puzzle", now=_gain(puzzle, cur.hints))
        st.caption(f"{t('hint.ladder', steps=named)} {cost}")
        coming = steps.rung(cur.hints + 1)
        label = t(
            "hint.next", number=cur.hints + 1, total=len(steps), step=t(f"hint.step.{coming.step}")
        )
        st.button(
            f"{label} ({_hint_cost(puzzle, cur, steps)})",
            on_click=_hint,
            key=_key(cur, "hint"),
            icon=":material/lightbulb:",
        )


def _meld_builder(puzzle: Puzzle, cur: Current, lang: str) -> None:
    used = 0
    for mask in cur.melds:
        used |= mask
    chosen = _picked(cur, "meld")
    picked = cards_markdown(chosen, lang, state.four_colour()) or t("table.none_picked")
    st.markdown(t("table.picked_cards", cards=picked))
    with st.container(horizontal=True):
        st.button(t("puzzle.ui.add_meld"), on_click=_add_meld, key=_key(cur, "add"))
        st.button(t("puzzle.ui.clear_melds"), on_click=_clear_melds, key=_key(cur, "clear"))
    # each group the learner made, meld or not, as the sentences write cards
    groups = MELD_SEPARATOR.join(cards_text(CardSet(m), lang) for m in cur.melds)
    st.markdown(t_shown("puzzle.ui.melds_so_far", melds=groups or t("puzzle.ui.no_melds")))
    # A group that is no meld is said at once, with the engine's reason (R6, R7).
    for mask in cur.melds:
        why = not_a_meld(CardSet(mask))
        if why is not None:
            st.warning(shown(say(why, lang)))


def _feedback(cur: Current, lang: str) -> None:
    graded = cur.graded
    assert graded is not None
    with st.container(key=FEEDBACK_BOX):
        four_colour = state.four_colour()
        lines = [inked(notation(say(r, lang)), four_colour) for r in graded.feedback]
        (st.success if graded.correct else st.error)(lines[0])
        rest = lines[1:] + [inked(notation(say(r, lang)), four_colour) for r in graded.explanation]
        st.markdown("\n".join(f"- {line}" for line in rest))
        if cur.retry:
            st.caption(t("puzzle.ui.retry_note"))
        elif graded.correct and cur.hints and cur.before is not None:
            gain = round((cur.after or cur.before) - cur.before)
            full = round(cur.unhinted or 0.0)
            st.caption(t("hint.solved", hints=cur.hints, gain=gain, full=full))
        with st.container(horizontal=True):
            if not graded.correct:
                st.button(t("puzzle.ui.again"), on_click=_again, key=_key(cur, "again"))
            st.button(
                t("puzzle.ui.next"), type="primary", on_click=_new_puzzle, key=_key(cur, "next")
            )


def _rating(cur: Current | None, puzzle: Puzzle) -> None:
    mine = progress()
    delta = None
    if cur is not None and cur.graded is not None and cur.before is not None and not cur.retry:
        delta = round((cur.after or cur.before) - cur.before)
    with st.container(key=RATING_BOX):
        st.metric(_rating_label(mine.rating), round(mine.rating.rating), delta=delta)
    kind = mine.kind(puzzle.kind).rating
    # The puzzle's own rating is said under its title, with where it comes from.
    st.caption(f"{_rating_label(kind, 'puzzle.ui.kind_rating')}: {round(kind.rating)}")


def _rating_label(rating: Rating, code: str = "puzzle.ui.rating") -> str:
    """ "Your rating", or "Your rating (provisional)" while it is still uncertain."""
    label = t(code)
    return f"{label} ({t('puzzle.ui.provisional')})" if rating.provisional else label


def _dashboard(lang: str) -> None:
    board = progress().dashboard(_now())
    with st.expander(t("puzzle.ui.progress")):
        rows = [
            {
                t("puzzle.ui.col.kind"): text(f"puzzle.kind.{name}", lang),
                t("puzzle.ui.col.attempts"): numbers["attempts"],
                t("puzzle.ui.col.success"): f"{numbers['success_rate']:.0%}",
                t("puzzle.ui.col.rating"): round(numbers["rating"])
                if not numbers["provisional"]
                else f"{round(numbers['rating'])}?",
            }
            for name, numbers in board["kinds"].items()
        ]
        if rows:
            st.table(rows, hide_index=True)
        if board["strongest"] is not None:
            st.caption(
                t(
                    "puzzle.ui.strengths",
                    strongest=text(f"puzzle.kind.{board['strongest']}", lang),
                    weakest=text(f"puzzle.kind.{board['weakest']}", lang),
                )
            )
        st.caption(t("puzzle.ui.due", what=due_words(*progress().due_counts(_now()), lang)))


def _controls(lang: str) -> None:
    rules = state.rules()
    kinds = ["auto", *(k for k, spec in KINDS.items() if spec.supports(rules))]
    if KIND.get() not in kinds:
        KIND.set("auto")
    KIND.mirror()
    _RULES_WIDGET.set(state.rules_name())
    with st.container(horizontal=True):
        st.selectbox(
            t("puzzle.ui.kind"),
            kinds,
            format_func=lambda k: text(
                "puzzle.ui.any_kind" if k == "auto" else f"puzzle.kind.{k}", lang
            ),
            key=KIND.widget,
            on_change=_kind_changed,
        )
        st.selectbox(
            t("ui.rules.label"),
            list(PRESETS),
            format_func=lambda name: preset_name(name, lang),
            key=RULES_WIDGET,
            on_change=_rules_changed,
        )
    with st.container(horizontal=True):
        st.button(t("puzzle.ui.new"), on_click=_new_puzzle)
        st.button(t("puzzle.ui.daily"), on_click=_daily, icon=":material/today:")


def _opened() -> Current | None:
    """The puzzle to show: the one the URL names when it changed, else the current one, else a
    new one near the learner's level."""
    cur = current()
    asked = st.query_params.get(LINK_QUERY)
    if asked and (cur is None or asked != cur.link):
        try:
            open_link(asked)
        except TutorError as error:
            st.error(t_quoted("puzzle.ui.bad_link", error=error), icon=":material/error:")
        else:
            cur = Current(asked)
            _show(cur)
    if cur is None:
        _new_puzzle()
        cur = current()
    return cur


def render() -> None:
    lang = state.language()
    four_colour = state.four_colour()
    st.title(t("puzzle.ui.title"))
    st.caption(t("puzzle.ui.intro"))
    progress()
    damaged = _DAMAGED.take()
    if damaged:  # named once
        st.warning(damaged, icon=damage.ICON)
    _controls(lang)
    cur = _opened()
    if cur is None:
        return
    puzzle = _puzzle(cur.link)
    _rating(cur, puzzle)
    st.subheader(title(puzzle, lang))
    if cur.daily:
        st.info(t("puzzle.ui.daily_badge", date=cur.daily), icon=":material/today:")
    elif cur.review:
        st.info(t("puzzle.ui.review_badge"), icon=":material/replay:")
    # The puzzle's number in words, and its whole address to copy: never a bare slug.
    st.caption(t("puzzle.ui.link", number=parse_link(puzzle.link)[2]))
    if puzzle.played is None:
        st.caption(t("puzzle.ui.rating_estimated", rating=puzzle.rating))
    else:
        st.caption(t("puzzle.ui.rating_played", rating=puzzle.rating))
    copy_button(page_address("puzzles", {LINK_QUERY: puzzle.link}), "puzzle")
    _position(puzzle, lang, four_colour)
    if cur.graded is None:
        _answer_widgets(puzzle, cur, lang)
        problem = _PROBLEM.get()
        if problem:
            st.error(t_quoted("puzzle.ui.bad_answer", error=problem), icon=":material/error:")
    else:
        _feedback(cur, lang)
    _dashboard(lang)
