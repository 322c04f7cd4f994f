"""Enlist (CR 702.154): "As this creature attacks, you may tap up to one untapped creature you
control that you didn't choose to attack with and that either has haste or has been under
your control continuously since this turn began. When you do, this creature gets +X/+0 until
end of turn, where X is the tapped creature's power" (702.154a).  The tap is an optional cost
to attack (702.154b, 508.1g), asked of the attacking player for each attacker with enlist as
the next task once attackers are declared (``rule_hooks.ATTACKERS_DECLARED``), before anyone
gets priority; paying it triggers the linked reflexive ability (603.12, 607.2h), whose X is
the tapped creature's power as the ability resolves (608.2h: as it last existed if it left).
A creature can't enlist itself (702.154c); an object's keyword set holds one instance
(702.154d)."""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect, TriggeredAbility
from casualmagic.core.flow import ask, handler, push
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine import continuous as cont
from casualmagic.engine import rule_hooks
from casualmagic.engine.continuous import ContinuousEffect, add_effect, next_timestamp
from casualmagic.engine.effect_refs import source_id
from casualmagic.engine.effect_registry import effect
from casualmagic.engine.triggers import queue_trigger

ENLISTED = TriggeredAbility(
    "enlisted", (Effect("enlist"),), (), None,
    "When you do, this creature gets +X/+0 until end of turn, where X is the tapped creature's "
    "power.")
"""Enlist's reflexive triggered ability (702.154a, 603.12)."""


def enlist_attackers(game: GameState, chosen: tuple) -> None:
    """Ask, for each attacker with enlist, whether to tap a creature for it (702.154a)."""
    objs = game.objects
    enlisting = [oid for oid, _ref in chosen
                 if (objs[oid].card.keywords or not cont.is_plain(game, objs[oid]))
                 and cont.has_keyword(game, objs[oid], "Enlist")]
    attackers = tuple(oid for oid, _ref in chosen)
    for oid in reversed(enlisting):  # tasks run last pushed first: in declaration order
        push(game, ("enlist_choice", oid, attackers))


def can_enlist(game: GameState, o: GameObject, player: int, attackers: tuple) -> bool:
    """Untapped, controlled by ``player``, not chosen to attack, and with haste or under their
    control since the turn began (702.154a, 302.6)."""
    return o.controller == player and not o.tapped and o.id not in attackers \
        and cont.is_type(game, o, "Creature") \
        and (o.since_turn < game.players[player].turn_started or cont.has_keyword(game, o, "Haste"))


@handler("enlist_choice")
def _enlist_choice(game: GameState, task: tuple, answer: Any) -> None:
    _, oid, attackers = task
    o = game.objects.get(oid)
    if o is None or o.zone != "battlefield":
        return
    player = o.controller
    if answer is None:
        options = [("enlist", p.id) for p in game.permanents(player)
                   if can_enlist(game, p, player, attackers)]
        if options:
            ask(game, player, "choose", [*options, ("no",)], "702.154a", task,
                f"Enlist: tap a creature to give {o.card.name} +X/+0 (X: its power)?")
        return
    if answer[0] != "enlist":
        return
    tapped = answer[1]
    game.obj_w(tapped).tapped = True
    game.emit("enlist", player, {"object": oid, "card": o.card.name, "tapped": tapped,
                                 "tapped_card": game.objects[tapped].card.name}, "702.154a")
    queue_trigger(game, oid, o.card, ENLISTED, player, tapped)


@effect("enlist")
def _enlist(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
            at: int) -> Any:
    """The enlisting creature gets +X/+0 until end of turn, X the tapped creature's power
    (702.154a, 608.2h)."""
    src, tapped = source_id(obj), obj.get_info("subject")
    if src is None or src not in game.objects or game.objects[src].zone != "battlefield":
        return None
    t = game.objects.get(tapped)
    if t is None or t.zone != "battlefield":
        t = game.last_known_object(tapped)
    x = cont.characteristics(game, t).power if t is not None else 0
    if isinstance(x, int) and x:
        add_effect(game, ContinuousEffect("7c", "pt_add", (x, 0), next_timestamp(game), obj.id,
                                          obj.controller, (src,), None, "end_of_turn",
                                          "702.154a"))
    return None


rule_hooks.ATTACKERS_DECLARED.append(enlist_attackers)
