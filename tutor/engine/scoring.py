"""The showdown (R18-R23, R29): the knocker's spread, the defender's reply, and the score.

Two choices shape a knock (R18). The knocker picks, among its legal spreads (any disjoint melds
whose leftover is within this hand's limit), the one that scores best against the defender's
best reply: with equal deadwood, sets instead of runs can deny layoffs. The defender picks its
layoffs and its own melds together, for the least deadwood; it may break a meld of its own to lay
off two cards, and a laid-off card may extend a run for the next (chains). Everything is exact:
every spread and every layoff choice is tried, with the mask-based ``least_deadwood``.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Literal, NamedTuple

from tutor.engine.cards import DECK, Card, CardSet, bit_indices, mask_points
from tutor.engine.errors import IllegalActionError, TutorError
from tutor.engine.events import Reason, Verdict, reason
from tutor.engine.melds import (
    Meld,
    MeldKind,
    _meld_partitions,
    arrange,
    least_deadwood,
    meld_kind,
)
from tutor.engine.rules import Rules

Result = Literal["gin", "big_gin", "knock", "undercut", "tie"]
Side = Literal["knocker", "defender"]


@dataclass(frozen=True, slots=True)
class Layoff:
    """A defender's card laid off onto a knocker's meld, the meld as it stood then (R18)."""

    card: Card
    meld: Meld

    def __str__(self) -> str:
        return f"{self.card} on {self.meld}"


@dataclass(frozen=True, slots=True)
class Showdown:
    """The end of a knocked or gin hand: both layouts, the layoffs and the score.

    ``points`` go to ``winner`` (``None`` on a tie), Oklahoma doubling included. ``breakdown``
    is one reason per scoring step; ``notes`` say why the spread and layoffs are what they are.
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


class Reply(NamedTuple):
    """The defender's answer to a spread: its melds, its layoffs and the deadwood left."""

    defender_melds: tuple[Meld, ...]
    layoffs: tuple[Layoff, ...]
    deadwood_cards: CardSet
    deadwood: int


# ----------------------------------------------------------------------------- layoffs


def _extensions(meld: int, hand: int) -> list[tuple[int, tuple[int, ...]]]:
    """Every way to lay off cards of ``hand`` onto one meld: (cards, in laying order).

    A set of three takes its fourth card; a run takes cards at either end, each new card
    extending the run as the last one left it (chains).
    """
    options: list[tuple[int, tuple[int, ...]]] = [(0, ())]
    if meld_kind(meld) is MeldKind.SET:
        if meld.bit_count() == 3:
            low = (meld & -meld).bit_length() - 1
            rank = low % 13
            for suit in range(4):
                bit = 1 << (suit * 13 + rank)
                if not meld & bit and hand & bit:
                    options.append((bit, (suit * 13 + rank,)))
        return options
    lo = (meld & -meld).bit_length() - 1
    hi = meld.bit_length() - 1
    below: list[int] = []
    i = lo - 1
    while i >= 0 and i % 13 != 12 and hand >> i & 1:
        below.append(i)
        i -= 1
    above: list[int] = []
    i = hi + 1
    while i % 13 != 0 and hand >> i & 1:
        above.append(i)
        i += 1
    for n_low in range(len(below) + 1):
        for n_high in range(len(above) + 1):
            if n_low or n_high:
                cards = tuple(above[:n_high]) + tuple(below[:n_low])
                options.append((sum(1 << c for c in cards), cards))
    return options


def _layoff_choices(
    hand: int, melds: Sequence[int]
) -> Iterator[tuple[int, tuple[tuple[int, tuple[int, ...]], ...]]]:
    """Every disjoint choice of layoffs over all melds: (laid-off cards, per-meld choices)."""
    per_meld = [_extensions(m, hand) for m in melds]

    def walk(k: int, used: int) -> Iterator[tuple[int, tuple[tuple[int, tuple[int, ...]], ...]]]:
        if k == len(per_meld):
            yield used, ()
            return
        for cards, order in per_meld[k]:
            if not cards & used:
                for total, rest in walk(k + 1, used | cards):
                    yield total, ((cards, order), *rest)

    yield from walk(0, 0)


def _reply_deadwood(hand: int, melds: Sequence[int]) -> int:
    """The least deadwood the defender can reach against these melds (R18)."""
    return min(least_deadwood(hand & ~laid) for laid, _ in _layoff_choices(hand, melds))


def legal_layoffs(card: Card, melds: Sequence[Meld]) -> tuple[Meld, ...]:
    """The melds (as they stand) that ``card`` can be laid off onto (R18).

    >>> [str(m) for m in legal_layoffs(Card.parse("8s"), [Meld.parse("5s 6s 7s"),
    ...                                                   Meld.parse("8h 8d 8c")])]
    ['[5s 6s 7s]', '[8h 8d 8c]']
    """
    return tuple(m for m in melds if _fits(card.index, m.cards.mask))


def _fits(index: int, meld: int) -> bool:
    bit = 1 << index
    return not meld & bit and meld_kind(meld | bit) is not None


def _meld(mask: int) -> Meld:
    kind = meld_kind(mask)
    assert kind is not None
    return Meld(CardSet(mask), kind)


def _layoff_records(
    melds: Sequence[int], choice: Sequence[tuple[int, tuple[int, ...]]]
) -> list[Layoff]:
    records = []
    for meld, (_, order) in zip(melds, choice, strict=True):
        current = meld
        for index in order:
            records.append(Layoff(DECK[index], _meld(current)))
            current |= 1 << index
    return records


def best_reply(defender: CardSet, spread: Sequence[Meld]) -> Reply:
    """The defender's melds and layoffs chosen together for the least deadwood (R18).

    Among equally good replies the one laying off fewest cards is shown.

    >>> r = best_reply(CardSet.parse("4s 5s 8h 8s 2c 3d 6d 9h Tc Ts"),
    ...                [Meld.parse("As 2s 3s"), Meld.parse("7h 7d 7c"), Meld.parse("Jh Qh Kh")])
    >>> [str(x) for x in r.layoffs], r.deadwood
    (['4s on [As 2s 3s]', '5s on [As 2s 3s 4s]'], 56)
    """
    hand = defender.mask
    melds = [m.cards.mask for m in spread]
    best: tuple[int, int] | None = None
    best_choice: tuple[tuple[int, tuple[int, ...]], ...] = ()
    for laid, choice in _layoff_choices(hand, melds):
        key = (least_deadwood(hand & ~laid), laid.bit_count())
        if best is None or key < best:
            best, best_choice = key, choice
    return reply_with(defender, spread, _layoff_records(melds, best_choice))


def reply_with(defender: CardSet, spread: Sequence[Meld], layoffs: Sequence[Layoff]) -> Reply:
    """The defender's reply with these layoffs: the rest arranged for least deadwood (R9)."""
    laid = 0
    for layoff in layoffs:
        laid |= layoff.card.bit
    rest = arrange(CardSet(defender.mask & ~laid)).best
    return Reply(rest.melds, tuple(layoffs), rest.deadwood_cards, rest.deadwood)


# ----------------------------------------------------------------------------- scores


@dataclass(frozen=True, slots=True)
class Score:
    """The score of a showdown from the two deadwood counts (R19-R23, R29)."""

    result: Result
    winner: Side | None
    points: int
    breakdown: tuple[Reason, ...]

    @property
    def knocker_net(self) -> int:
        return self.points if self.winner == "knocker" else -self.points


def score_knock(knocker: int, defender: int, rules: Rules, multiplier: int = 1) -> Score:
    """Score a knock with these deadwood counts (the defender's after layoffs).

    >>> from tutor.engine.rules import CLASSIC
    >>> [(s.result, s.winner, s.points) for s in
    ...  (score_knock(6, 19, CLASSIC), score_knock(6, 5, CLASSIC), score_knock(9, 2, CLASSIC))]
    [('knock', 'knocker', 13), ('undercut', 'defender', 26), ('undercut', 'defender', 32)]
    """
    if knocker == 0:
        return score_gin(defender, rules, multiplier)
    lines = [reason("score.deadwoods", "R19", knocker=knocker, defender=defender)]
    result: Result
    winner: Side | None
    if defender < knocker or (defender == knocker and rules.undercut_on_tie):
        result, winner = "undercut", "defender"
        points = knocker - defender + rules.undercut_bonus
        lines.append(reason("score.undercut_difference", "R20", points=knocker - defender))
        lines.append(reason("score.undercut_bonus", "R20", bonus=rules.undercut_bonus))
    elif defender == knocker:
        result, winner, points = "tie", None, 0
        lines.append(reason("score.tie", "R20", deadwood=knocker))
    else:
        result, winner, points = "knock", "knocker", defender - knocker
        lines.append(reason("score.difference", "R19", points=points))
    return _finish(result, winner, points, lines, multiplier)


def score_gin(defender: int, rules: Rules, multiplier: int = 1, big: bool = False) -> Score:
    """Score gin (R16, R21) or big gin (R17, R22): the defender's whole deadwood plus a bonus."""
    if big:
        lines = [
            reason("score.big_gin_deadwood", "R22", defender=defender),
            reason("score.big_gin_bonus", "R22", bonus=rules.big_gin_bonus),
        ]
        return _finish("big_gin", "knocker", defender + rules.big_gin_bonus, lines, multiplier)
    lines = [
        reason("score.gin_deadwood", "R21", defender=defender),
        reason("score.gin_bonus", "R21", bonus=rules.gin_bonus),
    ]
    return _finish("gin", "knocker", defender + rules.gin_bonus, lines, multiplier)


def _finish(
    result: Result, winner: Side | None, points: int, lines: list[Reason], multiplier: int
) -> Score:
    if multiplier != 1 and points:
        lines.append(reason("score.oklahoma_double", "R29", before=points, points=points * 2))
        points *= multiplier
    if winner is not None:
        lines.append(reason(f"score.total_{winner}", "R19", points=points))
    return Score(result, winner, points, tuple(lines))


# ----------------------------------------------------------------------------- spreads


def limit_reason(deadwood: int, limit: int | None, rules: Rules) -> Reason | None:
    """``None`` when a player left with this deadwood may knock or go gin, else why not
    (R15; the Oklahoma limit of this hand, R29; straight gin, R30)."""
    if deadwood == 0:
        return None
    if limit is None:
        return reason("knock.straight_gin", "R30", deadwood=deadwood)
    rule = "R29" if rules.oklahoma else "R15"
    if limit == 0:
        return reason("knock.gin_only", rule, deadwood=deadwood, limit=0)
    if deadwood > limit:
        return reason("knock.too_high", rule, deadwood=deadwood, limit=limit)
    return None


def _limit_verdict(deadwood: int, limit: int | None, rules: Rules) -> Verdict | None:
    why = limit_reason(deadwood, limit, rules)
    return None if why is None else Verdict(False, (why,))


def _check_hands(knocker: CardSet, defender: CardSet, knocker_cards: int) -> None:
    problems = []
    if len(knocker) != knocker_cards:
        problems.append(f"the knocker needs {knocker_cards} cards, got {len(knocker)}: '{knocker}'")
    if len(defender) != 10:
        problems.append(f"the defender needs 10 cards, got {len(defender)}: '{defender}'")
    both = knocker & defender
    if both:
        problems.append(f"'{both}' cannot be in both hands: each card exists once (R1)")
    if problems:
        raise TutorError("; ".join(problems))


def check_spread(
    knocker: CardSet, spread: Sequence[Meld], limit: int | None, rules: Rules
) -> Verdict:
    """Whether the knocker may lay out these melds: real melds, its own cards, each card once,
    and a leftover within this hand's limit (R6-R8, R15, R18)."""
    reasons = []
    used = 0
    for meld in spread:
        mask = meld.cards.mask
        if meld_kind(mask) is None:
            reasons.append(reason("spread.not_meld", "R18", cards=meld.cards))
        elif mask & ~knocker.mask:
            reasons.append(
                reason("spread.not_in_hand", "R18", meld=meld, cards=CardSet(mask & ~knocker.mask))
            )
        elif mask & used:
            reasons.append(reason("spread.card_twice", "R8", cards=CardSet(mask & used)))
        used |= mask
    if reasons:
        return Verdict(False, tuple(reasons))
    left = mask_points(knocker.mask & ~used)
    refusal = _limit_verdict(left, limit, rules)
    if refusal is not None:
        return Verdict(False, (reason("spread.too_much", "R18", deadwood=left), *refusal.reasons))
    return Verdict(True, (reason("spread.ok", "R18", deadwood=left),))


def _evaluate(
    knocker: int, spread: Sequence[int], defender: int, rules: Rules, multiplier: int
) -> Score:
    left = knocker
    for m in spread:
        left &= ~m
    k = mask_points(left)
    if k == 0:
        return score_gin(least_deadwood(defender), rules, multiplier)
    return score_knock(k, _reply_deadwood(defender, spread), rules, multiplier)


def _spreads(knocker: int, limit: int | None) -> list[tuple[int, ...]]:
    """Every legal spread of the knocker (melds whose leftover is within the limit)."""
    return sorted(_meld_partitions(knocker, 0 if limit is None else limit))


def _naive(knocker: CardSet) -> tuple[int, ...]:
    """The spread a player sorting for least deadwood would lay out first."""
    return tuple(sorted(m.cards.mask for m in arrange(knocker).best.melds))


def _choose(
    knocker: CardSet, defender: CardSet, rules: Rules, upcard: Card | None
) -> tuple[tuple[int, ...], Score, tuple[int, ...], Score]:
    """The best spread with its score, and the naive spread with its score."""
    limit = rules.knock_limit_for(upcard)
    multiplier = rules.multiplier_for(upcard)
    naive = _naive(knocker)
    scored = []
    for spread in _spreads(knocker.mask, limit):
        score = _evaluate(knocker.mask, spread, defender.mask, rules, multiplier)
        left = knocker.mask
        for m in spread:
            left &= ~m
        key = (-score.knocker_net, mask_points(left), spread != naive, len(spread), spread)
        scored.append((key, spread, score))
    _, best, best_score = min(scored)
    naive_score = next((s for _, sp, s in scored if sp == naive), best_score)
    return best, best_score, naive, naive_score


def best_spread(
    knocker: CardSet, defender: CardSet, rules: Rules, upcard: Card | None = None
) -> tuple[Meld, ...]:
    """The knocker's legal spread that scores best against the defender's best reply (R18).

    >>> from tutor.engine.rules import CLASSIC
    >>> [str(m) for m in best_spread(CardSet.parse("As 5s 6s 7s 5c 6c 7c 5d 6d 7d"),
    ...                               CardSet.parse("3s 4s 4c 4d 5h 6h 7h 8s 8c 8d"), CLASSIC)]
    ['[5s 5d 5c]', '[6s 6d 6c]', '[7s 7d 7c]']
    """
    _check_hands(knocker, defender, 10)
    refusal = _limit_verdict(least_deadwood(knocker.mask), rules.knock_limit_for(upcard), rules)
    if refusal is not None:
        raise IllegalActionError(f"the knocker '{knocker}' may not knock", refusal)
    best, _, _, _ = _choose(knocker, defender, rules, upcard)
    return _ordered(best)


def _ordered(masks: Sequence[int]) -> tuple[Meld, ...]:
    """Melds from low to high rank, as a player lays them out."""
    return tuple(_meld(m) for m in sorted(masks, key=_display_key))


def _display_key(mask: int) -> tuple[int, int]:
    return (min(i % 13 for i in bit_indices(mask)), mask & -mask)


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
        _check_hands(knocker, defender, 11)
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
    _check_hands(knocker, defender, 10)
    limit = rules.knock_limit_for(upcard)
    if spread is not None:
        verdict = check_spread(knocker, spread, limit, rules)
        if not verdict.ok:
            raise IllegalActionError(f"the spread {_spread_text(spread)} is not allowed", verdict)
        return spread_showdown(knocker, defender, tuple(spread), rules, upcard=upcard)
    refusal = _limit_verdict(least_deadwood(knocker.mask), limit, rules)
    if refusal is not None:
        raise IllegalActionError(f"the knocker '{knocker}' may not knock", refusal)
    if least_deadwood(knocker.mask) == 0:
        return _gin_showdown(knocker, defender, rules, multiplier, big=False)
    best, score, naive, naive_score = _choose(knocker, defender, rules, upcard)
    melds = _ordered(best)
    notes: list[Reason] = []
    if naive_score.knocker_net < score.knocker_net:
        notes.append(
            reason(
                "spread.better",
                "R18",
                spread=melds,
                naive=_ordered(naive),
                points=score.knocker_net,
                naive_points=naive_score.knocker_net,
            )
        )
    reply = best_reply(defender, melds)
    return _knock_showdown(knocker, melds, reply, score, notes)


def _spread_text(spread: Sequence[Meld]) -> str:
    return " ".join(str(m) for m in spread) or "(no melds)"


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
    if compare:
        notes += _spread_cost(knocker, defender, spread, rules, upcard)
    if layoffs is None:
        reply = best_reply(defender, spread)
    else:
        reply = reply_with(defender, spread, layoffs)
        best_dw = _reply_deadwood(defender.mask, [m.cards.mask for m in spread])
        if reply.deadwood > best_dw:
            notes.append(reason("layoff.missed", "R18", deadwood=reply.deadwood, best=best_dw))
    k = mask_points(knocker.mask & ~used)
    score = score_knock(k, reply.deadwood, rules, multiplier)
    return _knock_showdown(knocker, spread, reply, score, notes)


def _spread_cost(
    knocker: CardSet, defender: CardSet, spread: tuple[Meld, ...], rules: Rules, upcard: Card | None
) -> list[Reason]:
    """What a named spread costs against the best one, when it costs anything (R18)."""
    best_masks, best_score, _, _ = _choose(knocker, defender, rules, upcard)
    masks = tuple(sorted(m.cards.mask for m in spread))
    own = _evaluate(knocker.mask, masks, defender.mask, rules, rules.multiplier_for(upcard))
    if own.knocker_net >= best_score.knocker_net:
        return []
    return [
        reason(
            "spread.costs",
            "R18",
            spread=spread,
            best=_ordered(best_masks),
            points=own.knocker_net,
            best_points=best_score.knocker_net,
            cost=best_score.knocker_net - own.knocker_net,
        )
    ]


def _knock_showdown(
    knocker: CardSet, melds: tuple[Meld, ...], reply: Reply, score: Score, notes: list[Reason]
) -> Showdown:
    used = 0
    for meld in melds:
        used |= meld.cards.mask
    left = CardSet(knocker.mask & ~used)
    notes.extend(reason("layoff.onto", "R18", card=x.card, meld=x.meld) for x in reply.layoffs)
    return Showdown(
        score.result,
        score.winner,
        score.points,
        melds,
        left,
        left.points,
        reply.defender_melds,
        reply.deadwood_cards,
        reply.deadwood,
        reply.layoffs,
        score.breakdown,
        tuple(notes),
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
    own = arrange(knocker).best.melds if melds is None else melds
    reply = arrange(defender).best
    score = score_gin(reply.deadwood, rules, multiplier, big=big)
    notes = [reason("layoff.none_after_gin", "R18")]
    return Showdown(
        score.result,
        score.winner,
        score.points,
        own,
        CardSet(),
        0,
        reply.melds,
        reply.deadwood_cards,
        reply.deadwood,
        (),
        score.breakdown,
        tuple(notes),
    )


__all__ = [
    "Layoff",
    "Reply",
    "Score",
    "Showdown",
    "best_reply",
    "best_spread",
    "check_spread",
    "legal_layoffs",
    "limit_reason",
    "reply_with",
    "score_gin",
    "score_knock",
    "showdown",
    "spread_showdown",
]
