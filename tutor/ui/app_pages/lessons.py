"""Lessons (the page script; the view is tutor.ui.views.lessons)."""

from tutor.ui.views.lessons import render

render()
