"""Manifest (CR 701.34), manifest dread, turning face-down permanents face up (708.8,
116.2b) and "performing a magic trick" (Preston's Stage).

Manifest dread (701.60a, 2025): "Look at the top two cards of your library. Manifest one of
them, then put the cards you looked at that were not manifested this way into your
graveyard." — on top of 701.34 (manifest).

A manifested permanent carries info ``manifested`` while face down; ``vstate`` key
:data:`MANIFESTED_KEY` is set once anything was manifested in the game, so the priority
options cost nothing in games without manifest (the special action of 701.34b)."""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect
from casualmagic.core.dispatch import ENTERED, publish
from casualmagic.core.flow import ask, handler
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine import rule_hooks
from casualmagic.engine.effect_registry import WAIT, effect

MANIFESTED_KEY = "manifest.any"
"""vstate flag: some card was manifested this game (fast path for 701.34b's special action)."""


def manifest(game: GameState, player: int, oid: int, rule: str = "701.34a") -> int:
    """701.34a: turn the card face down; it becomes a 2/2 face-down creature with no text,
    name, subtypes or mana cost (708.2a) and enters the battlefield under ``player``'s
    control; it is a manifested permanent while face down.  Returns the new object."""
    new = game.move(oid, "battlefield", controller=player)
    w = game.obj_w(new)
    w.face_down = True
    w.info = (*(kv for kv in w.info if kv[0] not in ("face_down_as", "manifested")),
              ("manifested", True))
    if not game.vget(MANIFESTED_KEY):
        game.vset(MANIFESTED_KEY, True)
    game.emit("manifest", player, {"object": new}, rule)
    publish(game, ENTERED, new)
    return new


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

def turn_face_up(game: GameState, oid: int, player: int, rule: str) -> bool:
    """708.8: the permanent's copiable values revert to its normal ones; a manifested
    instant or sorcery card is revealed and stays face down (701.34g).  Returns True if it
    was turned face up; a face-down creature turned face up is a magic trick."""
    o = game.objects[oid]
    if o.zone != "battlefield" or not o.face_down:
        return False
    if o.get_info("manifested") and {"Instant", "Sorcery"} & set(o.card.types):
        game.emit("reveal", player, {"card": o.card.name, "object": oid}, "701.34g")
        return False
    was_creature = _is_creature(game, o)
    w = game.obj_w(oid)
    w.face_down = False
    w.info = tuple(kv for kv in w.info if kv[0] not in ("face_down_as", "manifested"))
    game.emit("turn_face_up", player, {"object": oid, "card": o.card.name,
                                       "creature": was_creature}, rule)
    return True


def _is_creature(game: GameState, o: GameObject) -> bool:
    from casualmagic.engine import continuous as cont

    return cont.is_type(game, o, "Creature")


def face_up_options(game: GameState, player: int) -> list[tuple]:
    """701.34b (116.2b): any time they have priority, a player may turn a manifested
    permanent they control face up by paying the mana cost of its card if it is a creature
    card with a mana cost — offered as ``("turn_face_up", id)``."""
    from casualmagic.engine import mana_payment as mp

    out: list[tuple] = []
    for o in game.permanents(player):
        if not (o.face_down and o.get_info("manifested")):
            continue
        card = o.card
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
    cost = o.card.mana_cost
    if answer is None:
        plans = tuple(mp.payment_plans(game, player, cost))
        if not plans:
            return
        ask(game, player, "pay", [("pay", i, p.describe()) for i, p in enumerate(plans)],
            "701.34b", ("turn_face_up", oid, player, plans), f"Pay {cost} to turn it face up")
        return
    apply_plan(game, player, plans[answer[1]], cost, 0, None)  # type: ignore[index]
    turn_face_up(game, oid, player, "701.34b")


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
