"""Links a learner copies: the address of a page of this app (a puzzle, a numbered game) and a
Copy button that puts it on the clipboard.

A shared address names what it shows and its language, never a profile (the one link that
does is Home's "move to another device", tutor.ui.profile). The button is plain HTML with a
small script in the page itself, so the copy is the browser's own clipboard: the Clipboard
API where the page is a secure context (https, localhost), else a selected text field.
"""

from __future__ import annotations

import json
import re
from html import escape
from urllib.parse import urlencode, urlsplit, urlunsplit

import streamlit as st

from tutor.ui import learner, state
from tutor.ui.i18n import t
from tutor.ui.registry import app_path

COPY_BOX = "gt-copy"  # class of every copy button, for the tests
_KEY = re.compile(r"[^a-z0-9-]")

# Runs once per drawn button; the text to copy is in the button's data attribute.
_SCRIPT = """
(() => {
  const button = document.getElementById(%(id)s);
  if (!button || button.dataset.ready) return;
  button.dataset.ready = "1";
  const fallback = (value) => {
    const box = document.createElement("textarea");
    box.value = value;
    box.setAttribute("readonly", "");
    box.style.position = "fixed";
    box.style.opacity = "0";
    document.body.appendChild(box);
    box.select();
    const done = document.execCommand("copy");
    box.remove();
    return done;
  };
  button.addEventListener("click", async () => {
    const value = button.dataset.copy;
    let done = false;
    try {
      await navigator.clipboard.writeText(value);
      done = true;
    } catch (error) {
      done = fallback(value);
    }
    button.textContent = done ? button.dataset.done : button.dataset.failed;
    button.dataset.copied = done ? "yes" : "no";
  });
})();
"""
_STYLE = (
    "font: inherit; cursor: pointer; padding: 0.25rem 0.75rem; border-radius: 0.5rem; "
    "border: 1px solid rgba(49, 51, 63, 0.3); background: transparent; color: inherit;"
)


def address(url: str | None, base_path: str, page: str, query: dict[str, str]) -> str:
    """The absolute address of ``page`` (a registered ``url_path``) with ``query``, on the
    server and scheme the browser used; relative when the browser sent no address.

    Nothing of the current address is kept but its origin, so no query parameter of the
    page it is copied from rides along.

    >>> address("https://club.example/gin/puzzles?learner=x", "gin", "puzzles", {"puzzle": "a/1/2"})
    'https://club.example/gin/puzzles?puzzle=a%2F1%2F2'
    >>> address(None, "", "practice", {"game": "7"})
    'practice?game=7'
    """
    if learner.TOKEN_QUERY in query:
        raise ValueError("a shared address never names a profile")
    path = "/".join(part for part in (base_path.strip("/"), app_path(page)) if part)
    search = urlencode(query)
    if not url:
        return f"{path}?{search}" if search else path or "/"
    parts = urlsplit(url)
    return urlunsplit((parts.scheme, parts.netloc, "/" + path, search, ""))


def page_address(page: str, query: dict[str, str]) -> str:
    """:func:`address` for this browser, with the learner's language (a shared page opens
    in the language it was shared in)."""
    base = str(st.get_option("server.baseUrlPath") or "")
    return address(st.context.url, base, page, {**query, state.LANG_QUERY: state.language()})


def copy_button(value: str, key: str) -> None:
    """A Copy button that puts ``value`` on the clipboard and says whether it did."""
    element = f"gt-copy-{_KEY.sub('-', key.lower())}"
    button = (
        f'<button type="button" id="{element}" class="{COPY_BOX}" style="{_STYLE}" '
        f'data-copy="{escape(value, quote=True)}" data-done="{escape(t("ui.copy.done"))}" '
        f'data-failed="{escape(t("ui.copy.failed"))}">{escape(t("ui.copy.button"))}</button>'
    )
    script = _SCRIPT % {"id": json.dumps(element)}
    st.html(f"{button}<script>{script}</script>", unsafe_allow_javascript=True, width="content")


def link_to_copy(value: str, key: str) -> None:
    """A link shown whole (selectable) with its Copy button."""
    st.code(value, language=None, wrap_lines=True)
    copy_button(value, key)
