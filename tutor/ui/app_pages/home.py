"""Home (the page script; the view is tutor.ui.views.home)."""

from tutor.ui.views.home import render

render()
