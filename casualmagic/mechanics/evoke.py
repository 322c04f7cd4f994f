"""Evoke (CR 702.74): "Evoke [cost]" means "You may cast this card by paying [cost] rather
than paying its mana cost" and "When this permanent enters, if its evoke cost was paid, its
controller sacrifices it" (702.74a).  The first is an alternative cost (118.9, 601.2b, 601.2f-h:
the card's ``evoke`` field, an ``AltCost`` offered as ``("cast", card, "evoke")``); the second
triggers as the spell that was cast for it becomes a permanent (608.3, 603.6a:
``rule_hooks.PERMANENT_SPELL_RESOLVED``), and its controller puts it on the stack with the
permanent's other enters abilities in the order they choose (603.3b)."""

from __future__ import annotations

from casualmagic.cards.model import Effect, TriggeredAbility
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine import rule_hooks
from casualmagic.engine.triggers import queue_trigger

EVOKED = TriggeredAbility(
    "enters", (Effect("sacrifice", (("what", "self"),)),), (), None,
    "When this permanent enters, if its evoke cost was paid, its controller sacrifices it.")
"""Evoke's triggered ability (702.74a)."""


def evoked_enters(game: GameState, spell: GameObject, new: int) -> None:
    """A spell cast for its evoke cost became a permanent: its sacrifice ability triggers."""
    if not spell.info or spell.get_info("alt") != "evoke":
        return
    w = game.obj_w(new)
    w.info = (*w.info, ("evoked", True))
    game.emit("evoked", spell.controller, {"object": new, "card": spell.card.name}, "702.74a")
    queue_trigger(game, new, game.objects[new].card, EVOKED, game.objects[new].controller)


rule_hooks.PERMANENT_SPELL_RESOLVED.append(evoked_enters)
