"""Optional instructions ("you may", CR 608.2d), tokens for another player (111.2),
putting cards onto the battlefield (110.2a, 603.6a), flicker (610.3), hands and
graveyards shuffled or discarded (701.8, 701.20), "all" moves (406.3, 400.3) and
"you choose a card from it" discards (701.8a)."""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import CardDef, Effect
from casualmagic.core.dispatch import ENTERED, publish
from casualmagic.core.flow import ask
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine.effect_refs import all_matching, amount_of, objects_of, players_of
from casualmagic.engine.effect_registry import WAIT, effect
from casualmagic.engine.primitives import discard_card, move_object, untap
from casualmagic.engine.targets import card_filter, card_fits


@effect("may")
def _may(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    """"You may [do the rest]" (CR 608.2d): the player chooses while the effect is
    applied; declining skips the rest of the ability's instructions.  ``who`` is the
    player the text names ("Its controller may search ..." for Path to Exile)."""
    if answer is None:
        deciders = players_of(game, obj, eff.get("who"))
        if not deciders:
            return decline(game, obj)
        ask(game, deciders[0], "choose", [("yes",), ("no",)], "608.2d",
            ("resolve", obj.id, at, deciders[0]), eff.get("prompt", "Do it?"))
        return WAIT
    game.emit("choice", sub, {"card": obj.card.name, "may": answer[0]}, "608.2d")
    return None if answer[0] == "yes" else decline(game, obj)


def decline(game: GameState, obj: GameObject) -> Any:
    """Skip the remaining instructions: the spell or ability finishes resolving (608.2n)."""
    from casualmagic.engine.stack import finish_resolution

    finish_resolution(game, obj)
    return WAIT  # the resolution is already finished; nothing more to run


def make_token(game: GameState, controller: int, source: GameObject, eff: Effect) -> int:
    """Create one token under ``controller``'s control (CR 111.1, 111.2)."""
    from casualmagic.cards.definitions import parse_type_line

    sup, types, subtypes = parse_type_line(eff.get("types"))
    card = CardDef(
        name=eff.get("name"), mana_cost=source.card.mana_cost.__class__(()), supertypes=sup,
        types=types, subtypes=subtypes, text="", power=eff.get("power"),
        toughness=eff.get("toughness"), color_indicator=tuple(eff.get("colors", "")),
        keywords=frozenset(eff.get("keywords", ())), is_token=True,
    )
    tok = game.new_object(card, -1, controller, "battlefield", "permanent")
    tok.since_turn = game.turn
    game.battlefield = (*game.battlefield, tok.id)
    game.emit("create_token", controller, {"object": tok.id, "card": card.name}, "111.2")
    publish(game, ENTERED, tok.id)
    return tok.id


@effect("create_token_for")
def _token_for(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    """"Its controller creates a 3/3 green Beast creature token" (CR 111.2: the player
    who creates a token is its owner and controller).  ``who`` uses last known
    information of a target that has left the battlefield (608.2h)."""
    n = amount_of(game, obj, eff.get("amount", 1))
    for p in players_of(game, obj, eff.get("who")):
        if not game.players[p].left:
            for _ in range(n):
                make_token(game, p, obj, eff)
    return None


@effect("put_onto_battlefield")
def _put_onto_battlefield(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                          at: int) -> Any:
    """Put target cards onto the battlefield (from a graveyard, say) under your control
    (CR 110.2a) — or their owner's with ``under = "owner"``; enters abilities trigger
    (603.6a)."""
    for oid in objects_of(game, obj, eff.get("what")):
        card = game.objects.get(oid)
        if card is None:
            continue
        new = move_object(game, oid, "battlefield", "put_onto_battlefield", "110.2a",
                          controller=card.owner if eff.get("under") == "owner" else obj.controller)
        if game.objects.get(new) is not None and game.objects[new].zone == "battlefield":
            o = game.obj_w(new)
            o.tapped = bool(eff.get("tapped", False))
            publish(game, ENTERED, new)
    return None


@effect("flicker")
def _flicker(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    """"Exile target creature you control, then return that card to the battlefield
    under your control": the card returns as a new object (CR 400.7, 610.3); with
    ``transformed``, back face up (712.14a)."""
    from casualmagic.engine.faces import TRANSFORMING, enter_transformed, whole_card
    exiled = []
    for oid in objects_of(game, obj, eff.get("what")):
        new = move_object(game, oid, "exile", "exile", "406.3")
        if game.objects.get(new) is not None and game.objects[new].zone == "exile":
            exiled.append(new)
    for oid in exiled:
        if game.objects[oid].card.is_token:
            continue  # CR 111.8: a token that left the battlefield can't come back
        if eff.get("transformed") and whole_card(game.objects[oid]).layout not in TRANSFORMING:
            continue  # 712.14a: a card that can't enter transformed stays where it is
        new = move_object(game, oid, "battlefield", "return", "610.3")
        if game.objects.get(new) is not None and game.objects[new].zone == "battlefield":
            o = game.obj_w(new)
            o.controller = o.owner if eff.get("under") == "owner" else obj.controller
            if eff.get("transformed"):  # "return it ... transformed" (712.14a)
                enter_transformed(game, new)
            publish(game, ENTERED, new)
    return None


@effect("discard_hand")
def _discard_hand(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    """"Each player discards their hand" (CR 701.8a)."""
    for p in players_of(game, obj, eff.get("who")):
        for oid in game.players[p].hand:
            discard_card(game, p, oid, "701.8a")
    return None


@effect("shuffle_into_library")
def _shuffle_into_library(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                          at: int) -> Any:
    """"Each player shuffles their hand and graveyard into their library" (CR 701.20a)."""
    zones = tuple(eff.get("zones", ("hand", "graveyard")))
    for p in players_of(game, obj, eff.get("who")):
        moved = 0
        for zone in zones:
            for oid in getattr(game.players[p], zone):
                game.move(oid, "library")
                moved += 1
        game.shuffle_library(p)
        game.emit("shuffle", p, {"cards": moved, "from": list(zones)}, "701.20a")
    return None


@effect("exile_all")
def _exile_all(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    """"Exile all creatures" (CR 406.3, 608.2c)."""
    for oid in all_matching(game, obj, eff.get("filter"), eff.get("player")):
        move_object(game, oid, "exile", "exile", "406.3")
    return None


@effect("bounce_all")
def _bounce_all(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    """"Return all creatures to their owners' hands" (CR 400.3)."""
    for oid in all_matching(game, obj, eff.get("filter"), eff.get("player")):
        move_object(game, oid, "hand", "bounce", "400.3")
    return None


@effect("choose_discard")
def _choose_discard(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                    at: int) -> Any:
    """"Target player reveals their hand. You choose a nonland card from it. That player
    discards that card." (CR 701.16a reveal, 701.8a discard; the caster chooses.)"""
    # each player named in turn (schemes: "each opponent reveals their hand ...")
    todo = tuple(players_of(game, obj, eff.get("who"))) if sub is None else sub
    if answer is not None:
        discard_card(game, todo[0], answer[1], "701.8a")
        todo = todo[1:]
    f = card_filter(eff.get("filter", "card"))
    for k, who in enumerate(todo):
        hand = game.players[who].hand
        game.emit("reveal", who, {"cards": [game.objects[i].card.name for i in hand]}, "701.16a")
        fits = tuple(i for i in hand if card_fits(game.objects[i].card, f))
        if fits:
            ask(game, obj.controller, "choose", game.distinct_card_options(fits, "discard"),
                "701.8a", ("resolve", obj.id, at, todo[k:]),
                "Choose a card for that player to discard")
            return WAIT
    return None


# -- planes: choices -------------------------------------------------------------------------------

@effect("untap_up_to")
def _untap_up_to(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                 at: int) -> Any:
    """"Untap up to three lands" (701.26b): the controller chooses, one at a time, up to
    ``amount`` tapped permanents matching ``filter`` (untapping an untapped one does nothing),
    and may stop at any time."""
    left = amount_of(game, obj, eff.get("amount", 1)) if sub is None else sub
    if answer is not None:
        if answer[0] != "untap":
            return None
        if untap(game, (answer[1],)):  # not if a stun counter is removed instead (122.1d)
            game.emit("untap", obj.controller, {"object": answer[1]}, "701.26b")
        left -= 1
    options = [i for i in all_matching(game, obj, eff.get("filter", "permanent"))
               if game.objects[i].tapped]
    if left <= 0 or not options:
        return None
    ask(game, obj.controller, "choose", [("untap", i) for i in options] + [("done",)],
        "701.26b", ("resolve", obj.id, at, left),
        f"Untap up to {left} more {eff.get('filter', 'permanent')}(s)")
    return WAIT
