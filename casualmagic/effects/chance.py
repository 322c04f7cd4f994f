"""Choices made at random by an effect (CR 608.2d: "chosen at random"), from the game's
seeded random number generator so a replay makes the same ones.  First needed by the
vanguard cards of Magic Online (902.7), written for any card.

* ``random_card_from_library`` — "put a [filter] card from your library chosen at random
  onto the battlefield / into your hand" (``to``), revealed with ``reveal`` (701.16a), the
  library shuffled after with ``shuffle`` (701.20a).
* ``exchange_random_permanents`` — "exchange control of a permanent you control chosen at
  random and a permanent target opponent controls chosen at random" (701.10b).
* ``gain_random_keywords`` — "[it] gains ``amount`` abilities chosen at random from among
  ``keywords``" — those it doesn't already have — for ``duration`` (``permanent`` or
  ``end_of_turn``; 613.1f).
* ``token_copy_of_random_card`` — "create a token that's a copy of a creature card with mana
  value X chosen at random" (707.2, 111.1): among the cards the engine implements in full.
* ``create_random_token`` — "create a token that's a 2/2 Wolf, a 2/3 Antelope ... chosen at
  random": one of the predefined tokens ``kinds`` (111.1, cards/data/tokens.toml).

The amount phrase ``"random A to B"`` (``B`` a number or ``X``) is read by
:func:`casualmagic.engine.effect_refs.amount_of`.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from casualmagic.cards.model import Effect
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine.continuous import ContinuousEffect, add_effect, next_timestamp
from casualmagic.engine.effect_refs import objects_of, players_of
from casualmagic.engine.effect_registry import effect


def pick(game: GameState, ids: list[int] | tuple[int, ...]) -> int | None:
    """One of ``ids`` chosen at random (608.2d), or None if there are none."""
    return ids[game.random_below(len(ids))] if ids else None


@effect("random_card_from_library")
def _random_card_from_library(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                              answer: Any, at: int) -> Any:
    from casualmagic.effects.search import put_card
    from casualmagic.engine.targets import card_filter, card_fits

    who = obj.controller
    f = card_filter(eff.get("filter", "card"))
    found = pick(game, [i for i in game.players[who].library
                        if card_fits(game.objects[i].card, f)])
    if found is not None:
        if eff.get("reveal"):
            game.emit("reveal", who, {"cards": [game.objects[found].card.name]}, "701.16a")
        put_card(game, found, eff.get("to", "hand"), who, "random_card", "608.2d",
                 tapped=bool(eff.get("tapped")))
    if eff.get("shuffle"):
        game.shuffle_library(who)
        game.emit("shuffle", who, {}, "701.20a")
    return None


@effect("exchange_random_permanents")
def _exchange_random_permanents(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                                answer: Any, at: int) -> Any:
    from casualmagic.effects.creatures import exchange_control

    others = players_of(game, obj, eff.get("who"))
    if not others:
        return None
    mine = pick(game, [i for i in game.battlefield if game.objects[i].controller == obj.controller])
    theirs = pick(game, [i for i in game.battlefield if game.objects[i].controller == others[0]])
    if mine is None or theirs is None:
        return None  # 701.10a: no part of the exchange happens
    exchange_control(game, obj, game.objects[mine], game.objects[theirs])
    return None


@effect("gain_random_keywords")
def _gain_random_keywords(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                          answer: Any, at: int) -> Any:
    from casualmagic.engine import continuous as cont

    for oid in objects_of(game, obj, eff.get("what")):
        o = game.objects[oid]
        left = [k for k in eff.get("keywords", ()) if not cont.has_keyword(game, o, k)]
        chosen: list[str] = []
        for _ in range(int(eff.get("amount", 1))):
            if not left:
                break
            chosen.append(left.pop(game.random_below(len(left))))
        if not chosen:
            continue
        add_effect(game, ContinuousEffect("6", "add_keywords", (tuple(chosen),),
                                          next_timestamp(game), obj.id, obj.controller, (oid,),
                                          None, eff.get("duration", "permanent"), "611.2a"))
        game.emit("gain_random_keywords", obj.controller,
                  {"object": oid, "card": o.card.name, "keywords": chosen}, "608.2d")
    return None


@effect("create_random_token")
def _create_random_token(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                         answer: Any, at: int) -> Any:
    from casualmagic.effects.tokens import create_predefined

    kinds = list(eff.get("kinds", ()))
    if kinds:
        create_predefined(game, obj, kinds[game.random_below(len(kinds))], obj.controller, 1)
    return None


def random_card_pool(phrase: str, mana_value: int) -> tuple[str, ...]:
    """Every card the engine implements in full that fits ``phrase`` ("creature card") with
    mana value ``mana_value``, by name (sorted, so a seed picks the same one)."""
    return _pool(phrase, mana_value)


@lru_cache(maxsize=64)
def _pool(phrase: str, mana_value: int) -> tuple[str, ...]:
    from casualmagic.cards.definitions import pool_definitions
    from casualmagic.engine.targets import card_filter, card_fits

    f = card_filter(phrase)
    return tuple(sorted(n for n, c in pool_definitions().items()
                        if not c.missing and c.mana_value == mana_value and card_fits(c, f)
                        and not c.is_token and c.layout == "normal"))


@effect("token_copy_of_random_card")
def _token_copy_of_random_card(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                               answer: Any, at: int) -> Any:
    from casualmagic.cards.definitions import card_by_name
    from casualmagic.engine.copies import create_token_copy
    from casualmagic.engine.effect_refs import amount_of

    n = amount_of(game, obj, eff.get("mana_value", "X"))
    names = random_card_pool(eff.get("filter", "creature card"), n)
    if not names:
        game.emit("copy_card", obj.controller, {"card": None, "mana_value": n}, "608.2d")
        return None  # no card with that mana value: nothing happens
    name = names[game.random_below(len(names))]
    game.emit("copy_card", obj.controller, {"card": name, "mana_value": n}, "707.2")
    create_token_copy(game, obj.controller, card_by_name(name), obj.id)
    return None
