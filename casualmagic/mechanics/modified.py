"""Modified permanents (CR 700.9): "A permanent is modified if it has one or more counters
on it (see rule 122), if it is equipped (see rule 301.5), or if it is enchanted by an Aura
that is controlled by that permanent's controller (see rule 303.4)."  Read by the layer
filter word ``modified`` (e.g. Towashi's "Modified creatures you control have trample"), so
the definition lives with the layer filters in the rules (engine/continuous.py); this module
names it among the mechanics."""

from __future__ import annotations

from casualmagic.engine.continuous import is_modified

__all__ = ["is_modified"]
