"""The Practice page through the app's router (AppTest): a whole hand against the easy
opponent with the Tip, the result, the review with its chart, and play again from here."""

from __future__ import annotations

from streamlit.testing.v1 import AppTest

from tests.ui.conftest import OpenApp
from tutor.engine.actions import BigGin, Gin, Knock, Take
from tutor.engine.cards import DECK
from tutor.engine.match import MatchState
from tutor.engine.melds import discard_deadwoods
from tutor.engine.notation import parse_card, parse_cards
from tutor.engine.rules import preset
from tutor.engine.state import HandState, Phase
from tutor.practice.game import Game, ends
from tutor.ui.table.driver import send, table_data
from tutor.ui.views.practice import TABLE_KEY

PAGE = "app_pages/practice.py"


def _open(open_app: OpenApp, locale: str = "en-US", **query: str) -> AppTest:
    at = open_app(locale, **query)
    at.switch_page(PAGE)
    return at.run()


def _game(at: AppTest) -> Game:
    game = at.session_state["practice.game"]
    assert isinstance(game, Game)
    return game


def _click(at: AppTest, key: str) -> AppTest:
    at.button(key=key).click()
    return at.run()


def _send(at: AppTest, intent: dict[str, str]) -> AppTest:
    """What the card table sends when the learner plays ``intent`` by the cards."""
    return send(at, TABLE_KEY, intent)


def _my_move(at: AppTest, game: Game) -> AppTest:
    """A sensible learner: pass or draw, then knock when allowed, else throw the card that
    leaves the least deadwood (playing the table's cards and piles)."""
    hand = game.hand
    if hand.phase is Phase.OFFER:
        return _send(at, {"kind": "pass"})
    if hand.phase is Phase.DRAW:
        return _send(at, {"kind": "draw"})
    options = ends(game)
    if options:
        gin = [a for a in options if isinstance(a, Gin)]
        if gin:
            return _send(at, {"kind": "gin", "card": str(gin[0].card)})
        knock = min(options, key=lambda a: a.card.points)
        assert isinstance(knock, Knock)
        return _send(at, {"kind": "knock", "card": str(knock.card)})
    taken = hand.taken.index if hand.taken is not None else -1
    _, card = min((dw, i) for i, dw in discard_deadwoods(hand.hands[0].mask) if i != taken)
    return _send(at, {"kind": "discard", "card": str(DECK[card])})


def test_a_whole_hand_against_the_easy_opponent(open_app: OpenApp) -> None:
    at = _open(open_app, game="7", level="easy")
    assert not at.exception
    assert at.title[0].value == "Practice"
    game = _game(at)
    assert (game.number, game.level, game.rules_name) == (7, "easy", "classic")
    at = _click(at, "practice.tip")
    tip_box = at.get("markdown")
    assert any("Tip:" in m.value for m in tip_box)
    for _ in range(80):
        game = _game(at)
        if game.finished is not None:
            break
        at = _my_move(at, game)
        assert not at.exception
        assert not at.error, [e.value for e in at.error]
    game = _game(at)
    assert game.finished is not None
    assert any(b.key == "practice.next" for b in at.button)
    narrated = " ".join([m.value for m in at.markdown] + table_data(at, TABLE_KEY)["moves"])
    assert "I " in narrated or "Score" in narrated or game.finished.result is None
    at = _click(at, "practice.review")
    game = _game(at)
    assert game.review is not None
    assert len(at.get("plotly_chart")) == 1
    marked = [m for m in game.review.moves if m.marked]
    if marked:
        at = _click(at, f"practice.again.{marked[0].ply}")
        assert _game(at).replay is not None
        assert any("replaying" in i.value for i in at.info)
    else:
        at = _click(at, "practice.next")
        assert _game(at).finished is None


def test_new_game_and_restart_deal_the_same_cards(open_app: OpenApp) -> None:
    at = _open(open_app, game="12", level="medium")
    first = _game(at).hand.hands[0]
    at = _send(at, {"kind": "draw"}) if _game(at).hand.phase is Phase.DRAW else at
    at = _click(at, "practice.restart")
    assert _game(at).hand.hands[0] == first
    at = _click(at, "practice.new")
    assert _game(at).number != 12 or _game(at).hand.hands[0] == first


def test_the_page_speaks_dutch(open_app: OpenApp) -> None:
    at = _open(open_app, "nl-NL", game="3", level="hard")
    assert at.title[0].value == "Oefenen"
    labels = [b.label for b in at.button]
    assert "Nieuw spel" in labels and "Spel van de dag" in labels and "Tip" in labels


def test_a_bad_game_number_is_a_clear_message(open_app: OpenApp) -> None:
    at = _open(open_app, game="zero")
    assert "whole number" in at.error[0].value


def test_big_gin_is_a_button_when_all_eleven_cards_are_melded(open_app: OpenApp) -> None:
    # Under the guide's rules (R17) taking 5s melds all eleven cards: As-5s, three 7s, J-K of
    # hearts. The page offers Big gin, which ends the hand without a discard.
    rules = preset("guide")
    dealt = HandState.deal(
        rules,
        hands=(
            parse_cards("As 2s 3s 4s 7h 7d 7c Jh Qh Kh"),
            parse_cards("6s 8s 9s 2h 3h 9d Td 2c 3c Qc"),
        ),
        upcard=parse_card("5s"),
        stock=[],
        dealer=1,
    )
    taken, _ = dealt.apply(Take(parse_card("5s")))
    at = _open(open_app, game="5", level="easy")
    game = Game("easy", "guide", 5, MatchState.new(rules, 5), replay=taken)
    at.session_state["practice.game"] = game
    at = at.run()
    assert table_data(at, TABLE_KEY)["big_gin"]  # the table shows Big gin
    at = _send(at, {"kind": "big_gin"})
    assert not at.exception
    finished = _game(at).finished
    assert finished is not None and finished.result is not None
    assert finished.result.result == "big_gin"


def test_no_big_gin_button_when_a_card_is_left_over(open_app: OpenApp) -> None:
    at = _open(open_app, game="7", level="easy", rules="guide")
    for _ in range(40):
        game = _game(at)
        if game.finished is not None:
            break
        if game.hand.phase is Phase.DISCARD and game.my_turn:
            can = BigGin() in game.legal()
            assert table_data(at, TABLE_KEY)["big_gin"] == can
        at = _my_move(at, game)


def test_a_hand_as_dealt_is_fresh_until_the_learner_moves(open_app: OpenApp) -> None:
    at = _open(open_app, game="7", level="easy")
    assert table_data(at, TABLE_KEY)["fresh"]  # a table that first shows it deals it
    at = _my_move(at, _game(at))
    assert not table_data(at, TABLE_KEY)["fresh"]
