"""Judging the learner's own move in a live hand (``try`` steps), always by the engine, into
the question framework's :class:`~tutor.questions.Grade` (a wrong move carries its diagnosis).

A move is first checked by the hand engine (``HandState.check``: illegal moves come back with
the engine's reasons, R11-R18); a legal move is then measured against the step's goal with the
engine's analysis (least deadwood after a discard, knocking, gin, the defender's best reply).
"""

from __future__ import annotations

from tutor.curriculum.picks import danger, feeds_line
from tutor.curriculum.questions import take_judgement
from tutor.curriculum.table import YOU, Table
from tutor.engine.actions import (
    Action,
    BigGin,
    Discard,
    Done,
    DrawStock,
    Gin,
    Knock,
    LayOff,
    Pass,
    Take,
)
from tutor.engine.cards import Card, CardSet
from tutor.engine.errors import TutorError
from tutor.engine.events import Reason, reason
from tutor.engine.layoffs import best_reply
from tutor.engine.melds import DiscardAnalysis, Meld, discards
from tutor.engine.state import HandState, Phase
from tutor.questions import Grade

GOAL_PHASES: dict[str, tuple[Phase, ...]] = {
    "any": (Phase.OFFER, Phase.DRAW, Phase.DISCARD, Phase.LAYOFF),
    "draw": (Phase.OFFER, Phase.DRAW),
    "take_or_draw": (Phase.OFFER, Phase.DRAW),
    "discard": (Phase.DISCARD,),
    "safe_discard": (Phase.DISCARD,),
    "knock": (Phase.DISCARD,),
    "gin": (Phase.DISCARD,),
    "big_gin": (Phase.DISCARD,),
    "layoffs": (Phase.LAYOFF,),
}


def graded(ok: bool, reasons: tuple[Reason, ...]) -> Grade:
    """A move graded like any answer (:class:`tutor.questions.Grade`): the engine's reasons
    are the feedback, and for a move that is wrong for this step, its diagnosis."""
    return Grade(ok, False, reasons, (), () if ok else reasons)


def _state(table: Table) -> HandState:
    if table.state is None:
        raise TutorError("a try step needs a live hand (a deal before it)")
    return table.state


def check_goal(goal: str, table: Table) -> None:
    """Raise ``TutorError`` when the hand is not where the goal can be tried."""
    state = _state(table)
    if state.is_over or state.to_move != YOU:
        raise TutorError(
            f"a '{goal}' try needs it to be your turn (the hand is in {state.phase.value})"
        )
    if state.phase not in GOAL_PHASES[goal]:
        raise TutorError(f"a '{goal}' try cannot be made in the {state.phase.value} phase")
    if goal == "knock" and not _analysis(state).can_knock:
        raise TutorError("a knock try needs a hand that can knock")
    if goal == "gin" and not _analysis(state).gin_discards() and not state.can(BigGin()):
        raise TutorError("a gin try needs a hand that can go gin")
    if goal == "big_gin" and not state.can(BigGin()):
        raise TutorError("a big_gin try needs eleven melded cards under rules with big gin")
    if goal == "take_or_draw" and state.stock_only:
        raise TutorError("a take_or_draw try needs the discard pile to be open to take from")
    if goal == "safe_discard" and _safest(table) is None:
        raise TutorError("a safe_discard try needs a card that gives the opponent no meld")


def _analysis(state: HandState) -> DiscardAnalysis:
    return discards(state.hands[YOU], state.knock_limit, state.taken, state.rules)


def _leaves(analysis: DiscardAnalysis, card_action: Discard | Knock | Gin) -> Reason:
    option = next(o for o in analysis.options if o.card == card_action.card)
    if option.deadwood == analysis.deadwood:
        return reason("lesson.discard_good", "R9", card=option.card, deadwood=option.deadwood)
    return reason(
        "lesson.discard_leaves",
        "R9",
        card=option.card,
        deadwood=option.deadwood,
        best=analysis.deadwood,
    )


def judge(goal: str, table: Table, action: Action) -> Grade:
    """Is ``action`` right for this step? Illegal moves carry the engine's own verdict."""
    state = _state(table)
    verdict = state.check(action)
    if not verdict.ok:
        return graded(False, verdict.reasons)
    if goal == "any":
        return graded(True, verdict.reasons)
    if goal == "draw":
        if isinstance(action, DrawStock | Take | Pass):
            return graded(True, verdict.reasons)
        return graded(False, (reason("phase.draw", "R12"),))
    if goal == "take_or_draw":
        helps, why = take_judgement(table)
        took = isinstance(action, Take)
        return graded(took == helps, why)
    if goal == "layoffs":
        return _judge_layoff(state, action)
    analysis = _analysis(state)
    best = analysis.deadwood
    if goal == "big_gin":
        if isinstance(action, BigGin):
            return graded(True, verdict.reasons)
        return graded(False, (reason("lesson.try.big_gin_now", "R17"),))
    if isinstance(action, BigGin):
        return graded(goal in ("knock", "gin"), verdict.reasons)
    if not isinstance(action, Discard | Knock | Gin):
        return graded(False, (reason("phase.discard", "R12"),))
    option = next(o for o in analysis.options if o.card == action.card)
    if goal == "discard":
        if not isinstance(action, Discard):
            return graded(False, (reason("lesson.try.discard_only", "R15"),))
        return graded(option.deadwood == best, (_leaves(analysis, action),))
    if goal == "safe_discard":
        return _judge_safe(table, analysis, action)
    if goal == "knock":
        if isinstance(action, Discard):
            return graded(False, (reason("lesson.try.knock_now", "R15", limit=state.knock_limit),))
        return graded(option.deadwood == best, (*verdict.reasons, _leaves(analysis, action)))
    # gin
    if option.deadwood != 0 or isinstance(action, Discard):
        return graded(False, (reason("lesson.try.gin_now", "R16"), _leaves(analysis, action)))
    return graded(True, verdict.reasons)


def _safest(table: Table) -> tuple[int, dict[Card, Meld]] | None:
    """The least deadwood a discard that feeds the opponent no meld leaves (R12, R13), and
    the cards that would feed it; ``None`` when every legal discard feeds it."""
    _, found = danger(table)
    options = _analysis(_state(table)).options
    left = [o.deadwood for o in options if o.legal and o.card not in found]
    return (min(left), found) if left else None


def _judge_safe(table: Table, analysis: DiscardAnalysis, action: Discard | Knock | Gin) -> Grade:
    """A discard that gives the opponent nothing it collects, and of those the one that
    leaves the least deadwood (a knock or gin would end the hand: not what is asked)."""
    if not isinstance(action, Discard):
        return graded(False, (reason("lesson.try.discard_only", "R15"),))
    safest = _safest(table)
    assert safest is not None  # check_goal made sure
    least, found = safest
    meld = found.get(action.card)
    if meld is not None:
        return graded(False, (feeds_line(action.card, meld),))
    option = next(o for o in analysis.options if o.card == action.card)
    if option.deadwood == least:
        line = reason("lesson.danger.safe_best", "R9", card=action.card, deadwood=least)
        return graded(True, (line,))
    line = reason(
        "lesson.danger.safe_leaves", "R9", card=action.card, deadwood=option.deadwood, best=least
    )
    return graded(False, (line,))


def _judge_layoff(state: HandState, action: Action) -> Grade:
    hand = state.hands[YOU]
    reply = best_reply(hand, state.spread)
    if isinstance(action, Done):
        if reply.layoffs:
            cards = CardSet(x.card for x in reply.layoffs)
            return graded(False, (reason("lesson.try.more_layoffs", "R18", count=len(cards)),))
        left = reason(
            "defender.deadwood", "R18", cards=reply.deadwood_cards, deadwood=reply.deadwood
        )
        return graded(True, (left,))
    if not isinstance(action, LayOff):
        return graded(False, (reason("phase.layoff", "R18"),))
    after, _ = state.apply(action)
    rest = best_reply(after.hands[YOU], after.spread)
    line = reason("layoff.onto", "R18", card=action.card, meld=action.meld)
    if rest.deadwood > reply.deadwood:
        worse = reason(
            "lesson.try.layoff_worse",
            "R18",
            card=action.card,
            deadwood=rest.deadwood,
            best=reply.deadwood,
        )
        return graded(False, (line, worse))
    return graded(True, (line,))


def accepted_actions(goal: str, table: Table) -> list[Action]:
    """Every legal move the step accepts (the checker plays on from each of them)."""
    state = _state(table)
    return [a for a in state.legal_actions() if judge(goal, table, a).correct]


def solution(goal: str, table: Table) -> Action:
    """The engine's own move for this step (shown when the learner gives up)."""
    state = _state(table)
    if goal == "big_gin":
        return BigGin()
    if goal == "layoffs":
        reply = best_reply(state.hands[YOU], state.spread)
        if reply.layoffs:
            first = reply.layoffs[0]
            return LayOff(first.card, first.meld)
        return Done()
    if goal == "safe_discard":
        return accepted_actions(goal, table)[0]
    if goal in ("discard", "knock", "gin"):
        analysis = _analysis(state)
        card = analysis.best.card
        if goal == "discard":
            return Discard(card)
        if analysis.best.deadwood == 0:
            return Gin(card)
        return Knock(card)
    if goal == "take_or_draw":
        helps, _ = take_judgement(table)
        top = table.top_discard
        if helps and top is not None:
            return Take(top)
        return Pass() if state.phase is Phase.OFFER else DrawStock()
    accepted = accepted_actions(goal, table)
    if not accepted:
        raise TutorError(f"no legal move reaches the goal '{goal}'")
    return accepted[0]


def hint(goal: str, table: Table) -> tuple[Reason, ...]:
    """A nudge from the engine that does not give the move away."""
    state = _state(table)
    if goal == "big_gin":
        return (reason("lesson.hint.big_gin", "R17"),)
    if goal in ("discard", "knock", "gin"):
        analysis = _analysis(state)
        code = {"discard": "lesson.hint.discard_best", "knock": "lesson.hint.knock"}.get(
            goal, "lesson.hint.gin"
        )
        return (reason(code, "R9", deadwood=analysis.deadwood, limit=state.knock_limit),)
    if goal == "layoffs":
        reply = best_reply(state.hands[YOU], state.spread)
        return (reason("lesson.hint.layoffs_left", "R18", count=len(reply.layoffs)),)
    if goal == "take_or_draw":
        return (reason("lesson.hint.take", "R12"),)
    if goal == "safe_discard":
        taken, _ = danger(table)
        return (reason("lesson.hint.dangerous", "R12", cards=taken),)
    if goal == "draw":
        return (reason("lesson.hint.draw", "R12"),)
    return (reason("lesson.hint.any", "R12"),)
