"""Analyse a hand (the page script; the view is tutor.ui.views.analyse)."""

from tutor.ui.views.analyse import render

render()
