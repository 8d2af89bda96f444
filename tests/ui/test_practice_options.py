"""The practice table follows the learner's options (RULES.md, what the apps do): card back,
table colour, four-colour suits and sound; its card buttons name the cards for the keyboard.

The sounds are checked as WAV files; on the page (AppTest) a sound is an audio element that
appears in the one run after a draw, a knock or gin, and never when sound is off. Knock and gin
are played on scripted deals (``HandState.deal`` with chosen hands), put on the table as a
replayed hand, so they happen on the learner's first turn.
"""

from __future__ import annotations

import io
import wave
from array import array
from dataclasses import replace

import pytest
from streamlit.testing.v1 import AppTest

from tests.ui.conftest import OpenApp
from tutor.engine.actions import Discard, DrawStock, Gin, Knock, Pass, Take
from tutor.engine.cards import Card, CardSet, Suit
from tutor.engine.rules import CLASSIC
from tutor.engine.state import HandState, Phase
from tutor.explain import text
from tutor.practice.game import Game, new_game
from tutor.ui import sounds, state
from tutor.ui.cards import BACK_COLOURS, CARD_CSS, FOUR_COLOURS, TABLE_FELTS, backs_html, card_html
from tutor.ui.table import face_uri
from tutor.ui.table.driver import send, table_data
from tutor.ui.table.faces import face_svg
from tutor.ui.views import practice as page

PAGE = "app_pages/practice.py"
# Three melds and a king: the stock's top card decides what the first turn can do.
MINE = CardSet.parse("As 2s 3s 4h 5h 6h 7c 7d 7s Kd")
THEIRS = CardSet.parse("Ks Qh Jc 9d 8c Tc 6c 4d Qd Jh")  # no meld, nothing near one
UPCARD = Card.parse("2h")  # of no use to either hand


def c(text: str) -> Card:
    return Card.parse(text)


# ----------------------------------------------------------------------------- the sounds


def _read(data: bytes) -> tuple[wave._wave_params, list[int]]:
    with wave.open(io.BytesIO(data)) as played:
        params = played.getparams()
        frames = array("h", played.readframes(params.nframes))
    return params, list(frames)


@pytest.mark.parametrize("name", sounds.SOUNDS)
def test_each_sound_is_a_short_mono_wav_that_starts_and_ends_quietly(name: str) -> None:
    params, samples = _read(sounds.wav(name))
    assert (params.nchannels, params.sampwidth, params.framerate) == (1, 2, sounds.RATE)
    assert 0.05 < params.nframes / params.framerate < 1.0  # short: a move, not a tune
    assert len(samples) == params.nframes
    peak = max(abs(s) for s in samples)
    assert 0.2 * 32767 < peak <= 32767  # heard, and never clipped past full scale
    assert abs(samples[0]) < 330 and abs(samples[-1]) < 330  # faded: no click (1 %)


def test_the_sounds_differ_and_are_made_once() -> None:
    made = {name: sounds.wav(name) for name in sounds.SOUNDS}
    assert set(made) == {"draw", "knock", "gin"}
    assert len(set(made.values())) == 3
    assert all(sounds.wav(name) is made[name] for name in sounds.SOUNDS)  # cached


def test_an_unknown_sound_is_named_in_the_error() -> None:
    with pytest.raises(ValueError, match="'bell' is not a sound"):
        sounds.wav("bell")


def _deal(top: str) -> HandState:
    """The scripted deal: the learner (seat 0, not the dealer) speaks first; ``top`` is the
    stock's top card."""
    return HandState.deal(CLASSIC, dealer=1, hands=(MINE, THEIRS), upcard=UPCARD, stock=[c(top)])


def _after(hand: HandState, *actions: object) -> HandState:
    for action in actions:
        hand, _ = hand.apply(action)  # type: ignore[arg-type]
    return hand


def test_which_moves_sound() -> None:
    assert sounds.move_sound(DrawStock(), None) == "draw"
    assert sounds.move_sound(Take(c("2h")), None) == "draw"
    assert sounds.move_sound(Discard(c("Kd")), None) is None
    assert sounds.move_sound(Pass(), None) is None
    gin = _after(_deal("7h"), Pass(), Pass(), DrawStock(), Gin(c("Kd")))
    assert gin.is_over and gin.result is not None and gin.result.result == "gin"
    assert sounds.move_sound(Gin(c("Kd")), gin) == "gin"
    knocked = _after(_deal("2c"), Pass(), Pass(), DrawStock(), Knock(c("Kd")))
    while not knocked.is_over:  # the defender's layoffs, if any, then done
        knocked = _after(knocked, knocked.legal_actions()[-1])
    assert knocked.result is not None and knocked.result.result in ("knock", "undercut")
    assert sounds.move_sound(Knock(c("Kd")), knocked) == "knock"
    # a draw hand (R14) ends in silence, whatever the last move was
    assert sounds.move_sound(Discard(c("Kd")), replace(knocked, result=None)) is None


# ----------------------------------------------------------------------------- the page


def _open(open_app: OpenApp, locale: str = "en-US", **options: object) -> AppTest:
    """The practice page with the learner's options set (keys of tutor.ui.state) and the
    scripted deal ``top`` on the table, or game 7 against the easy opponent."""
    at = open_app(locale)
    top = options.pop("top", None)
    for key, value in options.items():
        at.session_state[key] = value
    if top is not None:
        game = replace(new_game("easy", "classic", 1), replay=_deal(str(top)))
        at.session_state[page.GAME] = game
        at.switch_page(PAGE)
    else:
        at.query_params.update({"game": "7", "level": "easy"})
        at.switch_page(PAGE)
    at.run()
    assert not at.exception
    return at


def _game(at: AppTest) -> Game:
    game = at.session_state[page.GAME]
    assert isinstance(game, Game)
    return game


def _checked(at: AppTest) -> AppTest:
    assert not at.exception
    assert not at.error, [e.value for e in at.error]
    return at


def _click(at: AppTest, key: str) -> AppTest:
    at.button(key=key).click()
    return _checked(at.run())


def _send(at: AppTest, intent: dict[str, str]) -> AppTest:
    """What the card table sends when the learner plays ``intent`` by the cards."""
    return _checked(send(at, page.TABLE_KEY, intent))


def _table(at: AppTest) -> dict[str, object]:
    return table_data(at, page.TABLE_KEY)


def _sounds(at: AppTest) -> list[str]:
    """The addresses of the audio elements of the last run (one per sound played)."""
    played = at.get("audio")
    assert all(a.proto.autoplay for a in played)
    return [a.proto.url for a in played]


def _last_card(at: AppTest) -> dict[str, str]:
    """Throw the last card of the hand that may be thrown: the highest loose card."""
    cards = [c for c in _table(at)["hand"] if c["discard"]]  # type: ignore[union-attr]
    return {"kind": "discard", "card": cards[-1]["card"]}


def _to_my_draw(at: AppTest) -> AppTest:
    """Pass the opening upcard if offered, up to the learner's draw."""
    if _game(at).hand.phase is Phase.OFFER:
        at = _send(at, {"kind": "pass"})
        assert _sounds(at) == []
    assert _game(at).hand.phase is Phase.DRAW and _game(at).my_turn
    return at


def test_a_draw_sounds_once_and_later_runs_are_silent(open_app: OpenApp) -> None:
    at = _to_my_draw(_open(open_app))
    assert _sounds(at) == []
    at = _send(at, {"kind": "draw"})
    assert len(_game(at).hand.hands[0]) == 11
    draw = _sounds(at)
    assert len(draw) == 1
    at = _click(at, "practice.tip")  # no move: no sound
    assert _sounds(at) == []
    at.run()  # nor on a plain rerun
    assert _sounds(at) == []
    # the discard is silent; the next draw sounds the same again
    at = _send(at, _last_card(at))
    assert _sounds(at) == []
    if _game(at).finished is None:
        at = _send(at, {"kind": "draw"})
        assert _sounds(at) == draw


def test_gin_and_a_knock_sound_as_themselves(open_app: OpenApp) -> None:
    at = _to_my_draw(_open(open_app, top="7h"))
    at = _send(at, {"kind": "draw"})
    draw = _sounds(at)
    assert _table(at)["gin"] and not _table(at)["knock"]  # the Gin button, not Knock
    at = _send(at, {"kind": "gin", "card": "Kd"})  # Kd goes, ten cards in melds
    finished = _game(at).finished
    assert finished is not None and finished.result is not None
    assert finished.result.result == "gin"
    gin = _sounds(at)
    assert len(gin) == 1 and gin != draw
    at.run()
    assert _sounds(at) == []

    at = _to_my_draw(_open(open_app, top="2c"))
    at = _send(at, {"kind": "draw"})
    assert _table(at)["knock"] and _sounds(at) == draw
    at = _send(at, {"kind": "knock", "card": "Kd"})
    finished = _game(at).finished
    assert finished is not None and finished.knocker == 0
    knock = _sounds(at)
    assert len(knock) == 1 and knock not in (draw, gin)


def test_no_sound_at_all_when_sound_is_off(open_app: OpenApp) -> None:
    at = _to_my_draw(_open(open_app, top="7h", **{state.SOUND: False}))
    at = _send(at, {"kind": "draw"})
    assert _sounds(at) == []
    at = _send(at, {"kind": "gin", "card": "Kd"})
    assert _game(at).finished is not None
    assert _sounds(at) == []
    at = _to_my_draw(_open(open_app, **{state.SOUND: False}))
    for _ in range(40):  # a stretch of a whole hand: draws, discards, maybe its end
        game = _game(at)
        if game.finished is not None:
            break
        if game.hand.phase is Phase.DRAW:
            at = _send(at, {"kind": "draw"})
        else:
            at = _send(at, _last_card(at))
        assert _sounds(at) == []


# ----------------------------------------------------------------------------- the look


@pytest.mark.parametrize(("back", "felt"), [("blue", "green"), ("red", "wood"), ("green", "blue")])
def test_the_table_shows_the_chosen_back_and_felt(open_app: OpenApp, back: str, felt: str) -> None:
    at = _open(open_app, **{state.CARD_BACK: back, state.TABLE_COLOUR: felt})
    data = _table(at)
    hidden = len(_game(at).hand.hands[1])
    assert data["back"] == back and data["felt"] == TABLE_FELTS[felt]
    assert data["opponent"] == {"count": hidden, "cards": None}  # face down
    assert data["text"]["opponent"] == "Opponent, 10 cards"  # type: ignore[index]
    faces = data["faces"]  # the drawings the browser has not had yet, the chosen back among them
    assert faces[f"back:{back}"] == face_uri(f"back:{back}", "en", False)  # type: ignore[index]
    assert all(f"back:{other}" not in faces for other in set(BACK_COLOURS) - {back})  # type: ignore[operator]


def test_hidden_cards_are_fanned_under_one_name() -> None:
    label = "Hand van de tegenstander: 10 gesloten kaarten"
    html = backs_html(10, "nl", back="green", label=label)
    assert html.count(card_html(None, "nl", back="green")) == 10
    assert html.count('alt="gesloten kaart"') == 10  # every image keeps its text label
    assert html.startswith(
        f'<div class="gt-row gt-fan" lang="nl" role="group" aria-label="{label}"'
    )
    assert ".gt-fan>.gt-card+.gt-card{margin-left:" in CARD_CSS
    with pytest.raises(ValueError, match="'purple' is not a card back"):
        backs_html(1, back="purple")


def test_four_colour_suits_on_the_table(open_app: OpenApp) -> None:
    plain = _open(open_app)
    four = _open(open_app, **{state.FOUR_COLOUR: True})
    hand = _game(four).hand.hands[0]
    coloured = [card for card in hand if card.suit in (Suit.DIAMONDS, Suit.CLUBS)]
    assert coloured  # game 7 deals the learner a diamond or a club
    inks = {c["card"]: c["ink"] for c in _table(four)["hand"]}  # type: ignore[union-attr]
    plain_inks = {c["card"]: c["ink"] for c in _table(plain)["hand"]}  # type: ignore[union-attr]
    for card in coloured:
        assert inks[str(card)] == FOUR_COLOURS[card.suit] != plain_inks[str(card)]
        assert FOUR_COLOURS[card.suit] in face_svg(card, "en", four_colour=True)
    assert _table(four)["four_colour"] and not _table(plain)["four_colour"]
    assert FOUR_COLOURS[Suit.DIAMONDS] != FOUR_COLOURS[Suit.HEARTS]


# ----------------------------------------------------------------------------- the keyboard


@pytest.mark.parametrize(
    ("locale", "card", "words"),
    [("en-US", "Kd", "king of diamonds"), ("nl-NL", "Kd", "ruiten heer")],
)
def test_the_tables_cards_name_the_card_in_the_hands_order(
    open_app: OpenApp, locale: str, card: str, words: str
) -> None:
    at = _to_my_draw(_open(open_app, locale, top="2c"))
    at = _send(at, {"kind": "draw"})
    cards = {c["card"]: c for c in _table(at)["hand"]}  # type: ignore[union-attr]
    assert len(cards) == 11
    assert cards[card]["name"] == words
    assert cards[card]["discard"]
    hand = _game(at).hand.hands[0]
    assert set(cards) == {str(c) for c in hand}
    lang = locale[:2]
    assert _table(at)["text"]["can_discard"] == text("table.can_discard", lang)  # type: ignore[index]


def test_the_knock_asks_for_the_card_that_goes_face_down(open_app: OpenApp) -> None:
    at = _to_my_draw(_open(open_app, "nl-NL", top="2c"))
    at = _send(at, {"kind": "draw"})
    cards = {c["card"]: c for c in _table(at)["hand"]}  # type: ignore[union-attr]
    assert cards["Kd"]["knock"]
    assert not cards["As"]["knock"]  # a meld card: no knock with it
    assert _table(at)["text"]["pick_knock"] == text("table.pick_knock", "nl")  # type: ignore[index]
    at = _send(at, {"kind": "knock", "card": "As"})  # refused by the engine, not played
    assert _game(at).finished is None
    assert str(_table(at)["message"]).startswith("Mag niet: ")
