"""Words about the learner's profile (the device link and the question it asks) and the
Copy button of every link."""

MESSAGES: dict[str, dict[str, str]] = {
    "ui.profile.other": {
        "en": "This link belongs to another profile: switch to it, or keep yours?",
        "nl": "Deze link hoort bij een ander profiel: overstappen, of je eigen houden?",
    },
    "ui.profile.other_new": {
        "en": "This link opens a saved profile: use it on this device, or start a new one?",
        "nl": "Deze link opent een bewaard profiel: op dit apparaat gebruiken, of een nieuw "
        "profiel beginnen?",
    },
    "ui.profile.named": {
        "en": "The profile's name: {name}",
        "nl": "Naam van het profiel: {name}",
    },
    "ui.profile.switch": {
        "en": "Switch to that profile",
        "nl": "Overstappen naar dat profiel",
    },
    "ui.profile.keep": {"en": "Keep my profile", "nl": "Mijn profiel houden"},
    "ui.profile.keep_new": {"en": "Start a new profile", "nl": "Nieuw profiel beginnen"},
    "ui.profile.switched": {
        "en": "You now use the profile of the link on this device.",
        "nl": "Je gebruikt op dit apparaat nu het profiel van de link.",
    },
    "ui.profile.switched_named": {
        "en": "You now use the profile of {name} on this device.",
        "nl": "Je gebruikt op dit apparaat nu het profiel van {name}.",
    },
    "ui.profile.kept": {
        "en": "Nothing changed: you keep your own profile.",
        "nl": "Er is niets veranderd: je houdt je eigen profiel.",
    },
    "ui.profile.unknown": {
        "en": "The profile link '{token}' is not known here, so it opened nothing: you keep "
        "your own profile.",
        "nl": "De profiellink '{token}' is hier niet bekend en opende dus niets: je houdt je "
        "eigen profiel.",
    },
    "ui.profile.unknown_new": {
        "en": "The profile link '{token}' is not known here, so it opened nothing: check that "
        "you copied the whole link.",
        "nl": "De profiellink '{token}' is hier niet bekend en opende dus niets: kijk of je de "
        "hele link hebt gekopieerd.",
    },
    "ui.copy.button": {"en": "Copy link", "nl": "Link kopiëren"},
    "ui.copy.done": {"en": "Copied", "nl": "Gekopieerd"},
    "ui.copy.failed": {
        "en": "This browser did not allow copying: select the link and copy it yourself.",
        "nl": "Deze browser stond kopiëren niet toe: selecteer de link en kopieer hem zelf.",
    },
}
