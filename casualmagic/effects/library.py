"""Effects on libraries: scry (CR 701.18), surveil (701.42), searching (701.19)."""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect
from casualmagic.core.flow import ask
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.core.visibility import let_look, move_visibility
from casualmagic.engine.effect_refs import amount_of
from casualmagic.engine.effect_registry import WAIT, effect


def _look_and_sort(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                   at: int, elsewhere: str, rule: str, verb: str
                   ) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
    """Look at the top N cards and choose, card by card, the top of the library or
    ``elsewhere`` for each, then the order of those staying on top (scry 701.18a, surveil
    701.42a).  Returns (top in order, elsewhere), or None while a choice is due.  ``who``
    ("controller of it": "Its controller scries 1") names another player than the
    controller."""
    who = _looker(game, obj, eff)
    if sub is None:
        n = amount_of(game, obj, eff.get("amount"))
        sub = (tuple(game.players[who].library[:n]), (), ())
    looking, top, other, *placed = sub
    if answer is not None and answer[0] == "next":
        placed = [(*placed[0], answer[1])] if placed else [(answer[1],)]
    elif answer is not None:
        if answer[0] == "top":
            top = (*top, looking[0])
        else:
            other = (*other, looking[0])
        looking = looking[1:]
    if looking:
        name = game.objects[looking[0]].card.name
        ask(game, who, "choose", [("top", looking[0]), (elsewhere, looking[0])], rule,
            ("resolve", obj.id, at, (looking, top, other)),
            f"{verb}: put {name} on top or {'on the bottom' if elsewhere == 'bottom' else 'into your graveyard'}?")
        return None
    ordered = _ordered_top(game, who, obj, at, (looking, top, other), top, placed, rule)
    return None if ordered is None else (ordered, other)


def _looker(game: GameState, obj: GameObject, eff: Effect) -> int:
    """Who scries or surveils: the controller, or the player ``who`` names."""
    if eff.get("who") is None:
        return obj.controller
    from casualmagic.engine.effect_refs import players_of

    return next(iter(players_of(game, obj, eff.get("who"))), obj.controller)


@effect("scry")
def _scry(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    """CR 701.18a: look at the top N, put any on the bottom and the rest back on top in
    any order."""
    sorted_ = _look_and_sort(game, obj, eff, sub, answer, at, "bottom", "701.18a", "Scry")
    if sorted_ is None:
        return WAIT
    top, bottom = sorted_
    p = game.player_w(_looker(game, obj, eff))
    rest = tuple(i for i in p.library if i not in set(top) | set(bottom))
    p.library = (*top, *rest, *bottom)
    game.emit("scry", p.index, {"top": len(top), "bottom": len(bottom)}, "701.18a")
    return None


@effect("search_basic_land")
def _search(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    """Search your library for a basic land card (CR 701.19), then shuffle."""
    who = obj.controller
    to = eff.get("to")
    if sub is None:
        sub = eff.get("amount", 1)
    remaining = sub
    if answer is not None:
        if answer[0] == "find":
            let_look(game, (answer[1],), who)  # 701.19a: the searcher sees what they find
            before = game.objects[answer[1]]
            new = game.move(answer[1], to)
            if to == "battlefield":
                o = game.obj_w(new)
                o.controller = who
                o.tapped = bool(eff.get("tapped", False))
            game.emit("search", who, {"card": game.objects[new].card.name, "to": to}, "701.19a",
                      visible_to=move_visibility(before, game.objects.get(new)))
            remaining -= 1
        else:
            remaining = 0
    lib = game.players[who].library
    basics = [i for i in lib
              if "Basic" in game.objects[i].card.supertypes and "Land" in game.objects[i].card.types]
    if remaining > 0 and basics:
        options: list[tuple] = [*game.distinct_card_options(tuple(basics), "find"), ("stop",)]  # CR 701.19b: a player may fail to find
        ask(game, who, "choose", options, "701.19a",
            ("resolve", obj.id, at, remaining),
            "Search for a basic land card")
        return WAIT
    game.shuffle_library(who)
    game.emit("shuffle", who, {}, "701.19a")
    return None


def _ordered_top(game: GameState, who: int, obj: GameObject, at: int, sub: tuple,
                 top: tuple[int, ...], placed: list, rule: str) -> tuple[int, ...] | None:
    """The cards going back on top "in any order" (701.18a, 701.42a): the player picks
    them one at a time, the first picked ending up on top; None while a choice is due."""
    done = placed[0] if placed else ()
    left = [c for c in top if c not in done]
    if len(left) <= 1:
        return (*done, *left)
    ask(game, who, "order", [("next", c) for c in left], rule,
        ("resolve", obj.id, at, (*sub, done)), "Which card goes on top next?")
    return None


@effect("surveil")
def _surveil(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    """CR 701.42a: look at the top N, put any number into the graveyard and the rest back
    on top in any order."""
    sorted_ = _look_and_sort(game, obj, eff, sub, answer, at, "graveyard", "701.42a", "Surveil")
    if sorted_ is None:
        return WAIT
    top, binned = sorted_
    p = game.player_w(obj.controller)
    rest = tuple(i for i in p.library if i not in set(top) | set(binned))
    p.library = (*top, *rest)
    for card in binned:
        game.move(card, "graveyard")
    game.emit("surveil", obj.controller, {"top": len(top), "graveyard": len(binned)}, "701.42a")
    return None


# -- planes: library ops ---------------------------------------------------------------------------

@effect("hand_to_bottom_then_draw")
def _hand_to_bottom_then_draw(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                              answer: Any, at: int) -> Any:
    """Pools of Becoming: "put the cards in your hand on the bottom of your library in any
    order, then draw that many cards" (401.4, 121.1).  The cards go in their hand order."""
    from casualmagic.engine.turn import draw_cards

    who = obj.controller
    hand = game.players[who].hand
    for oid in hand:
        game.move(oid, "library", position="bottom")
    game.emit("bottom", who, {"cards": len(hand), "from": "hand"}, "401.4")
    draw_cards(game, who, len(hand), "121.1")
    return None


@effect("may_reveal_top_put_permanent")
def _may_reveal_top_put_permanent(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                                  answer: Any, at: int) -> Any:
    """The Maelstrom: "you may reveal the top card of your library. If it's a permanent card,
    you may put it onto the battlefield. If you revealed a card but didn't put it onto the
    battlefield, put it on the bottom of your library" (701.16a, 110.2a, 401.4)."""
    from casualmagic.effects.search import put_card

    who = obj.controller
    library = game.players[who].library
    if not library:
        return None
    top = library[0]
    card = game.objects[top].card
    if sub is None:
        ask(game, who, "choose", [("yes",), ("no",)], "608.2d", ("resolve", obj.id, at, "reveal"),
            "Reveal the top card of your library?")
        return WAIT
    if sub == "reveal":
        if answer[0] != "yes":
            return None
        game.emit("reveal", who, {"cards": [card.name]}, "701.16a")
        if card.is_permanent_card:  # 110.4
            ask(game, who, "choose", [("yes",), ("no",)], "608.2d",
                ("resolve", obj.id, at, "put"), f"Put {card.name} onto the battlefield?")
            return WAIT
        answer = ("no",)
    if answer[0] == "yes":
        put_card(game, top, "battlefield", who, "put_onto_battlefield", "110.2a")
    else:
        game.move(top, "library", position="bottom")
        game.emit("bottom", who, {"cards": 1}, "401.4")
    return None


@effect("shuffle_in_then_reveal_top")
def _shuffle_in_then_reveal_top(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                                answer: Any, at: int) -> Any:
    """Chaos Warp: "The owner of target permanent shuffles it into their library, then
    reveals the top card of their library. If it's a permanent card, they put it onto the
    battlefield" (701.20a shuffle, 701.16a reveal, 110.4 permanent card, 110.2a under its
    owner's control).  A token shuffled in ceases to exist (111.7) and is never revealed."""
    from casualmagic.effects.search import put_card
    from casualmagic.engine.effect_refs import objects_of
    from casualmagic.engine.primitives import move_object

    for oid in objects_of(game, obj, eff.get("what")):
        if oid not in game.objects or game.objects[oid].zone != "battlefield":
            continue
        owner = game.objects[oid].owner
        move_object(game, oid, "library", "shuffle_into_library", "701.20a")
        game.shuffle_library(owner)
        game.emit("shuffle", owner, {}, "701.20a")
        library = [i for i in game.players[owner].library if game.objects[i].card_id >= 0]
        if not library:
            continue
        top = library[0]
        card = game.objects[top].card
        game.emit("reveal", owner, {"cards": [card.name]}, "701.16a")
        if card.is_permanent_card:
            put_card(game, top, "battlefield", owner, "put_onto_battlefield", "110.2a")
    return None
