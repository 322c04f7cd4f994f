"""Linked abilities of exile and return (607.2a): "When this enchantment enters, exile
another target nonland permanent." / "When this enchantment leaves the battlefield, return
the exiled card to the battlefield under its owner's control." (Oblivion Ring).

Unlike "exile … until this leaves the battlefield" (610.3, effects/exile_until.py) these are
two triggered abilities: if the permanent leaves before its enters trigger resolves, its
leaves trigger returns nothing and the card exiled afterwards stays in exile (607.2a: the
exiled card is what the linked ability exiled). The ``exile`` op remembers what each source
exiled (``casting_rules.remember_exiled``); the leaves trigger's source is the permanent as
it last existed (603.10a), so its memory is found by that object's id.
"""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect
from casualmagic.core.dispatch import ENTERED, publish
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine.casting_rules import exiled_with
from casualmagic.engine.effect_refs import source_id
from casualmagic.engine.effect_registry import effect
from casualmagic.engine.primitives import cards_cant_enter_from_exile, move_object


@effect("return_exiled_with_this")
def _return_exiled_with_this(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                             answer: Any, at: int) -> Any:
    """"Return the exiled card to the battlefield under its owner's control" (607.2a, 610.3):
    each card the source exiled that is still in exile returns under its owner's control."""
    src = permanent_it_was(game, source_id(obj))
    if src is None:
        return None
    for card in exiled_with(game, src):
        o = game.objects[card]
        if o.card.is_token:
            continue
        if cards_cant_enter_from_exile(game):
            game.emit("cant_enter_from_exile", obj.controller, {"card": o.card.name}, "614.17")
            continue
        back = move_object(game, card, "battlefield", "return", "607.2a", controller=o.owner)
        if isinstance(back, int) and back in game.objects \
                and game.objects[back].zone == "battlefield":
            game.obj_w(back).controller = o.owner
            publish(game, ENTERED, back)
    return None


def permanent_it_was(game: GameState, src: int | None) -> int | None:
    """The id of the permanent the object ``src`` was on the battlefield just before it
    became ``src`` (400.7: a new object in its new zone; 603.10a: a leaves-the-battlefield
    trigger looks back at it): ``src`` itself if it is a permanent, else the newest object of
    the same card older than ``src`` that was on the battlefield."""
    if src is None:
        return None
    o = game.last_known_object(src)
    if o is None or o.zone == "battlefield":
        return src
    before = [k for k, old in game.last_known
              if old.card_id == o.card_id and k < src and old.zone == "battlefield"]
    return max(before, default=None)
