"""The rule catalogue (the page script; the view is tutor.ui.views.rules)."""

from tutor.ui.views.rules import render

render()
