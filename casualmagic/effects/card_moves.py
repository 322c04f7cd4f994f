"""Cards revealed and moved between library, hand, graveyard, exile and battlefield, for one
player or each in turn (400.3, 701.16a reveal, 701.23 search): "reveal cards until you reveal
a [filter] card", "return a card at random from your graveyard", "each player may put a
[filter] card from their hand onto the battlefield", "return all [filter] cards from all
graveyards", "shuffle ... then reveal", "search for lands to catch up", "exile cards until ...,
then put".
"""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect
from casualmagic.core.dispatch import ENTERED, publish
from casualmagic.core.flow import ask
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine.effect_refs import (
    in_range,
    players_of,
)
from casualmagic.engine.effect_registry import WAIT, effect
from casualmagic.engine.primitives import (
    move_object,
)


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


@effect("return_all_from_graveyards")
def _return_all_from_graveyards(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                                answer: Any, at: int) -> Any:
    """"Each player returns all creature cards from their graveyard to the battlefield
    [tapped]" (Orzhova, Inys Haen): every matching card moves at once, each under its owner's
    control (110.2a), and its "enters" abilities trigger (603.6a).  An Aura put onto the
    battlefield this way isn't cast: its owner chooses, before the cards move, an object on
    the battlefield it can enchant, and it enters attached to it; with none to choose, it
    stays in the graveyard (303.4f)."""
    from casualmagic.effects.search import put_card
    from casualmagic.engine.targets import card_filter, card_fits

    to = eff.get("to", "battlefield")
    if sub is None:
        f = card_filter(eff.get("filter", "card"))
        cards = tuple((p, oid) for p in players_of(game, obj, eff.get("who", "each player"))
                      for oid in game.players[p].graveyard
                      if card_fits(game.objects[oid].card, f))
        sub = (cards, ())
    cards, hosts = sub
    if answer is not None:
        hosts = (*hosts, answer[1])
    if to == "battlefield":  # 303.4f: each Aura's object, chosen in order
        auras = [(p, oid) for p, oid in cards if _is_aura(game, oid)]
        if len(hosts) < len(auras):
            p, aura = auras[len(hosts)]
            options = _enchantable(game, aura, p)
            if options:
                ask(game, p, "choose", [("enchant", h) for h in options], "303.4f",
                    ("resolve", obj.id, at, (cards, hosts)),
                    f"Choose what {game.objects[aura].card.name} enchants")
                return WAIT
            return _return_all_from_graveyards(game, obj, eff, (cards, (*hosts, None)), None,
                                               at)
        attach = dict(zip([oid for _, oid in auras], hosts, strict=True))
    else:
        attach = {}
    for p, oid in cards:
        if oid in attach and attach[oid] is None:
            continue  # 303.4f: nothing it can enchant: it stays where it is
        host = attach.get(oid)
        new = put_card(game, oid, to, p, "return", "110.2a" if to == "battlefield" else "400.3",
                       tapped=bool(eff.get("tapped")))
        if host is not None and host in game.battlefield and new in game.battlefield:
            game.obj_w(new).attached_to = host  # 303.4f: enters attached
            game.emit("attach", p, {"object": new, "card": game.objects[new].card.name,
                                    "to": host}, "303.4f")
    return None


def _is_aura(game: GameState, oid: int) -> bool:
    return "Aura" in game.objects[oid].card.subtypes


def _enchantable(game: GameState, aura: int, player: int) -> list[int]:
    """The permanents an Aura card could enchant as ``player`` puts it onto the battlefield
    (303.4f: its enchant quality, 702.5a; protection, 702.16c; not a target, so hexproof
    doesn't matter) — an Aura enchanting a player is left out (none the engine attaches)."""
    from casualmagic.engine.protection import protected_from
    from casualmagic.engine.targets import matches_filter_base

    card = game.objects[aura].card
    if card.enchant is None or card.enchant.filter.players is not None:
        return []
    f = card.enchant.filter
    return [i for i in game.battlefield
            if matches_filter_base(game, f, game.objects[i], player)
            and not protected_from(game, game.objects[i], game.objects[aura])]


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
