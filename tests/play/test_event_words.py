"""How the events of a hand are worded: in the third person, so the same sentence serves the
learner's move and the opponent's; with one point or many; and with no empty card list when
a player has no deadwood (R15, R16, R18)."""

from __future__ import annotations

import random
import re

import pytest

from tests.play.helpers import play, scripted
from tutor.engine.events import Event
from tutor.engine.policies import random_policy, simple
from tutor.engine.rules import CLASSIC, preset
from tutor.engine.state import HandState
from tutor.explain import LANGUAGES, say, text

SECOND_PERSON = {
    "en": re.compile(r"\b(you|your|yours)\b", re.IGNORECASE),
    "nl": re.compile(r"\b(je|jij|jou|jouw|u|uw)\b", re.IGNORECASE),
}


def words(events: list[Event], viewer: int, lang: str) -> list[str]:
    return [say(r, lang) for e in events for r in e.seen_by(viewer).reasons]


def test_the_opponents_knock_is_told_in_the_third_person_with_one_point() -> None:
    # Seat 1 knocks with only the ace of clubs loose; seat 0 (the learner) reads it.
    knocker = "As 2s 3s 7h 7d 7c Kh Qh Jh 9c"
    state = scripted(CLASSIC, "4d Jc 8h 8s 2c 3d 6d Js Tc Ts", knocker, "Kd", "Ac", dealer=0)
    state, events = play(state, "pass", "pass", "draw stock", "knock 9c")
    knock = [e for e in events if e.kind == "knock"]
    assert words(knock, 0, "en") == [
        "Knocks with 1 deadwood point (the limit is 10) and lays the discard face down. (R15)"
    ]
    assert words(knock, 0, "nl") == [
        "Klopt met 1 punt dood hout (de grens is 10) en legt de afgooi gedekt weg. (R15)"
    ]
    spread = [e for e in events if e.kind == "spread"]
    assert words(spread, 0, "nl")[-1] == "Dood hout van de klopper: ♣A = 1. (R15)"


def test_knocks_with_more_points_are_plural() -> None:
    assert text("turn.knock", "en", deadwood=5, limit=10).startswith(
        "Knocks with 5 deadwood points"
    )
    assert text("turn.knock", "nl", deadwood=5, limit=10).startswith("Klopt met 5 punten dood hout")
    assert text("knock.allowed", "nl", deadwood=1, limit=10).startswith("Je houdt 1 punt dood")
    assert text("knock.allowed", "nl", deadwood=7, limit=10).startswith("Je houdt 7 punten dood")


@pytest.mark.parametrize(
    ("code", "args", "en", "nl"),
    [
        ("group.player_points", {"player": 2, "points": 1}, "1 point from", "1 punt uit"),
        ("group.player_points", {"player": 2, "points": 0}, "0 points from", "0 punten uit"),
        (
            "final.box_bonus",
            {"player": 1, "hands": 1, "each": 25, "bonus": 25},
            "1 hand won x 25",
            "1 gewonnen hand x 25",
        ),
        (
            "final.box_bonus",
            {"player": 1, "hands": 3, "each": 25, "bonus": 75},
            "3 hands won x 25",
            "3 gewonnen handen x 25",
        ),
        (
            "spread.costs",
            {"spread": "[As 2s 3s]", "points": 1, "best": "x", "best_points": 2, "cost": 1},
            "costs 1 point.",
            "kost 1 punt.",
        ),
    ],
)
def test_counted_words_agree_with_the_number(
    code: str, args: dict[str, object], en: str, nl: str
) -> None:
    assert en in text(code, "en", **args)
    assert nl in text(code, "nl", **args)


def test_after_gin_the_spread_says_there_is_no_deadwood() -> None:
    gin = "As 2s 3s 7h 7d 7c Kh Qh Jh Kc"
    state = scripted(CLASSIC, "4d Jc 8h 8s 2c 3d 6d Js Tc Ts", gin, "9c", "4s", dealer=0)
    state, events = play(state, "pass", "pass", "draw stock", "gin Kc")
    assert [r.code for e in events if e.kind == "gin" for r in e.reasons] == ["turn.gin"]
    spread = [e for e in events if e.kind == "spread"]
    assert spread[0].reasons[-1].code == "spread.no_deadwood"
    assert (
        words(spread, 0, "en")[-1] == "The knocker has no deadwood: every card is in a meld. (R15)"
    )
    assert words(spread, 0, "nl")[-1] == (
        "De klopper heeft geen dood hout: elke kaart zit in een combinatie. (R15)"
    )
    for lang in LANGUAGES:
        assert not any(" = 0" in line for line in words(events, 0, lang))


def test_big_gin_has_its_own_event_words() -> None:
    state = scripted(
        preset("guide"),
        "4d Jc 8h 8s 2c 3d 6d Js Tc Ts",
        "As 2s 3s 4s 5h 5d 5c 9h 9d 9c",
        "Kd",
        "9s",
        dealer=0,
    )
    state, events = play(state, "pass", "pass", "draw stock", "big gin")
    assert [r.code for e in events if e.kind == "big_gin" for r in e.reasons] == ["turn.big_gin"]
    assert words([e for e in events if e.kind == "big_gin"], 0, "nl") == [
        "Gaat grote gin: alle elf kaarten zitten in combinaties, zonder af te leggen. (R17)"
    ]


def test_a_defender_who_lays_off_everything_has_no_deadwood() -> None:
    knocker = "As 2s 3s 4h 5h 6h 7c 7d 7s Kd"
    defender = "4s 5s 8c 9c Tc Qd Qh Qc Qs 3h"
    state = scripted(CLASSIC, defender, knocker, "Jd", "2c", dealer=0)
    state, _ = play(
        state, "pass", "pass", "draw stock", "knock Kd [As 2s 3s] [4h 5h 6h] [7c 7d 7s]"
    )
    state, events = play(
        state,
        "layoff 4s on [As 2s 3s]",
        "layoff 5s on [As 2s 3s 4s]",
        "layoff 3h on [4h 5h 6h]",
        "done",
    )
    assert state.result is not None and state.result.defender_deadwood == 0
    done = [e for e in events if e.kind == "done"]
    assert done[0].reasons[-1].code == "defender.no_deadwood"
    assert words(done, 1, "nl")[-1] == (
        "Na het aanleggen heeft de verdediger geen dood hout: elke kaart zit in een combinatie "
        "of is aangelegd. (R18)"
    )


@pytest.mark.parametrize("name", ["classic", "oklahoma", "straight", "guide", "playon"])
def test_no_event_speaks_to_the_reader(name: str) -> None:
    """Every reason of every event, as either seat sees it, in both languages: never "you",
    never an empty list of cards."""
    rules = preset(name)
    seen: set[str] = set()
    for seed in range(40):
        state = HandState.deal(rules, rng=random.Random(seed), dealer=seed % 2)
        wild = random_policy(random.Random(seed))
        while not state.is_over:
            choose = wild if seed % 3 == 0 and state.to_move == 1 else simple
            state, events = state.apply(choose(state.view(state.to_move)))
            for event in events:
                for viewer in (0, 1):
                    for item in event.seen_by(viewer).reasons:
                        seen.add(item.code)
                        for lang in LANGUAGES:
                            line = say(item, lang)
                            assert not SECOND_PERSON[lang].search(line), (item.code, line)
                            assert ":  " not in line and ": =" not in line, line
    ends = {"turn.gin", "spread.no_deadwood"} if name == "straight" else {"spread.deadwood"}
    assert {"turn.take", "turn.discard"} | ends <= seen
