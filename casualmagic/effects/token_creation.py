"""Tokens that generic effects create (111.1, 707.2): a copy of a permanent (707.2, through
:func:`casualmagic.engine.copies.create_token_copy`, the one way a token copy is made) and a
token of each player's choice.
"""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect, TriggeredAbility
from casualmagic.core.flow import ask
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine.continuous import ContinuousEffect, add_effect, next_timestamp
from casualmagic.engine.copies import create_token_copy
from casualmagic.engine.effect_refs import (
    in_range,
    legal_refs,
    objects_of,
    players_of,
)
from casualmagic.engine.effect_registry import WAIT, effect
from casualmagic.engine.triggers import add_delayed


@effect("create_token_copy")
def _create_token_copy(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                       at: int) -> Any:
    """"Its controller creates a token that's a copy of that creature" (707.2, 111.1): the
    token copies the creature's copiable values (its card; copy effects aside), created by
    the player ``who`` names; replacement effects may change how many (614.1). ``add_types``:
    "except it's an artifact in addition to its other types" (707.9b)."""
    types = tuple(eff.get("add_types", ()))
    for oid in objects_of(game, obj, eff.get("what", "it")):
        o = game.last_known_object(oid)
        if o is None:
            continue
        for p in players_of(game, obj, eff.get("who", "controller of it")):
            create_token_copy(game, p, o.card, obj.id, sync=False, types=types)
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


@effect("token_copy_for_each_other_player")
def _token_copy_for_each_other_player(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                                      answer: Any, at: int) -> Any:
    """"Each player except that creature's controller creates a token that's a copy of that
    creature" (707.2, 111.1), in APNAP order (101.4)."""
    for oid in objects_of(game, obj, eff.get("what", 0)):
        o = game.objects[oid]
        for p in game.in_turn_order(game.active):
            if p != o.controller:
                create_token_copy(game, p, o.card, obj.id, sync=False)
    return None


_EXILE_THE_TOKEN = TriggeredAbility(
    "end_step", (Effect("exile", (("what", "it"),)),), (), None,
    "Exile that token at the beginning of the next end step.")
"""The delayed "Exile it at the beginning of the next end step." (603.7a)."""


@effect("token_copy_exiled_at_end_step")
def _token_copy_exiled_at_end_step(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                                   answer: Any, at: int) -> Any:
    """"Exile target attacking creature. Create a token that's a copy of that creature. Exile
    it at the beginning of the next end step." (Nemesis Trap): a token copy of the target as
    it last existed (707.2, 608.2h), created by this spell's controller, and a delayed
    triggered ability (603.7a) that exiles that token at the beginning of the next end step."""
    for kind, ident in legal_refs(obj, eff.get("what", 0)):
        o = game.last_known_object(ident) if kind == "object" else None
        if o is None:
            continue
        for tok in create_token_copy(game, obj.controller, o.card, obj.id):
            add_delayed(game, "next_end_step", obj.card, _EXILE_THE_TOKEN, obj.controller, tok)
    return None


_SACRIFICE_THE_TOKEN = TriggeredAbility(
    "end_step", (Effect("sacrifice", (("what", "it"),)),), (), None,
    "Sacrifice that token at the beginning of the next end step.")
"""The delayed "Sacrifice it at the beginning of the next end step." (603.7a, 701.17a)."""


@effect("token_copy_with_haste_until_end_step")
def _token_copy_with_haste(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                           answer: Any, at: int) -> Any:
    """"Create a token that's a copy of target creature card in your graveyard, except it's
    an artifact in addition to its other types. It gains haste. Sacrifice it at the beginning
    of the next end step." (Feldon of the Third Path): a token copy of the target as it is or
    last existed (707.2, 608.2h) with the types ``add_types`` added as copiable values
    (707.9b), created by this ability's controller; it gains haste (layer 6, 613.1f) for
    ``haste`` ("permanent": no duration, 611.2a; or "end_of_turn"); a delayed triggered
    ability (603.7a) exiles or sacrifices it (``then``) at the beginning of the next end
    step."""
    delayed = _SACRIFICE_THE_TOKEN if eff.get("then") == "sacrifice" else _EXILE_THE_TOKEN
    for kind, ident in legal_refs(obj, eff.get("what", 0)):
        o = game.last_known_object(ident) if kind == "object" else None
        if o is None:
            continue
        made = create_token_copy(game, obj.controller, o.card, obj.id,
                                 types=tuple(eff.get("add_types", ())))
        for tok in made:
            add_effect(game, ContinuousEffect("6", "add_keywords", (("Haste",),),
                                              next_timestamp(game), obj.id, obj.controller,
                                              (tok,), None, eff.get("haste", "permanent"),
                                              "613.1f", turn=game.turn))
            add_delayed(game, "next_end_step", obj.card, delayed, obj.controller, tok)
    return None


@effect("may_attach_aura_to_token")
def _may_attach_aura_to_token(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                              answer: Any, at: int) -> Any:
    """"If that enchantment is an Aura, you may attach it to the token." (Ajani's Chosen):
    the enchantment the trigger event was about (603.2), if it is an Aura on the battlefield
    now (608.2h), may be attached to the token this ability created (701.3a, 608.2d) — if it
    can enchant it (its enchant quality, 303.4a; protection, 702.16c); otherwise it doesn't
    move (701.3b)."""
    from casualmagic.cards.vocabulary import parse_filter
    from casualmagic.engine import continuous as cont
    from casualmagic.engine.continuous import next_timestamp
    from casualmagic.engine.effect_refs import CREATED_TOKENS
    from casualmagic.engine.protection import protected_from
    from casualmagic.engine.targets import matches_filter_base

    auras = [i for i in objects_of(game, obj, "it") if i in game.battlefield
             and "Aura" in cont.characteristics(game, game.objects[i]).subtypes]
    tokens = [i for i in obj.get_info(CREATED_TOKENS) or () if i in game.battlefield]
    if not auras or not tokens:
        return None
    aura, token = game.objects[auras[0]], game.objects[tokens[0]]
    enchant = aura.card.enchant.filter if aura.card.enchant else parse_filter("permanent")
    if not matches_filter_base(game, enchant, token, aura.controller) \
            or protected_from(game, token, aura) or aura.attached_to == token.id:
        return None  # 701.3b: it can't be attached to the token
    if answer is None:
        ask(game, obj.controller, "choose", [("yes",), ("no",)], "608.2d",
            ("resolve", obj.id, at, None), f"Attach {aura.card.name} to the token?")
        return WAIT
    game.emit("choice", obj.controller, {"card": obj.card.name, "may": answer[0]}, "608.2d")
    if answer[0] == "yes":
        game.obj_w(aura.id).attached_to = token.id
        game.obj_w(aura.id).timestamp = next_timestamp(game)  # 613.7e
        game.emit("attach", obj.controller, {"object": aura.id, "card": aura.card.name,
                                             "to": token.id}, "701.3a")
    return None
