"""Words of the Home, Settings and Statistics pages and of the statistics charts."""

MESSAGES: dict[str, dict[str, str]] = {
    # ------------------------------------------------------------------ shared
    "app.damaged": {
        "en": "One of your records cannot be read, so it is left out here; the rest is "
        "shown. Details: {error}",
        "nl": "Een van je gegevens kan niet gelezen worden en ontbreekt hier daarom; de rest "
        "wordt wel getoond. Details: {error}",
    },
    "app.damaged_record": {
        "en": "One of your records cannot be read and is left out here: {what}. The rest is "
        "shown; the record is kept as it is, for repair. Details: {error}",
        "nl": "Een van je gegevens kan niet gelezen worden en ontbreekt hier daarom: {what}. "
        "De rest wordt wel getoond; het gegeven blijft bewaard zoals het is, voor herstel. "
        "Details: {error}",
    },
    "app.damaged_unsaved": {
        "en": "Your change holds for this visit only, because this record cannot be read: "
        "{what}. It is kept as it is, for repair, rather than written over. Details: {error}",
        "nl": "Je wijziging geldt alleen voor dit bezoek, want dit gegeven kan niet gelezen "
        "worden: {what}. Het blijft bewaard zoals het is, voor herstel, in plaats van "
        "overschreven te worden. Details: {error}",
    },
    "app.damaged_set_aside": {
        "en": "This record could not be read: {what}. It is kept aside as it was, for repair, "
        "and a new one is started with your change, so from now on everything is saved again. "
        "Details: {error}",
        "nl": "Dit gegeven kon niet gelezen worden: {what}. Het blijft apart bewaard zoals het "
        "was, voor herstel, en er is een nieuw begonnen met je wijziging, dus vanaf nu wordt "
        "alles weer bewaard. Details: {error}",
    },
    "app.colour.blue": {"en": "Blue", "nl": "Blauw"},
    "app.colour.red": {"en": "Red", "nl": "Rood"},
    "app.colour.green": {"en": "Green", "nl": "Groen"},
    "app.colour.wood": {"en": "Wood", "nl": "Hout"},
    # ------------------------------------------------------------------ home
    "app.home.page": {"en": "Home", "nl": "Start"},
    "app.home.title": {"en": "Gin Tutor", "nl": "Gin Tutor"},
    "app.home.welcome": {"en": "Welcome to Gin Tutor!", "nl": "Welkom bij Gin Tutor!"},
    "app.home.welcome_text": {
        "en": "Here you learn Gin Rummy step by step: make melds, count your deadwood, "
        "knock at the right moment and score the hand. No account needed: your progress "
        "is kept for you on this device.",
        "nl": "Hier leer je Gin Rummy stap voor stap: combinaties maken, je dood hout tellen, "
        "op het goede moment kloppen en de hand scoren. Je hebt geen account nodig: je "
        "voortgang wordt op dit apparaat voor je bewaard.",
    },
    "app.home.welcome_steps": {
        "en": "1. Start with the **first lesson** below.\n"
        "2. Try the **puzzle of the day**.\n"
        "3. Play a **practice game** against the computer, with tips when you ask.",
        "nl": "1. Begin met de **eerste les** hieronder.\n"
        "2. Probeer de **puzzel van de dag**.\n"
        "3. Speel een **oefenspel** tegen de computer, met tips als je erom vraagt.",
    },
    "app.home.back": {
        "en": "Welcome back! Here is where you stand.",
        "nl": "Welkom terug! Zo sta je ervoor.",
    },
    "app.home.back_named": {
        "en": "Welcome back, {name}! Here is where you stand.",
        "nl": "Welkom terug, {name}! Zo sta je ervoor.",
    },
    "app.home.standing": {"en": "Where you stand", "nl": "Waar je staat"},
    "app.home.lessons": {"en": "Lessons done", "nl": "Lessen af"},
    "app.home.stars": {"en": "Stars", "nl": "Sterren"},
    "app.home.rating": {"en": "Puzzle rating", "nl": "Puzzelrating"},
    "app.home.games": {"en": "Games won", "nl": "Spellen gewonnen"},
    "app.home.next": {"en": "What to do next", "nl": "Wat nu?"},
    "app.home.lesson_open": {
        "en": "You left the lesson **{title}** halfway.",
        "nl": "Je bent halverwege de les **{title}** gestopt.",
    },
    "app.home.lesson_continue": {"en": "Continue the lesson", "nl": "Verder met de les"},
    "app.home.lesson_next": {
        "en": "Next lesson: **{number}. {title}**",
        "nl": "Volgende les: **{number}. {title}**",
    },
    "app.home.lesson_start": {"en": "Start the lesson", "nl": "Begin de les"},
    "app.home.lessons_done": {
        "en": "You have done every lesson ({stars} of {most} stars). Play one again for "
        "more stars.",
        "nl": "Je hebt alle lessen gedaan ({stars} van de {most} sterren). Doe er een "
        "opnieuw voor meer sterren.",
    },
    "app.home.lessons_again": {"en": "To the lessons", "nl": "Naar de lessen"},
    "app.home.game_waiting": {
        "en": "A practice game is waiting for you where you left it.",
        "nl": "Er wacht een oefenspel op je, precies waar je was gebleven.",
    },
    "app.home.game_resume": {"en": "Resume the game", "nl": "Verder spelen"},
    "app.home.game_first": {
        "en": "Play a game against the computer: it gives a tip when you ask and reviews "
        "your hand afterwards.",
        "nl": "Speel een spel tegen de computer: je krijgt een tip als je erom vraagt en "
        "na afloop wordt je hand besproken.",
    },
    "app.home.game_start": {"en": "Play a practice game", "nl": "Speel een oefenspel"},
    "app.home.reviews_due": {
        "en": "Due for review: **{what}**. A short review now helps you remember.",
        "nl": "Om te herhalen: **{what}**. Even herhalen helpt je het te onthouden.",
    },
    "app.home.reviews_open": {"en": "Review them", "nl": "Herhaal ze"},
    "app.home.reviews_none": {
        "en": "No puzzles are due for review.",
        "nl": "Er zijn geen puzzels om te herhalen.",
    },
    "app.home.puzzles_more": {"en": "More puzzles", "nl": "Meer puzzels"},
    "app.home.daily": {
        "en": "Puzzle of the day: **{puzzle}**",
        "nl": "Puzzel van de dag: **{puzzle}**",
    },
    "app.home.daily_solved": {
        "en": "You solved today's puzzle.",
        "nl": "Je hebt de puzzel van vandaag opgelost.",
    },
    "app.home.daily_open": {
        "en": "Open the puzzle of the day",
        "nl": "Open de puzzel van de dag",
    },
    "app.home.link_title": {"en": "Move to another device", "nl": "Naar een ander apparaat"},
    "app.home.link_text": {
        "en": "Open this link on your other device to go on there with your progress. "
        "A browser that has a profile of its own asks before it switches.",
        "nl": "Open deze link op je andere apparaat om daar verder te gaan met je voortgang. "
        "Een browser met een eigen profiel vraagt eerst of je wilt overstappen.",
    },
    "app.home.link_private": {
        "en": "Anyone with this link sees and changes your progress: keep it to yourself.",
        "nl": "Wie deze link heeft, kan je voortgang zien en veranderen: houd hem voor jezelf.",
    },
    "app.home.name": {"en": "Your name (optional)", "nl": "Je naam (niet verplicht)"},
    "app.home.name_placeholder": {"en": "for example Sam", "nl": "bijvoorbeeld Sam"},
    "app.home.name_help": {
        "en": "Only used to greet you. Leave it empty to stay nameless.",
        "nl": "Alleen om je te begroeten. Laat het leeg om naamloos te blijven.",
    },
    "app.home.name_save": {"en": "Save the name", "nl": "Naam bewaren"},
    "app.home.name_saved": {"en": "Hello, {name}!", "nl": "Hallo, {name}!"},
    "app.home.name_cleared": {
        "en": "Your name is removed.",
        "nl": "Je naam is verwijderd.",
    },
    "app.home.name_refused": {
        "en": "That name cannot be kept: {error}",
        "nl": "Die naam kan niet bewaard worden: {error}",
    },
    # ------------------------------------------------------------------ settings
    "app.settings.page": {"en": "Settings", "nl": "Instellingen"},
    "app.settings.title": {"en": "Settings", "nl": "Instellingen"},
    "app.settings.intro": {
        "en": "Every choice is kept for your next visit.",
        "nl": "Elke keuze wordt bewaard voor je volgende bezoek.",
    },
    "app.settings.language": {"en": "Language", "nl": "Taal"},
    "app.settings.rules_source": {
        "en": "Where it comes from: {source}.",
        "nl": "Herkomst: {source}.",
    },
    "app.settings.rules_changes": {
        "en": "Different from the classic game: {changes}.",
        "nl": "Anders dan het klassieke spel: {changes}.",
    },
    "app.settings.rules_classic": {
        "en": "Knock with 10 or less (R15), gin bonus 25 (R21), undercut bonus 25 (R20), "
        "play to 100 (R24).",
        "nl": "Kloppen met 10 of minder (R15), ginbonus 25 (R21), onderklopbonus 25 (R20), "
        "spelen tot 100 (R24).",
    },
    "app.settings.card_back": {"en": "Card back", "nl": "Achterkant van de kaarten"},
    "app.settings.table": {"en": "Table colour", "nl": "Kleur van de tafel"},
    "app.settings.sound": {"en": "Sound", "nl": "Geluid"},
    "app.settings.sound_help": {
        "en": "A short sound when a card is drawn, when someone knocks and on gin.",
        "nl": "Een kort geluid als er een kaart getrokken wordt, als iemand klopt en bij gin.",
    },
    "app.settings.preview": {"en": "Preview", "nl": "Voorbeeld"},
    # ------------------------------------------------------------------ statistics
    "app.stats.page": {"en": "Statistics", "nl": "Statistieken"},
    "app.stats.title": {"en": "Statistics", "nl": "Statistieken"},
    "app.stats.empty": {
        "en": "No statistics yet. Finish a practice game or answer a puzzle, and your "
        "numbers and charts appear here.",
        "nl": "Nog geen statistieken. Speel een oefenspel uit of beantwoord een puzzel, "
        "dan verschijnen je cijfers en grafieken hier.",
    },
    "app.stats.empty_lessons": {"en": "Start with a lesson", "nl": "Begin met een les"},
    "app.stats.games": {"en": "Practice games", "nl": "Oefenspellen"},
    "app.stats.level": {"en": "Opponent", "nl": "Tegenstander"},
    "app.stats.all_levels": {"en": "All", "nl": "Alle"},
    "app.stats.no_games": {
        "en": "No finished practice game yet: play one to the end to see your games won, "
        "win percentage and streaks.",
        "nl": "Nog geen oefenspel uitgespeeld: speel er een tot het eind om je gewonnen "
        "spellen, winstpercentage en reeksen te zien.",
    },
    "app.stats.played": {"en": "Games played", "nl": "Gespeeld"},
    "app.stats.won": {"en": "Games won", "nl": "Gewonnen"},
    "app.stats.win_rate": {"en": "Win percentage", "nl": "Winstpercentage"},
    "app.stats.margin": {"en": "Biggest win", "nl": "Grootste winst"},
    "app.stats.margin_help": {
        "en": "The most points you won a game by.",
        "nl": "Het grootste puntenverschil waarmee je een spel won.",
    },
    "app.stats.streak": {"en": "Winning streak", "nl": "Winstreeks"},
    "app.stats.longest": {"en": "Longest streak", "nl": "Langste winstreeks"},
    "app.stats.puzzles": {"en": "Puzzles", "nl": "Puzzels"},
    "app.stats.no_puzzles": {
        "en": "No puzzle answered yet: solve a few to see your rating grow.",
        "nl": "Nog geen puzzel beantwoord: los er een paar op en zie je rating groeien.",
    },
    "app.stats.puzzles_open": {"en": "Solve a puzzle", "nl": "Los een puzzel op"},
    "app.stats.solved": {"en": "Solved", "nl": "Opgelost"},
    "app.stats.play": {"en": "Your play", "nl": "Je spel"},
    "app.stats.no_reviews": {
        "en": "No hand reviewed yet: after a practice hand, ask for the review to see your "
        "marked moves here.",
        "nl": "Nog geen hand besproken: vraag na een oefenhand om de bespreking, dan zie je "
        "hier je gemarkeerde zetten.",
    },
    "app.stats.no_knocks": {
        "en": "You have not knocked yet: when you knock in a practice hand (R15), your "
        "deadwood at that moment shows here.",
        "nl": "Je hebt nog niet geklopt: als je in een oefenhand klopt (R15), zie je hier "
        "je dood hout op dat moment.",
    },
    # ------------------------------------------------------------------ charts
    "app.chart.rating.title": {
        "en": "Puzzle rating over time",
        "nl": "Puzzelrating door de tijd",
    },
    "app.chart.rating.x": {"en": "Date", "nl": "Datum"},
    "app.chart.rating.y": {"en": "Rating", "nl": "Rating"},
    "app.chart.rating.overall": {"en": "All puzzles", "nl": "Alle puzzels"},
    "app.chart.success.title": {
        "en": "Puzzles solved per kind",
        "nl": "Opgeloste puzzels per soort",
    },
    "app.chart.success.x": {"en": "Solved", "nl": "Opgelost"},
    "app.chart.success.text": {"en": "{solved} of {attempts}", "nl": "{solved} van {attempts}"},
    "app.chart.mistakes.title": {
        "en": "Marked moves per reviewed hand",
        "nl": "Gemarkeerde zetten per besproken hand",
    },
    "app.chart.mistakes.x": {"en": "Reviewed hand", "nl": "Besproken hand"},
    "app.chart.mistakes.y": {"en": "Moves", "nl": "Zetten"},
    "app.chart.verdict.inaccuracy": {"en": "Inaccuracy", "nl": "Onnauwkeurigheid"},
    "app.chart.verdict.mistake": {"en": "Mistake", "nl": "Fout"},
    "app.chart.verdict.blunder": {"en": "Blunder", "nl": "Blunder"},
    "app.chart.knock.title": {
        "en": "Your deadwood when you knocked (R15)",
        "nl": "Je dood hout toen je klopte (R15)",
    },
    "app.chart.knock.x": {"en": "Deadwood", "nl": "Dood hout"},
    "app.chart.knock.y": {"en": "Knocks", "nl": "Keer geklopt"},
    "app.chart.outcome.gin": {"en": "Gin (R16)", "nl": "Gin (R16)"},
    "app.chart.outcome.won": {"en": "Won the hand (R19)", "nl": "Hand gewonnen (R19)"},
    "app.chart.outcome.tie": {"en": "Tie", "nl": "Gelijk"},
    "app.chart.outcome.undercut": {"en": "Undercut (R20)", "nl": "Onderklop (R20)"},
}
