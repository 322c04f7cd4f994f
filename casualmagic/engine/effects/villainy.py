"""Ops first needed by scheme cards (CR 314, Archenemy 904), written for any card.

Players and life totals (119), graveyards (404), tokens that must attack a player (508.1d),
"each opponent ... then each who didn't ..." instructions (608.2c).
"""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect
from casualmagic.engine.effects.primitives import (
    deal_damage,
    discard_card,
    gain_life,
    lose_life,
    move_object,
)
from casualmagic.engine.effects.refs import amount_of, players_of
from casualmagic.engine.effects.registry import WAIT, effect
from casualmagic.engine.flow import ask
from casualmagic.engine.objects import GameObject
from casualmagic.engine.state import GameState


def _opponents(game: GameState, obj: GameObject) -> list[int]:
    return players_of(game, obj, "each opponent")


@effect("exile_graveyard")
def _exile_graveyard(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                     at: int) -> Any:
    """"Exile all cards from target player's graveyard" (406.3)."""
    for p in players_of(game, obj, eff.get("who")):
        for oid in game.players[p].graveyard:
            move_object(game, oid, "exile", "exile", "406.3")
    return None


@effect("create_token_attacking_each_opponent")
def _tokens_for_each_opponent(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                              answer: Any, at: int) -> Any:
    """"For each opponent, create a [token] that attacks that player each combat if able"
    (111.1; a requirement, 508.1d, that lasts as long as the token)."""
    from casualmagic.engine.effects.permanents import token_card
    from casualmagic.engine.replacement import TokensEvent, happen

    card = token_card(eff.get("name"), eff.get("types"), eff.get("power"), eff.get("toughness"),
                      eff.get("colors", ""), tuple(eff.get("keywords", ())))
    for opp in _opponents(game, obj):
        made = happen(game, TokensEvent(obj.controller, card, 1, False, obj.id), sync=True)
        for tok in made if isinstance(made, list) else ():
            w = game.obj_w(tok)
            w.info = (*w.info, ("must_attack", (opp, None)))  # None: each combat
    return None


@effect("each_opponent_loses_you_gain")
def _drain(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    """"Each opponent loses N life. You gain life equal to the life lost this way" (119.3)."""
    n = amount_of(game, obj, eff.get("amount"))
    lost = 0
    for p in _opponents(game, obj):
        before = game.players[p].life
        lose_life(game, p, n, "119.3")
        lost += before - game.players[p].life
    gain_life(game, obj.controller, lost, "119.3")
    return None


@effect("damage_each_opponent")
def _damage_each_opponent(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                          at: int) -> Any:
    """"[This] deals damage to each opponent equal to the number of cards in that player's
    hand" (``amount = "cards in their hand"``) or a fixed amount (120.3); ``who`` may name
    other players ("each of your other opponents")."""
    from casualmagic.engine.effects.refs import source_id

    src = game.last_known_object(source_id(obj)) or obj
    for p in players_of(game, obj, eff.get("who", "each opponent")):
        amount = eff.get("amount")
        n = len(game.players[p].hand) if amount == "cards in their hand" else \
            amount_of(game, obj, amount)
        deal_damage(game, src, ("player", p), n)
    return None


@effect("opponents_life_becomes_lowest")
def _lowest(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    """"Each opponent's life total becomes the lowest life total among your opponents"
    (119.5: each gains or loses the difference)."""
    opps = _opponents(game, obj)
    if not opps:
        return None
    low = min(game.players[p].life for p in opps)
    for p in opps:
        lose_life(game, p, game.players[p].life - low, "119.5")
    return None


@effect("highest_life_opponent_loses")
def _mighty(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    """"Choose an opponent with the highest life total among your opponents. That player
    loses N life": the controller chooses among tied opponents."""
    n = amount_of(game, obj, eff.get("amount"))
    if answer is not None:
        lose_life(game, answer[1], n, "119.3")
        return None
    opps = _opponents(game, obj)
    if not opps:
        return None
    high = max(game.players[p].life for p in opps)
    tied = [p for p in opps if game.players[p].life == high]
    if len(tied) == 1:
        lose_life(game, tied[0], n, "119.3")
        return None
    ask(game, obj.controller, "choose", [("player", p) for p in tied], "608.2d",
        ("resolve", obj.id, at, "chosen"), "Choose an opponent with the highest life total")
    return WAIT


@effect("sacrifice_else_discard")
def _sacrifice_else_discard(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                            answer: Any, at: int) -> Any:
    """"Each opponent sacrifices a creature of their choice. Then each opponent who didn't
    sacrifice a creature discards two cards" (701.17a, 701.8a; in APNAP order, 101.4)."""
    from casualmagic.engine.casting import sacrifice_candidates
    from casualmagic.engine.effects.primitives import sacrifice

    phrase = eff.get("filter", "creature")
    if sub is None:
        sub = ("sac", tuple(_opponents(game, obj)), ())
    stage, todo, spared = sub
    if answer is not None and stage == "sac":
        sacrifice(game, answer[1])
        todo = todo[1:]
    elif answer is not None:
        discard_card(game, todo[0][0], answer[1], "701.8a")
        todo = ((todo[0][0], todo[0][1] - 1), *todo[1:]) if todo[0][1] > 1 else todo[1:]
    while stage == "sac" and todo:
        options = sacrifice_candidates(game, todo[0], phrase, None)
        if options:
            ask(game, todo[0], "sacrifice", [("sacrifice", i) for i in options], "701.17a",
                ("resolve", obj.id, at, ("sac", todo, spared)), f"Sacrifice a {phrase}")
            return WAIT
        spared, todo = (*spared, (todo[0], int(eff.get("amount", 2)))), todo[1:]
    if stage == "sac":
        stage, todo = "discard", spared
    while todo:
        who, n = todo[0]
        hand = game.players[who].hand
        if n <= 0 or not hand:
            todo = todo[1:]
            continue
        ask(game, who, "discard", game.distinct_card_options(hand, "discard"), "701.8a",
            ("resolve", obj.id, at, ("discard", todo, ())), f"Discard {n} card(s)")
        return WAIT
    return None


def _controlled_by(game: GameState, obj: GameObject, eff: Effect) -> list[int]:
    """Permanents matching ``filter`` that the players ``who`` names control, with mana value
    at most ``max_mana_value`` (a number or ``"X"``) if given."""
    from casualmagic.engine.effects.refs import all_matching

    players = set(players_of(game, obj, eff.get("who")))
    cap = eff.get("max_mana_value")
    most = amount_of(game, obj, cap) if cap is not None else None
    return [i for i in all_matching(game, obj, eff.get("filter", "permanent"))
            if game.objects[i].controller in players
            and (most is None or game.objects[i].card.mana_value <= most)]


@effect("destroy_all_controlled")
def _destroy_all_controlled(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                            answer: Any, at: int) -> Any:
    """"Destroy all nonland permanents target opponent controls" (701.7a, at once)."""
    from casualmagic.engine.effects.primitives import destroy

    for oid in _controlled_by(game, obj, eff):
        destroy(game, oid)
    return None


@effect("bottom_all_controlled")
def _bottom_all_controlled(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                           answer: Any, at: int) -> Any:
    """"Put each nonland permanent target player controls with mana value X or less on the
    bottom of its owner's library" (401.4)."""
    for oid in _controlled_by(game, obj, eff):
        move_object(game, oid, "library", "to_library", "401.4", position="bottom")
    return None


@effect("damage_creatures_of")
def _damage_creatures_of(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                         at: int) -> Any:
    """"... and each creature that player or that planeswalker's controller controls"
    (120.3): ``who`` names the player (a target index: the player, or the controller of the
    targeted planeswalker)."""
    n = amount_of(game, obj, eff.get("amount"))
    for oid in _controlled_by(game, obj, Effect(eff.op, (("filter", "creature"),
                                                         ("who", eff.get("who"))))):
        deal_damage(game, obj, ("object", oid), n)
    return None


@effect("destroy_gain_toughness")
def _destroy_gain_toughness(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                            answer: Any, at: int) -> Any:
    """"Destroy target creature. If a creature is destroyed this way, you gain life equal to
    its toughness" (701.7a; its toughness as it last existed, 608.2h)."""
    from casualmagic.engine import continuous as cont
    from casualmagic.engine.effects.primitives import destroy
    from casualmagic.engine.effects.refs import objects_of

    for oid in objects_of(game, obj, eff.get("what")):
        toughness = cont.toughness(game, game.objects[oid])
        if destroy(game, oid):
            gain_life(game, obj.controller, toughness, "119.3")
    return None
