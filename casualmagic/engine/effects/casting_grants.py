"""Effects of resolving abilities that change casting for a while (611.2): "spells you cast
this turn cost {3} less" (601.2f), "target player can't cast spells until a player
planeswalks" (601.3).  ("Untap all creatures you control" is ``untap_all`` in
:mod:`.turns`.)  The lasting
records live in :mod:`casualmagic.engine.casting_rules`."""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect
from casualmagic.engine.effects.refs import players_of
from casualmagic.engine.effects.registry import effect
from casualmagic.engine.objects import GameObject
from casualmagic.engine.state import GameState


@effect("spells_cost_less")
def _spells_cost_less(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                      at: int) -> Any:
    """"[Filter] spells you cast this turn cost {N} less to cast" (601.2f, 611.2a): a
    lasting cost reduction for this ability's controller (``who = "you"``) or everyone."""
    from casualmagic.engine.casting_rules import add_lasting

    args = {"filter": eff.get("filter"), "amount": eff.get("amount"),
            "who": eff.get("who", "you")}
    duration = eff.get("duration", "end_of_turn")
    add_lasting(game, "spells_cost_less", args, obj.controller, duration)
    game.emit("cost_change", obj.controller, {"spells": args["filter"], "less": args["amount"],
                                              "duration": duration}, "601.2f")
    return None


@effect("cant_cast")
def _cant_cast(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
               at: int) -> Any:
    """"Target player can't cast spells until a player planeswalks" (601.3, 611.2a):
    ``duration`` is ``until_planeswalk`` (901.11) or ``end_of_turn``."""
    from casualmagic.engine.casting_rules import add_lasting

    duration = eff.get("duration", "end_of_turn")
    for p in players_of(game, obj, eff.get("who")):
        add_lasting(game, "cant_cast", {"player": p}, obj.controller, duration)
        game.emit("cant_cast", p, {"player": game.players[p].name, "duration": duration},
                  "601.3")
    return None


@effect("reveal_top_may_cast_free")
def _reveal_top_may_cast_free(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                              answer: Any, at: int) -> Any:
    """"Target player reveals the top card of their library. If it's a nonland card, you
    may cast it without paying its mana cost" (701.16a, 118.9a): casting it during the
    resolution ignores timing (601.2), and it is cast from that library (601.2a)."""
    from casualmagic.engine.flow import ask, push

    if sub is None:
        players = players_of(game, obj, eff.get("who"))
        lib = game.players[players[0]].library if players else ()
        if not lib:
            return None
        top = lib[0]
        card = game.objects[top].card
        game.emit("reveal", players[0], {"cards": [card.name]}, "701.16a")
        if "Land" in card.types:
            return None
        ask(game, obj.controller, "may", [("yes",), ("no",)], "118.9a",
            ("resolve", obj.id, at, top), f"Cast {card.name} without paying its mana cost?")
        from casualmagic.engine.effects.registry import WAIT

        return WAIT
    if answer == ("yes",) and sub in game.objects and game.objects[sub].zone == "library":
        push(game, ("cast", sub, obj.controller, "announce", "free"))
    return None


@effect("may_cast_free")
def _may_cast_free(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                   at: int) -> Any:
    """"You may cast it without paying its mana cost" (118.9a): e.g. rebound (702.88a);
    casting it during the resolution ignores timing (601.2)."""
    from casualmagic.engine.effects.refs import objects_of
    from casualmagic.engine.effects.registry import WAIT
    from casualmagic.engine.flow import ask, push

    if answer is None:
        ids = [i for i in objects_of(game, obj, eff.get("what"))
               if game.objects[i].zone in ("exile", "graveyard", "library", "hand")]
        if not ids:
            return None
        ask(game, obj.controller, "may", [("yes",), ("no",)], "118.9a",
            ("resolve", obj.id, at, ids[0]),
            f"Cast {game.objects[ids[0]].card.name} without paying its mana cost?")
        return WAIT
    if answer == ("yes",) and sub in game.objects:
        push(game, ("cast", sub, obj.controller, "announce", "free"))
    return None
