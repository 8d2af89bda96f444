"""Neutral ground: our levels on OpenSpiel's gin_rummy table (tutor/bot/neutral.py)."""

from __future__ import annotations

import random
import sys
from dataclasses import replace

import pytest

from tutor.bot import neutral, selfplay
from tutor.bot.decision import Decider, Decision
from tutor.bot.equity import table_for
from tutor.bot.levels import policy
from tutor.engine.cards import DECK
from tutor.engine.errors import TutorError
from tutor.engine.melds import least_deadwood
from tutor.engine.notation import parse_card
from tutor.engine.rules import CLASSIC, Rules
from tutor.engine.showdowns import spread_showdown
from tutor.engine.state import PlayerView

pytest.importorskip("pyspiel", reason="OpenSpiel has no package for this platform")

PAIRS = [("simple", "medium"), ("medium", "patient1"), ("easy", "simple"), ("hard", "medium")]


def test_openspiel_scores_our_levels_hands_as_the_engine_does() -> None:
    """Card and meld numbers, the twin, the knocker's melds and the defender's layoffs all
    line up: every knocked hand between two of our levels scores on OpenSpiel's table what
    the engine's showdown of the same cards and spread scores under the rules our levels see
    there (``neutral.RULES``: a tie scores nothing), ties included."""
    knocked = ties = 0
    for n in range(120):
        deck = list(DECK)
        random.Random(f"neutral-test/{n}").shuffle(deck)
        played = neutral.play_hand(PAIRS[n % len(PAIRS)], deck, (0, 0), random.Random(n))
        if played.shown is None:
            assert played.points == (0, 0)  # a draw hand: nobody knocked
            continue
        shown = played.shown
        args = (shown.knocker_cards, shown.defender_cards, shown.spread)
        ours = spread_showdown(*args, neutral.RULES)
        theirs = played.points[shown.knocker] - played.points[1 - shown.knocker]
        knocked += 1
        assert theirs == ours.knocker_net, (n, shown)
        assert (not shown.loose) == (ours.result == "gin"), (n, shown)
        if ours.result == "tie":
            ties += 1
            assert spread_showdown(*args, CLASSIC).result == "undercut"  # R20 at home
    assert knocked > 100 and 0 < ties < 12


def test_our_levels_see_openspiels_tie_rule_and_the_classic_match_table(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    seen: list[Rules] = []

    def spying(name: str) -> Decider:
        decide = policy(name)

        def spy(view: PlayerView, rng: random.Random) -> Decision:
            seen.append(view.rules)
            return decide(view, rng)

        return spy

    monkeypatch.setattr(neutral, "policy", spying)
    neutral.play_hand(("simple", "medium"), list(DECK), (0, 0), random.Random(0))
    assert seen and set(seen) == {neutral.RULES} and not neutral.RULES.undercut_on_tie
    assert replace(neutral.RULES, name="classic", undercut_on_tie=True) == CLASSIC
    assert table_for(neutral.RULES) is table_for(CLASSIC) is not None
    assert table_for(replace(neutral.RULES, gin_bonus=20)) is None


# OpenSpiel counts 4s 5s 6s 4h 5h 6h 4d 6c Ah 2c 3c as 11 deadwood (two sets, less the 5s);
# `simple` holds it after taking 6h and knocks with 6c: two runs and 10 (R9, R15).
MISCOUNTED = (
    "3d Jc Ad 9h 9c 7d 5d 8d 3h 2h 5s 7h 6c Qd 2c 4s 3c 4d Ah Ts 2s Th 8s Ac 5h 2d Qh 8c 4h Qc "
    "Jd 9s 7c Kh 6d Td Tc 6s 6h Qs 9d 8h As Kd 4c Js Kc 5c Jh 7s Ks 3s"
)


def test_a_knock_openspiel_refuses_is_thrown_without_a_knock() -> None:
    deck = [parse_card(c) for c in MISCOUNTED.split()]
    rng = random.Random("neutral/2027/378/0")
    played = neutral.play_hand((neutral.OPENSPIEL_SIMPLE, "simple"), deck, (0, 0), rng)
    assert played.refused == 1


def test_a_match_against_openspiels_simple_bot() -> None:
    summary = selfplay.run("medium", neutral.OPENSPIEL_SIMPLE, 4, seed=3, referee="openspiel")
    assert summary.matches == 4 and summary.a_wins + summary.b_wins == 4
    assert summary.to_json()["referee"] == "openspiel"
    won, hands, a_points, b_points = neutral.play_match("patient0", "medium", 3, 0, 1)
    assert max(a_points, b_points) >= 100 and won == (a_points > b_points) and hands >= 2


def test_the_same_match_on_openspiels_table_twice_is_the_same() -> None:
    assert neutral.play_match("hard", neutral.OPENSPIEL_SIMPLE, 5, 1, 0) == neutral.play_match(
        "hard", neutral.OPENSPIEL_SIMPLE, 5, 1, 0
    )


@pytest.mark.parametrize(
    ("a", "b", "rules", "referee", "quoted"),
    [
        ("medium", neutral.OPENSPIEL_SIMPLE, "classic", "tutor", "'openspiel-simple'"),
        ("medium", "simple", "guide", "openspiel", "'guide'"),
        ("medium", "nobody", "classic", "openspiel", "'nobody'"),
        ("medium", "simple", "classic", "chess", "'chess'"),
    ],
)
def test_bad_names_are_refused_with_the_name(
    a: str, b: str, rules: str, referee: str, quoted: str
) -> None:
    with pytest.raises(TutorError, match=quoted):
        selfplay.run(a, b, 2, rules=rules, referee=referee)


def test_without_openspiel_the_error_says_how_to_install_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setitem(sys.modules, "pyspiel", None)  # an import of it fails
    with pytest.raises(TutorError, match="pip install 'open_spiel"):
        neutral._pyspiel()


def test_on_openspiels_table_the_views_hold_what_earlier_hands_showed(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # As at home, every view holds the hands earlier knocks showed of their defenders, by the
    # seat numbers of the hand in play: simple knocks at its first chance, so it never shows
    # a hand it could have knocked with; patient0 waits for gin, and shows them often.
    seen: dict[str, list[tuple[bool, int]]] = {"simple": [], "patient0": []}

    def spying(name: str) -> Decider:
        decide = policy(name)

        def spy(view: PlayerView, rng: random.Random) -> Decision:
            for shown in view.shown:
                theirs = shown.seat != view.seat
                seen[name].append((theirs, least_deadwood(shown.hand.mask)))
            return decide(view, rng)

        return spy

    monkeypatch.setattr(neutral, "policy", spying)
    for pair in range(3):
        neutral.play_match("simple", "patient0", 11, pair, pair % 2)
    patients = [dw for theirs, dw in seen["simple"] if theirs]
    simples = [dw for theirs, dw in seen["patient0"] if theirs]
    assert patients and simples
    assert min(simples) > 10 and min(patients) <= 10
    assert min(dw for theirs, dw in seen["patient0"] if not theirs) <= 10


class _AtTheWall:
    """OpenSpiel's state at the wall as ``_Level._wall`` reads it: seat 0 may take the upcard
    to knock."""

    def __init__(self, mine: str, upcard: str) -> None:
        t = neutral._table()
        self.held = [t.numbers[parse_card(c)] for c in mine.split()]
        self.top = t.numbers[parse_card(upcard)]

    def legal_actions(self) -> list[int]:
        return [neutral._PASS, neutral._KNOCK]

    def hands(self) -> list[list[int]]:
        return [self.held, []]

    def upcard(self) -> int:
        return self.top


def test_at_the_wall_the_hard_level_knocks_with_at_most_one() -> None:
    # Taking Ac leaves 1 deadwood (3h thrown), taking 2c leaves 2: hard knocks only with the
    # first, medium with both (as late in a hand at home), the baselines within their
    # limits ("patient" is patient1), a player without a habit whenever it may.
    one = _AtTheWall("As 2s 3s 7h 7d 7c 9c Tc Jc 3h", "Ac")
    two = _AtTheWall("As 2s 3s 7h 7d 7c 9c Tc Jc 3h", "2c")

    def choice(name: str, wall: _AtTheWall) -> int:
        level = neutral._Level(name, policy(name), random.Random(0), 0)
        return level._wall(wall, neutral._Hand(None, (0, 0)))

    knocks = {
        name: (choice(name, one) == neutral._KNOCK, choice(name, two) == neutral._KNOCK)
        for name in ("hard", "medium", "patient0", "patient1", " Patient ", "random")
    }
    assert knocks == {
        "hard": (True, False),
        "medium": (True, True),
        "patient0": (False, False),
        "patient1": (True, False),
        " Patient ": (True, False),
        "random": (True, True),
    }
