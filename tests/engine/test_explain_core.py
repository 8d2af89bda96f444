"""Every reason the meld analysis can give has words in English and Dutch, citing its rule."""

from __future__ import annotations

import random
import re
import string
from pathlib import Path

import pytest

from tutor.engine import knocking, melds
from tutor.engine.cards import Card, CardSet
from tutor.engine.events import Reason, reason
from tutor.engine.melds import Meld, MeldKind, arrange, discards
from tutor.explain import CATALOGUE, LANGUAGES, language, say, say_all, text

# The meld analysis and the one answer on refused knocks that it gives with each discard.
MELDS_SOURCE = "".join(
    Path(module.__file__).read_text(encoding="utf-8") for module in (melds, knocking)
)


def codes_in_source() -> set[str]:
    """The reason codes written in melds.py and knocking.py; ``meld.{kind}`` stands for each
    meld kind."""
    codes = set(re.findall(r'"([a-z_]+\.[a-z_]+)"', MELDS_SOURCE))
    assert 'reason(f"meld.{meld.kind.value}"' in MELDS_SOURCE
    return codes | {f"meld.{kind.value}" for kind in MeldKind}


def reasons_from_hands() -> list[Reason]:
    """Reasons the engine actually gives, over hands that reach every branch."""
    rng = random.Random(7)
    found: list[Reason] = []
    hands = [
        "As 2s 3s 7h 7d 7c Kh Qh Jh 5d",  # runs, a set, a card in no meld
        "7s 8s 9s 7h 7d 2c 3c 4c Kd Qh",  # 7h 7d lose the conflict over 7s
        "3s 4s 5s 4h 4d 9h 9c 9d Ac 2c",  # loose here, melded in the other arrangement
        "As 2s 3s 4s 5c 5d 5h 9c 9d 9h",  # every card melded: no deadwood
    ]
    for text_ in hands:
        found += arrange(CardSet.parse(text_)).reasons
    elevens = [
        "As 2s 3s 4s 5c 5d 5h 9c 9d 9h 9s",  # gin discards
        "3s 6s 4c 5c 6c 7c 3d 5d 6d 5h 6h",  # one knock, the rest too high
    ]
    for text_ in elevens:
        cards = CardSet.parse(text_)
        for limit in (10, 0, None):
            for taken in (None, rng.choice(list(cards))):
                for option in discards(cards, limit, taken).options:
                    found += option.reasons
    return found


def test_every_code_melds_can_emit_is_in_the_catalogue_in_both_languages() -> None:
    codes = codes_in_source()
    assert {"knock.too_high", "knock.gin_only", "meld.set", "card.meld_conflict"} <= codes
    for code in sorted(codes):
        assert code in CATALOGUE, f"no words for {code}"
        for lang in LANGUAGES:
            assert CATALOGUE[code].get(lang, "").strip(), f"{code} has no {lang} text"


def test_the_hands_reach_every_code_in_the_source() -> None:
    assert {r.code for r in reasons_from_hands()} == codes_in_source()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_reason_given_can_be_said(lang: str) -> None:
    for item in reasons_from_hands():
        sentence = say(item, lang)
        assert sentence.endswith(f"({item.rule})"), sentence
        assert re.fullmatch(r"R\d{1,2}", item.rule)
        assert "{" not in sentence and "}" not in sentence, sentence
        assert "Card.parse" not in sentence and "CardSet" not in sentence, sentence


def test_both_languages_use_the_same_fields() -> None:
    for code, texts in CATALOGUE.items():
        assert set(texts) == set(LANGUAGES), code
        fields = [
            {f for _, f, _, _ in string.Formatter().parse(texts[lang]) if f} for lang in LANGUAGES
        ]
        assert all(f == fields[0] for f in fields), code


# English terms a Dutch sentence must not use: it says what happened in Dutch instead.
# The rule book may name the sources' own word beside the Dutch one ("alle handen gewonnen
# (shutout)"), as its glossary does.
NOT_IN_DUTCH = ("shutout", "engine")
NAMES_THE_TERM = ("rulebook.R27.", "rulebook.field.")
GLOSSARY = "rulebook.term."


def test_no_sentence_speaks_of_an_engine() -> None:
    # A learner meets "the computer" and "the rules", never the program's own parts.
    for code, texts in CATALOGUE.items():
        for lang in ("en", "nl"):
            words = set(re.findall(r"[a-z]+", texts.get(lang, "").lower()))
            assert not words & {"engine", "motor", "spelregelmotor"}, f"{code}: {texts[lang]!r}"


def test_dutch_sentences_say_it_in_dutch() -> None:
    for code, texts in CATALOGUE.items():
        said = texts.get("nl", "").lower()
        if code.startswith(GLOSSARY):
            continue
        if code.startswith(NAMES_THE_TERM):
            said = re.sub(r"\([^)]*\)", "", said)  # the term named beside the Dutch
        words = set(re.findall(r"[a-z]+", said))
        assert not words & set(NOT_IN_DUTCH), f"{code}: {texts['nl']!r}"


def test_sentences_in_english() -> None:
    assert (
        say(reason("knock.too_high", "R15", deadwood=12, limit=10), "en")
        == "That leaves 12 deadwood; you may knock only with 10 or less. (R15)"
    )
    assert (
        say(reason("card.no_meld", "R9", card=Card.parse("Kd"), points=10))
        == "K♦ fits no set or run in this hand, so it is deadwood (10). (R9)"
    )
    assert (
        say(reason("discard.just_taken", "R13", card=Card.parse("10h")), "en")
        == "You took 10♥ from the discard pile this turn, so you may not throw it back. (R13)"
    )


def test_sentences_in_dutch() -> None:
    assert (
        say(reason("knock.allowed", "R15", deadwood=7, limit=10), "nl")
        == "Je houdt 7 punten dood hout over, binnen de grens van 10: je mag kloppen. (R15)"
    )
    assert say(reason("knock.gin", "R16", deadwood=0), "nl-NL") == (
        "Alle overgebleven kaarten zitten in een combinatie: gin! (R16)"
    )


def test_hand_reasons_name_the_melds_and_cards_in_notation() -> None:
    analysis = arrange(CardSet.parse("As 2s 3s 7h 7d 7c Kh Qh Jh 5d"))
    en = say_all(analysis.reasons, "en")
    nl = say_all(analysis.reasons, "nl")
    assert "A♠ 2♠ 3♠ is a run: three or more cards in a row of one suit. (R7)" in en
    assert "7♥ 7♦ 7♣ is a set: three or four cards of one rank. (R6)" in en
    assert (
        "♥B ♥V ♥H is een reeks: drie of meer opeenvolgende kaarten van dezelfde kleur. (R7)" in nl
    )
    assert en[-1] == "Deadwood: 5 (cards in no meld: 5♦). (R9)"
    assert nl[-1] == "Dood hout: 5 (kaarten in geen combinatie: ♦5). (R9)"  # as Dutch reads
    assert any(s.startswith("5♦ fits no set or run") for s in en)


def test_conflict_reason_names_the_rival_meld() -> None:
    analysis = arrange(CardSet.parse("7s 8s 9s 7h 7d 2c 3c 4c Kd Qh"))
    conflicts = [r for r in analysis.reasons if r.code == "card.meld_conflict"]
    assert {str(r["card"]) for r in conflicts} == {"7h", "7d"}
    assert all(r.rule == "R8" and str(r["meld"]) == "[7s 7h 7d]" for r in conflicts)
    assert say(conflicts[0], "en").startswith("7♥ could join 7♠ 7♥ 7♦, but a card counts")


def test_language_choice() -> None:
    assert language("nl-NL") == "nl" and language("nl_BE") == "nl" and language("NL") == "nl"
    assert language("en-GB") == "en" and language("fr-FR") == "en" and language(None) == "en"
    with pytest.raises(KeyError, match=r"no message for 'no\.such_code'"):
        text("no.such_code", "en")


def test_cards_in_dutch_sentences_read_as_a_dutch_player_writes_them() -> None:
    from tutor.engine.cards import DECK
    from tutor.engine.notation import parse_card
    from tutor.explain import card_text

    dutch = [card_text(card, "nl") for card in DECK]
    assert dutch[:13] == [
        "♠A",
        "♠2",
        "♠3",
        "♠4",
        "♠5",
        "♠6",
        "♠7",
        "♠8",
        "♠9",
        "♠10",
        "♠B",
        "♠V",
        "♠H",
    ]
    assert all(parse_card(shown) == card for shown, card in zip(dutch, DECK, strict=True))
    assert [card_text(card, "en") for card in DECK][:13] == [
        "A♠",
        "2♠",
        "3♠",
        "4♠",
        "5♠",
        "6♠",
        "7♠",
        "8♠",
        "9♠",
        "10♠",
        "J♠",
        "Q♠",
        "K♠",
    ]
    # A layoff in words, not in notation (issue 14's example).
    layoff = Reason(
        "act.layoff", "", (("card", Card.parse("7h")), ("meld", Meld.parse("[4h 5h 6h]")))
    )
    assert "♥7" in say(layoff, "nl") and "♥4 ♥5 ♥6" in say(layoff, "nl")


def test_a_share_that_rounds_to_nothing_reads_as_words() -> None:
    assert text("review.knock.undercut", "en", share=0).startswith(
        "Knocking now is undercut against hardly any of the hands"
    )
    assert "tegen ongeveer 12% van de handen" in text("review.knock.undercut", "nl", share=12)
    assert "tegen bijna geen daarvan" in text("review.wait.lost", "nl", share=0)
    assert text("say.seen.stock", "en", count=1) == "1 card left in the stock."  # one|many
