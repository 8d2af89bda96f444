"""The rule catalogue R1-R32 for learners: words, Dutch terms, sources, variants, examples."""
