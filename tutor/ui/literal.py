"""Text from a user, an address or a file, made safe to show in Streamlit's Markdown.

Every Streamlit text element (``st.markdown``, ``st.error``, ``st.caption``, ``st.toast``,
widget labels...) reads its text as Markdown, so a learner's name or a puzzle link typed into
the address could otherwise become a link, an image the browser fetches, or bold "system"
text inside the app's own banner. Two kinds of text meet on a page: the catalogue's sentences
(the app's own Markdown, trusted) and the values filled into them or shown alone (never
trusted). :func:`literal` makes a value show exactly as written; :func:`sentence` fills a
catalogue sentence with literal values.

Backslash escapes stop Markdown's syntax (links, images, emphasis, code, headings, lists,
LaTeX, entities), but Streamlit also rewrites text *after* parsing: bare web addresses and
e-mail addresses become links, ``:smile:`` becomes an emoji and ``:material/home:`` an icon.
Those patterns are broken with an invisible word joiner (U+2060), which changes nothing a
reader sees.

>>> literal("[Click here](https://evil.example/login)")
'\\\\[Click here\\\\](https:\\u2060//evil.example/login)'
>>> literal("Sam")
'Sam'
"""

from __future__ import annotations

import re
from typing import Any

from tutor.explain import text

JOINER = "\u2060"  # WORD JOINER: invisible, neither a space nor punctuation
# Characters that start Markdown syntax anywhere in a line (CommonMark and GFM, plus
# Streamlit's LaTeX ``$``), and ``&`` where it starts an entity (``&#91;`` is a bracket); a
# backslash is escaped when it would escape the next character.
_INLINE = re.compile(r"\\(?=[!-/:-@\[-`{-~])|[`*_\[\]<>#|~$]|&(?=#?\w+;)")
# Line starts that make a list item, a heading underline or a numbered item.
_LINE_START = re.compile(r"(?m)^([ \t]*)(?:([-+=])|(\d{1,9})([.)]))")
# What Streamlit turns into a link, emoji or icon after parsing: ``scheme:x``, ``www.``, ``@``.
_AFTER_PARSE = re.compile(r"(?i)(:)(?=\S)|(@)(?=\S)|(?<![\w])(www)(?=\.)")


def literal(value: object) -> str:
    """``value`` as text that Streamlit's Markdown shows exactly as written.

    >>> literal("**Session expired.** ![x](https://evil.example/p.png)")
    '\\\\*\\\\*Session expired.\\\\*\\\\* !\\\\[x\\\\](https:\\u2060//evil.example/p.png)'
    >>> literal("- 1. www.evil.example")
    '\\\\- 1. www\\u2060.evil.example'
    """
    shown = _INLINE.sub(lambda m: "\\" + m.group(0), str(value))
    shown = _LINE_START.sub(_line_start, shown)
    return _AFTER_PARSE.sub(lambda m: m.group(0) + JOINER, shown)


def _line_start(match: re.Match[str]) -> str:
    indent, mark, number, dot = match.groups()
    return f"{indent}\\{mark}" if mark else f"{indent}{number}\\{dot}"


def sentence(code: str, lang: str, **args: Any) -> str:
    """The catalogue sentence ``code`` in ``lang`` (its own Markdown kept), with every text
    value filled in as :func:`literal` text. Numbers, cards and reasons are the app's own
    and go in as they are.

    >>> sentence("app.home.back_named", "en", name="[x](https://e.example)")
    'Welcome back, \\\\[x\\\\](https:\\u2060//e.example)! Here is where you stand.'
    """
    return text(code, lang, **{k: _value(v) for k, v in args.items()})


def notation(line: str) -> str:
    """The app's own text (a sentence of the catalogues, its own Markdown kept) that quotes
    melds in the notation: the brackets of ``[7s 8s 9s]`` are escaped so that Markdown never
    reads a meld as a link.

    >>> notation("Lay off 9s on [6s 7s 8s].")
    'Lay off 9s on \\\\[6s 7s 8s\\\\].'
    """
    return line.replace("[", "\\[").replace("]", "\\]")


def _value(value: Any) -> Any:
    return literal(value) if isinstance(value, str | BaseException) else value
