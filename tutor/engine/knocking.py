"""Whether a player left with some deadwood may end the hand: the one answer (R15, R16, R29,
R30) that the discard analysis, the state machine, the showdown and every page ask."""

from __future__ import annotations

from tutor.engine.events import Reason, reason
from tutor.engine.rules import Rules


def knock_refusal(deadwood: int, rules: Rules | None, limit: int | None) -> Reason | None:
    """``None`` when a player left with ``deadwood`` may knock or go gin under this hand's
    ``limit`` (``None``: straight gin, only gin ends the hand), else the reason why not.

    The rule cited is R30 for straight gin, R29 when an Oklahoma upcard set the limit, and
    R15 for a fixed limit. Without ``rules`` a limit of 0 is taken as Oklahoma's ace (R29):
    no preset sets a fixed limit of 0.

    >>> from tutor.engine.rules import CLASSIC, PRESETS
    >>> knock_refusal(0, CLASSIC, 10) is None, knock_refusal(10, CLASSIC, 10) is None
    (True, True)
    >>> r = knock_refusal(12, CLASSIC, 10)
    >>> r.code, r.rule, r["limit"]
    ('knock.too_high', 'R15', 10)
    >>> oklahoma = PRESETS["oklahoma"]
    >>> [(r.code, r.rule) for r in (knock_refusal(4, oklahoma, 0), knock_refusal(4, oklahoma, 3))]
    [('knock.gin_only', 'R29'), ('knock.too_high', 'R29')]
    >>> [(r.code, r.rule) for r in (knock_refusal(4, None, 0), knock_refusal(4, None, None))]
    [('knock.gin_only', 'R29'), ('knock.straight_gin', 'R30')]
    """
    if deadwood == 0:
        return None
    if limit is None:
        return reason("knock.straight_gin", "R30", deadwood=deadwood)
    oklahoma = limit == 0 if rules is None else rules.oklahoma
    rule = "R29" if oklahoma else "R15"
    if limit == 0:
        return reason("knock.gin_only", rule, deadwood=deadwood, limit=0)
    if deadwood > limit:
        return reason("knock.too_high", rule, deadwood=deadwood, limit=limit)
    return None


__all__ = ["knock_refusal"]
