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
    "mistake.deadwood.other_melds": {
        "en": "{given} is what the melds {melds} leave; another choice of melds leaves less.",
        "nl": "{given} is wat de combinaties {melds} overlaten; met andere combinaties houd je "
        "minder over.",
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
    "mistake.knock.missed": {
        "en": "You missed {count:discard|discards} that would let you knock: try each card in "
        "turn and count what the other ten leave.",
        "nl": "Je miste {count:afgooi|afgooien} waarmee je mag kloppen: probeer elke kaart om "
        "de beurt en tel wat de andere tien overlaten.",
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
    "mistake.knock.gin_only": {
        "en": "Only gin ends this hand, and even the best discard, {card}, leaves "
        "{deadwood:point|points} of deadwood.",
        "nl": "Alleen gin beëindigt deze hand, en zelfs de beste afgooi, {card}, laat "
        "{deadwood:punt|punten} dood hout over.",
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
        "en": "You laid {card} off, but it already sits in your own meld {meld}: laying it off "
        "leaves you {deadwood}, more than keeping it there.",
        "nl": "Je legde {card} aan, maar die zit al in je eigen combinatie {meld}: zo houd je "
        "{deadwood} over, meer dan als je hem daar houdt.",
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
    "mistake.layoff.no_fit": {
        "en": "{card} fits none of the knocker's melds, not even after your other layoffs.",
        "nl": "{card} past bij geen enkele combinatie van de klopper, ook niet na je andere "
        "aanleggingen.",
    },
    "mistake.layoff.not_together": {
        "en": "{cards} cannot all be laid off together.",
        "nl": "{cards} kun je niet allemaal tegelijk aanleggen.",
    },
    "mistake.layoff.more_left": {
        "en": "Those layoffs leave you {deadwood} deadwood; another choice leaves less.",
        "nl": "Met die aanleggingen houd je {deadwood} dood hout over; een andere keuze laat "
        "minder over.",
    },
    "mistake.layoff.before": {
        "en": "{given} is your deadwood before laying off; the cards you lay off no longer count.",
        "nl": "{given} is je dood hout vóór het aanleggen; de kaarten die je aanlegt tellen niet "
        "meer mee.",
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
        "en": "The upcard is a spade, so every score of this hand is doubled, bonuses included.",
        "nl": "De open kaart is een schoppen, dus elke score van deze hand telt dubbel, bonussen "
        "inbegrepen.",
    },
    "mistake.score.bonus_not_doubled": {
        "en": "You doubled the difference but not the bonus: with a spade upcard the bonus is "
        "doubled too.",
        "nl": "Je verdubbelde het verschil, maar niet de bonus: met een schoppen als open kaart "
        "telt ook de bonus dubbel.",
    },
    "mistake.score.doubled_no_spade": {
        "en": "Only a spade upcard doubles the hand, and this hand's upcard is no spade.",
        "nl": "Alleen een schoppen als open kaart laat de hand dubbel tellen, en de open kaart "
        "van deze hand is geen schoppen.",
    },
    "mistake.score.before_layoffs": {
        "en": "You scored the defender's deadwood before laying off ({before}); {cards} go onto "
        "the knocker's melds first and no longer count.",
        "nl": "Je rekende met het dood hout van de verdediger vóór het aanleggen ({before}); "
        "{cards} gaan eerst naar de combinaties van de klopper en tellen niet meer mee.",
    },
    "mistake.score.not_difference": {
        "en": "The knocker scores the difference, the defender's deadwood minus the knocker's, "
        "not the defender's whole deadwood.",
        "nl": "De klopper krijgt het verschil, het dood hout van de verdediger min dat van de "
        "klopper, niet al het dood hout van de verdediger.",
    },
    # which cards are deadwood
    "mistake.deadwood_cards.melded": {
        "en": "{card} belongs to the meld {meld}: cards in a meld are not deadwood.",
        "nl": "{card} hoort bij de combinatie {meld}: kaarten in een combinatie zijn geen dood "
        "hout.",
    },
    "mistake.deadwood_cards.left_out": {
        "en": "You left out {cards}: no meld of the best arrangement takes them, so they are "
        "deadwood.",
        "nl": "Je liet {cards} weg: geen combinatie van de beste indeling neemt ze op, dus ze zijn "
        "dood hout.",
    },
    "mistake.deadwood_cards.too_few": {
        "en": "{cards} are loose, but not the only ones: the melds that leave them out leave "
        "more cards out too.",
        "nl": "{cards} zijn los, maar niet als enige: de combinaties die ze buiten laten, laten "
        "nog meer kaarten buiten.",
    },
    "mistake.deadwood_cards.mixed": {
        "en": "No one choice of melds leaves exactly these cards loose: choose the melds first, "
        "then name what they leave.",
        "nl": "Geen enkele keuze van combinaties laat precies deze kaarten los: kies eerst de "
        "combinaties en noem dan wat ze overlaten.",
    },
    # the end of a hand
    "mistake.final.before_layoffs": {
        "en": "{given} is the defender's deadwood before laying off; the cards laid off onto the "
        "knocker's melds no longer count.",
        "nl": "{given} is het dood hout van de verdediger vóór het aanleggen; de kaarten die aan "
        "de combinaties van de klopper zijn aangelegd tellen niet meer mee.",
    },
    "mistake.final.other_side.defender": {
        "en": "{given} is the knocker's deadwood; the question asks for the defender's.",
        "nl": "{given} is het dood hout van de klopper; de vraag gaat over dat van de verdediger.",
    },
    "mistake.final.other_side.knocker": {
        "en": "{given} is the defender's deadwood; the question asks for the knocker's.",
        "nl": "{given} is het dood hout van de verdediger; de vraag gaat over dat van de klopper.",
    },
    "mistake.final.knocker_lays_off": {
        "en": "Only the defender lays off: the knocker's loose cards all count, {cards} too, "
        "even though they would fit the defender's melds.",
        "nl": "Alleen de verdediger legt aan: alle losse kaarten van de klopper tellen, ook "
        "{cards}, al zouden ze bij de combinaties van de verdediger passen.",
    },
    "mistake.result.no_deadwood": {
        "en": "Look at the knocker's deadwood: none is left at all.",
        "nl": "Kijk naar het dood hout van de klopper: er is helemaal niets over.",
    },
    "mistake.result.not_knock": {
        "en": "A knock scores only when the knocker ends with less deadwood than the defender, "
        "after the layoffs.",
        "nl": "Een klop scoort alleen als de klopper minder dood hout overhoudt dan de "
        "verdediger, na het aanleggen.",
    },
    "mistake.result.not_undercut": {
        "en": "An undercut needs the defender to end with as much deadwood as the knocker or "
        "less, after the layoffs.",
        "nl": "Voor een onderklop moet de verdediger evenveel dood hout overhouden als de klopper "
        "of minder, na het aanleggen.",
    },
    "mistake.result.not_undercut_strict": {
        "en": "Under these rules an undercut needs the defender to end with less deadwood than "
        "the knocker, after the layoffs.",
        "nl": "Met deze regels moet de verdediger voor een onderklop minder dood hout overhouden "
        "dan de klopper, na het aanleggen.",
    },
    "mistake.result.not_gin": {
        "en": "Gin needs all ten of the knocker's cards in melds, with no deadwood at all.",
        "nl": "Voor gin moeten alle tien kaarten van de klopper in combinaties zitten, zonder dood "
        "hout.",
    },
    "mistake.result.not_big_gin": {
        "en": "Big gin needs all eleven cards in melds, before any discard.",
        "nl": "Voor grote gin moeten alle elf kaarten in combinaties zitten, nog voor het "
        "afleggen.",
    },
    "mistake.result.not_tie": {
        "en": "A tie needs exactly equal deadwood after the layoffs.",
        "nl": "Gelijkspel vraagt precies evenveel dood hout na het aanleggen.",
    },
    "mistake.winner.not_nobody": {
        "en": "Nobody scores only on a tie: equal deadwood under rules where equal does not "
        "undercut.",
        "nl": "Niemand scoort alleen bij gelijkspel: evenveel dood hout, met regels waarin "
        "evenveel geen onderklop is.",
    },
    "mistake.winner.knocker_undercut": {
        "en": "The knocker does not always score: compare the deadwood after the layoffs, and "
        "mind the undercut.",
        "nl": "De klopper scoort niet altijd: vergelijk het dood hout na het aanleggen, en let op "
        "de onderklop.",
    },
    "mistake.winner.defender_needs": {
        "en": "The defender scores only with an undercut: compare the deadwood after the layoffs.",
        "nl": "De verdediger scoort alleen met een onderklop: vergelijk het dood hout na het "
        "aanleggen.",
    },
}
