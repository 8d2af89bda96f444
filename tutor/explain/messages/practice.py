"""Words of the Practice page: the table, the opponent, the Tip and the review."""

MESSAGES: dict[str, dict[str, str]] = {
    "practice.ui.title": {"en": "Practice", "nl": "Oefenen"},
    "practice.ui.intro": {
        "en": "Play a match to {target} against the computer. It says what it does and why; "
        "Tip tells you what it would do in your seat; after each hand the review shows where "
        "points were lost.",
        "nl": "Speel een partij tot {target} tegen de computer. Die zegt wat hij doet en "
        "waarom; Tip vertelt wat hij in jouw plaats zou doen; na elke hand laat de bespreking "
        "zien waar punten verloren gingen.",
    },
    "practice.ui.setup": {"en": "Opponent and rules", "nl": "Tegenstander en spelregels"},
    "practice.ui.level": {"en": "Opponent", "nl": "Tegenstander"},
    "practice.level.easy": {"en": "Easy", "nl": "Makkelijk"},
    "practice.level.medium": {"en": "Medium", "nl": "Gemiddeld"},
    "practice.level.hard": {"en": "Hard", "nl": "Moeilijk"},
    "practice.ui.setup_note": {
        "en": "Opponent and rules apply from the next new game.",
        "nl": "Tegenstander en spelregels gelden vanaf het volgende nieuwe spel.",
    },
    "practice.ui.new": {"en": "New game", "nl": "Nieuw spel"},
    "practice.ui.restart": {"en": "Restart this game", "nl": "Dit spel opnieuw"},
    "practice.ui.daily": {"en": "Game of the day", "nl": "Spel van de dag"},
    "practice.ui.number": {"en": "Game number", "nl": "Spelnummer"},
    "practice.ui.open": {"en": "Open game", "nl": "Open spel"},
    "practice.ui.game": {
        "en": "Game {number} · {level} · {rules} · hand {hand}",
        "nl": "Spel {number} · {level} · {rules} · hand {hand}",
    },
    "practice.ui.you": {"en": "You", "nl": "Jij"},
    "practice.ui.opponent": {"en": "Opponent", "nl": "Tegenstander"},
    "practice.ui.target": {"en": "Match to {target}", "nl": "Partij tot {target}"},
    "practice.ui.opponent_hand": {"en": "Opponent's hand", "nl": "Hand van de tegenstander"},
    "practice.ui.opponent_cards": {
        "en": "Opponent's hand: {count} cards face down",
        "nl": "Hand van de tegenstander: {count} gesloten kaarten",
    },
    "practice.ui.stock": {"en": "Stock: {count} cards", "nl": "Trekstapel: {count} kaarten"},
    "practice.ui.pile": {"en": "Discard pile", "nl": "Aflegstapel"},
    "practice.ui.pile_empty": {"en": "The discard pile is empty.", "nl": "De aflegstapel is leeg."},
    "practice.ui.draw": {"en": "Draw from the stock", "nl": "Pak van de trekstapel"},
    "practice.ui.take": {"en": "Take {card}", "nl": "Pak {card}"},
    "practice.ui.pass": {"en": "Pass", "nl": "Passen"},
    "practice.ui.your_hand": {"en": "Your hand", "nl": "Jouw hand"},
    "practice.ui.deadwood": {"en": "Deadwood", "nl": "Dood hout"},
    "practice.ui.deadwood_best": {
        "en": "Deadwood after your best discard",
        "nl": "Dood hout na je beste afleg",
    },
    "practice.ui.raised": {"en": "just taken", "nl": "net gepakt"},
    "practice.ui.turn_offer": {
        "en": "The opening choice: take the upcard {card} or pass (R11).",
        "nl": "De openingskeuze: pak de open kaart {card} of pas (R11).",
    },
    "practice.ui.turn_draw": {
        "en": "Your turn: draw from the stock or take the top card of the discard pile (R12).",
        "nl": "Jouw beurt: pak van de trekstapel of de bovenste kaart van de aflegstapel (R12).",
    },
    "practice.ui.turn_stock_only": {
        "en": "Both passed the upcard: draw from the stock (R11).",
        "nl": "Beide spelers pasten: pak van de trekstapel (R11).",
    },
    "practice.ui.turn_discard": {
        "en": "Click a card to discard it (R12).",
        "nl": "Klik op een kaart om hem af te leggen (R12).",
    },
    "practice.ui.discard_card": {"en": "Discard {card}", "nl": "Leg {card} af"},
    "practice.ui.knock_card": {
        "en": "Knock and put {card} face down",
        "nl": "Klop en leg {card} dicht weg",
    },
    "practice.ui.knock": {"en": "Knock", "nl": "Kloppen"},
    "practice.ui.gin": {"en": "Gin", "nl": "Gin"},
    "practice.ui.big_gin": {"en": "Big gin", "nl": "Grote gin"},
    "practice.ui.big_gin_help": {
        "en": "All eleven cards are melded: show them without a discard (R17).",
        "nl": "Alle elf kaarten zitten in combinaties: laat ze zien zonder af te leggen (R17).",
    },
    "practice.ui.knock_pick": {
        "en": "Knock: click the card to put face down (only those allowed can be chosen).",
        "nl": "Kloppen: klik op de kaart die je dicht weglegt (alleen de toegestane kaarten "
        "kun je kiezen).",
    },
    "practice.ui.cancel": {"en": "Cancel", "nl": "Annuleren"},
    "practice.ui.tip": {"en": "Tip", "nl": "Tip"},
    "practice.ui.tip_title": {"en": "Tip:", "nl": "Tip:"},
    "practice.ui.opponent_moves": {"en": "The opponent", "nl": "De tegenstander"},
    "practice.ui.result_draw": {
        "en": "The stock ran out: a draw hand, nobody scores (R14).",
        "nl": "De trekstapel is op: een onbesliste ronde, niemand scoort (R14).",
    },
    "practice.ui.you_win": {"en": "You win {points} points.", "nl": "Jij wint {points} punten."},
    "practice.ui.they_win": {
        "en": "The opponent wins {points} points.",
        "nl": "De tegenstander wint {points} punten.",
    },
    "practice.ui.nobody": {"en": "Nobody scores this hand.", "nl": "Niemand scoort deze hand."},
    "practice.ui.knocker": {"en": "Knocker: {who}", "nl": "Klopper: {who}"},
    "practice.ui.melds_of": {"en": "{who}", "nl": "{who}"},
    "practice.ui.laid_off": {"en": "Laid off: {layoffs}", "nl": "Aangelegd: {layoffs}"},
    "practice.ui.layoff": {"en": "{card} onto {meld}", "nl": "{card} aan {meld}"},
    "practice.ui.breakdown": {"en": "Score", "nl": "Score"},
    "practice.ui.next": {"en": "Next hand", "nl": "Volgende hand"},
    "practice.ui.back": {"en": "Back to the match", "nl": "Terug naar de partij"},
    "practice.ui.review": {"en": "Review this hand", "nl": "Bespreek deze hand"},
    "practice.ui.review_title": {"en": "Review", "nl": "Bespreking"},
    "practice.ui.review_clean": {
        "en": "None of your moves clearly cost you points: well played.",
        "nl": "Geen van je zetten kostte je duidelijk punten: goed gespeeld.",
    },
    "practice.ui.turn_n": {"en": "Turn {turn}", "nl": "Beurt {turn}"},
    "practice.ui.play_again": {"en": "Play again from here", "nl": "Speel opnieuw vanaf hier"},
    "practice.ui.match_won": {"en": "You won the match!", "nl": "Je hebt de partij gewonnen!"},
    "practice.ui.match_lost": {
        "en": "The opponent won the match.",
        "nl": "De tegenstander heeft de partij gewonnen.",
    },
    "practice.ui.replay_note": {
        "en": "You are replaying a position from the review; it does not count for the match.",
        "nl": "Je speelt een stand uit de bespreking opnieuw; die telt niet mee voor de partij.",
    },
    "practice.ui.not_allowed": {
        "en": "That move is not allowed: {why}",
        "nl": "Die zet mag niet: {why}",
    },
    "practice.ui.cannot_resume": {
        "en": "Your last game could not be brought back ({why}). It is kept as it was; "
        "start a new game below.",
        "nl": "Je vorige spel kon niet worden teruggehaald ({why}). Het blijft bewaard zoals "
        "het was; begin hieronder een nieuw spel.",
    },
    "practice.ui.bad_number": {
        "en": "'{asked}' is not a game number: a game number is a whole number from 1 to {most}.",
        "nl": "'{asked}' is geen spelnummer: een spelnummer is een geheel getal van 1 tot {most}.",
    },
    "practice.verdict.best": {"en": "good", "nl": "goed"},
    "practice.verdict.close": {"en": "close", "nl": "bijna even goed"},
    "practice.verdict.inaccuracy": {"en": "inaccuracy", "nl": "onnauwkeurig"},
    "practice.verdict.mistake": {"en": "mistake", "nl": "fout"},
    "practice.verdict.blunder": {"en": "blunder", "nl": "blunder"},
}
