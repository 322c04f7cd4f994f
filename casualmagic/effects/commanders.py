"""Ops about commanders (CR 903.3): "each player may draw a card or put their commander onto
the battlefield", "commander casts" counted again from zero (903.8), and a creature that
becomes its owner's commander — ops of plane cards, written for any card."""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect
from casualmagic.core.dispatch import ENTERED, publish
from casualmagic.core.flow import ask
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine.effect_refs import in_range
from casualmagic.engine.effect_registry import WAIT, effect


@effect("commanders_draw_or_enter")
def _commanders_draw_or_enter(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                              answer: Any, at: int) -> Any:
    """"Each player who controls their commander draws a card. Other players may put their
    commander from the command zone onto the battlefield" (903.3d, 903.6): in turn order from
    you (101.4); a player with several commanders there chooses one."""
    from casualmagic.engine import designations as des
    from casualmagic.engine.turn import draw_cards

    if sub is None:
        players = in_range(game, obj, game.in_turn_order(obj.controller))
        for p in players:
            mine = des.commander_card_ids(game, p)
            if any(game.objects[i].card_id in mine and game.objects[i].controller == p
                   for i in game.battlefield):
                draw_cards(game, p, 1, "121.1")
                game.emit("controls_commander", p, {}, "903.3d")
        others = tuple(p for p in players if not any(
            game.objects[i].card_id in des.commander_card_ids(game, p)
            and game.objects[i].controller == p for i in game.battlefield))
    else:
        others = sub
        who = others[0]
        if answer[0] == "put" and answer[1] in game.command:
            new = game.move(answer[1], "battlefield", controller=who)
            game.emit("put_onto_battlefield", who, {"card": game.objects[new].card.name,
                                                    "object": new}, "903.6")
            publish(game, ENTERED, new)
        others = others[1:]
    while others:
        who = others[0]
        options = [("put", i) for i in game.command
                   if game.objects[i].card_id in des.commander_card_ids(game, who)
                   and game.objects[i].owner == who]
        if options:
            ask(game, who, "choose", [*options, ("no",)], "903.6",
                ("resolve", obj.id, at, others),
                "Put your commander from the command zone onto the battlefield?")
            return WAIT
        others = others[1:]
    return None


@effect("reset_commander_casts")
def _reset_commander_casts(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                           answer: Any, at: int) -> Any:
    """"The number of times each commander has been cast from the command zone becomes 0.
    (This resets commander tax.)" (903.8)."""
    from casualmagic.engine.designations import CASTS_KEY

    counts = game.vget(CASTS_KEY, ())
    if counts:
        game.vset(CASTS_KEY, tuple((cid, 0) for cid, _ in counts))
    game.emit("commander_tax_reset", obj.controller, {}, "903.8")
    return None


@effect("promote_to_commander")
def _promote_to_commander(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                          answer: Any, at: int) -> Any:
    """Year-End Review: "Each player may choose a nontoken creature they own on the
    battlefield, reveal a creature card from their hand, or choose a creature card in their
    graveyard. Those cards become promoted to commander. Each player may put their new
    commander into the command zone" (903.3: they are commanders from then on, with the
    original ones).  In turn order from you (101.4); then, in the same order, each player
    with a new commander may put it into the command zone (903.6)."""
    from casualmagic.engine import designations as des

    if sub is None:
        sub = ("choose", tuple(game.in_turn_order(obj.controller)), ())
    elif sub[0] == "choose":
        _, players, chosen = sub
        who = players[0]
        if answer[0] == "promote":
            oid = answer[1]
            o = game.objects[oid]
            if o.zone == "hand":
                game.emit("reveal", who, {"cards": [o.card.name]}, "701.16a")
            des.designate(game, who, [o.card_id])
            game.emit("promoted_to_commander", who, {"card": o.card.name, "object": oid},
                      "903.3")
            chosen = (*chosen, (who, oid))
        sub = ("choose", players[1:], chosen)
    else:
        _, queue = sub
        who, oid = queue[0]
        if answer[0] == "command" and oid in game.objects:
            new = game.move(oid, "command")
            game.emit("put_in_command_zone", who, {"card": game.objects[new].card.name},
                      "903.6")
        sub = ("put", queue[1:])
    if sub[0] == "choose":
        _, players, chosen = sub
        while players:
            who = players[0]
            options = [("promote", i) for i in game.battlefield
                       if game.objects[i].owner == who and not game.objects[i].card.is_token
                       and "Creature" in game.objects[i].card.types
                       and not game.objects[i].face_down]
            options += [("promote", i) for zone in ("hand", "graveyard")
                        for i in getattr(game.players[who], zone)
                        if "Creature" in game.objects[i].card.types]
            options = [o for o in options if not des.is_commander(game, o[1])]
            if options:
                ask(game, who, "choose", [("none",), *options], "903.3",
                    ("resolve", obj.id, at, ("choose", players, chosen)),
                    "Promote a creature to commander?")
                return WAIT
            players = players[1:]
        sub = ("put", chosen)
    _, queue = sub
    while queue:
        who, oid = queue[0]
        if oid in game.objects and game.objects[oid].zone in ("battlefield", "hand",
                                                              "graveyard"):
            ask(game, who, "choose", [("command",), ("no",)], "903.6",
                ("resolve", obj.id, at, ("put", queue)),
                f"Put {game.objects[oid].card.name} into the command zone?")
            return WAIT
        queue = queue[1:]
    return None
