"""Short sounds for the practice table: a card drawn, a knock, gin (RULES.md, what the apps
do: sound on or off). Pure functions, no Streamlit.

The sounds are made here as WAV bytes with the standard library's ``wave`` module: a few
decaying sine tones each, nothing downloaded or shipped as a file. Every tone fades in and
out over a few milliseconds so that no sound starts or ends with a click.

>>> data = wav("knock")
>>> data[:4], data[8:12]
(b'RIFF', b'WAVE')
>>> from tutor.engine.actions import Discard
>>> from tutor.engine.cards import Card
>>> move_sound(DrawStock(), None), move_sound(Discard(Card.parse("Kd")), None)
('draw', None)
"""

from __future__ import annotations

import io
import math
import sys
import wave
from array import array
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache

from tutor.engine.actions import Action, DrawStock, Take
from tutor.engine.state import HandState

RATE = 22_050  # samples per second: plenty for short tones, and small files
FADE = 0.004  # seconds of fade at both ends of every tone


@dataclass(frozen=True, slots=True)
class Tone:
    """A sine tone starting at ``start`` seconds, dying away by ``decay`` per second."""

    start: float
    frequency: float
    length: float
    volume: float
    decay: float


# A card sliding off the stock: a soft, high tick.
_DRAW = (Tone(0.0, 1320.0, 0.07, 0.30, 55.0), Tone(0.0, 2640.0, 0.04, 0.08, 90.0))
# Two knocks on a wooden table: low thumps with a wooden overtone.
_KNOCK = tuple(
    tone
    for start in (0.0, 0.14)
    for tone in (Tone(start, 190.0, 0.11, 0.60, 38.0), Tone(start, 570.0, 0.05, 0.22, 70.0))
)
# Gin: a rising major arpeggio, C E G and the octave.
_GIN = tuple(
    Tone(0.09 * step, frequency, 0.36, 0.26, 7.0)
    for step, frequency in enumerate((523.25, 659.26, 783.99, 1046.50))
)
TONES: Mapping[str, tuple[Tone, ...]] = {"draw": _DRAW, "knock": _KNOCK, "gin": _GIN}
SOUNDS: tuple[str, ...] = tuple(TONES)


def _samples(tones: tuple[Tone, ...]) -> list[float]:
    end = max(tone.start + tone.length for tone in tones)
    out = [0.0] * math.ceil(end * RATE)
    fade = FADE * RATE
    for tone in tones:
        first, count = round(tone.start * RATE), round(tone.length * RATE)
        step = 2 * math.pi * tone.frequency / RATE
        for i in range(count):
            edge = min(1.0, i / fade, (count - 1 - i) / fade)
            level = tone.volume * math.exp(-tone.decay * i / RATE) * edge
            out[first + i] += level * math.sin(step * i)
    return out


@lru_cache(maxsize=len(TONES))
def wav(name: str) -> bytes:
    """The sound called ``name`` (one of ``SOUNDS``) as a mono 16-bit WAV file."""
    if name not in TONES:
        raise ValueError(f"{name!r} is not a sound ({', '.join(SOUNDS)})")
    frames = array("h", (round(max(-1.0, min(1.0, s)) * 32767) for s in _samples(TONES[name])))
    if sys.byteorder == "big":  # WAV samples are little-endian
        frames.byteswap()
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames.tobytes())
    return buffer.getvalue()


def move_sound(action: Action, ended: HandState | None) -> str | None:
    """The sound a move at the table makes, or ``None``.

    ``ended`` is the hand when this move (or the opponent's reply to it) ended it: gin and
    big gin sound as gin, a knock as a knock (R15, R16), a hand drawn out of stock (R14) is
    silent. Otherwise taking a card, from the stock or the discard pile, sounds as a draw.
    """
    if ended is not None:
        result = ended.result
        if result is None:
            return None
        return "gin" if result.result in ("gin", "big_gin") else "knock"
    if isinstance(action, DrawStock | Take):
        return "draw"
    return None
