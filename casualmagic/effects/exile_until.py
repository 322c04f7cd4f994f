"""Exile until the source leaves the battlefield (610.3): "When this enchantment enters, exile
target nonland permanent an opponent controls until this enchantment leaves the battlefield."
(Banishing Light; compiler/target_controller.py).

The cards exiled are noted on the source permanent (``exiled_until_leaves``); when it leaves
the battlefield, they return to the battlefield under their owners' control at once — a
one-shot effect, not a triggered ability (610.3a). If the source has already left when the
effect would exile, nothing is exiled (610.3c).
"""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect
from casualmagic.core.dispatch import ENTERED, LEFT_BATTLEFIELD, publish, subscribe
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine.effect_refs import objects_of, remember_it, source_id
from casualmagic.engine.effect_registry import effect
from casualmagic.engine.primitives import move_object

EXILED_UNTIL = "exiled_until_leaves"
"""The info key of the cards a permanent exiled until it leaves the battlefield (610.3)."""


@effect("exile_until_source_leaves")
def _exile_until_source_leaves(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                               answer: Any, at: int) -> Any:
    """"Exile [target] until this enchantment leaves the battlefield" (610.3): the cards go
    to exile and are noted on the source; nothing happens if the source has left (610.3c)."""
    src = source_id(obj)
    if src is None or src not in game.battlefield:
        return None
    exiled = []
    for oid in objects_of(game, obj, eff.get("what")):
        new = move_object(game, oid, "exile", "exile", "610.3")
        if isinstance(new, int) and new in game.objects and game.objects[new].zone == "exile":
            exiled.append(new)
    if src in game.battlefield and exiled:
        w = game.obj_w(src)
        w.info = (*(kv for kv in w.info if kv[0] != EXILED_UNTIL),
                  (EXILED_UNTIL, (*(w.get_info(EXILED_UNTIL) or ()), *exiled)))
    remember_it(game, obj, exiled)
    return None


def _return_exiled(game: GameState, oid: int, new: int, to_zone: str,
                   was_creature: bool) -> None:
    """The source left the battlefield: each card it exiled that is still in exile returns
    to the battlefield under its owner's control (610.3a)."""
    old = game.last_known_object(oid)
    cards = old.get_info(EXILED_UNTIL) if old is not None else None
    if not cards:
        return
    for card in cards:
        o = game.objects.get(card)
        if o is None or o.zone != "exile":
            continue  # it left exile: a new object (400.7), it stays where it is
        back = move_object(game, card, "battlefield", "return", "610.3a", controller=o.owner)
        if isinstance(back, int) and back in game.objects \
                and game.objects[back].zone == "battlefield":
            game.obj_w(back).controller = o.owner
            publish(game, ENTERED, back)


subscribe(LEFT_BATTLEFIELD, _return_exiled)
