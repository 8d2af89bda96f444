"""Words for the puzzles: questions, verdicts and the explanations around the engine's reasons."""

MESSAGES: dict[str, dict[str, str]] = {
    # The kinds and levels, as the page and the command name them.
    "puzzle.kind.can-knock": {"en": "Can you knock?", "nl": "Mag je kloppen?"},
    "puzzle.kind.deadwood": {"en": "Count the deadwood", "nl": "Tel het dood hout"},
    "puzzle.kind.best-melds": {"en": "Best melds", "nl": "Beste combinaties"},
    "puzzle.kind.best-discard": {"en": "Best discard", "nl": "Beste afgooi"},
    "puzzle.kind.layoff": {"en": "Lay off", "nl": "Bijleggen"},
    "puzzle.kind.score": {"en": "Who scores?", "nl": "Wie scoort?"},
    "puzzle.level": {"en": "Level {level}", "nl": "Niveau {level}"},
    "puzzle.ui.answer": {"en": "Answer", "nl": "Antwoord"},
    # The Puzzles page.
    "puzzle.ui.title": {"en": "Puzzles", "nl": "Puzzels"},
    "puzzle.ui.intro": {
        "en": "A position, a question, and the answer with its reasons, all worked out by the "
        "rules. Your rating goes up when you solve one and down when you miss; missed "
        "puzzles come back later.",
        "nl": "Een stelling, een vraag, en het antwoord met de redenen, uitgerekend volgens de "
        "spelregels. Je rating stijgt als je er een oplost en daalt als je mist; gemiste "
        "puzzels komen later terug.",
    },
    "puzzle.ui.kind": {"en": "Kind of puzzle", "nl": "Soort puzzel"},
    "puzzle.ui.any_kind": {"en": "Let the app choose", "nl": "Laat de app kiezen"},
    "puzzle.ui.new": {"en": "New puzzle", "nl": "Nieuwe puzzel"},
    "puzzle.ui.daily": {"en": "Puzzle of the day", "nl": "Puzzel van de dag"},
    "puzzle.ui.daily_badge": {
        "en": "Puzzle of the day, {date}",
        "nl": "Puzzel van de dag, {date}",
    },
    "puzzle.ui.review_badge": {
        "en": "A puzzle you missed before, back for review.",
        "nl": "Een puzzel die je eerder miste, terug om te herhalen.",
    },
    "puzzle.ui.link": {
        "en": "Puzzle number {number}.",
        "nl": "Puzzel nummer {number}.",
    },
    "puzzle.ui.rating": {"en": "Your rating", "nl": "Jouw rating"},
    "puzzle.ui.kind_rating": {"en": "Rating in this kind", "nl": "Rating in deze soort"},
    "puzzle.ui.provisional": {"en": "provisional", "nl": "voorlopig"},
    "puzzle.ui.strengths": {
        "en": "Strongest: {strongest}. Worth practising: {weakest}.",
        "nl": "Sterkst in: {strongest}. Goed om te oefenen: {weakest}.",
    },
    "puzzle.ui.your_cards": {"en": "Your cards", "nl": "Jouw kaarten"},
    "puzzle.ui.taken_note": {"en": "taken from the pile", "nl": "van de aflegstapel"},
    "puzzle.ui.pick_knock": {
        "en": "Click every discard that lets you knock, a gin discard too (none if you cannot "
        "knock)",
        "nl": "Klik elke afgooi waarmee je mag kloppen, ook die voor gin (geen als je niet mag "
        "kloppen)",
    },
    "puzzle.ui.pick_discard": {
        "en": "Click the card to discard",
        "nl": "Klik de kaart om af te gooien",
    },
    "puzzle.ui.pick_layoffs": {
        "en": "Click the cards you lay off (none if you lay off nothing)",
        "nl": "Klik de kaarten die je aanlegt (geen als je niets aanlegt)",
    },
    "puzzle.ui.pick_meld": {
        "en": "Click the cards of one meld, then add it",
        "nl": "Klik de kaarten van één combinatie en voeg die toe",
    },
    "puzzle.ui.add_meld": {"en": "Add this meld", "nl": "Voeg deze combinatie toe"},
    "puzzle.ui.clear_melds": {"en": "Start the melds again", "nl": "Begin opnieuw met combinaties"},
    "puzzle.ui.melds_so_far": {"en": "Your melds: {melds}", "nl": "Jouw combinaties: {melds}"},
    "puzzle.ui.no_melds": {"en": "no melds yet", "nl": "nog geen combinaties"},
    "puzzle.ui.deadwood_input": {"en": "Deadwood", "nl": "Dood hout"},
    "puzzle.ui.left_input": {"en": "Deadwood left", "nl": "Dood hout over"},
    "puzzle.ui.winner": {"en": "Who scores?", "nl": "Wie scoort?"},
    "puzzle.ui.side.knocker": {"en": "the knocker", "nl": "de klopper"},
    "puzzle.ui.side.defender": {"en": "the defender (you)", "nl": "de verdediger (jij)"},
    "puzzle.ui.side.nobody": {"en": "nobody", "nl": "niemand"},
    "puzzle.ui.points": {"en": "Points", "nl": "Punten"},
    "puzzle.ui.submit": {"en": "Check my answer", "nl": "Controleer mijn antwoord"},
    "puzzle.ui.again": {"en": "Try it again", "nl": "Probeer opnieuw"},
    "puzzle.ui.next": {"en": "Next puzzle", "nl": "Volgende puzzel"},
    "puzzle.ui.retry_note": {
        "en": "Trying again after seeing the answer does not change your rating.",
        "nl": "Opnieuw proberen na het antwoord verandert je rating niet.",
    },
    "puzzle.ui.rating_change": {
        "en": "Rating {before} → {after}",
        "nl": "Rating {before} → {after}",
    },
    "puzzle.ui.progress": {"en": "Your progress", "nl": "Jouw voortgang"},
    "puzzle.ui.col.kind": {"en": "Kind", "nl": "Soort"},
    "puzzle.ui.col.attempts": {"en": "Attempts", "nl": "Pogingen"},
    "puzzle.ui.col.success": {"en": "Solved", "nl": "Opgelost"},
    "puzzle.ui.col.rating": {"en": "Rating", "nl": "Rating"},
    "puzzle.ui.rating_estimated": {
        "en": "This puzzle's rating: {rating} (estimated: nobody has answered it yet).",
        "nl": "Rating van deze puzzel: {rating} (geschat: nog niemand heeft hem beantwoord).",
    },
    "puzzle.ui.rating_played": {
        "en": "This puzzle's rating: {rating}, from the answers of everyone who tried it.",
        "nl": "Rating van deze puzzel: {rating}, uit de antwoorden van iedereen die hem probeerde.",
    },
    "puzzle.ui.due": {"en": "Due for review: {what}.", "nl": "Om te herhalen: {what}."},
    "puzzle.due.both": {
        "en": "{puzzles:puzzle|puzzles} you missed and {kinds:kind|kinds} of puzzle to "
        "practise again",
        "nl": "{puzzles:gemiste puzzel|gemiste puzzels} en {kinds:soort|soorten} puzzel om "
        "opnieuw te oefenen",
    },
    "puzzle.due.puzzles": {
        "en": "{puzzles:puzzle|puzzles} you missed",
        "nl": "{puzzles:gemiste puzzel|gemiste puzzels}",
    },
    "puzzle.due.kinds": {
        "en": "{kinds:kind|kinds} of puzzle to practise again",
        "nl": "{kinds:soort|soorten} puzzel om opnieuw te oefenen",
    },
    "puzzle.due.none": {"en": "nothing", "nl": "niets"},
    "puzzle.ui.bad_link": {
        "en": "This puzzle link cannot be opened: {error}",
        "nl": "Deze puzzellink kan niet worden geopend: {error}",
    },
    "puzzle.ui.bad_answer": {
        "en": "That answer cannot be read: {error}",
        "nl": "Dat antwoord is niet te lezen: {error}",
    },
    "puzzle.ui.knocker_melds": {"en": "The knocker's melds", "nl": "Combinaties van de klopper"},
    "puzzle.ui.knocker": {"en": "The knocker's cards", "nl": "Kaarten van de klopper"},
    # The questions.
    "puzzle.ask.can_knock": {
        "en": "You drew an eleventh card. Which discards let you knock? Pick all of them: every "
        "card whose discard leaves your deadwood within the limit, a gin discard too. Pick none "
        "if no discard does.",
        "nl": "Je hebt een elfde kaart getrokken. Met welke afgooi mag je kloppen? Kies ze "
        "allemaal: elke kaart waarna je dood hout binnen de grens blijft, ook een afgooi voor "
        "gin. Kies er geen als het met geen enkele kaart kan.",
    },
    "puzzle.ask.deadwood": {
        "en": "How much deadwood do these ten cards hold, with the best melds?",
        "nl": "Hoeveel dood hout hebben deze tien kaarten, met de beste combinaties?",
    },
    "puzzle.ask.best_melds": {
        "en": "Some cards fit more than one meld. Lay out the melds that leave the least deadwood.",
        "nl": "Sommige kaarten passen in meer dan één combinatie. Leg de combinaties neer die "
        "het minste dood hout overlaten.",
    },
    "puzzle.ask.best_discard": {
        "en": "You drew an eleventh card. Which discard leaves the least deadwood?",
        "nl": "Je hebt een elfde kaart getrokken. Welke afgooi laat het minste dood hout over?",
    },
    "puzzle.ask.layoff": {
        "en": "The other player knocked and laid out the melds shown. Which of your cards do you "
        "lay off onto them, and how much deadwood is left in your hand?",
        "nl": "De ander heeft geklopt en de getoonde combinaties neergelegd. Welke kaarten leg je "
        "daarbij aan, en hoeveel dood hout houd je over?",
    },
    "puzzle.ask.score": {
        "en": "The hand is over: the knocker laid out the melds shown, and you defend with your "
        "cards. Who scores, and how many points?",
        "nl": "De hand is voorbij: de klopper legde de getoonde combinaties neer, en jij verdedigt "
        "met jouw kaarten. Wie scoort er, en hoeveel punten?",
    },
    "puzzle.note.big_gin": {
        "en": "The knocker melded all eleven cards: big gin.",
        "nl": "De klopper heeft alle elf kaarten in combinaties: grote gin.",
    },
    "puzzle.note.taken": {
        "en": "You took {card} from the discard pile this turn.",
        "nl": "Je pakte deze beurt {card} van de aflegstapel.",
    },
    "puzzle.note.upcard": {
        "en": "Oklahoma: the upcard of this hand was {card}.",
        "nl": "Oklahoma: de open kaart van deze hand was {card}.",
    },
    "puzzle.note.limit": {
        "en": "Knock limit this hand: {limit}.",
        "nl": "Klopgrens in deze hand: {limit}.",
    },
    "puzzle.note.gin_only": {
        "en": "The upcard was an ace: only gin ends this hand.",
        "nl": "De open kaart was een aas: alleen gin beëindigt deze hand.",
    },
    "puzzle.note.straight": {
        "en": "Straight gin: there is no knocking, only gin ends the hand.",
        "nl": "Straight gin: kloppen bestaat niet, alleen gin beëindigt de hand.",
    },
    # Verdicts.
    "puzzle.correct": {"en": "Correct!", "nl": "Goed!"},
    "puzzle.wrong": {"en": "Not quite.", "nl": "Niet helemaal."},
    "puzzle.several": {
        "en": "There were {count} correct answers; any of them counts.",
        "nl": "Er waren {count} goede antwoorden; elk daarvan telt.",
    },
    "puzzle.card.not_held": {
        "en": "{card} is not one of your cards.",
        "nl": "{card} is geen kaart van jou.",
    },
    "puzzle.arrangement": {
        "en": "Melds {melds}; deadwood {cards} = {deadwood}.",
        "nl": "Combinaties {melds}; dood hout {cards} = {deadwood}.",
    },
    "puzzle.arrangement.all": {
        "en": "Melds {melds}; no deadwood left.",
        "nl": "Combinaties {melds}; geen dood hout over.",
    },
    "puzzle.after_discard": {
        "en": "After discarding {card}:",
        "nl": "Na het afgooien van {card}:",
    },
    # can-knock
    "puzzle.knock.with": {
        "en": "You may knock by discarding {cards}.",
        "nl": "Je mag kloppen door {cards} af te gooien.",
    },
    "puzzle.knock.gin_with": {
        "en": "Discarding {cards} even gives gin: no deadwood at all.",
        "nl": "Met {cards} afgooien heb je zelfs gin: helemaal geen dood hout.",
    },
    "puzzle.knock.none": {
        "en": "You cannot knock: the best legal discard still leaves {deadwood} deadwood.",
        "nl": "Je mag niet kloppen: de beste toegestane afgooi laat nog {deadwood} punten dood "
        "hout over.",
    },
    "puzzle.knock.no_gin": {
        "en": "No discard gives gin: the best legal discard leaves {deadwood} deadwood.",
        "nl": "Geen enkele afgooi geeft gin: de beste toegestane afgooi laat {deadwood} punten "
        "dood hout over.",
    },
    "puzzle.knock.not_this": {
        "en": "Discarding {card} does not let you knock:",
        "nl": "Met {card} afgooien mag je niet kloppen:",
    },
    "puzzle.knock.missed": {
        "en": "You missed {card}:",
        "nl": "Je miste {card}:",
    },
    # deadwood
    "puzzle.deadwood.given": {
        "en": "You said {given}; the least deadwood is {deadwood}.",
        "nl": "Jij zei {given}; het minste dood hout is {deadwood}.",
    },
    "puzzle.arrangements": {
        "en": "{count} different arrangements of melds reach it.",
        "nl": "{count} verschillende indelingen in combinaties halen dat.",
    },
    # best-melds
    "puzzle.melds.not_meld": {
        "en": "{cards} is not a meld: a set is three or four of a rank, a run three or more in "
        "a row of one suit.",
        "nl": "{cards} is geen combinatie: een set is drie of vier van een rang, een reeks drie "
        "of meer opeenvolgende kaarten van één kleur.",
    },
    "puzzle.melds.twice": {
        "en": "{card} is used in two melds; a card counts in one meld only.",
        "nl": "{card} zit in twee combinaties; een kaart telt maar in één combinatie.",
    },
    "puzzle.melds.yours": {
        "en": "Your melds {melds} leave {cards} = {deadwood} deadwood.",
        "nl": "Jouw combinaties {melds} laten {cards} = {deadwood} dood hout over.",
    },
    "puzzle.melds.yours.all": {
        "en": "Your melds {melds} leave no deadwood.",
        "nl": "Jouw combinaties {melds} laten geen dood hout over.",
    },
    "puzzle.melds.best.all": {
        "en": "Best: {melds} leaves no deadwood.",
        "nl": "Beste: {melds} laat geen dood hout over.",
    },
    "puzzle.melds.best": {
        "en": "Best: {melds} leaves {cards} = {deadwood} deadwood.",
        "nl": "Beste: {melds} laat {cards} = {deadwood} dood hout over.",
    },
    # best-discard
    "puzzle.discard.leaves": {
        "en": "Discarding {card} leaves {deadwood} deadwood.",
        "nl": "Met {card} afgooien houd je {deadwood} dood hout over.",
    },
    "puzzle.discard.best": {
        "en": "The least deadwood after a discard is {deadwood}, by discarding {cards}.",
        "nl": "Het minste dood hout na een afgooi is {deadwood}, door {cards} af te gooien.",
    },
    # layoff
    "puzzle.layoff.none": {
        "en": "None of your cards can be laid off usefully.",
        "nl": "Geen van je kaarten kun je nuttig aanleggen.",
    },
    "puzzle.layoff.rest": {
        "en": "Your own melds {melds}; deadwood left {cards} = {deadwood}.",
        "nl": "Je eigen combinaties {melds}; dood hout over {cards} = {deadwood}.",
    },
    "puzzle.layoff.rest.all": {
        "en": "Your own melds {melds}; no deadwood left.",
        "nl": "Je eigen combinaties {melds}; geen dood hout over.",
    },
    "puzzle.layoff.no_fit": {
        "en": "{card} fits none of the knocker's melds, not even after your other layoffs.",
        "nl": "{card} past bij geen enkele combinatie van de klopper, ook niet na je andere "
        "aanleggingen.",
    },
    "puzzle.layoff.not_together": {
        "en": "{cards} cannot all be laid off together.",
        "nl": "{cards} kun je niet allemaal tegelijk aanleggen.",
    },
    "puzzle.layoff.yours": {
        "en": "Those layoffs leave you {deadwood} deadwood; the best is {best}.",
        "nl": "Met die aanleggingen houd je {deadwood} dood hout over; het beste is {best}.",
    },
    # score
    "puzzle.score.winner.knocker": {
        "en": "It is the knocker who scores this hand.",
        "nl": "De klopper is degene die deze hand scoort.",
    },
    "puzzle.score.winner.defender": {
        "en": "It is the defender who scores this hand: an undercut.",
        "nl": "De verdediger is degene die deze hand scoort: een onderklop.",
    },
    "puzzle.score.winner.nobody": {
        "en": "Nobody scores this hand.",
        "nl": "Niemand scoort deze hand.",
    },
    "puzzle.score.points": {
        "en": "You said {given} points; it is {points}.",
        "nl": "Jij zei {given} punten; het is {points}.",
    },
}
