"""Disguise (CR 702.168): "Disguise [cost]" means "You may cast this card as a 2/2 face-down
creature with ward {2}, no name, no subtypes, and no mana cost by paying {3} rather than
paying its mana cost" (702.168a); any time its controller has priority, a face-down
permanent with disguise may be turned face up for its disguise cost (702.168d, a special
action, 116.2b).  Cast and turned face up as morph is (:mod:`casualmagic.mechanics.morph`),
the face-down spell and permanent having ward {2} (702.21a, engine.triggers.ward_ability)."""

from __future__ import annotations

from casualmagic.mechanics import morph

morph.register("Disguise", "disguise", "{2}", "702.168b")
