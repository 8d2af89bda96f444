"""Words used by the command line and shared by the pages."""

MESSAGES: dict[str, dict[str, str]] = {
    "ui.cards": {"en": "Cards", "nl": "Kaarten"},
    "cli.best_discard": {"en": "Best discard: {card}", "nl": "Beste afgooi: {card}"},
    "cli.deadwood": {
        "en": "Least deadwood: {deadwood}. Arrangements that reach it:",
        "nl": "Minste dood hout: {deadwood}. Indelingen die dat halen:",
    },
    "cli.loose": {"en": "deadwood {cards}", "nl": "dood hout {cards}"},
    "cli.discards": {
        "en": "Every discard (deadwood left, and why):",
        "nl": "Elke afgooi (overgebleven dood hout, en waarom):",
    },
    "coach.cli.overall": {"en": "All reviewed decisions", "nl": "Alle bekeken beslissingen"},
    "coach.cli.knock_or_wait": {
        "en": "Knock-or-wait decisions",
        "nl": "Beslissingen kloppen of wachten",
    },
}
