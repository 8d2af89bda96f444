"""The "Analyse a hand" page: type or pick up to eleven cards and see the engine's melds,
deadwood, every equal arrangement and, for eleven cards, every discard, with its reasons.

The typed text is the one source of truth: the card picker and the deal buttons write it,
and the picker is redrawn from it on every run.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import streamlit as st

from tutor.engine.cards import DECK, Card, CardSet, Rank, Suit
from tutor.engine.events import reason
from tutor.engine.notation import format_cards
from tutor.engine.rules import PRESETS, Rules
from tutor.explain import say, text
from tutor.ui import state
from tutor.ui.analysis import MAX_CARDS, Report, analyse, discard_rows, read_entry
from tutor.ui.cards import arrangement_groups, card_label, card_markdown, inked, row_html
from tutor.ui.i18n import preset_name, shown_as_written, t
from tutor.ui.literal import notation
from tutor.ui.table import card_table, intent_of
from tutor.ui.table import view as table_view
from tutor.ui.table.model import Look as TableLook
from tutor.ui.table.model import judge, pick_data

HAND = state.Kept("analyse.hand", "")
RULES_WIDGET = "analyse.rules.widget"
_RULES_WIDGET: state.Slot[str] = state.Slot(RULES_WIDGET, str)
UPCARD_WIDGET = "analyse.upcard"
TAKEN_WIDGET = "analyse.taken"
DEADWOOD_BOX = "gt-deadwood"  # container key: the browser tests read the figure in it
HAND_TABLE = "analyse.table"  # the hand at the card table: melds marked, sorted, reordered


def _pick_key(suit: Suit) -> str:
    return f"analyse.pick.{suit.letter}"


def _picks(suit: Suit) -> state.Slot[list[int]]:
    """The ranks picked in one suit's pills (the widget's value)."""
    return state.Slot(_pick_key(suit), list)


def _rank_labels(suit: Suit, lang: str, four_colour: bool) -> Callable[[int], str]:
    """The picker's labels for one suit in its ink: ``A♥``, ``2♥`` ... ``K♥`` (in Dutch
    ``♥A`` ... ``♥H``)."""
    return lambda rank: card_markdown(Card(suit, Rank(rank)), lang, four_colour)


# ----------------------------------------------------------------------------- callbacks


def _picked() -> None:
    """The picker changed: rewrite the text from the picked cards."""
    mask = 0
    for suit in Suit:
        for rank in _picks(suit).get() or []:
            mask |= Card(suit, Rank(rank)).bit
    HAND.set(format_cards(CardSet(mask)))


def _deal(count: int) -> None:
    HAND.set(format_cards(CardSet(random.sample(DECK, count))))


def _clear() -> None:
    HAND.set("")


def _rules_changed() -> None:
    chosen = _RULES_WIDGET.get()
    if chosen is not None:
        state.set_rules_name(chosen)


# ----------------------------------------------------------------------------- input


def _rules_picker(lang: str) -> Rules:
    _RULES_WIDGET.set(state.rules_name())
    st.selectbox(
        t("ui.rules.label"),
        options=list(PRESETS),
        format_func=lambda name: preset_name(name, lang),
        key=RULES_WIDGET,
        help=t("ui.rules.help"),
        on_change=_rules_changed,
    )
    return state.rules()


def _card_choice(label: str, options: list[Card], key: str, lang: str) -> Card | None:
    none = text("ui.analyse.none", lang)
    choice: Card | None = st.selectbox(
        label,
        options=[None, *options],
        format_func=lambda c: none if c is None else card_label(c, lang),  # a menu: no ink
        key=key,
    )
    return choice


def _entry_widgets(cards: CardSet, lang: str, four_colour: bool) -> None:
    HAND.mirror()
    st.text_input(
        t("ui.analyse.input"),
        key=HAND.widget,
        placeholder=t("ui.analyse.placeholder"),
        help=t("ui.analyse.input_help"),
        on_change=HAND.take,
    )
    with st.container(horizontal=True):
        st.button(t("ui.analyse.deal10"), on_click=_deal, args=(10,))
        st.button(t("ui.analyse.deal11"), on_click=_deal, args=(11,))
        st.button(t("ui.analyse.clear"), on_click=_clear)
    with st.expander(t("ui.analyse.pick")):
        for suit in Suit:
            # Redrawn from the text on every run, so both ways of entering agree.
            _picks(suit).set([c.rank.value for c in cards if c.suit is suit])
            st.pills(
                text(f"ui.suit.{suit.letter}", lang).capitalize(),
                options=[r.value for r in Rank],
                format_func=_rank_labels(suit, lang, four_colour),
                selection_mode="multi",
                key=_pick_key(suit),
                on_change=_picked,
            )


# ----------------------------------------------------------------------------- output


def _deadwood_figure(label: str, value: int) -> None:
    with st.container(key=DEADWOOD_BOX):
        st.metric(label, value)


def _hand_id() -> str:
    return HAND.get()


def _on_table() -> None:
    """The learner sorts the hand or drags its cards into an order of their own."""
    answer = judge(intent_of(HAND_TABLE), None, state.language())
    if answer.view is not None and answer.view.kind in ("order", "sort"):
        table_view.change(answer.view, HAND_TABLE, _hand_id())


def _hand(report: Report, lang: str, four_colour: bool) -> None:
    """The hand at the card table, the engine's melds first and marked; for eleven cards
    the best discard is raised and named so."""
    cards = report.hand.cards
    look = TableLook(
        lang, four_colour, state.card_back(), state.table_colour(), table_view.sort_choice()
    )
    if report.discards is None:
        _deadwood_figure(t("ui.analyse.deadwood"), report.deadwood)
        st.caption(t("ui.analyse.hand"))
        raised, notes = None, {}
    else:
        _deadwood_figure(t("ui.analyse.deadwood11"), report.deadwood)
        st.caption(t("ui.analyse.hand11"))
        raised = report.discards.best.card
        notes = {raised: t("ui.analyse.best_note")}
        cards = CardSet(cards.mask | raised.bit)
    data = pick_data(
        cards,
        look,
        multi=False,
        pickable=(),
        raised=raised,
        arrangement=report.hand.best,
        kept=table_view.kept_order(HAND_TABLE, _hand_id()),
        notes=notes,
    )
    card_table(data, HAND_TABLE, _on_table)


def _labels(cards: list[Card], lang: str, four_colour: bool) -> str:
    return ", ".join(card_markdown(c, lang, four_colour) for c in cards)


def _verdict(report: Report, rules: Rules, lang: str, four_colour: bool) -> None:
    options = report.discards
    if options is None:
        return
    best = card_markdown(options.best.card, lang, four_colour)
    st.write(t("ui.analyse.best_discard", card=best, deadwood=report.deadwood))
    if options.big_gin:
        st.success(say(reason("hand.big_gin", "R17"), state.language()))
        if not rules.big_gin:
            st.caption(t("ui.analyse.big_gin_off"))
    if options.gin_discards():
        st.success(
            t("ui.analyse.gin_with", cards=_labels(options.gin_discards(), lang, four_colour))
        )
    elif options.can_knock:
        st.success(
            t("ui.analyse.knock_with", cards=_labels(options.knock_discards(), lang, four_colour))
        )
    else:
        st.info(t("ui.analyse.no_knock"))


def _arrangements(report: Report, lang: str, four_colour: bool) -> None:
    arrangements = report.hand.arrangements
    if report.best_discard is None:
        st.subheader(t("ui.analyse.arrangements", count=len(arrangements)))
    else:
        card = card_markdown(report.best_discard, lang, four_colour)
        st.subheader(t("ui.analyse.arrangements11", card=card, count=len(arrangements)))
    if len(arrangements) == 1:
        st.caption(t("ui.analyse.only_one"))
        return
    for number, arrangement in enumerate(arrangements, 1):
        title = t("ui.analyse.arrangement_n", n=number)
        st.markdown(f"**{title}**")
        st.html(
            row_html(
                arrangement_groups(arrangement, lang), lang, four_colour=four_colour, label=title
            )
        )


def _reasons(report: Report, lang: str, four_colour: bool) -> None:
    st.subheader(t("ui.analyse.why"))
    lines = [inked(notation(say(r, lang)), four_colour) for r in report.hand.reasons]
    st.markdown("\n".join(f"- {line}" for line in lines))


def _discard_table(report: Report, lang: str, four_colour: bool) -> None:
    if report.discards is None:
        return
    st.subheader(t("ui.analyse.discards"))
    card, why = text("ui.analyse.col.card", lang), text("ui.analyse.col.why", lang)
    rows = [  # st.table reads its cells as Markdown: the cards in their ink, melds escaped
        {
            **row,
            card: inked(str(row[card]), four_colour),
            why: inked(notation(str(row[why])), four_colour),
        }
        for row in discard_rows(report.discards, lang)
    ]
    st.table(rows, hide_index=True)


def render() -> None:
    lang = state.language()
    four_colour = state.four_colour()
    st.title(t("ui.page.analyse"))
    st.caption(t("ui.analyse.intro"))
    rules = _rules_picker(lang)
    entry = read_entry(HAND.get())
    _entry_widgets(entry.cards, lang, four_colour)
    if entry.problem is not None:
        st.error(shown_as_written(entry.message(lang)), icon=":material/error:")
        return
    if not entry.cards:
        st.info(t("ui.analyse.empty"))
        return
    upcard = None
    if rules.oklahoma:
        upcard = _card_choice(t("ui.analyse.upcard"), list(DECK), UPCARD_WIDGET, lang)
    taken = None
    if len(entry.cards) == MAX_CARDS:
        # Keyed by the hand, so a choice from an earlier hand never lingers.
        key = f"{TAKEN_WIDGET}.{entry.cards.mask:x}"
        taken = _card_choice(t("ui.analyse.taken"), list(entry.cards), key, lang)
    report = analyse(entry.cards, rules, upcard, taken)
    _hand(report, lang, four_colour)
    _verdict(report, rules, lang, four_colour)
    _arrangements(report, lang, four_colour)
    _reasons(report, lang, four_colour)
    _discard_table(report, lang, four_colour)
