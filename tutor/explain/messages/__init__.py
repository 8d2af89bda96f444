"""Message catalogues, one module per area; each defines ``MESSAGES``."""
