"""The Practice page: a match against the computer, with narration, Tip and review.

The page keeps one ``tutor.practice.game.Game`` in the session; every button calls a callback
that replaces it, so a run only draws what the game says. ``?game=N&level=easy&rules=classic``
opens a numbered game directly (links to the game of the day, and the browser tests).

The table follows the learner's options (RULES.md, what the apps do): the card back, the
table's colour, four-colour suits, and a short sound for a draw, a knock and gin. A move's
callback leaves the name of its sound; the next run takes it and plays it once, so a later
run (a Tip, a reload) plays nothing. Every action is a button in the order of the hand, each
card button named in words for the keyboard and screen readers ("Discard seven of hearts").
"""

from __future__ import annotations

import datetime
import random
from dataclasses import dataclass

import streamlit as st

from tutor.bot.decision import narration
from tutor.bot.levels import LEVELS
from tutor.engine.actions import Action, BigGin, Discard, DrawStock, Gin, Knock, Pass, Take
from tutor.engine.cards import Card
from tutor.engine.errors import IllegalActionError, TutorError
from tutor.engine.melds import arrange, best_discard_deadwood, least_deadwood
from tutor.engine.rules import PRESETS
from tutor.engine.state import Phase
from tutor.explain import say, text
from tutor.practice import kept
from tutor.practice.chart import deadwood_figure
from tutor.practice.game import (
    LEARNER,
    Game,
    Move,
    arm_knock,
    ends,
    new_game,
    next_hand,
    play,
    play_again_from,
    restart,
    with_review,
    with_tip,
)
from tutor.practice.kinds import GAME_EVENT, HAND_EVENT, KEPT_GAME
from tutor.practice.numbers import MAX_NUMBER, game_of_the_day, random_number
from tutor.practice.results import game_record, hand_record
from tutor.ui import learner, state
from tutor.ui.cards import (
    TABLE_FELTS,
    CardGroup,
    arrangement_groups,
    backs_html,
    card_html,
    card_label,
    card_name,
    row_html,
)
from tutor.ui.i18n import preset_name, t
from tutor.ui.literal import literal, notation
from tutor.ui.share import copy_button, page_address
from tutor.ui.sounds import move_sound, wav

GAME = "practice.game"  # the session's key of the game on the table
RESUMED = "practice.resumed"
ERROR = "practice.error"
QUERY = "practice.query"  # the ``?game=`` already opened in this session
LEVEL = state.Kept("practice.level", "medium")
NUMBER = state.Kept("practice.number", 1)
RULES_WIDGET = "practice.rules.widget"
DEADWOOD_BOX = "gt-practice-deadwood"  # the browser test reads the figure in these boxes
LOG_BOX = "gt-practice-log"
TIP_BOX = "gt-practice-tip"
RESULT_BOX = "gt-practice-result"
REVIEW_BOX = "gt-practice-review"
TABLE_BOX = "gt-practice-table"  # the felt: the hands, the piles and the learner's buttons
SOUND_BOX = "gt-practice-sound"
DISCARDS_BOX = "gt-practice-discards"
SOUND = "practice.sound"  # the sound a move's callback leaves for the next run
_GAME: state.Slot[Game] = state.Slot(GAME, Game)
_ERROR: state.Slot[str] = state.Slot(ERROR, str)
_SOUND: state.Slot[str] = state.Slot(SOUND, str)
_QUERY: state.Slot[str] = state.Slot(QUERY, str)
_RULES_WIDGET: state.Slot[str] = state.Slot(RULES_WIDGET, str)


# ----------------------------------------------------------------------------- session


def current() -> Game | None:
    return _GAME.get()


def _store(game: Game) -> None:
    """Show ``game`` and keep it for the learner at once: closing the page loses nothing."""
    before = current()
    _GAME.set(game)
    _ERROR.clear()
    if game.match.is_over and (before is None or not before.match.is_over):
        record = game_record(game)
        if record is not None:
            learner.record(GAME_EVENT, record.to_json())
    # A finished match is kept too, until the next game: its last hand, with the review the
    # learner may still ask for, reaches the statistics when the learner moves on.
    learner.save(*KEPT_GAME, kept.to_json(game))


def _record_hand(game: Game | None) -> None:
    """Count the match hand on the table in the learner's statistics, as the learner leaves
    it (for the next hand, a replay of it, a restart or a new game), so its review counts."""
    record = hand_record(game) if game is not None else None
    if record is not None:
        learner.record(HAND_EVENT, record.to_json())


def _resume() -> None:
    """Once per session: bring back the game the learner left, from its kept inputs."""
    if not state.first_time(RESUMED) or current() is not None:
        return
    try:
        data = learner.load(*KEPT_GAME)
        if data:
            _GAME.set(kept.from_json(data))
    except TutorError as error:  # a damaged record is named and left in place, not lost
        _ERROR.set(t("practice.ui.cannot_resume", why=str(error)))


def _start(number: int) -> None:
    before = current()
    try:
        game = new_game(LEVEL.get(), state.rules_name(), number)
    except TutorError as error:
        _ERROR.set(str(error))
        return
    _record_hand(before)  # a finished hand left for a new game still counts
    _store(game)


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
        if change in (next_hand, play_again_from, restart):  # the learner leaves the hand
            _record_hand(game)
        _store(changed)
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
    with st.container(key=SOUND_BOX):  # hidden: a player with no controls to tab through
        st.audio(wav(name), format="audio/wav", autoplay=True)


def _rules_changed() -> None:
    chosen = _RULES_WIDGET.get()
    if chosen is not None:
        state.set_rules_name(chosen)


def _open_from_query() -> None:
    """``?game=N`` (with ``level`` and ``rules``) opens that game once per session."""
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
        _ERROR.set(t("practice.ui.bad_number", most=MAX_NUMBER))
        return
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


def table_css(felt: str) -> str:
    """The felt under the table in the colour named ``felt`` (a key of ``TABLE_FELTS``),
    with light words on it and dark words in the light boxes (log, Tip), a focus ring that
    shows on every felt for keyboard use, and the sound's player hidden."""
    table = f".st-key-{TABLE_BOX}"
    boxes = f"{table} .st-key-{LOG_BOX}, {table} .st-key-{TIP_BOX}"
    return f"""<style>
{table}{{background:{TABLE_FELTS[felt]};border-radius:14px;padding:12px 14px 16px}}
{table} [data-testid="stMarkdown"], {table} [data-testid="stCaptionContainer"] *,
{table} [data-testid="stMetric"] *, {table} .gt-caption{{color:#fff !important}}
{table} [data-testid="stCaptionContainer"]{{opacity:.9}}
{boxes}{{background:#fbfaf6;border-color:#fbfaf6}}
{table} .st-key-{LOG_BOX} [data-testid="stMarkdown"],
{table} .st-key-{TIP_BOX} [data-testid="stMarkdown"]{{color:#1d2327 !important}}
{table} button[kind="secondary"]{{background-color:#fff}}
{table} button[kind="secondary"]:hover{{background-color:#e3eee6}}
{table} button:disabled{{background-color:#d5dad6 !important;color:#3d4348 !important}}
{table} button[kind="primary"]{{border-color:#fff}}
{table} button:focus-visible{{outline:3px solid #ffd54a;outline-offset:2px}}
{table} button em{{position:absolute;width:1px;height:1px;overflow:hidden;
  clip-path:inset(50%);white-space:nowrap}}
.st-key-{SOUND_BOX}{{display:none}}
@media (max-width:640px){{{table}{{padding:8px 8px 12px}}}}
</style>"""


def _header(game: Game, lang: str) -> None:
    level = text(f"practice.level.{game.level}", lang)
    rules = preset_name(game.rules_name, lang)
    number = game.match.number
    if game.finished is not None and game.replay is None and game.match.past:
        number = game.match.past[-1].number  # the match has dealt the next hand already
    st.caption(t("practice.ui.game", number=game.number, level=level, rules=rules, hand=number))
    shared = {"game": str(game.number), "level": game.level, "rules": game.rules_name}
    copy_button(page_address("practice", shared), "practice-game")
    mine, theirs = game.scores
    with st.container(horizontal=True, key="gt-practice-score"):
        st.metric(t("practice.ui.you"), mine)
        st.metric(t("practice.ui.opponent"), theirs)
    st.caption(t("practice.ui.target", target=game.rules.target))
    if game.replay is not None:
        st.info(t("practice.ui.replay_note"))


def _opponent(game: Game, look: Look) -> None:
    hand = game.hand
    cards = hand.hands[1 - LEARNER]
    label = t("practice.ui.opponent_hand")
    st.caption(label)
    if game.finished is not None:
        groups = arrangement_groups(arrange(cards).best, look.lang)
        st.html(row_html(groups, look.lang, four_colour=look.four_colour, label=label))
    else:
        hidden = t("practice.ui.opponent_cards", count=len(cards))
        st.html(backs_html(len(cards), look.lang, back=look.back, label=hidden))


def _piles(game: Game, look: Look) -> None:
    hand = game.hand
    legal = game.legal()
    # Side by side even on a phone (columns would stack): two narrow piles fit in 390 px.
    with st.container(horizontal=True, gap="medium", key="gt-practice-piles"):
        stock = st.container(width="content")
        pile = st.container(width="content")
    with stock:
        st.caption(t("practice.ui.stock", count=len(hand.stock)))
        st.html(f'<div class="gt-row">{card_html(None, look.lang, back=look.back)}</div>')
        if DrawStock() in legal:
            st.button(
                t("practice.ui.draw"), on_click=_act, args=(DrawStock(),), key="practice.draw"
            )
        if Pass() in legal:
            st.button(t("practice.ui.pass"), on_click=_act, args=(Pass(),), key="practice.pass")
    with pile:
        st.caption(t("practice.ui.pile"))
        if hand.discard_pile:
            top = hand.discard_pile[-1]
            face = card_html(top, look.lang, four_colour=look.four_colour)
            st.html(f'<div class="gt-row">{face}</div>')
            take = Take(top)
            if take in legal:
                st.button(
                    t("practice.ui.take", card=_spoken(top, look.lang)),
                    on_click=_act,
                    args=(take,),
                    key="practice.take",
                )
        else:
            st.caption(t("practice.ui.pile_empty"))


def _narrate(move: Move, lang: str) -> str:
    if move.seat == LEARNER:
        return say(narration(move.action, "you", move.upcard), lang)
    said = say(narration(move.action, "say", move.upcard), lang)
    why = " ".join(say(r, lang) for r in move.reasons)
    return f"**{t('practice.ui.opponent')}:** {said} {why}".strip()


def _log(game: Game, lang: str) -> None:
    if not game.log:
        return
    with st.container(key=LOG_BOX, border=True):
        for move in game.log:
            st.markdown(notation(_narrate(move, lang)))


def _my_hand(game: Game, look: Look, groups: list[CardGroup]) -> None:
    hand = game.hand.hands[LEARNER]
    raised = [game.raised] if game.raised is not None else []
    notes = {c: t("practice.ui.raised") for c in raised}
    st.caption(t("practice.ui.your_hand"))
    st.html(
        row_html(
            groups,
            look.lang,
            four_colour=look.four_colour,
            raised=raised,
            notes=notes,
            label=t("practice.ui.your_hand"),
        )
    )
    with st.container(key=DEADWOOD_BOX):
        if len(hand) == 11:
            taken = game.hand.taken.index if game.hand.taken is not None else -1
            after = best_discard_deadwood(hand.mask, taken)
            st.metric(t("practice.ui.deadwood_best"), after)
        else:
            st.metric(t("practice.ui.deadwood"), least_deadwood(hand.mask))


def _turn(game: Game, lang: str, groups: list[CardGroup]) -> None:
    hand = game.hand
    if not game.my_turn:
        return
    legal = game.legal()
    if hand.phase is Phase.OFFER:
        st.write(t("practice.ui.turn_offer", card=card_label(hand.discard_pile[-1])))
    elif hand.phase is Phase.DRAW:
        st.write(t("practice.ui.turn_stock_only" if hand.stock_only else "practice.ui.turn_draw"))
    elif hand.phase is Phase.DISCARD:
        _discard_buttons(game, legal, lang, [card for group in groups for card in group.cards])
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
            if game.tip.knock_discards and hand.knock_limit is not None:
                cards = ", ".join(card_label(c) for c in game.tip.knock_discards)
                lines.append(text("tip.can_knock", lang, cards=cards, deadwood=hand.knock_limit))
            st.markdown(notation("\n\n".join(lines)))


def card_button_label(card: Card, lang: str, knock: bool = False) -> str:
    """A card button's label: the card's corner ("7♥") to see, and what the button does in
    words ("Discard seven of hearts"), in italics that the table's style hides from the eye
    but leaves to screen readers, so the keyboard user hears which card goes."""
    code = "practice.ui.knock_card" if knock else "practice.ui.discard_card"
    return f"{card_label(card)} *{text(code, lang, card=card_name(card, lang))}*"


def _spoken(card: Card, lang: str) -> str:
    """A card in a button's label: its corner to see, its name for screen readers."""
    return f"{card_label(card)} *{card_name(card, lang)}*"


def _discard_buttons(game: Game, legal: list[Action], lang: str, order: list[Card]) -> None:
    """One button per card, in the order the hand is shown (melds, then loose cards).

    Big gin, Knock, Gin and Cancel come before the cards: a keyboard user who presses Knock
    goes on with Tab to the cards that may go face down."""
    options = ends(game)
    allowed: dict[Card, Action]
    if game.knock_armed:
        st.write(t("practice.ui.knock_pick"))
        allowed = {a.card: a for a in options}
        st.button(
            t("practice.ui.cancel"),
            on_click=_update,
            args=(arm_knock, False),
            key="practice.cancel",
        )
    else:
        st.write(t("practice.ui.turn_discard"))
        allowed = {a.card: a for a in legal if isinstance(a, Discard)}
        if BigGin() in legal:  # R17: all eleven cards melded, no discard
            st.button(
                t("practice.ui.big_gin"),
                on_click=_act,
                args=(BigGin(),),
                key="practice.big_gin",
                type="primary",
                help=t("practice.ui.big_gin_help"),
            )
        _knock_button(options)
    code = "practice.ui.knock_card" if game.knock_armed else "practice.ui.discard_card"
    with st.container(horizontal=True, key=DISCARDS_BOX):
        for card in order:
            action = allowed.get(card)
            st.button(
                card_button_label(card, lang, knock=game.knock_armed),
                key=f"practice.card.{card}",
                on_click=_act,
                args=(action,),
                disabled=action is None,
                help=t(code, card=card_name(card, lang)),
            )


def _knock_button(options: list[Knock | Gin]) -> None:
    """Gin when a discard leaves no deadwood, else Knock, only when one is legal (RULES.md,
    what the apps do)."""
    if not options:
        return
    gin = [a for a in options if isinstance(a, Gin)]
    if gin:
        st.button(
            t("practice.ui.gin"),
            on_click=_act,
            args=(gin[0],),
            key="practice.knock",
            type="primary",
        )
    else:
        st.button(
            t("practice.ui.knock"),
            on_click=_update,
            args=(arm_knock,),
            key="practice.knock",
            type="primary",
        )


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
            groups = [
                CardGroup(tuple(m.cards.sorted_by_rank()), meld=n)
                for n, m in enumerate(result.knocker_melds)
            ]
            if result.knocker_deadwood_cards:
                groups.append(
                    CardGroup(
                        tuple(result.knocker_deadwood_cards.sorted_by_rank()),
                        caption=text("ui.group.deadwood", lang, points=result.knocker_deadwood),
                    )
                )
            st.html(row_html(groups, lang, four_colour=look.four_colour, label=who))
            if result.layoffs:
                laid = ", ".join(str(x) for x in result.layoffs)
                st.write(notation(t("practice.ui.laid_off", layoffs=laid)))
            if result.winner is None:
                st.write(t("practice.ui.nobody"))
            else:
                winner = knocker if result.winner == "knocker" else 1 - knocker
                code = "practice.ui.you_win" if winner == LEARNER else "practice.ui.they_win"
                st.success(t(code, points=result.points))
            st.markdown(notation("\n".join(f"- {say(r, lang)}" for r in result.breakdown)))
        if game.replay is None and game.match.is_over and game.match.final is not None:
            final = game.match.final
            won = final.winner == LEARNER
            st.subheader(t("practice.ui.match_won" if won else "practice.ui.match_lost"))
            st.markdown(notation("\n".join(f"- {say(r, lang)}" for r in final.breakdown)))
    with st.container(horizontal=True):
        if game.replay is not None:
            st.button(
                t("practice.ui.back"), on_click=_update, args=(next_hand,), key="practice.next"
            )
        elif not game.match.is_over:
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
        st.write(say(review.summary(), lang))
        st.plotly_chart(deadwood_figure(review, lang), config={"displayModeBar": False})
        marked = review.marked
        if not marked:
            st.success(t("practice.ui.review_clean"))
        for move in review.moves:
            if move.verdict == "best":
                continue
            label = text(f"practice.verdict.{move.verdict}", lang)
            lines = " ".join(say(r, lang) for r in move.reasons)
            st.markdown(
                notation(f"**{t('practice.ui.turn_n', turn=move.turn)} · {label}** — {lines}")
            )
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
    sound = _SOUND.take()
    _resume()
    _open_from_query()
    game = current()
    st.title(t("practice.ui.title"))
    target = game.rules.target if game is not None else state.rules().target
    st.caption(t("practice.ui.intro", target=target))
    _setup(lang, game)
    error = _ERROR.get()
    if error:
        st.error(literal(error), icon=":material/error:")
    if game is None:
        return
    _header(game, lang)
    st.html(table_css(look.felt))
    groups = arrangement_groups(arrange(game.hand.hands[LEARNER]).best, lang)
    with st.container(key=TABLE_BOX):
        _opponent(game, look)
        _piles(game, look)
        _log(game, lang)
        _my_hand(game, look, groups)
        _turn(game, lang, groups)
    _result(game, look)
    _play_sound(sound)
