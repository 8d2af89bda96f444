"""The rule catalogue R1-R32 in words, its Dutch terms, and the rules page (tutor.rulebook).

Codes: ``rulebook.R9.title`` and ``rulebook.R9.text`` for every rule, ``rulebook.section.*``,
``rulebook.term.*`` (the Dutch terms of RULES.md), ``rulebook.source.*`` (the seed texts),
``rulebook.field.*`` and ``rulebook.value.*`` (rules settings), ``rulebook.show.*`` (captions
of the illustrations) and ``rulebook.ui.*`` (the page).
"""

_RULES: dict[str, tuple[str, str, str, str]] = {
    # number: (English title, English text, Dutch title, Dutch text)
    "R1": (
        "Deck",
        "One standard deck of 52 cards: four suits (spades, hearts, diamonds, clubs) of "
        "thirteen ranks each, ace to king. Jokers are not used.",
        "Het kaartspel",
        "Eén gewoon spel (stok) van 52 kaarten: vier kleuren (schoppen, harten, ruiten, "
        "klaveren) van elk dertien rangen, van aas tot heer. Jokers doen niet mee.",
    ),
    "R2": (
        "Card values",
        "For deadwood every card counts its value: an ace 1, a two to a ten its number, and "
        "the jack, queen and king 10 each.",
        "Kaartwaarden",
        "Voor het dood hout telt elke kaart zijn waarde: een aas 1, een twee tot en met een "
        "tien zijn getal, en boer, vrouw en heer elk 10.",
    ),
    "R3": (
        "First dealer",
        "Both players draw a card; the higher card deals the first hand, and equal cards draw "
        "again. Variant: the lower card deals.",
        "De eerste deler",
        "Beide spelers trekken een kaart; de hoogste kaart deelt de eerste hand, en bij "
        "gelijke kaarten trek je opnieuw. Variant: de laagste kaart deelt.",
    ),
    "R4": (
        "Next dealer",
        "The deal alternates: after every hand the other player deals. Variant: the loser of "
        "the previous hand deals the next one.",
        "De volgende deler",
        "Het delen wisselt: na elke hand deelt de andere speler. Variant: de verliezer van de "
        "vorige hand deelt de volgende.",
    ),
    "R5": (
        "The deal",
        "The dealer deals ten cards each, one at a time, alternating, face down. The next card "
        "is turned "
        "face up as the first card of the discard pile: the upcard. The rest of the deck is "
        "the face-down stock.",
        "Het delen",
        "De deler geeft elke speler tien kaarten, één voor één en om en om, gesloten. De "
        "volgende "
        "kaart wordt opengelegd als eerste kaart van de aflegstapel: de open kaart. De rest "
        "van het spel ligt gesloten als trekstapel.",
    ),
    "R6": (
        "Set",
        "A set is a meld of three or four cards of the same rank, such as three kings or four "
        "sevens.",
        "Set",
        "Een set (setje, gelijke) is een combinatie van drie of vier kaarten van dezelfde "
        "rang, zoals drie heren of vier zevens.",
    ),
    "R7": (
        "Run",
        "A run is a meld of three or more consecutive cards of one suit, such as the 4, 5 and 6 of "
        "hearts. The ace is low only: A-2-3 is a run, Q-K-A is not, and runs never wrap "
        "around.",
        "Reeks",
        "Een reeks is een combinatie van drie of meer opeenvolgende kaarten van dezelfde "
        "kleur, zoals harten 4, 5 en 6. De aas is alleen laag: A-2-3 is een reeks, V-H-A "
        "niet, en een reeks loopt nooit rond van heer naar aas.",
    ),
    "R8": (
        "One meld per card",
        "A card counts in at most one meld at a time. A card that could complete both a set "
        "and a run has to choose one of them.",
        "Eén combinatie per kaart",
        "Een kaart telt in hoogstens één combinatie tegelijk. Een kaart die zowel een set als "
        "een reeks kan afmaken, moet kiezen.",
    ),
    "R9": (
        "Deadwood",
        "Cards in no meld are deadwood; the deadwood count is the sum of their values, always "
        "taken from the arrangement of melds that makes it smallest.",
        "Dood hout",
        "Kaarten die in geen combinatie zitten, zijn dood hout (ook restpunten, brandhout of "
        "dode kaarten); het dood hout is de som van hun waarden, altijd geteld met de indeling "
        "in combinaties die het kleinst uitvalt.",
    ),
    "R10": (
        "Concealed melds",
        "Melds stay in the hand until the hand ends; you never put them on the table during "
        "play. They are only shown after a knock or gin.",
        "Combinaties blijven verborgen",
        "Combinaties blijven in je hand tot de hand voorbij is; je legt ze tijdens het spel "
        "niet op tafel. Pas na kloppen of gin worden ze getoond.",
    ),
    "R11": (
        "Opening choice",
        "The non-dealer may take the upcard or pass. If they pass, the dealer may take it or "
        "pass. If both pass, the non-dealer draws from the stock and play goes on normally. "
        "Whoever takes the upcard then discards, and play goes on. Variant: no opening "
        "choice; the non-dealer simply starts with a normal turn.",
        "De openingskeuze",
        "De niet-deler mag de open kaart nemen of passen. Past die, dan mag de deler hem "
        "nemen of passen. Passen beiden, dan trekt de niet-deler van de trekstapel en gaat het "
        "spel gewoon verder. Wie de open kaart neemt, legt daarna een kaart af en het spel gaat "
        "verder. Variant: geen openingskeuze; de niet-deler begint met een gewone beurt.",
    ),
    "R12": (
        "Draw, then discard",
        "A turn is: draw the top card of the stock or the top card of the discard pile, then "
        "discard exactly one card face up. After every turn the hand holds ten cards.",
        "Eerst trekken, dan afleggen",
        "Een beurt is: trek de bovenste kaart van de trekstapel of de bovenste kaart van de "
        "aflegstapel, en leg daarna precies één kaart open af. Na elke beurt heb je weer tien "
        "kaarten.",
    ),
    "R13": (
        "No instant return",
        "A card taken from the discard pile may not be discarded in the same turn; keep it at "
        "least one turn. A card drawn from the stock may be discarded at once.",
        "Niet meteen teruggeven",
        "Een kaart die je van de aflegstapel pakte, mag je niet in dezelfde beurt weer "
        "afleggen; houd hem minstens één beurt. Een kaart van de trekstapel mag je meteen "
        "weer afleggen.",
    ),
    "R14": (
        "Stock exhaustion",
        "When only two cards remain in the stock and nobody has knocked (the player who drew "
        "the third-last card discarded without knocking), the hand ends as a draw: nobody "
        "scores and the cards are dealt again, by convention by the same dealer. Variant: "
        "play on until the last stock card has been drawn and its discard made.",
        "De trekstapel raakt op",
        "Liggen er nog maar twee kaarten op de trekstapel en heeft niemand geklopt (wie de "
        "derde kaart van onderen trok, legde af zonder te kloppen), dan eindigt de hand "
        "onbeslist, een gelijkspel: niemand scoort en er wordt opnieuw gedeeld, gewoonlijk "
        "door dezelfde deler. Variant: speel door tot de laatste kaart van de trekstapel "
        "getrokken en afgelegd is.",
    ),
    "R15": (
        "Knock",
        "After discarding, a player whose deadwood is at most the knock limit (10) may knock: "
        "the discard is placed face down, and the knocker lays out melds and deadwood. "
        "Knocking is a choice, never forced. Variant: the deadwood must be less than 10, so 9 "
        "or less.",
        "Kloppen",
        "Wie na het afleggen hoogstens de klopgrens (10) aan dood hout heeft, mag kloppen: de "
        "aflegkaart gaat gesloten op de aflegstapel, en de klopper legt zijn combinaties en "
        "dood hout open. Kloppen is een keuze, nooit een plicht. Variant: het dode hout moet "
        "minder dan 10 punten zijn, dus hoogstens 9.",
    ),
    "R16": (
        "Gin",
        "A player whose ten cards are all melded after the discard goes gin: zero deadwood.",
        "Gin",
        "Wie na het afleggen alle tien kaarten in combinaties heeft, heeft gin: nul dood hout.",
    ),
    "R17": (
        "Big gin",
        "Variant: all eleven cards melded after the draw, without discarding, is big gin, "
        "with its own bonus.",
        "Grote gin",
        "Variant: zitten na het trekken alle elf kaarten in combinaties, dan is dat zonder "
        "afleggen grote gin, met een eigen bonus.",
    ),
    "R18": (
        "Layoffs",
        "After a knock (not after gin) the defender lays out their own melds, then may lay off "
        "deadwood cards onto the knocker's melds: a fourth card on a set, or cards extending a "
        "run at either end (also beyond a card another layoff already added). Deadwood cannot "
        "be laid off onto deadwood, and the knocker never lays off. The knocker chooses how to "
        "spread its melds (with equal deadwood, sets instead of runs can deny layoffs), and "
        "the defender chooses, card by card, between its own melds and layoffs, whichever "
        "leaves the least deadwood.",
        "Bijleggen",
        "Na kloppen (niet na gin) legt de verdediger eerst zijn eigen combinaties open en "
        "mag daarna dood hout bijleggen (aanleggen) bij de combinaties van de klopper: een "
        "vierde kaart bij een set, of kaarten die een reeks aan een van beide kanten "
        "verlengen (ook voorbij een kaart die al eerder werd bijgelegd). Dood hout kan niet "
        "bij dood hout, en de klopper legt nooit bij. De klopper kiest hoe hij zijn "
        "combinaties uitlegt (bij gelijk dood hout kunnen sets in plaats van reeksen bijleggen "
        "voorkomen), en de verdediger kiest per kaart tussen zijn eigen combinaties en "
        "bijleggen, wat het minste dood hout overlaat.",
    ),
    "R19": (
        "Knock score",
        "If the knocker's deadwood is lower than the defender's (after layoffs), the knocker "
        "scores the difference.",
        "Score bij kloppen",
        "Heeft de klopper minder dood hout dan de verdediger (na het bijleggen), dan scoort "
        "de klopper het verschil.",
    ),
    "R20": (
        "Undercut",
        "If the defender's deadwood (after layoffs) is equal to or lower than the knocker's, "
        "the defender scores the difference plus an undercut bonus of 25. Variants: the bonus "
        "is 10 or 20; only strictly lower deadwood undercuts.",
        "Onderklop",
        "Heeft de verdediger (na het bijleggen) evenveel of minder dood hout dan de klopper, "
        "dan is het een onderklop (undercut): de verdediger scoort het verschil plus een "
        "onderklopbonus van 25. Varianten: de bonus is 10 of 20; alleen echt minder dood hout "
        "is een onderklop.",
    ),
    "R21": (
        "Gin bonus",
        "Gin scores the defender's whole deadwood (no layoffs allowed) plus a gin bonus of "
        "25. Variant: 20.",
        "Ginbonus",
        "Gin scoort al het dood hout van de verdediger (bijleggen mag niet) plus een "
        "ginbonus van 25. Variant: 20.",
    ),
    "R22": (
        "Big gin bonus",
        "Big gin scores the defender's deadwood plus 31.",
        "Bonus voor grote gin",
        "Grote gin scoort het dood hout van de verdediger plus 31.",
    ),
    "R23": (
        "Melds score nothing",
        "Only deadwood differences and bonuses score; the melds themselves are worth nothing. "
        "Knock with 6 against 19 after layoffs and you score 13; against 5 it is an undercut "
        "worth 25 + 1 = 26. Knock with 9 while the defender ends with 2: an undercut worth "
        "7 + 25 = 32. A 3-4-5-6 run, a 9-9-9-9 set, an ace and a king leave 11 deadwood, so "
        "no knock.",
        "Combinaties leveren niets op",
        "Alleen verschillen in dood hout en bonussen leveren punten op; de combinaties zelf "
        "zijn niets waard. Klop je met 6 en houdt de ander na bijleggen 19 over, dan scoor je "
        "13; houdt hij 5 over, dan is het een onderklop van 25 + 1 = 26. Klop je met 9 en "
        "houdt de ander 2 over: een onderklop van 7 + 25 = 32. Een reeks 3-4-5-6, een set "
        "9-9-9-9, een aas en een heer laten 11 dood hout over, dus kloppen mag niet.",
    ),
    "R24": (
        "Target",
        "Hands are played until a player's total reaches the target, usually 100.",
        "Doelscore",
        "Er worden handen gespeeld tot het totaal van een speler de doelscore haalt, meestal 100.",
    ),
    "R25": (
        "Game bonus",
        "Variant: the player who reaches the target gets 100 more.",
        "Spelbonus",
        "Variant: wie de doelscore haalt, krijgt er 100 bij.",
    ),
    "R26": (
        "Box bonus",
        "Variant: 25 for every hand won, added at the end and not counted towards reaching "
        "the target.",
        "Boxbonus",
        "Variant: 25 voor elke gewonnen hand, opgeteld aan het eind en niet meegeteld voor "
        "het halen van de doelscore.",
    ),
    "R27": (
        "Shutout",
        "Variant: if the loser won no hand, the winner's points are doubled before the box "
        "bonus, or the winner gets 100 more.",
        "Alle handen gewonnen (shutout)",
        "Variant: heeft de verliezer geen enkele hand gewonnen, dan worden de punten van de "
        "winnaar verdubbeld voordat de boxbonus erbij komt (pitbonus), of krijgt de winnaar "
        "er 100 bij.",
    ),
    "R28": (
        "Winner",
        "The higher total after all bonuses wins the match.",
        "Winnaar",
        "Het hoogste totaal na alle bonussen wint het spel.",
    ),
    "R29": (
        "Oklahoma",
        "The upcard's value sets the knock limit for that hand: an ace gives 0, so only gin "
        "can end the hand; a 10, J, Q or K gives 10. If the upcard is a spade, every score of "
        "that hand is doubled, bonuses included. Everything else is as in the classic game.",
        "Oklahoma",
        "De waarde van de open kaart bepaalt de klopgrens van die hand: een aas geeft 0, "
        "zodat alleen gin de hand kan beëindigen; een 10, B, V of H geeft 10. Is de open "
        "kaart een schoppen, dan telt elke score van die hand dubbel, bonussen inbegrepen. "
        "Verder gaat alles als in het klassieke spel.",
    ),
    "R30": (
        "Straight gin",
        "No knocking: only gin ends a hand.",
        "Straight gin",
        "Kloppen mag niet: alleen gin beëindigt een hand.",
    ),
    "R31": (
        "Three players",
        "The dealer deals to the other two and sits out; the deal rotates, and each player "
        "keeps their own score.",
        "Drie spelers",
        "De deler deelt aan de twee anderen en speelt die hand niet mee; het delen gaat rond, "
        "en iedereen houdt een eigen score bij.",
    ),
    "R32": (
        "Four players",
        "Two games side by side in teams of two: each partner plays one player of the other "
        "team, and the partners' scores are added and compared with the other team's.",
        "Vier spelers",
        "Twee spellen naast elkaar in teams van twee: elke partner speelt tegen een speler "
        "van het andere team, en de scores van de partners worden opgeteld en vergeleken met "
        "die van het andere team.",
    ),
}

_SECTIONS = {
    "setup": ("Setup", "Voorbereiding"),
    "melds": ("Melds and deadwood", "Combinaties en dood hout"),
    "turn": ("The turn", "De beurt"),
    "ending": ("Ending a hand", "Een hand beëindigen"),
    "scoring": ("Scoring a hand", "Een hand scoren"),
    "match": ("The match", "Het spel"),
    "variants": ("Variants of the whole game", "Varianten van het hele spel"),
}

# The Dutch terms of RULES.md: the English word, and every Dutch word the sources use.
_TERMS = {
    "deck": ("deck", "kaartspel / stok kaarten"),
    "card_value": ("card value", "kaartwaarde / punten"),
    "dealer": ("dealer", "deler"),
    "meld": ("meld", "combinatie / meld"),
    "set": ("set", "set / setje / gelijke"),
    "run": ("run", "reeks"),
    "deadwood": ("deadwood", "dood hout / restpunten / brandhout / dode kaarten"),
    "stock": ("stock", "trekstapel / stok / stapel"),
    "discard_pile": ("discard pile", "aflegstapel"),
    "upcard": ("upcard", "open kaart"),
    "draw_hand": ("draw hand", "gelijkspel / onbesliste ronde"),
    "knock": ("knock", "kloppen"),
    "knock_limit": ("knock limit", "klopgrens"),
    "gin": ("gin", "gin"),
    "big_gin": ("big gin", "grote gin"),
    "layoff": ("layoff", "bijleggen / aanleggen"),
    "undercut": ("undercut", "onderklop / undercut"),
    "target": ("target", "doelscore"),
    "game_bonus": ("game bonus", "spelbonus"),
    "box_bonus": ("box bonus", "boxbonus"),
    "shutout": ("shutout", "shutout / pitbonus"),
    "team": ("team", "team"),
}

_SOURCES = {
    "000": (
        "a complete rules guide with tips and variants",
        "een complete spelregelgids met tips en varianten",
    ),
    "001": ("the rules page of a Gin Rummy app", "de spelregels van een Gin Rummy-app"),
    "002": (
        "basic Gin for two players, with variants",
        "basis-Gin voor twee spelers, met varianten",
    ),
    "003": (
        "a short description of the game, with Oklahoma",
        "een korte beschrijving van het spel, met Oklahoma",
    ),
    "004": (
        "a step-by-step how-to, with the end-of-match bonuses",
        "een stap-voor-stapuitleg, met de bonussen aan het eind",
    ),
}

# Labels of the Rules settings (tutor.engine.rules.Rules fields) and of their word values.
_FIELDS = {
    "knock_limit": ("knock limit", "klopgrens"),
    "oklahoma": (
        "Oklahoma (the upcard sets the limit)",
        "Oklahoma (de open kaart bepaalt de grens)",
    ),
    "straight_gin": ("straight gin (no knocking)", "straight gin (niet kloppen)"),
    "gin_bonus": ("gin bonus", "ginbonus"),
    "big_gin": ("big gin allowed", "grote gin toegestaan"),
    "big_gin_bonus": ("big gin bonus", "bonus voor grote gin"),
    "undercut_bonus": ("undercut bonus", "onderklopbonus"),
    "undercut_on_tie": ("equal deadwood undercuts", "gelijk dood hout is een onderklop"),
    "opening_choice": ("opening choice on the upcard", "openingskeuze met de open kaart"),
    "stock_left_at_draw": (
        "stock cards left when the hand is a draw",
        "kaarten op de trekstapel bij gelijkspel",
    ),
    "first_dealer": ("first dealer", "eerste deler"),
    "next_dealer": ("next dealer", "volgende deler"),
    "target": ("target", "doelscore"),
    "game_bonus": ("game bonus", "spelbonus"),
    "box_bonus": ("box bonus per hand won", "boxbonus per gewonnen hand"),
    "shutout": ("shutout (the loser won no hand)", "alle handen gewonnen (shutout)"),
    "shutout_bonus": ("shutout bonus", "bonus voor alle handen gewonnen"),
    "players": ("players", "spelers"),
}

_VALUES = {
    "yes": ("yes", "ja"),
    "no": ("no", "nee"),
    "high": ("the higher card", "de hoogste kaart"),
    "low": ("the lower card", "de laagste kaart"),
    "alternate": ("alternates", "wisselt"),
    "loser": ("the loser of the hand", "de verliezer van de hand"),
    "none": ("no bonus", "geen bonus"),
    "double": ("the winner's points doubled", "punten van de winnaar verdubbeld"),
    "bonus": ("a bonus to the winner", "een bonus voor de winnaar"),
}

MESSAGES: dict[str, dict[str, str]] = {}
for _number, (_en_title, _en_text, _nl_title, _nl_text) in _RULES.items():
    MESSAGES[f"rulebook.{_number}.title"] = {"en": _en_title, "nl": _nl_title}
    MESSAGES[f"rulebook.{_number}.text"] = {"en": _en_text, "nl": _nl_text}
for _group, _table in (
    ("section", _SECTIONS),
    ("term", _TERMS),
    ("source", _SOURCES),
    ("field", _FIELDS),
    ("value", _VALUES),
):
    for _key, (_en, _nl) in _table.items():
        MESSAGES[f"rulebook.{_group}.{_key}"] = {"en": _en, "nl": _nl}

MESSAGES.update(
    {
        # Captions of the illustrations; the numbers and cards come from the engine.
        "rulebook.show.deck": {
            "en": "One suit has {ranks} ranks, ace to king; four suits make {cards} cards.",
            "nl": "Eén kleur heeft {ranks} rangen, van aas tot heer; vier kleuren maken "
            "{cards} kaarten.",
        },
        "rulebook.show.values": {
            "en": "Values: {values}. Together {total}.",
            "nl": "Waarden: {values}. Samen {total}.",
        },
        "rulebook.show.no_meld": {
            "en": "{cards} is no meld: not three or four of one rank, nor three or more in a "
            "row of one suit with the ace low.",
            "nl": "{cards} is geen combinatie: geen drie of vier van één rang, en geen drie of "
            "meer op een rij in één kleur met de aas laag.",
        },
        "rulebook.show.discard": {
            "en": "Eleven cards after the draw; discard {card}:",
            "nl": "Elf kaarten na het trekken; leg {card} af:",
        },
        "rulebook.show.taken": {
            "en": "{card} was just taken from the discard pile.",
            "nl": "{card} is net van de aflegstapel gepakt.",
        },
        "rulebook.show.upcard": {
            "en": "The upcard is {card}: this hand's knock limit is {limit}.",
            "nl": "De open kaart is {card}: de klopgrens van deze hand is {limit}.",
        },
        "rulebook.show.upcard_gin_only": {
            "en": "The upcard is {card}: this hand only gin may end it.",
            "nl": "De open kaart is {card}: deze hand kan alleen gin hem beëindigen.",
        },
        "rulebook.show.preset": {
            "en": "Rules preset: {name}.",
            "nl": "Spelregels: {name}.",
        },
        "rulebook.show.deal": {
            "en": "After the deal each player holds {hand} cards, the upcard {upcard} starts the "
            "discard pile and {stock} cards form the stock.",
            "nl": "Na het delen heeft elke speler {hand} kaarten, de open kaart {upcard} begint "
            "de aflegstapel en {stock} kaarten vormen de trekstapel.",
        },
        "rulebook.show.dealer": {"en": "dealer", "nl": "deler"},
        "rulebook.show.non_dealer": {"en": "non-dealer", "nl": "niet-deler"},
        "rulebook.show.upcard_label": {"en": "Upcard", "nl": "Open kaart"},
        "rulebook.show.acted": {
            "en": "{who}, {action}, now holds {cards} cards.",
            "nl": "{who}: {action}, en heeft {cards} kaarten.",
        },
        "rulebook.show.may": {
            "en": "The {who}'s choices now: {actions}.",
            "nl": "Nu mag de {who}: {actions}.",
        },
        "rulebook.show.exhausted": {
            "en": "Nobody knocks: after {turns} turns {stock} cards are left in the stock and the "
            "hand is over without a score.",
            "nl": "Niemand klopt: na {turns} beurten liggen er nog {stock} kaarten op de "
            "trekstapel en is de hand voorbij zonder score.",
        },
        "rulebook.show.sheet_hand": {
            "en": "Hand {number}: {dealer} deals, {winner} scores {points} ({totals}).",
            "nl": "Hand {number}: {dealer} deelt, {winner} scoort {points} ({totals}).",
        },
        "rulebook.show.sheet_none": {
            "en": "Hand {number}: {dealer} deals, nobody scores ({totals}).",
            "nl": "Hand {number}: {dealer} deelt, niemand scoort ({totals}).",
        },
        "rulebook.show.team_total": {
            "en": "Team {team}: {total} together.",
            "nl": "Team {team}: samen {total}.",
        },
        "rulebook.show.cut": {"en": "Player 1, player 2", "nl": "Speler 1, speler 2"},
        "rulebook.show.knocker": {"en": "Knocker", "nl": "Klopper"},
        "rulebook.show.defender": {"en": "Defender", "nl": "Verdediger"},
        "rulebook.show.melds": {"en": "{who}: melds", "nl": "{who}: combinaties"},
        "rulebook.show.deadwood": {
            "en": "{who}: deadwood {deadwood}",
            "nl": "{who}: dood hout {deadwood}",
        },
        "rulebook.show.loose": {"en": "Deadwood {deadwood}", "nl": "Dood hout {deadwood}"},
        "rulebook.show.layoffs": {"en": "Laid off", "nl": "Bijgelegd"},
        # The page.
        "rulebook.ui.title": {"en": "Rules", "nl": "Spelregels"},
        "rulebook.ui.intro": {
            "en": "The whole rule catalogue, R1 to R32, with the Dutch terms. Every example is "
            "worked out by the computer, by these rules.",
            "nl": "De hele regelcatalogus, R1 tot en met R32, met de Nederlandse termen. Elk "
            "voorbeeld rekent de computer uit, volgens deze regels.",
        },
        "rulebook.ui.search": {"en": "Search the rules", "nl": "Zoek in de regels"},
        "rulebook.ui.no_match": {
            "en": "No rule matches '{query}'.",
            "nl": "Geen regel past bij '{query}'.",
        },
        "rulebook.ui.terms": {"en": "Dutch terms", "nl": "Termen"},
        "rulebook.ui.sources": {"en": "Sources", "nl": "Bronnen"},
        "rulebook.ui.source": {"en": "source {seed}: {title}", "nl": "bron {seed}: {title}"},
        "rulebook.ui.example": {"en": "Example", "nl": "Voorbeeld"},
        "rulebook.ui.settings": {
            "en": "Your rules ({preset}): {settings}",
            "nl": "Jouw spelregels ({preset}): {settings}",
        },
        "rulebook.ui.variants": {
            "en": "Other presets: {variants}",
            "nl": "Andere spelregels: {variants}",
        },
        "rulebook.ui.lesson": {"en": "Learn it: lesson {lesson}", "nl": "Leer het: les {lesson}"},
        "rulebook.ui.no_lesson": {
            "en": "No lesson teaches this rule yet.",
            "nl": "Nog geen les behandelt deze regel.",
        },
        "rulebook.ui.example_error": {
            "en": "This example could not be worked out: {error}",
            "nl": "Dit voorbeeld kon niet worden uitgerekend: {error}",
        },
    }
)
