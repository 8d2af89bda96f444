"""Questions whose answers come from the engine, never from the lesson text.

:func:`pose` turns an ``ask`` step and the table into a :class:`tutor.questions.Question`
(the framework lessons share with puzzles): the answers the engine accepts, the one shown when
the learner gives up, the engine's reasons (shown after answering) and diagnoses of particular
wrong answers. Nothing here counts deadwood or points:
``tutor.engine`` does, and this module only picks which engine call answers which question.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace

from tutor.curriculum.keeping import pose_outs
from tutor.curriculum.picks import pose_dangerous
from tutor.curriculum.schema import THREE_PLAYERS, Answer, AskStep
from tutor.curriculum.table import Table
from tutor.engine.cards import Card, CardSet
from tutor.engine.errors import LessonError, TutorError
from tutor.engine.events import Reason, reason
from tutor.engine.group import team_result, three_player_dealer
from tutor.engine.layoffs import best_reply
from tutor.engine.match import MatchState, final_score, next_dealer
from tutor.engine.melds import (
    DiscardAnalysis,
    Meld,
    arrange,
    deadwood,
    discards,
    meld_kind,
)
from tutor.engine.showdowns import Showdown
from tutor.explain.seats import for_learner
from tutor.questions import Mistake, Question
from tutor.questions.mistakes import (
    CAN_KNOCK,
    DEADWOOD,
    DEADWOOD_CARDS,
    DISCARD,
    FINAL_DEADWOOD,
    IS_MELD,
    KNOCK,
    KNOCKER_FINAL,
    LAYOFF,
    RESULT,
    SCORE,
    WINNER,
    LayoffPosition,
    ScorePosition,
)
from tutor.questions.mistakes.match import (
    FIRST_DEALER,
    MATCH_POINTS,
    MATCH_WINNER,
    NEXT_DEALER,
    SITS_OUT,
    TEAM_WINNER,
    CutPosition,
    DealPosition,
    MatchPosition,
    TeamPosition,
    ThreePosition,
)
from tutor.questions.mistakes.turn import (
    ARRANGEMENT,
    BIG_GIN,
    CAN_GIN,
    KNOCK_LIMIT,
    LEGAL,
    TAKE,
    ArrangementPosition,
    LegalPosition,
    LimitPosition,
    TakePosition,
)

WINNERS = ("you", "opponent", "nobody")
TEAMS = ("your_team", "other_team", "nobody")


class QuestionError(LessonError):
    """A question that cannot be asked of this table (the lesson is wrong, not the learner)."""


def _need(value: object, step: AskStep, what: str) -> None:
    if value is None:
        raise QuestionError(f"{step.place}: a '{step.ask}' question needs {what}")


def _hand(step: AskStep, table: Table, size: int | None = None) -> CardSet:
    cards = step.cards if step.cards is not None else table.your_cards
    _need(cards, step, "your cards (a position or a deal before it)")
    assert cards is not None
    if size is not None and len(cards) != size:
        raise QuestionError(
            f"{step.place}: a '{step.ask}' question needs {size} cards in your hand, "
            f"got {len(cards)}: '{cards}'"
        )
    return cards


def _yes_no(
    value: bool,
    why: tuple[Reason, ...],
    mistakes: tuple[Mistake, ...] = (),
    position: object = None,
) -> Question:
    return Question("yes_no", frozenset({value}), value, why, mistakes=mistakes, position=position)


# ----------------------------------------------------------------------------- melds, deadwood


def _is_meld(step: AskStep, table: Table) -> Question:
    assert step.cards is not None
    kind = meld_kind(step.cards.mask)
    if kind is None:
        why: tuple[Reason, ...] = (reason("lesson.not_meld", "R6, R7", cards=step.cards),)
    else:
        meld = Meld.of(step.cards)
        why = (reason(f"meld.{meld.kind.value}", meld.rule, meld=meld),)
    return _yes_no(kind is not None, why, IS_MELD, step.cards)


def _deadwood(step: AskStep, table: Table) -> Question:
    cards = step.cards
    if cards is None:
        cards = table.your_cards if step.of == "you" else table.opponent_cards
        _need(cards, step, f"the cards of '{step.of}'")
    assert cards is not None
    analysis = arrange(cards)
    return Question(
        "number",
        frozenset({analysis.deadwood}),
        analysis.deadwood,
        analysis.reasons,
        hint=(reason("lesson.hint.deadwood", "R9"),),
        mistakes=DEADWOOD,
        position=cards,
    )


def _deadwood_cards(step: AskStep, table: Table) -> Question:
    cards = _hand(step, table)
    analysis = arrange(cards)
    accepted = frozenset(a.deadwood_cards for a in analysis.arrangements)
    return Question(
        "cards",
        frozenset(accepted),
        analysis.best.deadwood_cards,
        analysis.reasons,
        pick_from=cards,
        hint=(reason("lesson.hint.deadwood_cards", "R9"),),
        mistakes=DEADWOOD_CARDS,
        position=cards,
    )


def _arrangement(step: AskStep, table: Table) -> Question:
    cards = _hand(step, table)
    least = deadwood(cards)
    accepted: set[Answer] = set()
    why: list[Reason] = []
    wrong: list[tuple[Answer, tuple[Reason, ...]]] = []
    for number, melds in enumerate(step.choices, 1):
        used = CardSet()
        problem = None
        for meld in melds:
            if not meld.cards <= cards:
                problem = reason("lesson.choice_not_in_hand", "R9", choice=number, meld=meld)
                break
            if meld.cards & used:
                problem = reason(
                    "lesson.choice_overlap", "R8", choice=number, cards=meld.cards & used
                )
                break
            used = used | meld.cards
        if problem is None:
            left = cards - used
            line = reason(
                "lesson.choice_deadwood", "R9", choice=number, cards=left, deadwood=left.points
            )
            if left.points == least:
                accepted.add(str(number))
        else:
            line = problem
        why.append(line)
        if str(number) not in accepted:
            wrong.append((str(number), (line,)))
    if not accepted:
        raise QuestionError(
            f"{step.place}: none of the choices reaches the least deadwood {least}; "
            f"the engine's best is {arrange(cards).best}"
        )
    options = tuple(str(n) for n in range(1, len(step.choices) + 1))
    labels = tuple(tuple(melds) for melds in step.choices)  # worded in the learner's language
    return Question(
        "choice",
        frozenset(accepted),
        min(accepted, key=lambda v: int(str(v))),
        (*why, *arrange(cards).reasons),
        options=options,
        labels=labels,
        hint=(reason("lesson.hint.arrangement", "R9"),),
        diagnoses=tuple(wrong),
        mistakes=ARRANGEMENT,
        position=ArrangementPosition(cards, step.choices),
    )


# ----------------------------------------------------------------------------- eleven cards


def _eleven(step: AskStep, table: Table) -> DiscardAnalysis:
    cards = _hand(step, table, 11)
    taken = table.taken_card if step.cards is None else None
    return discards(cards, table.knock_limit, taken, table.rules)


def _can_knock(step: AskStep, table: Table) -> Question:
    analysis = _eleven(step, table)
    best = analysis.best
    why = list(best.reasons)
    if analysis.can_knock:
        why.append(reason("lesson.knock_with", "R15", cards=CardSet(analysis.knock_discards())))
    return Question(
        "yes_no",
        frozenset({analysis.can_knock}),
        analysis.can_knock,
        tuple(why),
        hint=(reason("lesson.hint.can_knock", "R15", limit=_limit_text(table)),),
        mistakes=CAN_KNOCK,
        position=analysis,
    )


def _can_gin(step: AskStep, table: Table) -> Question:
    analysis = _eleven(step, table)
    gin = bool(analysis.gin_discards())
    why = list(analysis.best.reasons)
    if gin:
        why.append(reason("lesson.gin_with", "R16", cards=CardSet(analysis.gin_discards())))
    return _yes_no(gin, tuple(why), CAN_GIN, analysis)


def _big_gin(step: AskStep, table: Table) -> Question:
    cards = _hand(step, table, 11)
    analysis = arrange(cards)
    big = analysis.deadwood == 0
    why = analysis.reasons + ((reason("hand.big_gin", "R17"),) if big else ())
    return _yes_no(big, why, BIG_GIN, cards)


def _limit_text(table: Table) -> str:
    limit = table.knock_limit
    return "-" if limit is None else str(limit)


def _discard(step: AskStep, table: Table) -> Question:
    analysis = _eleven(step, table)
    best = analysis.deadwood
    accepted = frozenset(o.card for o in analysis.options if o.legal and o.deadwood == best)
    wrong: list[tuple[Answer, tuple[Reason, ...]]] = []
    for option in analysis.options:
        if option.card in accepted:
            continue
        line = reason(
            "lesson.discard_leaves", "R9", card=option.card, deadwood=option.deadwood, best=best
        )
        extra = tuple(r for r in option.reasons if r.code == "discard.just_taken")
        wrong.append((option.card, (*extra, line) if extra else (line,)))
    solution = analysis.best.card
    why = (
        reason("lesson.discard_best", "R9", cards=CardSet(accepted), deadwood=best),
        *analysis.best.reasons,
    )
    return Question(
        "card",
        accepted,
        solution,
        why,
        pick_from=analysis.cards,
        hint=(reason("lesson.hint.discard", "R9"),),
        diagnoses=tuple(wrong),
        mistakes=DISCARD,
        position=analysis,
    )


def _knock_discards(step: AskStep, table: Table) -> Question:
    analysis = _eleven(step, table)
    knocks = CardSet(analysis.knock_discards())
    why = [r for o in analysis.options if o.knock for r in o.reasons]
    why.append(reason("lesson.knock_with", "R15", cards=knocks))
    return Question(
        "cards",
        frozenset({knocks}),
        knocks,
        tuple(why),
        pick_from=analysis.cards,
        hint=(reason("lesson.hint.can_knock", "R15", limit=_limit_text(table)),),
        mistakes=KNOCK,
        position=analysis,
    )


def take_judgement(table: Table) -> tuple[bool, tuple[Reason, ...]]:
    """Should you take the top of the discard pile? (R11, R12)

    The sources' advice: take it only when it completes a meld (taking shows your plan);
    otherwise draw from the stock. The engine says whether the card joins a meld of your
    hand and what your least deadwood is before and after the best legal discard (R13).
    """
    at = take_position(table)
    top = at.card
    before, after = at.before, at.after
    if not at.joins:
        why: tuple[Reason, ...] = (reason("lesson.take_no_meld", "R12", card=top),)
        if after < before:  # a low card lowers the count, but any card from the stock may too
            why += (reason("lesson.take_lowers_only", "R12", before=before, after=after),)
        return False, why
    code = "lesson.take_helps" if at.helps else "lesson.take_no_help"
    return at.helps, (reason(code, "R12", card=top, before=before, after=after),)


def take_position(table: Table) -> TakePosition:
    """The engine's facts about taking the top of the discard pile (R12, R13)."""
    hand, top = table.your_cards, table.top_discard
    if hand is None or top is None or len(hand) != 10:
        raise TutorError("a take question needs ten cards in your hand and a discard to take")
    return TakePosition.of(hand, top, table.knock_limit, table.rules)


def _take(step: AskStep, table: Table) -> Question:
    try:
        helps, why = take_judgement(table)
    except TutorError as error:
        raise QuestionError(f"{step.place}: {error}") from None
    return _yes_no(helps, why, TAKE, replace(take_position(table), why=why))


def _legal(step: AskStep, table: Table) -> Question:
    _need(table.state, step, "a live hand (a deal before it)")
    assert table.state is not None and step.action is not None
    if table.to_move != "you":
        raise QuestionError(f"{step.place}: a 'legal' question needs it to be your turn")
    verdict = table.state.check(step.action)
    why = verdict.reasons or (reason("lesson.legal_yes", "R12", action=step.action),)
    at = LegalPosition(step.action, verdict, table.rules, table.state.taken)
    return _yes_no(verdict.ok, why, LEGAL, at)


def _knock_limit(step: AskStep, table: Table) -> Question:
    limit = table.knock_limit
    if limit is None:
        raise QuestionError(f"{step.place}: no knock limit under these rules (only gin, R30)")
    upcard = table.state.upcard if table.state is not None else table.upcard
    rule = "R29" if table.rules.oklahoma else "R15"
    code = "lesson.limit_upcard" if table.rules.oklahoma and upcard else "lesson.limit"
    return Question(
        "number",
        frozenset({limit}),
        limit,
        (reason(code, rule, limit=limit, upcard=upcard or "-"),),
        mistakes=KNOCK_LIMIT,
        position=LimitPosition(table.rules, upcard),
    )


# ----------------------------------------------------------------------------- showdowns


def _layoff_cards(step: AskStep, table: Table) -> Question:
    if table.state is not None and table.state.spread and table.state.knocker == 1:
        reply = best_reply(table.state.hands[0], table.state.spread)
        laid = CardSet(x.card for x in reply.layoffs)
        why = tuple(reason("layoff.onto", "R18", card=x.card, meld=x.meld) for x in reply.layoffs)
        pick = table.state.hands[0]
        at = LayoffPosition(pick, table.state.spread, reply.deadwood, frozenset({laid}))
    else:
        result = _showdown(step, table)
        if table.knocker_seat != "opponent":
            raise QuestionError(f"{step.place}: a layoffs question needs the opponent to knock")
        assert table.your_cards is not None
        laid = CardSet(x.card for x in result.layoffs)
        why = tuple(reason("layoff.onto", "R18", card=x.card, meld=x.meld) for x in result.layoffs)
        pick = table.your_cards
        at = LayoffPosition(pick, result.knocker_melds, result.defender_deadwood, frozenset({laid}))
    if not why:
        why = (reason("lesson.no_layoffs", "R18"),)
    return Question(
        "cards",
        frozenset({laid}),
        laid,
        why,
        pick_from=pick,
        hint=(reason("lesson.hint.layoffs", "R18"),),
        mistakes=LAYOFF,
        position=at,
    )


def _showdown(step: AskStep, table: Table) -> Showdown:
    result = table.showdown
    if result is None:
        raise QuestionError(
            f"{step.place}: a '{step.ask}' question needs a finished hand (a knock or gin)"
        )
    return result


def _why_score(result: Showdown) -> tuple[Reason, ...]:
    """The whole score: the answer to "how many points?"."""
    return (*_layoffs(result), *result.breakdown)


def _layoffs(result: Showdown) -> tuple[Reason, ...]:
    return tuple(reason("layoff.onto", "R18", card=x.card, meld=x.meld) for x in result.layoffs)


def _deadwoods(result: Showdown) -> tuple[Reason, ...]:
    return tuple(r for r in result.breakdown if r.code == "score.deadwoods")


# Why a hand went the way it did, without its points: a question about the winner or the
# result must not give away the next question's score.
_VERDICT_RULES = {"knock": "R19", "undercut": "R20", "gin": "R21", "big_gin": "R22"}


def _why_verdict(result: Showdown) -> tuple[Reason, ...]:
    if result.result == "tie":
        return (*_layoffs(result), *(r for r in result.breakdown if r.code == "score.tie"))
    code = f"lesson.why.{result.result}"
    return (*_layoffs(result), *_deadwoods(result), reason(code, _VERDICT_RULES[result.result]))


def _final_deadwood(step: AskStep, table: Table) -> Question:
    result = _showdown(step, table)
    side = step.of
    if side in ("you", "opponent"):
        side = "knocker" if table.knocker_seat == side else "defender"
    value = result.knocker_deadwood if side == "knocker" else result.defender_deadwood
    return Question(
        "number",
        frozenset({value}),
        value,
        (*_layoffs(result), *_deadwoods(result)),
        hint=(reason("lesson.hint.final_deadwood", "R18"),),
        mistakes=FINAL_DEADWOOD if side == "defender" else KNOCKER_FINAL,
        position=replace(_score_position(result, table), asked=side),
    )


def _winner(step: AskStep, table: Table) -> Question:
    result = _showdown(step, table)
    winner = table.seat_of_side(result.winner) or "nobody"
    return Question(
        "choice",
        frozenset({winner}),
        winner,
        _why_verdict(result),
        options=WINNERS,
        mistakes=WINNER,
        position=_score_position(result, table),
    )


def _result(step: AskStep, table: Table) -> Question:
    result = _showdown(step, table)
    options = ["knock", "undercut", "gin"]
    if table.rules.big_gin:
        options.append("big_gin")
    if not table.rules.undercut_on_tie:
        options.append("tie")
    return Question(
        "choice",
        frozenset({result.result}),
        result.result,
        _why_verdict(result),
        options=tuple(options),
        mistakes=RESULT,
        position=_score_position(result, table),
    )


def _points(step: AskStep, table: Table) -> Question:
    result = _showdown(step, table)
    return Question(
        "number",
        frozenset({result.points}),
        result.points,
        _why_score(result),
        hint=(reason("lesson.hint.points", "R19"),),
        mistakes=SCORE,
        position=_score_position(result, table),
    )


def _score_position(result: Showdown, table: Table) -> ScorePosition:
    """What the score catalogue compares with: the showdown, the hand's doubling (R29) and
    the defender's cards as they were before laying off."""
    upcard = table.state.upcard if table.state is not None else table.upcard
    defender = result.defender_deadwood_cards
    for meld in result.defender_melds:
        defender = defender | meld.cards
    defender = defender | CardSet(x.card for x in result.layoffs)
    multiplier = table.rules.multiplier_for(upcard)
    return ScorePosition(result, table.rules, multiplier, defender, table.knocker_seat)


# ----------------------------------------------------------------------------- the match


class _Cut(random.Random):
    """A generator whose draw for the deal is the lesson's two cards (yours, then theirs)."""

    def __init__(self, cards: tuple[Card, Card]) -> None:
        super().__init__(0)
        self.cards = cards

    def sample(self, population: object, k: int, **_: object) -> list[Card]:  # type: ignore[override]
        return list(self.cards)


def _seat_word(seat: int | None) -> str:
    return "nobody" if seat is None else ("you" if seat == 0 else "opponent")


def _final(step: AskStep, table: Table) -> tuple[int | None, tuple[int, int], tuple[Reason, ...]]:
    assert step.match is not None
    if max(step.match.points) < table.rules.target:
        raise QuestionError(
            f"{step.place.of('match')}: nobody has reached the target of {table.rules.target} "
            "yet, so the match is not over (R24)"
        )
    final = final_score(table.rules, step.match.points, step.match.hands_won)
    return final.winner, final.totals, tuple(for_learner(r) for r in final.breakdown)


def _match_position(step: AskStep, table: Table, seat: int = 0) -> MatchPosition:
    assert step.match is not None
    return MatchPosition(table.rules, step.match.points, step.match.hands_won, seat)


def _match_winner(step: AskStep, table: Table) -> Question:
    winner, _, why = _final(step, table)
    answer = _seat_word(winner)
    return Question(
        "choice",
        frozenset({answer}),
        answer,
        why,
        options=WINNERS,
        mistakes=MATCH_WINNER,
        position=_match_position(step, table),
    )


def _match_points(step: AskStep, table: Table) -> Question:
    _, totals, why = _final(step, table)
    seat = 0 if step.of == "you" else 1
    value = totals[seat]
    # Only this player's side of the sum: the other's total or the winner may be asked next.
    mine = (r for r in why if r.get("player", seat + 1) == seat + 1)
    shown = (*(r for r in mine if not r.code.startswith(_BOTH_SIDES)), _total_of(seat, value))
    return Question(
        "number",
        frozenset({value}),
        value,
        shown,
        hint=(reason_hint("match_points"),),
        mistakes=MATCH_POINTS,
        position=_match_position(step, table, seat),
    )


_BOTH_SIDES = ("final.totals", "final.winner")


def _total_of(seat: int, total: int) -> Reason:
    return reason(f"lesson.final.total_{_seat_word(seat)}", "R28", total=total)


def _first_dealer(step: AskStep, table: Table) -> Question:
    assert step.draws is not None
    yours, theirs = step.draws
    if yours.rank == theirs.rank:
        raise QuestionError(f"{step.place.of('draws')}: equal ranks draw again; give two ranks")
    match = MatchState.new(table.rules, _Cut(step.draws))
    answer = _seat_word(match.first_dealer)
    why = tuple(for_learner(r) for r in match.cut_reasons)
    at = CutPosition(table.rules, yours, theirs, match.first_dealer)
    return Question(
        "choice",
        frozenset({answer}),
        answer,
        why,
        options=WINNERS[:2],
        mistakes=FIRST_DEALER,
        position=at,
    )


def _next_dealer(step: AskStep, table: Table) -> Question:
    assert step.last is not None
    dealer = 0 if step.last.dealer == "you" else 1
    winner = None if step.last.winner is None else (0 if step.last.winner == "you" else 1)
    seat, why = next_dealer(table.rules, dealer, winner is None, winner)
    answer = _seat_word(seat)
    return Question(
        "choice",
        frozenset({answer}),
        answer,
        (for_learner(why),),
        options=WINNERS[:2],
        mistakes=NEXT_DEALER,
        position=DealPosition(table.rules, dealer, winner),
    )


def _team_winner(step: AskStep, table: Table) -> Question:
    assert step.teams is not None
    yours, theirs = step.teams.yours, step.teams.theirs
    (mine, other), side = team_result((*yours, *theirs), ((0, 1), (2, 3)))
    answer = "nobody" if side is None else TEAMS[side]
    why = (
        reason("lesson.team.yours", "R32", a=yours[0], b=yours[1], total=mine),
        reason("lesson.team.theirs", "R32", a=theirs[0], b=theirs[1], total=other),
        reason(f"lesson.team.{answer}", "R32"),
    )
    hint = (reason_hint("team_winner"),)
    return Question(
        "choice",
        frozenset({answer}),
        answer,
        why,
        options=TEAMS,
        hint=hint,
        mistakes=TEAM_WINNER,
        position=TeamPosition(yours, theirs),
    )


def _sits_out(step: AskStep, table: Table) -> Question:
    assert step.three_players is not None
    last = step.three_players
    dealer, why = three_player_dealer(THREE_PLAYERS.index(last.dealer), last.draw)
    answer = THREE_PLAYERS[dealer]
    hint = (reason_hint("sits_out"),)
    explanation = (reason("lesson.players3", ""), why)
    return Question(
        "choice",
        frozenset({answer}),
        answer,
        explanation,
        options=THREE_PLAYERS,
        hint=hint,
        mistakes=SITS_OUT,
        position=ThreePosition(THREE_PLAYERS.index(last.dealer), last.draw),
    )


def reason_hint(ask: str) -> Reason:
    """The catalogue's general hint for a kind of question."""
    return reason(f"lesson.hint.{ask}", "")


POSERS: dict[str, Callable[[AskStep, Table], Question]] = {
    "is_meld": _is_meld,
    "deadwood": _deadwood,
    "deadwood_cards": _deadwood_cards,
    "arrangement": _arrangement,
    "can_knock": _can_knock,
    "can_gin": _can_gin,
    "big_gin": _big_gin,
    "discard": _discard,
    "knock_discards": _knock_discards,
    "take": _take,
    "legal": _legal,
    "knock_limit": _knock_limit,
    "layoffs": _layoff_cards,
    "final_deadwood": _final_deadwood,
    "winner": _winner,
    "result": _result,
    "points": _points,
    "match_winner": _match_winner,
    "match_points": _match_points,
    "first_dealer": _first_dealer,
    "next_dealer": _next_dealer,
    "team_winner": _team_winner,
    "sits_out": _sits_out,
    "dangerous": pose_dangerous,  # reading the opponent's picks (tutor.curriculum.picks)
    "outs": pose_outs,  # what to keep: cards that grow two ways (tutor.curriculum.keeping)
}


# A lesson's question and a puzzle of the same kind share one topic of the hint ladder
# (tutor.questions.ladder): its rules and the cards it points at.
TOPICS = {"knock_discards": "knock", "layoffs": "layoff", "points": "score"}


def pose(step: AskStep, table: Table) -> Question:
    """The question of an ``ask`` step on this table, answered by the engine."""
    poser = POSERS.get(step.ask)
    if poser is None:
        raise QuestionError(f"{step.place}: no engine answer for '{step.ask}' questions yet")
    try:
        posed = poser(step, table)
    except LessonError:
        raise
    except TutorError as error:
        raise QuestionError(f"{step.place}: the engine cannot answer this: {error}") from None
    return replace(posed, topic=TOPICS.get(step.ask, step.ask))
