"""Statistics (the page script; the view is tutor.ui.views.statistics)."""

from tutor.ui.views.statistics import render

render()
