"""Mistakes about the match and the deal (R3, R4, R14, R24-R28, R31, R32).

Every total compared with comes from the engine: :func:`~tutor.engine.match.final_score`
gives the totals after the bonuses, and the same call under rules with one bonus switched off
gives what the learner's sum is when that bonus was left out; who deals comes from the
engine's :func:`~tutor.engine.match.next_dealer` and
:func:`~tutor.engine.group.three_player_dealer`, the winning team from
:func:`~tutor.engine.group.team_result`.

Seats are the lesson's: 0 is the learner ("you"), 1 the opponent.
"""

from __future__ import annotations

from dataclasses import dataclass

from tutor.engine.cards import Card, Rank
from tutor.engine.events import Reason, reason
from tutor.engine.group import team_result, three_player_dealer
from tutor.engine.match import FinalScore, final_score, next_dealer, target_reacher
from tutor.engine.rules import Rules
from tutor.questions.mistakes.base import Mistake

SEATS = ("you", "opponent")


def who(seat: int | str) -> Reason:
    """A seat as the learner reads it: "you", "the opponent" (the choice's own label)."""
    word = SEATS[seat] if isinstance(seat, int) else seat
    return reason(f"lesson.choice.{word}", "")


def _seat(answer: object) -> int | None:
    return SEATS.index(answer) if isinstance(answer, str) and answer in SEATS else None


# ----------------------------------------------------------------------------- the match's end


@dataclass(frozen=True, slots=True)
class MatchPosition:
    """A finished match: the rules, each seat's points from the hands and hands won, and the
    seat whose final total is asked (for "how many points?")."""

    rules: Rules
    points: tuple[int, int]
    hands_won: tuple[int, int]
    seat: int = 0

    @property
    def final(self) -> FinalScore:
        return final_score(self.rules, self.points, self.hands_won)

    def total_without(self, **changes: object) -> int:
        """The asked seat's total under these rules with some bonus switched off."""
        rules = self.rules.with_changes(**changes)
        return final_score(rules, self.points, self.hands_won).totals[self.seat]

    @property
    def reacher(self) -> int:
        """The seat that reached the target, who gets the game bonus and any shutout (R25)."""
        return target_reacher(self.rules, self.points)


def _total(at: MatchPosition) -> int:
    return at.final.totals[at.seat]


def _hand_points_only(answer: object, at: MatchPosition) -> tuple[Reason, ...]:
    """Only the points from the hands, no bonus at all (R25-R27)."""
    own = at.points[at.seat]
    if answer != own or _total(at) == own:
        return ()
    rules = sorted({r.rule for r in at.final.breakdown if r.get("player") == at.seat + 1})
    return (reason("mistake.match_points.no_bonus", ", ".join(rules), given=own),)


# bonus -> the rules with that bonus switched off, and its rule
_LEFT_OUT = (
    ("game", {"game_bonus": 0}, "R25"),
    ("shutout", {"shutout": "none"}, "R27"),
    ("box", {"box_bonus": 0}, "R26"),
)


def _left_out(answer: object, at: MatchPosition) -> tuple[Reason, ...]:
    """One bonus of this seat's left out of the sum."""
    total = _total(at)
    for name, changes, rule in _LEFT_OUT:
        without = at.total_without(**changes)
        if without != total and answer == without:
            return (reason(f"mistake.match_points.left_out.{name}", rule, who=who(at.seat)),)
    return ()


def _box_for_every_hand(answer: object, at: MatchPosition) -> tuple[Reason, ...]:
    """The box bonus counted for every hand of the match, not only the hands won (R26)."""
    each, won = at.rules.box_bonus, at.hands_won
    other = won[1 - at.seat]
    if not each or not other or answer != _total(at) + each * other:
        return ()
    return (reason("mistake.match_points.box_every_hand", "R26", who=who(at.seat)),)


def _bonus_to_loser(answer: object, at: MatchPosition) -> tuple[Reason, ...]:
    """The game bonus (or the shutout) given to the seat that did not reach the target."""
    if at.seat == at.reacher:
        return ()
    rules, total = at.rules, _total(at)
    shutout = rules.shutout_bonus if rules.shutout == "bonus" and not at.hands_won[at.seat] else 0
    wrong = {total + rules.game_bonus, total + rules.game_bonus + shutout, total + shutout} - {
        total
    }
    if answer not in wrong:
        return ()
    return (reason("mistake.match_points.not_theirs", "R25", who=who(at.seat)),)


def _no_shutout(answer: object, at: MatchPosition) -> tuple[Reason, ...]:
    """A shutout counted although the other seat won a hand (R27)."""
    rules = at.rules
    other = at.hands_won[1 - at.seat]
    if rules.shutout == "none" or not other or at.seat != at.reacher:
        return ()
    # the shutout the engine would give if the other seat had won no hand
    shut = final_score(rules, at.points, _won_all(at)).totals[at.seat]
    box = rules.box_bonus * other  # that box bonus was counted in ``shut`` for this seat
    if answer not in (shut, shut - box) or answer == _total(at):
        return ()
    return (reason("mistake.match_points.no_shutout", "R27", hands=other, who=who(1 - at.seat)),)


def _won_all(at: MatchPosition) -> tuple[int, int]:
    """Hands won as if the asked seat had won every hand (the other's moved over)."""
    won = [at.hands_won[0], at.hands_won[1]]
    won[at.seat] += won[1 - at.seat]
    won[1 - at.seat] = 0
    return won[0], won[1]


def _box_doubled(answer: object, at: MatchPosition) -> tuple[Reason, ...]:
    """A doubling shutout applied after the box bonus, so the box bonus doubled too (R27)."""
    rules = at.rules
    if rules.shutout != "double" or at.seat != at.reacher or at.hands_won[1 - at.seat]:
        return ()
    if answer != 2 * at.total_without(shutout="none") or answer == _total(at):
        return ()
    return (reason("mistake.match_points.box_doubled", "R27"),)


# "How many points does this player end the match with?" (lessons' ``match_points``)
MATCH_POINTS: tuple[Mistake, ...] = (
    Mistake("hand_points_only", _hand_points_only),
    Mistake("left_out", _left_out),
    Mistake("box_for_every_hand", _box_for_every_hand),
    Mistake("bonus_to_loser", _bonus_to_loser),
    Mistake("no_shutout", _no_shutout),
    Mistake("box_doubled", _box_doubled),
)


def _said_match_winner(answer: object, at: MatchPosition) -> tuple[Reason, ...]:
    """The player named (or nobody), and what the higher total after the bonuses says (R28)."""
    winner = at.final.winner
    if answer == "nobody":
        return () if winner is None else (reason("mistake.match_winner.not_tie", "R28"),)
    seat = _seat(answer)
    if seat is None or seat == winner:
        return ()
    if winner is None:
        return (reason("mistake.match_winner.tie", "R28", who=who(seat)),)
    ahead = at.points[seat] > at.points[winner]
    code = "before_bonuses" if ahead else "behind"
    return (reason(f"mistake.match_winner.{code}", "R28", who=who(seat)),)


# "Who wins the match?" (lessons' ``match_winner``)
MATCH_WINNER: tuple[Mistake, ...] = (Mistake("said_winner", _said_match_winner),)


# ----------------------------------------------------------------------------- the deal


@dataclass(frozen=True, slots=True)
class CutPosition:
    """The cut for the first deal (R3): the rules, the learner's card and the opponent's,
    and the seat the engine's cut makes dealer."""

    rules: Rules
    yours: Card
    theirs: Card
    dealer: int


def _said_first_dealer(answer: object, at: CutPosition) -> tuple[Reason, ...]:
    """The other card's player named: the ace is low, and the preset says high or low (R3)."""
    seat = _seat(answer)
    if seat is None or seat == at.dealer:
        return ()
    cards = (at.yours, at.theirs)
    named, other = cards[seat], cards[1 - seat]
    high = at.rules.first_dealer == "high"
    if Rank.ACE in (named.rank, other.rank) and (named.rank is Rank.ACE) == high:
        ace = named if named.rank is Rank.ACE else other
        return (reason("mistake.first_dealer.ace_low", "R3", card=ace),)
    code = "higher" if high else "lower"
    return (reason(f"mistake.first_dealer.{code}", "R3", dealer=other, other=named),)


# "Who deals the first hand?" (lessons' ``first_dealer``)
FIRST_DEALER: tuple[Mistake, ...] = (Mistake("said_dealer", _said_first_dealer),)


@dataclass(frozen=True, slots=True)
class DealPosition:
    """The last hand of two players: the rules, who dealt it and who won it (``None``: a
    draw hand, R14)."""

    rules: Rules
    dealer: int
    winner: int | None

    @property
    def next(self) -> int:
        return next_dealer(self.rules, self.dealer, self.winner is None, self.winner)[0]


def _said_next_dealer(answer: object, at: DealPosition) -> tuple[Reason, ...]:
    """The wrong player named: after a draw hand the dealer deals again (R14); else the deal
    alternates, or under the variant the loser deals (R4)."""
    seat = _seat(answer)
    if seat is None or seat == at.next:
        return ()
    if at.winner is None:
        return (reason("mistake.next_dealer.draw_hand", "R14", who=who(at.dealer)),)
    if at.rules.next_dealer == "loser":
        return (reason("mistake.next_dealer.loser_deals", "R4", who=who(1 - at.winner)),)
    if seat != at.winner:  # the loser named: the variant these rules do not play
        return (reason("mistake.next_dealer.not_loser", "R4"),)
    return (reason("mistake.next_dealer.alternates", "R4", who=who(at.dealer)),)


# "Who deals the next hand?" (lessons' ``next_dealer``)
NEXT_DEALER: tuple[Mistake, ...] = (Mistake("said_dealer", _said_next_dealer),)


THREE = ("you", "left", "right")  # the order of play of three players (R31)


@dataclass(frozen=True, slots=True)
class ThreePosition:
    """Three players (R31): who dealt the last hand (0-2 in the order of play) and whether it
    was a draw hand (R14)."""

    dealer: int
    draw: bool

    @property
    def next(self) -> int:
        return three_player_dealer(self.dealer, self.draw)[0]


def _said_sits_out(answer: object, at: ThreePosition) -> tuple[Reason, ...]:
    """The wrong player named as the next dealer of three."""
    if answer not in THREE or THREE.index(str(answer)) == at.next:
        return ()
    named = THREE.index(str(answer))
    if at.draw:
        return (reason("mistake.sits_out.draw_hand", "R14", who=who(THREE[at.dealer])),)
    if named == at.dealer:
        return (reason("mistake.sits_out.same_dealer", "R31", who=who(THREE[at.dealer])),)
    return (reason("mistake.sits_out.wrong_way", "R31", who=who(THREE[at.dealer])),)


# "Who deals the next hand of three, and sits it out?" (lessons' ``sits_out``)
SITS_OUT: tuple[Mistake, ...] = (Mistake("said_dealer", _said_sits_out),)


TEAMS = ("your_team", "other_team")


@dataclass(frozen=True, slots=True)
class TeamPosition:
    """Four players (R32): the final totals of the learner's team (you, then your partner)
    and of the other team."""

    yours: tuple[int, int]
    theirs: tuple[int, int]

    @property
    def winner(self) -> int | None:
        return team_result((*self.yours, *self.theirs), ((0, 1), (2, 3)))[1]


def _said_team(answer: object, at: TeamPosition) -> tuple[Reason, ...]:
    """The wrong team named, or nobody: the partners' totals added decide (R32)."""
    winner = at.winner
    if answer == "nobody":
        return () if winner is None else (reason("mistake.team.not_tie", "R32"),)
    if answer not in TEAMS or TEAMS.index(str(answer)) == winner:
        return ()
    named = TEAMS.index(str(answer))
    team = who(str(answer))
    if winner is None:
        return (reason("mistake.team.tie", "R32", team=team),)
    players = (at.yours, at.theirs)
    if max(players[named]) > max(players[1 - named]):
        return (reason("mistake.team.best_player", "R32", team=team),)
    return (reason("mistake.team.behind", "R32", team=team),)


# "Which team wins?" (lessons' ``team_winner``)
TEAM_WINNER: tuple[Mistake, ...] = (Mistake("said_team", _said_team),)
