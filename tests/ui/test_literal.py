"""Text from a user, an address or a file shows as written, never as Markdown."""

from __future__ import annotations

import re

from hypothesis import given
from hypothesis import strategies as st

from tutor.ui.literal import JOINER, literal, sentence

ATTACKS = [
    "**Session expired.** [Click here](https://evil.example/login) ![x](https://evil.example/p.png)",
    "[Progress lost? Restore it here](https://evil.example/restore)",
    "<img src=https://evil.example/i.png> <https://evil.example>",
    "visit www.evil.example or mail me@evil.example :material/home: :smile: $x^2$",
    "\\[x](https://evil.example) &#91;x&#93;(https://evil.example)",
    "# Heading\n- item\n1. item\n> quote\n===\n| a | b |",
    "[x]: https://evil.example\n\n[x]",
]
# What Markdown reads as a backslash escape: a backslash before ASCII punctuation.
_ESCAPE = re.compile(r"\\([!-/:-@\[-`{-~])")


def as_read(markdown: str) -> str:
    """The characters a reader sees when Markdown shows ``markdown`` as plain text."""
    return _ESCAPE.sub(r"\1", markdown).replace(JOINER, "")


def test_no_link_image_or_address_survives() -> None:
    for attack in ATTACKS:
        shown = literal(attack)
        assert not re.search(r"(?<!\\)[\[\]<>*`$]|(?<!\\)&#", shown), shown  # all escaped
        assert "://" not in shown and "www." not in shown and re.search("@[^\u2060]", shown) is None
        assert not re.search(r"(?m)^\s*(?:[-+=>#]|\d+[.)])", shown), shown
        assert as_read(shown) == attack


@given(st.text(alphabet=st.characters(codec="utf-8", exclude_characters=JOINER)))
def test_a_reader_sees_exactly_the_text_given(value: str) -> None:
    assert as_read(literal(value)) == value


def test_a_sentence_keeps_its_own_markdown_and_quotes_its_values() -> None:
    shown = sentence("app.home.lesson_next", "en", number=2, title="[x](https://e.example)")
    assert shown.startswith("Next lesson: **2. \\[x\\](https:\u2060//e.example)**")
    assert sentence("app.damaged", "en", error=ValueError("a_b")).endswith("Details: a\\_b")
