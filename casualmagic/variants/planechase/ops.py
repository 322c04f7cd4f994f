"""Planechase's own effect ops (CR 901): the planar deck (901.3) revealed, reordered and
planeswalked through (701.24), chaos ensuing as an instruction (311.7), and the rules a
face-up plane adds (Fixed Point in Time, The Command Zone, Team-Up!, The Golden City of
Orazca).  Importing this module registers the ops; the variant's package imports it.

The other ops plane cards use are generic and live in :mod:`casualmagic.effects`.
"""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect
from casualmagic.core import rng
from casualmagic.core.flow import ask
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine import designations as des
from casualmagic.engine.continuous import end_effects
from casualmagic.engine.designations import give_citys_blessing
from casualmagic.engine.effect_refs import amount_of
from casualmagic.engine.effect_registry import WAIT, effect
from casualmagic.engine.ending import end_game
from casualmagic.engine.triggers import queue_trigger
from casualmagic.mechanics.dice import still_lasting
from casualmagic.variants.planechase import rules


def _reveal_planes(game: GameState, who: int, n: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Reveal cards from the top of ``who``'s planar deck until ``n`` plane cards are revealed
    (701.16a): the revealed cards in order, and the planes among them."""
    revealed: list[int] = []
    planes: list[int] = []
    for oid in rules.planar_deck(game, who):
        if len(planes) >= n:
            break
        revealed.append(oid)
        if not rules.is_phenomenon(game.objects[oid].card):
            planes.append(oid)
    game.emit("reveal", who, {"cards": [game.objects[i].card.name for i in revealed],
                              "from": "planar deck"}, "701.16a")
    return tuple(revealed), tuple(planes)


def _to_bottom(game: GameState, who: int, ids: tuple[int, ...], random: bool) -> None:
    """Put revealed cards of ``who``'s planar deck on its bottom (401.4 as for a library)."""
    if not ids:
        return
    if random:
        ids, game.rng = rng.shuffled(game.rng, ids)
    deck = tuple(i for i in rules.planar_deck(game, who) if i not in ids)
    rules.set_planar_deck(game, who, (*deck, *ids))
    game.emit("planar_bottom", who, {"cards": len(ids), "random": random}, "401.4")


@effect("planeswalk_to_planes")
def _planeswalk_to_planes(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                          at: int) -> Any:
    """Spatial Merging: "reveal cards from the top of your planar deck until you reveal two
    plane cards. Simultaneously planeswalk to both of them. Put all other cards revealed this
    way on the bottom of your planar deck" (701.24b, 901.11c).  The other cards keep the
    order they were revealed in."""
    who = obj.controller
    revealed, planes = _reveal_planes(game, who, amount_of(game, obj, eff.get("amount", 2)))
    rules.planeswalk(game, who, f"{obj.card.name}", "701.24b", to=planes or None)
    _to_bottom(game, who, tuple(i for i in revealed if i not in planes), False)
    return None


@effect("choose_plane_on_top")
def _choose_plane_on_top(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                         at: int) -> Any:
    """Interplanar Tunnel: "reveal cards from the top of your planar deck until you reveal
    five plane cards. Put a plane card from among them on top of your planar deck, then put
    the rest of the revealed cards on the bottom in a random order" (701.16a)."""
    who = obj.controller
    if sub is None:
        revealed, planes = _reveal_planes(game, who, amount_of(game, obj, eff.get("amount", 5)))
        if not planes:
            _to_bottom(game, who, revealed, True)
            return None
        if len(planes) > 1:
            ask(game, who, "choose", [("plane", i, game.objects[i].card.name) for i in planes],
                "701.16a", ("resolve", obj.id, at, revealed),
                "Put a plane card on top of your planar deck")
            return WAIT
        answer, sub = ("plane", planes[0]), revealed
    chosen, revealed = answer[1], sub
    rest = tuple(i for i in revealed if i != chosen)
    _to_bottom(game, who, rest, True)
    deck = tuple(i for i in rules.planar_deck(game, who) if i != chosen)
    rules.set_planar_deck(game, who, (chosen, *deck))
    game.emit("planar_top", who, {"card": game.objects[chosen].card.name}, "701.16a")
    return None


@effect("reveal_top_planar_card")
def _reveal_top_planar(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                       at: int) -> Any:
    """Stairs to Infinity: "reveal the top card of your planar deck. You may put it on the
    bottom of your planar deck" (701.16a, 608.2d)."""
    who = obj.controller
    deck = rules.planar_deck(game, who)
    if not deck:
        return None
    top = deck[0]
    if answer is None:
        game.emit("reveal", who, {"cards": [game.objects[top].card.name],
                                  "from": "planar deck"}, "701.16a")
        ask(game, who, "choose", [("yes",), ("no",)], "608.2d", ("resolve", obj.id, at, top),
            f"Put {game.objects[top].card.name} on the bottom of your planar deck?")
        return WAIT
    if answer[0] == "yes" and top in rules.planar_deck(game, who):
        _to_bottom(game, who, (top,), False)
    return None


@effect("chaos_ensues")
def _chaos_ensues_effect(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                         at: int) -> Any:
    """"Chaos ensues" as an instruction (Norn's Seedcore, Oteclán): the face-up planes' chaos
    abilities trigger (311.7, 309.7 "chaos ensues" in the glossary)."""
    rules.chaos_ensues(game, obj.card.name, "311.7")
    return None


@effect("planeswalk_to_revealed_plane")
def _planeswalk_to_revealed(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                            answer: Any, at: int) -> Any:
    """Norn's Seedcore: "reveal cards from the top of your planar deck until you reveal a plane
    card. Planeswalk to it, except don't planeswalk away from any plane. Put the rest of the
    revealed cards on the bottom of your planar deck" (701.16a, 701.24b, 901.11c: more than
    one plane may be face up).  The other cards keep the order they were revealed in."""
    who = obj.controller
    if who != rules.planar_controller(game):
        return None  # 701.24a
    revealed, planes = _reveal_planes(game, who, 1)
    if planes:
        top = planes[0]
        rules.set_planar_deck(game, who, tuple(i for i in rules.planar_deck(game, who) if i != top))
        rules.turn_face_up(game, top)
        card = game.objects[top].card
        game.vset("pc.face_up", (*rules.face_up(game), (top, card)))
        game.emit("planeswalk", who, {"player": game.players[who].name, "from": [],
                                      "to": [card.name], "why": obj.card.name}, "701.24b")
        end_effects(game, "until_planeswalk")
        for ab in card.triggered:
            if ab.event in ("planeswalk_to", "encounter"):
                queue_trigger(game, top, card, ab, who)
    _to_bottom(game, who, tuple(i for i in revealed if i not in planes), False)
    return None


@effect("trigger_revealed_chaos_abilities")
def _trigger_revealed_chaos(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                            answer: Any, at: int) -> Any:
    """Pools of Becoming: "reveal the top three cards of your planar deck. Each of the revealed
    cards' chaos abilities triggers. Then put the revealed cards on the bottom of your planar
    deck" (701.16a, 311.7); the triggered abilities go on the stack afterwards (603.3) and are
    controlled by the planar controller.  The cards keep the order they were revealed in."""
    who = obj.controller
    revealed = rules.planar_deck(game, who)[:amount_of(game, obj, eff.get("amount", 3))]
    game.emit("reveal", who, {"cards": [game.objects[i].card.name for i in revealed],
                              "from": "planar deck"}, "701.16a")
    for oid in revealed:
        card = game.objects[oid].card
        for ab in card.triggered:
            if ab.event == "chaos_ensues":
                queue_trigger(game, oid, card, ab, who)
    _to_bottom(game, who, revealed, False)
    return None


@effect("planeswalk_rolls_are_chaos")
def _planeswalk_rolls_are_chaos(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                                answer: Any, at: int) -> Any:
    """Fixed Point in Time: "until your next turn, if a player would planeswalk as a result of
    rolling the planar die, chaos ensues instead" (a replacement effect, 614.1a, 901.9c)."""
    live = still_lasting(game, game.vget("pc.walk_is_chaos", ()))
    game.vset("pc.walk_is_chaos", (*live, (obj.controller, game.turn)))
    game.emit("replacement_effect", obj.controller, {"card": obj.card.name,
                                                     "duration": "until your next turn"}, "614.1a")
    return None


def additional_triggers(game: GameState, source: int, controller: int) -> int:
    """How many additional times an ability of ``source`` triggers (603.2d): The Command
    Zone's "If an ability of your commander would trigger during your turn, that ability
    triggers an additional time" — once for each face-up plane with that rule (901.7), when
    the planar controller (901.6) is the active player and ``source`` is their commander."""
    if source < 0 or not game.hooks:
        return 0
    planes = [game.objects[i] for hook in game.hooks for i in hook.command_zone_sources(game)]
    ruling = [p for p in planes if any(ab.op == "commander_triggers_additional_time"
                                       for ab in p.card.replacement_abilities)]
    if not ruling:
        return 0

    src = game.last_known_object(source)
    if src is None or not des.is_commander(game, source):
        return 0
    mine = des.commander_owner(game, src.card_id)

    you = rules.planar_controller(game)  # a plane's "you" (901.6)
    return len(ruling) if you == game.active == mine else 0


TEAM_UP = "planar.team_up"
"""vstate key: ``((player, left neighbour, right neighbour), ...)`` once Team-Up! applies."""


@effect("win_if_neighbours_eliminated")
def _win_if_neighbours_eliminated(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                                  answer: Any, at: int) -> Any:
    """Team-Up!: "for the rest of the game, each player wins the game if the players to
    their left and right are eliminated" (104.2b; seat + 1 is a seat's left, 101.4).  The
    neighbours are those seated either side as the effect begins; see
    :func:`team_up_winners`."""
    living = [p.index for p in game.players if not p.left]
    n = len(living)
    seats = tuple((p, living[(i + 1) % n], living[(i - 1) % n]) for i, p in enumerate(living))
    game.vset(TEAM_UP, seats)
    game.emit("win_condition", obj.controller,
              {"neighbours": [list(s) for s in seats]}, "104.2b")
    return None


def team_up_winners(game: GameState) -> bool:
    """Team-Up!'s win (104.2b; checked with the state-based actions, a hook): every player
    still in the game whose left and right neighbours have both left it wins; several may
    win at once (the others lose, 104.2a).  True if the game ended."""
    seats = game.vget(TEAM_UP)
    if not seats or game.over:
        return False
    winners = tuple(p for p, left, right in seats if not game.players[p].left
                    and game.players[left].left and game.players[right].left and p != left)
    if not winners:
        return False

    names = ", ".join(game.players[p].name for p in winners)
    end_game(game, winners, f"{names}: the players to their left and right are eliminated",
             "104.2b")
    return True


def ascend(game: GameState) -> bool:
    """A face-up plane's ascend (702.131b, checked with the state-based actions; 901.7): "Any
    time you control ten or more permanents and you don't have the city's blessing, you get
    the city's blessing for the rest of the game" — "you" being the planar controller
    (901.6).  The blessing is a designation (702.131c) kept in ``citys_blessing``."""
    if "ascend" not in rules.rule_ops(game):
        return False
    you = rules.planar_controller(game)
    if len(game.permanents(you)) < 10:
        return False
    return give_citys_blessing(game, you, "702.131b")


@effect("chaos_on_revealed_plane")
def _chaos_on_revealed_plane(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                             answer: Any, at: int) -> Any:
    """The Fertile Lands of Saulvinia: "reveal cards from the top of your planar deck until
    you reveal a plane card.  Chaos ensues on that plane.  Then put all cards revealed this
    way on the bottom of your planar deck in any order" (701.16a, 311.7): that plane's chaos
    abilities trigger, controlled by this ability's controller; the cards keep the order they
    were revealed in."""
    who = obj.controller
    deck = rules.planar_deck(game, who)
    revealed: list[int] = []
    plane = None
    for oid in deck:
        revealed.append(oid)
        if "Plane" in game.objects[oid].card.types:
            plane = oid
            break
    if not revealed:
        return None
    game.emit("reveal", who, {"cards": [game.objects[i].card.name for i in revealed],
                              "from": "planar deck"}, "701.16a")
    if plane is not None:
        card = game.objects[plane].card
        game.emit("chaos_ensues", who, {"planes": [card.name], "why": obj.card.name}, "311.7")
        for ab in card.triggered:
            if ab.event == "chaos_ensues":
                queue_trigger(game, plane, card, ab, who)
    rest = tuple(i for i in rules.planar_deck(game, who) if i not in revealed)
    rules.set_planar_deck(game, who, (*rest, *revealed))
    game.emit("planar_bottom", who, {"cards": len(revealed), "random": False}, "401.4")
    return None
