"""Benchmarks for ``tutor bench``. Each module here defines ``run(quick: bool) -> dict``.

Figures are measured, never asserted by tests: speed is recorded in the README.
"""
