"""The core layer (docs/architecture.md "The package as built"): the game's data and the
machinery every rule uses, and no rule itself — the copy-on-write game state, objects,
the event log, the seeded RNG, options, decisions, the task flow (``ask``/``handler``) and
the hook interface variants and formats plug into."""
