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
    discard_card,
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


@effect("others_discard_you_draw")
def _others_discard_you_draw(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                             answer: Any, at: int) -> Any:
    """"Each other player discards a card. You draw a card for each card discarded this
    way." (Syphon Mind): each other player with a card in hand chooses one, in turn order
    (101.4; kept hidden as they choose, 101.4a), then those cards are discarded at once
    (701.8a); the controller draws one card for each (121.1)."""
    from casualmagic.engine.turn import draw_cards

    me = obj.controller
    if sub is None:
        sub = (tuple(p for p in game.in_turn_order(game.active)
                     if p != me and not game.players[p].left), ())
    left, chosen = sub
    if answer is not None:
        chosen = (*chosen, answer[1])
        left = left[1:]
    while left and not game.players[left[0]].hand:
        left = left[1:]  # nothing to discard
    if left:
        who = left[0]
        ask(game, who, "choose", game.distinct_card_options(game.players[who].hand, "discard"),
            "701.8a",
            ("resolve", obj.id, at, (left, chosen)), "Choose a card to discard")
        return WAIT
    discarded = 0
    for oid in chosen:
        o = game.objects.get(oid)
        if o is not None and o.zone == "hand":
            discard_card(game, o.owner, oid, "701.8a")
            discarded += 1
    if discarded:
        draw_cards(game, me, discarded, "121.1")
    return None


@effect("discard_hands_draw_greatest")
def _discard_hands_draw_greatest(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                                 answer: Any, at: int) -> Any:
    """"Each player discards their hand, then draws cards equal to the greatest number of
    cards a player discarded this way." (Windfall): every player discards their whole hand
    at once (701.8a), then each draws as many cards as the largest hand discarded (121.1),
    in turn order."""
    from casualmagic.engine.turn import draw_cards

    players = players_of(game, obj, "each player")
    most = 0
    for p in players:
        hand = game.players[p].hand
        most = max(most, len(hand))
        for oid in hand:
            discard_card(game, p, oid, "701.8a")
    for p in players:
        if most and not game.players[p].left:
            draw_cards(game, p, most, "121.1")
    return None


@effect("look_at_hand")
def _look_at_hand(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                  at: int) -> Any:
    """"Look at target opponent's hand" (402.3: a player can't look at another player's hand
    unless an effect lets them): the cards are shown to this ability's controller only — an
    event the hand's owner and the looker see (``visible_to``), hidden from everyone else."""
    me = obj.controller
    for p in players_of(game, obj, eff.get("who")):
        cards = [game.objects[i].card.name for i in game.players[p].hand]
        game.emit("look_at_hand", me, {"player": p, "cards": cards}, "402.3",
                  visible_to=frozenset((me, p)))
    return None


@effect("discard_up_to_then_draw")
def _discard_up_to_then_draw(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                             answer: Any, at: int) -> Any:
    """"Discard up to two cards, then draw that many cards." (Daretti, Scrap Savant; 701.8a,
    121.1): the controller discards the cards of their choice one at a time, up to
    ``amount``, and may stop at any time; then draws as many as were discarded."""
    from casualmagic.engine.turn import draw_cards

    me = obj.controller
    discarded = 0 if sub is None else sub
    if answer is not None and answer[0] == "card" and answer[1] in game.players[me].hand:
        discard_card(game, me, answer[1], "701.8a")
        discarded += 1
    stop = answer is not None and answer[0] != "card"
    hand = game.players[me].hand
    if not stop and hand and discarded < amount_of(game, obj, eff.get("amount", 1)):
        ask(game, me, "choose", [*(("card", i, game.objects[i].card.name) for i in hand),
                                 ("done",)], "701.8a", ("resolve", obj.id, at, discarded),
            f"Discard another card? ({discarded} so far; then draw that many)")
        return WAIT
    if discarded:
        draw_cards(game, me, discarded, "121.1")
    return None


@effect("draw_opponent_hand_difference")
def _draw_opponent_hand_difference(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                                   answer: Any, at: int) -> Any:
    """"Choose an opponent. If that player has more cards in hand than you, draw cards equal
    to the difference." (Sandstone Oracle): the controller chooses one of their opponents as
    the ability resolves (608.2d; not a target), then draws the difference, if any (121.1),
    the hands counted after the choice (608.2h)."""
    from casualmagic.engine.effect_refs import in_range
    from casualmagic.engine.turn import draw_cards

    me = obj.controller
    if answer is None:
        opponents = in_range(game, obj, [p for p in game.in_turn_order(game.active)
                                         if p in game.opponents(me)])
        if not opponents:
            return None
        ask(game, me, "choose_player", [("player", p) for p in opponents], "608.2d",
            ("resolve", obj.id, at, None), "Choose an opponent")
        return WAIT
    chosen = answer[1]
    game.emit("choice", me, {"card": obj.card.name, "player": chosen}, "608.2d")
    difference = len(game.players[chosen].hand) - len(game.players[me].hand)
    if difference > 0:
        draw_cards(game, me, difference, "121.1")
    return None
