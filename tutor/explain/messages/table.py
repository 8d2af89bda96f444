"""Words of the card table (``tutor.ui.table``): piles, buttons, the hand and moves on the felt.

The corner letters of court cards follow each language's habit: J, Q, K in English, B, V, H
(boer, vrouw, heer) in Dutch; an ace is A in both.
"""

MESSAGES: dict[str, dict[str, str]] = {
    "table.index.1": {"en": "A", "nl": "A"},
    "table.index.10": {"en": "10", "nl": "10"},
    "table.index.11": {"en": "J", "nl": "B"},
    "table.index.12": {"en": "Q", "nl": "V"},
    "table.index.13": {"en": "K", "nl": "H"},
    "table.label": {"en": "Card table", "nl": "Speeltafel"},
    "table.stock": {"en": "Stock, {count} cards", "nl": "Trekstapel, {count} kaarten"},
    "table.stock_draw": {
        "en": "Stock, {count} cards: draw a card (S)",
        "nl": "Trekstapel, {count} kaarten: pak een kaart (S)",
    },
    "table.pile": {"en": "Discard pile: {card}", "nl": "Aflegstapel: {card}"},
    "table.pile_take": {
        "en": "Discard pile: take {card} (U)",
        "nl": "Aflegstapel: pak {card} (U)",
    },
    "table.pile_drop": {
        "en": "Discard pile: drop a card here to discard it",
        "nl": "Aflegstapel: sleep een kaart hierheen om hem af te leggen",
    },
    "table.pile_empty": {"en": "Discard pile, empty", "nl": "Aflegstapel, leeg"},
    "table.opponent": {"en": "Opponent, {count} cards", "nl": "Tegenstander, {count} kaarten"},
    "table.opponent_open": {"en": "Opponent's hand", "nl": "Hand van de tegenstander"},
    "table.hand": {"en": "Your hand", "nl": "Jouw hand"},
    "table.you": {"en": "You", "nl": "Jij"},
    "table.them": {"en": "Opponent", "nl": "Tegenstander"},
    "table.target": {"en": "to {target}", "nl": "tot {target}"},
    "table.deadwood": {"en": "Deadwood {points}", "nl": "Dood hout {points}"},
    "table.deadwood_best": {
        "en": "Deadwood {points} after the best discard",
        "nl": "Dood hout {points} na de beste afleg",
    },
    "table.knock": {"en": "Knock", "nl": "Kloppen"},
    "table.gin": {"en": "Gin", "nl": "Gin"},
    "table.big_gin": {"en": "Big gin", "nl": "Grote gin"},
    "table.pass": {"en": "Pass", "nl": "Passen"},
    "table.cancel": {"en": "Cancel", "nl": "Annuleren"},
    "table.sort_suit": {"en": "By suit", "nl": "Op kleur"},
    "table.sort_rank": {"en": "By rank", "nl": "Op waarde"},
    "table.sort": {"en": "Sort the hand", "nl": "Hand sorteren"},
    "table.raised": {"en": "just taken", "nl": "net gepakt"},
    "table.in_meld": {"en": "in a meld", "nl": "in een combinatie"},
    "table.can_discard": {"en": "press Enter to discard", "nl": "Enter om af te leggen"},
    "table.can_knock": {"en": "press Enter to knock with it", "nl": "Enter om ermee te kloppen"},
    "table.can_pick": {"en": "press Enter to pick it", "nl": "Enter om hem te kiezen"},
    "table.picked": {"en": "picked", "nl": "gekozen"},
    "table.picked_cards": {"en": "Picked: {cards}", "nl": "Gekozen: {cards}"},
    "table.none_picked": {"en": "none yet", "nl": "nog geen"},
    "table.keys_pick": {
        "en": "Keys: arrows choose a card, Enter picks it or takes it back.",
        "nl": "Toetsen: pijlen kiezen een kaart, Enter kiest hem of legt hem terug.",
    },
    "table.pick_knock": {
        "en": "Knock: pick the card to put face down.",
        "nl": "Kloppen: kies de kaart die je dicht weglegt.",
    },
    "table.pick_layoff": {
        "en": "The card fits more than one meld: pick the meld to lay it off on.",
        "nl": "De kaart past bij meer dan één combinatie: kies waar je hem bijlegt.",
    },
    "table.can_layoff": {"en": "press Enter to lay it off", "nl": "Enter om hem bij te leggen"},
    "table.your_layoff": {
        "en": "Tap a card to lay it off on the knocker's melds, then Done.",
        "nl": "Tik op een kaart om hem bij de combinaties van de klopper te leggen, dan Klaar.",
    },
    "table.done": {"en": "Done", "nl": "Klaar"},
    "table.spread": {"en": "The knocker's cards", "nl": "De kaarten van de klopper"},
    "table.onto": {"en": "lay off onto {meld}", "nl": "bijleggen bij {meld}"},
    "table.pick_gin": {
        "en": "Gin: pick the card to discard.",
        "nl": "Gin: kies de kaart die je aflegt.",
    },
    "table.your_offer": {
        "en": "Take the upcard or pass.",
        "nl": "Pak de open kaart of pas.",
    },
    "table.your_draw": {
        "en": "Your turn: tap the stock or the discard pile.",
        "nl": "Jouw beurt: tik op de trekstapel of de aflegstapel.",
    },
    "table.your_draw_stock": {
        "en": "Your turn: tap the stock.",
        "nl": "Jouw beurt: tik op de trekstapel.",
    },
    "table.your_discard": {
        "en": "Tap a card to discard it, or drag it onto the pile.",
        "nl": "Tik op een kaart om hem af te leggen, of sleep hem naar de aflegstapel.",
    },
    "table.waiting": {"en": "The opponent is playing.", "nl": "De tegenstander is aan zet."},
    "table.over": {"en": "The hand is over.", "nl": "De hand is voorbij."},
    "table.keys": {
        "en": "Keys: arrows choose a card, Enter plays it, S stock, U upcard, K knock, "
        "Alt+arrows move a card in the hand.",
        "nl": "Toetsen: pijlen kiezen een kaart, Enter speelt hem, S trekstapel, U open kaart, "
        "K kloppen, Alt+pijlen schuiven een kaart in de hand.",
    },
    "table.moved": {"en": "{card} moved to place {place}", "nl": "{card} naar plaats {place}"},
    "table.last_discard": {"en": "threw {card}", "nl": "gooide {card}"},
    "table.last_take": {"en": "took {card}", "nl": "pakte {card}"},
    "table.last_draw": {"en": "drew from the stock", "nl": "pakte van de trekstapel"},
    "table.last_pass": {"en": "passed", "nl": "paste"},
    "table.last_knock": {"en": "knocked", "nl": "klopte"},
    "table.last_gin": {"en": "went gin", "nl": "ging gin"},
    "table.last_big_gin": {"en": "went big gin", "nl": "ging grote gin"},
    "table.layoff": {"en": "laid off on your meld", "nl": "aangelegd bij jouw combinatie"},
    "table.layoff_theirs": {
        "en": "laid off on the opponent's meld",
        "nl": "aangelegd bij de combinatie van de tegenstander",
    },
    "table.deadwood_group": {"en": "deadwood {points}", "nl": "dood hout {points}"},
    "table.end_knock": {"en": "{who} knocked", "nl": "{who}: geklopt"},
    "table.end_undercut": {"en": "{who} knocked, undercut", "nl": "{who}: geklopt, onderklop"},
    "table.end_tie": {"en": "{who} knocked, a tie", "nl": "{who}: geklopt, gelijk"},
    "table.end_gin": {"en": "{who} went gin", "nl": "{who}: gin"},
    "table.end_big_gin": {"en": "{who} went big gin", "nl": "{who}: grote gin"},
    "table.you_win": {"en": "You win {points} points.", "nl": "Jij wint {points} punten."},
    "table.they_win": {
        "en": "The opponent wins {points} points.",
        "nl": "De tegenstander wint {points} punten.",
    },
    "table.nobody": {"en": "Nobody scores this hand.", "nl": "Niemand scoort deze hand."},
    "table.new_match": {"en": "New match", "nl": "Nieuwe partij"},
    "table.not_allowed": {"en": "Not allowed: {why}", "nl": "Mag niet: {why}"},
    "table.bad_intent": {
        "en": "The table sent something it cannot do: {intent}",
        "nl": "De tafel stuurde iets wat niet kan: {intent}",
    },
}
