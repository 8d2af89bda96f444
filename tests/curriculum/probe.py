"""The small lessons the lesson and question tests write, in one place: the head of a probe
lesson, its scripted deal and its deadwood question."""

from __future__ import annotations

HEAD = """\
id: probe
title: {nl: Proef, en: Probe}
summary: {nl: Een proef., en: A probe.}
rules: [R9]
steps:
"""


def deal(preset: str = "app") -> str:
    """The scripted deal step: the learner holds three melds and Kd, and draws 6d from the
    stock; the opponent deals."""
    return f"""\
  - deal:
      you: As 2s 3s 7h 7d 7c 9c 9d 9h Kd
      opponent: 4c 5c 6c Jc Js Jd Kh 2h 5s 2c
      upcard: Qs
      stock: [6d]
      dealer: opponent
      preset: {preset}
"""


DEAL = deal()

# A probe lesson of one question: the deadwood of As 2s 3s 7h 7d 7c Kh Qh Jh 5d.
DEADWOOD_LESSON = (
    HEAD
    + """\
  - ask: deadwood
    cards: As 2s 3s 7h 7d 7c Kh Qh Jh 5d
    question: {nl: "Hoeveel dood hout?", en: "How much deadwood?"}
"""
)
