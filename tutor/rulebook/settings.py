"""Which settings of the rules vary a rule, their values in the learner's preset and in the
other presets, in words (labels from ``tutor.explain``)."""

from __future__ import annotations

from typing import Any

from tutor.engine.rules import CLASSIC, PRESETS, Rules
from tutor.explain import text
from tutor.rulebook.catalogue import Rule

_WORD_VALUES = ("high", "low", "alternate", "loser", "none", "double", "bonus")


def value_text(value: Any, lang: str) -> str:
    """A setting's value in words: ``True`` is yes, ``"loser"`` is the loser of the hand."""
    if isinstance(value, bool):
        return text("rulebook.value.yes" if value else "rulebook.value.no", lang)
    if isinstance(value, str) and value in _WORD_VALUES:
        return text(f"rulebook.value.{value}", lang)
    return str(value)


def setting_text(field: str, value: Any, lang: str) -> str:
    """``knock limit: 10``; ``TutorError`` is not needed: fields come from ``Rules``."""
    return f"{text(f'rulebook.field.{field}', lang)}: {value_text(value, lang)}"


def current_settings(rule: Rule, rules: Rules, lang: str) -> list[str]:
    """The learner's values of the settings that vary ``rule`` (empty when none do)."""
    return [setting_text(f, getattr(rules, f), lang) for f in rule.fields]


def variants(rule: Rule, lang: str, base: Rules = CLASSIC) -> list[str]:
    """``basic: undercut bonus: 10, ...`` for each preset that sets ``rule`` otherwise."""
    lines = []
    for name, rules in PRESETS.items():
        changed = [f for f in rule.fields if getattr(rules, f) != getattr(base, f)]
        if changed:
            settings = ", ".join(setting_text(f, getattr(rules, f), lang) for f in changed)
            lines.append(f"{name}: {settings}")
    return lines
