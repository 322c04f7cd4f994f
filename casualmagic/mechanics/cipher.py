"""Cipher (CR 702.99): "If this spell is represented by a card, you may exile this card
encoded on a creature you control" and "For as long as this card is encoded on that creature,
that creature has 'Whenever this creature deals combat damage to a player, you may copy the
encoded card and you may cast the copy without paying its mana cost'" (702.99a).

* The ``cipher`` op is the spell's last instruction: a copy of the spell is no card and
  encodes nothing; the card's controller chooses a creature they control (not a target) or
  declines, and the card is exiled encoded on it (702.99b) instead of going to the
  graveyard; the pair is kept in the variant state under :data:`KEY`.
* While the card stays exiled and the creature on the battlefield (702.99c: the same object,
  whoever controls it), the creature's combat damage to a player
  (``rule_hooks.COMBAT_DAMAGE_TO_PLAYER``) triggers; the ``cast_cipher_copy`` op asks whether
  to copy the card and cast the copy without paying its mana cost (707.12, 118.9a: the timing
  permissions aside, 601.2); a copy not cast ceases to exist (704.5e)."""

from __future__ import annotations

from functools import cache
from typing import Any

from casualmagic.cards.model import Effect, TriggeredAbility
from casualmagic.core.flow import ask, push
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine import rule_hooks
from casualmagic.engine.effect_registry import WAIT, effect
from casualmagic.engine.triggers import queue_trigger

KEY = "cipher_encoded"
"""Variant-state key: ``((exiled card, creature), ...)``, each card encoded on a creature."""


@effect("cipher")
def _cipher(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
            at: int) -> Any:
    """702.99a: "you may exile this card encoded on a creature you control"."""
    if obj.is_copy or obj.kind != "spell" or obj.zone != "stack":
        return None  # "if this spell is represented by a card"
    me = obj.controller
    if answer is None:
        creatures = [o.id for o in game.permanents(me) if "Creature" in _types(game, o)]
        if not creatures:
            return None
        ask(game, me, "choose", [*(("encode", i) for i in creatures), ("no",)], "702.99a",
            ("resolve", obj.id, at, None), f"Encode {obj.card.name} on a creature you control?")
        return WAIT
    if answer[0] != "encode" or answer[1] not in game.battlefield:
        return None
    name = obj.card.name
    new = game.move(obj.id, "exile")  # the spell is done: it is exiled, not put in a graveyard
    if game.objects.get(new) is None or game.objects[new].zone != "exile":
        return None
    game.vset(KEY, (*game.vget(KEY, ()), (new, answer[1])))
    game.emit("encode", me, {"card": name, "object": new, "on": answer[1]}, "702.99b")
    return None


def _types(game: GameState, o: GameObject) -> tuple[str, ...]:
    from casualmagic.engine import continuous as cont  # the rules' characteristics (613)

    return cont.characteristics(game, o).types


@cache
def cipher_trigger(card: int) -> TriggeredAbility:
    """The ability the encoded card gives the creature (702.99a)."""
    return TriggeredAbility(
        "deals_combat_damage_to_player", (Effect("cast_cipher_copy", (("card", card),)),), (),
        None, "Whenever this creature deals combat damage to a player, you may copy the encoded "
        "card and you may cast the copy without paying its mana cost.")


def encoded_damage(game: GameState, source: GameObject, player: int) -> None:
    """A creature dealt combat damage to a player: each card encoded on it triggers."""
    encoded = game.vget(KEY, ()) if game.vstate else ()
    if not encoded:
        return
    live = tuple((c, k) for c, k in encoded if c in game.objects
                 and game.objects[c].zone == "exile" and k in game.battlefield)  # 702.99c
    if live != encoded:
        game.vset(KEY, live)
    for card, creature in live:
        if creature == source.id:
            queue_trigger(game, source.id, source.card, cipher_trigger(card), source.controller)


@effect("cast_cipher_copy")
def _cast_cipher_copy(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                      at: int) -> Any:
    """"You may copy the encoded card and you may cast the copy without paying its mana
    cost" (707.12, 118.9a); the card must still be encoded (702.99c)."""
    card = int(eff.get("card"))
    o = game.objects.get(card)
    if o is None or o.zone != "exile" or (card, obj.source) not in game.vget(KEY, ()):
        return None
    who = obj.controller
    if answer is None:
        ask(game, who, "may", [("yes",), ("no",)], "702.99a", ("resolve", obj.id, at, None),
            f"Copy {o.card.name} and cast the copy without paying its mana cost?")
        return WAIT
    if answer != ("yes",):
        return None
    copy = game.new_object(o.card, -1, who, "stack", "spell")
    copy.controller = who
    copy.is_copy = True  # off the stack it ceases to exist (707.10a, 704.5e)
    copy.info = (("cast_from", "exile"), ("free", True))
    game.stack = (*game.stack, copy.id)
    game.emit("copy_card", who, {"card": o.card.name, "of": card}, "707.12")
    push(game, ("cast", copy.id, who, "kick", 0))  # 601.2b-h, then it becomes cast
    return None


rule_hooks.COMBAT_DAMAGE_TO_PLAYER.append(encoded_damage)
