"""Common mistakes, recognised from a wrong answer (``tutor.questions.mistakes``): what was
wrong about it, for lessons and puzzles alike."""

MESSAGES: dict[str, dict[str, str]] = {
    "mistake.deadwood.counted_melds": {
        "en": "{points} is every card counted. Cards in a meld are not deadwood: count only the "
        "loose ones.",
        "nl": "{points} is elke kaart opgeteld. Kaarten in een combinatie zijn geen dood hout: "
        "tel alleen de losse kaarten.",
    },
}
