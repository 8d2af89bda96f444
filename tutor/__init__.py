"""Gin Tutor: learn Gin Rummy in the browser, in Dutch or English."""

__version__ = "0.1.0"
