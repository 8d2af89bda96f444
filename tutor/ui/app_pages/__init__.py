"""Thin page scripts run by the router; each calls one view from tutor.ui.views."""
