"""The showdown (R18-R23, R29): the knocker's spread, the defender's reply, and the score.

Two choices shape a knock (R18). The knocker picks, among its legal spreads (any disjoint melds
whose leftover is within this hand's limit), the one that scores best against the defender's
best reply: with equal deadwood, sets instead of runs can deny layoffs. The defender picks its
layoffs and its own melds together, for the least deadwood; it may break a meld of its own to lay
off two cards, and a laid-off card may extend a run for the next (chains). Everything is exact:
every set of layoffs is counted with the mask-based ``least_deadwood`` (each once per knock),
and a spread is only skipped when even the defender's deadwood without layoffs could not make
it better than the best one found.

Hands are masks throughout: a table gives the cards that fit each meld, layoff choices are sets
of masks, and ``Meld`` values are built once for the whole table of melds.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal, NamedTuple

from tutor.engine.cards import (
    DECK,
    SUIT_BITS,
    Card,
    CardSet,
    bit_indices,
    mask_points,
)
from tutor.engine.errors import IllegalActionError, TutorError
from tutor.engine.events import Reason, Verdict, reason
from tutor.engine.knocking import knock_refusal
from tutor.engine.melds import (
    MELD_MASKS,
    Meld,
    MeldKind,
    least_deadwood,
    meld_kind,
    set_ranks_of_suits,
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
    return _arrangement(cards.mask, least_deadwood(cards.mask))


def _arrangement(rest: int, need: int) -> tuple[tuple[Meld, ...], CardSet]:
    """:func:`least_arrangement` of the cards in ``rest``, whose least deadwood ``need`` is
    known already."""
    melds: list[int] = []
    loose = 0
    while rest:
        if need == mask_points(rest):
            loose |= rest  # no meld is left: a meld would leave less deadwood
            break
        low = rest & -rest
        i = low.bit_length() - 1
        for meld in _MELDS_FROM[i]:
            if meld & rest == meld and least_deadwood(rest ^ meld) == need:
                melds.append(meld)
                rest ^= meld
                break
        else:
            loose |= low
            rest ^= low
            need -= _POINTS[i]
    return _ordered(melds), CardSet(loose)


# ----------------------------------------------------------------------------- layoffs


def _fitting_of(meld: int) -> int:
    return sum(
        1 << i for i in range(52) if not meld >> i & 1 and meld_kind(meld | 1 << i) is not None
    )


# For every meld, the cards that can be laid off onto it as it stands (R18).
_FITTING: dict[int, int] = {m: _fitting_of(m) for m in MELD_MASKS}


def fitting(meld: int) -> int:
    """The cards (a mask) that can be laid off onto this meld (a mask) as it stands (R18): the
    fourth card of a set of three, the card at either end of a run; a table look-up.

    >>> str(CardSet(fitting(Meld.parse("5s 6s 7s").cards.mask)))
    '4s 8s'
    >>> kings = Meld.parse("Kh Kd Kc").cards.mask
    >>> str(CardSet(fitting(kings))), fitting(kings | Card.parse("Ks").bit)
    ('Ks', 0)
    """
    return _FITTING[meld]


_NOTHING: tuple[int, ...] = (0,)


def layoff_options(meld: int, hand: int) -> Sequence[int]:
    """Every set of ``hand``'s cards (a mask) that can be laid off onto one meld, none first.

    A set of three takes its fourth card; a run takes cards at either end, each new card
    extending the run as the last one left it (chains). Fewer cards below come first, and for
    each, fewer cards above.

    >>> run = Meld.parse("5s 6s 7s").cards.mask
    >>> [str(CardSet(x)) for x in layoff_options(run, CardSet.parse("3s 4s 8s Kd").mask)]
    ['', '8s', '4s', '4s 8s', '3s 4s', '3s 4s 8s']
    """
    fit = _FITTING[meld] & hand
    if not fit:
        return _NOTHING
    if meld_kind(meld) is MeldKind.SET:
        return (0, fit)
    low = meld & -meld
    shift = (low.bit_length() - 1) // 13 * 13
    own = hand >> shift & SUIT_BITS  # the run's suit only, so that no chain leaves it
    below = [0]
    bit = low >> (shift + 1)
    while bit & own:
        below.append(below[-1] | bit << shift)
        bit >>= 1
    above = [0]
    bit = 1 << (meld.bit_length() - shift)
    while bit & own:
        above.append(above[-1] | bit << shift)
        bit <<= 1
    return [b | a for b in below for a in above]


def layoff_sets(hand: int, melds: Sequence[int]) -> set[int]:
    """Every set of ``hand``'s cards (a mask) that can be laid off onto these melds together
    (R18), chains included; ``0``, laying off nothing, among them.

    >>> melds = [Meld.parse(m).cards.mask for m in ("5s 6s 7s", "8h 8d 8c")]
    >>> sorted(str(CardSet(x)) for x in layoff_sets(CardSet.parse("8s 9s 4h").mask, melds))
    ['', '8s', '8s 9s']
    """
    laid = {0}
    for meld in melds:
        options = layoff_options(meld, hand)
        if len(options) > 1:
            laid = {used | cards for used in laid for cards in options if not cards & used}
    return laid


def _laying_order(meld: int, cards: int) -> list[int]:
    """The order in which ``cards`` go onto ``meld``: upwards above a run, then downwards below
    it, so that each card fits the meld as the one before left it (R18)."""
    if meld_kind(meld) is MeldKind.SET:
        return list(bit_indices(cards))
    above = [i for i in bit_indices(cards) if 1 << i > meld]
    below = [i for i in bit_indices(cards) if 1 << i < meld]
    return above + below[::-1]


def _layoff_splits(hand: int, melds: Sequence[int]) -> dict[int, tuple[int, ...]]:
    """:func:`layoff_sets` with the cards that go onto each meld, for every set of cards.

    The choices are tried meld by meld (each meld's in the order of :func:`layoff_options`), and
    when several lay off the same cards the first is kept. Keeping only the first after each
    meld loses nothing: whatever the later melds take, the first way of taking the same cards
    so far comes first again.
    """
    ways: dict[int, tuple[int, ...]] = {0: ()}
    for meld in melds:
        options = layoff_options(meld, hand)
        grown: dict[int, tuple[int, ...]] = {}
        for used, split in ways.items():
            for cards in options:
                if not cards & used:
                    key = used | cards
                    if key not in grown:
                        grown[key] = (*split, cards)
        ways = grown
    return ways


def fits(card: Card, meld: Meld) -> bool:
    """Whether ``card`` can be laid off onto ``meld`` as it stands (R18).

    >>> run = Meld.parse("5s 6s 7s")
    >>> fits(Card.parse("8s"), run), fits(Card.parse("8h"), run), fits(Card.parse("6s"), run)
    (True, False, False)
    """
    return bool(_FITTING[meld.cards.mask] & card.bit)


def legal_layoffs(card: Card, melds: Sequence[Meld]) -> tuple[Meld, ...]:
    """The melds (as they stand) that ``card`` can be laid off onto (R18).

    >>> [str(m) for m in legal_layoffs(Card.parse("8s"), [Meld.parse("5s 6s 7s"),
    ...                                                   Meld.parse("8h 8d 8c")])]
    ['[5s 6s 7s]', '[8h 8d 8c]']
    """
    return tuple(m for m in melds if fits(card, m))


def _meld_of(mask: int) -> Meld:
    kind = meld_kind(mask)
    assert kind is not None
    return Meld(CardSet(mask), kind)


# Every meld as a value, built once: melds are immutable, so showdowns share them.
_MELDS: dict[int, Meld] = {m: _meld_of(m) for m in MELD_MASKS}


def _meld(mask: int) -> Meld:
    return _MELDS[mask]


def _layoff_records(melds: Sequence[int], split: Sequence[int]) -> list[Layoff]:
    records = []
    for meld, cards in zip(melds, split, strict=True):
        current = meld
        for index in _laying_order(meld, cards):
            records.append(Layoff(DECK[index], _meld(current)))
            current |= 1 << index
    return records


class _Defender:
    """The defender's hand, and its least deadwood after each set of layoffs tried so far:
    the spreads of one knock share melds, so the same layoffs come up again and again."""

    __slots__ = ("_left", "hand")

    def __init__(self, hand: int) -> None:
        self.hand = hand
        self._left: dict[int, int] = {}

    def after(self, laid: int) -> int:
        """The least deadwood of the cards left after laying off ``laid`` (R9)."""
        left = self._left.get(laid)
        if left is None:
            left = self._left[laid] = least_deadwood(self.hand & ~laid)
        return left

    def deadwood(self, melds: Sequence[int]) -> int:
        """The least deadwood the defender can reach against these melds (R18)."""
        return min(map(self.after, layoff_sets(self.hand, melds)))

    def layoffs(self, melds: Sequence[int]) -> tuple[int, ...]:
        """The cards laid off onto each meld in the best reply: the least deadwood, then the
        fewest cards, then the first choice found."""
        best: tuple[int, int] | None = None
        best_split: tuple[int, ...] = ()
        for laid, split in _layoff_splits(self.hand, melds).items():
            key = (self.after(laid), laid.bit_count())
            if best is None or key < best:
                best, best_split = key, split
        return best_split


def best_layoffs(defender: CardSet, spread: Sequence[Meld]) -> tuple[Layoff, ...]:
    """The layoffs of the defender's best reply (R18), in laying order, without arranging the
    rest: what a player needs to decide, fast. Fewest layoffs among equally good choices.

    >>> [str(x) for x in best_layoffs(CardSet.parse("8s 9s 4h 4d 4c Jc Qc 2h 3h 5d"),
    ...                               [Meld.parse("5s 6s 7s"), Meld.parse("8h 8d 8c")])]
    ['8s on [5s 6s 7s]', '9s on [5s 6s 7s 8s]']
    """
    melds = [m.cards.mask for m in spread]
    return tuple(_layoff_records(melds, _Defender(defender.mask).layoffs(melds)))


def best_reply(defender: CardSet, spread: Sequence[Meld]) -> Reply:
    """The defender's melds and layoffs chosen together for the least deadwood (R18).

    Among equally good replies the one laying off fewest cards is shown.

    >>> r = best_reply(CardSet.parse("4s 5s 8h 8s 2c 3d 6d 9h Tc Ts"),
    ...                [Meld.parse("As 2s 3s"), Meld.parse("7h 7d 7c"), Meld.parse("Jh Qh Kh")])
    >>> [str(x) for x in r.layoffs], r.deadwood
    (['4s on [As 2s 3s]', '5s on [As 2s 3s 4s]'], 56)
    """
    return _best_reply(defender, spread, _Defender(defender.mask))


def _best_reply(defender: CardSet, spread: Sequence[Meld], side: _Defender) -> Reply:
    melds = [m.cards.mask for m in spread]
    split = side.layoffs(melds)
    laid = sum(split)
    own, loose = _arrangement(defender.mask & ~laid, side.after(laid))
    return Reply(own, tuple(_layoff_records(melds, split)), loose, loose.points)


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
    result, winner, points = knock_outcome(knocker, defender, rules)
    if result == "undercut":
        lines.append(reason("score.undercut_difference", "R20", points=knocker - defender))
        lines.append(reason("score.undercut_bonus", "R20", bonus=rules.undercut_bonus))
    elif result == "tie":
        lines.append(reason("score.tie", "R20", deadwood=knocker))
    else:
        lines.append(reason("score.difference", "R19", points=points))
    return _finish(result, winner, points, lines, multiplier)


def knock_outcome(knocker: int, defender: int, rules: Rules) -> tuple[Result, Side | None, int]:
    """Result, winner and points (before any doubling) of a knock with these deadwood counts
    (the knocker's above 0; the defender's after layoffs): :func:`score_knock` without the
    breakdown, for searches that only compare outcomes (R19, R20).

    >>> from tutor.engine.rules import CLASSIC
    >>> knock_outcome(6, 19, CLASSIC), knock_outcome(6, 5, CLASSIC), knock_outcome(6, 6, CLASSIC)
    (('knock', 'knocker', 13), ('undercut', 'defender', 26), ('undercut', 'defender', 25))
    """
    if defender < knocker or (defender == knocker and rules.undercut_on_tie):
        return "undercut", "defender", knocker - defender + rules.undercut_bonus
    if defender == knocker:
        return "tie", None, 0
    return "knock", "knocker", defender - knocker


def _net(knocker: int, defender: int, rules: Rules, multiplier: int) -> int:
    """The knocker's points from these deadwoods (negative when undercut), as
    ``score_knock(...).knocker_net`` gives them, without the breakdown (R19-R21, R29).

    It never falls as the defender's deadwood grows: more deadwood for the defender is never
    worse for the knocker.
    """
    if knocker == 0:
        return (defender + rules.gin_bonus) * multiplier
    _, winner, points = knock_outcome(knocker, defender, rules)
    return points * multiplier if winner == "knocker" else -points * multiplier


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


def _limit_verdict(deadwood: int, limit: int | None, rules: Rules) -> Verdict | None:
    why = knock_refusal(deadwood, rules, limit)
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


def _net_of(
    knocker: int, spread: Sequence[int], defender: _Defender, rules: Rules, multiplier: int
) -> int:
    """The knocker's net points with this spread against the defender's best reply."""
    k = mask_points(_left(knocker, spread))
    return _net(k, defender.deadwood(spread) if k else defender.after(0), rules, multiplier)


def _spreads(knocker: int, limit: int | None) -> list[tuple[tuple[int, ...], int]]:
    """Every legal spread of the knocker, with the points it leaves loose: disjoint melds
    leaving at most ``limit`` points (R15; ``None``, straight gin: nothing loose, R30). Each
    spread is listed once; a run that would start on the card right after another run of the
    spread is skipped, since it only splits one longer run (and exposes the same ends to
    layoffs)."""
    most = 0 if limit is None else limit
    found: list[tuple[tuple[int, ...], int]] = []
    chosen: list[int] = []

    def walk(rest: int, loose: int, after_runs: int) -> None:
        if not rest:
            found.append((tuple(sorted(chosen)), loose))
            return
        low = rest & -rest
        i = low.bit_length() - 1
        points = _POINTS[i]
        if loose + points <= most:
            walk(rest ^ low, loose + points, after_runs)
        for meld, starts_run, above in _STEPS[i]:
            if meld & rest == meld and not after_runs & starts_run:
                chosen.append(meld)
                walk(rest ^ meld, loose, after_runs | above)
                chosen.pop()

    melded = _meldable(knocker)
    walk(melded, mask_points(knocker & ~melded), 0)  # the other cards are loose in any spread
    return sorted(found)


def _run_cover(suit: int) -> int:
    starts = suit & suit >> 1 & suit >> 2
    return starts | starts << 1 | starts << 2


# For every pattern of one suit, its cards in some run of three or more of them (R7).
_RUN_COVER: tuple[int, ...] = tuple(_run_cover(m) for m in range(1 << 13))


def _meldable(mask: int) -> int:
    """The cards of ``mask`` that belong to some meld of its cards: a run in their suit, or a
    rank held three or four times (R6, R7)."""
    a = mask & SUIT_BITS
    b = mask >> 13 & SUIT_BITS
    c = mask >> 26 & SUIT_BITS
    d = mask >> 39
    sets = set_ranks_of_suits(a, b, c, d)
    cover = _RUN_COVER
    return (
        (cover[a] | sets) & a
        | ((cover[b] | sets) & b) << 13
        | ((cover[c] | sets) & c) << 26
        | ((cover[d] | sets) & d) << 39
    )


_POINTS: tuple[int, ...] = tuple(min(i % 13 + 1, 10) for i in range(52))


def _step(meld: int) -> tuple[int, int, int]:
    """A meld as a spread may take it: the meld, its lowest card when it is a run (a run may
    not start right after another), and the card right above a run (none above a king)."""
    if meld_kind(meld) is MeldKind.SET:
        return meld, 0, 0
    return meld, meld & -meld, 0 if (meld.bit_length() - 1) % 13 == 12 else 1 << meld.bit_length()


# For each card, the melds whose lowest card it is, as spreads take them.
_STEPS: tuple[tuple[tuple[int, int, int], ...], ...] = tuple(
    tuple(_step(m) for m in melds) for melds in _MELDS_FROM
)


def _naive(knocker: CardSet, least: list[tuple[int, ...]]) -> tuple[int, ...]:
    """The spread a player sorting for least deadwood would lay out first, from the spreads
    that leave the least deadwood."""
    if len(least) == 1:
        return least[0]
    return tuple(sorted(m.cards.mask for m in least_arrangement(knocker)[0]))


def _left(mask: int, spread: Sequence[int]) -> int:
    for m in spread:
        mask &= ~m
    return mask


def _choose(
    knocker: CardSet, defender: _Defender, rules: Rules, upcard: Card | None
) -> tuple[tuple[int, ...], int, tuple[int, ...], int]:
    """The best spread and the naive spread, each with the knocker's net points.

    Only spreads that could beat the naive one are tried. Any spread leaves the knocker at
    least ``k0`` deadwood and the defender at most ``D`` (its deadwood with no layoffs), and
    the score never gets better for the knocker as its deadwood grows or the defender's
    shrinks. So when the naive spread wins by ``d0 - k0``: if ``d0 == D`` (nothing was laid
    off) nothing beats it, and otherwise no spread leaving more than ``D - (d0 - k0)`` can.
    Spreads with the same ``k0`` but other melds are still tried: they may deny layoffs.

    The same holds spread by spread: with ``D`` for the defender a spread gets the best key it
    could have, so the spreads are tried from the most hopeful, and the search stops at the
    first whose hope cannot beat the best found. Ties go to the naive spread, then to the
    least knocker deadwood, the fewest melds and the lowest masks, whatever the order tried.
    """
    limit = rules.knock_limit_for(upcard)
    multiplier = rules.multiplier_for(upcard)
    k0 = least_deadwood(knocker.mask)
    spreads = _spreads(knocker.mask, limit)
    naive = _naive(knocker, [spread for spread, k in spreads if k == k0])
    most = defender.after(0)
    d0 = defender.deadwood(naive) if k0 else most
    naive_net = _net(k0, d0, rules, multiplier)
    bound = 0 if limit is None else limit
    search = True
    if 0 < k0 < d0:  # the naive spread wins the knock (R19)
        search = d0 < most
        bound = min(bound, most - (d0 - k0))
    best_key = (-naive_net, k0, False, len(naive), naive)
    if search:
        hopes = sorted(
            (-_net(k, most, rules, multiplier), k, True, len(spread), spread)
            for spread, k in spreads
            if k <= bound and spread != naive
        )
        for hope in hopes:
            if hope >= best_key:
                break
            _, k, _, size, spread = hope
            net = _net(k, defender.deadwood(spread) if k else most, rules, multiplier)
            key = (-net, k, True, size, spread)
            if key < best_key:
                best_key = key
    return best_key[-1], -best_key[0], naive, naive_net


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
    best, _, _, _ = _choose(knocker, _Defender(defender.mask), rules, upcard)
    return _ordered(best)


def knock_score(knocker: int, defender: int, rules: Rules, upcard: Card | None = None) -> int:
    """The knocker's net points (negative when undercut) of knocking with the ten cards in
    ``knocker`` (a mask, after the face-down discard) against ``defender`` (a mask): the best
    spread against the best reply, exactly ``showdown(...).knocker_net``, from masks alone and
    without building a single meld, reason or layoff (R18-R21, R29). Gin when nothing is left.

    Spreads are tried from the most hopeful (scored as if nothing were laid off, which only
    flatters them) and the search stops at the first that cannot beat the best found.

    >>> from tutor.engine.rules import CLASSIC
    >>> knock_score(CardSet.parse("As 2s 3s 7h 7d 7c Kh Qh Jh 5d").mask,
    ...             CardSet.parse("4s 5s 8h 8s 2c 3d 6d 9h Tc Ts").mask, CLASSIC)
    51
    """
    if knocker.bit_count() != 10 or defender.bit_count() != 10 or knocker & defender:
        _check_hands(CardSet(knocker), CardSet(defender), 10)
    limit = rules.knock_limit_for(upcard)
    multiplier = rules.multiplier_for(upcard)
    k0 = least_deadwood(knocker)
    refusal = knock_refusal(k0, rules, limit)
    if refusal is not None:
        raise IllegalActionError(
            f"the knocker '{CardSet(knocker)}' may not knock", Verdict(False, (refusal,))
        )
    side = _Defender(defender)
    most = side.after(0)
    if k0 == 0 or not defender & _reachable(knocker):  # gin, or no layoff is possible (R18)
        return _net(k0, most, rules, multiplier)
    best = None
    # A spread's hope only falls as its loose points grow, so the fewest loose points first.
    for spread, k in sorted(_spreads(knocker, limit), key=_loose_points):
        if best is not None and _net(k, most, rules, multiplier) <= best:
            break
        net = _net(k, side.deadwood(spread), rules, multiplier)
        if best is None or net > best:
            best = net
    assert best is not None  # the least-deadwood spread is always legal here
    return best


def _reachable(mask: int) -> int:
    """Every card that could be laid off onto some spread of ``mask``'s cards (R18), a
    superset: the fourth card of a rank held three times, and the cards beside a run."""
    a = mask & SUIT_BITS
    b = mask >> 13 & SUIT_BITS
    c = mask >> 26 & SUIT_BITS
    d = mask >> 39
    sets = set_ranks_of_suits(a, b, c, d)
    cover = _RUN_COVER
    ends = _RUN_ENDS
    return (
        (ends[cover[a]] | sets) & ~a
        | ((ends[cover[b]] | sets) & ~b) << 13
        | ((ends[cover[c]] | sets) & ~c) << 26
        | ((ends[cover[d]] | sets) & ~d) << 39
    )


# For every pattern of one suit, the ranks just below and just above its cards.
_RUN_ENDS: tuple[int, ...] = tuple((m << 1 | m >> 1) & SUIT_BITS for m in range(1 << 13))


def _loose_points(spread: tuple[tuple[int, ...], int]) -> int:
    return spread[1]


def _ordered(masks: Sequence[int]) -> tuple[Meld, ...]:
    """Melds from low to high rank, as a player lays them out."""
    return tuple(_MELDS[m] for m in sorted(masks, key=_DISPLAY_KEY.__getitem__))


def _display_key(mask: int) -> tuple[int, int]:
    return (min(i % 13 for i in bit_indices(mask)), mask & -mask)


# Each meld's place when laid out: its lowest rank, then its lowest card.
_DISPLAY_KEY: dict[int, tuple[int, int]] = {m: _display_key(m) for m in MELD_MASKS}


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
    least = least_deadwood(knocker.mask)
    refusal = _limit_verdict(least, limit, rules)
    if refusal is not None:
        raise IllegalActionError(f"the knocker '{knocker}' may not knock", refusal)
    if least == 0:
        return _gin_showdown(knocker, defender, rules, multiplier, big=False)
    side = _Defender(defender.mask)
    melds, notes = _plan(knocker, side, rules, upcard)
    reply = _best_reply(defender, melds, side)
    score = score_knock(
        knocker.points - sum(m.cards.points for m in melds), reply.deadwood, rules, multiplier
    )
    return _knock_showdown(knocker, melds, reply, score, list(notes))


def _plan(
    knocker: CardSet, defender: _Defender, rules: Rules, upcard: Card | None
) -> tuple[tuple[Meld, ...], tuple[Reason, ...]]:
    best, net, naive, naive_net = _choose(knocker, defender, rules, upcard)
    melds = _ordered(best)
    if naive_net >= net:
        return melds, ()
    better = reason(
        "spread.better",
        "R18",
        spread=melds,
        naive=_ordered(naive),
        points=net,
        naive_points=naive_net,
    )
    return melds, (better,)


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
        side = _Defender(defender.mask)
        return tuple(spread), tuple(_spread_cost(knocker, side, tuple(spread), rules, upcard))
    if least_deadwood(knocker.mask) == 0:
        return least_arrangement(knocker)[0], ()
    return _plan(knocker, _Defender(defender.mask), rules, upcard)


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
    side = _Defender(defender.mask)
    if compare:
        notes += _spread_cost(knocker, side, spread, rules, upcard)
    if layoffs is None:
        reply = _best_reply(defender, spread, side)
    else:
        reply = reply_with(defender, spread, layoffs)
        best_dw = side.deadwood([m.cards.mask for m in spread])
        if reply.deadwood > best_dw:
            notes.append(reason("layoff.missed", "R18", deadwood=reply.deadwood, best=best_dw))
    k = mask_points(knocker.mask & ~used)
    score = score_knock(k, reply.deadwood, rules, multiplier)
    return _knock_showdown(knocker, spread, reply, score, notes)


def _spread_cost(
    knocker: CardSet, side: _Defender, spread: tuple[Meld, ...], rules: Rules, upcard: Card | None
) -> list[Reason]:
    """What a named spread costs against the best one, when it costs anything (R18)."""
    best_masks, best_net, _, _ = _choose(knocker, side, rules, upcard)
    masks = tuple(sorted(m.cards.mask for m in spread))
    own = _net_of(knocker.mask, masks, side, rules, rules.multiplier_for(upcard))
    if own >= best_net:
        return []
    return [
        reason(
            "spread.costs",
            "R18",
            spread=spread,
            best=_ordered(best_masks),
            points=own,
            best_points=best_net,
            cost=best_net - own,
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
    "fits",
    "fitting",
    "knock_outcome",
    "knock_score",
    "layoff_options",
    "layoff_sets",
    "least_arrangement",
    "legal_layoffs",
    "plan_spread",
    "reply_with",
    "score_gin",
    "score_knock",
    "showdown",
    "spread_showdown",
]
