"""Puzzles (the page script; the view is tutor.ui.views.puzzles)."""

from tutor.ui.views.puzzles import render

render()
