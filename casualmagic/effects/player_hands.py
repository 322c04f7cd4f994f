"""Players' hands by generic effects (121 drawing, 701.9 discard, 402.2 maximum hand size):
"draw a card for each [filter]", "you have no maximum hand size", "a player chosen at random
discards".
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
from casualmagic.engine.primitives import (
    lose_life,
)


@effect("draw_for_each")
def _draw_for_each(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                   at: int) -> Any:
    """"Draw a card for each land you control" (121.1): counted as the effect resolves."""
    from casualmagic.cards.vocabulary import parse_filter
    from casualmagic.engine.targets import matches_filter_base
    from casualmagic.engine.turn import draw_cards

    f = parse_filter(eff.get("filter"))
    for p in players_of(game, obj, eff.get("who")):
        n = sum(1 for o in game.permanents(p) if matches_filter_base(game, f, o, p))
        draw_cards(game, p, n, "121.1")
    return None


@effect("no_max_hand_size")
def _no_max_hand_size(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                      at: int) -> Any:
    """"You have no maximum hand size for the rest of the game" (402.2, 514.1)."""
    for p in players_of(game, obj, eff.get("who")):
        game.player_w(p).max_hand_size = None
        game.emit("hand_size", p, {"maximum": None}, "402.2")
    return None


@effect("random_player_discards")
def _random_player_discards(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                            answer: Any, at: int) -> Any:
    """Furnace Layer: "select target player at random. That player discards a card. If that
    player discards a land card this way, they lose 3 life" (701.8a): the target ``who``
    was chosen at random among the legal targets as the ability was put on the stack
    (601.2c, 603.3d; :func:`casualmagic.engine.targets.choose_at_random`), so hexproof,
    range of influence and the rest of targeting apply, and an illegal target does nothing
    (608.2b)."""
    from casualmagic.engine.primitives import discard_card

    if sub is None:
        players = players_of(game, obj, eff.get("who", 0))
        if not players:
            return None
        who = players[0]
        hand = game.players[who].hand
        if not hand:
            return None
        if len(hand) > 1:
            ask(game, who, "discard", [("discard", i) for i in hand], "701.8a",
                ("resolve", obj.id, at, who), "Discard a card")
            return WAIT
        answer, sub = ("discard", hand[0]), who
    who, oid = sub, answer[1]
    is_land = "Land" in game.objects[oid].card.types
    discard_card(game, who, oid, "701.8a")
    if is_land:
        lose_life(game, who, amount_of(game, obj, eff.get("amount", 3)), "119.3")
    return None


@effect("draw_up_to")
def _draw_up_to(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                at: int) -> Any:
    """"[That player] may draw up to two cards" (121.1, 608.2d): the player chooses how many,
    from none to ``amount``, as the ability resolves; ``player`` is the seat fixed when a
    delayed triggered ability was created (603.7c, ``delayed_for_player``), else ``who``."""
    from casualmagic.engine.turn import draw_cards

    seat = eff.get("player")
    who = [seat] if isinstance(seat, int) else players_of(game, obj, eff.get("who"))
    if not who or game.players[who[0]].left:
        return None
    if answer is None:
        most = amount_of(game, obj, eff.get("amount", 1))
        ask(game, who[0], "choose", [("draw", n) for n in range(most + 1)], "608.2d",
            ("resolve", obj.id, at, None), f"Draw up to {most} cards: how many?")
        return WAIT
    if answer[1]:
        draw_cards(game, who[0], answer[1], "121.1")
    return None
