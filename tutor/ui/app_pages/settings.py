"""Settings (the page script; the view is tutor.ui.views.settings)."""

from tutor.ui.views.settings import render

render()
