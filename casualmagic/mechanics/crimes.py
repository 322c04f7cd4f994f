"""Committing a crime (CR 700.13): "A player commits a crime as that player casts a spell,
activates an ability, or puts a triggered ability on the stack and that spell or ability
targets at least one opponent; at least one permanent, spell, or ability an opponent
controls; and/or at least one card in an opponent's graveyard."

Abilities that say "Whenever a player commits a crime" use the trigger event ``crime``; the
criminal is the triggering event's player ("they", ``who = "that player"``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from casualmagic.engine import rule_hooks

if TYPE_CHECKING:
    from casualmagic.core.state import GameState


def is_crime(game: GameState, stack_oid: int) -> bool:
    """Does the spell or ability ``stack_oid`` target an opponent of its controller, something
    an opponent controls, or a card in an opponent's graveyard (700.13)?"""
    spell = game.objects[stack_oid]
    foes = set(game.opponents(spell.controller))
    for refs in spell.targets:
        for kind, ident in refs:
            if kind == "player":
                if ident in foes:
                    return True
                continue
            o = game.objects.get(ident)
            if o is None:
                continue
            if o.zone in ("battlefield", "stack") and o.controller in foes:
                return True
            if o.zone == "graveyard" and o.owner in foes:
                return True
    return False


def check_crime(game: GameState, stack_oid: int) -> None:
    """The spell or ability was just cast, activated or put on the stack with its targets:
    if that is a crime (700.13), log it and trigger "whenever a player commits a crime"."""
    if not is_crime(game, stack_oid):
        return
    who = game.objects[stack_oid].controller
    game.emit("crime", who, {"object": stack_oid, "card": game.objects[stack_oid].card.name},
              "700.13")
    from casualmagic.engine.triggers import player_event_watchers, queue_trigger

    for oid, o, ab in list(player_event_watchers(game, "crime")):
        queue_trigger(game, oid, o.card, ab, o.controller, ("player", who))


rule_hooks.TARGETS_CHOSEN.append(check_crime)
