"""The Home page: a welcome, where the learner stands, what to do next, and their own link.

What next comes from what the other pages kept: the lesson left open or the first one not
done (opened with ``?lesson=<id>``), puzzles due for review, the puzzle of the day
(``?puzzle=<link>``) and a practice game to resume. The "move to another device" link
(``?learner=TOKEN``, the only address that names a profile) finds the learner again on another
device, which asks before it switches (tutor.ui.profile); a display name is optional.
"""

from __future__ import annotations

from datetime import UTC, date, datetime
from urllib.parse import urlencode, urlsplit, urlunsplit

import streamlit as st

from tutor.curriculum import Catalogue
from tutor.engine.errors import TutorError
from tutor.explain import text
from tutor.puzzles import daily_link
from tutor.puzzles.daily import daily_parts
from tutor.puzzles.progress import due_words
from tutor.stats import game_stats, lesson_standing
from tutor.stats.charts import kind_title
from tutor.store.schema import NAME_MAX
from tutor.ui import damage, learner, state
from tutor.ui.blocks import link, numbers, page_path
from tutor.ui.i18n import t, t_quoted
from tutor.ui.share import link_to_copy
from tutor.ui.snapshot import Snapshot, snapshot
from tutor.ui.views.lessons import LESSON_QUERY, catalogue, lesson_by_id
from tutor.ui.views.puzzles import LINK_QUERY

NAME_WIDGET = "home.name.widget"
NOTICE = "home.notice"  # (kind, message) after renaming: "success" or "error"
_NAME_WIDGET: state.Slot[str] = state.Slot(NAME_WIDGET, str)
_NOTICE: state.Slot[tuple[str, str]] = state.Slot(NOTICE, tuple)
NEXT_BOX = "gt-home-next"  # container keys the browser test looks in
LINK_BOX = "gt-home-link"


def personal_link(token: str, url: str | None) -> str:
    """The address that opens the app as this learner (``?learner=TOKEN``), on the page's own
    address when the browser sent it.

    >>> personal_link("abc", "https://club.example/gin/?lang=nl")
    'https://club.example/gin/?learner=abc'
    >>> personal_link("abc", None)
    '?learner=abc'
    """
    query = urlencode({learner.TOKEN_QUERY: token})
    if not url:
        return f"?{query}"
    parts = urlsplit(url)
    return urlunsplit((parts.scheme, parts.netloc, parts.path or "/", query, ""))


# ----------------------------------------------------------------------------- callbacks


def _rename() -> None:
    wanted = (_NAME_WIDGET.get() or "").strip()
    try:
        renamed = learner.store().rename_learner(learner.current(), wanted or None)
    except TutorError as error:  # a name the store refuses, quoted
        _NOTICE.set(("error", t_quoted("app.home.name_refused", error=error)))
        return
    learner.replace_current(renamed)
    _NOTICE.set(
        (
            "success",
            t_quoted("app.home.name_saved", name=renamed.name)
            if renamed.name
            else t("app.home.name_cleared"),
        )
    )


# ----------------------------------------------------------------------------- parts


def _greeting(data: Snapshot, name: str | None) -> None:
    if data.is_new:
        with st.container(border=True, key="gt-home-welcome"):
            st.subheader(t("app.home.welcome"))
            st.markdown(t("app.home.welcome_text"))
            st.markdown(t("app.home.welcome_steps"))
    elif name:
        st.markdown(t_quoted("app.home.back_named", name=name))
    else:
        st.markdown(t("app.home.back"))


def _standing(data: Snapshot, lessons: Catalogue | None) -> None:
    st.subheader(t("app.home.standing"))
    games = game_stats(data.games)
    items: list[tuple[str, str | int]] = []
    if lessons is not None:
        standing = lesson_standing([lesson.id for lesson in lessons.lessons], data.lessons)
        items.append((t("app.home.lessons"), f"{standing.done} / {standing.total}"))
        items.append((t("app.home.stars"), f"{standing.stars} / {standing.max_stars}"))
    items.append((t("app.home.rating"), round(data.puzzles.rating.rating)))
    items.append((t("app.home.games"), f"{games.won} / {games.played}"))
    numbers(items, "gt-home-standing")


def _next_lesson(data: Snapshot, lessons: Catalogue | None, lang: str) -> None:
    if lessons is None or not lessons.lessons:
        return
    opened = lesson_by_id(lessons, data.open_lesson) if data.open_lesson else None
    standing = lesson_standing([lesson.id for lesson in lessons.lessons], data.lessons)
    with st.container(border=True, key="gt-home-lesson"):
        if opened is not None:
            st.markdown(t("app.home.lesson_open", title=opened.title.get(lang)))
            link(
                "lessons",
                t("app.home.lesson_continue"),
                ":material/school:",
                {LESSON_QUERY: opened.id},
            )
            return
        following = lessons.get(standing.next_lesson) if standing.next_lesson else None
        if following is None:
            st.markdown(t("app.home.lessons_done", stars=standing.stars, most=standing.max_stars))
            link("lessons", t("app.home.lessons_again"), ":material/school:")
            return
        number = [lesson.id for lesson in lessons.lessons].index(following.id) + 1
        st.markdown(t("app.home.lesson_next", number=number, title=following.title.get(lang)))
        st.caption(following.summary.get(lang))
        link(
            "lessons", t("app.home.lesson_start"), ":material/school:", {LESSON_QUERY: following.id}
        )


def _game(data: Snapshot) -> None:
    if data.game_in_progress:
        with st.container(border=True, key="gt-home-game"):
            st.markdown(t("app.home.game_waiting"))
            link("practice", t("app.home.game_resume"), ":material/playing_cards:")
    elif not data.games and page_path("practice") is not None:
        with st.container(border=True, key="gt-home-game"):
            st.markdown(t("app.home.game_first"))
            link("practice", t("app.home.game_start"), ":material/playing_cards:")


def _reviews(data: Snapshot, now: datetime) -> None:
    due = data.due(now)
    if not any(due) and not data.puzzles.kinds:
        return  # nothing answered yet: the puzzle of the day invites them
    with st.container(border=True, key="gt-home-reviews"):
        if any(due):
            st.markdown(t("app.home.reviews_due", what=due_words(*due, state.language())))
            link("puzzles", t("app.home.reviews_open"), ":material/replay:")
        else:
            st.markdown(t("app.home.reviews_none"))
            link("puzzles", t("app.home.puzzles_more"), ":material/extension:")


def _daily(data: Snapshot, today: date, lang: str) -> None:
    rules = state.rules()
    puzzle = daily_link(today, rules)
    kind, level, _seed = daily_parts(today, rules)
    with st.container(border=True, key="gt-home-daily"):
        name = f"{kind_title(kind, lang)} · {text('puzzle.level', lang, level=level)}"
        st.markdown(t("app.home.daily", puzzle=name))
        if data.solved(puzzle):
            st.success(t("app.home.daily_solved"), icon=":material/check_circle:")
        link("puzzles", t("app.home.daily_open"), ":material/today:", {LINK_QUERY: puzzle})


def _next(data: Snapshot, lessons: Catalogue | None, lang: str) -> None:
    st.subheader(t("app.home.next"))
    with st.container(key=NEXT_BOX):
        _next_lesson(data, lessons, lang)
        _game(data)
        _reviews(data, datetime.now(UTC))
        _daily(data, date.today(), lang)


def _personal_link() -> None:
    me = learner.current()
    with st.expander(t("app.home.link_title"), expanded=False, icon=":material/devices:"):
        with st.container(key=LINK_BOX):
            st.markdown(t("app.home.link_text"))
            link_to_copy(personal_link(me.token, st.context.url), "home-device")
            st.caption(t("app.home.link_private"))
        _NAME_WIDGET.setdefault(me.name or "")
        with st.form("home.name", border=False):
            st.text_input(
                t("app.home.name"),
                key=NAME_WIDGET,
                max_chars=NAME_MAX,
                placeholder=t("app.home.name_placeholder"),
                help=t("app.home.name_help"),
            )
            st.form_submit_button(t("app.home.name_save"), on_click=_rename)
        notice = _NOTICE.take()
        if notice:
            kind, message = notice
            (st.success if kind == "success" else st.error)(message)


def render() -> None:
    lang = state.language()
    st.title(t("app.home.title"))
    data = snapshot()
    try:
        lessons: Catalogue | None = catalogue()
    except TutorError as error:  # no lessons folder at all: the rest still shows
        lessons = None
        st.warning(t_quoted("app.damaged", error=error), icon=":material/warning:")
    _greeting(data, learner.current().name)
    damage.warn_all(data.problems, lang)
    _standing(data, lessons)
    _next(data, lessons, lang)
    _personal_link()
