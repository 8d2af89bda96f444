"""The app's pure modules load without Streamlit (their examples run in tests/project)."""

from __future__ import annotations

import subprocess
import sys


def test_the_pure_modules_load_no_streamlit() -> None:
    code = (
        "import sys, tutor.ui.cards, tutor.ui.analysis, tutor.ui.registry; "
        "print('streamlit' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
