"""Practice against the computer (the page script; the view is tutor.ui.views.practice)."""

from tutor.ui.views.practice import render

render()
