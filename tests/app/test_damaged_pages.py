"""Damaged data never locks a learner out: with each kind of damage in the learner's rows,
every page still renders without a traceback or the "Something went wrong" banner, the page
that misses the record names it once, and the row is left as it was for repair."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa
from streamlit.testing.v1 import AppTest

from tests.app.conftest import OpenApp, game, hand
from tutor.explain import text
from tutor.store import Learner, Store
from tutor.ui.registry import PAGES

UNEXPECTED = text("ui.error.unexpected", "en")
DEEP = "[" * 5000 + "]" * 5000


@dataclass(frozen=True)
class Damage:
    """One kind of damage: the SQL that does it, and the page (and words) that name it."""

    sql: str
    page: str  # the page that reads the record and says it is left out
    named: str  # what that page says, in English
    params: dict[str, Any]


DAMAGES = {
    "learner created_at": Damage(
        "UPDATE learners SET created_at = 'not a time' WHERE id = :id",
        "home.py",
        "the day your profile was made",
        {},
    ),
    "learner last_seen_at": Damage(
        "UPDATE learners SET last_seen_at = 'not a time' WHERE id = :id",
        "home.py",
        "the day of your last visit",
        {},
    ),
    "name not UTF-8": Damage(
        "UPDATE learners SET name = CAST(X'416EFF61' AS TEXT) WHERE id = :id",
        "home.py",
        "your name",
        {},
    ),
    "document updated_at": Damage(
        "UPDATE documents SET updated_at = 'soon' WHERE learner_id = :id AND kind = "
        "'curriculum.progress' AND key = 'progress'",
        "home.py",
        "your lesson stars",
        {},
    ),
    "event created_at": Damage(
        "UPDATE events SET created_at = 'then' WHERE learner_id = :id AND kind = 'practice.game'",
        "statistics.py",
        "one finished practice game",
        {},
    ),
    "lesson progress a string": Damage(
        "UPDATE documents SET data = '\"three stars\"' WHERE learner_id = :id AND kind = "
        "'curriculum.progress' AND key = 'progress'",
        "lessons.py",
        "your lesson stars from",
        {},
    ),
    "settings a string": Damage(
        "UPDATE documents SET data = '\"dark\"' WHERE learner_id = :id AND kind = 'ui.settings'",
        "home.py",  # settings are brought back on the session's first page, whichever it is
        "your settings from",
        {},
    ),
    "settings version not a number": Damage(
        "UPDATE documents SET version = 'two' WHERE learner_id = :id AND kind = 'ui.settings'",
        "home.py",
        "your settings",
        {},
    ),
    "settings version 0": Damage(
        "UPDATE documents SET version = 0 WHERE learner_id = :id AND kind = 'ui.settings'",
        "home.py",
        "your settings",
        {},
    ),
    "puzzles nested deeply": Damage(
        "UPDATE documents SET data = :deep WHERE learner_id = :id AND kind = 'puzzles.progress'",
        "puzzles.py",
        "your puzzle progress from",
        {"deep": DEEP},
    ),
    "puzzles NaN": Damage(
        "UPDATE documents SET data = '{\"rating\": NaN}' WHERE learner_id = :id "
        "AND kind = 'puzzles.progress'",
        "puzzles.py",
        "your puzzle progress from",
        {},
    ),
    "practice hand nested deeply": Damage(
        "UPDATE events SET data = :deep WHERE learner_id = :id AND kind = 'practice.hand'",
        "statistics.py",
        "one practice hand from",
        {"deep": DEEP},
    ),
}


def busy(kept: Store) -> Learner:
    """A learner with something kept of every kind the pages read."""
    me = kept.create_learner("Sam")
    kept.put_doc(me, "ui.settings", "settings", {"tutor.sound": False})
    kept.put_doc(me, "curriculum.progress", "progress", {})
    kept.put_doc(me, "puzzles.progress", "progress", {})
    kept.append_event(me, "practice.game", game())
    kept.append_event(me, "practice.hand", hand())
    return me


def rows(raw: sa.Engine, me: Learner) -> list[Any]:
    """Everything stored for the learner, as the database holds it, but for the time of the
    last visit: that is the store's own clock, and each visit sets it (a damaged one too)."""
    with raw.connect() as conn:
        # hex(): the bytes as they are, even where they are not UTF-8 (the page tests' SQLite)
        query = "SELECT id, token, hex(name), created_at FROM learners WHERE id = :id"
        found: list[Any] = [tuple(r) for r in conn.execute(sa.text(query), {"id": me.id})]
        query = "SELECT * FROM documents WHERE learner_id = :id ORDER BY 1, 2, 3"
        found += [tuple(r) for r in conn.execute(sa.text(query), {"id": me.id})]
        query = "SELECT id, kind, data, created_at FROM events WHERE learner_id = :id ORDER BY id"
        found += [tuple(r) for r in conn.execute(sa.text(query), {"id": me.id})]
        return found


def shown(at: AppTest) -> list[str]:
    return [e.value for e in [*at.warning, *at.error]]


def visit(open_app: OpenApp, me: Learner, page: str) -> AppTest:
    at = open_app("en-US", learner=me.token)
    if page != "home.py":
        at = at.switch_page(f"app_pages/{page}").run()
    return at


@pytest.mark.parametrize("name", list(DAMAGES))
def test_every_page_renders_with_the_damage_named_once(
    open_app: OpenApp, kept: Store, raw: sa.Engine, name: str
) -> None:
    damage = DAMAGES[name]
    me = busy(kept)
    with raw.begin() as conn:
        done = conn.execute(sa.text(damage.sql), {"id": me.id, **damage.params})
        assert done.rowcount == 1
    before = rows(raw, me)

    for page in (Path(spec.path).name for spec in PAGES):
        at = visit(open_app, me, page)
        assert not at.exception, (page, at.exception)
        messages = shown(at)
        assert not any(UNEXPECTED in m for m in messages), (page, messages)
        if page == damage.page:
            named = [m for m in messages if "One of your records cannot be read" in m]
            assert len(named) == 1, messages
            assert damage.named in named[0] and "is left out here" in named[0]

    assert rows(raw, me) == before  # kept as it was, for repair


def test_the_damage_is_named_in_dutch(open_app: OpenApp, kept: Store, raw: sa.Engine) -> None:
    me = busy(kept)
    damage = DAMAGES["practice hand nested deeply"]
    with raw.begin() as conn:
        conn.execute(sa.text(damage.sql), {"id": me.id, **damage.params})
    at = open_app("nl-NL", learner=me.token).switch_page("app_pages/statistics.py").run()
    (named,) = [w.value for w in at.warning]
    assert named.startswith(
        "Een van je gegevens kan niet gelezen worden en ontbreekt hier daarom: één oefenhand van "
    )


def test_settings_changed_while_the_kept_ones_are_damaged_set_them_aside_and_are_kept(
    open_app: OpenApp, kept: Store, raw: sa.Engine
) -> None:
    me = busy(kept)
    damage = DAMAGES["settings a string"]
    with raw.begin() as conn:
        conn.execute(sa.text(damage.sql), {"id": me.id})
    at = visit(open_app, me, "settings.py")
    assert at.toggle(key="settings.sound.widget").value is True  # the default, not the kept
    at = at.toggle(key="settings.sound.widget").set_value(False).run()
    assert not at.exception
    (said,) = [w.value for w in at.warning]
    assert said.startswith("This record could not be read: your settings")
    assert "kept aside as it was, for repair" in said
    assert at.toggle(key="settings.sound.widget").value is False
    settings = kept.get_doc(me, "ui.settings", "settings")
    assert settings is not None and settings.data == {"tutor.sound": False}  # saved again
    (aside,) = kept.set_aside_docs(me)
    assert aside["data"] == '"dark"'  # the damaged record, exactly as it was, for repair
    again = visit(open_app, me, "settings.py")  # the next visit finds the choice
    assert again.toggle(key="settings.sound.widget").value is False
    assert not again.warning
