"""The scoresheet for games at a real table (tutor.scoresheet): errors, bonuses, the page."""

MESSAGES: dict[str, dict[str, str]] = {
    # Errors; each quotes what was entered.
    "scoresheet.error.mode": {
        "en": "'{mode}' is not a way to play: two, three or teams.",
        "nl": "'{mode}' is geen speelvorm: two (twee), three (drie) of teams.",
    },
    "scoresheet.error.players": {
        "en": "{count} players given; this game needs {needed}.",
        "nl": "{count} spelers opgegeven; dit spel heeft er {needed} nodig.",
    },
    "scoresheet.error.name": {
        "en": "'{name}' cannot be a player's name: give 1 to 40 characters.",
        "nl": "'{name}' kan geen spelersnaam zijn: geef 1 tot 40 tekens.",
    },
    "scoresheet.error.same_names": {
        "en": "Two players have the same name ({names}): give each player their own.",
        "nl": "Twee spelers hebben dezelfde naam ({names}): geef iedereen een eigen naam.",
    },
    "scoresheet.error.first_dealer": {
        "en": "The first dealer {dealers} must be a player at that table.",
        "nl": "De eerste deler {dealers} moet een speler aan die tafel zijn.",
    },
    "scoresheet.error.table": {
        "en": "There is no table {table}; this sheet has {tables}.",
        "nl": "Er is geen tafel {table}; dit scoreblad heeft er {tables}.",
    },
    "scoresheet.error.over": {
        "en": "The game at table {table} is over: a player reached the target.",
        "nl": "Het spel aan tafel {table} is voorbij: een speler heeft de doelscore gehaald.",
    },
    "scoresheet.error.winner_not_playing": {
        "en": "{player} did not play this hand, so cannot win it; it is played by {names}.",
        "nl": "{player} speelde deze hand niet mee en kan hem dus niet winnen; hij "
        "wordt gespeeld door {names}.",
    },
    "scoresheet.error.knocker_not_playing": {
        "en": "{player} did not play this hand, so cannot have knocked; it is played by {names}.",
        "nl": "{player} speelde deze hand niet mee en kan dus niet geklopt hebben; hij "
        "wordt gespeeld door {names}.",
    },
    "scoresheet.error.points": {
        "en": "'{points}' points cannot be entered: give a whole number from 0 to {most}.",
        "nl": "'{points}' punten kan niet: geef een heel getal van 0 tot en met {most}.",
    },
    "scoresheet.error.result": {
        "en": "'{result}' is not a result a hand can have.",
        "nl": "'{result}' is geen uitslag die een hand kan hebben.",
    },
    "scoresheet.error.nothing_to_undo": {
        "en": "There is no hand to take back yet.",
        "nl": "Er is nog geen hand om terug te nemen.",
    },
    "scoresheet.error.damaged": {
        "en": "The stored scoresheet cannot be read ({error}); start a new one.",
        "nl": "Het bewaarde scoreblad kan niet gelezen worden ({error}); begin een nieuw.",
    },
    "scoresheet.error.knocker_card": {
        "en": "Knocker's cards: '{token}' is not a card (ranks A 2-9 T J Q K, suits s h d c).",
        "nl": "Kaarten van de klopper: '{token}' is geen kaart (rangen A 2-9 T J Q K, kleuren "
        "s h d c).",
    },
    "scoresheet.error.defender_card": {
        "en": "Defender's cards: '{token}' is not a card (ranks A 2-9 T J Q K, suits s h d c).",
        "nl": "Kaarten van de verdediger: '{token}' is geen kaart (rangen A 2-9 T J Q K, "
        "kleuren s h d c).",
    },
    "scoresheet.error.knocker_twice": {
        "en": "Knocker's cards: '{token}' is named twice; each card exists once.",
        "nl": "Kaarten van de klopper: '{token}' staat er twee keer; elke kaart bestaat één keer.",
    },
    "scoresheet.error.defender_twice": {
        "en": "Defender's cards: '{token}' is named twice; each card exists once.",
        "nl": "Kaarten van de verdediger: '{token}' staat er twee keer; elke kaart bestaat "
        "één keer.",
    },
    "scoresheet.error.knocker_count": {
        "en": "The knocker holds {needed} cards after the discard; {count} were entered.",
        "nl": "De klopper heeft na het afleggen {needed} kaarten; er zijn er {count} ingevuld.",
    },
    "scoresheet.error.defender_count": {
        "en": "The defender holds {needed} cards; {count} were entered.",
        "nl": "De verdediger heeft {needed} kaarten; er zijn er {count} ingevuld.",
    },
    "scoresheet.error.both_hands": {
        "en": "{cards} cannot be in both hands.",
        "nl": "{cards} kan niet in beide handen zitten.",
    },
    "scoresheet.error.upcard_needed": {
        "en": "In Oklahoma the upcard sets the knock limit and the doubling: enter it.",
        "nl": "Bij Oklahoma bepaalt de open kaart de klopgrens en de verdubbeling: vul hem in.",
    },
    "scoresheet.error.upcard": {
        "en": "Upcard: '{token}' is not a card (ranks A 2-9 T J Q K, suits s h d c).",
        "nl": "Open kaart: '{token}' is geen kaart (rangen A 2-9 T J Q K, kleuren s h d c).",
    },
    "scoresheet.error.engine": {
        "en": "These hands cannot be scored: {error}",
        "nl": "Deze handen kunnen niet gescoord worden: {error}",
    },
    # The end-of-match breakdown.
    "scoresheet.final.points": {
        "en": "Points from hands: {points}.",
        "nl": "Punten uit de handen: {points}.",
    },
    "scoresheet.final.game_bonus": {
        "en": "Game bonus for reaching the target: {bonus}.",
        "nl": "Spelbonus voor het halen van de doelscore: {bonus}.",
    },
    "scoresheet.final.shutout_double": {
        "en": "Shutout: the other side won no hand, so the {before} points double to {points}.",
        "nl": "Alle handen gewonnen: de tegenpartij won geen hand, dus de {before} punten "
        "verdubbelen tot "
        "{points}.",
    },
    "scoresheet.final.shutout_bonus": {
        "en": "Shutout: the other side won no hand: {bonus} more.",
        "nl": "Alle handen gewonnen: de tegenpartij won geen hand: {bonus} erbij.",
    },
    "scoresheet.final.box_bonus": {
        "en": "Box bonus: {each} for each hand won, {hands} × {each} = {bonus}.",
        "nl": "Boxbonus: {each} per gewonnen hand, {hands} × {each} = {bonus}.",
    },
    "scoresheet.final.total": {"en": "Total: {total}.", "nl": "Totaal: {total}."},
    # The page.
    "scoresheet.ui.title": {"en": "Scoresheet", "nl": "Scoreblad"},
    "scoresheet.ui.intro": {
        "en": "Keep the score of a game at a real table. Enter each hand's result, or both "
        "hands' cards and let the computer score them.",
        "nl": "Houd de score bij van een spel aan een echte tafel. Vul per hand de uitslag in, "
        "of de kaarten van beide handen en laat de computer ze scoren.",
    },
    "scoresheet.ui.mode": {"en": "Players", "nl": "Spelers"},
    "scoresheet.ui.mode.two": {"en": "Two players", "nl": "Twee spelers"},
    "scoresheet.ui.mode.three": {
        "en": "Three players (the dealer sits out)",
        "nl": "Drie spelers (de deler speelt niet mee)",
    },
    "scoresheet.ui.mode.teams": {
        "en": "Four players in two teams",
        "nl": "Vier spelers in twee teams",
    },
    "scoresheet.ui.player": {"en": "Player {number}", "nl": "Speler {number}"},
    "scoresheet.ui.team_player": {
        "en": "Team {team}, player {number}",
        "nl": "Team {team}, speler {number}",
    },
    "scoresheet.ui.first_dealer": {"en": "First dealer", "nl": "Eerste deler"},
    "scoresheet.ui.first_dealer_table": {
        "en": "First dealer at table {table}",
        "nl": "Eerste deler aan tafel {table}",
    },
    "scoresheet.ui.start": {"en": "Start the scoresheet", "nl": "Begin het scoreblad"},
    "scoresheet.ui.new": {"en": "New scoresheet", "nl": "Nieuw scoreblad"},
    "scoresheet.ui.undo": {"en": "Take back the last hand", "nl": "Laatste hand terugnemen"},
    "scoresheet.ui.rules": {
        "en": "Rules: {name} (target {target})",
        "nl": "Spelregels: {name} (doelscore {target})",
    },
    "scoresheet.ui.table": {"en": "Table {table}", "nl": "Tafel {table}"},
    "scoresheet.ui.next_hand": {
        "en": "Hand {number}: {dealer} deals; {a} plays {b}.",
        "nl": "Hand {number}: {dealer} deelt; {a} speelt tegen {b}.",
    },
    "scoresheet.ui.sits_out": {
        "en": "{dealer} deals and sits out (R31).",
        "nl": "{dealer} deelt en speelt niet mee (R31).",
    },
    "scoresheet.ui.table_over": {
        "en": "The game at this table is over.",
        "nl": "Het spel aan deze tafel is voorbij.",
    },
    "scoresheet.ui.how": {"en": "Enter", "nl": "Invullen"},
    "scoresheet.ui.how.result": {"en": "the result", "nl": "de uitslag"},
    "scoresheet.ui.how.cards": {"en": "the cards", "nl": "de kaarten"},
    "scoresheet.ui.how.draw": {
        "en": "a draw hand (R14)",
        "nl": "een onbesliste hand (R14)",
    },
    "scoresheet.ui.winner": {"en": "Winner", "nl": "Winnaar"},
    "scoresheet.ui.points": {"en": "Points", "nl": "Punten"},
    "scoresheet.ui.knocker": {"en": "Who knocked (or went gin)", "nl": "Wie klopte (of gin)"},
    "scoresheet.ui.knocker_cards": {
        "en": "Knocker's ten cards after the discard",
        "nl": "De tien kaarten van de klopper na het afleggen",
    },
    "scoresheet.ui.defender_cards": {
        "en": "Defender's ten cards",
        "nl": "De tien kaarten van de verdediger",
    },
    "scoresheet.ui.upcard": {
        "en": "Upcard (needed for Oklahoma)",
        "nl": "Open kaart (nodig bij Oklahoma)",
    },
    "scoresheet.ui.big_gin": {
        "en": "Big gin: eleven cards, no discard (R17)",
        "nl": "Grote gin: elf kaarten, niet afleggen (R17)",
    },
    "scoresheet.ui.add": {"en": "Add the hand", "nl": "Hand toevoegen"},
    "scoresheet.ui.draw_add": {"en": "Add a draw hand", "nl": "Onbesliste hand toevoegen"},
    "scoresheet.ui.scored": {
        "en": "Scored by the rules: {result}",
        "nl": "Gescoord volgens de regels: {result}",
    },
    "scoresheet.ui.cannot": {
        "en": "This hand was not added:",
        "nl": "Deze hand is niet toegevoegd:",
    },
    "scoresheet.ui.hands": {"en": "Hands", "nl": "Handen"},
    "scoresheet.ui.last_hand": {
        "en": "The last hand, as the computer laid it out",
        "nl": "De laatste hand, zoals de computer hem uitlegde",
    },
    "scoresheet.ui.col.hand": {"en": "Hand", "nl": "Hand"},
    "scoresheet.ui.col.table": {"en": "Table", "nl": "Tafel"},
    "scoresheet.ui.col.dealer": {"en": "Dealer", "nl": "Deler"},
    "scoresheet.ui.col.winner": {"en": "Winner", "nl": "Winnaar"},
    "scoresheet.ui.col.points": {"en": "Points", "nl": "Punten"},
    "scoresheet.ui.col.result": {"en": "Result", "nl": "Uitslag"},
    "scoresheet.ui.nobody": {"en": "nobody", "nl": "niemand"},
    "scoresheet.ui.result.entered": {"en": "entered", "nl": "ingevuld"},
    "scoresheet.ui.result.knock": {"en": "knock", "nl": "klop"},
    "scoresheet.ui.result.undercut": {"en": "undercut", "nl": "onderklop"},
    "scoresheet.ui.result.gin": {"en": "gin", "nl": "gin"},
    "scoresheet.ui.result.big_gin": {"en": "big gin", "nl": "grote gin"},
    "scoresheet.ui.result.tie": {"en": "tie", "nl": "gelijk"},
    "scoresheet.ui.result.draw": {"en": "draw hand", "nl": "onbeslist"},
    "scoresheet.ui.no_hands": {
        "en": "No hands yet: enter the first one above.",
        "nl": "Nog geen handen: vul hierboven de eerste in.",
    },
    "scoresheet.ui.totals": {"en": "Totals", "nl": "Stand"},
    "scoresheet.ui.team": {"en": "Team {team}", "nl": "Team {team}"},
    "scoresheet.ui.team_of": {"en": "{a} & {b}", "nl": "{a} & {b}"},
    "scoresheet.ui.final": {"en": "Final score", "nl": "Eindstand"},
    "scoresheet.ui.winner_is": {"en": "{name} wins the match.", "nl": "{name} wint het spel."},
    "scoresheet.ui.team_wins": {
        "en": "{names} win the match.",
        "nl": "{names} winnen het spel.",
    },
    "scoresheet.ui.tie": {
        "en": "The match ends level.",
        "nl": "Het spel eindigt gelijk.",
    },
    "scoresheet.ui.bonuses_later": {
        "en": "Bonuses (game, box, shutout) are added when the game is over.",
        "nl": "Bonussen (spelbonus, boxbonus, alle handen gewonnen) komen erbij als het spel "
        "voorbij is.",
    },
    # The chart.
    "scoresheet.chart.title": {"en": "Running totals", "nl": "Verloop van de stand"},
    "scoresheet.chart.hand": {"en": "Hand", "nl": "Hand"},
    "scoresheet.chart.points": {"en": "Points", "nl": "Punten"},
    "scoresheet.chart.target": {"en": "target {target}", "nl": "doelscore {target}"},
}
