"""Two tabs of one learner writing at once: fields merged, step-by-step documents never
undone by a tab that is behind, events with a key counted once."""

from __future__ import annotations

import pytest

from tutor.store import DamagedRecordError, Store, extend_doc, merge_doc

GAME = ("practice.game", "current")
SAME = ("level", "number", "id")


def game(*inputs: str, number: int = 7, id: str = "g1") -> dict:
    return {"level": "easy", "number": number, "id": id, "inputs": [[i] for i in inputs]}


def test_a_settings_change_keeps_what_another_tab_changed(store: Store) -> None:
    me = store.create_learner()
    merge_doc(store, me, "ui.settings", "settings", {"lang": "nl", "sound": True})
    merge_doc(store, me, "ui.settings", "settings", {"sound": False})  # tab A
    merge_doc(store, me, "ui.settings", "settings", {"rules": "oklahoma"})  # tab B
    doc = store.get_doc(me, "ui.settings", "settings")
    assert doc is not None
    assert doc.data == {"lang": "nl", "sound": False, "rules": "oklahoma"}


def test_settings_of_the_wrong_shape_are_left_for_repair(store: Store) -> None:
    me = store.create_learner()
    store.put_doc(me, "ui.settings", "settings", "loud")
    with pytest.raises(DamagedRecordError, match="'loud' is not an object of fields"):
        merge_doc(store, me, "ui.settings", "settings", {"sound": False})
    doc = store.get_doc(me, "ui.settings", "settings")
    assert doc is not None and doc.data == "loud"


def test_a_tab_that_extends_the_kept_game_writes_it(store: Store) -> None:
    me = store.create_learner()
    first = extend_doc(store, me, *GAME, game("draw stock"), log="inputs", same=SAME)
    assert first.mine and first.doc.version == 1
    later = extend_doc(store, me, *GAME, game("draw stock", "discard 7h"), log="inputs", same=SAME)
    assert later.mine and later.doc.data == game("draw stock", "discard 7h")
    again = extend_doc(store, me, *GAME, game("draw stock", "discard 7h"), log="inputs", same=SAME)
    assert again.mine and again.doc.version == 2  # the same copy again writes nothing


def test_a_tab_nobody_wrote_behind_keeps_its_copy_whatever_it_holds(store: Store) -> None:
    me = store.create_learner()
    first = extend_doc(store, me, *GAME, game("draw stock"), log="inputs", same=SAME)
    other = game("pass", number=8)
    kept = extend_doc(store, me, *GAME, other, log="inputs", same=SAME, seen=first.doc.version)
    assert kept.mine and kept.doc.data == other and kept.doc.version == 2
    stale = extend_doc(store, me, *GAME, game(), log="inputs", same=SAME, seen=first.doc.version)
    assert not stale.mine and stale.doc.data == other


def test_a_tab_that_is_behind_gets_the_newest_game_and_undoes_nothing(store: Store) -> None:
    me = store.create_learner()
    ahead = game("draw stock", "discard 7h", "take 7h")
    extend_doc(store, me, *GAME, ahead, log="inputs", same=SAME)
    # The other tab still shows the table after the first move and plays something else.
    for stale in (game("draw stock"), game("draw stock", "discard Kc"), game(id="g0")):
        kept = extend_doc(store, me, *GAME, stale, log="inputs", same=SAME)
        assert not kept.mine and kept.doc.data == ahead and kept.doc.version == 1


def test_a_differing_open_lesson_may_win_when_the_latest_click_should(store: Store) -> None:
    me = store.create_learner()
    where = ("curriculum.progress", "open")
    extend_doc(store, me, *where, {"lesson": "l1", "log": [1, 2]}, log="log", same=("lesson",))
    other = {"lesson": "l2", "log": [5]}
    kept = extend_doc(store, me, *where, other, log="log", same=("lesson",), prefer_mine=True)
    assert kept.mine and kept.doc.data == other
    behind = {"lesson": "l2", "log": []}  # all of it is in the kept copy already
    kept = extend_doc(store, me, *where, behind, log="log", same=("lesson",), prefer_mine=True)
    assert not kept.mine and kept.doc.data == other


def test_an_event_with_a_key_is_kept_once(store: Store) -> None:
    me = store.create_learner()
    other = store.create_learner()
    first = store.append_event(me, "practice.hand", {"points": 13}, key="g1/12")
    again = store.append_event(me, "practice.hand", {"points": 99}, key="g1/12")
    assert again == first and again.data == {"points": 13}
    store.append_event(me, "practice.game", {"won": True}, key="g1/12")  # another kind
    store.append_event(other, "practice.hand", {"points": 5}, key="g1/12")  # another learner
    store.append_event(me, "practice.hand", {"points": 1})
    store.append_event(me, "practice.hand", {"points": 1})  # no key: every one counts
    assert [e.data["points"] for e in store.events(me, "practice.hand")] == [13, 1, 1]
    assert len(store.events(other, "practice.hand")) == 1
