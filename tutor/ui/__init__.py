"""The Streamlit app. Importing this package loads no Streamlit; only the page modules do.

- ``streamlit_app.py``: the entry point for ``streamlit run`` (``tutor serve`` runs it); it
  calls ``shell.main``: page setup, the menu, the sidebar (language, four-colour suits), the
  card styles and a guard that shows a friendly message when a page fails.
- ``registry.py``: the pages in menu order. ``state.py``: typed session accessors (language,
  four colours, rules preset, ``Kept`` values that outlive page switches). ``i18n.py``: ``t``.
- ``cards.py``: cards as SVG and rows of cards as HTML; ``analysis.py``: the analyse page's
  pure part. Both are plain functions, tested without Streamlit.

Adding a page:

1. ``views/<name>.py`` with ``render()``: read ``state``, call the layers below, draw. Words
   come from a catalogue in ``tutor/explain/messages/`` (both languages); a widget's
   ``format_func`` must not read the session (use ``text(code, lang)``).
2. ``app_pages/<name>.py``, two lines: import ``render`` from the view and call it.
3. One ``PageSpec`` line in ``registry.PAGES`` (title as a message code, a stable
   ``url_path``).
4. Tests: AppTest through the router with the ``app``/``open_app`` fixtures of
   ``tests/ui/conftest.py`` (``at.switch_page("app_pages/<name>.py").run()``), and browser
   tests with the ``app`` fixture of ``tests/browser/conftest.py`` (``app.open("<url_path>")``).
"""
