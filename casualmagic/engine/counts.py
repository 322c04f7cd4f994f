"""Counted amounts of plane cards ("where X is ..."; 107.3), read by
:func:`casualmagic.engine.effect_refs.amount_of`."""

from __future__ import annotations

from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine import continuous as cont


def count_of(game: GameState, obj: GameObject, phrase: str) -> int:
    """The number a counted phrase names for the ability ``obj``, worked out as it resolves
    (608.2h):

    - ``"planar die rolls this turn"``: "the number of times you've rolled the planar die
      this turn" (901.9);
    - ``"cards exiled with this"``: cards in exile that this ability's source exiled (607.2a);
    - ``"nonbasic land types among lands you control"`` (205.3i: land types other than the
      five basic ones);
    - ``"Pirates you control"``: permanents you control with that subtype (205.3);
    - ``"players dealt combat damage this turn"`` (510.2; raid, 207.2c);
    - ``"players who control more lands than you"``.
    """
    from casualmagic.engine.effect_refs import source_id

    me = obj.controller
    if phrase == "planar die rolls this turn":
        return planar_die_rolls_this_turn(game, me)
    if phrase == "cards exiled with this":
        from casualmagic.engine.casting_rules import exiled_with

        src = source_id(obj)
        return len(exiled_with(game, src)) if src is not None else 0
    if phrase == "nonbasic land types among lands you control":
        kinds: set[str] = set()
        for i in game.battlefield:
            o = game.objects[i]
            if o.controller == me and cont.is_type(game, o, "Land"):
                kinds.update(s for s in cont.characteristics(game, o).subtypes
                             if s in cont.LAND_TYPES and s not in cont.BASIC_LAND_MANA)
        return len(kinds)
    if phrase == "players dealt combat damage this turn":
        return len(players_dealt_combat_damage_this_turn(game))
    if phrase == "players who control more lands than you":  # counted as it resolves
        lands = {p: 0 for p in game.in_turn_order(game.active)}  # (608.2h)
        for i in game.battlefield:
            o = game.objects[i]
            if o.controller in lands and cont.is_type(game, o, "Land"):
                lands[o.controller] += 1
        return sum(1 for p, n in lands.items() if n > lands.get(me, 0))
    if phrase.endswith(" you control"):
        sub = phrase[: -len(" you control")].removesuffix("s")
        return sum(1 for i in game.battlefield if game.objects[i].controller == me
                   and sub in cont.characteristics(game, game.objects[i]).subtypes)
    raise ValueError(f"unknown amount {phrase!r}")


def players_dealt_combat_damage_this_turn(game: GameState) -> set[int]:
    """The players dealt combat damage this turn (510.2), read from this turn's damage
    events, so nothing extra is remembered."""
    return {ev.data["to_player"] for ev in game.events_this_turn()
            if ev.kind == "damage" and ev.data.get("combat") and "to_player" in ev.data}


def planar_die_rolls_this_turn(game: GameState, player: int) -> int:
    """How many times ``player`` has rolled the planar die this turn (901.9), by the special
    action or by an effect: this turn's ``planar_die`` events."""
    return sum(1 for ev in game.events_this_turn()
               if ev.kind == "planar_die" and ev.player == player)
