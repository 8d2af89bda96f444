"""Words for the learner's records that cannot be read (the store's damaged records).

``store.what.<kind>`` (or ``store.what.<kind>.<key>`` for one document) names a record as
a learner knows it; ``store.record.from`` adds the day it was written, when that is known.
"""

MESSAGES: dict[str, dict[str, str]] = {
    "store.record.from": {"en": "{what} from {day}", "nl": "{what} van {day}"},
    "store.record.day": {"en": "{day} {month}", "nl": "{day} {month}"},
    "store.record.day_year": {"en": "{day} {month} {year}", "nl": "{day} {month} {year}"},
    "store.what.record": {"en": "one of your records", "nl": "een van je gegevens"},
    "store.what.practice.hand": {"en": "one practice hand", "nl": "één oefenhand"},
    "store.what.practice.game": {
        "en": "one finished practice game",
        "nl": "één uitgespeeld oefenspel",
    },
    "store.what.practice.game.current": {
        "en": "the practice game you left",
        "nl": "het oefenspel dat je liet staan",
    },
    "store.what.puzzles.attempt": {"en": "one puzzle answer", "nl": "één puzzelantwoord"},
    "store.what.puzzles.progress": {"en": "your puzzle progress", "nl": "je puzzelvoortgang"},
    "store.what.curriculum.progress": {"en": "your lesson stars", "nl": "je lessterren"},
    "store.what.curriculum.progress.open": {
        "en": "the lesson you left open",
        "nl": "de les die je open liet",
    },
    "store.what.curriculum.finished": {"en": "one finished lesson", "nl": "één afgeronde les"},
    "store.what.ui.settings": {"en": "your settings", "nl": "je instellingen"},
    "store.what.scoresheet.sheet": {"en": "your scoresheet", "nl": "je scoreblad"},
    "store.what.learner.name": {"en": "your name", "nl": "je naam"},
    "store.what.learner.created_at": {
        "en": "the day your profile was made",
        "nl": "de dag waarop je profiel is gemaakt",
    },
    "store.what.learner.last_seen_at": {
        "en": "the day of your last visit",
        "nl": "de dag van je vorige bezoek",
    },
    "store.moved_on.game": {
        "en": "This game was played on in another tab or window. Here it is as it is now, so "
        "that no move of either is lost; make your move again.",
        "nl": "Dit spel is in een ander tabblad of venster verder gespeeld. Hier staat het "
        "zoals het nu is, zodat geen zet van beide verloren gaat; doe je zet opnieuw.",
    },
    "store.moved_on.sheet": {
        "en": "This scoresheet was changed in another tab or window. Here it is as it is now, "
        "so that no hand of either is lost; enter your hand again if it is missing.",
        "nl": "Dit scoreblad is in een ander tabblad of venster gewijzigd. Hier staat het zoals "
        "het nu is, zodat geen hand van beide verloren gaat; voer je hand opnieuw in als die "
        "ontbreekt.",
    },
    "store.month.1": {"en": "Jan", "nl": "jan"},
    "store.month.2": {"en": "Feb", "nl": "feb"},
    "store.month.3": {"en": "Mar", "nl": "mrt"},
    "store.month.4": {"en": "Apr", "nl": "apr"},
    "store.month.5": {"en": "May", "nl": "mei"},
    "store.month.6": {"en": "Jun", "nl": "jun"},
    "store.month.7": {"en": "Jul", "nl": "jul"},
    "store.month.8": {"en": "Aug", "nl": "aug"},
    "store.month.9": {"en": "Sep", "nl": "sep"},
    "store.month.10": {"en": "Oct", "nl": "okt"},
    "store.month.11": {"en": "Nov", "nl": "nov"},
    "store.month.12": {"en": "Dec", "nl": "dec"},
}
