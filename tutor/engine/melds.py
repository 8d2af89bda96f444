"""Melds (R6-R8), least deadwood (R9), every best arrangement, and the eleven-card discards.

The fast path never builds a meld object. A hand is split into four 13-bit suit masks;
``_RUN_DEADWOOD[m]`` holds, for every pattern ``m`` of one suit, the least deadwood when only
runs are used. Sets are the only thing that crosses suits, so the least deadwood of a hand is
the minimum, over the ways of using the ranks held three or four times as sets, of four table
look-ups. Nothing here approximates: the eleven-card answer tries every discard.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum

from tutor.engine.cards import (
    DECK,
    INDEX_POINTS,
    SUIT_BITS,
    SUIT_POINTS,
    Card,
    CardSet,
    bit_indices,
    mask_points,
)
from tutor.engine.errors import NotationError
from tutor.engine.events import Reason, reason
from tutor.engine.knocking import knock_refusal
from tutor.engine.rules import Rules


class MeldKind(Enum):
    SET = "set"
    RUN = "run"


@dataclass(frozen=True, slots=True)
class Meld:
    """A set (R6) or a run (R7). ``str`` gives ``[7s 8s 9s]``."""

    cards: CardSet
    kind: MeldKind

    def __post_init__(self) -> None:
        if _MELD_KIND.get(self.cards.mask) is not self.kind:
            raise NotationError(f"'[{self.cards}]' is not a {self.kind.value} (R6, R7)")

    @classmethod
    def of(cls, cards: CardSet | Iterable[Card]) -> Meld:
        """The meld these cards form; ``NotationError`` when they form none."""
        cs = cards if isinstance(cards, CardSet) else CardSet(cards)
        kind = meld_kind(cs.mask)
        if kind is None:
            raise NotationError(
                f"'[{cs}]' is not a meld: a set is 3 or 4 of a rank (R6), "
                "a run 3 or more in a row of one suit, ace low (R7)"
            )
        return cls(cs, kind)

    @classmethod
    def parse(cls, text: str) -> Meld:
        """``Meld.parse("[7s 8s 9s]")``; brackets are optional."""
        from tutor.engine.notation import parse_cards

        return cls.of(parse_cards(text.strip().strip("[]")))

    @property
    def rule(self) -> str:
        return "R6" if self.kind is MeldKind.SET else "R7"

    def __str__(self) -> str:
        cards = self.cards.sorted_by_rank() if self.kind is MeldKind.RUN else list(self.cards)
        return "[" + " ".join(str(c) for c in cards) + "]"

    def __repr__(self) -> str:
        return f"Meld.parse({str(self)!r})"


def _run_masks() -> list[int]:
    runs = []
    for suit in range(4):
        for start in range(13):
            for length in range(3, 14 - start):
                runs.append(((1 << length) - 1) << (suit * 13 + start))
    return runs


def _set_masks() -> list[int]:
    sets = []
    for rank in range(13):
        bits = [1 << (suit * 13 + rank) for suit in range(4)]
        full = sum(bits)
        sets.append(full)
        sets.extend(full ^ b for b in bits)
    return sets


RUN_MASKS: tuple[int, ...] = tuple(_run_masks())
SET_MASKS: tuple[int, ...] = tuple(_set_masks())
MELD_MASKS: tuple[int, ...] = SET_MASKS + RUN_MASKS
_MELD_KIND = {m: MeldKind.SET for m in SET_MASKS} | {m: MeldKind.RUN for m in RUN_MASKS}
# For each card index, the melds that contain it.
_MELDS_WITH: tuple[tuple[int, ...], ...] = tuple(
    tuple(m for m in MELD_MASKS if m >> i & 1) for i in range(52)
)


def meld_kind(mask: int) -> MeldKind | None:
    """``SET`` or ``RUN`` when the cards form one meld, else ``None``."""
    return _MELD_KIND.get(mask)


def _run_deadwood_table() -> list[int]:
    """Least deadwood of every 13-bit suit pattern when only runs may be formed."""
    table = [0] * (1 << 13)
    for m in range(1, 1 << 13):
        low = m & -m
        i = low.bit_length() - 1
        best = min(i + 1, 10) + table[m ^ low]  # the lowest card stays loose ...
        run = low | low << 1
        for j in range(i + 2, 13):  # ... or starts a run of three or more
            run |= 1 << j
            if m & run != run:
                break
            rest = table[m ^ run]
            if rest < best:
                best = rest
        table[m] = best
    return table


_RUN_DEADWOOD: tuple[int, ...] = tuple(_run_deadwood_table())
# For every suit pattern: (rank index, change in run-only deadwood when that card leaves).
_DROP_DELTAS: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple((i, _RUN_DEADWOOD[m ^ 1 << i] - _RUN_DEADWOOD[m]) for i in range(13) if m >> i & 1)
    for m in range(1 << 13)
)


def _drop_keys(m: int) -> tuple[int, int | None]:
    """The best and second-best discard of one suit pattern, each as one integer ordered as
    :func:`discard_key` orders discards: ``(change in run-only deadwood) * 1024 + (10 - the
    card's points) * 64 + rank``; None where the suit has no second card (and 0, never read,
    for the empty suit)."""
    keys = sorted(delta * 1024 + (10 - min(i + 1, 10)) * 64 + i for i, delta in _DROP_DELTAS[m])
    return (keys[0] if keys else 0), (keys[1] if len(keys) > 1 else None)


# For every suit pattern, its best and second-best discard keys (for best_discard).
_DROP_KEYS: tuple[tuple[int, int | None], ...] = tuple(_drop_keys(m) for m in range(1 << 13))


def set_ranks_of_suits(a: int, b: int, c: int, d: int) -> int:
    """The ranks (a 13-bit mask) held in at least three of the four suit masks: the ranks
    that can make a set (R6).

    >>> bin(set_ranks_of_suits(0b101, 0b101, 0b001, 0b100))
    '0b101'
    """
    return (a & b & (c | d)) | (c & d & (a | b))


def _run_cover(suit: int) -> int:
    starts = suit & suit >> 1 & suit >> 2
    return starts | starts << 1 | starts << 2


# For every pattern of one suit, its cards in some run of three or more of them (R7).
RUN_COVER: tuple[int, ...] = tuple(_run_cover(m) for m in range(1 << 13))


def meldable(mask: int) -> int:
    """The cards of ``mask`` that belong to some meld of its cards: a run in their suit, or a
    rank held three or four times (R6, R7).

    >>> str(CardSet(meldable(CardSet.parse("7s 7h 7d 8s 9s Kc 2c").mask)))
    '7s 8s 9s 7h 7d'
    """
    a = mask & SUIT_BITS
    b = mask >> 13 & SUIT_BITS
    c = mask >> 26 & SUIT_BITS
    d = mask >> 39
    sets = set_ranks_of_suits(a, b, c, d)
    cover = RUN_COVER
    return (
        (cover[a] | sets) & a
        | ((cover[b] | sets) & b) << 13
        | ((cover[c] | sets) & c) << 26
        | ((cover[d] | sets) & d) << 39
    )


def joins_meld(hand: int, index: int) -> bool:
    """Whether the card at ``index`` makes a meld with two or more cards of ``hand``: a run
    through it in its suit, or two more of its rank (R6, R7). It is :func:`meldable` asked of
    one card, so a draw can be judged without the whole hand's meld table. (The bot's
    ``melded_with`` asks something wider: whether a least-deadwood arrangement melds it.)

    >>> h = CardSet.parse("7s 8s Kd Kc").mask
    >>> [joins_meld(h, Card.parse(c).index) for c in ("9s", "6s", "Ks", "5s", "7h")]
    [True, True, True, False, False]
    """
    shift, bit, others = _JOIN_PARTS[index]  # the simple players ask this every draw
    if RUN_COVER[hand >> shift & SUIT_BITS | bit] & bit:
        return True
    return (hand & others).bit_count() > 1


def _join_parts(index: int) -> tuple[int, int, int]:
    suit, rank = divmod(index, 13)
    others = sum(1 << (s * 13 + rank) for s in range(4) if s != suit)
    return suit * 13, 1 << rank, others


# For each card index: its suit's offset, its bit within the suit, the other cards of its rank.
_JOIN_PARTS: tuple[tuple[int, int, int], ...] = tuple(_join_parts(i) for i in range(52))


def _set_choices(a: int, b: int, c: int, d: int, ranks: int) -> list[tuple[int, int, int, int]]:
    """The four suit masks left by every way of using the ranks in ``ranks`` as sets.

    Each rank held three times is used as a set or not; a rank held four times is also used
    as the set of four or as any set of three, leaving the fourth card free for a run.
    """
    if ranks and not ranks & ranks - 1:  # one rank, as in most hands: written out
        nb = ~ranks
        a0, b0, c0, d0 = a & nb, b & nb, c & nb, d & nb
        if not a & b & c & d & ranks:
            return [(a, b, c, d), (a0, b0, c0, d0)]
        return [
            (a, b, c, d),
            (a0, b0, c0, d0),
            (a, b0, c0, d0),
            (a0, b, c0, d0),
            (a0, b0, c, d0),
            (a0, b0, c0, d),
        ]
    choices = [(a, b, c, d)]
    for rank in bit_indices(ranks):
        bit = 1 << rank
        nb = ~bit
        grown = []
        for a1, b1, c1, d1 in choices:
            grown.append((a1 & nb, b1 & nb, c1 & nb, d1 & nb))
            if a1 & b1 & c1 & d1 & bit:
                grown.append((a1, b1 & nb, c1 & nb, d1 & nb))
                grown.append((a1 & nb, b1, c1 & nb, d1 & nb))
                grown.append((a1 & nb, b1 & nb, c1, d1 & nb))
                grown.append((a1 & nb, b1 & nb, c1 & nb, d1))
        choices += grown
    return choices


_MANY_SET_RANKS = 3  # above this the set choices multiply; hands of a game never get there


def _least_by_rank(mask: int) -> int:
    """Least deadwood of a hand of any size, by dynamic programming over the ranks.

    The state is, per suit, the length of the run in progress (0, 1, 2, or 3 for three or
    more). Polynomial, so a whole deck is fine; the table look-ups above are faster for the
    hands a game deals, which is why this is only the fallback.
    """
    states: dict[tuple[int, ...], int] = {(0, 0, 0, 0): 0}
    for rank in range(13):
        points = min(rank + 1, 10)
        held = [mask >> (suit * 13 + rank) & 1 for suit in range(4)]
        following: dict[tuple[int, ...], int] = {}
        for open_runs, cost in states.items():
            # each held card: 0 loose, 1 extends its suit's run, 2 in this rank's set
            for roles in _role_choices(held):
                if 0 < roles.count(2) < 3:
                    continue
                nxt = []
                extra = cost
                for suit in range(4):
                    run = open_runs[suit]
                    role = roles[suit]
                    if role == 1:
                        nxt.append(min(run + 1, 3))
                        continue
                    if run in (1, 2):  # a run of one or two cards cannot stop here
                        break
                    nxt.append(0)
                    if role == 0:
                        extra += points
                else:
                    key = tuple(nxt)
                    if extra < following.get(key, 999):
                        following[key] = extra
        states = following
    return min(cost for runs, cost in states.items() if all(r in (0, 3) for r in runs))


def _role_choices(held: list[int]) -> list[tuple[int, ...]]:
    """Every assignment of loose (0), run (1), set (2) to held cards; absent cards are -1."""
    choices: list[tuple[int, ...]] = [()]
    for present in held:
        options = (0, 1, 2) if present else (-1,)
        choices = [(*c, o) for c in choices for o in options]
    return choices


def least_deadwood(mask: int) -> int:
    """Least deadwood (R9) of the cards in ``mask``, any number of cards."""
    a = mask & SUIT_BITS
    b = mask >> 13 & SUIT_BITS
    c = mask >> 26 & SUIT_BITS
    d = mask >> 39
    ranks = (a & b & (c | d)) | (c & d & (a | b))  # set_ranks_of_suits, inlined: the hot path
    r = _RUN_DEADWOOD
    if not ranks:
        return r[a] + r[b] + r[c] + r[d]
    if ranks.bit_count() > _MANY_SET_RANKS:
        return _least_by_rank(mask)
    return min(r[a1] + r[b1] + r[c1] + r[d1] for a1, b1, c1, d1 in _set_choices(a, b, c, d, ranks))


def deadwood(cards: CardSet) -> int:
    """Least deadwood (R9) of a hand.

    >>> deadwood(CardSet.parse("As 2s 3s 7h 7d 7c Kh Qh Jh 5d"))
    5
    """
    return least_deadwood(cards.mask)


def discard_deadwoods(mask: int) -> list[tuple[int, int]]:
    """``(card index, least deadwood after discarding it)`` for every card, exact.

    A discard changes one suit, so for each way of using sets (cards in a used set cannot be
    the discard) the answer is one table look-up per card; the least over the ways is exact.
    """
    a = mask & SUIT_BITS
    b = mask >> 13 & SUIT_BITS
    c = mask >> 26 & SUIT_BITS
    d = mask >> 39
    r = _RUN_DEADWOOD
    ranks = (a & b & (c | d)) | (c & d & (a | b))  # set_ranks_of_suits, inlined: the hot path
    if not ranks:
        total = r[a] + r[b] + r[c] + r[d]
        drops = _DROP_DELTAS
        return (
            [(i, total + delta) for i, delta in drops[a]]
            + [(i + 13, total + delta) for i, delta in drops[b]]
            + [(i + 26, total + delta) for i, delta in drops[c]]
            + [(i + 39, total + delta) for i, delta in drops[d]]
        )
    if ranks.bit_count() > _MANY_SET_RANKS:
        return [(i, least_deadwood(mask ^ 1 << i)) for i in bit_indices(mask)]
    best = dict.fromkeys(bit_indices(mask), 999)
    for suits in _set_choices(a, b, c, d, ranks):
        total = r[suits[0]] + r[suits[1]] + r[suits[2]] + r[suits[3]]
        for i in best:
            s = suits[i // 13]
            bit = 1 << i % 13
            if s & bit:  # the card is not in a used set
                left = total - r[s] + r[s ^ bit]
                if left < best[i]:
                    best[i] = left
    return list(best.items())


def discard_key(index: int, left: int) -> tuple[int, int, int]:
    """How discards compare, best first: the least deadwood ``left`` after it, then the
    highest card (it would cost most if it stayed), then the lowest card index.

    >>> sorted([discard_key(Card.parse("5d").index, 4), discard_key(Card.parse("Kc").index, 4)])
    [(4, -10, 51), (4, -5, 30)]
    """
    return (left, -INDEX_POINTS[index], index)


def best_discard(mask: int, taken: int = -1) -> tuple[int, int]:
    """``(least deadwood left, card index)`` of the best legal discard of eleven cards, by
    :func:`discard_key`. ``taken`` is the index of the card taken from the discard pile this
    turn, which may not go back (R13); ``-1`` when the card came from the stock.

    >>> hand = CardSet.parse("As 2s 3s 7h 7d 7c Kh Qh Jh 5d 9c")
    >>> left, index = best_discard(hand.mask)
    >>> left, str(DECK[index])
    (5, '9c')
    >>> left, index = best_discard(hand.mask, taken=Card.parse("9c").index)
    >>> left, str(DECK[index])
    (9, '5d')
    """
    # Policies call this on every turn of every playout, so it never lists the discards: for
    # each way of using sets, a discard changes one suit, and the best discard of a suit
    # pattern is a table look-up (``_DROP_KEYS``, keys ordered as ``discard_key``); the second
    # best stands in when the best is the card just taken (R13).
    a = mask & SUIT_BITS
    b = mask >> 13 & SUIT_BITS
    c = mask >> 26 & SUIT_BITS
    d = mask >> 39
    ranks = (a & b & (c | d)) | (c & d & (a | b))  # set_ranks_of_suits, inlined: the hot path
    if ranks.bit_count() > _MANY_SET_RANKS:
        return _best_listed(mask, taken)
    r = _RUN_DEADWOOD
    keys = _DROP_KEYS
    best = 1 << 30
    for suits in _set_choices(a, b, c, d, ranks) if ranks else ((a, b, c, d),):
        total = (r[suits[0]] + r[suits[1]] + r[suits[2]] + r[suits[3]]) << 10
        for n in range(4):
            s = suits[n]
            if not s:
                continue
            first, second = keys[s]
            if (first & 63) + 13 * n == taken:
                if second is None:
                    continue
                first = second
            key = total + first + 13 * n
            if key < best:
                best = key
    return best >> 10, best & 63


def _best_listed(mask: int, taken: int) -> tuple[int, int]:
    """:func:`best_discard` by listing every discard (hands with many set ranks)."""
    best_index, best_left, best_points = -1, 999, -1
    points_of = INDEX_POINTS
    for index, left in discard_deadwoods(mask):
        if index == taken or left > best_left:
            continue
        points = points_of[index]
        if (
            left < best_left
            or points > best_points
            or (points == best_points and index < best_index)
        ):
            best_index, best_left, best_points = index, left, points
    return best_left, best_index


def best_discard_deadwood(mask: int, taken: int = -1) -> int:
    """Least deadwood after the best legal discard of eleven cards (R13: not ``taken``, the
    index of the card just taken from the pile; ``-1`` for none).

    >>> hand = CardSet.parse("As 2s 3s 7h 7d 7c Kh Qh Jh 5d 9c")
    >>> best_discard_deadwood(hand.mask), best_discard_deadwood(hand.mask, Card.parse("9c").index)
    (5, 9)
    """
    return min(left for i, left in discard_deadwoods(mask) if i != taken)


# ----------------------------------------------------------------------------- arrangements


@dataclass(frozen=True, slots=True)
class Arrangement:
    """Melds and the deadwood they leave. Adjacent runs of one suit count as one run."""

    melds: tuple[Meld, ...]
    deadwood_cards: CardSet
    deadwood: int

    @property
    def melded(self) -> CardSet:
        mask = 0
        for meld in self.melds:
            mask |= meld.cards.mask
        return CardSet(mask)

    def __str__(self) -> str:
        melds = " ".join(str(m) for m in self.melds) or "no melds"
        return f"{melds} | deadwood {self.deadwood_cards or '-'} = {self.deadwood}"


# For each card index, the melds whose lowest card it is, longest first (so touching runs of
# one suit come out as one run, and a set of four before its sets of three).
MELDS_FROM: tuple[tuple[int, ...], ...] = tuple(
    tuple(
        sorted(
            (m for m in MELD_MASKS if (m & -m).bit_length() - 1 == i),
            key=lambda m: (-m.bit_count(), m),
        )
    )
    for i in range(52)
)


def _step(meld: int) -> tuple[int, int, int]:
    """A meld as a partition takes it: the meld, its lowest card when it is a run (a run may
    not start right after another), and the card right above a run (none above a king)."""
    if _MELD_KIND[meld] is MeldKind.SET:
        return meld, 0, 0
    return meld, meld & -meld, 0 if (meld.bit_length() - 1) % 13 == 12 else 1 << meld.bit_length()


_STEPS: tuple[tuple[tuple[int, int, int], ...], ...] = tuple(
    tuple(_step(m) for m in melds) for melds in MELDS_FROM
)

# Enough for any hand of a game (ten or eleven cards have a handful); a large made-up hand
# can have astronomically many, so the listing stops there and says it is incomplete.
MAX_ARRANGEMENTS = 200
_MAX_SEARCH_STEPS = 200_000
_UNLIMITED = 1 << 62


class _Enough(Exception):
    """Ends a listing early (defined once: the walk runs often)."""


def partitions(
    mask: int, most: int, *, max_found: int = _UNLIMITED, max_steps: int = _UNLIMITED
) -> tuple[list[tuple[tuple[int, ...], int]], bool]:
    """Every way to lay the cards of ``mask`` out as disjoint melds leaving at most ``most``
    points loose: ``(melds as sorted masks, loose points)`` each, and whether the listing is
    complete (it stops after ``max_found`` ways or ``max_steps`` steps).

    The one arrangement finder: the least-deadwood arrangements (``most`` is the least
    deadwood; ``max_found=1`` for the one a showdown lays out) and a knocker's legal spreads
    (``most`` is the knock limit). Cards in no meld of the hand are loose in every way and are
    counted first; each way is listed once, since a run never starts on the card right after
    another run (that only splits one run).

    When one way is enough (``max_found=1``) exact ``least_deadwood`` of what is left guides
    every step instead, so the search never backtracks: the lowest card joins the longest meld
    after which ``most`` is still within reach, or stays loose. (With ``most`` above the
    least deadwood that way may leave more: any way within ``most`` will do.)

    >>> ways, complete = partitions(CardSet.parse("7s 8s 9s 7h 7d 7c 2d").mask, 19)
    >>> sorted((str(CardSet(sum(melds))), loose) for melds, loose in ways), complete
    ([('7s 7h 7d 7c', 19), ('7s 8s 9s 7h 7d 7c', 2)], True)
    >>> ways, complete = partitions(CardSet.parse("7s 8s 9s 7h 7d 7c 2d").mask, 2, max_found=1)
    >>> [[str(CardSet(m)) for m in melds] for melds, _ in ways], complete
    ([['7s 8s 9s', '7h 7d 7c']], False)
    """
    if max_found == 1:
        return _one_partition(mask, most)
    return _every_partition(mask, most, max_found, max_steps)


def _every_partition(
    mask: int, most: int, max_found: int, max_steps: int
) -> tuple[list[tuple[tuple[int, ...], int]], bool]:
    """:func:`partitions` as a listing: the walk over every way."""
    found: list[tuple[tuple[int, ...], int]] = []
    chosen: list[int] = []
    steps = 0

    def walk(
        rest: int,
        loose: int,
        after_runs: int,
        points_of: tuple[int, ...] = INDEX_POINTS,  # bound once: the walk is the hot path
        steps_of: tuple[tuple[tuple[int, int, int], ...], ...] = _STEPS,
    ) -> None:
        nonlocal steps
        if not rest:
            found.append((tuple(sorted(chosen)), loose))
            if len(found) >= max_found:
                raise _Enough
            return
        low = rest & -rest
        i = low.bit_length() - 1
        points = points_of[i]
        if loose + points <= most:
            walk(rest ^ low, loose + points, after_runs)
        for meld, starts_run, above in steps_of[i]:
            if meld & rest == meld and not after_runs & starts_run:
                steps += 1  # counted per meld tried: a loose card leaves the budget smaller
                if steps > max_steps:
                    raise _Enough
                chosen.append(meld)
                walk(rest ^ meld, loose, after_runs | above)
                chosen.pop()

    melded = meldable(mask)
    loose = mask_points(mask & ~melded)
    if loose > most:
        return found, True
    try:
        walk(melded, loose, 0)
    except _Enough:
        return found, False
    return found, True


# For each card index, the melds whose lowest card it is, longest first, with their points.
_GUIDE: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple((m, mask_points(m)) for m in melds) for melds in MELDS_FROM
)


def _partners(i: int) -> tuple[int, int]:
    suit, rank = divmod(i, 13)
    above = 0b110 << i if rank < 11 else 1 << 52  # no card: no run starts on a queen or king
    return above, sum(1 << (s * 13 + rank) for s in range(4) if s != suit)


# For each card index, what a meld with it as its lowest card needs besides it: the next two
# cards of its suit (a run, R7), or two other cards of its rank (a set, R6).
_PARTNERS: tuple[tuple[int, int], ...] = tuple(_partners(i) for i in range(52))


def _one_partition(mask: int, most: int) -> tuple[list[tuple[tuple[int, ...], int]], bool]:
    """:func:`partitions` when one way is wanted: guided by exact least deadwood, no walk."""
    least = least_deadwood  # bound once: every showdown comes here
    guide = _GUIDE
    partners = _PARTNERS
    rest = mask
    left = mask_points(mask)  # the points of ``rest``
    room = most  # the points that may still stay loose
    melds: list[int] = []
    while rest:
        if left <= room:  # all of it may stay loose (then no meld can keep the least)
            room -= left
            break
        low = rest & -rest
        i = low.bit_length() - 1
        above, rank = partners[i]
        melded = False
        if rest & above == above or (rest & rank).bit_count() > 1:  # a meld may start here
            for meld, points in guide[i]:
                if meld & rest == meld and least(rest ^ meld) <= room:
                    melds.append(meld)
                    rest ^= meld
                    left -= points
                    melded = True
                    break
        if not melded:
            points = INDEX_POINTS[i]
            room -= points
            left -= points
            rest ^= low
    if room < 0:  # even the least deadwood leaves more than ``most`` loose
        return [], True
    melds.sort()
    return [(tuple(melds), most - room)], False


def _arrangement(mask: int, melds: tuple[int, ...]) -> Arrangement:
    melded = 0
    for m in melds:
        melded |= m
    loose = mask & ~melded
    ordered = sorted(melds, key=meld_display_key)
    return Arrangement(
        tuple(Meld(CardSet(m), _MELD_KIND[m]) for m in ordered), CardSet(loose), mask_points(loose)
    )


def meld_display_key(mask: int) -> tuple[int, int]:
    """Where a meld goes when laid out: melds read from low to high rank, as a player lays
    them out, then by their lowest card."""
    low = min(i % 13 for i in bit_indices(mask))
    return (low, (mask & -mask).bit_length())


def _display_order(arr: Arrangement) -> tuple[int, list[int]]:
    # Fewer, longer melds first; then a stable order by the cards.
    return (len(arr.melds), [m.cards.mask for m in arr.melds])


@dataclass(frozen=True, slots=True)
class HandAnalysis:
    """The least deadwood of a hand, every arrangement that reaches it, and why."""

    cards: CardSet
    deadwood: int
    arrangements: tuple[Arrangement, ...]
    reasons: tuple[Reason, ...]
    complete: bool = True  # False when a huge hand had more than MAX_ARRANGEMENTS

    @property
    def best(self) -> Arrangement:
        return self.arrangements[0]


def arrange(cards: CardSet) -> HandAnalysis:
    """Every least-deadwood arrangement (R9) of ``cards``, the first one for display.

    >>> a = arrange(CardSet.parse("7s 7h 7d 7c 8s 9s 3d 4d 5d Kc"))
    >>> a.deadwood, [str(arr) for arr in a.arrangements]
    (10, ['[3d 4d 5d] [7s 8s 9s] [7h 7d 7c] | deadwood Kc = 10'])
    """
    mask = cards.mask
    least = least_deadwood(mask)
    ways, complete = partitions(
        mask, least, max_found=MAX_ARRANGEMENTS, max_steps=_MAX_SEARCH_STEPS
    )
    arrangements = sorted((_arrangement(mask, melds) for melds, _ in ways), key=_display_order)
    reasons = _card_reasons(mask, arrangements)
    return HandAnalysis(cards, least, tuple(arrangements), reasons, complete)


def _card_reasons(mask: int, arrangements: list[Arrangement]) -> tuple[Reason, ...]:
    """Why each card is melded or loose in the first arrangement (R6-R9)."""
    best = arrangements[0]
    reasons: list[Reason] = [
        reason(f"meld.{meld.kind.value}", meld.rule, meld=meld) for meld in best.melds
    ]
    melded_elsewhere = 0
    for arr in arrangements[1:]:
        melded_elsewhere |= arr.melded.mask
    for card in best.deadwood_cards:
        possible = [m for m in _MELDS_WITH[card.index] if m & mask == m]
        if not possible:
            reasons.append(reason("card.no_meld", "R9", card=card, points=card.points))
        elif melded_elsewhere & card.bit:
            reasons.append(reason("card.other_arrangement", "R9", card=card, points=card.points))
        else:
            rival = Meld(CardSet(possible[0]), _MELD_KIND[possible[0]])
            reasons.append(
                reason("card.meld_conflict", "R8", card=card, points=card.points, meld=rival)
            )
    if best.deadwood_cards:
        reasons.append(
            reason("deadwood.total", "R9", deadwood=best.deadwood, cards=best.deadwood_cards)
        )
    elif mask:
        reasons.append(reason("deadwood.none", "R16"))
    return tuple(reasons)


# ----------------------------------------------------------------------------- eleven cards


@dataclass(frozen=True, slots=True)
class DiscardOption:
    """One possible discard from eleven cards and what it leaves."""

    card: Card
    deadwood: int
    legal: bool  # False only for the card just taken from the discard pile (R13)
    knock: bool  # this discard lets the player end the hand by knocking (R15) or gin (R16)
    gin: bool  # nothing is left as deadwood (R16)
    reasons: tuple[Reason, ...]


@dataclass(frozen=True, slots=True)
class DiscardAnalysis:
    """Every discard of an eleven-card hand, the best one, and big gin (R17)."""

    cards: CardSet
    options: tuple[DiscardOption, ...]
    big_gin: bool  # all eleven cards melded (whether it scores depends on the rules, R17)
    knock_limit: int | None

    @property
    def deadwood(self) -> int:
        """Least deadwood after the best legal discard."""
        return min(o.deadwood for o in self.options if o.legal)

    @property
    def best(self) -> DiscardOption:
        """The legal discard leaving least deadwood (highest card first among equals)."""
        legal = [o for o in self.options if o.legal]
        return min(legal, key=lambda o: discard_key(o.card.index, o.deadwood))

    @property
    def can_knock(self) -> bool:
        return any(o.knock for o in self.options)

    def knock_discards(self) -> list[Card]:
        return [o.card for o in self.options if o.knock]

    def gin_discards(self) -> list[Card]:
        return [o.card for o in self.options if o.gin and o.legal]


def discards(
    cards: CardSet,
    knock_limit: int | None = 10,
    taken: Card | None = None,
    rules: Rules | None = None,
) -> DiscardAnalysis:
    """Every discard of eleven cards: deadwood left, may knock, gin.

    ``knock_limit`` is this hand's limit (R15, R29) or ``None`` when only gin ends a hand
    (R30); ``taken`` is the card taken from the discard pile this turn (R13); ``rules`` name
    the rule behind a refused knock (see :func:`~tutor.engine.knocking.knock_refusal`).

    >>> d = discards(CardSet.parse("3s 6s 4c 5c 6c 7c 3d 5d 6d 5h 6h"))
    >>> d.deadwood, [str(c) for c in d.knock_discards()]
    (10, ['7c'])
    """
    if len(cards) != 11:
        raise ValueError(f"discards() needs eleven cards, got {len(cards)}: '{cards}'")
    if taken is not None and taken not in cards:
        raise ValueError(f"the taken card {taken} is not among '{cards}'")
    options = []
    for index, left in discard_deadwoods(cards.mask):
        card = DECK[index]
        legal = card != taken
        gin = left == 0
        reasons: list[Reason] = []
        if not legal:
            reasons.append(reason("discard.just_taken", "R13", card=card))
        refusal = knock_refusal(left, rules, knock_limit)
        if refusal is not None:
            reasons.append(refusal)
        knock = legal and refusal is None
        if legal and gin:
            reasons.append(reason("knock.gin", "R16", deadwood=0))
        elif knock:
            reasons.append(reason("knock.allowed", "R15", deadwood=left, limit=knock_limit))
        options.append(DiscardOption(card, left, legal, knock, legal and gin, tuple(reasons)))
    return DiscardAnalysis(cards, tuple(options), least_deadwood(cards.mask) == 0, knock_limit)


__all__ = [
    "MELDS_FROM",
    "MELD_MASKS",
    "RUN_COVER",
    "RUN_MASKS",
    "SET_MASKS",
    "SUIT_POINTS",
    "Arrangement",
    "DiscardAnalysis",
    "DiscardOption",
    "HandAnalysis",
    "Meld",
    "MeldKind",
    "arrange",
    "best_discard",
    "best_discard_deadwood",
    "deadwood",
    "discard_deadwoods",
    "discard_key",
    "discards",
    "joins_meld",
    "least_deadwood",
    "meld_display_key",
    "meld_kind",
    "meldable",
    "partitions",
]
