"""The hint ladder (tutor.questions.ladder): the rule, the cards to look at, and what each hint
costs on the Lessons and Puzzles pages."""

MESSAGES: dict[str, dict[str, str]] = {
    # ------------------------------------------------------------------ rung 1: the rule
    "hint.rule": {"en": "The rule: {title}. {text}", "nl": "De regel: {title}. {text}"},
    "hint.rule.none": {
        "en": "Read the question again: what does it ask of these cards?",
        "nl": "Lees de vraag nog eens: wat vraagt ze over deze kaarten?",
    },
    # ------------------------------------------------------------------ rung 2: the cards
    "hint.cards.loose": {
        "en": "Left loose: {cards}.",
        "nl": "Los over: {cards}.",
    },
    "hint.cards.no_melds": {
        "en": "No meld can be made from {cards}: every card is loose.",
        "nl": "Met {cards} is geen combinatie te maken: elke kaart is los.",
    },
    "hint.cards.melded": {
        "en": "These cards belong in melds: {cards}. How do they split into melds?",
        "nl": "Deze kaarten horen in combinaties: {cards}. Hoe verdeel je ze?",
    },
    "hint.cards.group": {
        "en": "Look at the ranks and the suits of {cards}: one rank three or four times, or "
        "one suit in a row?",
        "nl": "Kijk naar de rangen en de kleuren van {cards}: drie of vier keer één rang, of "
        "één kleur op een rij?",
    },
    "hint.cards.taken": {
        "en": "{card} was just taken from the discard pile: it cannot go back this turn.",
        "nl": "{card} heb je net van de aflegstapel gepakt: die mag deze beurt niet terug.",
    },
    "hint.cards.limit": {
        "en": "Knocking needs {limit} deadwood or less after the discard.",
        "nl": "Kloppen mag met {limit} of minder dood hout na het afleggen.",
    },
    "hint.cards.gin_only": {
        "en": "Only gin ends this hand: every card must be melded after the discard.",
        "nl": "Alleen gin beëindigt deze hand: na het afleggen moet elke kaart in een "
        "combinatie zitten.",
    },
    "hint.cards.takes": {
        "en": "The knocker's {meld} takes: {cards}.",
        "nl": "Bij de combinatie {meld} van de klopper past: {cards}.",
    },
    "hint.cards.yours": {
        "en": "Which of your loose cards are among them? A card laid off on a run can make "
        "room for the next one.",
        "nl": "Welke van je losse kaarten zitten daarbij? Een kaart die je aan een reeks legt, "
        "maakt plaats voor de volgende.",
    },
    "hint.cards.knocker_loose": {
        "en": "The knocker's loose cards: {cards}.",
        "nl": "De losse kaarten van de klopper: {cards}.",
    },
    "hint.cards.knocker_none": {
        "en": "The knocker has no loose cards.",
        "nl": "De klopper heeft geen losse kaarten.",
    },
    "hint.cards.defender_none": {
        "en": "The defender has no loose cards after laying off.",
        "nl": "De verdediger heeft na het bijleggen geen losse kaarten.",
    },
    "hint.cards.defender_loose": {
        "en": "The defender's loose cards after laying off: {cards}.",
        "nl": "De losse kaarten van de verdediger na het bijleggen: {cards}.",
    },
    "hint.cards.doubled": {
        "en": "The upcard was a spade: every score of this hand counts {multiplier} times.",
        "nl": "De open kaart was een schoppen: elke score van deze hand telt {multiplier} keer.",
    },
    # ------------------------------------------------------------------ the ladder on a page
    "hint.step.concept": {"en": "the rule", "nl": "de regel"},
    "hint.step.cards": {"en": "the cards", "nl": "de kaarten"},
    "hint.step.answer": {"en": "the answer", "nl": "het antwoord"},
    "hint.next": {
        "en": "Hint {number} of {total}: {step}",
        "nl": "Tip {number} van {total}: {step}",
    },
    "hint.ladder": {
        "en": "Hints, one at a time: {steps}.",
        "nl": "Tips, één voor één: {steps}.",
    },
    # lessons: stars
    "hint.cost.star": {"en": "costs {stars:star|stars}", "nl": "kost {stars:ster|sterren}"},
    "hint.cost.no_star": {
        "en": "costs no more stars: 1 star stays for finishing",
        "nl": "kost geen ster meer: 1 ster blijft voor het afmaken",
    },
    "hint.cost.answer_star": {
        "en": "counts as a mistake: {stars:star|stars}",
        "nl": "telt als een fout: {stars:ster|sterren}",
    },
    "hint.cost.answer_no_star": {
        "en": "counts as a mistake, no more stars lost",
        "nl": "telt als een fout, zonder nog een ster te kosten",
    },
    "hint.cost.lesson": {
        "en": "Every hint costs a star, and the answer counts as a mistake; you keep at least "
        "1 star for finishing.",
        "nl": "Elke tip kost een ster, en het antwoord telt als een fout; voor het afmaken "
        "houd je minstens 1 ster.",
    },
    # puzzles: the rating
    "hint.cost.gain": {
        "en": "a solve then gains {gain:+d} instead of {now:+d}",
        "nl": "oplossen levert dan {gain:+d} op in plaats van {now:+d}",
    },
    "hint.cost.miss": {
        "en": "counts as a miss: {loss:+d}, and the puzzle comes back",
        "nl": "telt als gemist: {loss:+d}, en de puzzel komt terug",
    },
    "hint.cost.unrated": {"en": "not rated", "nl": "telt niet voor je rating"},
    "hint.cost.puzzle": {
        "en": "A solve now: {now:+d} rating. Each hint lowers what a solve gains; the answer "
        "counts as a miss.",
        "nl": "Nu oplossen: {now:+d} rating. Elke tip verlaagt wat oplossen oplevert; het "
        "antwoord telt als gemist.",
    },
    "hint.cost.puzzle_unrated": {
        "en": "This try is not rated: hints cost nothing.",
        "nl": "Deze poging telt niet voor je rating: tips kosten niets.",
    },
    "hint.solved": {
        "en": "Solved after {hints:hint|hints}: {gain:+d} instead of {full:+d}.",
        "nl": "Opgelost na {hints:tip|tips}: {gain:+d} in plaats van {full:+d}.",
    },
    "hint.answer_shown": {
        "en": "The answer was shown: this puzzle counts as missed.",
        "nl": "Het antwoord is getoond: deze puzzel telt als gemist.",
    },
}
