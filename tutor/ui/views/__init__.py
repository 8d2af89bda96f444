"""What each page draws. One module per page; each has ``render()``."""
