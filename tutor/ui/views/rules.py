"""The Rules page: the catalogue R1-R32 in the learner's language, with the Dutch terms, the
sources, the settings that vary each rule, its lesson, and examples worked out by the engine.

Each rule is an expander that tracks whether it is open, so the examples (real cards, scored
by the engine) are only worked out for the rules the learner opens. ``?rule=R9`` opens one.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence

import streamlit as st

from tutor.curriculum.links import LessonLink, links_of
from tutor.engine.errors import LessonError, TutorError
from tutor.rulebook.catalogue import RULEBOOK, SECTIONS, SOURCES, Rule, rule, search, section_title
from tutor.rulebook.exhibits import Exhibit, Group
from tutor.rulebook.settings import current_settings, variants
from tutor.ui import state
from tutor.ui.cards import CardGroup, inked, row_html
from tutor.ui.i18n import t, t_quoted
from tutor.ui.literal import notation
from tutor.ui.registry import PAGES
from tutor.ui.views.lessons import catalogue

log = logging.getLogger(__name__)

SEARCH = state.Kept("rules.search", "")
RULE_QUERY = "rule"  # ?rule=R9 opens that rule


def open_key(item: Rule) -> str:
    """The session key of a rule's expander (true while it is open)."""
    return f"rules.open.{item.number}"


def _asked_rule() -> Rule | None:
    asked = st.query_params.get(RULE_QUERY)
    if not asked:
        return None
    try:
        return rule(asked)
    except TutorError:
        return None


def _links() -> dict[str, tuple[LessonLink, ...]]:
    """The lessons of each rule, from the catalogue the Lessons page loads (and caches)."""
    try:
        return links_of(catalogue())
    except LessonError:  # no lessons folder: every rule says it has no lesson yet
        return {}


def _lessons_page() -> str | None:
    spec = next((p for p in PAGES if p.url_path == "lessons"), None)
    return None if spec is None else str(spec.path)


def _lesson_links(item: Rule, links: dict[str, tuple[LessonLink, ...]], lang: str) -> None:
    found = links.get(item.number, ())
    if not found:
        st.caption(t("rulebook.ui.no_lesson"))
        return
    page = _lessons_page()
    for link in found:
        label = t("rulebook.ui.lesson", lesson=link.title(lang))
        if page is None:
            st.markdown(label)
        else:
            st.page_link(
                page, label=label, icon=":material/school:", query_params={"lesson": link.id}
            )


def card_groups(groups: Sequence[Group]) -> list[CardGroup]:
    """The card rows of an example: each meld marked in its own colour."""
    drawn = []
    melds = 0
    for group in groups:
        drawn.append(
            CardGroup(group.cards, meld=melds if group.meld else None, caption=group.label)
        )
        melds += group.meld
    return drawn


def _exhibit(exhibit: Exhibit, lang: str, four_colour: bool) -> None:
    try:
        shown = exhibit.show(lang)
    except Exception as error:  # one broken example must not hide the rest of the page
        log.exception("a rule example failed")
        st.warning(t_quoted("rulebook.ui.example_error", error=str(error)))
        return
    groups = card_groups(shown.groups)
    if groups:
        st.html(row_html(groups, lang, four_colour=four_colour, label=t("rulebook.ui.example")))
    st.markdown("\n".join(f"- {inked(notation(line), four_colour)}" for line in shown.lines))


def _details(item: Rule, lang: str) -> None:
    st.markdown(notation(item.text(lang)))
    terms = "; ".join(f"{en} = *{nl}*" for en, nl in item.term_pairs())
    if terms:
        st.caption(f"{t('rulebook.ui.terms')}: {terms}")
    settings = current_settings(item, state.rules(), lang)
    if settings:
        st.caption(
            t("rulebook.ui.settings", preset=state.rules_name(), settings="; ".join(settings))
        )
        others = variants(item, lang)
        if others:
            st.caption(t("rulebook.ui.variants", variants="; ".join(others)))
    sources = "; ".join(
        t(
            "rulebook.ui.source",
            seed=seed,
            title=f"{t(f'rulebook.source.{seed}')} ({SOURCES[seed]})",
        )
        for seed in item.seeds
    )
    st.caption(f"{t('rulebook.ui.sources')}: {sources}")


def _rule(
    item: Rule,
    lang: str,
    four_colour: bool,
    links: dict[str, tuple[LessonLink, ...]],
    asked: Rule | None,
) -> None:
    key = open_key(item)
    box = st.expander(
        f"{item.number} · {item.title(lang)}",
        expanded=item is asked,
        key=key,
        on_change="rerun",
    )
    with box:
        _details(item, lang)
        _lesson_links(item, links, lang)
        if box.open:  # examples only for an open rule: they are worked out by the engine
            st.markdown(f"**{t('rulebook.ui.example')}**")
            for exhibit in item.exhibits:
                _exhibit(exhibit, lang, four_colour)


def render() -> None:
    lang = state.language()
    four_colour = state.four_colour()
    st.title(t("rulebook.ui.title"))
    st.caption(t("rulebook.ui.intro"))
    SEARCH.mirror()
    st.text_input(t("rulebook.ui.search"), key=SEARCH.widget, on_change=SEARCH.take)
    query = SEARCH.get()
    found = set(r.number for r in search(query, lang))
    if not found:
        st.info(t_quoted("rulebook.ui.no_match", query=query))
        return
    links = _links()
    asked = _asked_rule()
    for section in SECTIONS:
        rules = [r for r in RULEBOOK if r.section == section and r.number in found]
        if not rules:
            continue
        st.subheader(section_title(section, lang))
        for item in rules:
            _rule(item, lang, four_colour, links, asked)
