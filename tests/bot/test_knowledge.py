"""What a seat knows comes from its view alone: passes, pick-ups, and the unseen cards."""

from tests.bot.helpers import cards, dealt, play
from tutor.bot.estimate import opponent_probabilities
from tutor.bot.knowledge import Knowledge
from tutor.engine.cards import Card

MINE = "As 2s 3s 7h 7d 7c Kh Qh 5d 9c"
THEIRS = "4s 5s 6s 8h 9h Th 2c 3c Jd Qs"


def test_cards_passed_by_the_opponent_are_recorded() -> None:
    # seat 0 is the non-dealer: both pass the upcard, seat 0 draws and discards 9c,
    # seat 1 lets 9c lie, draws from the stock and discards Qs.
    state = dealt(MINE, THEIRS, "Kd", stock="4d 8c")
    state = play(state, ["pass", "pass", "draw stock", "discard 9c", "draw stock", "discard Qs"])
    k = Knowledge.of(state.view(0))
    assert k.passed == cards("9c Kd").mask
    assert k.opp_discards == cards("Qs").mask
    assert k.opp_known == 0
    assert k.opp_turns == 1
    assert k.unseen.bit_count() == k.stock_size + k.hidden
    assert k.hidden == 10


def test_my_last_discard_is_not_passed_before_the_opponent_draws() -> None:
    state = dealt(MINE, THEIRS, "Kd", stock="4d 8c")
    state = play(state, ["pass", "pass", "draw stock", "discard 9c"])
    k = Knowledge.of(state.view(0))
    assert not k.passed & Card.parse("9c").bit


def test_a_card_the_opponent_took_is_known_and_raises_its_neighbours() -> None:
    state = dealt(MINE, THEIRS, "Kd", stock="4d 8c")
    state = play(state, ["pass", "pass", "draw stock", "discard 9c"])
    state = play(state, ["take 9c", "discard Qs"])
    k = Knowledge.of(state.view(0))
    assert k.opp_known == cards("9c").mask
    assert k.hidden == 9
    probs = opponent_probabilities(k)
    near = [probs[Card.parse(c).index] for c in ("8c", "Tc", "9d", "9h")]
    far = probs[Card.parse("4h").index]
    assert min(near) > 2 * far
    # the Qs it threw makes the other queens less likely than an unrelated card
    assert probs[Card.parse("Qd").index] < far
    assert abs(sum(probs) - k.opp_size) < 1e-6
