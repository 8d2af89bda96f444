"""Gin Tutor's entry point for ``streamlit run``: the router (built in tutor.ui.shell)."""

from tutor.ui.shell import main

main()
