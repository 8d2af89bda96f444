"""The Streamlit app: a router (``streamlit_app.py``), thin page scripts in ``app_pages/``,
their rendering in ``views/``, and pure helpers (cards, analysis) testable without Streamlit.

Importing this package loads no Streamlit; only the modules that draw pages do.
"""
