"""The Practice page: a match against the computer, with narration, Tip and review.

The page keeps one ``tutor.practice.game.Game`` in the session; every move at the card table
(``tutor.ui.table``) and every button calls a callback that replaces it, so a run only draws
what the game says. ``?game=N&level=easy&rules=classic``
opens a numbered game directly (links to the game of the day, and the browser tests).

The table follows the learner's options (RULES.md, what the apps do): the card back, the
table's colour, four-colour suits, and a short sound for a draw, a knock and gin. A move's
callback leaves the name of its sound; the next run takes it and plays it once, so a later
run (a Tip, a reload) plays nothing. The learner plays by the cards themselves: the table
sends the intent (draw, take, discard, knock or gin with a card), the engine judges it, and a
refused move is shown on the table with the engine's reasons.
"""

from __future__ import annotations

import datetime
import random
import secrets
from dataclasses import dataclass

import streamlit as st

from tutor.bot.levels import LEVELS
from tutor.engine.actions import Action
from tutor.engine.errors import IllegalActionError, TutorError
from tutor.engine.rules import PRESETS
from tutor.explain import say, text
from tutor.explain.moves import narration
from tutor.explain.seats import for_learner
from tutor.practice import kept
from tutor.practice.chart import deadwood_figure
from tutor.practice.game import (
    LEARNER,
    Game,
    Move,
    new_game,
    next_hand,
    play,
    play_again_from,
    restart,
    with_order,
    with_review,
    with_tip,
)
from tutor.practice.kinds import GAME_EVENT, HAND_EVENT, KEPT_GAME
from tutor.practice.numbers import MAX_NUMBER, game_of_the_day, random_number
from tutor.practice.results import game_record, hand_record
from tutor.store import extend_doc
from tutor.ui import damage, learner, state
from tutor.ui.cards import cards_markdown, inked
from tutor.ui.i18n import preset_name, shown, shown_as_written, t, t_shown
from tutor.ui.literal import notation
from tutor.ui.share import copy_button, page_address
from tutor.ui.sounds import move_sound, wav
from tutor.ui.table import card_table, intent_of, view
from tutor.ui.table.model import Look as TableLook
from tutor.ui.table.model import Table, judge, seen_moves, table_data

GAME = "practice.game"  # the session's key of the game on the table
GAME_ID = "practice.game.id"  # the kept game's id: its events' keys, and "is it still ours"
KEPT_SAME = ("level", "rules", "number", "id")  # what makes a kept game the same game
GAME_SEEN = "practice.game.seen"  # the kept game's version this tab last read or wrote
RESUMED = "practice.resumed"
ERROR = "practice.error"
SET_ASIDE = "practice.set_aside"  # a damaged kept game set aside: said once, as a warning
QUERY = "practice.query"  # the ``?game=`` already opened in this session
LEVEL = state.Kept("practice.level", "medium")
NUMBER = state.Kept("practice.number", 1)
RULES_WIDGET = "practice.rules.widget"
TIP_BOX = "gt-practice-tip"
RESULT_BOX = "gt-practice-result"
REVIEW_BOX = "gt-practice-review"
TABLE_BOX = "gt-practice-table"  # around the card table component
SOUND_BOX = "gt-practice-sound"
SOUND = "practice.sound"  # the sound a move's callback leaves for the next run
TABLE_KEY = "practice.table"  # the card table component
# Less space above the title while a game is on (Streamlit leaves about 6rem); the box of
# a move's sound stays hidden (said here once, not again in each run that plays a sound).
COMPACT = (
    "<style>[data-testid='stMainBlockContainer']{padding-top:2.25rem}"
    f".st-key-{SOUND_BOX}{{display:none}}</style>"
)
REFUSAL = "practice.refusal"  # a move the engine refused, shown once on the table
_GAME: state.Slot[Game] = state.Slot(GAME, Game)
_ERROR: state.Slot[str] = state.Slot(ERROR, str)
_SET_ASIDE: state.Slot[str] = state.Slot(SET_ASIDE, str)
_SOUND: state.Slot[str] = state.Slot(SOUND, str)
_REFUSAL: state.Slot[str] = state.Slot(REFUSAL, str)
_DRAWN: state.Slot[str] = state.Slot("practice.drawn", str)  # the header the page shows
_QUERY: state.Slot[str] = state.Slot(QUERY, str)
_RULES_WIDGET: state.Slot[str] = state.Slot(RULES_WIDGET, str)
_GAME_ID: state.Slot[str] = state.Slot(GAME_ID, str)
_GAME_SEEN: state.Slot[int] = state.Slot(GAME_SEEN, int)


# ----------------------------------------------------------------------------- session


def current() -> Game | None:
    return _GAME.get()


def _store(game: Game, *, new: bool = False) -> bool:
    """Show ``game`` and keep it for the learner at once: closing the page loses nothing.

    Another tab may have played this game on meanwhile: then this tab's move, made on the
    older table, is not kept; the game as the other tab left it is shown instead, so no move
    of either tab is undone (``extend_doc``). A ``new`` game replaces whatever is kept.
    Returns whether ``game`` is the one kept.
    """
    before = current()
    if new:
        _GAME_ID.set(secrets.token_urlsafe(9))
    game_id = _GAME_ID.get()
    mine = {**kept.to_json(game), "id": game_id}
    done = learner.afresh(
        *KEPT_GAME,
        lambda: extend_doc(
            learner.store(),
            learner.current(),
            *KEPT_GAME,
            mine,
            log="inputs",
            same=KEPT_SAME,
            seen=_GAME_SEEN.get(),
            prefer_mine=new,
        ),
    )
    result = done.result
    _GAME_SEEN.set(result.doc.version)
    _ERROR.clear()
    if done.set_aside is not None:  # the damaged kept game waits for repair; this one is kept
        _SET_ASIDE.set(damage.sentence(done.set_aside, state.language(), set_aside=True))
    if not result.mine:
        _GAME.set(kept.from_json(result.doc.data))
        _set_id(result.doc.data.get("id"))
        _ERROR.set(t("store.moved_on.game"))
        return False
    _GAME.set(game)
    if game.match.is_over and (before is None or not before.match.is_over):
        record = game_record(game)
        if record is not None:  # once, even if two tabs finish the match
            learner.store().append_event(
                learner.current(), GAME_EVENT, record.to_json(), key=_key(game_id, "over")
            )
    # A finished match is kept too, until the next game: its last hand, with the review the
    # learner may still ask for, reaches the statistics when the learner moves on.
    return True


def _set_id(game_id: object) -> None:
    """Take the kept game's id (a game kept before games had ids has none)."""
    if isinstance(game_id, str):
        _GAME_ID.set(game_id)
    else:
        _GAME_ID.clear()


def _key(game_id: object, what: object) -> str | None:
    """An event's idempotency key within the kept game ``game_id`` (None for a game kept
    before games had ids: its events are counted as they come)."""
    return f"{game_id}/{what}" if isinstance(game_id, str) else None


def _record_hand(game: Game | None, game_id: object) -> None:
    """Count the match hand on the table in the learner's statistics, as the learner leaves
    it (for the next hand, a replay of it, a restart or a new game), so its review counts.
    Counted once: two tabs leaving the same hand send the same key (the game and how many
    inputs led to the hand)."""
    record = hand_record(game) if game is not None else None
    if game is not None and record is not None:
        key = _key(game_id, len(game.inputs))
        learner.store().append_event(learner.current(), HAND_EVENT, record.to_json(), key=key)


def _resume() -> None:
    """Once per session: bring back the game the learner left, from its kept inputs."""
    if not state.first_time(RESUMED) or current() is not None:
        return
    try:
        doc = learner.store().get_doc(learner.current(), *KEPT_GAME)
        if doc is not None and doc.data:
            _GAME.set(kept.from_json(doc.data))
            _set_id(doc.data.get("id"))
            _GAME_SEEN.set(doc.version)
    except TutorError as error:  # a damaged record is named and left in place, not lost
        _ERROR.set(t("practice.ui.cannot_resume", why=str(error)))


def _start(number: int) -> None:
    before = current()
    try:
        game = new_game(LEVEL.get(), state.rules_name(), number)
    except TutorError as error:
        _ERROR.set(str(error))
        return
    before_id = _GAME_ID.get()
    if _store(game, new=True):
        _record_hand(before, before_id)  # a finished hand left for a new game still counts


def _new() -> None:
    _start(random_number(random.Random()))


def _daily() -> None:
    _start(game_of_the_day(datetime.date.today()))


def _open() -> None:
    _start(int(NUMBER.get()))


def _update(change: object, *args: object) -> None:
    game = current()
    if game is None:
        return
    try:
        changed = change(game, *args)  # type: ignore[operator]
        game_id = _GAME_ID.get()
        kept_now = _store(changed, new=change is restart)  # a restart deals a new game
        if kept_now and change in (next_hand, play_again_from, restart):  # leaving the hand
            _record_hand(game, game_id)
    except IllegalActionError as error:
        reasons = error.verdict.reasons if error.verdict is not None else ()
        why = " ".join(say(r, state.language()) for r in reasons) or str(error)
        _ERROR.set(t("practice.ui.not_allowed", why=why))
    except TutorError as error:
        _ERROR.set(str(error))


def _act(action: Action) -> None:
    before = current()
    _update(play, action)
    after = current()
    if after is None or after is before:  # not allowed: no sound
        return
    name = move_sound(action, after.finished)
    if name is not None:
        _SOUND.set(name)


def _play_sound(name: str | None) -> None:
    """Play the sound the last move left (taken from the session at the start of the run,
    so it plays once), when the learner has sound on."""
    if name is None or not state.sound():
        return
    with st.container(key=SOUND_BOX):  # hidden by COMPACT: a player with nothing to tab to
        st.audio(wav(name), format="audio/wav", autoplay=True)


def _rules_changed() -> None:
    chosen = _RULES_WIDGET.get()
    if chosen is not None:
        state.set_rules_name(chosen)


def _open_from_query() -> None:
    """``?game=N`` (with ``level`` and ``rules``) opens that game once per session; the
    game the learner is playing already (resumed from the store) simply goes on."""
    asked = st.query_params.get("game")
    if asked is None or _QUERY.get() == asked:
        return
    _QUERY.set(asked)
    level = st.query_params.get("level")
    if level in LEVELS:
        LEVEL.set(level)
    rules = st.query_params.get("rules")
    if rules in PRESETS:
        state.set_rules_name(rules)
    try:
        number = int(asked)
    except ValueError:
        _ERROR.set(t("practice.ui.bad_number", asked=asked[:40], most=MAX_NUMBER))
        return
    game = current()
    same = (number, LEVEL.get(), state.rules_name())
    if game is not None and not game.match.is_over and game.key == same:
        return  # the address of the game on the table (a reload): go on where it was left
    _start(number)


# ----------------------------------------------------------------------------- set-up


def _setup(lang: str, game: Game | None) -> None:
    with st.expander(t("practice.ui.setup"), expanded=game is None):
        LEVEL.mirror()
        st.segmented_control(
            t("practice.ui.level"),
            options=list(LEVELS),
            format_func=lambda name: text(f"practice.level.{name}", lang),
            key=LEVEL.widget,
            on_change=LEVEL.take,
        )
        _RULES_WIDGET.set(state.rules_name())
        st.selectbox(
            t("ui.rules.label"),
            options=list(PRESETS),
            format_func=lambda name: preset_name(name, lang),
            key=RULES_WIDGET,
            on_change=_rules_changed,
        )
        if game is not None:
            st.caption(t("practice.ui.setup_note"))
        NUMBER.mirror()
        st.number_input(
            t("practice.ui.number"),
            min_value=1,
            max_value=MAX_NUMBER,
            step=1,
            key=NUMBER.widget,
            on_change=NUMBER.take,
        )
        if game is not None:  # during a game the buttons wait in here: the table fits
            _game_buttons(game)
    if game is None:
        _game_buttons(game)


def _game_buttons(game: Game | None) -> None:
    with st.container(horizontal=True):
        st.button(t("practice.ui.new"), on_click=_new, key="practice.new", type="primary")
        st.button(t("practice.ui.daily"), on_click=_daily, key="practice.daily")
        st.button(t("practice.ui.open"), on_click=_open, key="practice.open")
        if game is not None:
            st.button(
                t("practice.ui.restart"), on_click=_update, args=(restart,), key="practice.restart"
            )


# ----------------------------------------------------------------------------- the table


@dataclass(frozen=True, slots=True)
class Look:
    """The learner's options for the table (tutor.ui.state), read once per run."""

    lang: str
    four_colour: bool
    back: str
    felt: str


def _header_text(game: Game, lang: str) -> str:
    level = text(f"practice.level.{game.level}", lang)
    rules = preset_name(game.rules_name, lang)
    number = game.match.number
    if game.finished is not None and game.replay is None and game.match.past:
        number = game.match.past[-1].number  # the match has dealt the next hand already
    line = t("practice.ui.game", number=game.number, level=level, rules=rules, hand=number)
    return f"{line}/{game.replay is not None}"


def _header(game: Game, lang: str) -> str:
    """The game's line above the table; returns what it shows (the table's part of the page
    runs the whole page again when that changes)."""
    header = _header_text(game, lang)
    st.caption(header.rsplit("/", 1)[0])
    shared = {"game": str(game.number), "level": game.level, "rules": game.rules_name}
    copy_button(page_address("practice", shared), "practice-game")
    if game.replay is not None:
        st.info(t("practice.ui.replay_note"))
    return header


def hand_id(game: Game) -> str:
    """Names the deal on the table: a new one is animated as a deal."""
    return f"{game.number}/" + "".join(str(card) for card in game.hand.deck[:21])


def _narrate(move: Move, lang: str) -> str:
    """One move of the last turn in words, as plain text (the table shows it as text)."""
    if move.seat == LEARNER:
        return say(narration(move.action, "you", move.upcard), lang)
    said = say(narration(move.action, "say", move.upcard), lang)
    why = " ".join(say(r, lang) for r in move.reasons)
    return f"{t('practice.ui.opponent')}: {said} {why}".strip()


def _banner(game: Game, lang: str) -> dict[str, object] | None:
    """The end of the match on the felt: who won, celebrated when it is the learner."""
    final = game.match.final
    if game.replay is not None or game.finished is None or final is None:
        return None
    won = final.winner == LEARNER
    return {"text": t("practice.ui.match_won" if won else "practice.ui.match_lost"), "win": won}


def table_of(game: Game, look: Look) -> dict[str, object]:
    """The card table's data for ``game`` (what ``card_table`` draws)."""
    lang = look.lang
    banner = _banner(game, lang)
    table = Table(
        seat=LEARNER,
        scores=game.scores,
        target=game.rules.target,
        order=game.order,  # kept with the game: a reload shows the learner's order
        raised=game.raised,
        moves=tuple(_narrate(m, lang) for m in game.log),
        seen=seen_moves([(m.seat, m.action) for m in game.log], LEARNER),
        message=_REFUSAL.take(),
        deal_id=hand_id(game),
        fresh=all(seat != LEARNER for seat, _ in game.hand.history),
        extra={"banner": banner} if banner else {},
    )
    felt = TableLook(lang, look.four_colour, look.back, look.felt, view.sort_choice())
    return table_data(game.hand, game.legal(), felt, table)


def _on_table() -> None:
    """The learner's intent at the table: a move (checked by the engine, refused with its
    reasons on the table) or a change of how the hand is shown."""
    game = current()
    if game is None:
        return
    answer = judge(intent_of(TABLE_KEY), game.hand if game.my_turn else None, state.language())
    if answer.view is not None and answer.view.kind == "order":
        _update(with_order, answer.view.order)
    elif answer.view is not None:
        view.change(answer.view, TABLE_KEY, hand_id(game))
        if answer.view.kind == "sort" and game.order:  # a way to sort replaces the own order
            _update(with_order, ())
    elif answer.refusal is not None:
        _REFUSAL.set(answer.refusal)
    elif answer.action is not None:
        _act(answer.action)


def _tip(game: Game, lang: str, four_colour: bool) -> None:
    hand = game.hand
    if not game.my_turn:
        return
    st.button(t("practice.ui.tip"), on_click=_update, args=(with_tip,), key="practice.tip")
    if game.tip is not None:
        decision = game.tip.decision
        with st.container(key=TIP_BOX, border=True):
            top = hand.discard_pile[-1] if hand.discard_pile else None
            advice = say(narration(decision.action, "tip", top), lang)
            lines = [f"**{t('practice.ui.tip_title')}** {advice}"]
            lines += [say(r, lang) for r in decision.reasons]
            if decision.runner_up is not None:
                runner = say(narration(decision.runner_up, "tip", top), lang)
                lines.append(text("tip.runner_up", lang, action=runner))
            inked_lines = [inked(notation(line), four_colour) for line in lines]
            if game.tip.knock_discards and hand.knock_limit is not None:
                cards = cards_markdown(game.tip.knock_discards, lang, four_colour, ", ")
                inked_lines.append(
                    text("tip.can_knock", lang, cards=cards, deadwood=hand.knock_limit)
                )
            st.markdown("\n\n".join(inked_lines))


# ----------------------------------------------------------------------------- the end of a hand


def _result(game: Game, look: Look) -> None:
    finished = game.finished
    if finished is None:
        return
    result = finished.result
    lang = look.lang
    with st.container(key=RESULT_BOX, border=True):
        if result is None:
            st.write(t("practice.ui.result_draw"))
        else:
            knocker = finished.knocker
            assert knocker is not None
            who = t("practice.ui.you" if knocker == LEARNER else "practice.ui.opponent")
            st.write(t("practice.ui.knocker", who=who))
            if result.layoffs:
                laid = ", ".join(
                    t("practice.ui.layoff", card=x.card, meld=x.meld) for x in result.layoffs
                )
                st.markdown(t_shown("practice.ui.laid_off", layoffs=laid))
            if result.winner is None:
                st.write(t("practice.ui.nobody"))
            else:
                winner = knocker if result.winner == "knocker" else 1 - knocker
                if winner == LEARNER:
                    st.success(t("practice.ui.you_win", points=result.points))
                else:  # a loss is no success: the warning colour says so
                    st.warning(t("practice.ui.they_win", points=result.points))
            breakdown = "\n".join(f"- {say(r, lang)}" for r in result.breakdown)
            st.markdown(shown(breakdown))
        if game.replay is None and game.match.is_over and game.match.final is not None:
            final = game.match.final
            won = final.winner == LEARNER
            st.subheader(t("practice.ui.match_won" if won else "practice.ui.match_lost"))
            lines = (say(for_learner(r), lang) for r in final.breakdown)  # "you", not "player 1"
            st.markdown(shown("\n".join(f"- {line}" for line in lines)))
    with st.container(horizontal=True):
        if game.replay is not None:
            st.button(
                t("practice.ui.back"), on_click=_update, args=(next_hand,), key="practice.next"
            )
        elif game.match.is_over:
            st.button(t("table.new_match"), on_click=_new, key="practice.new_match", type="primary")
        else:
            st.button(
                t("practice.ui.next"),
                on_click=_update,
                args=(next_hand,),
                key="practice.next",
                type="primary",
            )
        if game.review is None:
            st.button(
                t("practice.ui.review"),
                on_click=_update,
                args=(with_review,),
                key="practice.review",
            )
    _review(game, lang)


def _review(game: Game, lang: str) -> None:
    review = game.review
    if review is None:
        return
    with st.container(key=REVIEW_BOX):
        st.subheader(t("practice.ui.review_title"))
        st.markdown(shown(say(review.summary(), lang)))
        st.plotly_chart(deadwood_figure(review, lang), config={"displayModeBar": False})
        marked = review.marked
        if not marked:
            st.success(t("practice.ui.review_clean"))
        for move in review.moves:
            if move.verdict == "best" and not move.lost_anyway:
                continue
            label = text(f"practice.verdict.{move.verdict}", lang)
            lines = " ".join(say(r, lang) for r in move.reasons)
            st.markdown(shown(f"**{t('practice.ui.turn_n', turn=move.turn)} · {label}** — {lines}"))
            if move.marked:
                st.button(
                    t("practice.ui.play_again"),
                    on_click=_update,
                    args=(play_again_from, move.ply),
                    key=f"practice.again.{move.ply}",
                )


def render() -> None:
    lang = state.language()
    look = Look(lang, state.four_colour(), state.card_back(), state.table_colour())
    _resume()
    _open_from_query()
    game = current()
    st.title(t("practice.ui.title"))
    if game is None:
        st.caption(t("practice.ui.intro", target=state.rules().target))
    else:
        st.html(COMPACT)  # the whole table, its buttons and the Tip in one screen
    _setup(lang, game)
    if game is None:
        _error()
        return
    _DRAWN.set(_header(game, lang))
    _at_the_table(look)


def _error() -> None:
    error = _ERROR.get()
    if error:
        st.error(shown_as_written(error), icon=":material/error:")
    said = _SET_ASIDE.take()
    if said:
        st.warning(said, icon=damage.ICON)


@st.fragment
def _at_the_table(look: Look) -> None:
    """The table, the Tip and the end of the hand. A move at the table reruns only this
    part of the page (quicker: the menu and the set-up stay as they are); when the header
    would change (a new game, the next hand, a replay) the whole page runs again."""
    game = current()
    if game is None or _header_text(game, look.lang) != _DRAWN.get():
        st.rerun()
    assert game is not None
    _error()
    sound = _SOUND.take()
    with st.container(key=TABLE_BOX):
        card_table(table_of(game, look), TABLE_KEY, _on_table)
    _tip(game, look.lang, look.four_colour)
    _result(game, look)
    _play_sound(sound)
