"""Effect ops about creatures, control and life first needed by plane cards (CR 311, 901.7),
written generically: "[target] has [keyword] for as long as it has a [kind] counter on it"
(611.2b), "put N counters on target creature, M on another target creature..." (122.1),
exchanging life totals (701.10c) and control of two permanents (701.10b).

Longer than 600 lines: one op family (what an ability does to creatures: keywords,
counters, control, fights), read as a catalogue; a split by op would give many modules of
one function.
"""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect
from casualmagic.core.dispatch import CARD_DRAWN, ENTERED, publish
from casualmagic.core.hooks import you_players
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine.continuous import ContinuousEffect, add_effect, gain_control, next_timestamp
from casualmagic.engine.effect_refs import card_it_became, objects_of, players_of
from casualmagic.engine.effect_registry import effect
from casualmagic.engine.primitives import add_counters, lose_life


@effect("gain_while_counter")
def _gain_while_counter(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                        at: int) -> Any:
    """"That creature has indestructible for as long as it has a divinity counter on it":
    a layer 6 effect (613.1f) whose duration ends once no such counter is on it (611.2b)."""
    kind = eff.get("kind")
    kws = tuple(eff.get("keywords", ()))
    for oid in objects_of(game, obj, eff.get("what")):
        e = ContinuousEffect("6", "add_keywords", (kws,), next_timestamp(game), obj.id,
                             obj.controller, (oid,), None, f"while_counter:{kind}", "611.2b",
                             turn=game.turn)
        add_effect(game, e)
        game.emit("gain_while_counter", obj.controller,
                  {"object": oid, "keywords": list(kws), "counter": kind}, "611.2b")
    return None


@effect("add_counters_per_target")
def _add_counters_per_target(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                             answer: Any, at: int) -> Any:
    """"Put a -1/-1 counter on target creature, two -1/-1 counters on another target
    creature, and three -1/-1 counters on a third target creature": the n-th target chosen
    for target spec ``what`` gets ``amounts[n]`` counters (122.1); an illegal target gets
    none and the others keep their amounts (608.2b)."""
    spec = eff.get("what")
    refs = obj.targets[spec] if spec < len(obj.targets) else ()
    illegal = obj.get_info("illegal", ())
    for ref, n in zip(refs, eff.get("amounts"), strict=False):
        if ref in illegal or ref[0] != "object" or ref[1] not in game.objects:
            continue
        add_counters(game, ref[1], eff.get("kind"), int(n), "122.1", sync=True)
    return None


@effect("exchange_control")
def _exchange_control(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                      at: int) -> Any:
    """"Exchange control of two target permanents [that share a card type]" (701.10b): if
    both are still here (and, with ``share_type``, share a card type) and have different
    controllers, each controller gains control of the other's permanent; otherwise no part
    of the exchange happens (701.10a)."""
    from casualmagic.engine import continuous as cont

    ids = objects_of(game, obj, eff.get("what"))
    if len(ids) != 2:
        return None
    a, b = (game.objects[i] for i in ids)
    if a.zone != "battlefield" or b.zone != "battlefield":
        return None
    if eff.get("share_type") and not (set(cont.characteristics(game, a).types)
                                      & set(cont.characteristics(game, b).types)):
        return None
    if a.controller == b.controller:
        return None  # 701.10b: nothing happens
    exchange_control(game, obj, a, b)
    return None


def exchange_control(game: GameState, obj: GameObject, a: GameObject, b: GameObject) -> None:
    """``obj`` exchanges control of the permanents ``a`` and ``b`` (701.10b): each
    controller gains control of the other's, for good."""
    ca, cb = a.controller, b.controller
    game.emit("exchange_control", obj.controller, {"objects": [a.id, b.id]}, "701.10b")
    gain_control(game, a.id, cb, "permanent", None, "701.10b")
    gain_control(game, b.id, ca, "permanent", None, "701.10b")


@effect("add_types_all")
def _add_types_all(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                   at: int) -> Any:
    """"Each creature you control ... becomes a Werewolf in addition to its other types until
    end of turn" (Kessig), "... become artifacts in addition to their other types" (Esper): a
    layer 4 effect (613.1d, 205.1b) on the objects matching ``filter`` as it resolves
    (611.2c)."""
    from casualmagic.engine.effect_refs import all_matching, source_id

    ids = tuple(all_matching(game, obj, eff.get("filter")))
    if not ids:
        return None
    args = (tuple(eff.get("types", ())), tuple(eff.get("subtypes", ())))
    add_effect(game, ContinuousEffect("4", "add_types", args, next_timestamp(game),
                                      source_id(obj), obj.controller, ids, None,
                                      eff.get("duration", "end_of_turn"), "611.2c",
                                      turn=game.turn))
    game.emit("add_types", obj.controller, {"objects": list(ids), "types": list(args[0]),
                                            "subtypes": list(args[1])}, "613.1d")
    return None


@effect("draw_from_bottom")
def _draw_from_bottom(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                      at: int) -> Any:
    """"Draw a card from the bottom of your library" (121.1): a draw, of the bottom card
    (121.2: one at a time); "whenever you draw" abilities trigger; an empty library marks
    the player for 704.5b as any draw does (121.4)."""
    for player in players_of(game, obj, eff.get("who")):
        for _ in range(int(eff.get("amount", 1))):
            lib = game.players[player].library
            if not lib:
                game.player_w(player).drew_from_empty = True
                game.emit("draw_from_empty", player, {}, "121.4")
                continue
            new = game.move(lib[-1], "hand")
            if game.objects[new].zone != "hand":  # replaced (903.9b): not drawn (614.6)
                continue
            game.emit("draw", player, {"object": new, "card": game.objects[new].card.name,
                                       "from": "bottom"}, "121.1", private_to=player,
                      hidden=("object", "card"))
            publish(game, CARD_DRAWN, player, None)
    return None


@effect("gain_all_creature_types")
def _gain_all_creature_types(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                             answer: Any, at: int) -> Any:
    """"Target creature gains all creature types until end of turn": a layer 4 effect
    (613.1d) giving it every creature type of 205.3m."""
    for oid in objects_of(game, obj, eff.get("what")):
        add_effect(game, ContinuousEffect("4", "all_creature_types", (), next_timestamp(game),
                                          obj.id, obj.controller, (oid,), None,
                                          eff.get("duration", "end_of_turn"), "205.3m",
                                          turn=game.turn))
        game.emit("gain_all_creature_types", obj.controller, {"object": oid}, "205.3m")
    return None


@effect("pump_each")
def _pump_each(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
               at: int) -> Any:
    """"Slivers you control gain haste and get +X/+X until end of turn, where X is the number
    of Slivers you control": like ``pump_all``, but ``filter`` may name subtypes (a static
    filter phrase, "Slivers you control") and the amounts may count permanents ("Slivers you
    control"), worked out once as it resolves (608.2h); the affected set is locked in then
    (611.2c); layers 7c and 6 (613.4c, 613.1f)."""
    from casualmagic.engine import continuous as cont
    from casualmagic.engine.statics import parse_layer_filter

    f = parse_layer_filter(eff.get("filter"))
    objs = game.objects
    ids = tuple(i for i in game.battlefield
                if cont.fits(game, f, objs[i], cont.characteristics(game, objs[i]),
                             obj.controller, None))
    if not ids:
        return None
    p, t = (cont.layer_amount(game, None, eff.get(k, 0), ids[0], obj.controller) or 0
            for k in ("power", "toughness"))
    kws = tuple(eff.get("keywords", ()))
    ts = next_timestamp(game)
    if p or t:
        add_effect(game, ContinuousEffect("7c", "pt_add", (p, t), ts, obj.id, obj.controller,
                                          ids, None, "end_of_turn", "611.2c"))
    if kws:
        add_effect(game, ContinuousEffect("6", "add_keywords", (kws,), ts, obj.id,
                                          obj.controller, ids, None, "end_of_turn", "611.2c"))
    game.emit("pump_all", obj.controller, {"objects": list(ids), "power": p, "toughness": t,
                                           "keywords": list(kws)}, "611.2c")
    return None


@effect("grant_abilities_all")
def _grant_abilities_all(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                         at: int) -> Any:
    """"Each creature you control gains '{T}: This creature deals 1 damage to target player
    or planeswalker' until end of turn": a layer 6 effect (613.1f, 113.2) on the objects
    matching ``filter`` as it resolves (611.2c); "this creature" is the one that has it."""
    from casualmagic.engine.effect_refs import all_matching

    ids = tuple(all_matching(game, obj, eff.get("filter")))
    abilities = tuple(eff.get("abilities", ()))
    if not ids or not abilities:
        return None
    add_effect(game, ContinuousEffect("6", "add_abilities", (abilities,), next_timestamp(game),
                                      obj.id, obj.controller, ids, None,
                                      eff.get("duration", "end_of_turn"), "613.1f",
                                      turn=game.turn))
    game.emit("grant_abilities", obj.controller,
              {"objects": list(ids), "abilities": [a.text for a in abilities]}, "613.1f")
    return None


@effect("become_monarch")
def _become_monarch(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                    at: int) -> Any:
    """"You become the monarch" (722.3); ``who`` may name another player ("its
    controller")."""
    from casualmagic.mechanics.monarch import become_monarch

    for player in players_of(game, obj, eff.get("who"))[:1]:
        become_monarch(game, player)
    return None


@effect("goad")
def _goad(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    """"Goad target creature" (701.38a): until your next turn it attacks each combat if able
    and attacks a player other than you if able (701.38b, see engine.combat)."""
    from casualmagic.engine.combat import goad

    for oid in objects_of(game, obj, eff.get("what")):
        goad(game, oid, obj.controller)
    return None


@effect("cant_lose_game")
def _cant_lose_game(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                    at: int) -> Any:
    """"Until a player planeswalks, you can't lose the game and your opponents can't win the
    game" (104.3): a rule-changing effect for ``duration`` (``until_planeswalk``, ended as a
    player planeswalks, 901.11).  Only losing ends a game here, so no opponent can win by
    your loss meanwhile (104.2a); conceding still works (104.3a)."""
    add_effect(game, ContinuousEffect("rules", "cant_lose", (), next_timestamp(game), obj.id,
                                      obj.controller, (), None,
                                      eff.get("duration", "until_planeswalk"), "104.3",
                                      turn=game.turn))
    game.emit("cant_lose", obj.controller, {"player": obj.controller,
                                            "until": eff.get("duration", "until_planeswalk")},
              "104.3")
    return None


_EXILE_IT = None


def _exile_it_ability() -> Any:
    """The delayed "exile those tokens at the beginning of the next end step" (603.7)."""
    global _EXILE_IT
    if _EXILE_IT is None:
        from casualmagic.cards.model import TriggeredAbility

        _EXILE_IT = TriggeredAbility("end_step", (Effect("exile", (("what", "it"),)),), (), None,
                                     "Exile that token at the beginning of the next end step.")
    return _EXILE_IT


@effect("copy_attacking_each_other_opponent")
def _copy_attacking_each_other_opponent(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                                        answer: Any, at: int) -> Any:
    """"Whenever a creature you control attacks a player, for each other opponent, you may
    create a token that's a copy of that creature, tapped and attacking that opponent. Exile
    those tokens at the beginning of the next end step": one "you may" per other opponent
    (in turn order); each token copies the creature (707.2), enters tapped and attacking
    (508.4) and gets a delayed trigger exiling it (603.7) — for myriad at end of combat
    (``exile_at`` "next_end_of_combat", 702.116a)."""

    from casualmagic.core.flow import ask
    from casualmagic.engine.combat import put_into_combat_attacking
    from casualmagic.engine.copies import create_token_copy
    from casualmagic.engine.effect_registry import WAIT
    from casualmagic.engine.triggers import add_delayed

    [oid] = objects_of(game, obj, eff.get("what", "it"))[:1] or [None]
    combat = game.combat
    attacked = combat.defender_of(oid) if combat is not None and oid is not None else None
    if attacked is None or attacked[0] != "player":
        return None  # it attacks a planeswalker (or left combat): "attacks a player" is false
    if sub is None:
        sub = tuple(p for p in game.in_turn_order(game.active)
                    if p in game.opponents(obj.controller) and p != attacked[1])
    if answer is not None:
        who, sub = sub[0], sub[1:]
        if answer[0] == "yes":
            src = game.last_known_object(oid)
            for tok in create_token_copy(game, obj.controller, src.card, obj.id, tapped=True):
                put_into_combat_attacking(game, tok, ("player", who))
                add_delayed(game, eff.get("exile_at", "next_end_step"), obj.card,
                            _exile_it_ability(), obj.controller, tok)
    if sub:
        ask(game, obj.controller, "choose", [("yes",), ("no",)], "608.2d",
            ("resolve", obj.id, at, sub),
            f"Create a copy attacking {game.players[sub[0]].name}?")
        return WAIT
    return None


@effect("sacrifice_any_number_then_damage")
def _sacrifice_any_number_then_damage(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                                      answer: Any, at: int) -> Any:
    """"You may sacrifice any number of creatures. If you do, [this] deals that much damage
    to target creature": the creatures are chosen one at a time until "done" and then
    sacrificed together (701.17a, 608.2c: one instruction), then the source deals damage
    equal to how many were sacrificed to target ``to`` (120.3)."""
    from casualmagic.core.flow import ask
    from casualmagic.engine.casting import sacrifice_candidates
    from casualmagic.engine.effect_refs import legal_refs
    from casualmagic.engine.effect_registry import WAIT
    from casualmagic.engine.primitives import deal_damage, sacrifice

    chosen: tuple[int, ...] = sub or ()
    if answer is not None and answer[0] == "sacrifice":
        chosen = (*chosen, answer[1])
    if answer is None or answer[0] == "sacrifice":
        options = [i for i in sacrifice_candidates(game, obj.controller,
                                                   eff.get("filter", "creature"), None)
                   if i not in chosen]
        if options:
            ask(game, obj.controller, "sacrifice",
                [*(("sacrifice", i) for i in options), ("done",)], "701.17a",
                ("resolve", obj.id, at, chosen), f"Sacrifice a {eff.get('filter', 'creature')}?")
            return WAIT
    for oid in chosen:  # together: no one of them leaves before the others are chosen
        sacrifice(game, oid)
    count = len(chosen)
    if count:
        for ref in legal_refs(obj, eff.get("to", 0)):
            deal_damage(game, obj, ref, count)
    return None


@effect("return_at_next_end_step")
def _return_at_next_end_step(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                             answer: Any, at: int) -> Any:
    """"Whenever a [white] creature dies, return it to the battlefield under its owner's
    control [to its owner's hand] at the beginning of the next end step": the card the
    creature became in its owner's graveyard (400.7) gets a delayed trigger (603.7) that
    returns it then if it is still there (a new object otherwise, 400.7)."""
    from casualmagic.cards.model import TriggeredAbility
    from casualmagic.engine.triggers import add_delayed

    to = eff.get("to", "battlefield")
    became = card_it_became(game, obj)
    if became is not None:  # else a token ceased to exist, or it went elsewhere (400.7)
        old, found = became
        ret = (Effect("put_onto_battlefield", (("under", "owner"), ("what", "it")))
               if to == "battlefield" else
               Effect("return_from_graveyard", (("to", "hand"), ("what", "it"))))
        where = "the battlefield" if to == "battlefield" else "its owner's hand"
        ability = TriggeredAbility("end_step", (ret,), (), None,
                                   f"Return {old.card.name} to {where} at the beginning of the "
                                   "next end step.")
        add_delayed(game, "next_end_step", obj.card, ability, obj.controller, found)
        game.emit("delayed_trigger", obj.controller, {"card": old.card.name, "to": to}, "603.7a")
    return None


@effect("creatures_cant_attack_you")
def _creatures_cant_attack_you(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                               answer: Any, at: int) -> Any:
    """"Creatures can't attack you until a player planeswalks": a rule effect (a
    restriction, 508.1c) for ``duration`` (``until_planeswalk`` ends as a player
    planeswalks, 901.11).  "You" is each player :func:`you_players` names (both members of
    the planar controller's team in Two-Headed Giant, 901.12c)."""
    for you in you_players(game, obj):
        add_effect(game, ContinuousEffect("rules", "cant_attack_player", (),
                                          next_timestamp(game), obj.id, you, (), None,
                                          eff.get("duration", "until_planeswalk"), "508.1c",
                                          turn=game.turn))
        game.emit("cant_attack_player", you, {"player": you}, "508.1c")
    return None


@effect("lose_life_for_each")
def _lose_life_for_each(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                        at: int) -> Any:
    """"Target opponent loses X life, where X is the number of artifacts you control"
    (119.3): ``filter`` counted among your permanents as the effect resolves."""
    from casualmagic.cards.vocabulary import parse_filter
    from casualmagic.engine.targets import matches_filter_base

    f = parse_filter(eff.get("filter"))
    n = sum(1 for o in game.permanents(obj.controller)
            if matches_filter_base(game, f, o, obj.controller))
    for p in players_of(game, obj, eff.get("who")):
        lose_life(game, p, n, "119.3")
    return None


@effect("create_attackers_for_each_opponent")
def _create_attackers_for_each_opponent(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                                        answer: Any, at: int) -> Any:
    """"For each opponent, you create a [token] that attacks that opponent this turn if
    able. Those tokens gain haste. Sacrifice them at the beginning of the next end step":
    each token must attack its opponent this turn if able (a requirement, 508.1d), gains
    haste (613.1f, no duration: 611.2a) and gets a delayed sacrifice trigger (603.7)."""
    from casualmagic.cards.model import TriggeredAbility
    from casualmagic.effects.permanents import token_card
    from casualmagic.engine.replacement import TokensEvent, happen
    from casualmagic.engine.triggers import add_delayed

    card = token_card(eff.get("name"), eff.get("types"), eff.get("power"), eff.get("toughness"),
                      eff.get("colors", ""), tuple(eff.get("keywords", ())))
    sac = TriggeredAbility("end_step", (Effect("sacrifice", (("what", "it"),)),), (), None,
                           f"Sacrifice that {card.name} at the beginning of the next end step.")
    for opp in [p for p in game.in_turn_order(game.active) if p in game.opponents(obj.controller)]:
        made = happen(game, TokensEvent(obj.controller, card, 1, False, obj.id), sync=True)
        for tok in made if isinstance(made, list) else ():
            w = game.obj_w(tok)
            w.info = (*w.info, ("must_attack", (opp, game.turn)))
            add_effect(game, ContinuousEffect("6", "add_keywords", (("Haste",),),
                                              next_timestamp(game), obj.id, obj.controller,
                                              (tok,), None, "permanent", "611.2a"))
            add_delayed(game, "next_end_step", obj.card, sac, obj.controller, tok)
    return None


@effect("destroy_and_when_you_do")
def _destroy_and_when_you_do(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                             answer: Any, at: int) -> Any:
    """"Destroy up to one target creature. When you do, its controller [does something]":
    for each permanent destroyed (701.7a; not an indestructible one), a reflexive triggered
    ability (603.12) with ``effects`` triggers; "that player" is the destroyed permanent's
    controller."""
    from casualmagic.cards.model import TriggeredAbility
    from casualmagic.engine.primitives import destroy
    from casualmagic.engine.triggers import queue_trigger

    ability = TriggeredAbility("reflexive", tuple(eff.get("effects", ())), (), None,
                               eff.get("text", "When you do, ..."))
    for oid in objects_of(game, obj, eff.get("what")):
        controller = game.objects[oid].controller
        if destroy(game, oid):
            queue_trigger(game, obj.id if obj.kind != "ability" else obj.source or -1, obj.card,
                   ability, obj.controller, ("player", controller))  # type: ignore[arg-type]
    return None


# -- planes: creatures & combat, second round -----------------------------------------------

@effect("pump_counting")
def _pump_counting(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                   at: int) -> Any:
    """"It gets +1/+1 until end of turn for each other creature its controller controls that
    shares a creature type with it": each object ``what`` names gets +X/+Y (layer 7c,
    613.4c) where X and Y are counts (:func:`continuous.layer_amount`) worked out once as it
    resolves (608.2h), from the point of view of that object's controller."""
    from casualmagic.engine import continuous as cont

    for oid in objects_of(game, obj, eff.get("what")):
        o = game.objects[oid]
        if o.zone != "battlefield":
            continue
        p, t = (cont.layer_amount(game, None, eff.get(k, 0), oid, o.controller) or 0
                for k in ("power", "toughness"))
        if p or t:
            add_effect(game, ContinuousEffect("7c", "pt_add", (p, t), next_timestamp(game),
                                              obj.id, obj.controller, (oid,), None,
                                              "end_of_turn", "611.2a"))
        game.emit("pump", obj.controller, {"object": oid, "power": p, "toughness": t},
                  "611.2a")
    return None


def _round_up(n: int, step: int) -> int:
    """``n`` rounded up to the nearest multiple of ``step`` (5 stays 5, 6 becomes 10)."""
    return -(-n // step) * step


@effect("round_pt_up")
def _round_pt_up(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                 at: int) -> Any:
    """"Round both its power and toughness up to the nearest 5": it gets +X/+Y until end
    of turn (layer 7c, 613.4c), X and Y the distances from its power and toughness as the
    ability resolves (608.2h) to the next multiple of ``to``."""
    from casualmagic.engine import continuous as cont

    step = int(eff.get("to", 5))
    for oid in objects_of(game, obj, eff.get("what")):
        o = game.objects[oid]
        if o.zone != "battlefield":
            continue
        pw, tg = cont.power(game, o), cont.toughness(game, o)
        p, t = _round_up(pw, step) - pw, _round_up(tg, step) - tg
        if p or t:
            add_effect(game, ContinuousEffect("7c", "pt_add", (p, t), next_timestamp(game),
                                              obj.id, obj.controller, (oid,), None,
                                              "end_of_turn", "611.2a"))
        game.emit("round_pt_up", obj.controller,
                  {"object": oid, "power": pw + p, "toughness": tg + t}, "611.2a")
    return None


@effect("amass")
def _amass(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
           at: int) -> Any:
    """"Amass [subtype] N" (701.44a): if you control no Army creature, create a 0/0
    [subtype] Army creature token (``colors``, black unless the card says otherwise); choose
    an Army creature you control, put N +1/+1 counters on it, and if it isn't a [subtype] it
    becomes one in addition to its other types (layer 4, 613.1d)."""
    from casualmagic.core.flow import ask
    from casualmagic.effects.permanents import token_card
    from casualmagic.engine import continuous as cont
    from casualmagic.engine.effect_registry import WAIT
    from casualmagic.engine.replacement import TokensEvent, happen

    kind = eff.get("subtype")
    me = obj.controller

    def armies() -> list[int]:
        return [i for i in game.battlefield if game.objects[i].controller == me
                and cont.is_type(game, game.objects[i], "Creature")
                and "Army" in cont.characteristics(game, game.objects[i]).subtypes]

    if answer is None:
        if not armies():
            card = token_card(kind, f"Creature — {kind} Army", 0, 0, eff.get("colors", "B"), ())
            happen(game, TokensEvent(me, card, 1, False, obj.id), sync=True)
        choices = armies()
        if len(choices) > 1:
            ask(game, me, "amass", [("army", i) for i in choices], "701.44a",
                ("resolve", obj.id, at, None), f"Choose an Army to amass {kind} onto")
            return WAIT
        if not choices:
            game.emit("amass", me, {"subtype": kind, "army": None}, "701.44b")
            return None
        army = choices[0]
    else:
        army = answer[1]
    add_counters(game, army, "+1/+1", int(eff.get("amount")), "701.44a", sync=True)
    if kind not in cont.characteristics(game, game.objects[army]).subtypes:
        add_effect(game, ContinuousEffect("4", "add_types", ((), (kind,)), next_timestamp(game),
                                          obj.id, me, (army,), None, "permanent", "701.44a"))
    game.emit("amass", me, {"subtype": kind, "army": army, "amount": eff.get("amount")},
              "701.44a")
    return None


def _face_down_info(eff: Effect) -> tuple:
    """The characteristics an effect lists for a face-down permanent (708.2): its types and
    subtypes, kept as the object's copiable values."""
    return (tuple(eff.get("types", ("Creature",))), tuple(eff.get("subtypes", ())))


@effect("turn_face_down")
def _turn_face_down(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                    at: int) -> Any:
    """"Turn target creature face down. It becomes a 2/2 Cyberman artifact creature": a
    face-down permanent is a 2/2 with no name, text or abilities (708.2a) and the types the
    effect lists (708.2, its copiable values); one already face down is unaffected (708.2b)."""
    for oid in objects_of(game, obj, eff.get("what")):
        o = game.objects[oid]
        if o.zone != "battlefield" or o.face_down:
            continue
        w = game.obj_w(oid)
        w.face_down = True
        w.info = (*(kv for kv in w.info if kv[0] != "face_down_as"),
                  ("face_down_as", _face_down_info(eff)))
        game.emit("turn_face_down", obj.controller, {"object": oid, "card": o.card.name},
                  "708.2a")
    return None


@effect("put_onto_battlefield_face_down")
def _put_onto_battlefield_face_down(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                                    answer: Any, at: int) -> Any:
    """"Put those cards onto the battlefield face down under your control. They're 2/2
    Cyberman artifact creatures": each card ``what`` names enters face down (708.2a, with
    the listed types, 708.2) under the effect's controller (110.2a); having no abilities,
    it has no "enters" abilities of its own (708.3), but others see it enter (603.6a)."""
    for oid in objects_of(game, obj, eff.get("what")):
        o = game.objects[oid]
        if o.zone == "battlefield":
            continue
        new = game.move(oid, "battlefield", controller=obj.controller)
        w = game.obj_w(new)
        w.face_down = True
        w.info = (*w.info, ("face_down_as", _face_down_info(eff)))
        game.emit("put_onto_battlefield", obj.controller,
                  {"object": oid, "new_object": new, "face_down": True}, "708.2a")
        publish(game, ENTERED, new)
    return None


# -- devour (702.82), granted to a creature spell (Jund) ------------------------------------

@effect("gain_devour")
def _gain_devour(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                 at: int) -> Any:
    """"It gains devour 5": the creature spell ``what`` names gets devour N (702.82a); an
    effect of a triggered ability that changes a permanent spell keeps applying to the
    permanent it becomes (400.7a), so its resolution offers the sacrifices
    (``asks_devour`` of mechanics/devour.py)."""
    n = int(eff.get("amount"))
    for oid in objects_of(game, obj, eff.get("what")):
        s = game.objects[oid]
        if s.zone != "stack" or s.kind != "spell":
            continue
        w = game.obj_w(oid)
        w.info = (*w.info, ("devour", (*s.get_info("devour", ()), n)))
        game.emit("gain_devour", obj.controller, {"object": oid, "amount": n}, "702.82a")
    return None


@effect("return_with_counter")
def _return_with_counter(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                         at: int) -> Any:
    """Persist (702.79a) and undying (702.93a): "return it to the battlefield under its
    owner's control with a [-1/-1 / +1/+1] counter on it" — the card the permanent became
    in the graveyard; if it has left the graveyard it is a new object and stays (400.7)."""
    from casualmagic.engine.primitives import move_object
    kind = eff.get("kind")
    rule = "702.79a" if kind == "-1/-1" else "702.93a"
    card = game.objects.get(obj.source) if obj.source is not None else None
    if card is None or card.zone != "graveyard":
        return None
    new = move_object(game, card.id, "battlefield", "return", rule)
    if isinstance(new, int) and new in game.objects and game.objects[new].zone == "battlefield":
        add_counters(game, new, kind, 1, rule, sync=True)  # it enters with it (614.1c)
        publish(game, ENTERED, new)
    return None
