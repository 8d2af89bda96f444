"""The Scoresheet page: keep the score of a game at a real table (tutor.scoresheet).

The sheet lives in the session as plain data (``Sheet.to_json()``) under :data:`SHEET`, and
is kept in the learner's database as the same data (:data:`KEPT`) after every change, so a
reload or another device finds it again. Two tabs adding hands at once: a tab that is behind
shows the sheet as the other tab left it instead of writing over its hands (``extend_doc``).
Every change goes through a callback that reads its widgets,
asks ``tutor.scoresheet`` (which asks the engine to score entered cards) and leaves a message
for the next run: what was scored, or why the hand was not added, quoting the input.
"""

from __future__ import annotations

from typing import Any

import streamlit as st

from tutor.engine.rules import PRESETS
from tutor.explain import say, say_all, text
from tutor.rulebook.exhibits import showdown_groups
from tutor.scoresheet.chart import team_name, totals_figure
from tutor.scoresheet.entry import record_cards, score_cards
from tutor.scoresheet.sheet import MODES, PLAYERS, TABLES, Mode, Sheet, SheetError, new_sheet
from tutor.scoresheet.totals import running, standing
from tutor.store import extend_doc
from tutor.ui import damage, learner, state
from tutor.ui.cards import row_html
from tutor.ui.i18n import preset_name, shown_as_written, t, t_quoted
from tutor.ui.literal import literal
from tutor.ui.views.rules import card_groups

SHEET = "scoresheet.sheet"  # the sheet as plain data (or absent)
KEPT = ("scoresheet.sheet", "current")  # the document kind and key of the kept sheet
KEPT_SAME = ("version", "mode", "players", "rules", "first_dealers")  # the same sheet
SEEN = "scoresheet.seen"  # the kept sheet's version this tab last read or wrote
RESTORED = "scoresheet.restored"
KEPT_NOTICE = "scoresheet.kept_notice"  # what the store said about the kept sheet, once
NOTICE = "scoresheet.notice"  # ("success" | "error", lines) left by the last change
MODE = "scoresheet.mode"
PRESET = "scoresheet.preset"
HOW = "scoresheet.how"


_SHEET: state.Slot[Any] = state.Slot(SHEET, object)  # any JSON: Sheet.from_json checks it
_SEEN: state.Slot[int] = state.Slot(SEEN, int)
_KEPT_NOTICE: state.Slot[str] = state.Slot(KEPT_NOTICE, str)
_NOTICE: state.Slot[tuple[str, list[str]]] = state.Slot(NOTICE, tuple)
_MODE: state.Slot[str] = state.Slot(MODE, str)
_PRESET: state.Slot[str] = state.Slot(PRESET, str)


def key(name: str, table: int | None = None) -> str:
    """The widget key of ``name`` (at ``table``)."""
    return f"scoresheet.{name}" if table is None else f"scoresheet.{name}.{table}"


def _mode() -> Mode:
    """The chosen kind of table (the mode radio's value), two players when none is."""
    chosen = _MODE.get()
    return next((mode for mode in MODES if mode == chosen), "two")


def _widget(name: str, table: int | None = None) -> state.Slot[Any]:
    """The value of the widget ``name`` (at ``table``), of whatever type the widget gives."""
    return state.Slot(key(name, table), object)


# ----------------------------------------------------------------------------- session


def load() -> tuple[Sheet | None, str | None]:
    """The sheet of this session, or ``None``; a damaged one gives its message instead."""
    data = _SHEET.get()
    if data is None:
        return None, None
    try:
        return Sheet.from_json(data), None
    except SheetError as error:
        return None, " ".join(say_all(error.reasons, state.language()))


def _restore() -> None:
    """Once per session: bring back the sheet kept for the learner."""
    if not state.first_time(RESTORED) or _SHEET.get() is not None:
        return
    try:
        doc = learner.store().get_doc(learner.current(), *KEPT)
    except learner.StoreError as error:  # damaged: named, left for repair, a new sheet works
        _KEPT_NOTICE.set(damage.sentence(error, state.language()))
        return
    if doc is not None:
        _SHEET.set(doc.data)
        _SEEN.set(doc.version)


def save(sheet: Sheet | None, *, anew: bool = False) -> None:
    """Show ``sheet`` (``None``: none) and keep it; ``anew``: a new sheet replaces the kept
    one whatever it holds."""
    if sheet is None:
        _SHEET.clear()
        _forget()
        return
    data = sheet.to_json()
    _SHEET.set(data)
    try:
        done = learner.afresh(
            *KEPT,
            lambda: extend_doc(
                learner.store(),
                learner.current(),
                *KEPT,
                data,
                log="hands",
                same=KEPT_SAME,
                seen=_SEEN.get(),
                prefer_mine=anew,
            ),
        )
    except learner.StoreError as error:  # the database failed: the sheet goes on here
        _KEPT_NOTICE.set(damage.sentence(error, state.language(), unsaved=True))
        return
    kept = done.result
    if done.set_aside is not None:  # the damaged sheet waits for repair; this one is kept
        _KEPT_NOTICE.set(damage.sentence(done.set_aside, state.language(), set_aside=True))
    _SEEN.set(kept.doc.version)
    if not kept.mine:
        _SHEET.set(kept.doc.data)
        _KEPT_NOTICE.set(t("store.moved_on.sheet"))


def _forget() -> None:
    """Remove the kept sheet, unless it cannot be read: that one stays for repair."""
    me = learner.current()
    try:
        learner.store().get_doc(me, *KEPT)
    except learner.StoreError:
        return
    learner.store().delete_doc(me, *KEPT)
    _SEEN.clear()


def notice(kind: str, lines: list[str]) -> None:
    _NOTICE.set((kind, lines))


def _refused(error: SheetError) -> None:
    notice("error", [t("scoresheet.ui.cannot"), *say_all(error.reasons, state.language())])


# ----------------------------------------------------------------------------- callbacks


def _start() -> None:
    mode = _mode()
    names = [_widget("name", n).get_or("") for n in range(PLAYERS[mode])]
    dealers = [_widget("first", table).get_or(seats[0]) for table, seats in enumerate(TABLES[mode])]
    try:
        sheet = new_sheet(mode, names, PRESETS[_PRESET.get() or "classic"], dealers)
    except SheetError as error:
        notice("error", say_all(error.reasons, state.language()))
        return
    save(sheet, anew=True)
    _NOTICE.clear()


def _new() -> None:
    save(None)
    _NOTICE.clear()


def _undo() -> None:
    sheet, _ = load()
    if sheet is None:
        return
    try:
        save(sheet.undo())
        _NOTICE.clear()
    except SheetError as error:
        _refused(error)


def _add_result(table: int) -> None:
    sheet, _ = load()
    if sheet is None:
        return
    try:
        winner: Any = _widget("winner", table).get()
        points: Any = _widget("points", table).get()
        save(sheet.record(table, winner, int(points) if points is not None else -1))
        _NOTICE.clear()
    except SheetError as error:
        _refused(error)


def _add_draw(table: int) -> None:
    sheet, _ = load()
    if sheet is None:
        return
    try:
        save(sheet.record_draw(table))
        _NOTICE.clear()
    except SheetError as error:
        _refused(error)


def _add_cards(table: int) -> None:
    sheet, _ = load()
    if sheet is None:
        return
    lang = state.language()
    knocker: Any = _widget("knocker", table).get()
    try:
        new, result = record_cards(
            sheet,
            table,
            knocker,
            _widget("knocker_cards", table).get_or(""),
            _widget("defender_cards", table).get_or(""),
            _widget("upcard", table).get_or(""),
            bool(_widget("big_gin", table).get_or(False)),
        )
    except SheetError as error:
        _refused(error)
        return
    save(new)
    outcome = t(f"scoresheet.ui.result.{result.result}")
    lines = [t("scoresheet.ui.scored", result=outcome)]
    lines += [say(r, lang) for r in (*result.notes, *result.breakdown)]
    notice("success", lines)
    for name in ("knocker_cards", "defender_cards", "upcard"):
        _widget(name, table).set("")


# ----------------------------------------------------------------------------- drawing


def _show_notice() -> None:
    kept = _NOTICE.get()
    if not kept:
        return
    kind, lines = kept
    # shown as written (names and typed cards quote the learner), each card in its ink
    text = "  \n".join(shown_as_written(line) for line in lines)
    if kind == "error":
        st.error(text, icon=":material/error:")
    else:
        st.success(text, icon=":material/check_circle:")


def _setup(lang: str) -> None:
    _MODE.setdefault("two")
    _PRESET.setdefault(state.rules_name())
    st.radio(
        t("scoresheet.ui.mode"),
        options=list(MODES),
        format_func=lambda m: text(f"scoresheet.ui.mode.{m}", lang),
        key=MODE,
    )
    mode = _mode()
    count = PLAYERS[mode]
    for n in range(count):
        if mode == "teams":
            label = t("scoresheet.ui.team_player", team="AB"[n // 2], number=n % 2 + 1)
        else:
            label = t("scoresheet.ui.player", number=n + 1)
        _widget("name", n).setdefault(t("scoresheet.ui.player", number=n + 1))
        st.text_input(label, key=key("name", n), max_chars=40)
    names = [_widget("name", n).get_or("") or "?" for n in range(count)]
    for table, seats in enumerate(TABLES[mode]):
        label = (
            t("scoresheet.ui.first_dealer_table", table=table + 1)
            if mode == "teams"
            else t("scoresheet.ui.first_dealer")
        )
        if _widget("first", table).get() not in seats:
            _widget("first", table).set(seats[0])
        st.selectbox(
            label, options=list(seats), format_func=lambda p: names[p], key=key("first", table)
        )
    st.selectbox(
        t("ui.rules.label"),
        options=list(PRESETS),
        format_func=lambda name: preset_name(name, lang),
        key=PRESET,
    )
    st.button(t("scoresheet.ui.start"), type="primary", on_click=_start)


def _entry(sheet: Sheet, table: int, lang: str) -> None:
    names = sheet.players
    number = len(sheet.table_hands(table)) + 1
    dealer = sheet.dealer(table)
    a, b = sheet.playing(table)
    st.markdown(
        t_quoted(
            "scoresheet.ui.next_hand", number=number, dealer=names[dealer], a=names[a], b=names[b]
        )
    )
    if sheet.mode == "three":
        st.caption(t_quoted("scoresheet.ui.sits_out", dealer=names[dealer]))
    how = st.radio(
        t("scoresheet.ui.how"),
        options=["result", "cards", "draw"],
        format_func=lambda h: text(f"scoresheet.ui.how.{h}", lang),
        key=key("how", table),
        horizontal=True,
    )
    playing = [a, b]
    if how == "result":
        if _widget("winner", table).get() not in playing:
            _widget("winner", table).set(a)
        st.selectbox(
            t("scoresheet.ui.winner"),
            playing,
            format_func=lambda p: names[p],
            key=key("winner", table),
        )
        st.number_input(
            t("scoresheet.ui.points"),
            min_value=0,
            max_value=1000,
            step=1,
            value=0,
            key=key("points", table),
        )
        st.button(
            t("scoresheet.ui.add"),
            key=key("add_result", table),
            on_click=_add_result,
            args=(table,),
        )
    elif how == "cards":
        if _widget("knocker", table).get() not in playing:
            _widget("knocker", table).set(a)
        st.selectbox(
            t("scoresheet.ui.knocker"),
            playing,
            format_func=lambda p: names[p],
            key=key("knocker", table),
        )
        st.text_input(
            t("scoresheet.ui.knocker_cards"),
            key=key("knocker_cards", table),
            placeholder="3c 4c 5c 8h 8d 8s Th Jh Qh 6d",
        )
        st.text_input(
            t("scoresheet.ui.defender_cards"),
            key=key("defender_cards", table),
            placeholder="As 2s 5s 6s 5d 8c 9c Tc Jc Qc",
        )
        st.text_input(t("scoresheet.ui.upcard"), key=key("upcard", table), max_chars=4)
        if sheet.rules.big_gin:
            st.checkbox(t("scoresheet.ui.big_gin"), key=key("big_gin", table))
        st.button(
            t("scoresheet.ui.add"), key=key("add_cards", table), on_click=_add_cards, args=(table,)
        )
    else:
        st.button(
            t("scoresheet.ui.draw_add"),
            key=key("add_draw", table),
            on_click=_add_draw,
            args=(table,),
        )


def _last_cards(sheet: Sheet, lang: str, four_colour: bool) -> None:
    """The last hand entered as cards, laid out as the engine scored it (melds, layoffs,
    deadwood), so the table can check what was entered."""
    if not sheet.hands or sheet.hands[-1].knocker is None:
        return
    hand = sheet.hands[-1]
    knocker = hand.knocker
    assert knocker is not None
    defender = next(p for p in sheet.players_of(hand) if p != knocker)
    try:
        result = score_cards(
            sheet, hand.knocker_cards, hand.defender_cards, hand.upcard, hand.result == "big_gin"
        )
    except SheetError:  # a stored hand the rules no longer score: the table shows its points
        return
    names = sheet.players
    groups = card_groups(showdown_groups(result, lang, names[knocker], names[defender]))
    st.html(row_html(groups, lang, four_colour=four_colour, label=t("scoresheet.ui.last_hand")))


def _table_of_hands(sheet: Sheet, lang: str) -> None:
    st.subheader(t("scoresheet.ui.hands"))
    rows = running(sheet)
    if not rows:
        st.caption(t("scoresheet.ui.no_hands"))
        return
    names = sheet.players
    table: list[dict[str, Any]] = []
    for row in rows:
        line: dict[str, Any] = {t("scoresheet.ui.col.hand"): row.number}
        if len(sheet.tables) > 1:
            line[t("scoresheet.ui.col.table")] = row.table + 1
        line[t("scoresheet.ui.col.dealer")] = names[row.dealer]
        line[t("scoresheet.ui.col.winner")] = (
            t("scoresheet.ui.nobody") if row.winner is None else names[row.winner]
        )
        line[t("scoresheet.ui.col.points")] = row.points
        line[t("scoresheet.ui.col.result")] = t(f"scoresheet.ui.result.{row.result}")
        for name, total in zip(names, row.totals, strict=True):
            line[name] = total
        table.append(line)
    st.table(table, hide_index=True)


def _totals(sheet: Sheet, lang: str) -> None:
    now = standing(sheet)
    names = sheet.players
    st.subheader(t("scoresheet.ui.final") if now.is_over else t("scoresheet.ui.totals"))
    shown = [f.total for f in now.finals] if now.finals is not None else list(now.totals)
    with st.container(horizontal=True):
        for name, total in zip(names, shown, strict=True):
            st.metric(literal(name), total)
        if sheet.mode == "teams":
            teams = now.team_totals or tuple(
                sum(shown[p] for p in team) for team in ((0, 1), (2, 3))
            )
            for team, total in enumerate(teams):
                st.metric(literal(team_name(sheet, team, lang)), total)
    if now.finals is None:
        st.caption(t("scoresheet.ui.bonuses_later"))
        return
    for name, final in zip(names, now.finals, strict=True):
        st.markdown(f"**{literal(name)}**: " + literal(" ".join(say_all(final.reasons, lang))))
    if now.winner is None:
        st.info(t("scoresheet.ui.tie"))
    elif len(now.winner) == 1:
        st.success(t_quoted("scoresheet.ui.winner_is", name=names[now.winner[0]]))
    else:
        st.success(
            t_quoted("scoresheet.ui.team_wins", names=" & ".join(names[p] for p in now.winner))
        )


def _sheet(sheet: Sheet, lang: str, four_colour: bool) -> None:
    st.caption(
        t(
            "scoresheet.ui.rules",
            name=preset_name(sheet.rules.name, lang),
            target=sheet.rules.target,
        )
    )
    with st.container(horizontal=True):
        st.button(t("scoresheet.ui.undo"), on_click=_undo, disabled=not sheet.hands)
        st.button(t("scoresheet.ui.new"), on_click=_new)
    _show_notice()
    _last_cards(sheet, lang, four_colour)
    for table in range(len(sheet.tables)):
        if len(sheet.tables) > 1:
            st.subheader(t("scoresheet.ui.table", table=table + 1))
        if sheet.table_over(table):
            st.info(t("scoresheet.ui.table_over"))
        else:
            _entry(sheet, table, lang)
    _totals(sheet, lang)
    _table_of_hands(sheet, lang)
    st.plotly_chart(totals_figure(sheet, lang), config={"displayModeBar": False})


def render() -> None:
    lang = state.language()
    st.title(t("scoresheet.ui.title"))
    st.caption(t("scoresheet.ui.intro"))
    _restore()
    said = _KEPT_NOTICE.take()
    if said:
        st.warning(said, icon=damage.ICON)
    sheet, damaged = load()
    if damaged is not None:
        st.error(damaged, icon=":material/error:")
        st.button(t("scoresheet.ui.new"), on_click=_new)
        return
    if sheet is None:
        _show_notice()
        _setup(lang)
        return
    _sheet(sheet, lang, state.four_colour())
