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
    MELD_MASKS,
    Meld,
    MeldKind,
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


# ----------------------------------------------------------------------------- arranging

# For each card index, the melds whose lowest card it is, longest first (so touching runs of
# one suit come out as one run, and a set of four before its sets of three).
_MELDS_FROM: tuple[tuple[int, ...], ...] = tuple(
    tuple(
        sorted(
            (m for m in MELD_MASKS if (m & -m).bit_length() - 1 == i),
            key=lambda m: (-m.bit_count(), m),
        )
    )
    for i in range(52)
)


def least_arrangement(cards: CardSet) -> tuple[tuple[Meld, ...], CardSet]:
    """One least-deadwood arrangement (R9): melds and loose cards, found directly.

    ``arrange`` lists every best arrangement with its reasons, for display; a showdown needs
    one, fast. Exact ``least_deadwood`` of what is left guides every step, so the search
    never backtracks: a card becomes part of the longest meld that keeps the least deadwood
    reachable, or loose when that is what the least deadwood needs.

    >>> melds, loose = least_arrangement(CardSet.parse("7s 7h 7d 7c 8s 9s 3d 4d 5d Kc"))
    >>> [str(m) for m in melds], str(loose)
    (['[3d 4d 5d]', '[7s 8s 9s]', '[7h 7d 7c]'], 'Kc')
    """
    rest = cards.mask
    target = least_deadwood(rest)
    melds: list[int] = []
    loose = 0
    while rest:
        low = rest & -rest
        i = low.bit_length() - 1
        for meld in _MELDS_FROM[i]:
            if meld & rest == meld and mask_points(loose) + least_deadwood(rest ^ meld) == target:
                melds.append(meld)
                rest ^= meld
                break
        else:
            loose |= low
            rest ^= low
    return _ordered(melds), CardSet(loose)


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


def best_layoffs(defender: CardSet, spread: Sequence[Meld]) -> tuple[Layoff, ...]:
    """The layoffs of the defender's best reply (R18), in laying order, without arranging the
    rest: what a player needs to decide, fast. Fewest layoffs among equally good choices.

    >>> [str(x) for x in best_layoffs(CardSet.parse("8s 9s 4h 4d 4c Jc Qc 2h 3h 5d"),
    ...                               [Meld.parse("5s 6s 7s"), Meld.parse("8h 8d 8c")])]
    ['8s on [5s 6s 7s]', '9s on [5s 6s 7s 8s]']
    """
    hand = defender.mask
    melds = [m.cards.mask for m in spread]
    best: tuple[int, int] | None = None
    best_choice: tuple[tuple[int, tuple[int, ...]], ...] = ()
    for laid, choice in _layoff_choices(hand, melds):
        key = (least_deadwood(hand & ~laid), laid.bit_count())
        if best is None or key < best:
            best, best_choice = key, choice
    return tuple(_layoff_records(melds, best_choice))


def best_reply(defender: CardSet, spread: Sequence[Meld]) -> Reply:
    """The defender's melds and layoffs chosen together for the least deadwood (R18).

    Among equally good replies the one laying off fewest cards is shown.

    >>> r = best_reply(CardSet.parse("4s 5s 8h 8s 2c 3d 6d 9h Tc Ts"),
    ...                [Meld.parse("As 2s 3s"), Meld.parse("7h 7d 7c"), Meld.parse("Jh Qh Kh")])
    >>> [str(x) for x in r.layoffs], r.deadwood
    (['4s on [As 2s 3s]', '5s on [As 2s 3s 4s]'], 56)
    """
    return reply_with(defender, spread, best_layoffs(defender, spread))


def reply_with(defender: CardSet, spread: Sequence[Meld], layoffs: Sequence[Layoff]) -> Reply:
    """The defender's reply with these layoffs: the rest arranged for least deadwood (R9)."""
    laid = 0
    for layoff in layoffs:
        laid |= layoff.card.bit
    melds, loose = least_arrangement(CardSet(defender.mask & ~laid))
    return Reply(melds, tuple(layoffs), loose, loose.points)


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
        if mask & ~knocker.mask:  # a Meld is a real meld by construction (R6, R7)
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
    """Every legal spread of the knocker: disjoint melds leaving at most ``limit`` points
    loose (R15; ``None``, straight gin: nothing loose, R30). Each spread is listed once; a run
    that would start on the card right after another run of the spread is skipped, since it
    only splits one longer run (and exposes the same ends to layoffs)."""
    most = 0 if limit is None else limit
    found: list[tuple[int, ...]] = []
    chosen: list[int] = []

    def walk(rest: int, loose: int, after_runs: int) -> None:
        if not rest:
            found.append(tuple(sorted(chosen)))
            return
        low = rest & -rest
        i = low.bit_length() - 1
        points = _POINTS[i]
        if loose + points <= most:
            walk(rest ^ low, loose + points, after_runs)
        for meld in _MELDS_FROM[i]:
            if meld & rest == meld:
                is_run = meld_kind(meld) is MeldKind.RUN
                if is_run and after_runs & low:
                    continue
                chosen.append(meld)
                walk(rest ^ meld, loose, after_runs | _NEXT_AFTER[meld] if is_run else after_runs)
                chosen.pop()

    walk(knocker, 0, 0)
    return sorted(found)


_POINTS: tuple[int, ...] = tuple(min(i % 13 + 1, 10) for i in range(52))
# For each run, the card right above its top in the same suit (none above a king).
_NEXT_AFTER: dict[int, int] = {
    m: (0 if (m.bit_length() - 1) % 13 == 12 else 1 << m.bit_length())
    for m in MELD_MASKS
    if meld_kind(m) is MeldKind.RUN
}


def _naive(knocker: CardSet, least: int) -> tuple[int, ...]:
    """The spread a player sorting for least deadwood would lay out first."""
    candidates = _spreads(knocker.mask, least)
    if len(candidates) == 1:
        return candidates[0]
    return tuple(sorted(m.cards.mask for m in least_arrangement(knocker)[0]))


def _left(mask: int, spread: Sequence[int]) -> int:
    for m in spread:
        mask &= ~m
    return mask


def _choose(
    knocker: CardSet, defender: CardSet, rules: Rules, upcard: Card | None
) -> tuple[tuple[int, ...], Score, tuple[int, ...], Score]:
    """The best spread with its score, and the naive spread with its score.

    Only spreads that could beat the naive one are tried. Any spread leaves the knocker at
    least ``k0`` deadwood and the defender at most ``D`` (its deadwood with no layoffs), and
    the score never gets better for the knocker as its deadwood grows or the defender's
    shrinks. So when the naive spread wins by ``d0 - k0``: if ``d0 == D`` (nothing was laid
    off) nothing beats it, and otherwise no spread leaving more than ``D - (d0 - k0)`` can.
    Spreads with the same ``k0`` but other melds are still tried: they may deny layoffs.
    """
    limit = rules.knock_limit_for(upcard)
    multiplier = rules.multiplier_for(upcard)
    k0 = least_deadwood(knocker.mask)
    naive = _naive(knocker, k0)
    naive_score = _evaluate(knocker.mask, naive, defender.mask, rules, multiplier)
    bound = 0 if limit is None else limit
    search = True
    if naive_score.result == "knock":
        d0 = naive_score.points // multiplier + k0
        most = least_deadwood(defender.mask)
        search = d0 < most
        bound = min(bound, most - (d0 - k0))
    best_key = (-naive_score.knocker_net, k0, False, len(naive), naive)
    best, best_score = naive, naive_score
    if search:
        for spread in _spreads(knocker.mask, bound):
            if spread == naive:
                continue
            score = _evaluate(knocker.mask, spread, defender.mask, rules, multiplier)
            key = (
                -score.knocker_net,
                mask_points(_left(knocker.mask, spread)),
                True,
                len(spread),
                spread,
            )
            if key < best_key:
                best_key, best, best_score = key, spread, score
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
    melds, notes, score = _plan(knocker, defender, rules, upcard)
    reply = best_reply(defender, melds)
    return _knock_showdown(knocker, melds, reply, score, list(notes))


def _plan(
    knocker: CardSet, defender: CardSet, rules: Rules, upcard: Card | None
) -> tuple[tuple[Meld, ...], tuple[Reason, ...], Score]:
    best, score, naive, naive_score = _choose(knocker, defender, rules, upcard)
    melds = _ordered(best)
    if naive_score.knocker_net >= score.knocker_net:
        return melds, (), score
    better = reason(
        "spread.better",
        "R18",
        spread=melds,
        naive=_ordered(naive),
        points=score.knocker_net,
        naive_points=naive_score.knocker_net,
    )
    return melds, (better,), score


def plan_spread(
    knocker: CardSet,
    defender: CardSet,
    rules: Rules,
    *,
    upcard: Card | None = None,
    spread: Sequence[Meld] | None = None,
) -> tuple[tuple[Meld, ...], tuple[Reason, ...]]:
    """The knocker's spread as it goes down, and notes on the choice (R18): the best one
    (``spread.better`` when it beats the least-deadwood layout), or a named one with what
    it costs (``spread.costs``). The caller has checked the knock itself."""
    if spread is not None:
        return tuple(spread), tuple(_spread_cost(knocker, defender, tuple(spread), rules, upcard))
    if least_deadwood(knocker.mask) == 0:
        return least_arrangement(knocker)[0], ()
    melds, notes, _ = _plan(knocker, defender, rules, upcard)
    return melds, notes


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
    own = least_arrangement(knocker)[0] if melds is None else melds
    reply_melds, reply_loose = least_arrangement(defender)
    score = score_gin(reply_loose.points, rules, multiplier, big=big)
    notes = [reason("layoff.none_after_gin", "R18")]
    return Showdown(
        score.result,
        score.winner,
        score.points,
        own,
        CardSet(),
        0,
        reply_melds,
        reply_loose,
        reply_loose.points,
        (),
        score.breakdown,
        tuple(notes),
    )


__all__ = [
    "Layoff",
    "Reply",
    "Score",
    "Showdown",
    "best_layoffs",
    "best_reply",
    "best_spread",
    "check_spread",
    "least_arrangement",
    "legal_layoffs",
    "limit_reason",
    "plan_spread",
    "reply_with",
    "score_gin",
    "score_knock",
    "showdown",
    "spread_showdown",
]
