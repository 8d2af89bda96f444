"""Melds, deadwood and discards (R6-R9, R13, R15-R17, R29, R30)."""

MESSAGES: dict[str, dict[str, str]] = {
    "meld.set": {
        "en": "{meld} is a set: three or four cards of one rank.",
        "nl": "{meld} is een set: drie of vier kaarten van dezelfde rang.",
    },
    "meld.run": {
        "en": "{meld} is a run: three or more cards in a row of one suit.",
        "nl": "{meld} is een reeks: drie of meer opeenvolgende kaarten van dezelfde kleur.",
    },
    "card.no_meld": {
        "en": "{card} fits no set or run in this hand, so it is deadwood ({points}).",
        "nl": "{card} past in geen set of reeks in deze hand, dus het is dood hout ({points}).",
    },
    "card.other_arrangement": {
        "en": "{card} is deadwood here ({points}), but another arrangement with the same "
        "deadwood melds it.",
        "nl": "{card} is hier dood hout ({points}), maar een andere indeling met evenveel "
        "dood hout gebruikt deze kaart in een combinatie.",
    },
    "card.meld_conflict": {
        "en": "{card} could join {meld}, but a card counts in one meld only and the other "
        "melds leave less deadwood, so {card} stays loose ({points}).",
        "nl": "{card} zou in {meld} passen, maar een kaart telt maar in één combinatie en de "
        "andere combinaties laten minder dood hout over, dus {card} blijft los ({points}).",
    },
    "deadwood.none": {
        "en": "Every card is in a meld: no deadwood.",
        "nl": "Elke kaart zit in een combinatie: geen dood hout.",
    },
    "deadwood.total": {
        "en": "Deadwood: {deadwood} (cards in no meld: {cards}).",
        "nl": "Dood hout: {deadwood} (kaarten in geen combinatie: {cards}).",
    },
    "discard.just_taken": {
        "en": "You took {card} from the discard pile this turn, so you may not throw it back.",
        "nl": "Je pakte {card} deze beurt van de aflegstapel, dus je mag die niet meteen "
        "weer afleggen.",
    },
    "knock.too_high": {
        "en": "That leaves {deadwood} deadwood; you may knock only with {limit} or less.",
        "nl": "Je houdt {deadwood:punt|punten} dood hout over; kloppen mag pas met {limit} of "
        "minder.",
    },
    "knock.gin_only": {
        "en": "That leaves {deadwood} deadwood; this hand only gin may end it.",
        "nl": "Je houdt {deadwood:punt|punten} dood hout over; deze hand mag alleen gin hem "
        "beëindigen.",
    },
    "knock.straight_gin": {
        "en": "That leaves {deadwood} deadwood; in straight gin only gin ends the hand.",
        "nl": "Je houdt {deadwood:punt|punten} dood hout over; bij straight gin eindigt alleen "
        "gin de hand.",
    },
    "knock.allowed": {
        "en": "That leaves {deadwood} deadwood, within the knock limit of {limit}: you may knock.",
        "nl": "Je houdt {deadwood:punt|punten} dood hout over, binnen de grens van {limit}: "
        "je mag kloppen.",
    },
    "knock.gin": {
        "en": "Every remaining card is in a meld: gin!",
        "nl": "Alle overgebleven kaarten zitten in een combinatie: gin!",
    },
    "hand.big_gin": {
        "en": "All eleven cards are melded: big gin.",
        "nl": "Alle elf kaarten zitten in combinaties: grote gin.",
    },
}
