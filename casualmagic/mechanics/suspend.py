"""Suspend (CR 702.62), as Talon Gates grants it: a card exiled from its owner's hand with
time counters on it (702.62a's first ability), "At the beginning of your upkeep, if this
card is suspended, remove a time counter from it" and "When the last time counter is
removed from this card, if it's exiled, you may play it without paying its mana cost if
able. ... If you cast a creature spell this way, it gains haste until you lose control of
the spell or the permanent it becomes."

A card has suspend when its printed keywords say so or an effect gave it suspend while it
is exiled (info ``suspend``, Talon Gates); it is *suspended* while in exile with suspend
and a time counter (702.62b).  Cards cast by suspend are remembered by card id (stable
across zones) in ``vstate`` until the spell resolves, for their haste."""

from __future__ import annotations

from casualmagic.cards.model import Effect, TriggeredAbility
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine import rule_hooks

UPKEEP_TEXT = "At the beginning of your upkeep, if this card is suspended, remove a time counter from it."
LAST_TEXT = ("When the last time counter is removed from this card, if it's exiled, you may "
             "play it without paying its mana cost if able. If you don't, it remains exiled. "
             "If you cast a creature spell this way, it gains haste until you lose control of "
             "the spell or the permanent it becomes.")
UPKEEP = TriggeredAbility("upkeep", (Effect("remove_time_counters", (("what", "it"),
                                                                     ("amount", 1))),),
                          (), None, UPKEEP_TEXT)
LAST = TriggeredAbility("last_time_counter_removed",
                        (Effect("cast_suspended", (("what", "it"),)),), (), None, LAST_TEXT)
HASTE_KEY = "suspend.haste"
"""vstate key: card ids of spells cast by suspend, waiting to resolve (702.62a haste)."""


def has_suspend(o: GameObject) -> bool:
    """Printed suspend, or suspend an effect gave the exiled card (Talon Gates)."""
    return bool(o.get_info("suspend")) or any(k.startswith("Suspend") for k in o.card.keywords)


def is_suspended(o: GameObject) -> bool:
    """702.62b: in exile, with suspend and a time counter on it."""
    return o.zone == "exile" and has_suspend(o) and o.counter("time") > 0


def suspended_cards(game: GameState, owner: int) -> list[int]:
    """702.62b: the suspended cards ``owner`` owns (all in exile)."""
    objs = game.objects
    return [oid for oid in game.exile if objs[oid].owner == owner and is_suspended(objs[oid])]


def exile_suspended(game: GameState, player: int, oid: int, n: int, rule: str) -> int:
    """Exile a card from ``player``'s hand with ``n`` time counters on it; it has (or
    gains) suspend (702.62a; Talon Gates).  Returns the exiled card's id."""
    name = game.objects[oid].card.name
    new = game.move(oid, "exile")
    o = game.obj_w(new)
    o.info = (*o.info, ("suspend", True))
    if n > 0:
        o.counters = o.with_counter("time", n)
    game.emit("suspend", player, {"object": new, "card": name, "time_counters": n}, rule)
    return new


def upkeep_triggers(game: GameState) -> None:
    """"At the beginning of your upkeep, if this card is suspended, remove a time counter
    from it" (702.62a): it triggers from exile for the active player's suspended cards."""
    from casualmagic.engine.triggers import queue_trigger

    for oid in suspended_cards(game, game.active):
        queue_trigger(game, oid, game.objects[oid].card, UPKEEP, game.active, oid)


def remove_time_counters(game: GameState, oid: int, n: int, rule: str = "702.62a") -> None:
    """Remove up to ``n`` time counters from a suspended card; removing the last one
    triggers its "When the last time counter is removed" ability (702.62a)."""
    from casualmagic.engine.triggers import queue_trigger

    o = game.objects.get(oid)
    if o is None or not is_suspended(o):
        return
    before = o.counter("time")
    k = min(n, before)
    w = game.obj_w(oid)
    w.counters = w.with_counter("time", -k)
    game.emit("remove_counters", o.owner, {"object": oid, "card": o.card.name, "kind": "time",
                                           "amount": k}, rule)
    if before - k == 0:
        queue_trigger(game, oid, o.card, LAST, o.owner, oid)


def mark_cast_by_suspend(game: GameState, card_id: int) -> None:
    game.vset(HASTE_KEY, (*game.vget(HASTE_KEY, ()), card_id))


def haste_on_entering(game: GameState, spell: GameObject, new: int) -> None:
    """A creature spell cast by suspend gains haste until its controller loses control of
    the permanent it becomes (702.62a; ``while_control`` of the permanent itself)."""
    from casualmagic.engine.continuous import ContinuousEffect, add_effect, next_timestamp

    waiting = game.vget(HASTE_KEY, ())
    if spell.card_id not in waiting:
        return
    game.vset(HASTE_KEY, tuple(i for i in waiting if i != spell.card_id))
    if "Creature" not in spell.card.types:
        return
    add_effect(game, ContinuousEffect("6", "add_keywords", (("Haste",),), next_timestamp(game),
                                      new, spell.controller, (new,), None, "while_control",
                                      "702.62a"))


def suspend_options(game: GameState, player: int, allowed: bool) -> list[tuple]:
    """Talon Gates: "Any time you could cast a sorcery, you may exile a nonland card from
    your hand with X time counters on it, where X is its mana value" — a special action
    (116.2, 307.1 timing), offered as ``("suspend", card, X)``."""
    from casualmagic.engine.actions import sorcery_timing

    if not allowed or not sorcery_timing(game, player):
        return []
    return [("suspend", oid, int(game.objects[oid].card.mana_value))
            for oid in game.players[player].hand
            if "Land" not in game.objects[oid].card.types]


rule_hooks.UPKEEP.append(upkeep_triggers)
rule_hooks.PERMANENT_SPELL_RESOLVED.append(haste_on_entering)
