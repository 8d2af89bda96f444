"""The scoresheet for games at a real table (the page script; the view is
tutor.ui.views.scoresheet)."""

from tutor.ui.views.scoresheet import render

render()
