"""Manifest (CR 701.34), manifest dread, cloak (701.56), turning face-down permanents face up
(708.8, 116.2b) and "performing a magic trick" (Preston's Stage).

Manifest dread (701.60a, 2025): "Look at the top two cards of your library. Manifest one of
them, then put the cards you looked at that were not manifested this way into your
graveyard." — on top of 701.34 (manifest).  Cloak (701.56a) is manifest with ward {2}.

A manifested or cloaked permanent shows a face-down card and keeps its own as ``printed``
(:mod:`casualmagic.engine.face_down`); ``vstate`` key :data:`MANIFESTED_KEY` is set once
anything was put onto the battlefield or cast face down in the game, so the priority options
cost nothing in games without face-down permanents (the special action of 701.34b)."""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect
from casualmagic.core.dispatch import ENTERED, publish
from casualmagic.core.flow import ask, handler
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine import rule_hooks
from casualmagic.engine.effect_refs import players_of
from casualmagic.engine.effect_registry import WAIT, effect
from casualmagic.engine.face_down import (
    FACE_DOWN_BY,
    FACE_DOWN_KEY,
    face_down_card,
    real_card,
    show_face,
)
from casualmagic.engine.primitives import add_counters
from casualmagic.engine.triggers import abilities_of, fire_trigger, observe_event

MANIFESTED_KEY = FACE_DOWN_KEY
"""vstate flag: some card was manifested, cloaked or cast face down this game (fast path for
701.34b's special action)."""

_PUT_FACE_DOWN = {"manifest": (None, "701.34a"), "cloak": ("{2}", "701.56a")}
"""How a card is put onto the battlefield face down: the ward of what it shows, the rule."""


def manifest(game: GameState, player: int, oid: int, rule: str = "701.34a",
             how: str = "manifest") -> int:
    """701.34a: turn the card face down; it becomes a 2/2 face-down creature with no text,
    name, subtypes or mana cost (708.2a) and enters the battlefield under ``player``'s
    control; it is a manifested permanent while face down.  ``how="cloak"``: the same with
    ward {2}, a cloaked permanent (701.56a).  Turned face down before it enters (708.3):
    its "enters" abilities don't apply.  Returns the new object."""
    ward, _ = _PUT_FACE_DOWN[how]
    new = game.move(oid, "battlefield", controller=player, face_down=face_down_card(ward))
    w = game.obj_w(new)
    w.info = (*(kv for kv in w.info if kv[0] != FACE_DOWN_BY), (FACE_DOWN_BY, how))
    if not game.vget(MANIFESTED_KEY):
        game.vset(MANIFESTED_KEY, True)
    game.emit(how, player, {"object": new}, rule)
    publish(game, ENTERED, new)
    return new


def is_manifested(o: GameObject) -> bool:
    """Is ``o`` a manifested or cloaked permanent (701.34a, 701.56a)?"""
    return o.face_down and bool(o.info) and o.get_info(FACE_DOWN_BY) in _PUT_FACE_DOWN


@effect("cloak_top")
def _cloak_top(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
               at: int) -> Any:
    """"Cloak the top card of your library" (701.56a): each player ``who`` names (you, by
    default) puts their library's top card onto the battlefield face down as a 2/2 creature
    with ward {2}; nothing happens for a player whose library is empty."""
    for p in players_of(game, obj, eff.get("who")):
        library = game.players[p].library
        if library:
            manifest(game, p, library[0], "701.56a", "cloak")
    return None


@effect("manifest_dread")
def _manifest_dread(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                    at: int) -> Any:
    """Manifest dread (701.60a): look at the top two cards of your library, manifest one
    and put the other into your graveyard."""
    player = obj.controller
    if answer is None:
        top = tuple(game.players[player].library[:2])
        if not top:
            return None
        if len(top) == 1:
            manifest(game, player, top[0])
            return None
        ask(game, player, "choose", [("card", i, game.objects[i].card.name) for i in top],
            "701.60a", ("resolve", obj.id, at, top), "Manifest dread: which card to manifest?")
        return WAIT
    chosen = answer[1]
    rest = [i for i in sub if i != chosen and i in game.players[player].library]
    if chosen in game.players[player].library:
        manifest(game, player, chosen)
    for i in rest:
        new = game.move(i, "graveyard")
        game.emit("put_into_graveyard", player, {"card": game.objects[new].card.name,
                                                 "from": "library"}, "701.60a")
    return None


# -- turning face up (701.34b, 708.8) ---------------------------------------------------------

def turn_face_up(game: GameState, oid: int, player: int, rule: str,
                 counter: str | None = None) -> bool:
    """708.8: the permanent's copiable values revert to its normal ones; a manifested or
    cloaked instant or sorcery card is revealed and stays face down (701.34g, 701.56g).
    ``counter``: a counter put on it as it is turned face up (702.37b megamorph).  Its
    "When this creature is turned face up" abilities trigger (the ``turned_face_up``
    event); its "enters" abilities don't (708.8).  Returns True if it was turned face up;
    a face-down creature turned face up is a magic trick."""
    o = game.objects[oid]
    if o.zone != "battlefield" or not o.face_down:
        return False
    card = real_card(o)
    if (o.get_info("manifested") or is_manifested(o)) and {"Instant", "Sorcery"} & set(card.types):
        game.emit("reveal", player, {"card": card.name, "object": oid},
                  "701.56g" if o.get_info(FACE_DOWN_BY) == "cloak" else "701.34g")
        return False
    was_creature = _is_creature(game, o)
    show_face(game, oid)
    game.emit("turn_face_up", player, {"object": oid, "card": card.name,
                                       "creature": was_creature}, rule)
    if counter is not None:  # "As this permanent is turned face up, put ..." (702.37b, 708.11)
        add_counters(game, oid, counter, 1, "702.37b", sync=True)
    o = game.objects[oid]
    fire_trigger(game, oid, o.card, o.controller, "turned_face_up", abilities_of(game, o))
    observe_event(game, "turned_face_up", o)  # "whenever a permanent you control is turned
    return True  # face up" (603.2)


def _is_creature(game: GameState, o: GameObject) -> bool:
    from casualmagic.engine import continuous as cont

    return cont.is_type(game, o, "Creature")


def face_up_options(game: GameState, player: int) -> list[tuple]:
    """701.34b, 701.56b (116.2b): any time they have priority, a player may turn a
    manifested or cloaked permanent they control face up by paying the mana cost of its card
    if it is a creature card with a mana cost — offered as ``("turn_face_up", id)``."""
    from casualmagic.engine import mana_payment as mp

    out: list[tuple] = []
    for o in game.permanents(player):
        if not (o.face_down and (o.get_info("manifested") or is_manifested(o))):
            continue
        card = real_card(o)
        if "Creature" not in card.types or not card.mana_cost.symbols:
            continue
        if mp.can_pay(game, player, card.mana_cost, 0):
            out.append(("turn_face_up", o.id))
    return out


@handler("turn_face_up")
def _turn_face_up_task(game: GameState, task: tuple, answer: object) -> None:
    """701.34b: show that it is a creature card, pay its mana cost, turn it face up."""
    from casualmagic.engine import mana_payment as mp
    from casualmagic.engine.casting import apply_plan

    _, oid, player, plans = task
    o = game.objects.get(oid)
    if o is None or o.zone != "battlefield" or not o.face_down:
        return
    cost = real_card(o).mana_cost
    if answer is None:
        plans = tuple(mp.payment_plans(game, player, cost))
        if not plans:
            return
        ask(game, player, "pay", [("pay", i, p.describe()) for i, p in enumerate(plans)],
            "701.34b", ("turn_face_up", oid, player, plans), f"Pay {cost} to turn it face up")
        return
    apply_plan(game, player, plans[answer[1]], cost, 0, None)  # type: ignore[index]
    turn_face_up(game, oid, player, "701.56b" if o.get_info(FACE_DOWN_BY) == "cloak"
                 else "701.34b")


@effect("each_player_may_turn_face_up")
def _each_may_turn_face_up(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                           answer: Any, at: int) -> Any:
    """"Each player may turn a face-down permanent they control face up" (708.8): in turn
    order from the active player, each chooses one of theirs or none."""
    order = game.in_turn_order(game.active)
    i = 0 if sub is None else sub
    if answer is not None and answer[0] == "permanent":
        turn_face_up(game, answer[1], order[i], "708.8")
        i += 1
    elif answer is not None:
        i += 1
    while i < len(order):
        p = order[i]
        mine = [o.id for o in game.permanents(p) if o.face_down]
        if mine:
            ask(game, p, "choose", [*(("permanent", m) for m in mine), ("none",)], "708.8",
                ("resolve", obj.id, at, i), "Turn a face-down permanent you control face up?")
            return WAIT
        i += 1
    return None


# -- magic tricks (Preston's Stage) -----------------------------------------------------------

def magic_trick_performer(game: GameState, kind: str, player: int | None,
                          data: dict) -> int | None:
    """Preston's Stage: "You perform a magic trick when you cast an instant or spell with
    flash, or turn a face-down creature face-up" — the player who did, or None.  Read from
    the ``cast`` (601.2i) and ``turn_face_up`` (708.8) events."""
    if player is None:
        return None
    if kind == "turn_face_up":
        return player if data.get("creature") else None
    if kind == "cast":
        o = game.objects.get(data.get("object", -1))
        if o is None:
            return None
        from casualmagic.engine import continuous as cont

        if "Instant" in o.card.types or cont.has_keyword(game, o, "Flash"):
            return player
    return None


rule_hooks.FLAGGED_ACTIONS.append((MANIFESTED_KEY, face_up_options))  # 701.34b, looked for
# only once something was manifested
