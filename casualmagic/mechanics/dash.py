"""Dash (CR 702.109): "Dash [cost]" means "You may cast this card by paying [cost] rather than
its mana cost," "If this spell's dash cost was paid, return the permanent this spell becomes
to its owner's hand at the beginning of the next end step," and "As long as this permanent's
dash cost was paid, it has haste" (702.109a).  The first is the card's ``dash`` alternative
cost (118.9, 601.2b, 601.2f-h: offered as ``("cast", card, "dash")``); the other two apply as
the spell becomes a permanent (608.3: ``rule_hooks.PERMANENT_SPELL_RESOLVED``): haste in layer
6 for as long as that permanent is on the battlefield (613.1f), and a delayed triggered ability
(603.7) that returns it."""

from __future__ import annotations

from functools import cache

from casualmagic.cards.model import Effect, TriggeredAbility
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine import rule_hooks
from casualmagic.engine.continuous import ContinuousEffect, add_effect, next_timestamp
from casualmagic.engine.triggers import add_delayed


@cache
def return_at_end_step() -> TriggeredAbility:
    """Dash's delayed triggered ability (702.109a, 603.7)."""
    return TriggeredAbility("end_step", (Effect("bounce", (("what", "it"),)),), (), None,
                            "Return it to its owner's hand at the beginning of the next end "
                            "step.")


def dashed_enters(game: GameState, spell: GameObject, new: int) -> None:
    """A spell cast for its dash cost became a permanent: it has haste, and returns to its
    owner's hand at the beginning of the next end step (702.109a)."""
    if not spell.info or spell.get_info("alt") != "dash" or new not in game.objects:
        return
    w = game.obj_w(new)
    w.info = (*w.info, ("dashed", True))
    add_effect(game, ContinuousEffect("6", "add_keywords", (("Haste",),), next_timestamp(game),
                                      new, spell.controller, (new,), None, "while_source",
                                      "702.109a"))
    add_delayed(game, "next_end_step", w.card, return_at_end_step(), spell.controller, new)
    game.emit("dash", spell.controller, {"object": new, "card": w.card.name}, "702.109a")


rule_hooks.PERMANENT_SPELL_RESOLVED.append(dashed_enters)
