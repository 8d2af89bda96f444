"""The practice table as data: reproducible games, the opponent's narrated turns, automatic
layoffs, the finished hand, the review and "play again from here"."""

from __future__ import annotations

import datetime
import json
import random

import pytest

from tutor.bot.decision import Decider, Decision
from tutor.bot.levels import habit_of, policy
from tutor.bot.review import review
from tutor.bot.tip import Tip, tip
from tutor.engine.actions import Discard, DrawStock, Gin, Knock, Pass, parse_action
from tutor.engine.cards import DECK
from tutor.engine.errors import IllegalActionError, TutorError
from tutor.engine.melds import discard_deadwoods
from tutor.engine.state import Phase, PlayerView, ShownHand
from tutor.practice.game import (
    LEARNER,
    OPPONENT,
    Game,
    ends,
    new_game,
    next_hand,
    play,
    play_again_from,
    restart,
    scores_before,
    shown_before,
    with_review,
    with_tip,
)
from tutor.practice.kept import from_json, to_json
from tutor.practice.numbers import game_of_the_day
from tutor.practice.results import game_record
from tutor.practice.results import hand_record as typed_hand_record


def hand_record(game: Game) -> dict[str, object] | None:
    """The hand's record as it is stored (the JSON the statistics read back)."""
    record = typed_hand_record(game)
    return None if record is None else record.to_json()


def _turn(game: Game) -> Game:
    hand = game.hand
    if hand.phase is Phase.OFFER:
        return play(game, Pass())
    if hand.phase is Phase.DRAW:
        return play(game, DrawStock())
    options = ends(game)
    if options:
        return play(game, options[0])
    taken = hand.taken.index if hand.taken is not None else -1
    _, card = min((dw, i) for i, dw in discard_deadwoods(hand.hands[LEARNER].mask) if i != taken)
    return play(game, Discard(DECK[card]))


def _finish(game: Game) -> Game:
    for _ in range(100):
        if game.finished is not None:
            return game
        game = _turn(game)
    raise AssertionError("the hand did not end")


def test_the_same_number_deals_the_same_game() -> None:
    a, b = new_game("medium", "classic", 42), new_game("medium", "classic", 42)
    assert a.hand.deck == b.hand.deck and a.log == b.log
    assert new_game("medium", "classic", 43).hand.deck != a.hand.deck
    assert restart(_turn(a)).hand == a.hand


def test_game_of_the_day_is_one_number_per_date() -> None:
    day = datetime.date(2026, 3, 1)
    assert game_of_the_day(day) == game_of_the_day(day)
    assert game_of_the_day(day) != game_of_the_day(day + datetime.timedelta(days=1))


def test_the_opponent_moves_until_it_is_the_learners_turn() -> None:
    game = new_game("easy", "classic", 5)
    assert game.my_turn or game.finished is not None
    for _ in range(6):
        if game.finished is not None:
            break
        before = game.hand.phase
        game = _turn(game)
        if before is Phase.DISCARD and game.finished is None:
            assert game.log[0].seat == LEARNER
            assert all(m.seat == OPPONENT for m in game.log[1:])
            assert game.log[-1].reasons  # every opponent move says why
        assert game.my_turn or game.finished is not None


def test_illegal_moves_raise_with_the_engine_reasons() -> None:
    game = new_game("easy", "app", 9)  # no opening choice: a normal turn at once
    assert game.hand.phase is Phase.DRAW
    with pytest.raises(IllegalActionError) as raised:
        play(game, parse_action("discard As"))
    assert raised.value.verdict is not None
    with pytest.raises(TutorError):
        new_game("grandmaster", "classic", 1)


def test_a_finished_hand_waits_then_the_match_goes_on() -> None:
    game = _finish(new_game("easy", "classic", 7))
    assert game.finished is not None and game.finished.is_over
    assert not game.my_turn
    if not game.match.is_over:
        after = next_hand(game)
        assert after.finished is None
        assert after.hand.hands[0] != game.finished.hands[0]


def test_tip_review_and_play_again_from_here() -> None:
    game = new_game("easy", "classic", 11)
    tipped = with_tip(game)
    assert tipped.tip is not None and tipped.tip.decision.action in game.legal()
    game = _finish(game)
    reviewed = with_review(game)
    assert reviewed.review is not None
    assert reviewed.review.moves and reviewed.review.chart
    move = reviewed.review.moves[-1]
    again = play_again_from(reviewed, move.ply)
    assert again.replay is not None
    assert again.hand.history == game.finished.history[: move.ply] or again.finished is not None
    back = next_hand(again)
    assert back.replay is None


def test_the_coach_knows_the_level_the_learner_plays() -> None:
    # The learner chose the easy level, which knocks at its first chance but for a slip: late
    # in the hand the Tip and the review sample its hand knowing so (levels.HABITS), not as
    # an opponent that may be waiting with a knock in hand.
    game = new_game("easy", "classic", 11)
    for _ in range(100):
        late = game.hand.phase is Phase.DISCARD and len(game.hand.stock) < 20
        if game.finished is not None or late:
            break
        game = _turn(game)
    assert game.finished is None and game.my_turn
    view = game.view()

    def values(given: Tip | None) -> object:
        assert given is not None and given.advice is not None
        return given.advice.evaluation

    shown = values(with_tip(game).tip)
    assert shown == values(tip(view, habit=habit_of("easy")))
    assert shown != values(tip(view))  # taken for a player who waits late
    finished = _finish(game)
    reviewed = with_review(finished).review
    assert reviewed is not None and finished.finished is not None
    told = review(
        finished.finished, LEARNER, habit=habit_of("easy"), scores=scores_before(finished)
    )
    assert reviewed.moves == told.moves


def test_knock_and_gin_appear_only_when_legal() -> None:
    game = new_game("easy", "classic", 21)
    for _ in range(60):
        if game.finished is not None:
            break
        if game.hand.phase is Phase.DISCARD:
            hand = game.hand.hands[LEARNER].mask
            taken = game.hand.taken.index if game.hand.taken is not None else -1
            least = min(dw for i, dw in discard_deadwoods(hand) if i != taken)
            limit = game.hand.knock_limit
            assert bool(ends(game)) == (least == 0 or (limit is not None and least <= limit))
            assert all(isinstance(a, Knock | Gin) for a in ends(game))
        game = _turn(game)


def test_a_game_kept_as_data_comes_back_identical() -> None:
    game = new_game("medium", "classic", 77)
    for _ in range(5):
        game = _turn(game)
    game = _finish(game)
    game = next_hand(game)
    game = _turn(game)
    data = to_json(game)
    assert json.loads(json.dumps(data)) == data  # plain JSON for the database
    again = from_json(data)
    assert again.match == game.match and again.hand == game.hand and again.inputs == game.inputs


def test_a_replayed_position_is_kept_too() -> None:
    game = _finish(new_game("easy", "classic", 5))
    game = play_again_from(game, 3)
    assert from_json(to_json(game)).hand == game.hand


@pytest.mark.parametrize(
    "data",
    [
        "nonsense",
        {"level": "easy", "rules": "classic"},
        {"level": "easy", "rules": "classic", "number": 5, "inputs": [["play", "discard 11h"]]},
        {"level": "easy", "rules": "classic", "number": 5, "inputs": [["fly"]]},
    ],
)
def test_a_damaged_kept_game_is_an_error_that_quotes_it(data: object) -> None:
    with pytest.raises(TutorError):
        from_json(data)


def test_the_records_of_a_finished_hand_and_match_come_from_the_engine() -> None:
    game = _finish(new_game("easy", "classic", 9))
    record = hand_record(game)
    assert record is not None
    past = game.match.past[-1]
    assert record["points"] == past.points and record["hand"] == past.number
    assert record["winner"] == (None if past.winner is None else ("me", "opponent")[past.winner])
    result = game.finished.result if game.finished is not None else None
    if result is not None:
        assert record["result"] == result.result
        assert {record["my_deadwood"], record["opponent_deadwood"]} == {
            result.knocker_deadwood,
            result.defender_deadwood,
        }
    assert game_record(game) is None  # the match goes on
    assert hand_record(play_again_from(game, 2)) is None  # a replay is not a match hand


def _whole_match(level: str, number: int) -> Game:
    game = new_game(level, "classic", number)
    for _ in range(40):
        game = _finish(game)
        if game.match.is_over:
            return game
        game = next_hand(game)
    raise AssertionError("the match did not end")


def test_a_finished_match_is_kept_with_its_last_hand_on_the_table() -> None:
    # Kept until the next game, so the last hand can still be reviewed and counted.
    game = _whole_match("easy", 3)
    again = from_json(json.loads(json.dumps(to_json(game))))
    assert again.match.is_over and again.match.final == game.match.final
    assert again.finished == game.finished
    record = hand_record(with_review(again))
    assert record is not None and record["review"] is not None
    assert record["hand"] == len(game.match.past)


def test_the_review_counts_the_scores_the_hand_was_played_at() -> None:
    from tutor.practice.game import scores_before

    game = new_game("easy", "classic", 7)
    assert scores_before(game) == game.scores == (0, 0)
    while not game.match.is_over:
        game = _finish(game)
        last = game.match.past[-1]
        before = list(game.scores)
        if last.winner is not None:
            before[last.winner] -= last.points
        assert scores_before(game) == tuple(before)
        if max(before) > 0 and tuple(before) != game.scores:
            # played again from its start, the hand keeps the scores it was played at
            again = play_again_from(game, 0)
            assert again.view().scores == tuple(before) != again.scores
            assert scores_before(_finish(again)) == tuple(before)
            assert next_hand(_finish(again)).view().scores == game.scores
            return
        game = next_hand(game)
    raise AssertionError("the match ended before a hand was played at other scores")


def test_the_opponent_sees_what_the_earlier_hands_showed(monkeypatch: pytest.MonkeyPatch) -> None:
    # The hard level reads the learner's habit from the hands shown at knocks (R15): every
    # opponent view holds what the match's earlier hands showed, and a hand played again
    # what was shown before it, not its own showing.
    seen: list[tuple[int, tuple[ShownHand, ...]]] = []

    def spying(name: str) -> Decider:
        decide = policy(name)

        def spy(view: PlayerView, rng: random.Random) -> Decision:
            seen.append((view.stock_size, view.shown))
            return decide(view, rng)

        return spy

    monkeypatch.setattr("tutor.practice.game.policy", spying)
    game = new_game("medium", "classic", 7)
    while len(game.match.shown) < 2:
        before = game.match.shown
        seen.clear()
        game = _finish(game)
        assert seen and all(shown == before for _, shown in seen)
        if len(game.match.shown) > len(before):
            assert shown_before(game) == before
            seen.clear()
            _finish(play_again_from(game, 0))
            assert seen and all(shown == before for _, shown in seen)
        game = next_hand(game)
    assert game.view().shown == game.match.shown
