"""The pages of the app, in menu order. A new page is one line here plus a thin script in
``app_pages/`` (and its view in ``views/``); the router builds the menu from this list."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

PAGES_DIR = Path(__file__).parent / "app_pages"


@dataclass(frozen=True, slots=True)
class PageSpec:
    """One page: its script in ``app_pages/``, the message code of its title (translated
    in the menu and the browser tab), a stable URL path, and an optional menu section."""

    script: str
    title: str
    url_path: str
    icon: str = ""
    section: str = ""  # message code of the menu heading; "" for none
    default: bool = False  # the page the app opens on (else the first one)

    @property
    def path(self) -> Path:
        return PAGES_DIR / self.script


PAGES: tuple[PageSpec, ...] = (
    PageSpec("home.py", "app.home.page", "home", icon=":material/home:", default=True),
    PageSpec("analyse.py", "ui.page.analyse", "analyse", icon=":material/search:"),
    PageSpec("lessons.py", "lesson.ui.page", "lessons", icon=":material/school:"),
    PageSpec("puzzles.py", "puzzle.ui.title", "puzzles", icon=":material/extension:"),
    PageSpec("practice.py", "practice.ui.title", "practice", icon=":material/playing_cards:"),
    PageSpec("rules.py", "rulebook.ui.title", "rules", icon=":material/menu_book:"),
    PageSpec("scoresheet.py", "scoresheet.ui.title", "scoresheet", icon=":material/scoreboard:"),
    PageSpec("statistics.py", "app.stats.page", "statistics", icon=":material/monitoring:"),
    PageSpec("settings.py", "app.settings.page", "settings", icon=":material/settings:"),
)


def default_page() -> PageSpec:
    """The page the app opens on: the one marked ``default``, else the first."""
    return next((spec for spec in PAGES if spec.default), PAGES[0])


def app_path(url_path: str) -> str:
    """The path a browser opens for a page: Streamlit serves the default page at the
    app's root (``""``), every other page at its ``url_path``."""
    if url_path not in {spec.url_path for spec in PAGES}:
        raise KeyError(f"no page with url_path {url_path!r}")
    return "" if default_page().url_path == url_path else url_path
