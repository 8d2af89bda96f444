"""Playing a hand and a match: turns, knocking, layoffs, scoring (R3-R5, R11-R30)."""

MESSAGES: dict[str, dict[str, str]] = {
    # --- what may happen now (R11, R12, R18)
    "phase.offer": {
        "en": "The opening choice comes first: take the upcard {upcard} or pass.",
        "nl": "Eerst komt de openingskeuze: pak de open kaart {upcard} of pas.",
    },
    "phase.draw": {
        "en": "First draw a card: from the stock or the top of the discard pile.",
        "nl": "Pak eerst een kaart: van de trekstapel of de bovenste van de aflegstapel.",
    },
    "phase.discard": {
        "en": "You have drawn; now discard one card (or knock, or go gin).",
        "nl": "Je hebt gepakt; leg nu één kaart af (of klop, of ga gin).",
    },
    "phase.layoff": {
        "en": "After the knock the defender lays off cards or says done.",
        "nl": "Na het kloppen legt de verdediger kaarten aan of zegt klaar.",
    },
    "phase.over": {
        "en": "This hand is over.",
        "nl": "Deze hand is afgelopen.",
    },
    # --- the opening choice (R11)
    "offer.pass": {
        "en": "Passes on the upcard; the other player may take it.",
        "nl": "Past op de open kaart; de ander mag hem nu pakken.",
    },
    "offer.both_passed": {
        "en": "Both players passed the upcard, so the non-dealer draws from the stock.",
        "nl": "Beide spelers pasten op de open kaart, dus de niet-deler pakt van de trekstapel.",
    },
    "offer.stock_only": {
        "en": "Both players passed the upcard: this first draw must come from the stock.",
        "nl": "Beide spelers pasten op de open kaart: deze eerste kaart komt van de trekstapel.",
    },
    # --- a turn (R12-R14)
    "turn.draw": {
        "en": "Draws {card} from the stock.",
        "nl": "Pakt {card} van de trekstapel.",
    },
    "turn.draw_hidden": {
        "en": "Draws a card from the stock.",
        "nl": "Pakt een kaart van de trekstapel.",
    },
    "turn.take": {
        "en": "Takes {card} from the discard pile.",
        "nl": "Pakt {card} van de aflegstapel.",
    },
    "turn.discard": {
        "en": "Discards {card}.",
        "nl": "Legt {card} af.",
    },
    # Events say what a player did, in the third person: the same words serve the learner's
    # moves and the opponent's (a verdict such as knock.allowed speaks to the learner).
    "turn.knock": {
        "en": "Knocks with {deadwood:deadwood point|deadwood points} (the limit is {limit}) and "
        "lays the discard face down.",
        "nl": "Klopt met {deadwood:punt|punten} dood hout (de grens is {limit}) en legt de "
        "afgooi gedekt weg.",
    },
    "turn.gin": {
        "en": "Goes gin: all ten cards are in melds; the discard lies face down.",
        "nl": "Gaat gin: alle tien kaarten zitten in combinaties; de afgooi ligt gedekt.",
    },
    "turn.big_gin": {
        "en": "Goes big gin: all eleven cards are in melds, without a discard.",
        "nl": "Gaat grote gin: alle elf kaarten zitten in combinaties, zonder af te leggen.",
    },
    "take.not_top": {
        "en": "Only the top card of the discard pile can be taken, and that is {top}, not {card}.",
        "nl": "Alleen de bovenste kaart van de aflegstapel mag je pakken, en dat is {top}, "
        "niet {card}.",
    },
    "take.empty_pile": {
        "en": "The discard pile is empty.",
        "nl": "De aflegstapel is leeg.",
    },
    "draw.stock_empty": {
        "en": "The stock is empty.",
        "nl": "De trekstapel is leeg.",
    },
    "card.not_in_hand": {
        "en": "{card} is not in your hand.",
        "nl": "{card} zit niet in je hand.",
    },
    "hand.stock_empty": {
        "en": "The stock is empty and nobody knocked: the hand is a draw, nobody scores, and "
        "the same dealer deals again.",
        "nl": "De trekstapel is op en niemand klopte: de hand is onbeslist, niemand scoort, en "
        "dezelfde deler deelt opnieuw.",
    },
    "hand.stock_exhausted": {
        "en": "Only {left} cards are left in the stock and nobody knocked: the hand is a draw, "
        "nobody scores, and the same dealer deals again.",
        "nl": "Er liggen nog maar {left} kaarten op de trekstapel en niemand klopte: de hand is "
        "onbeslist, niemand scoort, en dezelfde deler deelt opnieuw.",
    },
    # --- ending a hand (R15-R17)
    "gin.not_gin": {
        "en": "Discarding {card} leaves {deadwood} deadwood; gin needs every card in a meld.",
        "nl": "Met {card} afleggen houd je {deadwood} dood hout over; voor gin moet elke kaart "
        "in een combinatie zitten.",
    },
    "big_gin.not_allowed": {
        "en": "Big gin is not played under the {rules} rules.",
        "nl": "Grote gin wordt met de regels {rules} niet gespeeld.",
    },
    "big_gin.not_melded": {
        "en": "Big gin needs all eleven cards in melds; {deadwood} deadwood is left.",
        "nl": "Voor grote gin moeten alle elf kaarten in combinaties zitten; er blijft "
        "{deadwood} dood hout over.",
    },
    # --- the spread (R15, R18)
    "spread.ok": {
        "en": "These melds may be laid out; {deadwood} deadwood stays loose.",
        "nl": "Deze combinaties mogen op tafel; er blijft {deadwood} dood hout los.",
    },
    "spread.not_in_hand": {
        "en": "The meld {meld} uses {cards}, which the knocker does not hold.",
        "nl": "De combinatie {meld} gebruikt {cards}, en die heeft de klopper niet.",
    },
    "spread.card_twice": {
        "en": "{cards} would count in two melds; a card counts in one meld only.",
        "nl": "{cards} zou in twee combinaties tellen; een kaart telt maar in één combinatie.",
    },
    "spread.too_much": {
        "en": "Laid out like this, {deadwood} deadwood stays loose.",
        "nl": "Zo neergelegd blijft er {deadwood} dood hout los.",
    },
    "spread.deadwood": {
        "en": "The knocker's deadwood: {cards} = {deadwood}.",
        "nl": "Dood hout van de klopper: {cards} = {deadwood}.",
    },
    "spread.no_deadwood": {
        "en": "The knocker has no deadwood: every card is in a meld.",
        "nl": "De klopper heeft geen dood hout: elke kaart zit in een combinatie.",
    },
    "spread.better": {
        "en": "The knocker lays out {spread} rather than {naive}: it leaves the defender fewer "
        "layoffs. Result for the knocker: {points} instead of {naive_points} "
        "(below zero means points to the defender).",
        "nl": "De klopper legt {spread} neer in plaats van {naive}: zo kan de verdediger "
        "minder aanleggen. Uitkomst voor de klopper: {points} in plaats van "
        "{naive_points} (onder nul betekent punten voor de verdediger).",
    },
    "spread.costs": {
        "en": "With {spread} on the table the result for the knocker is {points}; {best} would "
        "give {best_points} (below zero means points to the defender). This spread costs "
        "{cost:point|points}.",
        "nl": "Met {spread} op tafel is de uitkomst voor de klopper {points}; {best} zou "
        "{best_points} geven (onder nul betekent punten voor de verdediger). Deze indeling "
        "kost {cost:punt|punten}.",
    },
    # --- layoffs (R18)
    "layoff.onto": {
        "en": "Lays off {card} onto {meld}.",
        "nl": "Legt {card} aan bij {meld}.",
    },
    "layoff.no_fit": {
        "en": "{card} does not fit {meld}: a set takes its fourth card, a run the next card at "
        "either end.",
        "nl": "{card} past niet bij {meld}: een set neemt de vierde kaart, een reeks de "
        "volgende kaart aan een van beide kanten.",
    },
    "layoff.no_such_meld": {
        "en": "{meld} is not one of the knocker's melds on the table ({spread}).",
        "nl": "{meld} is geen combinatie van de klopper op tafel ({spread}).",
    },
    "layoff.none_after_gin": {
        "en": "After gin the defender may not lay off.",
        "nl": "Na gin mag de verdediger niets aanleggen.",
    },
    "layoff.missed": {
        "en": "The defender kept {deadwood} deadwood; laying off differently would have left "
        "only {best}.",
        "nl": "De verdediger hield {deadwood} dood hout over; door anders aan te leggen was het "
        "maar {best} geweest.",
    },
    "defender.deadwood": {
        "en": "The defender's deadwood after layoffs: {cards} = {deadwood}.",
        "nl": "Dood hout van de verdediger na het aanleggen: {cards} = {deadwood}.",
    },
    "defender.no_deadwood": {
        "en": "After layoffs the defender has no deadwood: every card is in a meld or laid off.",
        "nl": "Na het aanleggen heeft de verdediger geen dood hout: elke kaart zit in een "
        "combinatie of is aangelegd.",
    },
    # --- scoring a hand (R19-R23, R29)
    "score.deadwoods": {
        "en": "Deadwood: knocker {knocker}, defender {defender}.",
        "nl": "Dood hout: klopper {knocker}, verdediger {defender}.",
    },
    "score.difference": {
        "en": "The knocker has less deadwood and scores the difference: {points}.",
        "nl": "De klopper heeft minder dood hout en krijgt het verschil: {points}.",
    },
    "score.undercut_difference": {
        "en": "Undercut: the defender has no more deadwood than the knocker and scores the "
        "difference: {points}.",
        "nl": "Onderklop: de verdediger heeft niet meer dood hout dan de klopper en krijgt het "
        "verschil: {points}.",
    },
    "score.undercut_bonus": {
        "en": "On top of that comes the undercut bonus of {bonus}.",
        "nl": "Daar komt de onderklopbonus van {bonus} bij.",
    },
    "score.tie": {
        "en": "Both have {deadwood} deadwood; under these rules only lower deadwood undercuts, "
        "so nobody scores.",
        "nl": "Beiden hebben {deadwood} dood hout; met deze regels is alleen minder dood hout "
        "een onderklop, dus niemand scoort.",
    },
    "score.gin_deadwood": {
        "en": "Gin: the knocker scores all the defender's deadwood: {defender}.",
        "nl": "Gin: de klopper krijgt al het dood hout van de verdediger: {defender}.",
    },
    "score.gin_bonus": {
        "en": "On top of that comes the gin bonus of {bonus}.",
        "nl": "Daar komt de ginbonus van {bonus} bij.",
    },
    "score.big_gin_deadwood": {
        "en": "Big gin: the knocker scores all the defender's deadwood: {defender}.",
        "nl": "Grote gin: de klopper krijgt al het dood hout van de verdediger: {defender}.",
    },
    "score.big_gin_bonus": {
        "en": "On top of that comes the big gin bonus of {bonus}.",
        "nl": "Daar komt de bonus voor grote gin van {bonus} bij.",
    },
    "score.oklahoma_double": {
        "en": "The upcard is a spade, so the score is doubled: {before} becomes {points}.",
        "nl": "De open kaart is een schoppen, dus de score telt dubbel: {before} wordt {points}.",
    },
    "score.total_knocker": {
        "en": "The knocker scores {points}.",
        "nl": "De klopper scoort {points}.",
    },
    "score.total_defender": {
        "en": "The defender scores {points}.",
        "nl": "De verdediger scoort {points}.",
    },
    # --- the showdown command
    "showdown.knocker": {
        "en": "Knocker: {melds}, deadwood {cards} = {deadwood}",
        "nl": "Klopper: {melds}, dood hout {cards} = {deadwood}",
    },
    "showdown.defender": {
        "en": "Defender: {melds}, deadwood {cards} = {deadwood} (after layoffs)",
        "nl": "Verdediger: {melds}, dood hout {cards} = {deadwood} (na het aanleggen)",
    },
    # --- the match (R3, R4, R14, R24-R28)
    "match.first_dealer": {
        "en": "Player 1 draws {first}, player 2 draws {second}: player {player} deals first.",
        "nl": "Speler 1 trekt {first}, speler 2 trekt {second}: speler {player} deelt eerst.",
    },
    "match.cut_again": {
        "en": "Both drew a {rank}: equal cards, so they draw again.",
        "nl": "Beiden trokken een {rank}: gelijke kaarten, dus ze trekken opnieuw.",
    },
    "match.hand_won": {
        "en": "Hand {number}: player {player} scores {points}.",
        "nl": "Hand {number}: speler {player} scoort {points}.",
    },
    "match.draw_hand": {
        "en": "Hand {number} is a draw: nobody scores.",
        "nl": "Hand {number} is onbeslist: niemand scoort.",
    },
    "match.no_score": {
        "en": "Hand {number}: equal deadwood and no undercut, so nobody scores.",
        "nl": "Hand {number}: evenveel dood hout en geen onderklop, dus niemand scoort.",
    },
    "match.scores": {
        "en": "Score: player 1 {first}, player 2 {second}.",
        "nl": "Stand: speler 1 {first}, speler 2 {second}.",
    },
    "match.same_dealer": {
        "en": "After a draw hand the same dealer, player {player}, deals again.",
        "nl": "Na een onbesliste hand deelt dezelfde deler, speler {player}, opnieuw.",
    },
    "match.deal_alternates": {
        "en": "The deal alternates: player {player} deals the next hand.",
        "nl": "Het delen wisselt: speler {player} deelt de volgende hand.",
    },
    "match.loser_deals": {
        "en": "The loser of the hand, player {player}, deals the next one.",
        "nl": "De verliezer van de hand, speler {player}, deelt de volgende.",
    },
    "final.points": {
        "en": "Points from the hands: player 1 {first}, player 2 {second}.",
        "nl": "Punten uit de handen: speler 1 {first}, speler 2 {second}.",
    },
    "final.game_bonus": {
        "en": "Player {player} reached the target: game bonus {bonus}.",
        "nl": "Speler {player} haalde het doel: spelbonus {bonus}.",
    },
    "final.shutout_double": {
        "en": "No other player won a hand: a shutout, so player {player}'s "
        "{before:point|points} are doubled to {points}.",
        "nl": "Geen andere speler won een hand, dus de {before:punt|punten} van "
        "speler {player} tellen dubbel: {points}.",
    },
    "final.shutout_bonus": {
        "en": "No other player won a hand: a shutout, worth {bonus} more to player {player}.",
        "nl": "Geen andere speler won een hand: {bonus} extra voor speler {player}.",
    },
    "final.box_bonus": {
        "en": "Box bonus for player {player}: {hands:hand won|hands won} x {each} = {bonus}.",
        "nl": "Boxbonus voor speler {player}: {hands:gewonnen hand|gewonnen handen} x {each} "
        "= {bonus}.",
    },
    "final.totals": {
        "en": "Final totals: player 1 {first}, player 2 {second}.",
        "nl": "Eindstand: speler 1 {first}, speler 2 {second}.",
    },
    "final.winner": {
        "en": "Player {player} wins the match.",
        "nl": "Speler {player} wint de partij.",
    },
    # --- the replay command
    "replay.rules": {
        "en": "Rules: {rules}",
        "nl": "Regels: {rules}",
    },
    "replay.hand": {
        "en": "== Hand {number}: player {player} deals, upcard {upcard}",
        "nl": "== Hand {number}: speler {player} deelt, open kaart {upcard}",
    },
    "replay.cards": {
        "en": "Player {player} is dealt {cards}",
        "nl": "Speler {player} krijgt {cards}",
    },
    "replay.action": {
        "en": "Player {player}: {action}",
        "nl": "Speler {player}: {action}",
    },
    # --- three and four players (R31, R32)
    "group.hand_won": {
        "en": "Table {table}: player {player} scores {points}.",
        "nl": "Tafel {table}: speler {player} scoort {points}.",
    },
    "group.no_score": {
        "en": "Table {table}: nobody scores this hand.",
        "nl": "Tafel {table}: niemand scoort deze hand.",
    },
    "group.deal_passes": {
        "en": "The deal passes on: player {player} deals the next hand and sits it out.",
        "nl": "Het delen schuift door: speler {player} deelt de volgende hand en speelt die "
        "niet mee.",
    },
    "group.deals": {
        "en": "Table {table}: player {player} deals hand {number}.",
        "nl": "Tafel {table}: speler {player} deelt hand {number}.",
    },
    "group.game_over": {
        "en": "Table {table}: player {player} reached the target with {points:point|points}; "
        "the game at this table is over.",
        "nl": "Tafel {table}: speler {player} haalde het doel met {points:punt|punten}; het "
        "spel aan deze tafel is uit.",
    },
    "group.player_points": {
        "en": "Player {player}: {points:point|points} from the hands.",
        "nl": "Speler {player}: {points:punt|punten} uit de handen.",
    },
    "group.player_total": {
        "en": "Player {player}: {points} in total.",
        "nl": "Speler {player}: {points} in totaal.",
    },
    "group.team_total": {
        "en": "Team {team}: the final totals of partners {first} and {second} add up to {points}.",
        "nl": "Team {team}: de eindtotalen van partners {first} en {second} zijn samen {points}.",
    },
    "team.winner": {
        "en": "Team {team} wins the match.",
        "nl": "Team {team} wint de partij.",
    },
}
