"""Clash (701.23) and reflexive triggers (603.12) that follow an instruction: "an opponent may
clash with you", "clash with an opponent. If you win, ...", "[do something]. When you do, ...".
"""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect
from casualmagic.core.flow import ask
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine.effect_refs import (
    amount_of,
    players_of,
)
from casualmagic.engine.effect_registry import WAIT, effect


@effect("opponent_may_clash")
def _opponent_may_clash(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                        at: int) -> Any:
    """"Any of their opponents may say "DRAW!". The first opponent to do so clashes with that
    player. The player that wins the clash creates two 1/1 black Assassin creature tokens"
    (701.23): the opponents of ``who`` are asked in turn order (101.4); the first to accept
    clashes with them — both reveal their top cards at once (701.23c), decide in APNAP order
    whether to put their card on the bottom, and the cards move at the same time; a player
    whose card's mana value is higher than every other revealed card's wins (701.23d) and
    creates ``amount`` ``kind`` tokens (111.10)."""
    if sub is None:
        players = players_of(game, obj, eff.get("who", "that player"))
        if not players:
            return None
        who = players[0]
        opps = tuple(p for p in game.in_turn_order(who) if p in game.opponents(who))
        sub = ("ask", who, opps)
    elif sub[0] == "ask":
        _, who, opps = sub
        if answer[0] == "yes":
            return _clash_reveal(game, obj, eff, at, (opps[0], who))
        sub = ("ask", who, opps[1:])
    else:  # ("place", clashers, queue, bottoms, winner)
        _, clashers, queue, bottoms, winner = sub
        if answer[0] == "bottom":
            bottoms = (*bottoms, queue[0][1])
        sub = ("place", clashers, queue[1:], bottoms, winner)
    if sub[0] == "ask":
        _, who, opps = sub
        if not opps:
            return None
        ask(game, opps[0], "choose", [("yes",), ("no",)], "701.23",
            ("resolve", obj.id, at, sub), f"Say \"DRAW!\" and clash with "
            f"{game.players[who].name}?")
        return WAIT
    return _clash_place(game, obj, eff, at, sub)


CLASH_WON = "clash_won"
"""Info of a resolving spell or ability that clashed: did its controller win (701.23d)?  Its
"If you win, ..." / "Otherwise, ..." instructions are conditioned on it (``engine.stack``)."""


@effect("clash_with_opponent")
def _clash_with_opponent(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                         at: int) -> Any:
    """"Clash with an opponent" (701.23b): "Choose an opponent. You and that opponent each
    clash" — the opponent is chosen, not targeted (a ``choose`` decision when there are
    several); both reveal at once and place their cards in APNAP order (701.23c); whether the
    controller won (701.23d) is kept for the instructions after it."""
    me = obj.controller
    if sub is None:
        w = game.obj_w(obj.id)
        w.info = (*(kv for kv in w.info if kv[0] != CLASH_WON), (CLASH_WON, False))
        opps = [p for p in game.in_turn_order(me) if p in game.opponents(me)]
        if not opps:
            return None
        if len(opps) > 1:
            ask(game, me, "choose", [("player", p) for p in opps], "701.23b",
                ("resolve", obj.id, at, ("opponent",)), "Choose an opponent to clash with")
            return WAIT
        return _clash_reveal(game, obj, eff, at, (me, opps[0]))
    if sub[0] == "opponent":
        return _clash_reveal(game, obj, eff, at, (me, answer[1]))
    _, clashers, queue, bottoms, winner = sub  # ("place", ...): a card placed (701.23c)
    if answer[0] == "bottom":
        bottoms = (*bottoms, queue[0][1])
    return _clash_place(game, obj, eff, at, ("place", clashers, queue[1:], bottoms, winner))


def _clash_place(game: GameState, obj: GameObject, eff: Effect, at: int, sub: tuple) -> Any:
    """701.23c: the next clashing player decides where their revealed card goes; when all
    have, the cards move at once and the winner (701.23d) creates the tokens."""
    from casualmagic.effects.tokens import create_predefined

    _, clashers, queue, bottoms, winner = sub
    if queue:
        who, card = queue[0]
        ask(game, who, "choose", [("top",), ("bottom",)], "701.23c",
            ("resolve", obj.id, at, sub),
            f"Put {game.objects[card].card.name} on the top or bottom of your library?")
        return WAIT
    for card in bottoms:  # the cards move at the same time (701.23c)
        if card in game.objects and game.objects[card].zone == "library":
            game.move(card, "library", position="bottom")
    if bottoms:
        game.emit("bottom", None, {"cards": len(bottoms)}, "701.23c")
    game.emit("clash", None, {"players": list(clashers), "winner": winner}, "701.23d")
    if eff.op == "clash_with_opponent":  # "If you win, ..." reads it (engine.stack)
        w = game.obj_w(obj.id)
        w.info = (*(kv for kv in w.info if kv[0] != CLASH_WON),
                  (CLASH_WON, winner == obj.controller))
    elif winner is not None:
        create_predefined(game, obj, eff.get("kind", "Assassin"), winner,
                          amount_of(game, obj, eff.get("amount", 2)))
    return None


def _clash_reveal(game: GameState, obj: GameObject, eff: Effect, at: int,
                  clashers: tuple[int, int]) -> Any:
    """701.23c: each clashing player reveals their top card at the same time; 701.23d: the
    winner, if any; then the APNAP placing choices (resumed by the clashing op)."""
    tops: dict[int, int] = {}
    for p in clashers:
        lib = game.players[p].library
        if lib:
            tops[p] = lib[0]
    game.emit("reveal", None, {"cards": [game.objects[c].card.name for c in tops.values()],
                               "clash": True}, "701.23c")
    mv = {p: int(game.objects[c].card.mana_value) for p, c in tops.items()}
    winner = next((p for p in mv if all(mv[p] > v for q, v in mv.items() if q != p)), None)
    queue = tuple((p, tops[p]) for p in game.in_turn_order(game.active) if p in tops)
    return _clash_place(game, obj, eff, at, ("place", clashers, queue, (), winner))


@effect("when_you_do")
def _when_you_do(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                 at: int) -> Any:
    """"[Do something.] When you do, [effects]": a reflexive triggered ability (603.12)
    triggers once the instructions before it are done; it has its own ``targets`` (target
    phrases), chosen as it is put on the stack (603.3d), and ``effects``."""
    from casualmagic.cards.model import TargetSpec, TriggeredAbility
    from casualmagic.cards.vocabulary import parse_filter
    from casualmagic.engine.triggers import queue_trigger

    targets = tuple(TargetSpec(parse_filter(t), 1, False, False)
                    for t in eff.get("targets", ()))
    ability = TriggeredAbility("reflexive", tuple(eff.get("effects", ())), targets, None,
                               eff.get("text", "When you do, ..."))
    source = obj.id if obj.kind != "ability" else (obj.source if obj.source is not None else -1)
    queue_trigger(game, source, obj.card, ability, obj.controller)  # type: ignore[arg-type]
    game.emit("reflexive_trigger", obj.controller, {"text": ability.text}, "603.12")
    return None
