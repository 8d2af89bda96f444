"""A scoresheet for Gin Rummy at a real table: two, three (R31) or four players in teams
(R32), hands entered as results or as cards scored by the engine, bonuses at the end."""
