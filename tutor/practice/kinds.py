"""The store's names for what the practice game keeps: one place, read by the page that
writes them and by Home and Statistics that read them back."""

from __future__ import annotations

HAND_EVENT = "practice.hand"  # one event per finished match hand (records.HandRecord)
GAME_EVENT = "practice.game"  # one event per finished match (records.GameRecord)
KEPT_GAME = ("practice.game", "current")  # the document kind and key of the kept game (kept)

__all__ = ["GAME_EVENT", "HAND_EVENT", "KEPT_GAME"]
