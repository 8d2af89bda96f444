"""Guided lessons: feedback, hints and the words of the lessons page and checker.

The numbers in these sentences always come from the engine (the reason's arguments); the
Dutch uses the terms of the sources: dood hout, kloppen, bijleggen, onderklop, combinatie.
"""

MESSAGES: dict[str, dict[str, str]] = {
    # ------------------------------------------------------------------ answers
    "lesson.yes": {"en": "yes", "nl": "ja"},
    "lesson.no": {"en": "no", "nl": "nee"},
    "lesson.none": {"en": "none", "nl": "geen"},
    "lesson.choice.you": {"en": "you", "nl": "jij"},
    "lesson.choice.opponent": {"en": "the opponent", "nl": "de tegenstander"},
    "lesson.choice.nobody": {"en": "nobody", "nl": "niemand"},
    "lesson.choice.knock": {"en": "a knock", "nl": "een klop"},
    "lesson.choice.undercut": {"en": "an undercut", "nl": "een onderklop"},
    "lesson.choice.gin": {"en": "gin", "nl": "gin"},
    "lesson.choice.big_gin": {"en": "big gin", "nl": "grote gin"},
    "lesson.choice.tie": {"en": "a tie: nobody scores", "nl": "gelijk: niemand scoort"},
    "lesson.choice.left": {"en": "the player on your left", "nl": "de speler links van je"},
    "lesson.choice.right": {"en": "the player on your right", "nl": "de speler rechts van je"},
    "lesson.choice.knock_now": {"en": "knock now", "nl": "nu kloppen"},
    "lesson.choice.wait": {"en": "wait", "nl": "wachten"},
    "lesson.choice.your_team": {"en": "your team", "nl": "jouw team"},
    "lesson.choice.other_team": {"en": "the other team", "nl": "het andere team"},
    "lesson.seat.you": {"en": "You", "nl": "Jij"},
    "lesson.seat.opponent": {"en": "Opponent", "nl": "Tegenstander"},
    "lesson.answer_was": {"en": "The answer: {answer}.", "nl": "Het antwoord: {answer}."},
    "lesson.try_again": {
        "en": "Not quite. Look again and try once more.",
        "nl": "Nog niet goed. Kijk nog eens en probeer het opnieuw.",
    },
    # ------------------------------------------------------------------ melds and deadwood
    "lesson.not_meld": {
        "en": "{cards} is no meld: a set needs three or four cards of one rank, a run three or "
        "more in a row of one suit, with the ace low only (Q-K-A is no run).",
        "nl": "{cards} is geen combinatie: een set is drie of vier kaarten van dezelfde rang, een "
        "reeks drie of meer opeenvolgende kaarten van één kleur, met de aas alleen laag "
        "(V-H-A is geen reeks).",
    },
    "lesson.choice_deadwood": {
        "en": "Choice {choice} leaves {cards} loose: {deadwood} deadwood.",
        "nl": "Keuze {choice} laat {cards} los: {deadwood} dood hout.",
    },
    "lesson.choice_overlap": {
        "en": "Choice {choice} uses {cards} in two melds, and a card counts in one meld only.",
        "nl": "Keuze {choice} gebruikt {cards} in twee combinaties, en een kaart telt maar in "
        "één combinatie.",
    },
    "lesson.choice_not_in_hand": {
        "en": "Choice {choice} lays {meld}, which is not in this hand.",
        "nl": "Keuze {choice} legt {meld}, en die zit niet in deze hand.",
    },
    # ------------------------------------------------------------------ discards and knocking
    "lesson.discard_best": {
        "en": "The best discard is {cards}: it leaves {deadwood} deadwood.",
        "nl": "De beste kaart om af te leggen is {cards}: dan houd je {deadwood} dood hout.",
    },
    "lesson.discard_leaves": {
        "en": "Discarding {card} leaves {deadwood} deadwood; the best discard leaves {best}.",
        "nl": "Als je {card} aflegt, houd je {deadwood} dood hout; de beste keuze laat "
        "{best} over.",
    },
    "lesson.discard_good": {
        "en": "Discarding {card} leaves {deadwood} deadwood, the least you can keep.",
        "nl": "Als je {card} aflegt, houd je {deadwood} dood hout: minder kan niet.",
    },
    "lesson.knock_with": {
        "en": "You may knock by discarding {cards}.",
        "nl": "Je mag kloppen als je {cards} aflegt.",
    },
    "lesson.gin_with": {
        "en": "You go gin by discarding {cards}.",
        "nl": "Je gaat gin als je {cards} aflegt.",
    },
    "lesson.take_no_meld": {
        "en": "{card} completes no meld in your hand. Taking it would only show the opponent "
        "what you collect: draw from the stock.",
        "nl": "{card} maakt geen combinatie af in je hand. Pakken laat de tegenstander alleen "
        "zien wat je verzamelt: pak van de trekstapel.",
    },
    "lesson.knock_or_wait.not_wait": {
        "en": "Waiting is worth less here than knocking now.",
        "nl": "Wachten is hier minder waard dan nu kloppen.",
    },
    "lesson.knock_or_wait.not_knock_now": {
        "en": "Knocking now is worth less here than waiting.",
        "nl": "Nu kloppen is hier minder waard dan wachten.",
    },
    "lesson.knock_or_wait.knock_now": {
        "en": "Knock with {card}: over {samples} hands that is {gain} points more on average "
        "than waiting, far more than luck explains.",
        "nl": "Klop met {card}: over {samples} handen levert dat gemiddeld {gain} punten meer op "
        "dan wachten, veel meer dan toeval verklaart.",
    },
    "lesson.knock_or_wait.wait": {
        "en": "Wait: over {samples} hands knocking now costs {gain} points on average. Throw "
        "{card} face up and lower your deadwood first.",
        "nl": "Wacht: over {samples} handen kost nu kloppen je gemiddeld {gain} punten. Leg "
        "{card} open af en maak je dood hout eerst lager.",
    },
    "lesson.danger.feeds": {
        "en": "{card} would give him {meld}, with a card he took.",
        "nl": "{card} geeft hem {meld}, met een kaart die hij pakte.",
    },
    "lesson.danger.taken": {
        "en": "He took {cards} from the discard pile and still holds them.",
        "nl": "Hij pakte {cards} van de aflegstapel en heeft ze nog.",
    },
    "lesson.danger.safe": {
        "en": "{cards} make no meld with what he took, except with cards you hold yourself or "
        "that lie dead in the pile.",
        "nl": "{cards} maken geen combinatie met wat hij pakte, hooguit met kaarten die je zelf "
        "hebt of die al dood in de aflegstapel liggen.",
    },
    "lesson.danger.not": {
        "en": "{card} makes no meld with a card he took.",
        "nl": "{card} maakt geen combinatie met een kaart die hij pakte.",
    },
    "lesson.danger.missed": {
        "en": "You missed {count:dangerous card|dangerous cards}.",
        "nl": "Je mist nog {count:gevaarlijke kaart|gevaarlijke kaarten}.",
    },
    "lesson.danger.safe_best": {
        "en": "{card} gives him nothing he collects, and of those cards it leaves the least "
        "deadwood: {deadwood}.",
        "nl": "{card} geeft hem niets wat hij verzamelt, en van die kaarten houd je zo het "
        "minste dood hout over: {deadwood}.",
    },
    "lesson.danger.safe_leaves": {
        "en": "{card} is safe, but leaves {deadwood} deadwood; another safe card leaves {best}.",
        "nl": "{card} is veilig, maar je houdt {deadwood} dood hout over; met een andere "
        "veilige kaart {best}.",
    },
    "lesson.danger.none": {
        "en": "None of your cards makes a meld with what he took.",
        "nl": "Geen van je kaarten maakt een combinatie met wat hij pakte.",
    },
    "lesson.outs": {
        "en": "{cards} can still make a meld with {outs}: {count:card|cards}.",
        "nl": "Met {cards} maak je nog een combinatie met {outs}: {count:kaart|kaarten}.",
    },
    "lesson.outs.too_many": {
        "en": "Fewer than {count}: count only cards that make a set or a run with these, and "
        "none you hold yourself or that lie dead in the pile.",
        "nl": "Minder dan {count}: tel alleen kaarten die hiermee een set of reeks maken, en "
        "geen kaarten die je zelf hebt of die al dood in de aflegstapel liggen.",
    },
    "lesson.outs.too_few": {
        "en": "More than {count}: a run grows at both ends, and a set takes any card of its "
        "rank that is still out.",
        "nl": "Meer dan {count}: een reeks groeit aan beide kanten, en een set neemt elke kaart "
        "van zijn rang die nog in het spel is.",
    },
    "lesson.outs_none": {
        "en": "No card can still make a meld with {cards}.",
        "nl": "Geen kaart kan met {cards} nog een combinatie maken.",
    },
    "lesson.take_lowers_only": {
        "en": "It would bring your deadwood from {before} to {after}, but only as a loose card: "
        "a card from the stock may lower it as much.",
        "nl": "Je dood hout zou van {before} naar {after} gaan, maar alleen als losse kaart: een "
        "kaart van de trekstapel kan dat net zo goed.",
    },
    "lesson.take_helps": {
        "en": "{card} completes a meld: your best deadwood goes from {before} to {after}.",
        "nl": "{card} maakt een combinatie af: je beste dood hout gaat van {before} naar {after}.",
    },
    "lesson.take_no_help": {
        "en": "{card} would join a meld, but your best deadwood would be {after}, no better "
        "than {before} now. Draw from the stock and show nothing.",
        "nl": "{card} past wel in een combinatie, maar je beste dood hout zou {after} worden, "
        "niet beter dan {before} nu. Pak van de trekstapel en verraad niets.",
    },
    "lesson.legal_yes": {
        "en": "Yes, that is allowed now.",
        "nl": "Ja, dat mag nu.",
    },
    "lesson.limit": {
        "en": "This hand you may knock with at most {limit} deadwood.",
        "nl": "Deze hand mag je kloppen met hoogstens {limit} dood hout.",
    },
    "lesson.limit_upcard": {
        "en": "The upcard {upcard} sets this hand's knock limit: {limit}.",
        "nl": "De open kaart {upcard} bepaalt de klopgrens van deze hand: {limit}.",
    },
    "lesson.no_layoffs": {
        "en": "None of your cards can be laid off here.",
        "nl": "Geen van je kaarten kun je hier bijleggen.",
    },
    "lesson.turns": {
        "en": "{turns} quiet turns go by: each player draws from the stock and discards the "
        "card drawn. {stock} cards are left in the stock.",
        "nl": "Er gaan {turns} rustige beurten voorbij: elke speler pakt van de trekstapel en "
        "legt die kaart weer af. Er liggen nog {stock} kaarten op de trekstapel.",
    },
    # ------------------------------------------------------------------ moves (try steps)
    "lesson.try.discard_only": {
        "en": "This step asks for a plain discard; knocking comes later.",
        "nl": "Deze stap vraagt om gewoon een kaart af te leggen; kloppen komt later.",
    },
    "lesson.try.knock_now": {
        "en": "You can knock this turn (limit {limit}): discard face down and knock.",
        "nl": "Je kunt deze beurt kloppen (grens {limit}): leg gesloten af en klop.",
    },
    "lesson.try.gin_now": {
        "en": "This hand can go gin: find the discard that melds every other card.",
        "nl": "Deze hand kan gin gaan: zoek de kaart waarna alle andere in combinaties zitten.",
    },
    "lesson.try.big_gin_now": {
        "en": "All eleven cards are melded: lay them all down without a discard, for big gin.",
        "nl": "Alle elf kaarten zitten in combinaties: leg ze allemaal neer zonder af te leggen, "
        "voor grote gin.",
    },
    "lesson.try.more_layoffs": {
        "en": "Wait: you can still lay off {count:card|cards} onto the knocker's melds.",
        "nl": "Wacht: je kunt nog {count:kaart|kaarten} bijleggen bij de combinaties van de "
        "klopper.",
    },
    "lesson.try.layoff_worse": {
        "en": "Laying off {card} there leaves you {deadwood} deadwood at best; {best} is possible.",
        "nl": "Als je {card} daar bijlegt, houd je op zijn best {deadwood} dood hout; {best} kan.",
    },
    # ------------------------------------------------------------------ hints
    "lesson.hint.is_meld": {
        "en": "Same rank three or four times, or three or more in a row of one suit? Ace is low.",
        "nl": "Drie of vier keer dezelfde rang, of drie of meer op een rij in één kleur? Aas is "
        "laag.",
    },
    "lesson.hint.deadwood": {
        "en": "Find the melds first, then add up only the cards in no meld (A 1, J Q K 10).",
        "nl": "Zoek eerst de combinaties en tel dan alleen de kaarten die nergens in zitten "
        "(aas 1, B V H 10).",
    },
    "lesson.hint.deadwood_cards": {
        "en": "Pick the cards that stay loose when you meld as much as you can.",
        "nl": "Kies de kaarten die los blijven als je zo veel mogelijk combineert.",
    },
    "lesson.hint.arrangement": {
        "en": "Count what each choice leaves loose, and remember: one meld per card.",
        "nl": "Tel wat elke keuze los laat, en onthoud: een kaart telt maar in één combinatie.",
    },
    "lesson.hint.can_knock": {
        "en": "Try each discard: does one leave {limit} deadwood or less?",
        "nl": "Probeer elke kaart om af te leggen: houd je er met één {limit} of minder dood hout?",
    },
    "lesson.hint.can_gin": {
        "en": "Is there a discard after which every card is in a meld?",
        "nl": "Is er een kaart waarna alle andere kaarten in een combinatie zitten?",
    },
    "lesson.hint.big_gin": {
        "en": "Big gin: all eleven cards in melds, before any discard.",
        "nl": "Grote gin: alle elf kaarten in combinaties, nog voor je aflegt.",
    },
    "lesson.hint.discard": {
        "en": "Keep your melds and the cards that nearly make one; the highest loose card goes.",
        "nl": "Houd je combinaties en de kaarten die er bijna een vormen; de hoogste losse kaart "
        "gaat weg.",
    },
    "lesson.hint.knock_discards": {
        "en": "For each card: what deadwood is left if you discard it?",
        "nl": "Voor elke kaart: hoeveel dood hout houd je over als je hem aflegt?",
    },
    "lesson.hint.knock_or_wait": {
        "en": "How early is it (look at the stock), and what did the opponent take from the "
        "pile? The closer he may be, the likelier an undercut.",
        "nl": "Hoe vroeg is het (kijk naar de trekstapel), en wat pakte de tegenstander van de "
        "aflegstapel? Hoe dichter hij bij kloppen kan zijn, hoe groter de kans op een onderklop.",
    },
    "lesson.hint.dangerous": {
        "en": "For each of your cards: would it make a set or a run with {cards}, which he "
        "took from the pile, and cards he may hold?",
        "nl": "Voor elke kaart: maakt hij een set of een reeks met {cards}, die hij van de "
        "aflegstapel pakte, en kaarten die hij kan hebben?",
    },
    "lesson.hint.outs": {
        "en": "Which cards would make a set or a run with these? Leave out the ones you hold "
        "yourself or that lie dead in the discard pile.",
        "nl": "Welke kaarten maken hiermee een set of een reeks? Tel de kaarten die je zelf hebt "
        "of die al dood in de aflegstapel liggen niet mee.",
    },
    "lesson.hint.take": {
        "en": "Would the top card join a meld? Only then is it worth showing your plan.",
        "nl": "Past de bovenste kaart in een combinatie? Alleen dan is het de moeite waard je "
        "plan te laten zien.",
    },
    "lesson.hint.legal": {
        "en": "Think of the rules of a turn: draw one, discard one, and what you may not throw "
        "back.",
        "nl": "Denk aan de regels van een beurt: één pakken, één afleggen, en wat je niet "
        "meteen terug mag leggen.",
    },
    "lesson.hint.knock_limit": {
        "en": "Look at the first upcard of this hand.",
        "nl": "Kijk naar de eerste open kaart van deze hand.",
    },
    "lesson.hint.layoffs": {
        "en": "A fourth card fits a set of three; a run grows at either end.",
        "nl": "Een vierde kaart past bij een set van drie; een reeks groeit aan beide kanten.",
    },
    "lesson.why.knock": {
        "en": "The knocker has less deadwood, so the knocker scores this hand.",
        "nl": "De klopper heeft minder dood hout, dus de klopper scoort deze hand.",
    },
    "lesson.why.undercut": {
        "en": "Undercut: the defender has no more deadwood than the knocker, so the defender "
        "scores this hand.",
        "nl": "Onderklop: de verdediger heeft niet meer dood hout dan de klopper, dus de "
        "verdediger scoort deze hand.",
    },
    "lesson.why.gin": {
        "en": "Gin: the knocker has no deadwood at all, so the knocker scores this hand.",
        "nl": "Gin: de klopper heeft helemaal geen dood hout, dus de klopper scoort deze hand.",
    },
    "lesson.why.big_gin": {
        "en": "Big gin: all eleven of the knocker's cards are melded, so the knocker scores "
        "this hand.",
        "nl": "Grote gin: alle elf kaarten van de klopper zitten in combinaties, dus de klopper "
        "scoort deze hand.",
    },
    "lesson.hint.final_deadwood": {
        "en": "First take away the cards laid off, then count what stays loose.",
        "nl": "Haal eerst de bijgelegde kaarten weg en tel dan wat los blijft.",
    },
    "lesson.hint.winner": {
        "en": "Compare the deadwood after the layoffs; equal or lower for the defender is an "
        "undercut.",
        "nl": "Vergelijk het dood hout na het bijleggen; evenveel of minder voor de verdediger "
        "is een onderklop.",
    },
    "lesson.hint.result": {
        "en": "Did the knocker have any deadwood? Who has less after the layoffs?",
        "nl": "Had de klopper nog dood hout? Wie heeft minder na het bijleggen?",
    },
    "lesson.hint.points": {
        "en": "The difference in deadwood, plus any bonus (gin 25, undercut 25).",
        "nl": "Het verschil in dood hout, plus een eventuele bonus (gin 25, onderklop 25).",
    },
    "lesson.hint.match_winner": {
        "en": "Add the bonuses first; the higher total wins.",
        "nl": "Tel eerst de bonussen op; het hoogste totaal wint.",
    },
    "lesson.hint.match_points": {
        "en": "Start from the hand points, then add the game, box and shutout bonuses.",
        "nl": "Begin bij de punten van de handen en tel dan de spelbonus, de boxbonus en de "
        "bonus voor alle gewonnen handen op.",
    },
    "lesson.hint.sits_out": {
        "en": "The dealer sits out. Was the last hand a draw, or does the deal pass on?",
        "nl": "De deler speelt niet mee. Was de vorige hand onbeslist, of schuift het delen door?",
    },
    "lesson.hint.team_winner": {
        "en": "Who won at each table does not decide it: add each team's two final totals.",
        "nl": "Wie aan elke tafel won, beslist het niet: tel per team de twee eindtotalen op.",
    },
    "lesson.team.yours": {
        "en": "Your team: you {a} + your partner {b} = {total}.",
        "nl": "Jouw team: jij {a} + je teamgenoot {b} = {total}.",
    },
    "lesson.team.theirs": {
        "en": "The other team: {a} + {b} = {total}.",
        "nl": "Het andere team: {a} + {b} = {total}.",
    },
    "lesson.team.your_team": {
        "en": "Your team has the higher total and wins.",
        "nl": "Jouw team heeft het hoogste totaal en wint.",
    },
    "lesson.team.other_team": {
        "en": "The other team has the higher total and wins.",
        "nl": "Het andere team heeft het hoogste totaal en wint.",
    },
    "lesson.team.nobody": {
        "en": "Both teams have the same total: nobody wins.",
        "nl": "Beide teams hebben hetzelfde totaal: niemand wint.",
    },
    "lesson.hint.first_dealer": {
        "en": "Which card is higher, and does the higher or the lower card deal here?",
        "nl": "Welke kaart is hoger, en deelt hier de hoogste of de laagste kaart?",
    },
    "lesson.hint.next_dealer": {
        "en": "Do these rules alternate the deal, or does the loser deal?",
        "nl": "Wisselt de deler bij deze regels, of deelt de verliezer?",
    },
    "lesson.hint.discard_best": {
        "en": "The best discard leaves {deadwood} deadwood. Which card is that?",
        "nl": "De beste kaart om af te leggen laat {deadwood} dood hout over. Welke is dat?",
    },
    "lesson.hint.knock": {
        "en": "Your best discard leaves {deadwood} deadwood, within the limit of {limit}.",
        "nl": "Je beste afleg laat {deadwood} dood hout over, binnen de grens van {limit}.",
    },
    "lesson.hint.gin": {
        "en": "One discard leaves {deadwood} deadwood: every other card melds.",
        "nl": "Eén kaart afleggen laat {deadwood} dood hout over: de rest zit in combinaties.",
    },
    "lesson.hint.layoffs_left": {
        "en": "You can lay off {count:card|cards} in all; then say done.",
        "nl": "Je kunt in totaal {count:kaart|kaarten} bijleggen; zeg daarna klaar.",
    },
    "lesson.hint.draw": {
        "en": "A turn starts with a draw: the top of the stock or the top of the discard pile.",
        "nl": "Een beurt begint met pakken: de bovenste kaart van de trekstapel of van de "
        "aflegstapel.",
    },
    "lesson.hint.any": {
        "en": "Any legal move will do here.",
        "nl": "Elke toegestane zet is hier goed.",
    },
    # ------------------------------------------------------------------ the match (R3, R4, R24-R28)
    "lesson.players3": {
        "en": "Player 1 is you, player 2 the player on your left, player 3 the one on your "
        "right: the order of play.",
        "nl": "Speler 1 ben jij, speler 2 de speler links van je, speler 3 die rechts van je: "
        "de volgorde van spelen.",
    },
    "lesson.final.total_you": {
        "en": "So you end the match with {total}.",
        "nl": "Je eindigt de partij dus met {total}.",
    },
    "lesson.final.total_opponent": {
        "en": "So the opponent ends the match with {total}.",
        "nl": "De tegenstander eindigt de partij dus met {total}.",
    },
    # ------------------------------------------------------------------ the page
    "lesson.ui.page": {"en": "Lessons", "nl": "Lessen"},
    "lesson.ui.path": {"en": "Your path", "nl": "Jouw route"},
    "lesson.ui.intro": {
        "en": "Short guided lessons, from the cards to the whole match. The computer checks "
        "every answer and explains it.",
        "nl": "Korte lessen met uitleg, van de kaarten tot een heel spel. De computer "
        "controleert elk antwoord en legt het uit.",
    },
    "lesson.ui.start": {"en": "Start", "nl": "Begin"},
    "lesson.ui.again": {"en": "Again", "nl": "Opnieuw"},
    "lesson.ui.back": {"en": "All lessons", "nl": "Alle lessen"},
    "lesson.ui.step": {"en": "Step {index} of {total}", "nl": "Stap {index} van {total}"},
    "lesson.ui.next": {"en": "Next", "nl": "Verder"},
    "lesson.ui.finish": {"en": "Finish", "nl": "Afronden"},
    "lesson.ui.check": {"en": "Check", "nl": "Controleer"},
    "lesson.ui.hint": {"en": "Hint", "nl": "Tip"},
    "lesson.ui.give_up": {"en": "Show the answer", "nl": "Toon het antwoord"},
    "lesson.ui.right": {"en": "Right!", "nl": "Goed zo!"},
    "lesson.ui.wrong": {"en": "Not right.", "nl": "Niet goed."},
    "lesson.ui.number": {"en": "Your answer", "nl": "Jouw antwoord"},
    "lesson.ui.pick": {"en": "Pick cards", "nl": "Kies kaarten"},
    "lesson.ui.pick_one": {"en": "Pick a card", "nl": "Kies een kaart"},
    "lesson.ui.your_hand": {"en": "Your hand", "nl": "Jouw hand"},
    "lesson.ui.opponent": {"en": "Opponent", "nl": "Tegenstander"},
    "lesson.ui.opponent_hidden": {
        "en": "Opponent: {count} cards, face down",
        "nl": "Tegenstander: {count} kaarten, gesloten",
    },
    "lesson.ui.discard_pile": {"en": "Discard pile", "nl": "Aflegstapel"},
    "lesson.ui.stock": {"en": "Stock: {count} cards", "nl": "Trekstapel: {count} kaarten"},
    "lesson.ui.taken": {
        "en": "Taken from the discard pile this turn: {card}",
        "nl": "Deze beurt van de aflegstapel gepakt: {card}",
    },
    "lesson.ui.limit": {"en": "Knock limit: {limit}", "nl": "Klopgrens: {limit}"},
    "lesson.ui.only_gin": {"en": "Only gin ends this hand", "nl": "Alleen gin beëindigt deze hand"},
    "lesson.ui.spread": {"en": "The knocker's melds", "nl": "De combinaties van de klopper"},
    "lesson.ui.knocker": {"en": "Knocker: {who}", "nl": "Klopper: {who}"},
    "lesson.ui.defender": {"en": "Defender: {who}", "nl": "Verdediger: {who}"},
    "lesson.ui.laid_off": {"en": "Laid off: {cards}", "nl": "Bijgelegd: {cards}"},
    "lesson.ui.deadwood": {
        "en": "Deadwood: {cards} = {deadwood}",
        "nl": "Dood hout: {cards} = {deadwood}",
    },
    "lesson.ui.turn": {"en": "To move: {who}", "nl": "Aan zet: {who}"},
    "lesson.ui.draw_stock": {"en": "Draw from the stock", "nl": "Pak van de trekstapel"},
    "lesson.ui.take": {"en": "Take {card}", "nl": "Pak {card}"},
    "lesson.ui.pass": {"en": "Pass", "nl": "Pas"},
    "lesson.ui.discard": {"en": "Discard", "nl": "Afleggen"},
    "lesson.ui.knock": {"en": "Knock", "nl": "Kloppen"},
    "lesson.ui.gin": {"en": "Gin", "nl": "Gin"},
    "lesson.ui.big_gin": {"en": "Big gin", "nl": "Grote gin"},
    "lesson.ui.layoff": {"en": "Lay off {card} on {meld}", "nl": "Leg {card} bij {meld}"},
    "lesson.ui.done": {"en": "Done", "nl": "Klaar"},
    "lesson.ui.loose": {"en": "loose", "nl": "los"},
    "lesson.ui.knocker_cards": {"en": "The knocker's cards", "nl": "De kaarten van de klopper"},
    "lesson.ui.defender_cards": {
        "en": "The defender's cards",
        "nl": "De kaarten van de verdediger",
    },
    "lesson.ui.nothing_chosen": {
        "en": "Choose first, then press the button.",
        "nl": "Kies eerst, en druk dan op de knop.",
    },
    "lesson.ui.next_lesson": {"en": "Next: {title}", "nl": "Volgende: {title}"},
    "lesson.ui.what_happened": {"en": "What happened", "nl": "Wat er gebeurde"},
    "lesson.ui.compare": {"en": "Spread {spread}", "nl": "Uitgelegd: {spread}"},
    "lesson.ui.finished": {
        "en": "Lesson finished: {stars} of 3 stars.",
        "nl": "Les klaar: {stars} van de 3 sterren.",
    },
    "lesson.ui.broken": {
        "en": "This lesson cannot be opened:",
        "nl": "Deze les kan niet worden geopend:",
    },
    "lesson.ui.none": {
        "en": "No lessons found in {folder}.",
        "nl": "Geen lessen gevonden in {folder}.",
    },
    "lesson.ui.rules": {"en": "Rules: {rules}", "nl": "Regels: {rules}"},
    "lesson.chapter.cards": {"en": "The cards and melds", "nl": "De kaarten en combinaties"},
    "lesson.chapter.turn": {"en": "A turn", "nl": "Een beurt"},
    "lesson.chapter.ending": {"en": "Ending a hand", "nl": "Een hand beëindigen"},
    "lesson.chapter.scoring": {"en": "Scoring", "nl": "De score"},
    "lesson.chapter.strategy": {"en": "Playing well", "nl": "Goed spelen"},
    "lesson.chapter.match": {"en": "The match", "nl": "De partij"},
    "lesson.chapter.variants": {"en": "Variants", "nl": "Varianten"},
    "lesson.chapter.other": {"en": "More lessons", "nl": "Meer lessen"},
    "lesson.ui.chapter": {
        "en": "Chapter {number}: {title}",
        "nl": "Hoofdstuk {number}: {title}",
    },
    "lesson.ui.chapter_done": {
        "en": "{done} of {lessons:lesson|lessons} done · {stars} of {most} stars",
        "nl": "{done} van {lessons:les|lessen} af · {stars} van {most} sterren",
    },
    "lesson.ui.next_up": {"en": "Next up", "nl": "Volgende"},
    "lesson.ui.chapter_lessons": {"en": "{lessons:lesson|lessons}", "nl": "{lessons:les|lessen}"},
    "lesson.ui.chapter_lessons_quiz": {
        "en": "{lessons:lesson|lessons} and a quiz",
        "nl": "{lessons:les|lessen} en een toets",
    },
    "lesson.quiz.title": {"en": "Quiz: {chapter}", "nl": "Toets: {chapter}"},
    "lesson.quiz.summary": {
        "en": "The questions of this chapter's lessons, mixed: see what stuck.",
        "nl": "De vragen uit de lessen van dit hoofdstuk, door elkaar: kijk wat je onthouden hebt.",
    },
    "lesson.ui.quiz_start": {"en": "Take the quiz", "nl": "Doe de toets"},
    "lesson.ui.done_mark": {"en": "done", "nl": "af"},
    "lesson.ui.mistakes": {
        "en": "Mistakes: {mistakes} · hints: {hints}",
        "nl": "Fouten: {mistakes} · tips: {hints}",
    },
}
