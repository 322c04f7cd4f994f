"""Predefined tokens (CR 111.10: Treasure, Food, Clue, Map...), investigate (701.36) and
explore (701.40).  The tokens' characteristics are data, in ``cards/data/tokens.toml``."""

from __future__ import annotations

import tomllib
from dataclasses import replace
from functools import cache
from importlib import resources
from typing import Any

from casualmagic.cards.model import CardDef, Effect
from casualmagic.core.flow import ask
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine.effect_refs import amount_of, objects_of, players_of
from casualmagic.engine.effect_registry import WAIT, effect
from casualmagic.engine.primitives import add_counters


@cache
def predefined_tokens() -> dict[str, CardDef]:
    """The predefined tokens by name (111.10), compiled from ``cards/data/tokens.toml``."""
    from casualmagic.cards.definitions import compile_card

    text = resources.files("casualmagic.cards").joinpath("data/tokens.toml").read_text(
        encoding="utf-8")
    return {name: replace(compile_card(name, raw, "tokens.toml"), is_token=True)
            for name, raw in tomllib.loads(text).items()}


def create_predefined(game: GameState, obj: GameObject, kind: str, player: int, n: int,
                      tapped: bool = False) -> None:
    """``player`` creates ``n`` ``kind`` tokens (111.10); replacement effects apply (614.1)."""
    from casualmagic.engine.replacement import TokensEvent, happen

    if n > 0 and not game.players[player].left:
        happen(game, TokensEvent(player, predefined_tokens()[kind], n, tapped, obj.id))


@effect("create_predefined_token")
def _create_predefined_token(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                             answer: Any, at: int) -> Any:
    """"Create a Treasure token" / "a Food token" (111.10): the token's characteristics come
    from its definition; ``who`` names the players who create them."""
    n = amount_of(game, obj, eff.get("amount", 1))
    for p in players_of(game, obj, eff.get("who")):
        create_predefined(game, obj, eff.get("kind"), p, n, bool(eff.get("tapped", False)))
    return None


@effect("investigate")
def _investigate(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                 at: int) -> Any:
    """701.36a: "investigate" means "create a Clue token" (111.10f)."""
    n = amount_of(game, obj, eff.get("amount", 1))
    for p in players_of(game, obj, eff.get("who")):
        for _ in range(n):
            create_predefined(game, obj, "Clue", p, 1)
            game.emit("investigate", p, {}, "701.36a")
    return None


@effect("explore")
def _explore(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    """701.40a: the creature's controller reveals the top card of their library; a land card
    goes to their hand; otherwise a +1/+1 counter goes on the creature and they may put the
    card into their graveyard.  701.40b: it explores even if it has left the battlefield."""
    from casualmagic.engine.primitives import move_object

    if sub is not None:  # the "may put it into your graveyard" choice
        oid, top = sub
        if answer[0] == "graveyard" and top in game.players[game.objects[top].owner].library:
            move_object(game, top, "graveyard", "explore", "701.40a")
        return None
    for oid in objects_of(game, obj, eff.get("what")):
        o = game.objects[oid]
        who = o.controller
        library = game.players[who].library
        if not library:
            game.emit("explore", who, {"object": oid, "revealed": None}, "701.40a")
            continue
        top = library[0]
        card = game.objects[top].card
        game.emit("reveal", who, {"cards": [card.name]}, "701.40a")
        game.emit("explore", who, {"object": oid, "revealed": card.name}, "701.40a")
        if "Land" in card.types:
            move_object(game, top, "hand", "put_in_hand", "701.40a")
            continue
        if o.zone == "battlefield":
            add_counters(game, oid, "+1/+1", 1, "701.40a", sync=True)
        ask(game, who, "choose", [("top",), ("graveyard",)], "701.40a",
            ("resolve", obj.id, at, (oid, top)),
            f"Leave {card.name} on top of your library or put it into your graveyard?")
        return WAIT
    return None


@effect("sacrifice_for_food")
def _sacrifice_for_food(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                        at: int) -> Any:
    """The Wilds: "target player sacrifices a creature of their choice. If they do, you create
    a Food token. You create two Food tokens instead if the sacrificed creature's toughness
    was 4 or greater" (701.17a; the toughness as it last existed, 608.2h; 111.10b)."""
    from casualmagic.engine import continuous as cont
    from casualmagic.engine.casting import sacrifice_candidates
    from casualmagic.engine.primitives import sacrifice

    phrase = eff.get("filter", "creature")
    if answer is not None:
        victim = answer[1]
    else:
        players = players_of(game, obj, eff.get("who", 0))
        if not players:
            return None
        options = sacrifice_candidates(game, players[0], phrase, None)
        if not options:
            return None
        if len(options) > 1:
            ask(game, players[0], "sacrifice", [("sacrifice", i) for i in options], "701.17a",
                ("resolve", obj.id, at, players[0]), f"Sacrifice a {phrase}")
            return WAIT
        victim = options[0]
    toughness = cont.toughness(game, game.objects[victim])
    sacrifice(game, victim)
    if victim not in game.battlefield:
        create_predefined(game, obj, "Food", obj.controller,
                          2 if toughness >= eff.get("toughness", 4) else 1)
    return None


# -- planes: planar, library, tokens and other triggers --------------------------------------------


@effect("create_tokens_that_deal_damage")
def _create_tokens_that_deal_damage(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                                    answer: Any, at: int) -> Any:
    """"Create three tapped Treasure tokens. They each deal 1 damage to each creature and each
    planeswalker" (111.10a, 120.3): the tokens this created (111.1) are the sources; each deals
    ``damage`` to each permanent matching ``filter`` (as the tokens last existed if one has
    already left, 608.2h)."""
    from casualmagic.engine.effect_refs import all_matching
    from casualmagic.engine.primitives import deal_damage

    before = set(game.battlefield)
    n = amount_of(game, obj, eff.get("amount", 1))
    create_predefined(game, obj, eff.get("kind"), obj.controller, n, bool(eff.get("tapped")))
    made = [i for i in game.battlefield if i not in before and game.objects[i].card.is_token
            and game.objects[i].card.name == eff.get("kind")]
    dmg = amount_of(game, obj, eff.get("damage", 1))
    for src in made:
        source = game.last_known_object(src)
        if source is None:
            continue
        for oid in all_matching(game, obj, eff.get("filter", "creature or planeswalker")):
            deal_damage(game, source, ("object", oid), dmg)
    return None
