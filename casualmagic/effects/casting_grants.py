"""Effects of resolving abilities that change casting for a while (611.2): "spells you cast
this turn cost {3} less" (601.2f), "target player can't cast spells until a player
planeswalks" (601.3).  ("Untap all creatures you control" is ``untap_all`` in
:mod:`.turns`.)  The lasting
records live in :mod:`casualmagic.engine.casting_rules`.

The priority options and costs these grants allow (granted graveyard abilities, escape,
foretell) are rules of casting: :mod:`casualmagic.engine.granted_casting`.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from casualmagic.cards.model import Effect
from casualmagic.core.dispatch import ENTERED, publish
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine.casting import PAID_COSTS
from casualmagic.engine.effect_refs import players_of
from casualmagic.engine.effect_registry import effect


@effect("spells_cost_less")
def _spells_cost_less(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                      at: int) -> Any:
    """"[Filter] spells you cast this turn cost {N} less to cast" (601.2f, 611.2a): a
    lasting cost reduction for this ability's controller (``who = "you"``) or everyone."""
    from casualmagic.engine.casting_rules import add_lasting

    args = {"filter": eff.get("filter"), "amount": eff.get("amount"),
            "who": eff.get("who", "you")}
    duration = eff.get("duration", "end_of_turn")
    add_lasting(game, "spells_cost_less", args, obj.controller, duration, obj)
    game.emit("cost_change", obj.controller, {"spells": args["filter"], "less": args["amount"],
                                              "duration": duration}, "601.2f")
    return None


@effect("cant_cast")
def _cant_cast(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
               at: int) -> Any:
    """"Target player can't cast spells until a player planeswalks" (601.3, 611.2a):
    ``duration`` is ``until_planeswalk`` (901.11) or ``end_of_turn``."""
    from casualmagic.engine.casting_rules import add_lasting

    duration = eff.get("duration", "end_of_turn")
    for p in players_of(game, obj, eff.get("who")):
        args = {"player": p, **({"filter": eff.get("filter")} if eff.get("filter") else {})}
        add_lasting(game, "cant_cast", args, obj.controller, duration)
        game.emit("cant_cast", p, {"player": game.players[p].name, "duration": duration},
                  "601.3")
    return None


@effect("reveal_top_may_cast_free")
def _reveal_top_may_cast_free(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                              answer: Any, at: int) -> Any:
    """"Target player reveals the top card of their library. If it's a nonland card, you
    may cast it without paying its mana cost" (701.16a, 118.9a): casting it during the
    resolution ignores timing (601.2), and it is cast from that library (601.2a).  With
    ``play``, "You may play it without paying its mana cost": a land is played (305.1)."""
    from casualmagic.core.flow import ask, push

    if sub is None:
        players = players_of(game, obj, eff.get("who"))
        lib = game.players[players[0]].library if players else ()
        if not lib:
            return None
        top = lib[0]
        card = game.objects[top].card
        game.emit("reveal", players[0], {"cards": [card.name]}, "701.16a")
        if "Land" in card.types and not (eff.get("play") and _may_play_land(game, obj.controller)):
            return None
        verb = "Play" if "Land" in card.types else "Cast"
        ask(game, obj.controller, "may", [("yes",), ("no",)], "118.9a",
            ("resolve", obj.id, at, top), f"{verb} {card.name} without paying its mana cost?")
        from casualmagic.engine.effect_registry import WAIT

        return WAIT
    if answer == ("yes",) and sub in game.objects and game.objects[sub].zone == "library":
        if "Land" in game.objects[sub].card.types:
            from casualmagic.engine.actions import play_land

            play_land(game, obj.controller, sub)  # a land played by an effect counts (305.2a)
        else:
            push(game, ("cast", sub, obj.controller, "announce", "free"))
    return None


def _may_play_land(game: GameState, player: int) -> bool:
    """An effect may make a player play a land only during their turn (305.3) and while
    they have a land play left (305.2b)."""
    from casualmagic.engine.lands import land_plays

    return game.active == player and game.players[player].lands_played < land_plays(game, player)


@effect("may_cast_free")
def _may_cast_free(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                   at: int) -> Any:
    """"You may cast it without paying its mana cost" (118.9a): e.g. rebound (702.88a);
    casting it during the resolution ignores timing (601.2)."""
    from casualmagic.core.flow import ask, push
    from casualmagic.engine.effect_refs import objects_of
    from casualmagic.engine.effect_registry import WAIT

    if answer is None:
        ids = [i for i in objects_of(game, obj, eff.get("what"))
               if game.objects[i].zone in ("exile", "graveyard", "library", "hand")]
        if not ids:
            return None
        ask(game, obj.controller, "may", [("yes",), ("no",)], "118.9a",
            ("resolve", obj.id, at, ids[0]),
            f"Cast {game.objects[ids[0]].card.name} without paying its mana cost?")
        return WAIT
    if answer == ("yes",) and sub in game.objects:
        push(game, ("cast", sub, obj.controller, "announce", "free"))
    return None


# planes: casting (second round) -------------------------------------------------------------

def exile_until(game: GameState, player: int, fits: Any, rule: str) -> tuple[list[int], int | None]:
    """Exile cards from the top of ``player``'s library until a nonland card that ``fits``
    is exiled (701.55, 702.85a); returns every exiled card and that card (or None)."""
    exiled: list[int] = []
    hit = None
    while game.players[player].library:
        top = game.players[player].library[0]
        card = game.objects[top].card
        new = game.move(top, "exile")
        exiled.append(new)
        if "Land" not in card.types and fits(card):
            hit = new
            break
    game.emit("exile_until", player, {"cards": [game.objects[i].card.name for i in exiled]},
              rule)
    return exiled, hit


def _to_bottom_random(game: GameState, player: int, ids: list[int], rule: str) -> None:
    """Put exiled cards on the bottom of their owner's library in a random order (401.4)."""
    from casualmagic.core import rng

    ids = [i for i in ids if i in game.objects and game.objects[i].zone == "exile"]
    if not ids:
        return
    order, game.rng = rng.shuffled(game.rng, tuple(ids))
    for oid in order:
        game.move(oid, "library", position="bottom")
    game.emit("put_on_bottom", player, {"cards": len(order), "random": True}, rule)


@effect("discover")
def _discover(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
              at: int) -> Any:
    """"Discover N": exile cards from the top of your library until you exile a nonland card
    with mana value N or less; cast it without paying its mana cost or put it into your hand;
    put the rest on the bottom of your library in a random order (701.55, 118.9a)."""
    from casualmagic.core.flow import ask, push
    from casualmagic.engine.effect_refs import amount_of
    from casualmagic.engine.effect_registry import WAIT

    player = obj.controller
    if sub is None:
        n = amount_of(game, obj, eff.get("amount", 0))
        exiled, hit = exile_until(game, player, lambda c: c.mana_value <= n, "701.55")
        if hit is None:
            _to_bottom_random(game, player, exiled, "701.55")
            game.emit("discover", player, {"amount": n}, "701.55b")
            return None
        rest = tuple(i for i in exiled if i != hit)
        from casualmagic.cards.mana import ManaCost
        from casualmagic.engine.actions import castable

        # 601.2c: a spell with no legal targets can't be cast; then it goes to the hand
        can = castable(game, player, game.objects[hit].card, [], alt=ManaCost())
        ask(game, player, "choose", [("cast",), ("hand",)] if can else [("hand",)], "701.55",
            ("resolve", obj.id, at, (hit, rest)),
            f"Discover: cast {game.objects[hit].card.name} without paying its mana cost, "
            "or put it into your hand?")
        return WAIT
    hit, rest = sub
    _to_bottom_random(game, player, list(rest), "701.55")
    game.emit("discover", player, {"card": game.objects[hit].card.name,
                                   "cast": answer == ("cast",)}, "701.55c")
    if answer == ("cast",):
        push(game, ("cast", hit, player, "announce", "free"))
    else:
        game.move(hit, "hand")
    return None


@effect("cascade")
def _cascade(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
             at: int) -> Any:
    """Cascade (702.85a): "exile cards from the top of your library until you exile a nonland
    card whose mana value is less than this spell's mana value.  You may cast that card
    without paying its mana cost if the resulting spell's mana value is less than this
    spell's mana value.  Then put all cards exiled this way that weren't cast on the bottom
    of your library in a random order."  ``what`` is the spell ("it")."""
    from casualmagic.core.flow import ask, push
    from casualmagic.engine.effect_refs import objects_of
    from casualmagic.engine.effect_registry import WAIT

    player = obj.controller
    if sub is None:
        spell = next(iter(objects_of(game, obj, eff.get("what", "it"))), None)
        spell_obj = game.last_known_object(spell) if spell is not None else None
        if spell_obj is None:
            return None
        mv = spell_obj.card.mana_value
        exiled, hit = exile_until(game, player, lambda c: c.mana_value < mv, "702.85a")
        if hit is None:
            _to_bottom_random(game, player, exiled, "702.85a")
            return None
        rest = tuple(i for i in exiled if i != hit)
        ask(game, player, "may", [("yes",), ("no",)], "702.85a",
            ("resolve", obj.id, at, (hit, rest)),
            f"Cascade: cast {game.objects[hit].card.name} without paying its mana cost?")
        return WAIT
    hit, rest = sub
    if answer == ("yes",):
        _to_bottom_random(game, player, list(rest), "702.85a")
        push(game, ("cast", hit, player, "announce", "free"))
    else:
        _to_bottom_random(game, player, [*rest, hit], "702.85a")
    return None


@effect("exile_top_with_this")
def _exile_top_with_this(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                         at: int) -> Any:
    """"Each player exiles the top card of their library" (406.1), remembered as exiled with
    this ability's source for its linked abilities (607.2a, The Matrix of Time)."""
    from casualmagic.engine.casting_rules import remember_exiled
    from casualmagic.engine.effect_refs import source_id

    src = source_id(obj)
    for p in players_of(game, obj, eff.get("who")):
        lib = game.players[p].library
        if not lib:
            continue
        new = game.move(lib[0], "exile")
        if src is not None:
            remember_exiled(game, src, new)
        game.emit("exile", p, {"card": game.objects[new].card.name, "from": "library",
                               "with": obj.card.name}, "406.1")
    return None


# Granted graveyard abilities: "Each creature card in your graveyard has scavenge. The
# scavenge cost is equal to its mana cost" (702.97a), the same with embalm (702.128a).


def _exiled_card(game: GameState, obj: GameObject) -> Any:
    """The card exiled to pay this ability's cost (602.2b), as it is in exile, or None."""
    oid = obj.get_info("exiled")
    return game.objects[oid].card if oid in game.objects else None


@effect("scavenge")
def _scavenge(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
              at: int) -> Any:
    """Scavenge's effect (702.97a): "Put a number of +1/+1 counters equal to the power of the
    card you exiled on target creature" — the card's power as it last existed (608.2h)."""
    from casualmagic.engine.effect_refs import objects_of
    from casualmagic.engine.primitives import add_counters

    card = _exiled_card(game, obj)
    power = card.power if card is not None and isinstance(card.power, int) else 0
    for oid in objects_of(game, obj, eff.get("what", 0)):
        add_counters(game, oid, "+1/+1", power, "702.97a")
    return None


@effect("embalm")
def _embalm(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
            at: int) -> Any:
    """Embalm's effect (702.128a): "Create a token that's a copy of this card, except it's
    white, it has no mana cost, and it's a Zombie in addition to its other types" (707.9b:
    the exceptions become part of the token's copiable values)."""
    from dataclasses import replace

    from casualmagic.cards.mana import ManaCost
    from casualmagic.engine.replacement import TokensEvent, happen

    card = _exiled_card(game, obj)
    if card is None:
        return None
    subtypes = card.subtypes if "Zombie" in card.subtypes else (*card.subtypes, "Zombie")
    token = replace(card, mana_cost=ManaCost(), color_indicator=("W",), subtypes=subtypes,
                    is_token=True)
    happen(game, TokensEvent(obj.controller, token, 1, False, obj.id))
    return None


@effect("may_discard_then_draw")
def _may_discard_then_draw(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                           answer: Any, at: int) -> Any:
    """"You may discard a card. If you do, draw a card" (701.8a, 608.2d): the player picks
    a card of their hand or declines; only a discard makes them draw (608.2c)."""
    from casualmagic.core.flow import ask
    from casualmagic.engine.effect_registry import WAIT
    from casualmagic.engine.primitives import discard_card

    player = obj.controller
    if answer is None:
        hand = game.players[player].hand
        if not hand:
            return None
        ask(game, player, "choose", [*game.distinct_card_options(hand, "discard"), ("no",)],
            "608.2d", ("resolve", obj.id, at, player), "Discard a card to draw a card?")
        return WAIT
    if answer[0] != "discard":
        return None
    from casualmagic.engine.turn import draw_cards

    discard_card(game, player, answer[1], "701.8a")
    draw_cards(game, player, 1, "121.1")
    return None


@cache
def _unearth_exile() -> Any:
    """The delayed triggered ability unearth creates: "Exile it at the beginning of the next
    end step" (702.84a, 603.7)."""
    from casualmagic.cards.model import Effect as Eff
    from casualmagic.cards.model import TriggeredAbility

    return TriggeredAbility("end_step", (Eff("exile", (("what", "it"),)),), (), None,
                            "Exile it at the beginning of the next end step.")


@effect("unearth")
def _unearth(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
             at: int) -> Any:
    """Unearth's effect (702.84a): "Return this card from your graveyard to the battlefield.
    It gains haste. Exile it at the beginning of the next end step.  If it would leave the
    battlefield, exile it instead of putting it anywhere else" (a replacement, 614.1a)."""
    from casualmagic.engine.continuous import ContinuousEffect, add_effect, next_timestamp
    from casualmagic.engine.primitives import move_object
    from casualmagic.engine.replacement import Replacement, add_replacement
    from casualmagic.engine.triggers import add_delayed

    src = obj.source
    if src not in game.objects or game.objects[src].zone != "graveyard":
        return None  # it left the graveyard: the ability does nothing (400.7)
    new = move_object(game, src, "battlefield", "unearth", "702.84a")
    if not isinstance(new, int) or game.objects.get(new) is None \
            or game.objects[new].zone != "battlefield":
        return None
    o = game.obj_w(new)
    o.controller = obj.controller
    ts = next_timestamp(game)
    add_effect(game, ContinuousEffect("6", "add_keywords", (("Haste",),), ts, obj.id,
                                      obj.controller, (new,), None, "permanent", "702.84a"))
    add_replacement(game, Replacement(
        ("unearth", ts), "zone_instead",
        (("from_zones", ("graveyard", "hand", "library", "command")), ("to", "exile"),
         ("text", f"{o.card.name} (unearthed): exile it instead")),
        obj.id, obj.controller, ts, affected=(("object", new),), rule="702.84a"))
    add_delayed(game, "next_end_step", o.card, _unearth_exile(), obj.controller, new)
    game.emit("unearth", obj.controller, {"object": new, "card": o.card.name}, "702.84a")
    publish(game, ENTERED, new)
    return None


@effect("detain")
def _detain(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
            at: int) -> Any:
    """Detain (701.29a): "Until the next turn of the controller of that spell or ability,
    that permanent can't attack or block and its activated abilities can't be activated"
    — ability flags in layer 6 (613.1f), read by combat and by activation (602.5)."""
    from casualmagic.cards.vocabulary import CANT_ACTIVATE
    from casualmagic.engine.continuous import ContinuousEffect, add_effect, next_timestamp
    from casualmagic.engine.effect_refs import objects_of

    ids = tuple(objects_of(game, obj, eff.get("what")))
    if not ids:
        return None
    add_effect(game, ContinuousEffect("6", "add_keywords", (("Can't attack or block",
                                                             CANT_ACTIVATE),),
                                      next_timestamp(game), obj.id, obj.controller, ids, None,
                                      "until_your_next_turn", "701.29a"))
    for oid in ids:
        game.emit("detain", obj.controller, {"object": oid, "card": game.objects[oid].card.name},
                  "701.29a")
    return None


# Foretell granted to cards in hand (Singing Towers of Darillium, 702.143)


@effect("may_cast_foretold_free")
def _may_cast_foretold_free(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                            answer: Any, at: int) -> Any:
    """"You may cast a foretold card you own from exile without paying its mana cost this
    turn" (601.3, 118.9a, 611.2a): one such cast, for this ability's controller."""
    from casualmagic.engine.casting_rules import add_lasting

    add_lasting(game, "cast_foretold_free", {"player": obj.controller}, obj.controller,
                "end_of_turn")
    game.emit("casting_permission", obj.controller, {"cards": "a foretold card",
                                                     "free": True}, "601.3")
    return None


# Hotel of Fears: "exile the top card of your library ... You may play that card this turn"
# (a casting permission, 601.3, 305.1) and devotion (700.5)

@effect("exile_top_may_play")
def _exile_top_may_play(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                        at: int) -> Any:
    """"Exile the top card of your library.  [You lose life equal to its mana value.]  You
    may play that card this turn" (406.1; 119.3 with ``lose_life``; 601.3 and 305.1: a
    permission until end of turn, the card keeps its costs and timing).  ``amount``: the top
    N cards, each may be played ("Exile the top two cards of your library"); ``duration``
    ``"until_end_of_your_next_turn"``: "Until the end of your next turn, you may play those
    cards" (611.2a; ``engine.casting_rules.end_lasting``)."""
    from casualmagic.engine.casting_rules import add_lasting
    from casualmagic.engine.effect_refs import amount_of
    from casualmagic.engine.primitives import lose_life

    player = obj.controller
    lib = game.players[player].library
    n = amount_of(game, obj, eff.get("amount", 1))
    for oid in lib[:max(n, 0)]:
        new = game.move(oid, "exile")
        card = game.objects[new].card
        game.emit("exile", player, {"card": card.name, "from": "library"}, "406.1")
        if eff.get("lose_life") and card.mana_value:
            lose_life(game, player, int(card.mana_value), "119.3")
        add_lasting(game, "may_play_exiled", {"player": player,
                                              "card": game.objects[new].card_id},
                    player, eff.get("duration", "end_of_turn"))
    return None


def devotion(game: GameState, player: int, color: str) -> int:
    """700.5: the mana symbols of ``color`` among the mana costs of permanents ``player``
    controls (a hybrid symbol counts for each of its colours, 700.5a)."""
    n = 0
    for o in game.permanents(player):
        if o.face_down:
            continue
        n += sum(1 for s in o.card.mana_cost.symbols if color in s.colors)
    return n


@effect("add_counters_devotion")
def _add_counters_devotion(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                           answer: Any, at: int) -> Any:
    """"Choose a color.  Put X +1/+1 counters on target creature you control, where X is
    your devotion to that color" (105.1, 700.5, 122.1)."""
    from casualmagic.core.flow import ask
    from casualmagic.engine.effect_refs import objects_of
    from casualmagic.engine.effect_registry import WAIT
    from casualmagic.engine.primitives import add_counters

    if answer is None:
        ask(game, obj.controller, "choose", [("color", c) for c in "WUBRG"], "105.1",
            ("resolve", obj.id, at, 0), "Choose a color")
        return WAIT
    color = answer[1]
    n = devotion(game, obj.controller, color)
    game.emit("choose_color", obj.controller, {"color": color, "devotion": n}, "700.5")
    for oid in objects_of(game, obj, eff.get("what", 0)):
        add_counters(game, oid, "+1/+1", n, "122.1")
    return None


@effect("sacrifice_another")
def _sacrifice_another(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                       at: int) -> Any:
    """"Then sacrifice another creature": this ability's controller sacrifices a creature of
    their choice other than the one ``what`` names (701.17a)."""
    from casualmagic.core.flow import ask
    from casualmagic.engine.effect_refs import objects_of
    from casualmagic.engine.effect_registry import WAIT
    from casualmagic.engine.primitives import sacrifice

    if answer is not None:
        sacrifice(game, answer[1], "701.17a")
        return None
    keep = set(objects_of(game, obj, eff.get("what", 0)))
    options = [("sacrifice", o.id) for o in game.permanents(obj.controller)
               if o.id not in keep and _is_creature(game, o)]
    if not options:
        return None
    ask(game, obj.controller, "sacrifice", options, "701.17a", ("resolve", obj.id, at, 0),
        "Sacrifice another creature")
    return WAIT


def _is_creature(game: GameState, o: GameObject) -> bool:
    from casualmagic.engine import continuous as cont

    return cont.is_type(game, o, "Creature")


# Glimmervoid Basin: a copy for each other thing the spell could target (707.10, 707.10c)

@effect("copy_for_each_other_target")
def _copy_for_each_other_target(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                                answer: Any, at: int) -> Any:
    """"If the spell has a single target, that player copies that spell for each other spell,
    permanent, card not on the battlefield, and/or player the spell could target.  Each copy
    targets a different one of them" (707.10, 707.10c, 115.1): the copies are its caster's,
    not cast (707.10a); what it could target is judged once, before any copy exists."""
    from casualmagic.engine.effect_refs import objects_of
    from casualmagic.engine.targets import legal_targets

    spells = [i for i in objects_of(game, obj, eff.get("what", "it"))
              if game.objects[i].zone == "stack"]
    if not spells:
        return None
    original = game.objects[spells[0]]
    spell = original.card.spell_for(original.get_info("mode"), original.get_info("alt"))
    specs = spell.targets if spell else ()
    chosen = [r for refs in original.targets for r in refs]
    if len(specs) != 1 or specs[0].count != 1 or len(chosen) != 1:
        return None  # not a spell with a single target
    caster = original.controller
    others = [r for r in legal_targets(game, specs[0], caster, original.id)
              if r != chosen[0] and r != ("object", original.id)]
    for ref in others:
        copy = game.new_object(original.card, -1, caster, "stack", "spell")
        copy.controller = caster
        copy.is_copy = True
        copy.targets = ((ref,),)
        copy.x = original.x
        copy.info = tuple(kv for kv in original.info if kv[0] in ("mode", "alt", *PAID_COSTS))
        game.stack = (*game.stack, copy.id)
        game.emit("copy_spell", caster, {"object": copy.id, "card": copy.card.name,
                                         "of": original.id, "target": list(ref)}, "707.10")
    return None


