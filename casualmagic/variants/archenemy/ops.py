"""Ops first needed by scheme cards (CR 314, Archenemy 904), written for any card.

Players and life totals (119), graveyards (404), tokens that must attack a player (508.1d),
"each opponent ... then each who didn't ..." instructions (608.2c).

Longer than 600 lines: one op or more per scheme card (CR 314), each written for any card;
kept together as the schemes' vocabulary.
"""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect
from casualmagic.core.dispatch import ENTERED, publish
from casualmagic.core.flow import ask
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine.effect_refs import amount_of, players_of
from casualmagic.engine.effect_registry import WAIT, effect
from casualmagic.engine.primitives import (
    deal_damage,
    discard_card,
    gain_life,
    lose_life,
    move_object,
)


def _opponents(game: GameState, obj: GameObject) -> list[int]:
    return players_of(game, obj, "each opponent")


@effect("create_token_attacking_each_opponent")
def _tokens_for_each_opponent(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                              answer: Any, at: int) -> Any:
    """"For each opponent, create a [token] that attacks that player each combat if able"
    (111.1; a requirement, 508.1d, that lasts as long as the token)."""
    from casualmagic.effects.permanents import token_card
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
    from casualmagic.engine.primitives import sacrifice

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
    from casualmagic.engine.effect_refs import all_matching

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
    from casualmagic.engine.primitives import destroy

    for oid in _controlled_by(game, obj, eff):
        destroy(game, oid, by=obj.controller)
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
    from casualmagic.engine.effect_refs import objects_of
    from casualmagic.engine.primitives import destroy

    for oid in objects_of(game, obj, eff.get("what")):
        toughness = cont.toughness(game, game.objects[oid])
        if destroy(game, oid, by=obj.controller):
            gain_life(game, obj.controller, toughness, "119.3")
    return None


# -- schemes, second round -------------------------------------------------------------------

def _token(eff: Effect, prefix: str = "") -> Any:
    from casualmagic.effects.permanents import token_card

    def arg(k: str, default: Any = None) -> Any:
        return eff.get(prefix + k, default)

    return token_card(arg("name"), arg("types"), arg("power"), arg("toughness"),
                      arg("colors", ""), tuple(arg("keywords", ())))


def _make_tokens(game: GameState, obj: GameObject, card: Any, n: int) -> list[int]:
    from casualmagic.engine.replacement import TokensEvent, happen

    if n <= 0:
        return []
    made = happen(game, TokensEvent(obj.controller, card, n, False, obj.id), sync=True)
    return made if isinstance(made, list) else []


@effect("each_opponent_discards_draw_for_lands")
def _every_dream(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                 at: int) -> Any:
    """"Each opponent discards a card. You draw a card for each land card discarded this way"
    (701.8a; each opponent chooses, in APNAP order)."""
    from casualmagic.engine.turn import draw_cards

    todo, lands = sub if sub is not None else (tuple(_opponents(game, obj)), 0)
    if answer is not None:
        lands += "Land" in game.objects[answer[1]].card.types
        discard_card(game, todo[0], answer[1], "701.8a")
        todo = todo[1:]
    while todo and not game.players[todo[0]].hand:
        todo = todo[1:]
    if todo:
        ask(game, todo[0], "discard", game.distinct_card_options(game.players[todo[0]].hand,
                                                                "discard"), "701.8a",
            ("resolve", obj.id, at, (todo, lands)), "Discard a card")
        return WAIT
    if lands:
        draw_cards(game, obj.controller, lands, "121.1")
    return None


@effect("each_opponent_keeps_one")
def _keeps_one(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
               at: int) -> Any:
    """"Each opponent chooses a creature they control, then sacrifices the rest" (701.17a):
    every choice first, in APNAP order, then the sacrifices at once."""
    from casualmagic.engine.effect_refs import all_matching
    from casualmagic.engine.primitives import sacrifice

    todo, kept = sub if sub is not None else (tuple(_opponents(game, obj)), ())
    if answer is not None:
        kept, todo = (*kept, answer[1]), todo[1:]
    phrase = eff.get("filter", "creature")
    mine = [i for i in all_matching(game, obj, phrase)]
    while todo:
        theirs = [i for i in mine if game.objects[i].controller == todo[0]]
        if len(theirs) > 1:
            ask(game, todo[0], "choose", [("keep", i) for i in theirs], "701.17a",
                ("resolve", obj.id, at, (todo, kept)), f"Choose a {phrase} to keep")
            return WAIT
        kept, todo = (*kept, *theirs), todo[1:]
    opponents = set(_opponents(game, obj))
    for oid in mine:
        if oid not in kept and game.objects[oid].controller in opponents:
            sacrifice(game, oid)
    return None


@effect("create_token_with_counters")
def _token_with_counters(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                         at: int) -> Any:
    """"Create a 2/2 green Ooze creature token, then put a number of +1/+1 counters on it equal
    to the number of [for_each]" (111.1, 122.1)."""
    from casualmagic.engine.effect_refs import all_matching
    from casualmagic.engine.primitives import add_counters

    n = len(all_matching(game, obj, eff.get("for_each")))
    for tok in _make_tokens(game, obj, _token(eff), 1):
        add_counters(game, tok, eff.get("kind", "+1/+1"), n, sync=True)
    return None


@effect("counters_on_a_creature_you_control")
def _counters_on_yours(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                       at: int) -> Any:
    """"Put five +1/+1 counters on a creature you control and it gains flying and vigilance
    until end of turn" (a creature chosen as it resolves, not targeted)."""
    from casualmagic.effects.permanents import until_end_of_turn
    from casualmagic.engine.effect_refs import all_matching
    from casualmagic.engine.primitives import add_counters

    if answer is None:
        mine = all_matching(game, obj, "creature you control")
        if len(mine) > 1:
            ask(game, obj.controller, "choose", [("choose", i) for i in mine], "608.2d",
                ("resolve", obj.id, at, "chosen"), "Choose a creature you control")
            return WAIT
        if not mine:
            return None
        chosen = mine[0]
    else:
        chosen = answer[1]
    add_counters(game, chosen, eff.get("kind", "+1/+1"), amount_of(game, obj, eff.get("amount")),
                 sync=True)
    if eff.get("keywords"):
        until_end_of_turn(game, obj, (chosen,), 0, 0, tuple(eff.get("keywords")), "611.2a")
    return None


@effect("treasures_for_opponents_permanents")
def _treasures(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
               at: int) -> Any:
    """"Create a number of Treasure tokens equal to the number of artifacts and enchantments
    your opponents control. If they control fewer than four, create four instead" (111.10a)."""
    from casualmagic.effects.tokens import create_predefined
    from casualmagic.engine.effect_refs import all_matching

    n = len(all_matching(game, obj, eff.get("filter", "artifact or enchantment an opponent "
                                                       "controls")))
    create_predefined(game, obj, "Treasure", obj.controller, max(n, int(eff.get("at_least", 4))))
    return None


@effect("opponents_discard_down_to")
def _nightmares(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                at: int) -> Any:
    """"Each opponent who has more than five cards in hand discards cards equal to the
    difference. Then if fewer than three cards were discarded this way, you draw three
    cards" (701.8a)."""
    from casualmagic.engine.turn import draw_cards

    keep = int(eff.get("amount", 5))
    todo, total = sub if sub is not None else (tuple(_opponents(game, obj)), 0)
    if answer is not None:
        discard_card(game, todo[0], answer[1], "701.8a")
        total += 1
    while todo and len(game.players[todo[0]].hand) <= keep:
        todo = todo[1:]
    if todo:
        hand = game.players[todo[0]].hand
        ask(game, todo[0], "discard", game.distinct_card_options(hand, "discard"), "701.8a",
            ("resolve", obj.id, at, (todo, total)), f"Discard down to {keep} cards")
        return WAIT
    if total < int(eff.get("fewer_than", 3)):
        draw_cards(game, obj.controller, int(eff.get("draw", 3)), "121.1")
    return None


@effect("each_player_mills_you_take_a_permanent")
def _your_mistake(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                  at: int) -> Any:
    """"Each player mills three cards. Then you put a permanent card from among the milled
    cards onto the battlefield under your control" (701.13a, 110.2a)."""
    if answer is None:
        milled: list[int] = []
        for p in players_of(game, obj, "each player"):
            for _ in range(amount_of(game, obj, eff.get("amount", 3))):
                lib = game.players[p].library
                if not lib:
                    break
                milled.append(game.move(lib[0], "graveyard"))
            game.emit("mill", p, {"cards": [game.objects[i].card.name for i in milled
                                            if game.objects[i].owner == p]}, "701.13a")
        fits = tuple(i for i in milled if game.objects[i].card.is_permanent_card)
        if not fits:
            return None
        ask(game, obj.controller, "choose", game.distinct_card_options(fits, "put"), "110.2a",
            ("resolve", obj.id, at, fits), "Put a permanent card onto the battlefield")
        return WAIT
    new = move_object(game, answer[1], "battlefield", "put_onto_battlefield", "110.2a")
    if isinstance(new, int) and game.objects.get(new) is not None \
            and game.objects[new].zone == "battlefield":
        game.obj_w(new).controller = obj.controller
        publish(game, ENTERED, new)
    return None


@effect("destroy_creatures_with_different_mana_values")
def _running_is_useless(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                        at: int) -> Any:
    """"Choose any number of creatures with different mana values. Destroy those creatures"
    (701.7a): chosen one at a time, then destroyed at once."""
    from casualmagic.engine.effect_refs import all_matching
    from casualmagic.engine.primitives import destroy

    chosen: tuple[int, ...] = sub or ()
    if answer is not None and answer[0] == "choose":
        chosen = (*chosen, answer[1])
    if answer is None or answer[0] == "choose":
        used = {game.objects[i].card.mana_value for i in chosen}
        free = [i for i in all_matching(game, obj, "creature")
                if i not in chosen and game.objects[i].card.mana_value not in used]
        if free:
            ask(game, obj.controller, "choose", [*(("choose", i) for i in free), ("done",)],
                "608.2d", ("resolve", obj.id, at, chosen),
                "Choose creatures with different mana values to destroy")
            return WAIT
    for oid in chosen:
        if oid in game.objects and game.objects[oid].zone == "battlefield":
            destroy(game, oid, by=obj.controller)
    return None


@effect("token_copies_then_tokens_for_the_rest")
def _own_face(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
              at: int) -> Any:
    """"For each one, create a token that's a copy of it. If you created fewer than two tokens
    this way, create [tokens] equal to the difference" (707.2, 111.1)."""
    from dataclasses import replace

    from casualmagic.engine.effect_refs import objects_of

    made = 0
    for oid in objects_of(game, obj, eff.get("what")):
        o = game.last_known_object(oid)
        if o is not None:
            made += len(_make_tokens(game, obj, replace(o.card, is_token=True), 1))
    _make_tokens(game, obj, _token(eff), int(eff.get("count", 2)) - made)
    return None


@effect("reanimate_attacking_owner")
def _dead_shall_serve(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                      at: int) -> Any:
    """"Put [target creature cards] onto the battlefield under your control. Each of those
    creatures attacks its owner each combat if able" (110.2a; a requirement, 508.1d)."""
    from casualmagic.engine.effect_refs import objects_of
    for what in range(int(eff.get("groups", 1))):
        for oid in objects_of(game, obj, what):
            owner = game.objects[oid].owner
            new = move_object(game, oid, "battlefield", "put_onto_battlefield", "110.2a")
            if isinstance(new, int) and game.objects.get(new) is not None \
                    and game.objects[new].zone == "battlefield":
                w = game.obj_w(new)
                w.controller = obj.controller
                w.info = (*w.info, ("must_attack", (owner, None)))
                publish(game, ENTERED, new)
    return None


@effect("opponents_reveal_until_you_take_one")
def _marionette(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                at: int) -> Any:
    """"Each opponent reveals cards from the top of their library until they reveal a creature
    card. Choose one of the revealed creature cards and put it onto the battlefield under your
    control. Put all other cards revealed this way into their owners' graveyards" (701.16a)."""
    if answer is None:
        revealed: list[int] = []
        hits: list[int] = []
        for p in _opponents(game, obj):
            for oid in game.players[p].library:
                revealed.append(oid)
                if "Creature" in game.objects[oid].card.types:
                    hits.append(oid)
                    break
            game.emit("reveal", p, {"cards": [game.objects[i].card.name for i in revealed
                                              if game.objects[i].owner == p]}, "701.16a")
        if hits:
            ask(game, obj.controller, "choose", [("put", i) for i in hits], "110.2a",
                ("resolve", obj.id, at, tuple(revealed)), "Put a revealed creature card onto "
                "the battlefield under your control")
            return WAIT
        sub = tuple(revealed)
    else:
        new = move_object(game, answer[1], "battlefield", "put_onto_battlefield", "110.2a")
        if isinstance(new, int) and game.objects.get(new) is not None \
                and game.objects[new].zone == "battlefield":
            game.obj_w(new).controller = obj.controller
            publish(game, ENTERED, new)
    for oid in sub:
        if oid in game.objects and game.objects[oid].zone == "library":
            move_object(game, oid, "graveyard", "reveal", "701.16a")
    return None


@effect("each_opponent_searches_then_you")
def _ancient_magics(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                    at: int) -> Any:
    """"Each other player searches their library for a card, reveals it, and puts it into
    their hand. Then you search your library for two cards and put them into your hand. Each
    player shuffles" (701.19a, 701.20a)."""
    if sub is None:
        sub = tuple((p, 1) for p in _opponents(game, obj)) + (
            (obj.controller, int(eff.get("amount", 2))),)
    if answer is not None:
        who, n = sub[0]
        new = game.move(answer[1], "hand")
        game.emit("search", who, {"card": game.objects[new].card.name, "to": "hand"},
                  "701.19a", **({} if who != obj.controller else
                                {"private_to": who, "hidden": ("card",)}))
        sub = ((who, n - 1), *sub[1:]) if n > 1 else sub[1:]
    while sub and not game.players[sub[0][0]].library:
        sub = sub[1:]
    if sub:
        who = sub[0][0]
        ask(game, who, "choose", game.distinct_card_options(game.players[who].library, "find"),
            "701.19a", ("resolve", obj.id, at, sub), "Search your library for a card")
        return WAIT
    for p in players_of(game, obj, "each player"):
        game.shuffle_library(p)
        game.emit("shuffle", p, {"cards": len(game.players[p].library)}, "701.20a")
    return None


@effect("gain_control_of_all_attacking_owners")
def _masterstroke(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                  at: int) -> Any:
    """"Gain control of all nonland permanents your opponents control until end of turn.
    Untap those permanents. They gain haste until end of turn. Each of them attacks its owner
    this turn if able" (613.1b, 508.1d)."""
    from casualmagic.effects.permanents import until_end_of_turn
    from casualmagic.engine import continuous as cont
    from casualmagic.engine.effect_refs import all_matching, source_id

    taken = []
    for oid in all_matching(game, obj, eff.get("filter", "nonland permanent an opponent "
                                                         "controls")):
        before = game.objects[oid].controller
        if cont.gain_control(game, oid, obj.controller, "end_of_turn", source_id(obj)):
            game.emit("gain_control", obj.controller, {"object": oid, "from": before}, "613.1b")
        w = game.obj_w(oid)
        w.tapped = False
        w.info = (*w.info, ("must_attack", (w.owner, game.turn)))
        taken.append(oid)
    if taken:
        until_end_of_turn(game, obj, tuple(taken), 0, 0, ("Haste",), "611.2a")
    return None


@effect("damage_highest_life_opponent")
def _doom(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    """"[This] deals damage equal to [amount] to the opponent with the highest life total among
    your opponents. If two or more players are tied for highest life total, you choose one"
    (120.3)."""
    from casualmagic.engine.effect_refs import source_id

    n = amount_of(game, obj, eff.get("amount"))
    src = game.last_known_object(source_id(obj)) or obj
    if answer is not None:
        deal_damage(game, src, ("player", answer[1]), n)
        return None
    opps = _opponents(game, obj)
    if not opps:
        return None
    high = max(game.players[p].life for p in opps)
    tied = [p for p in opps if game.players[p].life == high]
    if len(tied) == 1:
        deal_damage(game, src, ("player", tied[0]), n)
        return None
    ask(game, obj.controller, "choose", [("player", p) for p in tied], "608.2d",
        ("resolve", obj.id, at, "chosen"), "Choose an opponent with the highest life total")
    return WAIT


# -- schemes, third round: casting without paying, piles, hands ------------------------------------

def _cast_free(game: GameState, player: int, ids: list[int]) -> None:
    """Cast each card of ``ids`` in order without paying its mana cost (118.9a); the casts
    follow this resolution (the engine's casting tasks)."""
    from casualmagic.core.flow import push_in_order

    push_in_order(game, *(("cast", i, player, "announce", "free") for i in ids
                          if i in game.objects))


@effect("may_cast_from_hand_free")
def _cast_from_hand(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                    at: int) -> Any:
    """"You may cast up to three spells from your hand without paying their mana costs"
    (118.9a; nonland cards, chosen one at a time).  Choosing none skips the rest of the
    ability ("If you do, ...", 608.2d)."""
    from casualmagic.effects.choices import decline

    chosen: tuple[int, ...] = sub or ()
    if answer is not None and answer[0] == "cast":
        chosen = (*chosen, answer[1])
    most = amount_of(game, obj, eff.get("amount", 1))
    if answer is None or (answer[0] == "cast" and len(chosen) < most):
        hand = [i for i in game.players[obj.controller].hand
                if i not in chosen and not game.objects[i].card.is_land]
        if hand:
            ask(game, obj.controller, "choose", [*game.distinct_card_options(tuple(hand), "cast"),
                                                 ("done",)], "118.9a",
                ("resolve", obj.id, at, chosen), "Cast a spell from your hand without paying "
                "its mana cost?")
            return WAIT
    if not chosen:
        return decline(game, obj)
    _cast_free(game, obj.controller, list(chosen))
    return None


@effect("opponents_exile_top_you_may_cast")
def _when_will_you_learn(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                         at: int) -> Any:
    """"Each opponent exiles the top card of their library. You may cast any number of spells
    from among cards exiled this way without paying their mana costs" (406.3, 118.9a)."""
    if sub is None:
        exiled: list[int] = []
        for p in _opponents(game, obj):
            lib = game.players[p].library
            if lib:
                new = game.move(lib[0], "exile")
                exiled.append(new)
                game.emit("exile", p, {"card": game.objects[new].card.name, "object": new},
                          "406.3")
        sub = (tuple(exiled), ())
    left, chosen = sub
    if answer is not None and answer[0] == "cast":
        left, chosen = tuple(i for i in left if i != answer[1]), (*chosen, answer[1])
    castable = [i for i in left if not game.objects[i].card.is_land]
    if castable and (answer is None or answer[0] == "cast"):
        ask(game, obj.controller, "choose", [*(("cast", i) for i in castable), ("done",)],
            "118.9a", ("resolve", obj.id, at, (left, chosen)),
            "Cast a spell from among the exiled cards without paying its mana cost?")
        return WAIT
    _cast_free(game, obj.controller, list(chosen))
    return None


@effect("exile_until_nonland_may_cast")
def _no_secret(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
               at: int) -> Any:
    """"Exile cards from the top of your library until you exile a nonland card. You may cast
    that card without paying its mana cost. Then if you control six or more lands, repeat this
    process once" (``again_if``, 608.2c)."""
    from casualmagic.effects.casting_grants import exile_until
    from casualmagic.engine.triggers import condition_holds

    if answer is not None:
        rounds, hit = sub
        if answer == ("yes",):
            _cast_free(game, obj.controller, [hit])
        again = eff.get("again_if")
        if rounds > 1 or not again or not condition_holds(game, again, obj.controller, None):
            return None
        sub = (rounds + 1, None)
    rounds = sub[0] if sub is not None else 1
    _, hit = exile_until(game, obj.controller, lambda card: True, "406.3")
    if hit is None:
        return None
    ask(game, obj.controller, "may", [("yes",), ("no",)], "118.9a",
        ("resolve", obj.id, at, (rounds, hit)),
        f"Cast {game.objects[hit].card.name} without paying its mana cost?")
    return WAIT


@effect("discard_hands_then_draw")
def _plans_mean_nothing(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                        at: int) -> Any:
    """"Any number of target players each discard their hands. Each opponent draws cards equal
    to the number of cards that player discarded minus one. Then if you discarded a card this
    way, draw seven cards" (701.8a, 121.1)."""
    from casualmagic.engine.turn import draw_cards

    counts: dict[int, int] = {}
    for p in players_of(game, obj, eff.get("who", 0)):
        hand = game.players[p].hand
        counts[p] = len(hand)
        for oid in hand:
            discard_card(game, p, oid, "701.8a")
    for p in _opponents(game, obj):
        if counts.get(p, 0) > 1:
            draw_cards(game, p, counts[p] - 1, "121.1")
    if counts.get(obj.controller, 0) > 0:
        draw_cards(game, obj.controller, int(eff.get("amount", 7)), "121.1")
    return None


@effect("choose_permanents_opponent_keeps_one")
def _irresistible(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                  at: int) -> Any:
    """"Choose up to three nonland permanents you don't control. Target opponent chooses one of
    those permanents. You gain control of the rest" (613.1b)."""
    from casualmagic.engine import continuous as cont
    from casualmagic.engine.effect_refs import all_matching, source_id

    stage, chosen = sub if sub is not None else ("choose", ())
    if answer is not None and stage == "choose":
        if answer[0] == "choose":
            chosen = (*chosen, answer[1])
        else:
            stage = "spare"
    elif answer is not None and stage == "spare":
        chosen = tuple(i for i in chosen if i != answer[1])
        stage = "take"
    if stage == "choose" and len(chosen) < int(eff.get("amount", 3)):
        free = [i for i in all_matching(game, obj, eff.get("filter", "nonland permanent"))
                if game.objects[i].controller != obj.controller and i not in chosen]
        if free:
            ask(game, obj.controller, "choose", [*(("choose", i) for i in free), ("done",)],
                "608.2d", ("resolve", obj.id, at, ("choose", chosen)),
                "Choose a nonland permanent you don't control")
            return WAIT
    if stage != "take":
        opp = players_of(game, obj, 0)
        if chosen and opp:
            ask(game, opp[0], "choose", [("spare", i) for i in chosen], "608.2d",
                ("resolve", obj.id, at, ("spare", chosen)), "Choose the permanent the "
                "archenemy doesn't gain control of")
            return WAIT
        chosen = chosen[1:] if not opp else chosen
    for oid in chosen:
        if oid in game.objects and game.objects[oid].zone == "battlefield":
            before = game.objects[oid].controller
            if cont.gain_control(game, oid, obj.controller, "permanent", source_id(obj)):
                game.emit("gain_control", obj.controller, {"object": oid, "from": before},
                          "613.1b")
    return None


@effect("each_player_reveals_until_permanent")
def _chaos_plaything(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                     at: int) -> Any:
    """"Each player reveals cards from the top of their library until they reveal a permanent
    card, puts it onto the battlefield, and puts the rest on the bottom of their library in a
    random order" (701.16a, 401.4)."""
    from casualmagic.core import rng
    for p in players_of(game, obj, "each player"):
        revealed: list[int] = []
        found = None
        for oid in game.players[p].library:
            revealed.append(oid)
            if game.objects[oid].card.is_permanent_card:
                found = oid
                break
        game.emit("reveal", p, {"cards": [game.objects[i].card.name for i in revealed]},
                  "701.16a")
        if found is not None:
            new = move_object(game, found, "battlefield", "put_onto_battlefield", "701.16a")
            if isinstance(new, int) and game.objects.get(new) is not None \
                    and game.objects[new].zone == "battlefield":
                game.obj_w(new).controller = p
                publish(game, ENTERED, new)
        rest = tuple(i for i in revealed if i != found and i in game.objects
                     and game.objects[i].zone == "library")
        order, game.rng = rng.shuffled(game.rng, rest)
        for oid in order:
            game.move(oid, "library", position="bottom")
    return None


@effect("put_permanent_of_each_type_from_hand")
def _only_i_know(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                 at: int) -> Any:
    """"For each card type among permanents your opponents control, you may put a permanent
    card of that type from your hand onto the battlefield" (205.2a, 110.2a)."""
    from casualmagic.engine import continuous as cont
    if sub is None:
        foes = set(_opponents(game, obj))
        present = {t for i in game.battlefield if game.objects[i].controller in foes
                   for t in ("Artifact", "Battle", "Creature", "Enchantment", "Land",
                             "Planeswalker") if cont.is_type(game, game.objects[i], t)}
        sub = tuple(t for t in ("Artifact", "Battle", "Creature", "Enchantment", "Land",
                                "Planeswalker") if t in present)
    if answer is not None:
        if answer[0] == "put" and answer[1] in game.players[obj.controller].hand:
            new = move_object(game, answer[1], "battlefield", "put_onto_battlefield", "110.2a")
            if isinstance(new, int) and game.objects.get(new) is not None \
                    and game.objects[new].zone == "battlefield":
                publish(game, ENTERED, new)
        sub = sub[1:]
    while sub:
        fits = tuple(i for i in game.players[obj.controller].hand
                     if sub[0] in game.objects[i].card.types)
        if fits:
            ask(game, obj.controller, "choose", [*game.distinct_card_options(fits, "put"),
                                                 ("skip",)], "110.2a",
                ("resolve", obj.id, at, sub), f"Put a {sub[0].lower()} card from your hand "
                "onto the battlefield?")
            return WAIT
        sub = sub[1:]
    return None


@effect("reveal_top_to_hand_then_damage")
def _premonition(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                 at: int) -> Any:
    """"Reveal the top two cards of your library and put them into your hand. When you reveal
    one or more nonland cards this way, [this] deals damage equal to their total mana value to
    any target" (701.16a; a reflexive triggered ability, 603.12)."""
    from casualmagic.cards.model import TriggeredAbility
    from casualmagic.engine.effect_refs import source_id
    from casualmagic.engine.triggers import queue_trigger

    lib = game.players[obj.controller].library
    top = list(lib[: amount_of(game, obj, eff.get("amount", 2))])
    if not top:
        return None
    game.emit("reveal", obj.controller, {"cards": [game.objects[i].card.name for i in top]},
              "701.16a")
    total = 0
    nonland = False
    for oid in top:
        card = game.objects[oid].card
        if not card.is_land:
            nonland = True
            total += int(card.mana_value)
        game.move(oid, "hand")
    if nonland:
        from casualmagic.cards.definitions import parse_targets

        ability = TriggeredAbility(
            "reflexive", (Effect("damage", (("amount", total), ("to", 0))),),
            parse_targets(["any"], "reflexive"), None,
            f"When you reveal one or more nonland cards this way, this scheme deals {total} "
            "damage to any target.")
        src = source_id(obj)
        queue_trigger(game, src if src is not None else -1, obj.card, ability, obj.controller)
    return None


@effect("piles_opponent_chooses")
def _choose_your_demise(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                        at: int) -> Any:
    """"Look at the top four cards of your library and separate them into a face-down pile and
    a face-up pile. An opponent chooses one of those piles. Put the cards in that pile into
    your hand and the rest on the bottom of your library in any order" (700.3)."""
    if sub is None:
        top = tuple(game.players[obj.controller].library[: int(eff.get("amount", 4))])
        if not top:
            return None
        game.emit("look", obj.controller, {"cards": [game.objects[i].card.name for i in top]},
                  "701.16e", private_to=obj.controller, hidden=("cards",))
        sub = ("split", top, (), ())
    stage, left, up, down = sub
    if stage == "split" and answer is not None:
        if answer[0] == "face_up":
            up = (*up, left[0])
        else:
            down = (*down, left[0])
        left = left[1:]
    if stage == "split" and left:
        ask(game, obj.controller, "choose", [("face_up", left[0]), ("face_down", left[0])],
            "700.3", ("resolve", obj.id, at, ("split", left, up, down)),
            f"Put {game.objects[left[0]].card.name} in the face-up or the face-down pile?")
        return WAIT
    if stage == "split":
        game.emit("piles", obj.controller, {"face_up": [game.objects[i].card.name for i in up],
                                            "face_down": len(down)}, "700.3")
        chooser = next(iter(_opponents(game, obj)), None)
        if chooser is None:
            return None
        ask(game, chooser, "choose", [("pile", "face_up"), ("pile", "face_down")], "700.3",
            ("resolve", obj.id, at, ("pick", (), up, down)),
            f"Choose a pile for the archenemy's hand: face up {len(up)}, face down {len(down)}")
        return WAIT
    taken, rest = (up, down) if answer[1] == "face_up" else (down, up)
    game.emit("chooses_pile", None, {"pile": answer[1], "cards": len(taken)}, "700.3")
    for oid in taken:
        game.move(oid, "hand")
    for oid in rest:
        game.move(oid, "library", position="bottom")
    return None


@effect("create_token_attacking")
def _token_attacking(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                     at: int) -> Any:
    """"Create a 5/5 black Demon creature token with flying that's tapped and attacking"
    (508.4: its controller chooses the player or planeswalker it attacks)."""
    from casualmagic.engine.combat import attack_targets, put_into_combat_attacking

    if answer is not None:
        if answer[0] == "attack" and sub in game.objects:
            put_into_combat_attacking(game, sub, (answer[2], answer[3]))
        return None
    for tok in _make_tokens(game, obj, _token(eff), 1):
        game.obj_w(tok).tapped = True
        if game.combat is None or game.active != obj.controller:
            continue
        options = [("attack", tok, *ref) for ref in attack_targets(game, tok)]
        if len(options) > 1:
            ask(game, obj.controller, "attack_target", options, "508.4",
                ("resolve", obj.id, at, tok), f"Which player or planeswalker does "
                f"{game.objects[tok].card.name} attack?")
            return WAIT
        if options:
            put_into_combat_attacking(game, tok, (options[0][2], options[0][3]))
    return None


@effect("create_predefined_tokens_with_keywords")
def _devils(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
            at: int) -> Any:
    """"Create three 1/1 red Devil creature tokens with '...'. They gain haste until end of
    turn" (111.10; the tokens created this way gain the keywords, 611.2c)."""
    from casualmagic.effects.permanents import until_end_of_turn
    from casualmagic.effects.tokens import predefined_tokens

    made = _make_tokens(game, obj, predefined_tokens()[eff.get("kind")],
                        amount_of(game, obj, eff.get("amount", 1)))
    if made and eff.get("keywords"):
        until_end_of_turn(game, obj, tuple(made), 0, 0, tuple(eff.get("keywords")), "611.2c")
    return None


@effect("damage_plus_this_turn")
def _damage_plus(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                 at: int) -> Any:
    """"If a source you control would deal damage this turn, it deals that much damage plus 1
    instead" (614.1a; a replacement effect until end of turn)."""
    from casualmagic.engine.continuous import next_timestamp
    from casualmagic.engine.replacement import Replacement, add_replacement

    ts = next_timestamp(game)
    n = int(eff.get("amount", 1))
    add_replacement(game, Replacement(("plus", ts), "damage_plus",
                                      (("amount", n), ("text", f"{obj.card.name}: damage plus "
                                                               f"{n}")), obj.id, obj.controller,
                                      ts, duration="end_of_turn", rule="614.1a"))
    game.emit("damage_plus", obj.controller, {"card": obj.card.name, "amount": n}, "614.1a")
    return None


@effect("choose_mode_unless")
def _choose_mode_unless(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                        at: int) -> Any:
    """"Choose one. If you control six or more lands, choose both instead" (700.2) as the
    ability resolves: the choice is remembered for later instructions' ``if = "mode [name]
    was chosen"``."""
    from casualmagic.engine.triggers import condition_holds

    modes = tuple(eff.get("modes"))
    if answer is None:
        unless = eff.get("unless")
        if unless and condition_holds(game, unless, obj.controller, None):
            chosen = "both"
        else:
            ask(game, obj.controller, "mode", [("mode", m) for m in modes], "700.2",
                ("resolve", obj.id, at, "chosen"), "Choose one")
            return WAIT
    else:
        chosen = answer[1]
    w = game.obj_w(obj.id)
    w.info = (*(kv for kv in w.info if kv[0] != "chosen_mode"), ("chosen_mode", chosen))
    game.emit("chooses_mode", obj.controller, {"card": obj.card.name, "mode": chosen}, "700.2")
    return None


@effect("base_pt_lose_abilities_all")
def _base_pt_lose_all(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                      at: int) -> Any:
    """"Until your next turn, creatures your opponents control have base power and toughness
    1/1 and lose all abilities": layers 6 and 7b for the creatures there as it resolves
    (611.2c, 613.1f, 613.4b)."""
    from casualmagic.engine.continuous import ContinuousEffect, add_effect, next_timestamp
    from casualmagic.engine.effect_refs import all_matching, source_id

    ids = tuple(all_matching(game, obj, eff.get("filter", "creature an opponent controls")))
    if not ids:
        return None
    duration = eff.get("duration", "until_your_next_turn")
    ts = next_timestamp(game)
    pt = (amount_of(game, obj, eff.get("power", 1)), amount_of(game, obj, eff.get("toughness", 1)))
    for layer, op, args, rule in (("6", "lose_all_abilities", (), "613.1f"),
                                  ("7b", "set_pt", pt, "613.4b")):
        add_effect(game, ContinuousEffect(layer, op, args, ts, source_id(obj), obj.controller,
                                          ids, None, duration, rule, turn=game.turn))
    game.emit("base_pt_lose_abilities", obj.controller, {"objects": list(ids), "power": pt[0],
                                                         "toughness": pt[1],
                                                         "duration": duration}, "613.4b")
    return None
