"""Every reason a level gives has words in both languages."""

import random

from tutor.bot.hard import Config, hard_policy
from tutor.bot.levels import POLICIES
from tutor.engine.rules import PRESETS
from tutor.engine.state import HandState
from tutor.explain import LANGUAGES, say
from tutor.explain.moves import narration

# Words of the action notation that must never show through in a Dutch sentence.
NOTATION = ("draw stock", "discard ", "take ", "knock ", "layoff ", "pass ")


def test_every_reason_and_narration_is_worded_in_english_and_dutch() -> None:
    seen: set[str] = set()
    quick = Config(samples=6)
    for seed in range(16):
        rules = list(PRESETS.values())[seed % len(PRESETS)]
        state = HandState.deal(rules, rng=random.Random(seed))
        rng = random.Random(seed)
        levels = ["easy", "medium", "hard", "simple"]
        while not state.is_over:
            seat = state.to_move
            view = state.view(seat)
            level = levels[(seed + seat) % len(levels)]
            if level == "hard":
                decision = hard_policy(view, rng, quick)
            else:
                decision = POLICIES[level](view, rng)
            upcard = view.discard_pile[-1] if view.discard_pile else None
            reasons = (
                *decision.reasons,
                *decision.runner_up_reasons,
                narration(decision.action, "say", upcard),
                narration(decision.action, "tip", upcard),
                narration(decision.action, "you", upcard),
                narration(decision.action, "act", upcard),
            )
            for r in reasons:
                for lang in LANGUAGES:
                    assert say(r, lang)
                dutch = say(r, "nl")
                assert not any(word in dutch for word in NOTATION), dutch
                seen.add(r.code)
            state, _ = state.apply(decision.action)
    for code in (
        "bot.discard.least",
        "bot.knock",
        "bot.draw.no_meld",
        "bot.mc.compare",
        "say.discard",
        "tip.take",
    ):
        assert code in seen
