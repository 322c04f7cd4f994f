"""The points where a keyword mechanic (``casualmagic.mechanics``) plugs into the rules.

The rules layer sits below the mechanics (docs/architecture.md "The layers"): a rule that a
mechanic adds to asks here instead of importing the mechanic.  Each list holds the
functions mechanics appended when they were imported, called in that order;
``casualmagic.mechanics`` imports every mechanic, and the effects package (which the stack
loads to find the ops) imports ``casualmagic.mechanics``, so a game always has them all.

Variants plug in through :mod:`casualmagic.core.hooks` instead: those hooks are installed
per game, these are part of the rules of every game.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from casualmagic.core.objects import GameObject
    from casualmagic.core.state import GameState

LIFE_LOST: list[Callable[[GameState, int], None]] = []
"""``(game, player)``: a player lost life (119.3, 120.3a) — speed (702.179d)."""

COMBAT_DAMAGE_TO_PLAYER: list[Callable[[GameState, GameObject, int], None]] = []
"""``(game, source, player)``: a creature dealt combat damage to a player (510.2) — the
monarch (722.2)."""

END_STEP: list[Callable[[GameState], None]] = []
"""``(game)``: the end step begins (513.1) — the monarch's trigger (722.2)."""

UPKEEP: list[Callable[[GameState], None]] = []
"""``(game)``: the upkeep begins (503.1) — suspended cards' time counters (702.62a)."""

PLAYER_LEAVES: list[Callable[[GameState, int], None]] = []
"""``(game, player)``: a player leaves the game (800.4a) — the monarch (722.4)."""

TARGETS_CHOSEN: list[Callable[[GameState, int], None]] = []
"""``(game, stack object)``: a spell or ability was put on the stack with its targets
(601.2c, 602.2b) — committing a crime (700.13)."""

PERMANENT_SPELL_RESOLVED: list[Callable[[GameState, GameObject, int], None]] = []
"""``(game, spell, new permanent)``: a permanent spell became a permanent (608.3) — suspend's
haste (702.62a)."""

STATE_BASED_ACTIONS: list[Callable[[GameState], bool]] = []
"""``(game)``: a mechanic's check made with the state-based actions (704.3), True if it did
something — ascend (702.131b)."""

ENTERS_REPLACEMENT: dict[str, Callable[[GameState, int], None]] = {}
"""op -> ``(game, permanent)``: a mechanic's "as this enters" replacement (614.1c) — dice:
"roll a six-sided die twice; its base power becomes ..." (706.2)."""


def run(point: list[Callable[..., None]], *args: Any) -> None:
    """Call every function registered at ``point`` with ``args``."""
    for fn in point:
        fn(*args)
