"""The practice game against the computer opponent and its typed records.

- ``game``: the match on the table as frozen data (:class:`~tutor.practice.game.Game`) and
  the moves that replace it; the opponent plays and lays off until the learner must choose.
- ``numbers``: game numbers, the game of the day.
- ``kept``: a game kept in the learner's database as JSON and brought back from it.
- ``records``: the ``practice.hand`` and ``practice.game`` statistics records, typed.
- ``results``: those records made from a game whose hand or match just ended.
- ``kinds``: the store's names for the kept game and the records.
- ``chart``: the review's deadwood chart (a plotly figure).

Nothing here draws a page (that is ``tutor.ui``), and every judgement about cards comes
from the engine. The package imports nothing at start so that ``tutor.stats`` can read the
records without loading the opponent.
"""
