"""Ops of plane cards about time, costs and control (CR 311, 901): a lasting
"until end of turn, whenever you tap a land for mana" mana ability (605.1b, 611.2a), "you
may pay {X}" on resolution (107.3f), putting a permanent on top of its owner's library,
exchanging control with the player a creature dealt combat damage to (701.10b, 510.2),
dividing counters among targets (601.2d), exiling creatures for tokens by their power, and
suspend's time counters and free casting (702.62a, see mechanics.suspend)."""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect
from casualmagic.core.flow import ask
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine.effect_registry import WAIT, effect


@effect("extra_mana_when_tapped_this_turn")
def _extra_mana_this_turn(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                          at: int) -> Any:
    """"Until end of turn, whenever you tap a land for mana, add one mana of any type that
    land produced" (Selesnya Loft Gardens): a triggered mana ability a resolving ability
    creates for the turn (611.2a, 605.1b, 106.12a), kept as a lasting casting rule."""
    from casualmagic.engine.casting_rules import add_lasting

    args = {"filter": eff.get("filter", "land"), "who": eff.get("who", "you")}
    duration = eff.get("duration", "end_of_turn")  # schemes: "until your next turn" (611.2a)
    add_lasting(game, "extra_mana_when_tapped", args, obj.controller, duration, obj)
    game.emit("extra_mana_when_tapped", obj.controller,
              {"filter": args["filter"], "duration": duration}, "605.1b")
    return None


@effect("may_pay_x")
def _may_pay_x(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
               at: int) -> Any:
    """"You may pay {X}. If you do, ..." as the ability resolves: its controller chooses X
    (107.3f, 608.2d) — or declines, which leaves X at 0 — then pays {X} with mana; later
    instructions read X (``amount = "X"``).  With a ``cost`` such as ``{X}{R}`` ("you may pay
    {X}{R}. If you do, it deals X damage to any target"), X may be 0 (the rest of the cost
    still paid) and declining skips the instructions after it (608.2c)."""
    from casualmagic.cards.mana import parse_cost
    from casualmagic.effects.choices import decline
    from casualmagic.engine import mana_payment as mp
    from casualmagic.engine.casting import apply_plan

    player = obj.controller
    plain = eff.get("cost") is None
    cost = parse_cost(eff.get("cost") or "{X}")
    if answer is not None and answer[0] == "pay":  # the plan chosen for {X}
        x, plans = sub[1], sub[2]
        apply_plan(game, player, plans[answer[1]], cost, x, None)
        game.obj_w(obj.id).x = x
        game.emit("pay_x", player, {"card": obj.card.name, "x": x}, "107.3f")
        return None
    if answer is not None:
        x = answer[1] if answer[0] == "x" else None
        plans = tuple(mp.payment_plans(game, player, cost, x)) \
            if x is not None and (x or not plain) else ()
        if not plans:
            game.obj_w(obj.id).x = 0
            game.emit("pay_x", player, {"card": obj.card.name, "x": 0, "declined": True},
                      "608.2d")
            return None if plain else decline(game, obj)
        ask(game, player, "pay", [("pay", i, p.describe()) for i, p in enumerate(plans)],
            "601.2h", ("resolve", obj.id, at, ("plans", x, plans)), f"Pay {{{x}}}")
        return WAIT
    top = mp.max_x(game, player, cost)
    lowest = 1 if plain else 0  # {X} alone: paying 0 is declining
    options = [("x", v) for v in range(max(top, lowest - 1), lowest - 1, -1)] + [("decline",)]
    ask(game, player, "x", options, "107.3f", ("resolve", obj.id, at, None),
        f"Pay {eff.get('cost') or '{X}'} for {obj.card.name}? Choose X")
    return WAIT


@effect("put_on_top_of_library")
def _put_on_top(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                at: int) -> Any:
    """"Put target permanent on top of its owner's library" (400.3: a card goes to its
    owner's library; a token ceases to exist there, 111.8)."""
    from casualmagic.engine.effect_refs import objects_of
    from casualmagic.engine.primitives import move_object

    for oid in objects_of(game, obj, eff.get("what")):
        move_object(game, oid, "library", "put_on_top", "400.3", "top")
    return None


@effect("exchange_control_with_damaged_player")
def _exchange_with_damaged(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                           answer: Any, at: int) -> Any:
    """"Exchange control of target creature you control that dealt combat damage to a player
    this combat and target creature that player controls" (Glen Elendra, 701.10b): only if
    the first still has dealt combat damage this combat to the second's controller (510.2);
    otherwise no part of the exchange happens (701.10a)."""
    from casualmagic.effects.creatures import exchange_control
    from casualmagic.engine.combat import combat_damage_to_players
    from casualmagic.engine.effect_refs import objects_of

    mine, theirs = objects_of(game, obj, eff.get("what")), objects_of(game, obj, eff.get("other"))
    if not mine or not theirs:
        return None
    a, b = game.objects[mine[0]], game.objects[theirs[0]]
    if a.zone != "battlefield" or b.zone != "battlefield" or a.controller == b.controller:
        return None
    if (a.id, b.controller) not in combat_damage_to_players(game):
        return None  # "that player": the one the first creature dealt combat damage to
    exchange_control(game, obj, a, b)
    return None


def _power_of_it(game: GameState, obj: GameObject) -> int:
    """The power of the object the trigger is about, as it last existed (608.2h)."""
    from casualmagic.engine import continuous as cont

    subject = obj.get_info("subject")
    it = game.last_known_object(subject) if isinstance(subject, int) else None
    if it is None:
        return 0
    return cont.power(game, it) if it.zone == "battlefield" else (it.card.power or 0)


@effect("distribute_counters")
def _distribute_counters(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                         at: int) -> Any:
    """"Distributes N +1/+1 counters among any number of target creatures": each target
    gets at least one (601.2d); the division is made by the player who chose the targets
    (``who = "controller of it"``: the subject's controller), one counter at a time after
    one each, among the targets still legal (608.2b).  ``amount = "power of it"``: the
    dead creature's last known power (608.2h)."""
    from casualmagic.engine.effect_refs import amount_of, legal_refs
    from casualmagic.engine.primitives import add_counters

    kind = eff.get("kind", "+1/+1")
    value = eff.get("amount")
    n = _power_of_it(game, obj) if value == "power of it" else amount_of(game, obj, value)
    targets = [i for k, i in legal_refs(obj, eff.get("what")) if k == "object"
               and i in game.objects and game.objects[i].zone == "battlefield"]
    if n <= 0 or not targets:
        return None
    if answer is None:
        alloc = tuple((oid, 1) for oid in targets[:n])  # at least one each (601.2d)
    else:
        alloc = tuple((oid, c + (oid == answer[1])) for oid, c in sub[1])
    if sum(c for _o, c in alloc) < n and len(alloc) > 1:
        chooser = obj.controller
        if eff.get("who") == "controller of it":
            subject = obj.get_info("subject")
            it = game.last_known_object(subject) if isinstance(subject, int) else None
            chooser = it.controller if it is not None else chooser
        left = n - sum(c for _o, c in alloc)
        ask(game, chooser, "divide", [("counter_on", oid) for oid, _c in alloc], "601.2d",
            ("resolve", obj.id, at, ("alloc", alloc)),
            f"Put one more of {left} {kind} counters on which creature?")
        return WAIT
    if len(alloc) == 1:
        alloc = ((alloc[0][0], n),)
    for oid, c in alloc:
        add_counters(game, oid, kind, c, "122.1", sync=True)
    game.emit("distribute_counters", obj.controller,
              {"kind": kind, "counters": [[oid, c] for oid, c in alloc]}, "601.2d")
    return None


@effect("exile_all_then_tokens_by_power")
def _exile_all_then_tokens(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                           at: int) -> Any:
    """"Each player exiles all creatures they control and creates X 1/1 green Saproling
    creature tokens, where X is the total power of the creatures they exiled this way"
    (Grand Ossuary): the exiles happen at once (406.1), then each player, in APNAP order,
    creates tokens (111.1) by the exiled creatures' last known power (608.2h)."""
    from casualmagic.effects.permanents import token_card
    from casualmagic.engine import continuous as cont
    from casualmagic.engine.effect_refs import all_matching
    from casualmagic.engine.primitives import move_object
    from casualmagic.engine.replacement import TokensEvent, happen

    ids = all_matching(game, obj, eff.get("filter", "creature"))
    power = {p: 0 for p in range(len(game.players))}
    for oid in ids:
        o = game.objects[oid]
        power[o.controller] += max(cont.power(game, o), 0)
    for oid in ids:
        if oid in game.objects and game.objects[oid].zone == "battlefield":
            move_object(game, oid, "exile", "exile", "406.1")
    card = token_card(eff.get("name"), eff.get("types"), eff.get("power"), eff.get("toughness"),
                      eff.get("colors", ""), ())
    for p in game.in_turn_order(game.active):
        if power.get(p, 0) > 0 and not game.players[p].left:
            happen(game, TokensEvent(p, card, power[p], False, obj.id))
    return None


@effect("remove_time_counters")
def _remove_time_counters(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                          at: int) -> Any:
    """Remove time counters from a suspended card (702.62a: "it", the suspended card whose
    upkeep ability this is) or, with ``owner = "you"``, from each suspended card you own
    (Talon Gates's chaos); removing the last one triggers casting it (702.62a)."""
    from casualmagic.engine.effect_refs import amount_of, objects_of
    from casualmagic.mechanics.suspend import remove_time_counters, suspended_cards

    n = amount_of(game, obj, eff.get("amount", 1))
    if eff.get("owner") == "you":
        ids = suspended_cards(game, obj.controller)
    else:
        ids = objects_of(game, obj, eff.get("what", "it"))
    for oid in ids:
        remove_time_counters(game, oid, n)
    return None


@effect("cast_suspended")
def _cast_suspended(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                    at: int) -> Any:
    """"When the last time counter is removed from this card, if it's exiled, you may play
    it without paying its mana cost if able. If you don't, it remains exiled" (702.62a,
    118.9a; casting it ignores timing, 601.2); a creature spell cast this way gains haste
    (mechanics.suspend.haste_on_entering)."""
    from casualmagic.core.flow import push
    from casualmagic.engine.effect_refs import objects_of
    from casualmagic.mechanics.suspend import mark_cast_by_suspend

    if answer is None:
        ids = [i for i in objects_of(game, obj, eff.get("what", "it"))
               if game.objects[i].zone == "exile"]
        if not ids:
            return None
        ask(game, obj.controller, "may", [("yes",), ("no",)], "702.62a",
            ("resolve", obj.id, at, ids[0]),
            f"Cast {game.objects[ids[0]].card.name} without paying its mana cost?")
        return WAIT
    if answer == ("yes",) and sub in game.objects and game.objects[sub].zone == "exile":
        mark_cast_by_suspend(game, game.objects[sub].card_id)
        push(game, ("cast", sub, obj.controller, "announce", "free"))
    return None


@effect("exile_it_suspended")
def _exile_it_suspended(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                        at: int) -> Any:
    """"When this creature dies, exile it with three time counters on it and it gains
    suspend." (Epochrasite; 702.62a, 400.7): the card the creature became in its owner's
    graveyard is exiled with ``amount`` time counters and has suspend while exiled; if it
    has left the graveyard (a new object, 400.7) nothing happens."""
    from casualmagic.engine.effect_refs import amount_of, source_id
    from casualmagic.mechanics.suspend import exile_suspended

    subject = obj.get_info("subject")
    old = game.last_known_object(subject if isinstance(subject, int) else source_id(obj))
    if old is None:
        return None
    grave = game.players[old.owner].graveyard
    card = next((i for i in grave if game.objects[i].card_id == old.card_id
                 and old.card_id >= 0), None)
    if card is not None:
        exile_suspended(game, old.owner, card, amount_of(game, obj, eff.get("amount", 1)),
                        "702.62a")
    return None
