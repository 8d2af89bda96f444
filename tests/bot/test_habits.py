"""When each level ends a hand (``levels.HABITS``) is what its policy does: at every chance to
knock in games against the medium level, the policy knocks exactly when its habit says, and
the easy level but for its slips (one in five)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from tutor.bench.bot import WAITED
from tutor.bot.baselines import EASY_SLIP
from tutor.bot.hard import late_low, own_habit, read_opponent
from tutor.bot.knowledge import WAITS_LATE, Habit, learned_habit
from tutor.bot.levels import HABITS, habit_in_match, habit_of, policy
from tutor.engine.actions import Gin, Knock
from tutor.engine.match import MatchState
from tutor.engine.melds import best_discard
from tutor.engine.notation import parse_cards
from tutor.engine.rules import CLASSIC
from tutor.engine.state import HandState, Phase, ShownHand

GAMES = 40


def _chances(name: str, games: int = GAMES) -> list[tuple[bool, bool]]:
    """At every knock chance of ``name`` (no gin) in games against medium: whether it
    knocked, and whether its habit says it knocks there."""
    habit = HABITS[name]
    out = []
    rng = random.Random(f"habits/{name}")
    for n in range(games):
        state = HandState.deal(CLASSIC, rng=random.Random(f"habits/{n}"), dealer=n % 2)
        mine = n % 2  # the level plays either seat, first or second to move
        seats = [policy("medium"), policy("medium")]
        seats[mine] = policy(name)
        while not state.is_over:
            seat = state.to_move
            view = state.view(seat)
            action = seats[seat](view, rng).action
            legal = view.legal_actions()
            if (
                seat == mine
                and view.phase is Phase.DISCARD
                and any(isinstance(a, Knock) for a in legal)
                and not any(isinstance(a, Gin) for a in legal)
            ):
                taken = view.taken.index if view.taken is not None else -1
                left = best_discard(view.hand.mask, taken)[0]
                out.append((isinstance(action, Knock), habit.would_knock(left, view.stock_size)))
            state, _ = state.apply(action)
    return out


@pytest.mark.parametrize("name", ["simple", "patient0", "patient1", "medium"])
def test_a_level_knocks_exactly_when_its_habit_says(name: str) -> None:
    chances = _chances(name)
    assert len(chances) >= 20, len(chances)
    assert all(knocked == says for knocked, says in chances)
    assert any(says for _, says in chances) or name.startswith("patient")
    assert any(not says for _, says in chances) or name == "simple"


def test_the_easy_level_knocks_when_its_habit_says_but_for_its_slips() -> None:
    chances = _chances("easy", 3 * GAMES)
    assert all(says for knocked, says in chances if knocked)
    wanted = [knocked for knocked, says in chances if says]
    missed = 1 - sum(wanted) / len(wanted)
    assert len(wanted) >= 40 and abs(missed - EASY_SLIP) < 0.1, (len(wanted), missed)


def test_a_player_not_known_is_taken_to_wait_late() -> None:
    assert habit_of("random") == habit_of("nobody") == WAITS_LATE
    assert habit_of(" Patient ") == HABITS["patient1"]


def test_players_who_knock_when_their_habit_says_are_read_as_they_are() -> None:
    # A level that knocks at its first chance (simple) or late with 4 or less (medium) never
    # shows a hand it waited with below that, so what the earlier hands showed leaves the
    # hard level's reading of it as it was: against them it plays exactly as before.
    for seed in range(6):
        match = MatchState.new(CLASSIC, seed)
        seats = [policy("simple"), policy("medium")]
        rng = random.Random(seed)
        while not match.is_over:
            view = match.view(match.hand.to_move)
            assert learned_habit(view.shown, 1 - view.seat, CLASSIC, WAITS_LATE) == WAITS_LATE
            match, _ = match.apply(seats[view.seat](view, rng).action)
        assert len(match.shown) >= 3
    read: list[int] = []
    for seed in range(6):  # patient0 waits for gin with little deadwood, and is read so
        match = MatchState.new(CLASSIC, seed)
        seats = [policy("patient0"), policy("medium")]
        rng = random.Random(seed)
        while not match.is_over:
            view = match.view(match.hand.to_move)
            match, _ = match.apply(seats[view.seat](view, rng).action)
        late = learned_habit(match.shown, 0, CLASSIC, WAITS_LATE).late
        assert late is not None
        read.append(late)
    assert max(read) <= 4 and min(read) < 4, read


def test_the_coach_knows_what_the_hard_level_read_of_the_learner() -> None:
    # The hard level knocks late only with less than the learner was seen waiting with; the
    # coach of the learner's seat samples its hands knowing so.
    waited = ShownHand(0, parse_cards("4h 5h 6h 8c 8d 8s Jd Qd Kd 2c"), 9, 10)
    assert habit_in_match("hard", (waited,), 0, CLASSIC) == Habit(early=None, late=1)
    assert habit_in_match("hard", (waited,), 1, CLASSIC) == WAITS_LATE  # not that seat's
    assert habit_in_match("hard", (), 0, CLASSIC) == WAITS_LATE
    assert habit_in_match("medium", (waited,), 0, CLASSIC) == WAITS_LATE
    assert habit_in_match("patient0", (waited,), 0, CLASSIC) == HABITS["patient0"]


def test_the_hard_levels_rollouts_knock_by_habits_only_against_a_player_seen_waiting() -> None:
    # Against a player never seen waiting, both seats' rollouts knock at their first chance
    # (the play that measured best against such players); once it was seen waiting with a
    # hand it could have knocked with, the hard level's own rollouts knock late only with 4
    # or less, as it really does; once it saw a wait late with 2, only with 1.
    assert own_habit(WAITS_LATE) is None
    assert own_habit(HABITS["hard"]) is None
    assert own_habit(Habit(early=0, late=6)) is None
    assert own_habit(WAITS_LATE, waits=True) == Habit(early=None, late=4)
    assert own_habit(Habit(early=None, late=1)) == Habit(early=None, late=1)
    assert own_habit(Habit(early=None, late=1), waits=True) == Habit(early=None, late=1)
    assert own_habit(Habit(early=None, late=0)) == Habit(early=None, late=0)


def _first_hands_read(opponent: str, seed: int) -> tuple[int | None, int | None]:
    """In a match of ``opponent`` (seat 0) against medium: the first hand at whose start
    seat 1 has seen it waiting, and the first at which it is read as waiting late with less
    than 4 (``late_low``); ``None``: never."""
    match = MatchState.new(CLASSIC, seed)
    seats = [policy(opponent), policy("medium")]
    rng = random.Random(seed)
    seen = read = None
    while not match.is_over:
        mine = match.view(1)
        if seen is None and read_opponent(mine)[1]:
            seen = len(match.past)
        if read is None and late_low(learned_habit(mine.shown, 0, CLASSIC, WAITS_LATE)) is not None:
            read = len(match.past)
        view = match.view(match.hand.to_move)
        match, _ = match.apply(seats[view.seat](view, rng).action)
    return seen, read


def test_a_player_who_waits_is_seen_so_before_it_is_read_and_simple_never_is() -> None:
    # `simple` knocks at its first chance, so it is never shown with a hand it could have
    # knocked with: against it the hard level plays as before. `patient0` is, and sooner
    # than it shows a late wait below 4 (its rollouts change a few hands earlier).
    assert all(_first_hands_read("simple", seed) == (None, None) for seed in range(6))
    firsts = [_first_hands_read("patient0", seed) for seed in range(6)]
    seen = [s for s, _ in firsts if s is not None]
    assert len(seen) >= 4, firsts
    assert all(s is not None and s <= r for s, r in firsts if r is not None), firsts
    assert sum(s for s, _ in firsts if s is not None) < sum(r for _, r in firsts if r is not None)


def test_the_bench_times_the_hard_level_against_a_player_it_read_as_waiting() -> None:
    # `tutor bench` reports hard_read_p99_ms for the longer habit rollouts: its shown hand
    # must make the hard level read its opponent as waiting late, or the figure times the
    # ordinary play twice.
    read = learned_habit(WAITED, 1, CLASSIC, WAITS_LATE)
    assert own_habit(read) == Habit(early=None, late=1)


def test_once_read_every_look_ahead_of_the_hard_level_knocks_by_habit(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # The habit the rollouts knock by is read before a discard narrows the style's late
    # knock: at the discards as at the draws, against the bench's waiting player.
    import tutor.bot.hard as hard

    seen: list[tuple[Phase, Habit | None]] = []
    real = hard.evaluate

    def recording(view, actions, samples, rng, habit, own):  # type: ignore[no-untyped-def]
        seen.append((view.phase, own))
        return real(view, actions, samples, rng, habit, own)

    monkeypatch.setattr(hard, "evaluate", recording)
    for seed in range(3):
        state = HandState.deal(CLASSIC, rng=random.Random(seed), dealer=seed % 2)
        rng = random.Random(seed)
        while not state.is_over:
            view = state.view(state.to_move)
            if view.seat == 0:
                action = hard.hard_policy(replace(view, shown=WAITED), rng).action
            else:
                action = policy("patient0")(view, rng).action
            state, _ = state.apply(action)
    phases = {phase for phase, _ in seen}
    assert Phase.DISCARD in phases and Phase.DRAW in phases, phases
    assert all(own == Habit(early=None, late=1) for _, own in seen), seen
