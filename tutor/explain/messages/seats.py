"""The match's sentences for the learner at the table: "you" and "the opponent" (seats.py)."""

MESSAGES: dict[str, dict[str, str]] = {
    "final.points.you": {
        "en": "Points from the hands: you {first}, the opponent {second}.",
        "nl": "Punten uit de handen: jij {first}, de tegenstander {second}.",
    },
    "final.totals.you": {
        "en": "Final totals: you {first}, the opponent {second}.",
        "nl": "Eindstand: jij {first}, de tegenstander {second}.",
    },
    "match.scores.you": {
        "en": "Score: you {first}, the opponent {second}.",
        "nl": "Stand: jij {first}, de tegenstander {second}.",
    },
    "final.game_bonus.you": {
        "en": "You reached the target: game bonus {bonus}.",
        "nl": "Jij haalde het doel: spelbonus {bonus}.",
    },
    "final.game_bonus.opponent": {
        "en": "The opponent reached the target: game bonus {bonus}.",
        "nl": "De tegenstander haalde het doel: spelbonus {bonus}.",
    },
    "final.shutout_double.you": {
        "en": "The opponent won no hand: a shutout, so your {before:point|points} are doubled "
        "to {points}.",
        "nl": "De tegenstander won geen enkele hand, dus jouw "
        "{before:punt|punten} tellen dubbel: {points}.",
    },
    "final.shutout_double.opponent": {
        "en": "You won no hand: a shutout, so the opponent's {before:point|points} are doubled "
        "to {points}.",
        "nl": "Jij won geen enkele hand, dus de {before:punt|punten} van de "
        "tegenstander tellen dubbel: {points}.",
    },
    "final.shutout_bonus.you": {
        "en": "The opponent won no hand: a shutout, worth {bonus} more to you.",
        "nl": "De tegenstander won geen enkele hand: {bonus} extra voor jou.",
    },
    "final.shutout_bonus.opponent": {
        "en": "You won no hand: a shutout, worth {bonus} more to the opponent.",
        "nl": "Jij won geen enkele hand: {bonus} extra voor de tegenstander.",
    },
    "final.box_bonus.you": {
        "en": "Your box bonus: {hands:hand won|hands won} x {each} = {bonus}.",
        "nl": "Jouw boxbonus: {hands:gewonnen hand|gewonnen handen} x {each} = {bonus}.",
    },
    "final.box_bonus.opponent": {
        "en": "The opponent's box bonus: {hands:hand won|hands won} x {each} = {bonus}.",
        "nl": "Boxbonus van de tegenstander: {hands:gewonnen hand|gewonnen handen} x {each} = "
        "{bonus}.",
    },
    "final.winner.you": {
        "en": "You win the match.",
        "nl": "Jij wint de partij.",
    },
    "final.winner.opponent": {
        "en": "The opponent wins the match.",
        "nl": "De tegenstander wint de partij.",
    },
    "match.hand_won.you": {
        "en": "Hand {number}: you score {points}.",
        "nl": "Hand {number}: jij scoort {points}.",
    },
    "match.hand_won.opponent": {
        "en": "Hand {number}: the opponent scores {points}.",
        "nl": "Hand {number}: de tegenstander scoort {points}.",
    },
    # the deal (R3, R4, R14): the learner draws ``first``
    "match.first_dealer.you": {
        "en": "You draw {first}, the opponent draws {second}: you deal first.",
        "nl": "Jij trekt {first}, de tegenstander trekt {second}: jij deelt eerst.",
    },
    "match.first_dealer.opponent": {
        "en": "You draw {first}, the opponent draws {second}: the opponent deals first.",
        "nl": "Jij trekt {first}, de tegenstander trekt {second}: de tegenstander deelt eerst.",
    },
    "match.same_dealer.you": {
        "en": "After a draw hand the same dealer deals again: you.",
        "nl": "Na een onbesliste hand deelt dezelfde deler opnieuw: jij.",
    },
    "match.same_dealer.opponent": {
        "en": "After a draw hand the same dealer deals again: the opponent.",
        "nl": "Na een onbesliste hand deelt dezelfde deler opnieuw: de tegenstander.",
    },
    "match.deal_alternates.you": {
        "en": "The deal alternates: you deal the next hand.",
        "nl": "Het delen wisselt: jij deelt de volgende hand.",
    },
    "match.deal_alternates.opponent": {
        "en": "The deal alternates: the opponent deals the next hand.",
        "nl": "Het delen wisselt: de tegenstander deelt de volgende hand.",
    },
    "match.loser_deals.you": {
        "en": "You lost the hand, so you deal the next one.",
        "nl": "Jij verloor de hand, dus jij deelt de volgende.",
    },
    "match.loser_deals.opponent": {
        "en": "The opponent lost the hand, so it deals the next one.",
        "nl": "De tegenstander verloor de hand, dus die deelt de volgende.",
    },
}
