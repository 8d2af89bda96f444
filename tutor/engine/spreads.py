"""The knocker's spread (R15, R18): which spreads are legal, which scores best against the
defender's best reply, and the knock's exact score from masks alone.

The knocker picks, among its legal spreads (any disjoint melds whose leftover is within this
hand's limit), the one that scores best against the defender's best reply: with equal deadwood,
sets instead of runs can deny layoffs. A spread is only skipped when even the defender's
deadwood without layoffs could not make it better than the best one found.
"""

from __future__ import annotations

from collections.abc import Sequence

from tutor.engine.arrangement import least_arrangement, ordered_melds
from tutor.engine.cards import Card, CardSet, mask_points
from tutor.engine.errors import IllegalActionError, TutorError
from tutor.engine.events import Reason, Verdict, reason
from tutor.engine.knocking import knock_refusal
from tutor.engine.layoffs import Defender, layoff_targets
from tutor.engine.melds import Meld, least_deadwood, partitions
from tutor.engine.rules import Rules
from tutor.engine.score import knock_net


def refusal_verdict(deadwood: int, limit: int | None, rules: Rules) -> Verdict | None:
    """:func:`~tutor.engine.knocking.knock_refusal` as the verdict an error carries."""
    why = knock_refusal(deadwood, rules, limit)
    return None if why is None else Verdict(False, (why,))


def check_hands(knocker: CardSet, defender: CardSet, knocker_cards: int) -> None:
    """``TutorError`` quoting the hands unless they can meet in a showdown (sizes, R1)."""
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
    refusal = refusal_verdict(left, limit, rules)
    if refusal is not None:
        return Verdict(False, (reason("spread.too_much", "R18", deadwood=left), *refusal.reasons))
    return Verdict(True, (reason("spread.ok", "R18", deadwood=left),))


def _net_of(
    knocker: int, spread: Sequence[int], defender: Defender, rules: Rules, multiplier: int
) -> int:
    """The knocker's net points with this spread against the defender's best reply."""
    k = mask_points(_left(knocker, spread))
    return knock_net(k, defender.deadwood(spread) if k else defender.after(0), rules, multiplier)


def _spreads(knocker: int, limit: int | None) -> list[tuple[tuple[int, ...], int]]:
    """Every legal spread of the knocker, with the points it leaves loose: disjoint melds
    leaving at most ``limit`` points (R15; ``None``, straight gin: nothing loose, R30). Each
    spread is listed once; a run that would start on the card right after another run of the
    spread is skipped, since it only splits one longer run (and exposes the same ends to
    layoffs)."""
    ways, _ = partitions(knocker, 0 if limit is None else limit)
    return sorted(ways)


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
    knocker: CardSet, defender: Defender, rules: Rules, upcard: Card | None
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
    naive_net = knock_net(k0, d0, rules, multiplier)
    bound = 0 if limit is None else limit
    search = True
    if 0 < k0 < d0:  # the naive spread wins the knock (R19)
        search = d0 < most
        bound = min(bound, most - (d0 - k0))
    best_key = (-naive_net, k0, False, len(naive), naive)
    if search:
        hopes = sorted(
            (-knock_net(k, most, rules, multiplier), k, True, len(spread), spread)
            for spread, k in spreads
            if k <= bound and spread != naive
        )
        for hope in hopes:
            if hope >= best_key:
                break
            _, k, _, size, spread = hope
            net = knock_net(k, defender.deadwood(spread) if k else most, rules, multiplier)
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
    check_hands(knocker, defender, 10)
    refusal = refusal_verdict(least_deadwood(knocker.mask), rules.knock_limit_for(upcard), rules)
    if refusal is not None:
        raise IllegalActionError(f"the knocker '{knocker}' may not knock", refusal)
    best, _, _, _ = _choose(knocker, Defender(defender.mask), rules, upcard)
    return ordered_melds(best)


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
        check_hands(CardSet(knocker), CardSet(defender), 10)
    limit = rules.knock_limit_for(upcard)
    multiplier = rules.multiplier_for(upcard)
    k0 = least_deadwood(knocker)
    refusal = knock_refusal(k0, rules, limit)
    if refusal is not None:
        raise IllegalActionError(
            f"the knocker '{CardSet(knocker)}' may not knock", Verdict(False, (refusal,))
        )
    side = Defender(defender)
    most = side.after(0)
    if k0 == 0 or not defender & layoff_targets(knocker):  # gin, or no layoff is possible (R18)
        return knock_net(k0, most, rules, multiplier)
    best = None
    # A spread's hope only falls as its loose points grow, so the fewest loose points first.
    for spread, k in sorted(_spreads(knocker, limit), key=_loose_points):
        if best is not None and knock_net(k, most, rules, multiplier) <= best:
            break
        net = knock_net(k, side.deadwood(spread), rules, multiplier)
        if best is None or net > best:
            best = net
    assert best is not None  # the least-deadwood spread is always legal here
    return best


def _loose_points(spread: tuple[tuple[int, ...], int]) -> int:
    return spread[1]


def plan_best(
    knocker: CardSet, defender: Defender, rules: Rules, upcard: Card | None
) -> tuple[tuple[Meld, ...], tuple[Reason, ...]]:
    best, net, naive, naive_net = _choose(knocker, defender, rules, upcard)
    melds = ordered_melds(best)
    if naive_net >= net:
        return melds, ()
    better = reason(
        "spread.better",
        "R18",
        spread=melds,
        naive=ordered_melds(naive),
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
        side = Defender(defender.mask)
        return tuple(spread), tuple(spread_cost(knocker, side, tuple(spread), rules, upcard))
    if least_deadwood(knocker.mask) == 0:
        return least_arrangement(knocker)[0], ()
    return plan_best(knocker, Defender(defender.mask), rules, upcard)


def spread_text(spread: Sequence[Meld]) -> str:
    return " ".join(str(m) for m in spread) or "(no melds)"


def spread_cost(
    knocker: CardSet, side: Defender, spread: tuple[Meld, ...], rules: Rules, upcard: Card | None
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
            best=ordered_melds(best_masks),
            points=own,
            best_points=best_net,
            cost=best_net - own,
        )
    ]


__all__ = [
    "best_spread",
    "check_hands",
    "check_spread",
    "knock_score",
    "plan_best",
    "plan_spread",
    "refusal_verdict",
    "spread_cost",
    "spread_text",
]
