"""The lesson runner on small lessons: grading by the engine, stars, hints, giving up, moves
judged with the engine's reasons, layoffs until done, pinned wording and progress as data."""

from __future__ import annotations

import json

import pytest

from tests.curriculum.probe import DEAL, HEAD
from tutor.curriculum import LessonRunner, Progress, parse_lesson, source
from tutor.curriculum.runner import HintView
from tutor.engine.actions import Discard, Done, Knock, LayOff, parse_action
from tutor.engine.cards import Card, CardSet
from tutor.engine.errors import LessonError, TutorError

DEADWOOD = """\
  - position: {hand: As 2s 3s 7h 7d 7c Kh Qh Jh 5d}
  - ask: deadwood
    question: {nl: "Hoeveel dood hout?", en: "How much deadwood?"}
  - ask: discard
    cards: As 2s 3s 7h 7d 7c Kh Qh Jh 5d Kd
    question: {nl: "Welke kaart?", en: "Which card?"}
  - ask: can_knock
    cards: As 2s 3s 7h 7d 7c Kh Qh Jh 5d Kd
    question: {nl: "Kloppen?", en: "Knock?"}
"""

LIVE = (
    DEAL
    + """\
  - try: take_or_draw
    prompt: {nl: Pak., en: Draw.}
  - try: knock
    prompt: {nl: Klop., en: Knock.}
  - play: ["opponent: done"]
    wording:
      defender.deadwood:
        nl: "Hij houdt {deadwood} over."
        en: "He keeps {deadwood}."
  - reveal: {nl: Kijk., en: Look.}
  - ask: points
    question: {nl: "Punten?", en: "Points?"}
"""
)

LAYOFFS = """\
  - deal:
      you: 5c 9c Qc 5h Kd Ks 2d 4d 6s 8s
      opponent: 6c 7c 8c Qd Qs Qh 2h 3h 4h 9s
      upcard: Jd
      stock: [As]
      dealer: you
  - play: ["opponent: pass", "you: pass", "opponent: draw stock", "opponent: knock 9s"]
  - try: layoffs
    prompt: {nl: Leg bij., en: Lay off.}
"""


def runner(steps: str) -> LessonRunner:
    return LessonRunner(parse_lesson(HEAD + steps, "probe.yaml"))


def test_answers_are_graded_by_the_engine_and_cost_stars() -> None:
    r = runner(DEADWOOD)
    r.next()
    assert not r.answer(62).ok and not r.solved  # counted every card: melds are not deadwood
    assert "Cards in a meld are not deadwood" in r.view("en").feedback[1]
    assert r.answer("5").ok and r.solved
    assert r.view("nl").feedback[-1] == "Dood hout: 5 (kaarten in geen combinatie: ♦5). (R9)"
    r.next()
    assert r.posed is not None and r.posed.accepted == {Card.parse("Kd")}
    wrong = r.answer("5d")
    assert not wrong.ok and "Discarding 5♦ leaves 10 deadwood; the best discard leaves 5. (R9)" in (
        r.view("en").feedback
    )
    r.hint()  # the rule
    r.hint()  # the cards: the second hint of the ladder costs one more
    assert r.answer(Card.parse("Kd")).ok
    r.next()
    r.give_up()  # yes/no: the answer is shown and the step is done
    assert r.solved and r.view("en").feedback[0] == "The answer: yes."
    r.next()
    result = r.result()
    assert (result.mistakes, result.hints, result.stars) == (3, 2, 1)


def test_hints_climb_the_ladder_and_cost_what_they_said_before() -> None:
    r = runner(DEADWOOD)
    r.next()
    assert r.next_hint() == HintView(1, 3, "concept", 1)  # said before it is asked
    first = r.hint()
    assert [x.rule for x in first] == ["R2", "R9", "R9"]  # the rules, then the lesson's tip
    step, lines = r.view("nl").hints_given[0]
    assert step == "concept" and lines[1].startswith("De regel: Dood hout. ")
    assert r.next_hint() == HintView(2, 3, "cards", 1)
    r.hint()
    step, lines = r.view("en").hints_given[1]
    assert step == "cards" and lines[-1] == "Left loose: 5♦. (R9)"  # the engine's, not summed
    assert "A♠ 2♠ 3♠ is a run" in lines[0]
    # two hints: the stars are at the least already, so the answer costs no more
    assert r.next_hint() == HintView(3, 3, "answer", 0)
    r.hint()
    assert r.solved and r.view("en").feedback[0] == "The answer: 5."
    assert r.next_hint() is None and r.hint() == ()
    r.next()
    assert r.next_hint() == HintView(1, 3, "concept", 0)  # nothing left to lose
    assert r.answer("Kd").ok
    r.next()
    r.answer("ja")
    r.next()
    assert (r.result().mistakes, r.result().hints, r.result().stars) == (1, 2, 1)
    # the hints are kept in the log: a replay climbs to the same place
    again = LessonRunner.replay(r.lesson, r.log)
    assert (again.result().hints, again.result().mistakes) == (2, 1)


def test_the_answer_after_a_mistake_costs_no_second_mistake() -> None:
    r = runner(DEADWOOD)
    r.next()
    r.answer(62)
    assert r.next_hint() == HintView(1, 3, "concept", 1)
    r.hint()
    assert r.next_hint() == HintView(2, 3, "cards", 0)  # 3 - 1 mistake - 1 hint = 1 already


def test_a_move_has_its_ladder_too_and_the_last_hint_plays_the_engines_move() -> None:
    r = runner(LIVE)
    r.next()
    assert r.next_hint() == HintView(1, 2, "concept", 1)  # take or draw: no cards to point at
    assert [x.rule for x in r.hint()][:2] == ["R11", "R12"]
    assert r.act("draw stock").ok
    r.next()
    assert r.next_hint() == HintView(1, 3, "concept", 1)  # 2 stars left, then 1
    assert r.hint()[0].rule == "R15"
    r.hint()
    step, lines = r.view("en").hints_given[1]
    assert step == "cards" and "Knocking needs 10 deadwood or less after the discard. (R15)" in (
        lines
    )
    assert r.next_hint() == HintView(3, 3, "answer", 0)
    r.hint()
    assert r.solved and r.mistakes == 1 and r.hints == 3
    assert r.log[-1] == {"step": r.index, "give_up": True}


def test_a_wrong_yes_no_answer_ends_the_question() -> None:
    r = runner(DEADWOOD)
    while r.posed is None or r.step.ask != "can_knock":  # type: ignore[union-attr]
        if r.posed is not None and not r.solved:
            r.answer(r.posed.solution)
        r.next()
    feedback = r.answer("nee")
    assert not feedback.ok and feedback.solved and feedback.shown is True
    with pytest.raises(TutorError):
        r.answer("ja")


def test_moves_are_judged_with_the_engines_reasons() -> None:
    r = runner(LIVE)
    r.next()
    assert not r.act("take Qs").ok  # joins no meld: take it only when it completes one
    assert "Q♠ completes no meld" in r.view("en").feedback[1]
    assert r.act("draw stock").ok
    r.next()
    assert r.accepted_moves() == [Knock(Card.parse("Kd"))]
    assert not r.act(Discard(Card.parse("Kd"))).ok  # you can knock: a plain discard is wrong
    refused = r.act("discard 5d")  # not in the hand: the hand engine refuses it
    assert not refused.ok and refused.reasons[0].code == "card.not_in_hand"
    assert r.act(Knock(Card.parse("6d"))).ok is False  # leaves 10, but Kd leaves 6
    assert r.act("knock Kd").ok
    r.next()
    assert "**Opponent**: He keeps 19. (R18)" in r.view("en").events  # pinned wording
    assert not any("scores" in line for line in r.view("en").events)  # the score is asked
    r.next()
    shown = r.view("en").table
    assert shown is not None and shown.showdown is not None and shown.showdown.lines == ()
    r.next()
    assert r.answer(13).ok
    shown = r.view("en").table
    assert shown is not None and shown.showdown is not None
    assert shown.showdown.lines[-1] == "The knocker scores 13. (R19)"


def test_a_layoffs_try_lasts_until_done() -> None:
    r = runner(LAYOFFS)
    r.next()
    r.next()
    assert not r.act(Done()).ok
    assert r.view("en").feedback[1] == (
        "Wait: you can still lay off 4 cards onto the knocker's melds. (R18)"
    )
    laid = 0
    while not r.solved:
        moves = r.accepted_moves()
        if moves == [Done()]:
            assert r.act(Done()).ok
            break
        move = next(m for m in moves if isinstance(m, LayOff))
        assert r.act(move).ok and not r.solved
        laid += 1
    assert laid == 4 and r.solved
    assert r.table.state is not None and r.table.state.result is not None
    assert r.table.state.result.defender_deadwood == 40


def test_giving_up_a_move_plays_the_engines_move() -> None:
    r = runner(LIVE)
    r.next()
    feedback = r.give_up()
    assert feedback.shown == parse_action("draw stock") and r.solved
    assert r.table.your_cards is not None and Card.parse("6d") in r.table.your_cards


def test_replay_and_progress_are_plain_json() -> None:
    r = runner(DEADWOOD)
    r.next()
    r.answer(7)
    r.answer(5)
    data = json.loads(json.dumps(r.log))
    again = LessonRunner.replay(r.lesson, data)
    assert again.index == r.index and again.mistakes == 1 and again.solved
    while not r.finished:
        if r.posed is not None and not r.solved:
            r.answer(r.posed.solution)
        r.next()
    progress = Progress().record(r.result())
    assert Progress.from_json(json.loads(json.dumps(progress.to_json()))) == progress
    with pytest.raises(TutorError, match="damaged"):
        Progress.from_json({"probe": {"stars": "many"}})


def test_a_lesson_that_cannot_run_names_its_step() -> None:
    r = runner("  - position: {hand: As 2s}\n  - ask: discard\n    question: {nl: a, en: b}\n")
    with pytest.raises(LessonError, match=r"probe.yaml, line 7, field steps\[1\]: a 'discard'"):
        r.next()
    with pytest.raises(LessonError, match="needs your cards"):
        runner("  - ask: can_knock\n    question: {nl: a, en: b}\n")


def test_the_pure_yaml_loader_gives_the_same_lesson(monkeypatch: pytest.MonkeyPatch) -> None:
    fast = parse_lesson(HEAD + LIVE, "probe.yaml")
    monkeypatch.setattr(source, "SAFE_LOADER", source.yaml.SafeLoader)
    assert parse_lesson(HEAD + LIVE, "probe.yaml") == fast
    with pytest.raises(LessonError, match="line 6, field steps"):
        parse_lesson(HEAD + "  - explain: !!python/name:os.system\n", "probe.yaml")
    assert CardSet.parse("As") == CardSet.parse("as")


def _teams(yours: str, theirs: str) -> str:
    return f"""\
  - ask: team_winner
    teams: {{you: {yours}, opponent: {theirs}}}
    question: {{nl: "Welk team?", en: "Which team?"}}
"""


def test_four_players_win_on_the_team_total_not_at_their_own_table() -> None:
    # R32: you won your own game, but the partners' totals decide.
    r = runner(_teams("[185, 40]", "[120, 130]"))
    assert r.posed is not None and r.posed.options == ("your_team", "other_team", "nobody")
    assert not r.answer("your_team").ok
    assert r.answer("other_team").ok
    words = r.view("en").feedback
    assert "Your team: you 185 + your partner 40 = 225. (R32)" in words
    assert "The other team: 120 + 130 = 250. (R32)" in words
    assert "Het andere team heeft het hoogste totaal en wint. (R32)" in r.view("nl").feedback


def test_equal_team_totals_are_nobodys_win() -> None:
    r = runner(_teams("[100, 50]", "[75, 75]"))
    assert r.posed is not None and r.posed.solution == "nobody"


def _three(dealer: str, draw: str) -> str:
    return f"""\
  - ask: sits_out
    three_players: {{dealer: {dealer}, draw: {draw}}}
    question: {{nl: "Wie deelt?", en: "Who deals?"}}
"""


@pytest.mark.parametrize(
    ("dealer", "draw", "deals"),
    [
        ("you", "no", "left"),
        ("left", "no", "right"),
        ("right", "no", "you"),
        ("left", "yes", "left"),
    ],
)
def test_with_three_players_the_deal_passes_on_except_after_a_draw(
    dealer: str, draw: str, deals: str
) -> None:
    # R31: the dealer sits out and the deal passes on; R14: after a draw hand it stays.
    r = runner(_three(dealer, draw))
    assert r.posed is not None and r.posed.options == ("you", "left", "right")
    assert r.posed.solution == deals
    wrong = next(o for o in r.posed.options if o != deals)
    assert not r.answer(wrong).ok
    assert r.answer(deals).ok
    rule = "R14" if draw == "yes" else "R31"
    assert any(line.endswith(f"({rule})") for line in r.view("en").feedback)
