"""What a seat knows comes from its view alone: passes, pick-ups, and the unseen cards."""

from tests.bot.helpers import cards, dealt, play
from tutor.bot.estimate import opponent_probabilities
from tutor.bot.knowledge import FIRST_CHANCE, WAITS_LATE, Habit, Knowledge, learned_habit
from tutor.engine.cards import Card
from tutor.engine.notation import parse_cards
from tutor.engine.rules import CLASSIC
from tutor.engine.state import ShownHand

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


def _shown(seat: int, hand: str, stock: int) -> ShownHand:
    return ShownHand(seat, parse_cards(hand), stock, 10)


def test_the_opponents_habit_is_narrowed_by_the_hands_it_showed() -> None:
    waited_late_3 = _shown(1, "4h 5h 6h 8c 8d 8s Jd Qd Kd 3c", 12)  # 3 deadwood, not knocked
    waited_early_7 = _shown(1, "4h 5h 6h 8c 8d 8s Jd Qd Kd 7c", 26)
    mine_late_1 = _shown(0, "4h 5h 6h 8c 8d 8s Jd Qd Kd Ac", 12)  # the seat's own: no sign
    no_knock = _shown(1, "4h 5h 6h 8c 8d Js Jd Qd Kd 7c", 12)  # 35 deadwood: could not knock

    def read(shown: tuple[ShownHand, ...], base: Habit = WAITS_LATE) -> Habit:
        return learned_habit(shown, 1, CLASSIC, base)

    assert read(()) == WAITS_LATE
    assert read((mine_late_1, no_knock)) == WAITS_LATE
    later = (waited_late_3, waited_early_7, mine_late_1, no_knock)
    assert read(later) == Habit(early=6, late=2)
    assert read(later, FIRST_CHANCE) == Habit(early=6, late=2)
    assert read(later, Habit(early=0, late=0)) == Habit(early=0, late=0)
    assert learned_habit(later, 0, CLASSIC, WAITS_LATE) == Habit(early=None, late=0)


def test_a_habit_read_once_then_kept_within_a_base_is_the_habit_read_from_that_base() -> None:
    # hard.read_opponent reads the shown hands once from FIRST_CHANCE and narrows the read
    # to WAITS_LATE: that must be what reading them from WAITS_LATE gives.
    hands = [
        _shown(1, "4h 5h 6h 8c 8d 8s Jd Qd Kd 3c", 12),
        _shown(1, "4h 5h 6h 8c 8d 8s Jd Qd Kd 7c", 26),
        _shown(1, "4h 5h 6h 8c 8d 8s Jd Qd Kd Ac", 30),
        _shown(1, "4h 5h 6h 8c 8d 8s Jd Qd Kd 9c", 8),
    ]
    bases = [WAITS_LATE, FIRST_CHANCE, Habit(early=0, late=0), Habit(early=2, late=None)]
    for n in range(len(hands) + 1):
        shown = tuple(hands[:n])
        once = learned_habit(shown, 1, CLASSIC, FIRST_CHANCE)
        for base in bases:
            assert once.within(base) == learned_habit(shown, 1, CLASSIC, base), (n, base)
    assert Habit(early=3, late=None).within(Habit(early=None, late=4)) == Habit(3, 4)
