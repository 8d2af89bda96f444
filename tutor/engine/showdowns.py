"""The showdown (R18-R23, R29): the knocker's spread, the defender's reply, and the score,
as one record with the reasons for each step."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tutor.engine.arrangement import least_arrangement
from tutor.engine.cards import Card, CardSet, mask_points
from tutor.engine.errors import IllegalActionError
from tutor.engine.events import Reason, Verdict, reason
from tutor.engine.layoffs import Defender, Layoff, Reply, reply_against, reply_with
from tutor.engine.melds import Meld, least_deadwood
from tutor.engine.rules import Rules
from tutor.engine.score import Result, Score, Side, score_knock
from tutor.engine.spreads import (
    check_hands,
    check_spread,
    plan_best,
    refusal_verdict,
    spread_cost,
    spread_text,
)


@dataclass(frozen=True, slots=True, kw_only=True)
class Showdown:
    """The end of a knocked or gin hand: both layouts, the layoffs and the score.

    ``points`` go to ``winner`` (``None`` on a tie), Oklahoma doubling included. ``breakdown``
    is one reason per scoring step; ``notes`` say why the spread and layoffs are what they are.
    Built by keyword only: twelve fields in a row are too easy to swap.
    """

    result: Result
    winner: Side | None
    points: int
    knocker_melds: tuple[Meld, ...]
    knocker_deadwood_cards: CardSet
    knocker_deadwood: int
    defender_melds: tuple[Meld, ...]
    defender_deadwood_cards: CardSet
    defender_deadwood: int
    layoffs: tuple[Layoff, ...]
    breakdown: tuple[Reason, ...]
    notes: tuple[Reason, ...] = ()

    @property
    def knocker_net(self) -> int:
        """Points from the knocker's side: positive when it wins, negative when undercut."""
        return self.points if self.winner == "knocker" else -self.points


def showdown(
    knocker: CardSet,
    defender: CardSet,
    rules: Rules,
    *,
    upcard: Card | None = None,
    spread: Sequence[Meld] | None = None,
    big_gin: bool = False,
) -> Showdown:
    """The whole showdown after a knock, gin or big gin, with the defender's best reply.

    ``knocker`` holds 10 cards after its face-down discard (11 for big gin, R17). ``spread``
    names the knocker's melds; by default the engine chooses the best (R18) and, when a named
    spread scores worse, ``notes`` say what it costs.

    >>> from tutor.engine.rules import CLASSIC
    >>> s = showdown(CardSet.parse("As 2s 3s 7h 7d 7c Kh Qh Jh 5d"),
    ...              CardSet.parse("4s 5s 8h 8s 2c 3d 6d 9h Tc Ts"), CLASSIC)
    >>> s.result, s.winner, s.points, s.defender_deadwood
    ('knock', 'knocker', 51, 56)
    """
    multiplier = rules.multiplier_for(upcard)
    if big_gin:
        check_hands(knocker, defender, 11)
        if not rules.big_gin:
            raise IllegalActionError(
                f"big gin is not played under the {rules.name} rules",
                Verdict(False, (reason("big_gin.not_allowed", "R17", rules=rules.name),)),
            )
        dw = least_deadwood(knocker.mask)
        if dw:
            raise IllegalActionError(
                f"'{knocker}' is not big gin",
                Verdict(False, (reason("big_gin.not_melded", "R17", deadwood=dw),)),
            )
        return _gin_showdown(knocker, defender, rules, multiplier, big=True)
    check_hands(knocker, defender, 10)
    limit = rules.knock_limit_for(upcard)
    if spread is not None:
        verdict = check_spread(knocker, spread, limit, rules)
        if not verdict.ok:
            raise IllegalActionError(f"the spread {spread_text(spread)} is not allowed", verdict)
        return spread_showdown(knocker, defender, tuple(spread), rules, upcard=upcard)
    least = least_deadwood(knocker.mask)
    refusal = refusal_verdict(least, limit, rules)
    if refusal is not None:
        raise IllegalActionError(f"the knocker '{knocker}' may not knock", refusal)
    if least == 0:
        return _gin_showdown(knocker, defender, rules, multiplier, big=False)
    side = Defender(defender.mask)
    melds, notes = plan_best(knocker, side, rules, upcard)
    reply = reply_against(defender, melds, side)
    score = score_knock(
        knocker.points - sum(m.cards.points for m in melds), reply.deadwood, rules, multiplier
    )
    return _knock_showdown(knocker, melds, reply, score, list(notes))


def spread_showdown(
    knocker: CardSet,
    defender: CardSet,
    spread: tuple[Meld, ...],
    rules: Rules,
    *,
    upcard: Card | None = None,
    layoffs: Sequence[Layoff] | None = None,
    compare: bool = True,
) -> Showdown:
    """The showdown for a spread already checked with :func:`check_spread`.

    ``layoffs`` are the defender's own choice (the rest of its cards arranged for least
    deadwood); ``None`` gives the defender's best reply. ``notes`` compare both choices with
    the best ones (the spread only when ``compare``: it tries every spread).
    """
    multiplier = rules.multiplier_for(upcard)
    used = 0
    for meld in spread:
        used |= meld.cards.mask
    if mask_points(knocker.mask & ~used) == 0:
        return _gin_showdown(knocker, defender, rules, multiplier, big=False, melds=spread)
    notes: list[Reason] = []
    side = Defender(defender.mask)
    if compare:
        notes += spread_cost(knocker, side, spread, rules, upcard)
    if layoffs is None:
        reply = reply_against(defender, spread, side)
    else:
        reply = reply_with(defender, spread, layoffs)
        best_dw = side.deadwood([m.cards.mask for m in spread])
        if reply.deadwood > best_dw:
            notes.append(reason("layoff.missed", "R18", deadwood=reply.deadwood, best=best_dw))
    k = mask_points(knocker.mask & ~used)
    score = score_knock(k, reply.deadwood, rules, multiplier)
    return _knock_showdown(knocker, spread, reply, score, notes)


def _knock_showdown(
    knocker: CardSet, melds: tuple[Meld, ...], reply: Reply, score: Score, notes: list[Reason]
) -> Showdown:
    used = 0
    for meld in melds:
        used |= meld.cards.mask
    left = CardSet(knocker.mask & ~used)
    notes.extend(reason("layoff.onto", "R18", card=x.card, meld=x.meld) for x in reply.layoffs)
    return Showdown(
        result=score.result,
        winner=score.winner,
        points=score.points,
        knocker_melds=melds,
        knocker_deadwood_cards=left,
        knocker_deadwood=left.points,
        defender_melds=reply.defender_melds,
        defender_deadwood_cards=reply.deadwood_cards,
        defender_deadwood=reply.deadwood,
        layoffs=reply.layoffs,
        breakdown=score.breakdown,
        notes=tuple(notes),
    )


def _gin_showdown(
    knocker: CardSet,
    defender: CardSet,
    rules: Rules,
    multiplier: int,
    *,
    big: bool,
    melds: tuple[Meld, ...] | None = None,
) -> Showdown:
    """Gin or big gin: no layoffs (R18); the defender's melds only count against deadwood."""
    own = least_arrangement(knocker)[0] if melds is None else melds
    reply_melds, reply_loose = least_arrangement(defender)
    score = score_knock(0, reply_loose.points, rules, multiplier, big=big)
    notes = [reason("layoff.none_after_gin", "R18")]
    return Showdown(
        result=score.result,
        winner=score.winner,
        points=score.points,
        knocker_melds=own,
        knocker_deadwood_cards=CardSet(),
        knocker_deadwood=0,
        defender_melds=reply_melds,
        defender_deadwood_cards=reply_loose,
        defender_deadwood=reply_loose.points,
        layoffs=(),
        breakdown=score.breakdown,
        notes=tuple(notes),
    )


__all__ = ["Showdown", "showdown", "spread_showdown"]
