"""From lesson YAML to frozen :mod:`schema` records, with an error naming file, line and field.

Everything that can be checked without playing is checked here: the shape of every field, both
languages of every text, card and action notation, rule numbers and preset names. What needs
the engine (is the stated answer right? does the scripted play work?) is left to the runner
and the checker.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from tutor.curriculum.chapters import CHAPTERS
from tutor.curriculum.schema import (
    ALL_RULES,
    ASK_KINDS,
    ASK_NEEDS,
    LANGS,
    SEATS,
    SHOW,
    THREE_PLAYERS,
    TRY_GOALS,
    Answer,
    AnyStep,
    AskStep,
    DealStep,
    ExplainStep,
    LastHand,
    Lesson,
    MatchTotals,
    Place,
    PlayStep,
    PositionStep,
    RevealStep,
    Scripted,
    Seat,
    TeamFinals,
    Text,
    ThreeHand,
    TryStep,
)
from tutor.curriculum.source import Node, read, read_file
from tutor.engine.actions import Action, parse_action
from tutor.engine.cards import Card, CardSet
from tutor.engine.errors import LessonError, TutorError
from tutor.engine.melds import Meld
from tutor.engine.notation import parse_card, parse_card_list
from tutor.engine.rules import PRESETS

LESSON_FIELDS = frozenset({"id", "title", "summary", "chapter", "rules", "preset", "steps"})
COMMON_STEP_FIELDS = frozenset({"wording"})
STEP_FIELDS: dict[str, frozenset[str]] = {
    "explain": frozenset({"explain", "cards", "melds", "show"}),
    "position": frozenset({"position"}),
    "deal": frozenset({"deal"}),
    "play": frozenset({"play", "text"}),
    "ask": frozenset(
        {
            "ask",
            "question",
            "expect",
            "cards",
            "action",
            "choices",
            "of",
            "match",
            "teams",
            "three_players",
            "last",
            "draws",
            "seed",
            "hint",
            "after",
            "alone",
        }
    ),
    "try": frozenset({"try", "prompt", "expect", "hint", "after"}),
    "reveal": frozenset({"reveal", "compare"}),
}
POSITION_FIELDS = frozenset(
    {"hand", "opponent", "taken", "upcard", "knocker", "spread", "preset", "text", "alone"}
)
DEAL_FIELDS = frozenset(
    {"you", "opponent", "upcard", "stock", "deck", "dealer", "preset", "text", "alone"}
)
OF_CHOICES = {
    "deadwood": ("you", "opponent"),
    "final_deadwood": ("you", "opponent", "knocker", "defender"),
    "match_points": ("you", "opponent"),
}
_ID = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
_HTML = re.compile(r"<\s*/?\s*[A-Za-z!][^>]*>")
_CODE = re.compile(r"^[a-z_]+(\.[a-z0-9_]+)+$")
_MELD = re.compile(r"\[([^\[\]]*)\]")
# Lesson Markdown may link only to the app's own pages ("rules?rule=R9", "?lesson=gin"): a
# link with a scheme or a host, a bare web or e-mail address (which Markdown turns into a
# link) and any image (which the browser would fetch) are refused.
_LINK = re.compile(r"(!?)\[[^\]]*\]\(\s*<?([^)\s>]*)")
_REFERENCE = re.compile(r"(?m)^ {0,3}\[[^\]]+\]:\s*<?(\S*?)>?(?:\s|$)")
_FOREIGN = re.compile(r"^(?:[a-z][a-z0-9+.-]*:|//|\\\\|/\\\\)", re.IGNORECASE)
_ESCAPED = re.compile(r"\\([!-/:-@\[-`{-~])")
_BARE_ADDRESS = re.compile(
    r"(?i)\b[a-z][a-z0-9+.-]*://\S*|\bwww\.\S+|\b(?:mailto|javascript):\S*|[\w.+-]+@[\w-]+\.\w\S*"
)


# ----------------------------------------------------------------------------- values


def text_of(node: Node) -> Text:
    """A text in both languages; a missing or empty language is a missing translation."""
    if node.is_scalar:
        raise node.error(
            f"missing translation: give the text in both languages ({', '.join(LANGS)}), "
            f"got {node.describe()}"
        )
    node.only(frozenset(LANGS), "a text")
    texts = {}
    for lang in LANGS:
        value = node.get(lang)
        if value is None:
            raise node.error(f"missing translation '{lang}' (every text needs nl and en)")
        content = value.text() if value.is_scalar and value.value else None
        if not content or not content.strip():
            raise value.error(f"missing translation '{lang}': the text is empty")
        html = _HTML.search(content)
        if html:
            raise value.error(f"raw HTML {html.group(0)!r} is not allowed; lesson text is Markdown")
        outside = _outside_link(content)
        if outside:
            raise value.error(outside)
        texts[lang] = content.strip()
    return Text(**texts)


def _outside_link(content: str) -> str | None:
    """Why ``content`` would lead the learner's browser outside the app, or None.

    >>> _outside_link("See [the rules](rules?rule=R9).") is None
    True
    >>> _outside_link("[Restore](https://evil.example/restore)").split(";")[0]
    "link 'https://evil.example/restore' leads outside the app"
    """
    for image, target in _LINK.findall(content):
        if image:
            return f"image {target!r} is not allowed; lesson text shows no images"
        if _FOREIGN.match(_as_read(target)):
            return _foreign(target)
    for target in _REFERENCE.findall(content):
        if _FOREIGN.match(_as_read(target)):
            return _foreign(target)
    bare = _BARE_ADDRESS.search(_as_read(content))
    return None if bare is None else _foreign(bare.group(0))


def _as_read(markdown: str) -> str:
    """The text as Markdown reads it: escapes and entities resolved (``https&#58;//`` is a
    scheme to the browser, and ``www&#46;x`` becomes a link after parsing)."""
    return html.unescape(_ESCAPED.sub(r"\1", markdown))


def _foreign(target: str) -> str:
    return (
        f"link {target!r} leads outside the app; lesson text may link only to the app's own "
        "pages, such as 'rules?rule=R9'"
    )


def cards_of(node: Node, least: int = 1, most: int = 52) -> CardSet:
    """Cards in the notation, as ``"As 2s 3s"`` or a list of cards."""
    cards = card_list_of(node)
    if not least <= len(cards) <= most:
        size = f"{least}" if least == most else f"{least} to {most}"
        raise node.error(f"expected {size} cards, got {len(cards)}")
    return CardSet(cards)


def card_list_of(node: Node) -> list[Card]:
    try:
        if node.is_seq:
            tokens = [str(item.value) for item in node.items() if item.is_scalar]
            if len(tokens) != len(node.items()):
                raise node.error("a list of cards holds card names only")
            return parse_card_list(tokens)
        if node.is_scalar and isinstance(node.value, str | int):
            return parse_card_list(str(node.value))
    except TutorError as error:
        raise node.error(str(error)) from None
    raise node.error(f"expected cards such as 'As 7h Td', got {node.describe()}")


def card_of(node: Node) -> Card:
    if not node.is_scalar or not isinstance(node.value, str | int):
        raise node.error(f"expected one card such as '7h', got {node.describe()}")
    try:
        return parse_card(str(node.value))
    except TutorError as error:
        raise node.error(str(error)) from None


def melds_of(node: Node) -> tuple[Meld, ...]:
    """Melds written ``[7s 8s 9s] [Kh Kd Kc]`` (or a list of such)."""
    texts = [item.text() for item in node.items()] if node.is_seq else [node.text()]
    melds = []
    for body in texts:
        if _MELD.sub("", body).strip() or not _MELD.search(body):
            raise node.error(f"{body!r} is not a list of melds such as '[7s 8s 9s] [Kh Kd Kc]'")
        for inner in _MELD.findall(body):
            try:
                melds.append(Meld.parse(inner))
            except TutorError as error:
                raise node.error(str(error)) from None
    return tuple(melds)


def action_of(node: Node) -> Action:
    try:
        return parse_action(node.text())
    except TutorError as error:
        raise node.error(str(error)) from None


def seat_of(node: Node) -> Seat:
    return "you" if node.word(SEATS) == "you" else "opponent"


def preset_of(node: Node) -> str:
    name = node.text()
    if name not in PRESETS:
        raise node.error(f"{name!r} is not a rules preset (known: {', '.join(PRESETS)})")
    return name


def _optional_text(node: Node, key: str) -> Text | None:
    child = node.get(key)
    return text_of(child) if child is not None else None


def _place(node: Node) -> Place:
    lines = (
        tuple((key, key_node.line) for key, (key_node, _) in node.mapping().items())
        if node.is_map
        else ()
    )
    return Place(node.file, node.line, node.field, lines)


def _wording(node: Node) -> tuple[tuple[str, Text], ...]:
    child = node.get("wording")
    if child is None:
        return ()
    pinned = []
    for code, (key_node, value) in child.mapping().items():
        if not _CODE.match(code):
            raise key_node.error(f"{code!r} is not a reason code such as 'knock.too_high'")
        pinned.append((code, text_of(value)))
    return tuple(pinned)


# ----------------------------------------------------------------------------- steps


def _explain(step: Node, common: dict[str, object]) -> ExplainStep:
    show = step.get("show")
    cards = step.get("cards")
    melds = step.get("melds")
    return ExplainStep(
        **common,  # type: ignore[arg-type]
        text=text_of(step.need("explain")),
        cards=cards_of(cards) if cards is not None else None,
        melds=melds_of(melds) if melds is not None else (),
        show=show.word(SHOW) if show is not None else "table",
    )


def _disjoint(body: Node, groups: list[tuple[str, CardSet | None]]) -> None:
    """Each card exists once (R1): no card in two of these fields (named by the later one)."""
    seen: list[tuple[str, CardSet]] = []
    for name, cards in groups:
        if cards is None:
            continue
        for other, earlier in seen:
            both = cards & earlier
            if both:
                node = body.get(name) or body
                raise node.error(
                    f"'{both}' is in both {other} and {name}: each card exists once (R1)"
                )
        seen.append((name, cards))


def _position(step: Node, common: dict[str, object]) -> PositionStep:
    body = step.need("position")
    body.only(POSITION_FIELDS, "a position")
    hand_node = body.get("hand")
    hand = cards_of(hand_node, 1, 11) if hand_node is not None else None
    opponent_node = body.get("opponent")
    opponent = cards_of(opponent_node, 1, 11) if opponent_node is not None else None
    taken_node = body.get("taken")
    taken = card_of(taken_node) if taken_node is not None else None
    if taken is not None and (hand is None or taken not in hand) and taken_node is not None:
        raise taken_node.error(f"the taken card {taken} is not in the hand '{hand}'")
    upcard_node = body.get("upcard")
    upcard = card_of(upcard_node) if upcard_node is not None else None
    knocker_node = body.get("knocker")
    knocker = seat_of(knocker_node) if knocker_node is not None else None
    spread_node = body.get("spread")
    if knocker is None and spread_node is not None:
        raise spread_node.error("a spread needs a knocker (knocker: you or opponent)")
    if hand is None and body.get("text") is None:
        raise body.error("a position without cards needs a 'text' saying what changes")
    if knocker is not None and (opponent is None or hand is None):
        raise body.error("a knock needs both hands: add 'hand' and 'opponent'")
    _disjoint(
        body,
        [("hand", hand), ("opponent", opponent), ("upcard", CardSet([upcard] if upcard else []))],
    )
    preset_node = body.get("preset")
    return PositionStep(
        **common,  # type: ignore[arg-type]
        hand=hand,
        opponent=opponent,
        taken=taken,
        upcard=upcard,
        knocker=knocker,
        spread=melds_of(spread_node) if spread_node is not None else None,
        preset=preset_of(preset_node) if preset_node is not None else None,
        text=_optional_text(body, "text"),
        alone=_optional_text(body, "alone"),
    )


def _deal(step: Node, common: dict[str, object]) -> DealStep:
    body = step.need("deal")
    body.only(DEAL_FIELDS, "a deal")
    deck_node = body.get("deck")
    you_node, opponent_node = body.get("you"), body.get("opponent")
    upcard_node, stock_node = body.get("upcard"), body.get("stock")
    deck = None
    you = opponent = None
    upcard = None
    stock = None
    if deck_node is not None:
        for other in (you_node, opponent_node, upcard_node, stock_node):
            if other is not None:
                raise other.error("give either a whole 'deck' or the hands, not both")
        deck = tuple(card_list_of(deck_node))
        if len(deck) < 21:
            raise deck_node.error(f"a deck order needs at least 21 cards, got {len(deck)}")
    else:
        you = cards_of(body.need("you", "your ten cards"), 10, 10)
        opponent = cards_of(body.need("opponent", "the opponent's ten cards"), 10, 10)
        upcard = card_of(body.need("upcard", "the first card of the discard pile"))
        if stock_node is not None:
            stock = tuple(card_list_of(stock_node))
        _disjoint(
            body,
            [
                ("you", you),
                ("opponent", opponent),
                ("upcard", CardSet([upcard])),
                ("stock", CardSet(stock or ())),
            ],
        )
    dealer_node = body.get("dealer")
    preset_node = body.get("preset")
    return DealStep(
        **common,  # type: ignore[arg-type]
        you=you,
        opponent=opponent,
        upcard=upcard,
        stock=stock,
        deck=deck,
        dealer=seat_of(dealer_node) if dealer_node is not None else "opponent",
        preset=preset_of(preset_node) if preset_node is not None else None,
        text=_optional_text(body, "text"),
        alone=_optional_text(body, "alone"),
    )


def _scripted(node: Node) -> Scripted:
    line = node.text()
    seat: Seat | None = None
    head, colon, rest = line.partition(":")
    if colon and head.strip() in SEATS:
        seat = "you" if head.strip() == "you" else "opponent"
        line = rest
    try:
        action = parse_action(line)
    except TutorError as error:
        raise node.error(str(error)) from None
    return Scripted(action, seat, _place(node))


def _play(step: Node, common: dict[str, object]) -> PlayStep:
    body = step.need("play")
    if body.is_map:
        body.only(frozenset({"turns"}), "a play step")
        turns_node = body.need("turns")
        turns = turns_node.integer()
        if not 1 <= turns <= 60:
            raise turns_node.error("turns is a whole number from 1 to 60")
        return PlayStep(**common, turns=turns, text=_optional_text(step, "text"))  # type: ignore[arg-type]
    entries = body.items() if body.is_seq else [body]
    if not entries:
        raise body.error("a play step needs at least one action")
    return PlayStep(
        **common,  # type: ignore[arg-type]
        actions=tuple(_scripted(e) for e in entries),
        text=_optional_text(step, "text"),
    )


def expect_of(node: Node, ask: str, choices: int) -> Answer:
    """The author's stated answer, in the shape the kind of question takes."""
    kind = ASK_KINDS[ask]
    if kind == "yes_no":
        return node.boolean()
    if kind == "number":
        return node.integer()
    if kind == "card":
        return card_of(node)
    if kind == "cards":
        if node.is_seq and not node.items():
            return CardSet()
        if node.is_scalar and node.value in ("none", None):
            return CardSet()
        return CardSet(card_list_of(node))
    if ask == "arrangement":
        number = node.integer()
        if not 1 <= number <= choices:
            raise node.error(f"expected the number of a choice, 1 to {choices}")
        return str(number)
    return node.text()


def _match(node: Node) -> MatchTotals:
    node.only(frozenset(SEATS), "a match")
    points: list[int] = []
    hands: list[int] = []
    for seat in SEATS:
        side = node.need(seat)
        side.only(frozenset({"points", "hands"}), f"the match of '{seat}'")
        for key, into in (("points", points), ("hands", hands)):
            value = side.need(key)
            number = value.integer()
            if number < 0:
                raise value.error("expected a whole number from 0")
            into.append(number)
    return MatchTotals((points[0], points[1]), (hands[0], hands[1]))


def _teams(node: Node) -> TeamFinals:
    node.only(frozenset(SEATS), "the teams")
    finals: list[tuple[int, int]] = []
    for seat in SEATS:
        side = node.need(seat)
        totals = side.items() if side.is_seq else []
        if len(totals) != 2:
            raise side.error(
                "expected the two partners' final totals, for example [185, 40] "
                f"(got {side.describe()})"
            )
        numbers = [t.integer() for t in totals]
        for total, number in zip(totals, numbers, strict=True):
            if number < 0:
                raise total.error("expected a whole number from 0")
        finals.append((numbers[0], numbers[1]))
    return TeamFinals(finals[0], finals[1])


def _three_players(node: Node) -> ThreeHand:
    node.only(frozenset({"dealer", "draw"}), "the three players' last hand")
    dealer = node.need("dealer").word(THREE_PLAYERS)
    return ThreeHand(dealer, node.need("draw").boolean())


def _last(node: Node) -> LastHand:
    node.only(frozenset({"dealer", "winner"}), "the last hand")
    winner_node = node.need("winner")
    winner = None if winner_node.value == "nobody" else seat_of(winner_node)
    if winner is None:
        winner_node.word(("you", "opponent", "nobody"))
    return LastHand(seat_of(node.need("dealer")), winner)


def _ask(step: Node, common: dict[str, object]) -> AskStep:
    ask_node = step.need("ask")
    ask = ask_node.word(tuple(ASK_KINDS))
    for needed in ASK_NEEDS.get(ask, ()):
        step.need(needed, f"a '{ask}' question needs it")
    cards_node = step.get("cards")
    action_node = step.get("action")
    choices_node = step.get("choices")
    choices = tuple(melds_of(c) for c in choices_node.items()) if choices_node else ()
    if choices_node is not None and ask != "arrangement":
        raise choices_node.error("only an 'arrangement' question has choices")
    if ask == "arrangement" and len(choices) < 2:
        raise step.need("choices").error("an arrangement question needs at least two choices")
    of_node = step.get("of")
    of = "you"
    if of_node is not None:
        if ask not in OF_CHOICES:
            raise of_node.error(f"'of' is for deadwood and final_deadwood questions, not '{ask}'")
        of = of_node.word(OF_CHOICES[ask])
    draws = None
    draws_node = step.get("draws")
    if draws_node is not None:
        pair = card_list_of(draws_node)
        if len(pair) != 2:
            raise draws_node.error("draws are two cards: yours, then the opponent's")
        draws = (pair[0], pair[1])
    match_node = step.get("match")
    teams_node = step.get("teams")
    three_node = step.get("three_players")
    last_node = step.get("last")
    expect_node = step.get("expect")
    seed_node = step.get("seed")
    if seed_node is not None and ask != "knock_or_wait":
        raise seed_node.error(f"only a 'knock_or_wait' question has a seed, not '{ask}'")
    seed = seed_node.integer() if seed_node is not None else 0
    if seed < 0:
        raise step.need("seed").error("a seed is a whole number from 0")
    return AskStep(
        **common,  # type: ignore[arg-type]
        ask=ask,
        question=text_of(step.need("question")),
        expect=expect_of(expect_node, ask, len(choices)) if expect_node is not None else None,
        cards=cards_of(cards_node) if cards_node is not None else None,
        action=action_of(action_node) if action_node is not None else None,
        choices=choices,
        of=of,
        match=_match(match_node) if match_node is not None else None,
        teams=_teams(teams_node) if teams_node is not None else None,
        three_players=_three_players(three_node) if three_node is not None else None,
        last=_last(last_node) if last_node is not None else None,
        draws=draws,
        seed=seed,
        hint=_optional_text(step, "hint"),
        after=_optional_text(step, "after"),
        alone=_optional_text(step, "alone"),
    )


def _try(step: Node, common: dict[str, object]) -> TryStep:
    goal = step.need("try").word(TRY_GOALS)
    expect_node = step.get("expect")
    expect: tuple[Action, ...] = ()
    if expect_node is not None:
        entries = expect_node.items() if expect_node.is_seq else [expect_node]
        expect = tuple(action_of(e) for e in entries)
    return TryStep(
        **common,  # type: ignore[arg-type]
        goal=goal,
        prompt=text_of(step.need("prompt", "what the learner should do")),
        expect=expect,
        hint=_optional_text(step, "hint"),
        after=_optional_text(step, "after"),
    )


def _reveal(step: Node, common: dict[str, object]) -> RevealStep:
    compare = step.get("compare")
    return RevealStep(
        **common,  # type: ignore[arg-type]
        text=text_of(step.need("reveal")),
        compare=tuple(melds_of(c) for c in compare.items()) if compare is not None else (),
    )


_BUILDERS: dict[str, Callable[[Node, dict[str, object]], AnyStep]] = {
    "explain": _explain,
    "position": _position,
    "deal": _deal,
    "play": _play,
    "ask": _ask,
    "try": _try,
    "reveal": _reveal,
}


def step_of(node: Node) -> AnyStep:
    keys = node.keys()
    kinds = [k for k in keys if k in _BUILDERS]
    if len(kinds) != 1:
        found = f"found {', '.join(kinds)}" if kinds else "found none"
        raise node.error(f"a step has exactly one kind ({', '.join(_BUILDERS)}); {found}")
    kind = kinds[0]
    node.only(STEP_FIELDS[kind] | COMMON_STEP_FIELDS, f"a step of kind '{kind}'")
    common: dict[str, object] = {"place": _place(node), "wording": _wording(node)}
    return _BUILDERS[kind](node, common)


# ----------------------------------------------------------------------------- lessons


def lesson_of(root: Node) -> Lesson:
    root.only(LESSON_FIELDS, "a lesson")
    id_node = root.need("id")
    lesson_id = id_node.text()
    if not _ID.match(lesson_id):
        raise id_node.error(f"{lesson_id!r} is not an id (lowercase letters, digits and dashes)")
    rules_node = root.need("rules", "the R-numbers the lesson teaches")
    rules = []
    for item in rules_node.items():
        number = item.text()
        if number not in ALL_RULES:
            raise item.error(f"{number!r} is not a rule of RULES.md (R1 to R32)")
        rules.append(number)
    if not rules:
        raise rules_node.error("a lesson teaches at least one rule")
    steps_node = root.need("steps")
    steps = tuple(step_of(s) for s in steps_node.items())
    if not steps:
        raise steps_node.error("a lesson needs at least one step")
    preset_node = root.get("preset")
    chapter_node = root.get("chapter")
    chapter = chapter_node.text() if chapter_node is not None else ""
    if chapter_node is not None and chapter not in CHAPTERS:
        known = ", ".join(CHAPTERS)
        raise chapter_node.error(f"{chapter!r} is not a chapter of the path (known: {known})")
    return Lesson(
        id=lesson_id,
        title=text_of(root.need("title")),
        summary=text_of(root.need("summary")),
        rules=tuple(rules),
        preset=preset_of(preset_node) if preset_node is not None else "classic",
        steps=steps,
        source=root.file,
        chapter=chapter,
    )


def parse_lesson(text: str, file: str = "<lesson>") -> Lesson:
    """A lesson from YAML text; ``LessonError`` names file, line and field of any problem."""
    return lesson_of(read(text, file))


def load_lesson(path: Path, shown_as: str | None = None) -> Lesson:
    return lesson_of(read_file(path, shown_as))


@dataclass(frozen=True, slots=True)
class Catalogue:
    """The lessons of a folder in order, and the files that could not be used."""

    folder: Path
    lessons: tuple[Lesson, ...]
    broken: tuple[tuple[str, LessonError], ...]  # (file name, error), in file order

    @property
    def entries(self) -> tuple[tuple[str, Lesson | LessonError], ...]:
        """Every file in order with its lesson or its error (for the path of lessons)."""
        by_file: dict[str, Lesson | LessonError] = {
            Path(lesson.source).name: lesson for lesson in self.lessons
        }
        by_file.update({name: error for name, error in self.broken})
        return tuple(sorted(by_file.items()))

    def get(self, lesson_id: str) -> Lesson | None:
        return next((lesson for lesson in self.lessons if lesson.id == lesson_id), None)


def lesson_files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.iterdir() if p.suffix in (".yaml", ".yml") and p.is_file())


def load_folder(folder: Path) -> Catalogue:
    """Every ``*.yaml`` lesson of a folder, sorted by file name; a broken file never stops the
    others. Two lessons with one id: the later file is reported as broken."""
    if not folder.is_dir():
        raise LessonError(f"{folder}: not a folder of lessons")
    lessons: list[Lesson] = []
    broken: list[tuple[str, LessonError]] = []
    seen: dict[str, str] = {}
    for path in lesson_files(folder):
        # Named within the folder: an error shown in the app never gives away server paths.
        name = path.relative_to(folder).as_posix()
        try:
            lesson = load_lesson(path, name)
        except LessonError as error:
            broken.append((name, error))
            continue
        if lesson.id in seen:
            broken.append(
                (
                    name,
                    LessonError(
                        f"{name}, field id: '{lesson.id}' is also the id of {seen[lesson.id]}"
                    ),
                )
            )
            continue
        seen[lesson.id] = name
        lessons.append(lesson)
    return Catalogue(folder, tuple(lessons), tuple(broken))
