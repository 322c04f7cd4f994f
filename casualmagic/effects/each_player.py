"""Effect ops first needed by plane and phenomenon cards (CR 311, 312, 901), written
generically: "sacrifices a [filter] of their choice" (701.17a), "your life total becomes N"
(119.5), "draw a card for each [filter] you control", "reveal cards from the top of your
library until you reveal a [filter] card" (701.16a), "return a card at random from your
graveyard to your hand" and "you have no maximum hand size" (402.2).

The Planechase-only ops (``planeswalk``, ``blank_rolls_are_chaos``) live with the variant's
rules in :mod:`casualmagic.variants.planechase.rules`.

Longer than 600 lines: a catalogue of generic ops plane cards needed ("each player ...",
life totals, reveals, counters on many permanents, clash).  The ops about commanders went
to effects/commanders.py; the rest is still to be divided among the modules of what each op
acts on (players.py, permanents.py, library.py, counters.py, a clash module for 701.23) —
left while other branches still add ops here, so the division is one move after they merge.
"""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect
from casualmagic.core.dispatch import ENTERED, publish
from casualmagic.core.flow import ask
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.effects.choices import decline
from casualmagic.engine.counts import planar_die_rolls_this_turn
from casualmagic.engine.effect_refs import (
    amount_of,
    in_range,
    objects_of,
    players_of,
    ref_in_range,
    source_counters,
)
from casualmagic.engine.effect_registry import WAIT, effect
from casualmagic.engine.primitives import (
    destroy,
    gain_life,
    lose_life,
    move_object,
    sacrifice,
)


@effect("sacrifice_choice")
def _sacrifice_choice(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                      at: int) -> Any:
    """"[Each other player] sacrifices a nonland permanent of their choice" (701.17a): each
    named player, in APNAP order (101.4), chooses ``amount`` permanents matching ``filter``
    they control and sacrifices them.  ``who`` may be ``"each other player"``.  With
    ``may = true`` it is "you may sacrifice a creature. If you do, ...": declining, or having
    nothing to sacrifice, skips the rest of the ability (608.2d)."""
    from casualmagic.engine.casting import sacrifice_candidates

    phrase = eff.get("filter", "permanent")
    if sub is None:
        who = eff.get("who")
        if who == "each other player":
            players = [p for p in in_range(game, obj, game.in_turn_order(game.active))
                       if p != obj.controller]
        else:
            players = players_of(game, obj, who)
        sub = (tuple(p for p in players if not game.players[p].left),
               amount_of(game, obj, eff.get("amount", 1)))
    players, n = sub
    optional = bool(eff.get("may"))
    if answer is not None:
        if answer[0] != "sacrifice":
            return decline(game, obj)  # "you may sacrifice ... If you do, ..." (608.2d)
        sacrifice(game, answer[1])
        n -= 1
    while players:
        who = players[0]
        options = sacrifice_candidates(game, who, phrase, None)
        if optional and not options and n > 0:
            return decline(game, obj)
        if n > 0 and (len(options) > 1 or (optional and options)):
            choices = [("sacrifice", i) for i in options] + ([("none",)] if optional else [])
            ask(game, who, "sacrifice", choices, "701.17a",
                ("resolve", obj.id, at, (players, n)), f"Sacrifice a {phrase}")
            return WAIT
        if n > 0 and options:
            sacrifice(game, options[0])
        players, n = players[1:], amount_of(game, obj, eff.get("amount", 1))
    return None


@effect("set_life")
def _set_life(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    """"Your life total becomes 20": the player gains or loses the difference (119.5)."""
    n = amount_of(game, obj, eff.get("amount"))
    for p in players_of(game, obj, eff.get("who")):
        diff = n - game.players[p].life
        if diff > 0:
            gain_life(game, p, diff, "119.5")
        elif diff < 0:
            lose_life(game, p, -diff, "119.5")
    return None


@effect("draw_for_each")
def _draw_for_each(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                   at: int) -> Any:
    """"Draw a card for each land you control" (121.1): counted as the effect resolves."""
    from casualmagic.cards.vocabulary import parse_filter
    from casualmagic.engine.targets import matches_filter_base
    from casualmagic.engine.turn import draw_cards

    f = parse_filter(eff.get("filter"))
    for p in players_of(game, obj, eff.get("who")):
        n = sum(1 for o in game.permanents(p) if matches_filter_base(game, f, o, p))
        draw_cards(game, p, n, "121.1")
    return None


@effect("destroy_if_power_at_most")
def _destroy_if_power(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                      at: int) -> Any:
    """"Destroy target creature if its power is 0 or less" (701.7a), checked on resolution."""
    from casualmagic.engine import continuous as cont

    limit = amount_of(game, obj, eff.get("power", 0))
    for oid in objects_of(game, obj, eff.get("what")):
        if cont.power(game, game.objects[oid]) <= limit:
            destroy(game, oid)
    return None


@effect("reveal_until")
def _reveal_until(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                  at: int) -> Any:
    """"Reveal cards from the top of your library until you reveal a creature card. Put that
    card onto the battlefield and the rest on the bottom of your library in a random order"
    (701.16a).  ``to`` is ``battlefield`` or ``hand``; ``rest`` is ``bottom_random`` or
    ``shuffle`` ("then shuffle all other cards revealed this way into your library");
    ``who`` names another player who reveals ("its controller reveals ...")."""
    from casualmagic.engine.targets import card_filter, card_fits
    f = card_filter(eff.get("filter", "card"))
    who = (players_of(game, obj, eff.get("who")) or [obj.controller])[0]  # "its controller"
    revealed: list[int] = []
    found = None
    for oid in game.players[who].library:
        revealed.append(oid)
        if card_fits(game.objects[oid].card, f):
            found = oid
            break
    game.emit("reveal", who, {"cards": [game.objects[i].card.name for i in revealed]}, "701.16a")
    rest = [i for i in revealed if i != found]
    if found is not None:
        to = eff.get("to", "battlefield")
        new = move_object(game, found, to, "put_onto_battlefield" if to == "battlefield"
                          else "put_in_hand", "701.16a")
        if to == "battlefield" and game.objects.get(new) is not None \
                and game.objects[new].zone == "battlefield":
            game.obj_w(new).controller = who
            publish(game, ENTERED, new)
    if eff.get("rest", "bottom_random") == "shuffle":
        game.shuffle_library(who)
        game.emit("shuffle", who, {"cards": len(rest)}, "701.20a")
    elif rest:
        from casualmagic.core import rng

        order, game.rng = rng.shuffled(game.rng, tuple(rest))
        for oid in order:
            game.move(oid, "library", position="bottom")
        game.emit("bottom", who, {"cards": len(order), "random": True}, "401.4")
    return None


@effect("return_random_from_graveyard")
def _return_random(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                   at: int) -> Any:
    """"Return a card at random from your graveyard to your hand" (404, 400.6)."""
    for p in players_of(game, obj, eff.get("who")):
        gy = game.players[p].graveyard
        if gy:
            oid = gy[game.random_below(len(gy))]
            new = game.move(oid, "hand")
            game.emit("return", p, {"card": game.objects[new].card.name, "to": "hand",
                                    "random": True}, "400.6")
    return None


@effect("no_max_hand_size")
def _no_max_hand_size(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                      at: int) -> Any:
    """"You have no maximum hand size for the rest of the game" (402.2, 514.1)."""
    for p in players_of(game, obj, eff.get("who")):
        game.player_w(p).max_hand_size = None
        game.emit("hand_size", p, {"maximum": None}, "402.2")
    return None


@effect("each_player_may_put_from_hand")
def _each_may_put(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                  at: int) -> Any:
    """"Starting with you, each player may put a permanent card from their hand onto the
    battlefield" (101.4: in turn order from you; 110.2a: under its owner's control)."""
    from casualmagic.engine.targets import card_filter, card_fits
    f = card_filter(eff.get("filter", "permanent card"))
    players = sub if sub is not None else in_range(game, obj, game.in_turn_order(obj.controller))
    if answer is not None:
        who = players[0]
        if answer[0] == "put" and answer[1] in game.players[who].hand:
            new = game.move(answer[1], "battlefield", controller=who)
            if eff.get("tapped"):  # "onto the battlefield tapped" (Braids Avatar)
                game.obj_w(new).tapped = True
            game.emit("put_onto_battlefield", who, {"card": game.objects[new].card.name,
                                                    "object": new}, "110.2a")
            publish(game, ENTERED, new)
        players = players[1:]
    while players:
        who = players[0]
        ids = [i for i in game.players[who].hand if card_fits(game.objects[i].card, f)]
        if ids:
            ask(game, who, "choose", [("put", i) for i in ids] + [("none",)], "608.2d",
                ("resolve", obj.id, at, players), "You may put a permanent card from your hand "
                                                  "onto the battlefield")
            return WAIT
        players = players[1:]
    return None


@effect("add_counters_to_source")
def _counters_on_source(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                        at: int) -> Any:
    """"Put a flame counter on Naar Isle": counters on the ability's source, which may be a
    face-up plane in the command zone (122.1, 901.7)."""
    src = obj.source
    if src is None or src not in game.objects:
        return None
    n = amount_of(game, obj, eff.get("amount", 1))
    o = game.obj_w(src)
    o.counters = o.with_counter(eff.get("kind"), n)
    game.emit("counters", obj.controller, {"object": src, "kind": eff.get("kind"), "amount": n},
              "122.1")
    return None


@effect("damage_per_counter")
def _damage_per_counter(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                        at: int) -> Any:
    """"Naar Isle deals damage to you equal to the number of flame counters on it" (120.3);
    with ``filter``, "it deals damage equal to the number of pressure counters on it to each
    creature and each planeswalker" (Mount Keralia, counted as it last was face up, 603.10a).
    Damage a "prevent all damage that planes named ..." effect covers is prevented (615.1a).
    """
    from casualmagic.engine.effect_refs import all_matching
    from casualmagic.engine.primitives import deal_damage

    n = source_counters(game, obj, eff.get("kind"))
    for p in players_of(game, obj, eff.get("to")) if eff.get("to") else ():
        deal_damage(game, obj, ("player", p), n)
    if not eff.get("filter") or n <= 0:
        return None
    shielded = {p for name, p in game.vget("pc.prevented_named", ()) if name == obj.card.name}
    for oid in all_matching(game, obj, eff.get("filter")):
        if game.objects[oid].controller in shielded:
            game.emit("prevent", game.objects[oid].controller,
                      {"object": oid, "amount": n, "source": obj.card.name}, "615.1a")
            continue
        deal_damage(game, obj, ("object", oid), n)
    return None


@effect("prevent_damage_from_planes_named")
def _prevent_from_named(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                        at: int) -> Any:
    """Mount Keralia: "prevent all damage that planes named Mount Keralia would deal this game
    to permanents you control" (615.1a): remembered for the rest of the game."""
    name = eff.get("name", obj.card.name)
    shields = game.vget("pc.prevented_named", ())
    if (name, obj.controller) not in shields:
        game.vset("pc.prevented_named", (*shields, (name, obj.controller)))
    game.emit("prevention_effect", obj.controller, {"source": name, "to": "permanents you control",
                                                    "duration": "this game"}, "615.1a")
    return None


@effect("destroy_all_without_counter")
def _destroy_without_counter(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                             answer: Any, at: int) -> Any:
    """"Destroy each nonland permanent without a fate counter on it, then remove all fate
    counters from all permanents" (701.7a, 122.8)."""
    from casualmagic.engine.effect_refs import all_matching

    kind = eff.get("kind")
    for oid in all_matching(game, obj, eff.get("filter")):
        if not game.objects[oid].counter(kind):
            destroy(game, oid)
    for oid in game.battlefield:
        if game.objects[oid].counter(kind):
            o = game.obj_w(oid)
            o.counters = tuple(c for c in o.counters if c[0] != kind)
            game.emit("counters_removed", o.controller, {"object": oid, "kind": kind}, "122.8")
    return None


# -- the planar deck (901.3, 701.24) -----------------------------------------------------------


# -- copies, names, power and graveyards ------------------------------------------------------

@effect("create_token_copy")
def _create_token_copy(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                       at: int) -> Any:
    """"Its controller creates a token that's a copy of that creature" (707.2, 111.1): the
    token copies the creature's copiable values (its card; copy effects aside), created by
    the player ``who`` names; replacement effects may change how many (614.1)."""
    from dataclasses import replace

    from casualmagic.engine.replacement import TokensEvent, happen

    for oid in objects_of(game, obj, eff.get("what", "it")):
        o = game.last_known_object(oid)
        if o is None:
            continue
        card = o.card if o.card.is_token else replace(o.card, is_token=True)
        for p in players_of(game, obj, eff.get("who", "controller of it")):
            if not game.players[p].left:
                happen(game, TokensEvent(p, card, 1, False, obj.id))
    return None


@effect("destroy_same_name")
def _destroy_same_name(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                       at: int) -> Any:
    """"Destroy target creature and all other creatures with the same name as that creature"
    (701.7a, 201.2); the name is the target's as it resolves, all destroyed at once."""
    from casualmagic.engine.effect_refs import all_matching

    for oid in objects_of(game, obj, eff.get("what")):
        name = game.objects[oid].card.name
        same = [i for i in all_matching(game, obj, eff.get("filter", "creature"))
                if game.objects[i].card.name == name]
        for i in (oid, *(i for i in same if i != oid)):
            if i in game.objects and game.objects[i].zone == "battlefield":
                destroy(game, i)
    return None


def _damage_choices(game: GameState) -> list[tuple]:
    """Every object and player "any target" could name (115.4), without targeting."""
    from casualmagic.engine import continuous as cont

    out: list[tuple] = [("player", p.index) for p in game.players if not p.left]
    out += [("object", i) for i in game.battlefield
            if any(cont.is_type(game, game.objects[i], t)
                   for t in ("Creature", "Planeswalker", "Battle"))]
    return out


@effect("may_deal_power_damage")
def _may_deal_power_damage(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                           at: int) -> Any:
    """Immersturm: "that creature's controller may have it deal damage equal to its power to
    any target of their choice" — chosen as the ability resolves, not targeted (115.10, 120.3).
    """
    from casualmagic.engine import continuous as cont
    from casualmagic.engine.primitives import deal_damage

    ids = objects_of(game, obj, eff.get("what", "it"))
    if not ids:
        return None
    creature = game.objects[ids[0]]
    if answer is None:
        who = creature.controller
        choices = [("damage", *c) for c in _damage_choices(game)
                   if ref_in_range(game, obj, c)] + [("none",)]  # 801.10 (not exempt: 901.13)
        ask(game, who, "choose", choices, "120.3", ("resolve", obj.id, at, "chosen"),
            f"You may have {creature.card.name} deal damage equal to its power to any target")
        return WAIT
    if answer[0] != "damage":
        return None
    deal_damage(game, creature, (answer[1], answer[2]), cont.power(game, creature))
    return None


@effect("each_player_may_return")
def _each_may_return(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                     at: int) -> Any:
    """Minamo: "each player may return a blue card from their graveyard to their hand"
    (101.4: in APNAP order, each choosing as they come, 400.3)."""
    from casualmagic.engine.targets import card_filter, card_fits

    f = card_filter(eff.get("filter", "card"))
    players = sub if sub is not None else in_range(game, obj, game.in_turn_order(game.active))
    if answer is not None:
        who = players[0]
        if answer[0] == "return" and answer[1] in game.players[who].graveyard:
            new = game.move(answer[1], "hand")
            game.emit("return", who, {"card": game.objects[new].card.name, "to": "hand"},
                      "400.3")
        players = players[1:]
    while players:
        who = players[0]
        ids = [i for i in game.players[who].graveyard if card_fits(game.objects[i].card, f)]
        if ids and not game.players[who].left:
            ask(game, who, "choose", [("return", i) for i in ids] + [("none",)], "608.2d",
                ("resolve", obj.id, at, players),
                f"You may return a {eff.get('filter', 'card')} from your graveyard to your hand")
            return WAIT
        players = players[1:]
    return None


# -- counters on many permanents, coin flips ---------------------------------------------------

@effect("add_counters_each")
def _add_counters_each(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                       at: int) -> Any:
    """"Put a +1/+1 counter on each creature you control" (122.1, 122.6)."""
    from casualmagic.engine.effect_refs import all_matching
    from casualmagic.engine.primitives import add_counters

    n = amount_of(game, obj, eff.get("amount", 1))
    for oid in all_matching(game, obj, eff.get("filter")):
        add_counters(game, oid, eff.get("kind"), n, sync=True)
    return None


@effect("destroy_all_with_counter")
def _destroy_with_counter(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                          answer: Any, at: int) -> Any:
    """"Destroy all permanents with glass counters on them" (701.7a, 122.1)."""
    from casualmagic.engine.effect_refs import all_matching

    doomed = [i for i in all_matching(game, obj, eff.get("filter", "permanent"))
              if game.objects[i].counter(eff.get("kind"))]
    for oid in doomed:
        destroy(game, oid)
    return None


@effect("sacrifice_until_flip_won")
def _sacrifice_until_flip_won(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                              answer: Any, at: int) -> Any:
    """Unleash the Flux: "each player sacrifices a nonland permanent of their choice, then you
    flip a coin. If you lose the flip, repeat this process" (701.17a in APNAP order, 101.4;
    705.1 coin flips).  The process stops early once no player has such a permanent left."""
    from casualmagic.engine.casting import sacrifice_candidates

    phrase = eff.get("filter", "permanent")
    players = sub if sub is not None else in_range(game, obj, game.in_turn_order(game.active))
    if answer is not None and answer[0] == "sacrifice":
        sacrifice(game, answer[1])
        players = players[1:]
    for _ in range(100):  # each round: everyone sacrifices, then a flip
        while players:
            options = sacrifice_candidates(game, players[0], phrase, None)
            if len(options) > 1:
                ask(game, players[0], "sacrifice", [("sacrifice", i) for i in options],
                    "701.17a", ("resolve", obj.id, at, players), f"Sacrifice a {phrase}")
                return WAIT
            if options:
                sacrifice(game, options[0])
            players = players[1:]
        won = game.random_below(2) == 0
        game.emit("coin_flip", obj.controller, {"won": won}, "705.1")
        everyone = in_range(game, obj, game.in_turn_order(game.active))
        if won or not any(sacrifice_candidates(game, p, phrase, None) for p in everyone):
            return None
        players = everyone
    return None


@effect("random_player_discards")
def _random_player_discards(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                            answer: Any, at: int) -> Any:
    """Furnace Layer: "select target player at random. That player discards a card. If that
    player discards a land card this way, they lose 3 life" (701.8a): the target ``who``
    was chosen at random among the legal targets as the ability was put on the stack
    (601.2c, 603.3d; :func:`casualmagic.engine.targets.choose_at_random`), so hexproof,
    range of influence and the rest of targeting apply, and an illegal target does nothing
    (608.2b)."""
    from casualmagic.engine.primitives import discard_card

    if sub is None:
        players = players_of(game, obj, eff.get("who", 0))
        if not players:
            return None
        who = players[0]
        hand = game.players[who].hand
        if not hand:
            return None
        if len(hand) > 1:
            ask(game, who, "discard", [("discard", i) for i in hand], "701.8a",
                ("resolve", obj.id, at, who), "Discard a card")
            return WAIT
        answer, sub = ("discard", hand[0]), who
    who, oid = sub, answer[1]
    is_land = "Land" in game.objects[oid].card.types
    discard_card(game, who, oid, "701.8a")
    if is_land:
        lose_life(game, who, amount_of(game, obj, eff.get("amount", 3)), "119.3")
    return None


@effect("pump_for_each")
def _pump_for_each(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                   at: int) -> Any:
    """"Target creature gets +1/+1 until end of turn for each land you control" (611.2a,
    613.4c): the count is taken as the effect resolves (608.2h)."""
    from casualmagic.effects.permanents import until_end_of_turn
    from casualmagic.engine.effect_refs import all_matching

    n = len(all_matching(game, obj, eff.get("filter")))
    p, t = n * int(eff.get("power", 1)), n * int(eff.get("toughness", 1))
    for oid in objects_of(game, obj, eff.get("what")):
        until_end_of_turn(game, obj, (oid,), p, t, (), "611.2a")
        game.emit("pump", obj.controller, {"object": oid, "power": p, "toughness": t,
                                           "keywords": []}, "611.2a")
    return None


# -- planes: planar deck, graveyards, chaos --------------------------------------------------------

@effect("return_all_from_graveyards")
def _return_all_from_graveyards(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                                answer: Any, at: int) -> Any:
    """"Each player returns all creature cards from their graveyard to the battlefield
    [tapped]" (Orzhova, Inys Haen): every matching card moves at once, each under its owner's
    control (110.2a), and its "enters" abilities trigger (603.6a)."""
    from casualmagic.effects.search import put_card
    from casualmagic.engine.targets import card_filter, card_fits

    f = card_filter(eff.get("filter", "card"))
    to = eff.get("to", "battlefield")
    for p in players_of(game, obj, eff.get("who", "each player")):
        for oid in [i for i in game.players[p].graveyard if card_fits(game.objects[i].card, f)]:
            put_card(game, oid, to, p, "return", "110.2a" if to == "battlefield" else "400.3",
                     tapped=bool(eff.get("tapped")))
    return None


@effect("add_counters_for_each")
def _add_counters_for_each(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                           answer: Any, at: int) -> Any:
    """"Put X +1/+1 counters on target creature you control, where X is the number of
    artifacts you control" (122.1, 107.3): X counted as the effect resolves."""
    from casualmagic.engine.effect_refs import all_matching
    from casualmagic.engine.primitives import add_counters

    n = len(all_matching(game, obj, eff.get("filter")))
    for oid in objects_of(game, obj, eff.get("what")):
        add_counters(game, oid, eff.get("kind", "+1/+1"), n, sync=True)
    return None


# -- planes: planar, library, tokens and other triggers --------------------------------------------

@effect("shuffle_permanents_then_reveal")
def _shuffle_permanents_then_reveal(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                                    answer: Any, at: int) -> Any:
    """Morphic Tide: "each player shuffles all permanents they own into their library, then
    reveals that many cards from the top of their library. Each player puts all [first]
    cards revealed this way onto the battlefield, then does the same for [then] cards, then
    puts all cards revealed this way that weren't put onto the battlefield on the bottom of
    their library" (701.20a shuffle, 701.16a reveal, 110.2a under their owner's control,
    401.4 bottom — in the order revealed).  Tokens are shuffled in too and cease to exist
    (111.7, 704.5d), but they count toward "that many"."""
    from casualmagic.effects.search import put_card
    from casualmagic.engine.targets import card_filter, card_fits

    players = in_range(game, obj, game.in_turn_order(game.active))
    counts: dict[int, int] = {}
    for p in players:
        mine = [i for i in game.battlefield if game.objects[i].owner == p]
        counts[p] = len(mine)
        for oid in mine:
            move_object(game, oid, "library", "shuffle_into_library", "701.20a")
        game.shuffle_library(p)
        game.emit("shuffle", p, {"permanents": len(mine)}, "701.20a")
    # a token shuffled in ceases to exist (704.5d): it is never among the cards revealed
    revealed = {p: tuple(i for i in game.players[p].library
                         if game.objects[i].card_id >= 0)[:counts[p]] for p in players}
    for p in players:
        game.emit("reveal", p, {"cards": [game.objects[i].card.name for i in revealed[p]]},
                  "701.16a")
    put: set[int] = set()
    for phrase in (eff.get("first", "permanent card"), eff.get("then")):
        if not phrase:
            continue
        f = card_filter(phrase)
        for p in players:
            for oid in revealed[p]:
                if oid not in put and card_fits(game.objects[oid].card, f):
                    put.add(oid)
                    put_card(game, oid, "battlefield", p, "put_onto_battlefield", "110.2a")
    for p in players:
        rest = [i for i in revealed[p] if i not in put and i in game.players[p].library]
        for oid in rest:
            game.move(oid, "library", position="bottom")
        if rest:
            game.emit("bottom", p, {"cards": len(rest)}, "401.4")
    return None


@effect("each_player_creates_token_of_choice")
def _each_creates_token_of_choice(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                                  answer: Any, at: int) -> Any:
    """The Pit: "each player creates their choice of a 3/3 white Angel creature token with
    flying or a 6/6 black Demon creature token with ..." (111.1; the choices are made in APNAP
    order, 101.4).  ``kinds`` names predefined tokens (cards/data/tokens.toml)."""
    from casualmagic.effects.tokens import create_predefined

    kinds = tuple(eff.get("kinds"))
    players = sub if sub is not None else in_range(game, obj, game.in_turn_order(game.active))
    if answer is not None:
        create_predefined(game, obj, answer[1], players[0], 1)
        players = players[1:]
    if players:
        ask(game, players[0], "choose", [("token", k) for k in kinds], "101.4",
            ("resolve", obj.id, at, players), "Choose the token you create")
        return WAIT
    return None


@effect("sacrifice_another_or_damage")
def _sacrifice_another_or_damage(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                                 answer: Any, at: int) -> Any:
    """"Sacrifice another creature. If you can't, this token deals 6 damage to you"
    (701.17a; 120.3 — the source is the ability's source, 113.7)."""
    from casualmagic.engine.casting import sacrifice_candidates
    from casualmagic.engine.effect_refs import source_id
    from casualmagic.engine.primitives import deal_damage

    who = obj.controller
    if answer is not None:
        sacrifice(game, answer[1])
        return None
    options = sacrifice_candidates(game, who, eff.get("filter", "creature"), source_id(obj))
    if len(options) > 1:
        ask(game, who, "sacrifice", [("sacrifice", i) for i in options], "701.17a",
            ("resolve", obj.id, at, who), f"Sacrifice another {eff.get('filter', 'creature')}")
        return WAIT
    if options:
        sacrifice(game, options[0])
        return None
    src = game.last_known_object(source_id(obj)) or obj
    deal_damage(game, src, ("player", who), amount_of(game, obj, eff.get("amount", 6)))
    return None


@effect("search_to_catch_up_on_lands")
def _search_to_catch_up(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                        at: int) -> Any:
    """Enigma Ridges: "each player who controls fewer lands than the player who controls the
    most lands searches their library for a number of basic land cards less than or equal to
    the difference, reveals them, puts them into their hand, then shuffles" (701.19a-b: they
    may find fewer; 701.20a; in APNAP order, 101.4).  The land counts are taken once, as the
    effect begins.  ``sub`` is (players still to search, their allowances, cards found)."""
    from casualmagic.engine.targets import card_filter, card_fits

    f = card_filter(eff.get("filter", "basic land card"))
    if sub is None:
        live = in_range(game, obj, game.in_turn_order(game.active))
        lands = {p: sum(1 for o in game.permanents(p) if _is_land(game, o)) for p in live}
        most = max(lands.values(), default=0)
        todo = tuple(p for p in live if lands[p] < most)
        sub = (todo, tuple(most - lands[p] for p in todo), ())
    players, allowances, found = sub
    if answer is not None:
        if answer[0] == "find":
            found = (*found, answer[1])
        else:
            allowances = (0, *allowances[1:])
    while players:
        who = players[0]
        options = [i for i in game.players[who].library
                   if i not in found and card_fits(game.objects[i].card, f)]
        if len(found) < allowances[0] and options:
            ask(game, who, "search", [("find", i) for i in options] + [("done",)], "701.19b",
                ("resolve", obj.id, at, (players, allowances, found)),
                f"Search for up to {allowances[0] - len(found)} basic land cards")
            return WAIT
        if found:
            game.emit("reveal", who, {"cards": [game.objects[i].card.name for i in found]},
                      "701.19a")
        for oid in found:
            move_object(game, oid, "hand", "put_in_hand", "701.19a")
        game.shuffle_library(who)
        game.emit("shuffle", who, {}, "701.20a")
        players, allowances, found = players[1:], allowances[1:], ()
    return None


def _is_land(game: GameState, o: GameObject) -> bool:
    """Is ``o`` a land now (its characteristics after the layers, 613)?"""
    from casualmagic.engine import continuous as cont

    return cont.is_type(game, o, "Land")


# -- planes: planar, library, tokens and other triggers --------------------------------------------


def least_toughness(game: GameState, player: int, phrase: str) -> list[int]:
    """The permanents matching ``phrase`` that ``player`` controls with the least toughness
    among them (701.39a "a creature with the least toughness among creatures you control")."""
    from casualmagic.cards.vocabulary import parse_filter
    from casualmagic.engine import continuous as cont
    from casualmagic.engine.targets import matches_filter_base

    f = parse_filter(phrase)
    mine = [i for i in game.battlefield
            if game.objects[i].controller == player
            and matches_filter_base(game, f, game.objects[i], player)]
    if not mine:
        return []
    least = min(cont.toughness(game, game.objects[i]) for i in mine)
    return [i for i in mine if cont.toughness(game, game.objects[i]) == least]


@effect("bolster")
def _bolster(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
             at: int) -> Any:
    """701.39a: "Bolster N" means "Choose a creature with the least toughness among creatures
    you control and put N +1/+1 counters on it."  A tie is the bolstering player's choice;
    with no creature nothing happens."""
    from casualmagic.engine.primitives import add_counters

    n = amount_of(game, obj, eff.get("amount", 1))
    who = obj.controller
    if answer is not None:
        chosen = answer[1]
    else:
        least = least_toughness(game, who, "creature you control")
        if not least:
            game.emit("bolster", who, {"amount": n, "object": None}, "701.39a")
            return None
        if len(least) > 1:
            ask(game, who, "choose", [("bolster", i) for i in least], "701.39a",
                ("resolve", obj.id, at, "bolster"), f"Bolster {n}: choose a creature")
            return WAIT
        chosen = least[0]
    if chosen in game.objects and game.objects[chosen].zone == "battlefield":
        game.emit("bolster", who, {"amount": n, "object": chosen}, "701.39a")
        add_counters(game, chosen, "+1/+1", n, "701.39a")
    return None


@effect("deal_toughness_damage_to_each_other")
def _deal_toughness_damage_to_each_other(game: GameState, obj: GameObject, eff: Effect,
                                         sub: Any, answer: Any, at: int) -> Any:
    """"Each of those creatures deals damage equal to its toughness to the other" (120.3):
    the creatures of target groups ``what`` and ``other``; with only one of them (an "up to
    one" target not chosen, or one illegal, 608.2b) no damage is dealt."""
    from casualmagic.engine import continuous as cont
    from casualmagic.engine.primitives import deal_damage

    first = objects_of(game, obj, eff.get("what", 0))
    second = objects_of(game, obj, eff.get("other", 1))
    if not first or not second:
        return None
    a, b = game.objects[first[0]], game.objects[second[0]]
    if a.zone != "battlefield" or b.zone != "battlefield":
        return None
    ta, tb = cont.toughness(game, a), cont.toughness(game, b)
    game.emit("toughness_damage", obj.controller, {"objects": [a.id, b.id]}, "120.3")
    deal_damage(game, a, ("object", b.id), ta)
    deal_damage(game, b, ("object", a.id), tb)
    return None


@effect("add_counter_of_choice")
def _add_counter_of_choice(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                           answer: Any, at: int) -> Any:
    """"Put your choice of a vigilance, menace, or trample counter on target creature you
    control" (122.1b keyword counters): the ability's controller chooses one of ``kinds``
    as it resolves (608.2d) and puts ``amount`` such counters on ``what``."""
    from casualmagic.engine.primitives import add_counters

    targets = [i for i in objects_of(game, obj, eff.get("what", 0))
               if game.objects[i].zone == "battlefield"]
    if not targets:
        return None
    kinds = [str(k).lower() for k in eff.get("kinds", ())]
    if answer is None:
        ask(game, obj.controller, "choose", [("counter", k) for k in kinds], "122.1b",
            ("resolve", obj.id, at, "kind"), "Choose the kind of counter")
        return WAIT
    kind = answer[1]
    n = amount_of(game, obj, eff.get("amount", 1))
    for oid in targets:
        add_counters(game, oid, kind, n, "122.1b")
    return None


@effect("exile_until_then_put")
def _exile_until_then_put(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                          answer: Any, at: int) -> Any:
    """"Exile cards from the top of your library until you exile a nonland permanent card.
    Put that card onto the battlefield or into your hand" (406.1, 701.16a's "until"): the
    other exiled cards stay in exile; the player chooses where the found card goes
    (``to`` lists the choices)."""
    from casualmagic.engine.targets import card_filter, card_fits
    who = obj.controller
    if answer is None:
        f = card_filter(eff.get("filter", "card"))
        found = None
        exiled: list[str] = []
        while game.players[who].library:
            top = game.players[who].library[0]
            card = game.objects[top].card
            new = move_object(game, top, "exile", "exile", "406.1")
            if not isinstance(new, int) or new not in game.objects:
                break
            exiled.append(card.name)
            if card_fits(card, f):
                found = new
                break
        game.emit("exile_until", who, {"cards": exiled}, "406.1")
        if found is None or game.objects[found].zone != "exile":
            return None
        places = list(eff.get("to", ["battlefield", "hand"]))
        ask(game, who, "choose", [(p, found) for p in places], "608.2d",
            ("resolve", obj.id, at, found),
            f"Put {game.objects[found].card.name} onto the battlefield or into your hand?")
        return WAIT
    place, found = answer
    if found not in game.objects or game.objects[found].zone != "exile":
        return None
    if place == "battlefield":
        new = game.move(found, "battlefield", controller=who)
        game.emit("put_onto_battlefield", who, {"card": game.objects[new].card.name,
                                                "object": new}, "110.2a")
        publish(game, ENTERED, new)
    else:
        new = game.move(found, "hand")
        game.emit("put_in_hand", who, {"card": game.objects[new].card.name}, "406.1")
    return None


@effect("loses_that_much_life")
def _loses_that_much_life(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                          answer: Any, at: int) -> Any:
    """"Whenever you gain life, target opponent loses that much life" (119.3): the amount of
    the triggering life gain, remembered as the trigger's subject (engine.life_triggers)."""
    subject = obj.get_info("subject")
    n = subject[2] if isinstance(subject, tuple) and len(subject) > 2 else 0
    for p in players_of(game, obj, eff.get("who", 0)):
        lose_life(game, p, n, "119.3")
    return None


@effect("sacrifice_any_number_then_draw_and_lose_life")
def _sacrifice_any_number_then_draw(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                                    answer: Any, at: int) -> Any:
    """"You may sacrifice any number of artifacts or creatures. Draw that many cards and lose
    that much life" (701.17a, 121.1, 119.3): one sacrifice at a time until "done"; then the
    player draws and loses life equal to how many they sacrificed."""
    from casualmagic.engine.casting import sacrifice_candidates
    from casualmagic.engine.turn import draw_cards

    phrase = eff.get("filter", "creature")
    count = sub or 0
    if answer is not None and answer[0] == "sacrifice":
        sacrifice(game, answer[1])
        count += 1
    if answer is None or answer[0] == "sacrifice":
        options = sacrifice_candidates(game, obj.controller, phrase, None)
        if options:
            ask(game, obj.controller, "sacrifice",
                [("done",), *(("sacrifice", i) for i in options)], "701.17a",
                ("resolve", obj.id, at, count), f"Sacrifice an {phrase}? (any number)")
            return WAIT
    if count:
        draw_cards(game, obj.controller, count, "121.1")
        lose_life(game, obj.controller, count, "119.3")
    return None


@effect("each_player_chooses_then_destroy")
def _each_player_chooses_then_destroy(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                                      answer: Any, at: int) -> Any:
    """"Each player chooses a nonblack creature they control. Destroy those creatures"
    (701.7a): in turn order from you (101.4) each player chooses one ``filter`` permanent
    they control, if they have one; then all the chosen are destroyed at once."""
    from casualmagic.cards.vocabulary import parse_filter
    from casualmagic.engine.targets import matches_filter_base

    f = parse_filter(eff.get("filter", "creature you control"))
    players, chosen = sub if sub is not None else (
        in_range(game, obj, game.in_turn_order(obj.controller)), ())
    if answer is not None:
        chosen = (*chosen, answer[1])
        players = players[1:]
    while players:
        who = players[0]
        options = [i for i in game.battlefield if game.objects[i].controller == who
                   and matches_filter_base(game, f, game.objects[i], who)]
        if options:
            ask(game, who, "choose", [("choose", i) for i in options], "701.7a",
                ("resolve", obj.id, at, (players, chosen)),
                f"Choose a {eff.get('filter', 'creature')} you control")
            return WAIT
        players = players[1:]
    game.emit("chosen", obj.controller, {"objects": list(chosen)}, "701.7a")
    for oid in chosen:
        destroy(game, oid)
    return None


@effect("each_opponent_loses_life_unless")
def _each_opponent_loses_life_unless(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                                     answer: Any, at: int) -> Any:
    """"Each opponent loses 3 life unless that player sacrifices a nonland permanent or
    discards a card" (119.3, 701.17a, 701.8a), each opponent in turn order (101.4) choosing;
    ``times`` repeats the process ("X times, where X is the number of times you've rolled
    the planar die this turn": ``"planar die rolls this turn"``)."""
    from casualmagic.engine.casting import sacrifice_candidates
    from casualmagic.engine.primitives import discard_card

    n = amount_of(game, obj, eff.get("amount", 3))
    if sub is None:
        times = eff.get("times", 1)
        left = (planar_die_rolls_this_turn(game, obj.controller)
                if times == "planar die rolls this turn" else amount_of(game, obj, times))
        game.emit("repeat_process", obj.controller, {"times": left}, "119.3")
        queue: tuple[int, ...] = ()
    else:
        left, queue = sub
        who = queue[0]
        if answer[0] == "sacrifice" and answer[1] in game.battlefield:
            sacrifice(game, answer[1])
        elif answer[0] == "discard" and answer[1] in game.players[who].hand:
            discard_card(game, who, answer[1], "701.8a")
        else:
            lose_life(game, who, n, "119.3")
        queue = queue[1:]
    while True:
        if not queue:
            if left <= 0:
                return None
            left -= 1
            queue = tuple(p for p in in_range(game, obj, game.in_turn_order(obj.controller))
                          if p in game.opponents(obj.controller))
            if not queue:
                return None
        who = queue[0]
        options = [("lose_life",),
                   *(("sacrifice", i) for i in sacrifice_candidates(
                       game, who, eff.get("sacrifice", "nonland permanent"), None)),
                   *(("discard", i) for i in game.players[who].hand)]
        ask(game, who, "choose", options, "119.3", ("resolve", obj.id, at, (left, queue)),
            f"Lose {n} life, sacrifice a {eff.get('sacrifice', 'nonland permanent')} or "
            "discard a card?")
        return WAIT


@effect("opponent_may_clash")
def _opponent_may_clash(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                        at: int) -> Any:
    """"Any of their opponents may say "DRAW!". The first opponent to do so clashes with that
    player. The player that wins the clash creates two 1/1 black Assassin creature tokens"
    (701.23): the opponents of ``who`` are asked in turn order (101.4); the first to accept
    clashes with them — both reveal their top cards at once (701.23c), decide in APNAP order
    whether to put their card on the bottom, and the cards move at the same time; a player
    whose card's mana value is higher than every other revealed card's wins (701.23d) and
    creates ``amount`` ``kind`` tokens (111.10)."""
    if sub is None:
        players = players_of(game, obj, eff.get("who", "that player"))
        if not players:
            return None
        who = players[0]
        opps = tuple(p for p in game.in_turn_order(who) if p in game.opponents(who))
        sub = ("ask", who, opps)
    elif sub[0] == "ask":
        _, who, opps = sub
        if answer[0] == "yes":
            return _clash_reveal(game, obj, eff, at, (opps[0], who))
        sub = ("ask", who, opps[1:])
    else:  # ("place", clashers, queue, bottoms, winner)
        _, clashers, queue, bottoms, winner = sub
        if answer[0] == "bottom":
            bottoms = (*bottoms, queue[0][1])
        sub = ("place", clashers, queue[1:], bottoms, winner)
    if sub[0] == "ask":
        _, who, opps = sub
        if not opps:
            return None
        ask(game, opps[0], "choose", [("yes",), ("no",)], "701.23",
            ("resolve", obj.id, at, sub), f"Say \"DRAW!\" and clash with "
            f"{game.players[who].name}?")
        return WAIT
    return _clash_place(game, obj, eff, at, sub)


def _clash_place(game: GameState, obj: GameObject, eff: Effect, at: int, sub: tuple) -> Any:
    """701.23c: the next clashing player decides where their revealed card goes; when all
    have, the cards move at once and the winner (701.23d) creates the tokens."""
    from casualmagic.effects.tokens import create_predefined

    _, clashers, queue, bottoms, winner = sub
    if queue:
        who, card = queue[0]
        ask(game, who, "choose", [("top",), ("bottom",)], "701.23c",
            ("resolve", obj.id, at, sub),
            f"Put {game.objects[card].card.name} on the top or bottom of your library?")
        return WAIT
    for card in bottoms:  # the cards move at the same time (701.23c)
        if card in game.objects and game.objects[card].zone == "library":
            game.move(card, "library", position="bottom")
    if bottoms:
        game.emit("bottom", None, {"cards": len(bottoms)}, "701.23c")
    game.emit("clash", None, {"players": list(clashers), "winner": winner}, "701.23d")
    if winner is not None:
        create_predefined(game, obj, eff.get("kind", "Assassin"), winner,
                          amount_of(game, obj, eff.get("amount", 2)))
    return None


def _clash_reveal(game: GameState, obj: GameObject, eff: Effect, at: int,
                  clashers: tuple[int, int]) -> Any:
    """701.23c: each clashing player reveals their top card at the same time; 701.23d: the
    winner, if any; then the APNAP placing choices (resumed by ``opponent_may_clash``)."""
    tops: dict[int, int] = {}
    for p in clashers:
        lib = game.players[p].library
        if lib:
            tops[p] = lib[0]
    game.emit("reveal", None, {"cards": [game.objects[c].card.name for c in tops.values()],
                               "clash": True}, "701.23c")
    mv = {p: int(game.objects[c].card.mana_value) for p, c in tops.items()}
    winner = next((p for p in mv if all(mv[p] > v for q, v in mv.items() if q != p)), None)
    queue = tuple((p, tops[p]) for p in game.in_turn_order(game.active) if p in tops)
    return _clash_place(game, obj, eff, at, ("place", clashers, queue, (), winner))


@effect("when_you_do")
def _when_you_do(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                 at: int) -> Any:
    """"[Do something.] When you do, [effects]": a reflexive triggered ability (603.12)
    triggers once the instructions before it are done; it has its own ``targets`` (target
    phrases), chosen as it is put on the stack (603.3d), and ``effects``."""
    from casualmagic.cards.model import TargetSpec, TriggeredAbility
    from casualmagic.cards.vocabulary import parse_filter
    from casualmagic.engine.triggers import queue_trigger

    targets = tuple(TargetSpec(parse_filter(t), 1, False, False)
                    for t in eff.get("targets", ()))
    ability = TriggeredAbility("reflexive", tuple(eff.get("effects", ())), targets, None,
                               eff.get("text", "When you do, ..."))
    source = obj.id if obj.kind != "ability" else (obj.source if obj.source is not None else -1)
    queue_trigger(game, source, obj.card, ability, obj.controller)  # type: ignore[arg-type]
    game.emit("reflexive_trigger", obj.controller, {"text": ability.text}, "603.12")
    return None


