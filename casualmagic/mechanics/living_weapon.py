"""Living weapon (CR 702.92): "When this Equipment enters, create a 0/0 black Phyrexian Germ
creature token, then attach this Equipment to it" (702.92a).  It triggers as the Equipment
enters (603.6a: ``rule_hooks.ENTERED``); the token is made by the ``create_token`` op
(111.1, its replacement effects included) and the Equipment attached with a new timestamp
(701.3a, 613.7e) before state-based actions are checked (704.3), so a Germ the Equipment
gives toughness survives."""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect, TriggeredAbility
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine import continuous as cont
from casualmagic.engine import rule_hooks
from casualmagic.engine.effect_refs import source_id
from casualmagic.engine.effect_registry import EFFECTS, effect
from casualmagic.engine.triggers import queue_trigger

GERM = Effect("create_token", (("name", "Phyrexian Germ"), ("types", "Creature — Phyrexian Germ"),
                               ("colors", "B"), ("power", 0), ("toughness", 0), ("amount", 1)))
"""The token living weapon creates (702.92a, 111.4)."""

LIVING_WEAPON = TriggeredAbility(
    "enters", (Effect("living_weapon"),), (), None,
    "Living weapon (When this Equipment enters, create a 0/0 black Phyrexian Germ creature "
    "token, then attach this to it.)")


def living_weapon_triggers(game: GameState, oid: int) -> None:
    """An Equipment with living weapon entered (702.92a)."""
    o = game.objects[oid]
    if not o.card.keywords and cont.is_plain(game, o):
        return
    if cont.has_keyword(game, o, "Living weapon"):
        queue_trigger(game, oid, o.card, LIVING_WEAPON, o.controller)


@effect("living_weapon")
def _living_weapon(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                   at: int) -> Any:
    """Create the Germ, then attach the source to it if both are still there (701.3b)."""
    token_then_attach(game, obj, GERM, at, "702.92a")
    return None


def token_then_attach(game: GameState, obj: GameObject, token: Effect, at: int,
                      rule: str) -> None:
    """"Create [token], then attach this Equipment to it" (702.92a, 702.163a): the token is
    made by the ``create_token`` op, the source attached with a new timestamp (701.3a,
    613.7e) if both are still on the battlefield (701.3b)."""
    before = set(game.battlefield)
    EFFECTS["create_token"](game, obj, token, None, None, at)
    made = [i for i in game.battlefield if i not in before]
    src = source_id(obj)
    if not made or src is None or src not in game.objects \
            or game.objects[src].zone != "battlefield":
        return
    w = game.obj_w(src)
    w.attached_to = made[0]
    w.timestamp = cont.next_timestamp(game)  # 613.7e
    game.emit("attach", obj.controller, {"object": src, "card": w.card.name, "to": made[0]},
              rule)


rule_hooks.ENTERED.append(living_weapon_triggers)
