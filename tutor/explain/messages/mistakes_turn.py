"""Common mistakes about a turn (``tutor.questions.mistakes.turn``): gin and big gin, taking
the upcard, what is allowed now, the knock limit, and choosing an arrangement; and a number
on the wrong side of the answer (``tutor.questions.mistakes.general``)."""

MESSAGES: dict[str, dict[str, str]] = {
    # gin (R16) and big gin (R17)
    "mistake.gin.taken": {
        "en": "Only {card} would leave every other card melded, and you just took it from the "
        "discard pile: it may not go back this turn.",
        "nl": "Alleen zonder {card} zou elke andere kaart in een combinatie zitten, en die pakte "
        "je net van de aflegstapel: die mag deze beurt niet terug.",
    },
    "mistake.gin.loose_left": {
        "en": "Even after the best discard, {card}, the cards {cards} stay out of every meld: gin "
        "needs all ten melded.",
        "nl": "Zelfs na de beste afgooi, {card}, blijven {cards} buiten elke combinatie: voor gin "
        "moeten alle tien kaarten in combinaties zitten.",
    },
    "mistake.gin.could": {
        "en": "Discard {card} and every card you keep sits in a meld: no deadwood at all.",
        "nl": "Leg {card} af en elke kaart die je houdt zit in een combinatie: helemaal geen "
        "dood hout.",
    },
    "mistake.big_gin.one_out": {
        "en": "{card} fits no meld: big gin needs all eleven cards melded before any discard. "
        "Discarding {card} is ordinary gin.",
        "nl": "{card} past in geen combinatie: voor grote gin moeten alle elf kaarten in "
        "combinaties zitten, nog voor het afleggen. Met {card} afleggen is het gewone gin.",
    },
    "mistake.big_gin.loose": {
        "en": "{cards} fit no meld: big gin needs all eleven cards melded.",
        "nl": "{cards} passen in geen combinatie: voor grote gin moeten alle elf kaarten in "
        "combinaties zitten.",
    },
    "mistake.big_gin.all_melded": {
        "en": "All eleven cards fit in melds at once, without a discard: that is exactly big gin.",
        "nl": "Alle elf kaarten passen tegelijk in combinaties, zonder af te leggen: dat is "
        "precies grote gin.",
    },
    # taking the upcard (R12)
    "mistake.take.completes": {
        "en": "{card} makes {meld} with cards you hold: a discard that completes a meld is worth "
        "taking, even though it shows your plan.",
        "nl": "{card} maakt {meld} met kaarten die je al hebt: een afgelegde kaart die een "
        "combinatie afmaakt, is het pakken waard, ook al verraad je er iets mee.",
    },
    "mistake.take.completes_any": {
        "en": "{card} completes a meld with cards you hold: such a discard is worth taking.",
        "nl": "{card} maakt een combinatie af met kaarten die je al hebt: zo'n afgelegde kaart "
        "is het pakken waard.",
    },
    # what is allowed now (R11-R14)
    "mistake.legal.not_taken": {
        "en": "Only a card taken from the discard pile this turn must stay in your hand; {card} "
        "may go.",
        "nl": "Alleen een kaart die je deze beurt van de aflegstapel pakte, moet in je hand "
        "blijven; {card} mag weg.",
    },
    "mistake.legal.play_on": {
        "en": "These rules play on until the last card of the stock: the hand is not a draw "
        "while a card is left.",
        "nl": "Met deze regels speel je door tot de laatste kaart van de trekstapel: zolang er "
        "een kaart ligt, is de hand niet onbeslist.",
    },
    "mistake.legal.draw": {
        "en": "A turn may always begin with the top card of the stock.",
        "nl": "Een beurt mag altijd beginnen met de bovenste kaart van de trekstapel.",
    },
    "mistake.legal.take": {
        "en": "{card} lies on top of the discard pile, and it is your turn to draw: you may "
        "take it.",
        "nl": "{card} ligt bovenop de aflegstapel, en jij bent aan de beurt om te pakken: je "
        "mag hem nemen.",
    },
    "mistake.legal.pass": {
        "en": "Passing on the upcard is always allowed when it is offered to you.",
        "nl": "Passen op de open kaart mag altijd als die je wordt aangeboden.",
    },
    "mistake.legal.allowed": {
        "en": "No rule forbids this move now.",
        "nl": "Geen enkele regel verbiedt deze zet nu.",
    },
    # the knock limit (R15, R29)
    "mistake.limit.usual": {
        "en": "{given} is the usual limit; under Oklahoma the upcard sets it, and this hand "
        "that is {upcard}.",
        "nl": "{given} is de gewone grens; bij Oklahoma bepaalt de open kaart hem, en die is "
        "deze hand {upcard}.",
    },
    "mistake.limit.court_rank": {
        "en": "You counted {upcard} by its rank: a jack, queen or king upcard counts 10, like "
        "the card itself.",
        "nl": "Je telde {upcard} naar zijn rang: een boer, vrouw of heer als open kaart telt 10, "
        "net als de kaart zelf.",
    },
    "mistake.limit.ace": {
        "en": "An ace upcard does not set a limit of 1 or 11: the ace is the upcard that leaves "
        "no room for knocking at all.",
        "nl": "Een aas als open kaart geeft geen grens van 1 of 11: met een aas open is er "
        "helemaal geen ruimte om te kloppen.",
    },
    "mistake.limit.at_most": {
        "en": "The limit itself is still allowed: a knock may leave deadwood up to and "
        "including it.",
        "nl": "De grens zelf mag nog: een klop mag dood hout overlaten tot en met de grens.",
    },
    "mistake.limit.less_than": {
        "en": "Under these rules a knock needs less than {given} deadwood: {given} itself is "
        "too much.",
        "nl": "Met deze regels mag je pas kloppen met minder dan {given} dood hout: {given} zelf "
        "is te veel.",
    },
    # choosing an arrangement (R8, R9)
    "mistake.arrangement.spare": {
        "en": "{meld} stands without {card}, and {card} makes {made} with cards this choice "
        "leaves loose.",
        "nl": "{meld} blijft ook zonder {card} een combinatie, en {card} maakt {made} met "
        "kaarten die deze keuze loslaat.",
    },
    "mistake.arrangement.higher_loose": {
        "en": "This choice leaves {cards} loose, and another way of melding takes them in for "
        "less deadwood.",
        "nl": "Deze keuze laat {cards} los, en een andere indeling neemt ze op en houdt minder "
        "dood hout over.",
    },
    # a number on the wrong side: where to look, without the answer
    "mistake.off.deadwood.high": {
        "en": "{given} is too much: a card you counted may belong in a meld, or count less "
        "than you gave it.",
        "nl": "{given} is te veel: een kaart die je meetelde hoort misschien in een combinatie, "
        "of telt minder dan je hem gaf.",
    },
    "mistake.off.deadwood.low": {
        "en": "{given} is too little: a loose card is missing from your sum, or a card sits in "
        "two melds at once.",
        "nl": "{given} is te weinig: er ontbreekt een losse kaart in je som, of een kaart zit in "
        "twee combinaties tegelijk.",
    },
    "mistake.off.defender.high": {
        "en": "{given} is too much for the defender: after its own melds and the layoffs, fewer "
        "cards stay loose.",
        "nl": "{given} is te veel voor de verdediger: na de eigen combinaties en het aanleggen "
        "blijven er minder kaarten los.",
    },
    "mistake.off.defender.low": {
        "en": "{given} is too little for the defender: a card can be laid off only where it "
        "fits a meld of the knocker, and every other loose card counts.",
        "nl": "{given} is te weinig voor de verdediger: een kaart kun je alleen aanleggen waar "
        "hij bij een combinatie van de klopper past, en elke andere losse kaart telt mee.",
    },
    "mistake.off.defender_gin.high": {
        "en": "{given} is too much for the defender: only its cards outside its own melds count.",
        "nl": "{given} is te veel voor de verdediger: alleen de kaarten buiten de eigen "
        "combinaties tellen.",
    },
    "mistake.off.defender_gin.low": {
        "en": "{given} is too little for the defender: after gin nothing is laid off, so every "
        "card outside its own melds counts.",
        "nl": "{given} is te weinig voor de verdediger: na gin wordt er niets aangelegd, dus "
        "elke kaart buiten de eigen combinaties telt mee.",
    },
    "mistake.off.knocker.high": {
        "en": "{given} is too much for the knocker: only its cards in no meld count.",
        "nl": "{given} is te veel voor de klopper: alleen zijn kaarten buiten de combinaties "
        "tellen.",
    },
    "mistake.off.knocker.low": {
        "en": "{given} is too little for the knocker: the knocker lays nothing off, so every "
        "loose card of the knocker counts.",
        "nl": "{given} is te weinig voor de klopper: de klopper legt niets aan, dus elke losse "
        "kaart van de klopper telt mee.",
    },
    "mistake.off.score.high": {
        "en": "{given} is more than this hand scores: look again at what each side has left "
        "loose after the layoffs, and at which bonus this result earns.",
        "nl": "{given} is meer dan deze hand oplevert: kijk nog eens wat elke kant na het "
        "aanleggen los heeft, en welke bonus bij deze uitslag hoort.",
    },
    "mistake.off.score.low": {
        "en": "{given} is less than this hand scores: look again at what each side has left "
        "loose after the layoffs, and whether a bonus belongs to this result.",
        "nl": "{given} is minder dan deze hand oplevert: kijk nog eens wat elke kant na het "
        "aanleggen los heeft, en of er een bonus bij deze uitslag hoort.",
    },
    "mistake.off.score.low_doubled": {
        "en": "{given} is less than this hand scores: look again at what each side has left "
        "loose after the layoffs, at the bonus, and at the upcard.",
        "nl": "{given} is minder dan deze hand oplevert: kijk nog eens wat elke kant na het "
        "aanleggen los heeft, naar de bonus, en naar de open kaart.",
    },
    "mistake.off.score_gin.high": {
        "en": "{given} is more than this hand scores: look again at the defender's loose cards "
        "(after gin nothing is laid off) and at the bonus.",
        "nl": "{given} is meer dan deze hand oplevert: kijk nog eens naar de losse kaarten van "
        "de verdediger (na gin wordt niets aangelegd) en naar de bonus.",
    },
    "mistake.off.score_gin.low": {
        "en": "{given} is less than this hand scores: look again at the defender's loose cards "
        "(after gin nothing is laid off) and at the bonus.",
        "nl": "{given} is minder dan deze hand oplevert: kijk nog eens naar de losse kaarten "
        "van de verdediger (na gin wordt niets aangelegd) en naar de bonus.",
    },
    "mistake.off.match_points.high": {
        "en": "{given} is more than the final total: a bonus you added is not this player's, or "
        "you counted one twice.",
        "nl": "{given} is meer dan het eindtotaal: een bonus die je optelde hoort niet bij deze "
        "speler, of je telde er een dubbel.",
    },
    "mistake.off.match_points.low": {
        "en": "{given} is less than the final total: a bonus these rules give this player is "
        "missing from your sum.",
        "nl": "{given} is minder dan het eindtotaal: er ontbreekt een bonus die deze regels "
        "deze speler geven.",
    },
    "mistake.off.limit.high": {
        "en": "{given} is more than these rules allow: the limit is the same whatever your "
        "cards are.",
        "nl": "{given} is meer dan deze regels toestaan: de grens is dezelfde, welke kaarten je "
        "ook hebt.",
    },
    "mistake.off.limit.low": {
        "en": "{given} is less than these rules allow: the limit is the same whatever your "
        "cards are.",
        "nl": "{given} is minder dan deze regels toestaan: de grens is dezelfde, welke kaarten "
        "je ook hebt.",
    },
    "mistake.off.limit_upcard.high": {
        "en": "{given} is more than this hand allows: what is {upcard} worth?",
        "nl": "{given} is meer dan deze hand toestaat: hoeveel is {upcard} waard?",
    },
    "mistake.off.limit_upcard.low": {
        "en": "{given} is less than this hand allows: what is {upcard} worth?",
        "nl": "{given} is minder dan deze hand toestaat: hoeveel is {upcard} waard?",
    },
    "mistake.off.limit_ace.high": {
        "en": "{given} is more than this hand allows: look at what an ace upcard does to knocking.",
        "nl": "{given} is meer dan deze hand toestaat: kijk wat een aas als open kaart met "
        "kloppen doet.",
    },
    "mistake.off.layoff.high": {
        "en": "{given} is more than you keep: the cards you lay off and your own melds no "
        "longer count.",
        "nl": "{given} is meer dan je overhoudt: de kaarten die je aanlegt en je eigen "
        "combinaties tellen niet meer mee.",
    },
    "mistake.off.layoff.low": {
        "en": "{given} is less than you keep: every card you neither meld nor lay off counts.",
        "nl": "{given} is minder dan je overhoudt: elke kaart die je niet in een combinatie "
        "hebt en niet aanlegt, telt mee.",
    },
}
