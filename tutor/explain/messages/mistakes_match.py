"""Common mistakes about the match and the deal (``tutor.questions.mistakes.match``): the
final totals and their bonuses, the winner, who deals, and the games of three and four."""

MESSAGES: dict[str, dict[str, str]] = {
    # the final total (R25-R27)
    "mistake.match_points.no_bonus": {
        "en": "{given} is only what the hands scored: the bonuses of these rules come on top at "
        "the end.",
        "nl": "{given} is alleen wat de handen opleverden: de bonussen van deze regels komen er "
        "aan het eind nog bij.",
    },
    "mistake.match_points.left_out.game": {
        "en": "You left out the game bonus, which goes to whoever reached the target: {who}.",
        "nl": "Je vergat de spelbonus, en die krijgt wie het doel haalde: {who}.",
    },
    "mistake.match_points.left_out.shutout": {
        "en": "You left out the shutout: the other player won no hand at all, and that is worth "
        "extra to {who}.",
        "nl": "Je vergat dat de ander geen enkele hand won: {who} krijgt daarvoor extra.",
    },
    "mistake.match_points.left_out.box": {
        "en": "You left out the box bonus: every hand {who} won counts for it, added at the end.",
        "nl": "Je vergat de boxbonus: elke hand die {who} won telt daarvoor mee, opgeteld aan "
        "het eind.",
    },
    "mistake.match_points.box_every_hand": {
        "en": "You counted the box bonus for every hand of the match; it counts only for the "
        "hands {who} won.",
        "nl": "Je telde de boxbonus voor elke hand van de partij; die telt alleen voor de "
        "handen die {who} won.",
    },
    "mistake.match_points.not_theirs": {
        "en": "You gave the bonus to the wrong player: only whoever reached the target gets the "
        "game bonus, and that is not {who}.",
        "nl": "Je gaf de bonus aan de verkeerde speler: alleen wie het doel haalde krijgt de "
        "spelbonus, en dat is niet {who}.",
    },
    "mistake.match_points.no_shutout": {
        "en": "{who} won {hands:hand|hands}, so there is no shutout: that needs the other "
        "player to win no hand at all.",
        "nl": "{who} won {hands:hand|handen}: het extra voor een partij waarin de ander geen "
        "enkele hand won, geldt hier dus niet.",
    },
    "mistake.match_points.box_doubled": {
        "en": "The shutout doubles the points before the box bonus is added: the box bonus "
        "itself is not doubled.",
        "nl": "Won de ander geen enkele hand, dan verdubbel je de punten vóórdat de boxbonus "
        "erbij komt: de boxbonus zelf telt niet dubbel.",
    },
    # the winner of the match (R28)
    "mistake.match_winner.not_tie": {
        "en": "Only when both totals are equal after every bonus does nobody win.",
        "nl": "Alleen als beide totalen na alle bonussen gelijk zijn, wint niemand.",
    },
    "mistake.match_winner.tie": {
        "en": "{who} did not finish ahead once every bonus was added.",
        "nl": "{who} eindigde niet hoger toen alle bonussen erbij kwamen.",
    },
    "mistake.match_winner.before_bonuses": {
        "en": "{who} scored more points in the hands, but the match is won on the totals after "
        "every bonus: count those first.",
        "nl": "{who} haalde meer punten uit de handen, maar de partij wordt beslist op de "
        "totalen na alle bonussen: tel die eerst.",
    },
    "mistake.match_winner.behind": {
        "en": "{who} scored fewer points in the hands, and the bonuses do not make up for it.",
        "nl": "{who} haalde minder punten uit de handen, en de bonussen maken dat niet goed.",
    },
    # who deals (R3, R4, R14)
    "mistake.first_dealer.higher": {
        "en": "The higher card deals: {dealer} is higher than {other}.",
        "nl": "De hoogste kaart deelt: {dealer} is hoger dan {other}.",
    },
    "mistake.first_dealer.lower": {
        "en": "Under these rules the lower card deals: {dealer} is lower than {other}.",
        "nl": "Met deze regels deelt de laagste kaart: {dealer} is lager dan {other}.",
    },
    "mistake.first_dealer.ace_low": {
        "en": "{card} is the lowest card of all: the ace counts 1, below the 2.",
        "nl": "{card} is de laagste kaart van allemaal: de aas telt 1, onder de 2.",
    },
    "mistake.next_dealer.draw_hand": {
        "en": "After a draw hand the same dealer deals again, since nobody scored: {who}.",
        "nl": "Na een onbesliste hand deelt dezelfde deler opnieuw, want niemand scoorde: {who}.",
    },
    "mistake.next_dealer.loser_deals": {
        "en": "Under these rules the deal does not simply alternate: the loser of the last hand "
        "deals the next one, and that was {who}.",
        "nl": "Met deze regels wisselt het delen niet gewoon: de verliezer van de vorige hand "
        "deelt de volgende, en dat was {who}.",
    },
    "mistake.next_dealer.not_loser": {
        "en": "That the loser deals is a variant these rules do not play: here the deal "
        "alternates every hand, whoever won.",
        "nl": "Dat de verliezer deelt, is een variant die deze regels niet spelen: hier wisselt "
        "het delen elke hand, wie er ook won.",
    },
    "mistake.next_dealer.alternates": {
        "en": "The deal alternates every hand, whoever won: {who} dealt the last one.",
        "nl": "Het delen wisselt elke hand, wie er ook won: {who} deelde de vorige.",
    },
    # three players (R31) and four (R32)
    "mistake.sits_out.draw_hand": {
        "en": "The last hand was a draw: then the same dealer deals again, {who}.",
        "nl": "De vorige hand was onbeslist: dan deelt dezelfde deler opnieuw, {who}.",
    },
    "mistake.sits_out.same_dealer": {
        "en": "The same dealer deals again only after a draw hand; otherwise the deal passes on "
        "to the next player.",
        "nl": "Dezelfde deler deelt alleen na een onbesliste hand opnieuw; anders schuift het "
        "delen door naar de volgende speler.",
    },
    "mistake.sits_out.wrong_way": {
        "en": "{who} dealt the last hand, and the deal passes on in the order of play: to the "
        "player after the dealer.",
        "nl": "{who} deelde de vorige hand, en het delen schuift door in de volgorde van "
        "spelen: naar de speler na de deler.",
    },
    "mistake.team.not_tie": {
        "en": "Only when both teams' totals are equal does nobody win.",
        "nl": "Alleen als de totalen van beide teams gelijk zijn, wint niemand.",
    },
    "mistake.team.tie": {
        "en": "With both partners added, {team} does not have more than the other side.",
        "nl": "Met beide teamgenoten opgeteld heeft {team} niet meer punten dan de tegenpartij.",
    },
    "mistake.team.best_player": {
        "en": "{team} has the best single player, but a team wins on its two partners' totals "
        "added up.",
        "nl": "{team} heeft de beste speler, maar een team wint op de twee totalen van de "
        "teamgenoten samen.",
    },
    "mistake.team.behind": {
        "en": "With both partners added, {team} ends behind.",
        "nl": "Met beide teamgenoten opgeteld staat {team} achter.",
    },
}
