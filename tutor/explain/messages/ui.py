"""Words of the app's shell, the card images and the "Analyse a hand" page.

Card names follow each language's habit: "seven of hearts", "harten zeven". The notation
stays the engine's (``7h``, ``Td``), so the Dutch help names the English suit letters.
"""

MESSAGES: dict[str, dict[str, str]] = {
    # ------------------------------------------------------------------ shell
    "ui.app.title": {"en": "Gin Tutor", "nl": "Gin Tutor"},
    "ui.lang.label": {"en": "Language", "nl": "Taal"},
    "ui.lang.en": {"en": "English", "nl": "English"},
    "ui.lang.nl": {"en": "Nederlands", "nl": "Nederlands"},
    "ui.four_colour.label": {"en": "Four-colour suits ♠ ♥ ♦ ♣", "nl": "Vier kleuren ♠ ♥ ♦ ♣"},
    "ui.four_colour.help": {
        "en": "Spades black, hearts red, diamonds blue, clubs green.",
        "nl": "Schoppen zwart, harten rood, ruiten blauw, klaveren groen.",
    },
    "ui.error.unexpected": {
        "en": "Something went wrong while showing this page. What you entered is kept: "
        "change it or try again.",
        "nl": "Er ging iets mis bij het tonen van deze pagina. Wat je invoerde blijft "
        "bewaard: pas het aan of probeer het opnieuw.",
    },
    "ui.yes": {"en": "yes", "nl": "ja"},
    "ui.no": {"en": "no", "nl": "nee"},
    # ------------------------------------------------------------------ pages
    "ui.page.analyse": {"en": "Analyse a hand", "nl": "Hand analyseren"},
    # ------------------------------------------------------------------ card names
    "ui.card.name": {"en": "{rank} of {suit}", "nl": "{suit} {rank}"},
    "ui.card.back": {"en": "face-down card", "nl": "gesloten kaart"},
    "ui.card.with_note": {"en": "{name} ({note})", "nl": "{name} ({note})"},
    "ui.rank.1": {"en": "ace", "nl": "aas"},
    "ui.rank.2": {"en": "two", "nl": "twee"},
    "ui.rank.3": {"en": "three", "nl": "drie"},
    "ui.rank.4": {"en": "four", "nl": "vier"},
    "ui.rank.5": {"en": "five", "nl": "vijf"},
    "ui.rank.6": {"en": "six", "nl": "zes"},
    "ui.rank.7": {"en": "seven", "nl": "zeven"},
    "ui.rank.8": {"en": "eight", "nl": "acht"},
    "ui.rank.9": {"en": "nine", "nl": "negen"},
    "ui.rank.10": {"en": "ten", "nl": "tien"},
    "ui.rank.11": {"en": "jack", "nl": "boer"},
    "ui.rank.12": {"en": "queen", "nl": "vrouw"},
    "ui.rank.13": {"en": "king", "nl": "heer"},
    "ui.suit.s": {"en": "spades", "nl": "schoppen"},
    "ui.suit.h": {"en": "hearts", "nl": "harten"},
    "ui.suit.d": {"en": "diamonds", "nl": "ruiten"},
    "ui.suit.c": {"en": "clubs", "nl": "klaveren"},
    # ------------------------------------------------------------------ card groups
    "ui.group.set": {"en": "set", "nl": "set"},
    "ui.group.run": {"en": "run", "nl": "reeks"},
    "ui.group.deadwood": {"en": "deadwood {points}", "nl": "dood hout {points}"},
    "ui.group.hand": {"en": "Cards", "nl": "Kaarten"},
    # ------------------------------------------------------------------ rules presets
    "ui.rules.label": {"en": "Rules", "nl": "Spelregels"},
    "ui.rules.help": {
        "en": "The rule set decides when you may knock (R15, R29, R30).",
        "nl": "De spelregels bepalen wanneer je mag kloppen (R15, R29, R30).",
    },
    "ui.preset.classic": {
        "en": "Classic: knock with 10 or less, gin 25, undercut 25",
        "nl": "Klassiek: kloppen met 10 of minder, gin 25, onderklop 25",
    },
    "ui.preset.guide": {
        "en": "Guide: big gin 31, undercut only on lower deadwood",
        "nl": "Gids: grote gin 31, onderklop alleen bij minder dood hout",
    },
    "ui.preset.app": {
        "en": "App: no opening choice of the upcard",
        "nl": "App: geen keuze voor de open kaart bij de start",
    },
    "ui.preset.basic": {
        "en": "Basic: gin 20, undercut 10, box and shutout bonuses",
        "nl": "Basis: gin 20, onderklop 10, bonus per gewonnen hand en bij een nul",
    },
    "ui.preset.playon": {
        "en": "Play on: the stock is played to the last card",
        "nl": "Doorspelen: de trekstapel wordt tot de laatste kaart gespeeld",
    },
    "ui.preset.bonus": {
        "en": "Bonus: the loser deals, game, box and shutout bonuses",
        "nl": "Bonus: de verliezer deelt, bonussen voor spel, gewonnen handen en een nul",
    },
    "ui.preset.oklahoma": {
        "en": "Oklahoma: the upcard sets the knock limit",
        "nl": "Oklahoma: de open kaart bepaalt de klopgrens",
    },
    "ui.preset.straight": {
        "en": "Straight gin: no knocking, only gin",
        "nl": "Straight gin: niet kloppen, alleen gin",
    },
    # ------------------------------------------------------------------ analyse page
    "ui.analyse.intro": {
        "en": "Type or pick up to eleven cards. You see the melds that leave the least "
        "deadwood, every other arrangement that does as well, and with eleven cards what "
        "each discard leaves.",
        "nl": "Typ of kies tot elf kaarten. Je ziet de combinaties met het minste dood hout, "
        "elke andere indeling die even goed is, en bij elf kaarten wat elke afgooi "
        "overlaat.",
    },
    "ui.analyse.input": {"en": "Cards", "nl": "Kaarten"},
    "ui.analyse.placeholder": {
        "en": "for example As 2s 3s 7h 7d 7c Kh Qh Jh 5d",
        "nl": "bijvoorbeeld As 2s 3s 7h 7d 7c Kh Qh Jh 5d",
    },
    "ui.analyse.input_help": {
        "en": "A card is a rank (A, 2-10, J, Q, K) and a suit (s h d c or ♠ ♥ ♦ ♣), "
        "in any case, separated by spaces or commas: 7h, 10♠, qd, or as the hints write them "
        "(7♥, Q♦). Press Enter when done.",
        "nl": "Een kaart is een rang (A, 2-10, J, Q, K) en een kleur: s schoppen, h harten, "
        "d ruiten, c klaveren (of ♠ ♥ ♦ ♣), hoofdletters of kleine letters, gescheiden "
        "door spaties of komma's: 7h, 10♠, qd, of zoals de hints ze schrijven (♥7, ♦V, ♠B). "
        "Druk op Enter als je klaar bent.",
    },
    "ui.analyse.pick": {"en": "Pick the cards", "nl": "Kies de kaarten"},
    "ui.analyse.deal10": {"en": "Deal 10 cards", "nl": "Deel 10 kaarten"},
    "ui.analyse.deal11": {"en": "Deal 11 cards", "nl": "Deel 11 kaarten"},
    "ui.analyse.clear": {"en": "Clear", "nl": "Wissen"},
    "ui.analyse.upcard": {
        "en": "Upcard of this hand (sets the knock limit, R29)",
        "nl": "Open kaart van deze hand (bepaalt de klopgrens, R29)",
    },
    "ui.analyse.taken": {
        "en": "Card taken from the discard pile this turn (R13)",
        "nl": "Kaart die je deze beurt van de aflegstapel pakte (R13)",
    },
    "ui.analyse.none": {"en": "none", "nl": "geen"},
    "ui.analyse.empty": {
        "en": "Type or pick up to eleven cards to see their melds and deadwood.",
        "nl": "Typ of kies tot elf kaarten om hun combinaties en dood hout te zien.",
    },
    "ui.analyse.not_a_card": {
        "en": "'{token}' is not a card. A card is a rank (A, 2-10, J, Q, K) and a suit "
        "(s h d c or ♠ ♥ ♦ ♣), like 7h or 10♠. You typed: '{entry}'",
        "nl": "'{token}' is geen kaart. Een kaart is een rang (A, 2-10, J, Q, K) en een "
        "kleur (s h d c of ♠ ♥ ♦ ♣), zoals 7h of 10♠. Je typte: '{entry}'",
    },
    "ui.analyse.twice": {
        "en": "'{token}' is {card} again: each card is in the deck only once (R1). "
        "You typed: '{entry}'",
        "nl": "'{token}' is opnieuw {card}: elke kaart zit maar één keer in het spel (R1). "
        "Je typte: '{entry}'",
    },
    "ui.analyse.too_many": {
        "en": "That is {count} cards; a hand holds at most eleven (ten, plus the card just "
        "drawn, R12). You typed: '{entry}'",
        "nl": "Dat zijn {count} kaarten; een hand heeft er hoogstens elf (tien, plus de kaart "
        "die je net trok, R12). Je typte: '{entry}'",
    },
    "ui.analyse.hand": {
        "en": "Your hand, sorted: melds first (marked), then the loose cards",
        "nl": "Je hand, gesorteerd: eerst de combinaties (gemarkeerd), dan de losse kaarten",
    },
    "ui.analyse.hand11": {
        "en": "Your eleven cards: the best discard is raised, the melds of the ten cards "
        "left are marked",
        "nl": "Je elf kaarten: de beste afgooi staat omhoog, de combinaties van de tien "
        "kaarten die overblijven zijn gemarkeerd",
    },
    "ui.analyse.best_note": {"en": "best discard", "nl": "beste afgooi"},
    "ui.analyse.deadwood": {"en": "Deadwood", "nl": "Dood hout"},
    "ui.analyse.deadwood11": {
        "en": "Deadwood after the best discard",
        "nl": "Dood hout na de beste afgooi",
    },
    "ui.analyse.best_discard": {
        "en": "Best discard: {card}, which leaves {deadwood} deadwood.",
        "nl": "Beste afgooi: {card}, dan houd je {deadwood} dood hout over.",
    },
    "ui.analyse.gin_with": {
        "en": "Gin: discard {cards} and every card left is in a meld (R16).",
        "nl": "Gin: leg {cards} af en alle kaarten die overblijven zitten in een combinatie (R16).",
    },
    "ui.analyse.knock_with": {
        "en": "You may knock after discarding {cards} (R15).",
        "nl": "Je mag kloppen als je {cards} aflegt (R15).",
    },
    "ui.analyse.no_knock": {
        "en": "No discard lets you knock with these rules.",
        "nl": "Met deze spelregels laat geen enkele afgooi je kloppen.",
    },
    "ui.analyse.big_gin_off": {
        "en": "These rules do not score big gin (R17): discard a card and go gin.",
        "nl": "Deze spelregels kennen geen grote gin (R17): leg een kaart af en ga gin.",
    },
    "ui.analyse.arrangements": {
        "en": "Every arrangement with the least deadwood ({count})",
        "nl": "Elke indeling met het minste dood hout ({count})",
    },
    "ui.analyse.arrangements11": {
        "en": "Every arrangement with the least deadwood after discarding {card} ({count})",
        "nl": "Elke indeling met het minste dood hout na het afleggen van {card} ({count})",
    },
    "ui.analyse.only_one": {
        "en": "Only this arrangement reaches the least deadwood.",
        "nl": "Alleen deze indeling haalt het minste dood hout.",
    },
    "ui.analyse.arrangement_n": {"en": "Arrangement {n}", "nl": "Indeling {n}"},
    "ui.analyse.why": {"en": "Why", "nl": "Waarom"},
    "ui.analyse.discards": {
        "en": "Every discard, from least deadwood left to most",
        "nl": "Elke afgooi, van minste naar meeste overgebleven dood hout",
    },
    "ui.analyse.col.card": {"en": "Discard", "nl": "Afgooi"},
    "ui.analyse.col.deadwood": {"en": "Deadwood left", "nl": "Dood hout over"},
    "ui.analyse.col.knock": {"en": "Knock allowed", "nl": "Kloppen mag"},
    "ui.analyse.col.gin": {"en": "Gin", "nl": "Gin"},
    "ui.analyse.col.why": {"en": "Why", "nl": "Waarom"},
}
