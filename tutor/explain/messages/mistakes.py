"""Common mistakes, recognised from a wrong answer (``tutor.questions.mistakes``): what was
wrong about it, for lessons and puzzles alike; and why a group is not a meld
(``tutor.engine.meld_reasons``)."""

MESSAGES: dict[str, dict[str, str]] = {
    # why a group is not a meld (R6, R7)
    "meld.not.too_few": {
        "en": "{cards} is not a meld: that is {count:card|cards}, and a meld needs at least three.",
        "nl": "{cards} is geen combinatie: dat is {count:kaart|kaarten}, en een combinatie heeft "
        "er minstens drie.",
    },
    "meld.not.gap": {
        "en": "{cards} is not a run: {missing} is missing.",
        "nl": "{cards} is geen reeks: {missing} ontbreekt.",
    },
    "meld.not.ace_low": {
        "en": "{cards} is not a run: the ace is low only, so no run goes on from the king.",
        "nl": "{cards} is geen reeks: de aas is alleen laag, dus na de heer loopt geen reeks door.",
    },
    "meld.not.suits": {
        "en": "{cards} is not a run: the cards of a run are all of one suit.",
        "nl": "{cards} is geen reeks: de kaarten van een reeks zijn allemaal van één kleur.",
    },
    "meld.not.mixed": {
        "en": "{cards} is not a meld: a set is three or four cards of one rank, a run three or "
        "more in a row of one suit.",
        "nl": "{cards} is geen combinatie: een set is drie of vier kaarten van één waarde, een "
        "reeks drie of meer op volgorde in één kleur.",
    },
    # deadwood
    "mistake.deadwood.counted_melds": {
        "en": "{points} is every card counted. Cards in a meld are not deadwood: count only the "
        "loose ones.",
        "nl": "{points} is elke kaart opgeteld. Kaarten in een combinatie zijn geen dood hout: "
        "tel alleen de losse kaarten.",
    },
    "mistake.deadwood.by_rank": {
        "en": "You counted {cards} by rank (J 11, Q 12, K 13): J, Q and K count 10 each.",
        "nl": "Je telde {cards} naar de rang (B 11, V 12, H 13): B, V en H tellen elk 10.",
    },
    "mistake.deadwood.ace_high": {
        "en": "You counted {cards} as 11: an ace counts 1.",
        "nl": "Je telde {cards} als 11: een aas telt 1.",
    },
    "mistake.deadwood.loose_only": {
        "en": "{given} counts only the cards that fit no meld at all. A card counts in one meld "
        "only, so {cards} stay loose too.",
        "nl": "{given} telt alleen de kaarten die in geen enkele combinatie passen. Een kaart telt "
        "maar in één combinatie, dus {cards} blijven ook los.",
    },
    # melds
    "mistake.meld.is_set": {
        "en": "{meld} is a set: three or four cards of one rank.",
        "nl": "{meld} is een set: drie of vier kaarten van één waarde.",
    },
    "mistake.meld.is_run": {
        "en": "{meld} is a run: three or more cards in a row of one suit.",
        "nl": "{meld} is een reeks: drie of meer kaarten op volgorde in één kleur.",
    },
    "mistake.melds.fits_yours": {
        "en": "{card} is left loose, but it fits your meld {meld}: add it.",
        "nl": "{card} blijft los, maar past bij je combinatie {meld}: leg hem erbij.",
    },
    "mistake.melds.left_meld": {
        "en": "{meld} is left loose, but it is a meld of its own.",
        "nl": "{meld} blijft los, maar dat is zelf een combinatie.",
    },
    # discards
    "mistake.discard.broke_meld": {
        "en": "Discarding {card} breaks up {meld}: it leaves {deadwood}, where the best discard "
        "leaves {best}.",
        "nl": "Met {card} afleggen breek je {meld}: je houdt {deadwood} over, de beste afgooi laat "
        "{best} over.",
    },
    "mistake.discard.lower_loose": {
        "en": "{card} is a loose card, but so is {better}, which counts {points}: throw the "
        "higher loose card and keep the low one.",
        "nl": "{card} is een losse kaart, maar {better} ook, en die telt {points}: gooi de hogere "
        "losse kaart af en houd de lage.",
    },
    # knocking
    "mistake.knock.only_gin": {
        "en": "You named only the gin discard {gin}; {others} let you knock too. The question "
        "asks for every discard you may knock with.",
        "nl": "Je noemde alleen de gin-afgooi {gin}; met {others} mag je ook kloppen. De vraag "
        "is naar elke kaart waarmee je mag kloppen.",
    },
    "mistake.knock.over_limit": {
        "en": "Discarding {card} leaves {deadwood}: {over:point|points} over the limit of {limit}.",
        "nl": "Met {card} afleggen houd je {deadwood} over: {over:punt|punten} boven de grens "
        "van {limit}.",
    },
    "mistake.knock.taken": {
        "en": "Only {card} would let you knock, and you just took it from the discard pile: it "
        "may not go back this turn.",
        "nl": "Alleen met {card} zou je kunnen kloppen, en die pakte je net van de aflegstapel: "
        "die mag deze beurt niet terug.",
    },
    "mistake.knock.taken_named": {
        "en": "{card} would let you knock, but you just took it from the discard pile: it may "
        "not go back this turn.",
        "nl": "Met {card} zou je kunnen kloppen, maar die pakte je net van de aflegstapel: die mag "
        "deze beurt niet terug.",
    },
    "mistake.knock.could": {
        "en": "Discarding {card} leaves {deadwood}, within the limit of {limit}: you may knock.",
        "nl": "Met {card} afleggen houd je {deadwood} over, binnen de grens van {limit}: je mag "
        "kloppen.",
    },
    "mistake.knock.could_gin": {
        "en": "Discarding {card} leaves no deadwood at all: that is gin, and gin always ends the "
        "hand.",
        "nl": "Met {card} afleggen houd je helemaal geen dood hout over: dat is gin, en met gin "
        "mag je altijd uitgaan.",
    },
    # layoffs
    "mistake.layoff.own_meld": {
        "en": "You laid {card} off, but it already sits in your own meld {meld}: that leaves "
        "{deadwood}, where keeping it leaves {best}.",
        "nl": "Je legde {card} aan, maar die zit al in je eigen combinatie {meld}: zo houd je "
        "{deadwood} over, en als je hem houdt {best}.",
    },
    "mistake.layoff.missed": {
        "en": "{card} fits the knocker's {meld}: lay it off.",
        "nl": "{card} past aan {meld} van de klopper: leg hem aan.",
    },
    "mistake.layoff.missed_chain": {
        "en": "{card} can be laid off too, once another card you lay off has extended the run.",
        "nl": "{card} kun je ook aanleggen, zodra een andere kaart die je aanlegt de reeks heeft "
        "verlengd.",
    },
    "mistake.layoff.before": {
        "en": "{given} is your deadwood before laying off; after your layoffs it is {deadwood}.",
        "nl": "{given} is je dood hout vóór het aanleggen; na het aanleggen is het {deadwood}.",
    },
    # the score
    "mistake.score.no_bonus.undercut": {
        "en": "You left out the undercut bonus of {bonus}.",
        "nl": "Je vergat de onderklopbonus van {bonus}.",
    },
    "mistake.score.no_bonus.gin": {
        "en": "You left out the gin bonus of {bonus}.",
        "nl": "Je vergat de ginbonus van {bonus}.",
    },
    "mistake.score.no_bonus.big_gin": {
        "en": "You left out the big gin bonus of {bonus}.",
        "nl": "Je vergat de bonus voor grote gin van {bonus}.",
    },
    "mistake.score.not_doubled": {
        "en": "The upcard is a spade, so every score of this hand is doubled: {points} in all.",
        "nl": "De open kaart is een schoppen, dus elke score van deze hand telt dubbel: "
        "{points} in totaal.",
    },
    "mistake.score.before_layoffs": {
        "en": "You scored the defender's deadwood before laying off ({before}); after laying off "
        "{cards} it is {deadwood}.",
        "nl": "Je rekende met het dood hout van de verdediger vóór het aanleggen ({before}); na "
        "het aanleggen van {cards} is het {deadwood}.",
    },
    "mistake.score.not_difference": {
        "en": "The knocker scores the difference, not the defender's whole deadwood: {defender} "
        "minus {knocker} is {points}.",
        "nl": "De klopper krijgt het verschil, niet al het dood hout van de verdediger: "
        "{defender} min {knocker} is {points}.",
    },
}
