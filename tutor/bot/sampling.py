"""Hidden deals consistent with what one seat has seen, for Monte Carlo.

A sampled deal names the opponent's hidden cards and the order of the stock. The opponent's
cards are drawn in proportion to the estimate (:mod:`tutor.bot.estimate`), improved as a
player's hand improves over its turns, and kept only when they fit what the opponent did:
it has not ended the hand, and its last discard and last pass made sense for that hand. The
rest of the unseen cards form the stock in random order. Every candidate move is then judged
on the same sampled deals, so the differences between candidates are not the luck of the deal.
"""

from __future__ import annotations

import random
from bisect import bisect_left
from dataclasses import dataclass
from itertools import accumulate

from tutor.bot.estimate import NEIGHBOURS, opponent_weights
from tutor.bot.evaluate import NEAR
from tutor.bot.knowledge import Knowledge
from tutor.engine.cards import bit_indices
from tutor.engine.knocking import knock_refusal
from tutor.engine.melds import best_discard, discard_deadwoods, discard_key, least_deadwood


@dataclass(frozen=True, slots=True)
class Deal:
    """One possible truth: the opponent's whole hand and the stock, top first."""

    opponent: int
    stock: tuple[int, ...]


MAX_TURNS = 12
POOL_PER_STEP = 3  # at most one improvement step per this many cards left to draw from: late
# in the hand more steps turn every sampled hand into the same best hand of the few unseen cards
STEPS_PER_TURN = 0.4
STEPS_BASE = 0.5
STEPS_CAP = 3.0


def improvement_steps(turns: int, rng: random.Random) -> int:
    """How many greedy steps make a random hand as good as a real one after ``turns``.

    One step per turn makes sampled hands far better than real hands are: the evidence weights
    already favour the cards around its melds, real draws also came from cards now seen
    elsewhere, and a player who could knock often did. Measured against the true hidden hands
    of games between the levels (``tests/bot/sampler_check.py``, figures in
    tutor/bot/README.md), ``0.4 * turns + 0.5`` steps, at most 3 (fractions by a coin), with
    the hands a player would have ended the hand with redrawn, comes closest in deadwood,
    melded cards and outs together: more steps lower the deadwood further but leave fewer
    outs than real hands hold.
    """
    if turns <= 0:
        return 0
    x = min(STEPS_CAP, STEPS_PER_TURN * turns + STEPS_BASE)
    whole = int(x)
    return min(MAX_TURNS, whole + (1 if rng.random() < x - whole else 0))


# A loose card's neighbours in the hand (same rank or next in its suit: 1 each; two ranks
# away: 1/2), each worth this many points of deadwood when a sampled hand chooses its throw:
# real players keep pieces that can grow, and without it sampled hands have too few outs.
PIECE = 2.0
TWO_AWAY = tuple(sum(1 << j for j, r in NEIGHBOURS[i] if r == 2) for i in range(52))


def _throw(grown: int, fixed: int) -> int:
    """The card a sampled hand of eleven throws back: the least deadwood left (R9), a loose
    card counting ``PIECE`` in its favour per neighbour in the hand (NEAR holds every
    neighbour; those two ranks away count half), then as ``discard_key`` orders discards.
    The cards in ``fixed`` (known to be held) stay."""
    best: tuple[float, int, int] = (999.0, 0, 0)
    for i, left in discard_deadwoods(grown):
        if fixed >> i & 1:
            continue
        links = (grown & NEAR[i]).bit_count() - 0.5 * (grown & TWO_AWAY[i]).bit_count()
        key = (left - PIECE * links, *discard_key(i, left)[1:])
        if key < best:
            best = key
    return best[2]


def _weighted_index(weights: list[float], rng: random.Random) -> int:
    """An index drawn in proportion to ``weights`` (all positive): the first whose running
    total reaches the drawn point."""
    r = rng.random() * sum(weights)
    return min(bisect_left(list(accumulate(weights)), r), len(weights) - 1)


def sample_deals(
    k: Knowledge,
    count: int,
    rng: random.Random,
    weights: list[float] | None = None,
    turns: int | None = None,
) -> list[Deal]:
    """``count`` deals consistent with ``k``.

    A hand of random cards is far worse than what a player holds after a few turns, so each
    sampled hand is first drawn by ``weights`` (the estimate by default), then improved by as
    many steps as the opponent's turns call for (``turns``, by default its number of discards;
    see :func:`improvement_steps`): draw one more unseen card, throw back the one that leaves
    the least deadwood (R9), a piece that can grow counting in its favour (``PIECE``). The
    cards it is known to hold stay in its hand. A hand the opponent would have ended the hand
    with, or that does not fit its last turn (:func:`fits_last_turn`), is drawn again.
    """
    w = opponent_weights(k) if weights is None else weights
    unseen = list(bit_indices(k.unseen))
    hidden = k.hidden
    if hidden < 0 or len(unseen) - hidden != k.stock_size:
        raise ValueError(
            f"inconsistent view: {len(unseen)} unseen cards, {hidden} hidden in the opponent's "
            f"hand, {k.stock_size} in the stock"
        )
    played = k.opp_turns if turns is None else turns
    fixed = k.opp_known
    weight_of = [max(x, 1e-9) for x in w]
    unseen_weights = [weight_of[i] for i in unseen]
    deals: list[Deal] = []
    tries = 0
    while len(deals) < count:
        pool = unseen[:]
        pw = unseen_weights[:]
        opponent = k.opp_known
        for _ in range(hidden):
            j = _weighted_index(pw, rng)
            opponent |= 1 << pool[j]
            pool[j] = pool[-1]
            pw[j] = pw[-1]
            pool.pop()
            pw.pop()
        hand = opponent
        for _ in range(min(improvement_steps(played, rng), len(pool) // POOL_PER_STEP)):
            j = _weighted_index(pw, rng)
            drawn = pool[j]
            grown = hand | 1 << drawn
            out = _throw(grown, fixed)  # the known cards stay (R12: it took them)
            if out != drawn:
                pool[j] = out
                pw[j] = weight_of[out]
                hand = grown ^ 1 << out
        left = least_deadwood(hand)
        if tries < RETRIES and (
            would_have_ended(left, k) or not fits_last_turn(hand, left, k, rng)
        ):
            tries += 1
            continue
        rng.shuffle(pool)
        deals.append(Deal(hand, tuple(pool)))
        tries = 0
    return deals


RETRIES = 20  # fresh hands drawn at most, per deal, before one that does not fit stays


def would_have_ended(left: int, k: Knowledge) -> bool:
    """Whether a sampled opponent hand, ``left`` deadwood after its last discard, contradicts
    the opponent's not having ended the hand.

    The opponent's cards now are those it kept after its last discard, when it chose not to
    knock (R15) or go gin (R16). A gin hand is never kept; a knock allowed by the rules is
    one the opponent would have taken if its habit (``k.habit``) says so. An opponent the seat
    does not know is taken to wait late in the hand with more than a little deadwood, mindful
    of the undercut (R20), as the medium and hard levels and the patient players do.
    Redrawing half of those hands, as this once did, left the sampled hands too weak late in
    the hand, and the coach too gentle on a late knock: on the calibration's seeds 25-34 its
    knock-or-wait losses were 1.03 points under the true ones on average, 0.35 without
    (tutor/bot/README.md). Against an opponent known to knock at its first chance (the
    easy level, ``simple``), a hand it could have knocked with is never kept: the easy
    level's slips let one knock in five go by, but hands it holds a knock with and has not
    knocked are rare (2% of its true hands at the learner's knock chances in the
    calibration's games; keeping them a fifth of the time made 11% of the sampled ones).
    """
    if k.opp_turns == 0:
        return False  # it has not discarded yet: it never had the choice
    if left == 0:
        return True
    if knock_refusal(left, k.rules, k.knock_limit) is not None:
        return False
    stock = k.stock_size + (1 if k.phase == "DISCARD" and k.taken < 0 else 0)
    return k.habit.would_knock(left, stock)


DISCARD_MISS = 0.25  # the chance that a player throws a card that does not leave it least deadwood
PASS_MISS = 0.5  # the chance that a player passes a card that would have lowered its deadwood


def fits_last_turn(hand: int, left: int, k: Knowledge, rng: random.Random) -> bool:
    """Whether a sampled opponent hand survives what the opponent did on its last turn.

    Its cards now are the eleven it held when it threw its latest discard, less that card. A
    player mostly throws a card that leaves it the least deadwood (R9): on 90 games between
    the levels (``tests/bot/sampler_check.py``) 9% of the opponents' last discards do not,
    against 29% in hands sampled without this check, so such a hand is kept only
    ``DISCARD_MISS`` of the time (17% miss then: the retries run out in some positions). A
    player who has just passed my discard to draw from the stock (R12) seldom passes one that
    would have lowered its deadwood: such a hand is kept ``PASS_MISS`` of the time.
    """
    if k.opp_last < 0:
        return True
    if left > best_discard(hand | 1 << k.opp_last)[0] and rng.random() >= DISCARD_MISS:
        return False
    c = k.opp_last_passed
    return not (c >= 0 and left > best_discard(hand | 1 << c)[0] and rng.random() >= PASS_MISS)
