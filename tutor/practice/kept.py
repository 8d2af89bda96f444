"""A practice game kept in the learner's database and brought back from it.

What is kept is the deal's number and the learner's inputs since the deal, never the cards:
the same deal and the same inputs give the same table, because the opponent's choices follow
the game's seed. The order the learner dragged the hand into is an input too (``order``, the
cards from left to right), so a reload shows the hand as the learner left it.

The JSON shape (stored as the ``kinds.KEPT_GAME`` document) is::

    {"level": "easy", "rules": "classic", "number": 7,
     "inputs": [["play", "draw stock"], ["order", "7h", "8h", "As"], ["play", "discard 7h"],
                ["next"], ["again", "3"]],
     "match_over": false}
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tutor.engine.actions import parse_action
from tutor.engine.errors import TutorError
from tutor.engine.notation import parse_card
from tutor.practice.game import Game, new_game, next_hand, play, play_again_from, with_order


def to_json(game: Game) -> dict[str, object]:
    """What is kept of ``game``, and whether its match is over (so that Home need not replay
    it to know; :func:`from_json` does not read it)."""
    return {
        "level": game.level,
        "rules": game.rules_name,
        "number": game.number,
        "inputs": [list(entry) for entry in game.inputs],
        "match_over": game.match.is_over,
    }


def from_json(data: object) -> Game:
    """The game again from :func:`to_json`. A damaged record raises ``TutorError`` quoting
    what could not be used."""
    if not isinstance(data, dict):
        raise TutorError(f"a kept practice game must be a mapping, not {data!r}")
    try:
        game = new_game(str(data["level"]), str(data["rules"]), int(data["number"]))
        for entry in data["inputs"]:
            name, *args = (str(part) for part in entry)
            if name == "play":
                game = play(game, parse_action(args[0]))
            elif name == "next":
                game = next_hand(game)
            elif name == "again":
                game = play_again_from(game, int(args[0]))
            elif name == "order":
                game = with_order(game, [parse_card(card) for card in args])
            else:
                raise TutorError(f"unknown input {entry!r}")
    except (KeyError, TypeError, ValueError, IndexError) as error:
        raise TutorError(f"the kept practice game {data!r} cannot be read: {error}") from error
    return game


def match_over(data: Any) -> bool:
    """Whether a kept game's match is over, read from its JSON without replaying it (a
    finished match stays kept until the next game, for its review)."""
    return isinstance(data, Mapping) and bool(data.get("match_over"))


__all__ = ["from_json", "match_over", "to_json"]
