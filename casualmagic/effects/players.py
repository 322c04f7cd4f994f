"""Effects on players: damage, cards drawn and discarded, life (CR 119–121, 701.8, 701.13),
poison counters (122.1f), exchanged, set and redistributed life totals (119.5, 701.10c) and
the static abilities that say a player can't gain or lose life or get poison counters
(119.7, 119.8), with the Two-Headed Giant rules for them (810.9b–h, 810.10c–d)."""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect
from casualmagic.core.flow import ask
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine.effect_refs import (
    amount_of,
    legal_refs,
    objects_of,
    players_of,
    source_id,
)
from casualmagic.engine.effect_registry import WAIT, effect
from casualmagic.engine.life import (
    can_gain_life,
    can_lose_life,
    give_poison,
    is_poisoned,
    lost_life_this_turn,
)
from casualmagic.engine.primitives import (
    deal_damage,
    discard_card,
    gain_life,
    lose_life,
    move_object,
)


@effect("damage")
def _damage(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    n = amount_of(game, obj, eff.get("amount"))
    to = eff.get("to")
    source = obj
    if eff.get("by") is not None:  # "that creature deals X damage" (120.3: it's the source)
        from casualmagic.engine.effect_refs import objects_of

        ids = objects_of(game, obj, eff.get("by"))
        if ids:
            source = game.objects[ids[0]]
        else:  # the creature has left: it deals the damage as it last existed (608.2h)
            from casualmagic.engine.effect_refs import last_known

            gone = last_known(game, obj, eff.get("by")) if eff.get("by") in ("it", "self") \
                else None
            if gone is None:
                return None
            source = gone
    if isinstance(to, int):
        for ref in legal_refs(obj, to):
            deal_damage(game, source, ref, n)
    elif to in ("it", "self", "attached"):  # "to that creature" (603.2), "to itself" (120.3)
        from casualmagic.engine.effect_refs import objects_of

        for oid in objects_of(game, obj, to):
            deal_damage(game, source, ("object", oid), n)
    else:
        for p in players_of(game, obj, to):
            deal_damage(game, source, ("player", p), n)
    return None


@effect("draw")
def _draw(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    from casualmagic.engine.turn import draw_cards

    n = amount_of(game, obj, eff.get("amount"))
    for p in players_of(game, obj, eff.get("who")):
        draw_cards(game, p, n, "121.1")
    return None


@effect("discard")
def _discard(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    """CR 701.8: the discarding player chooses unless the card says "at random"."""
    if sub is None:
        sub = (tuple(players_of(game, obj, eff.get("who"))), amount_of(game, obj, eff.get("amount")))
    players, n = sub
    if not players:
        return None
    who = players[0]
    if answer is not None:
        discard_card(game, who, answer[1], "701.8")
        n -= 1
    hand = game.players[who].hand
    if eff.get("random"):
        for _ in range(min(n, len(hand))):
            hand = game.players[who].hand
            discard_card(game, who, hand[game.random_below(len(hand))], "701.8", at_random=True)
        n = 0
    if n > 0 and hand:
        ask(game, who, "discard", game.distinct_card_options(hand, "discard"), "701.8",
            ("resolve", obj.id, at, (players, n)),
            f"Discard {n} card{'s' if n > 1 else ''}")
        return WAIT
    if len(players) > 1:
        return _discard(game, obj, eff, (players[1:], amount_of(game, obj, eff.get("amount"))), None, at)
    return None


@effect("mill")
def _mill(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    """CR 701.13: put the top N cards of the library into the graveyard."""
    n = amount_of(game, obj, eff.get("amount"))
    for p in players_of(game, obj, eff.get("who")):
        milled = []
        for _ in range(n):
            lib = game.players[p].library
            if not lib:
                break
            new = game.move(lib[0], "graveyard")
            milled.append(game.objects[new].card.name)
        game.emit("mill", p, {"cards": milled}, "701.13a")
    return None


@effect("gain_life")
def _gain(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    n = amount_of(game, obj, eff.get("amount"))
    for p in players_of(game, obj, eff.get("who")):
        gain_life(game, p, n, "119.3")
    return None


@effect("win_game")
def _win_game(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    """"You win the game" (CR 104.2b; with a limited range of influence, 801.14)."""
    from casualmagic.engine.ending import win

    for p in players_of(game, obj, eff.get("who")):
        win(game, p)
    return None


@effect("draw_game")
def _draw_game(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    """"The game is a draw" (CR 104.4c; with a limited range of influence, 801.15)."""
    from casualmagic.engine.ending import draw_game

    draw_game(game, obj.controller)
    return None


@effect("lose_life")
def _lose(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    n = amount_of(game, obj, eff.get("amount"))
    for p in players_of(game, obj, eff.get("who")):
        lose_life(game, p, n, "119.3")
    return None





@effect("poison_counters")
def _poison(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    """"Each opponent gets a poison counter" (122.1; 810.10: each player individually, the
    counters shared by the team)."""
    n = amount_of(game, obj, eff.get("amount", 1))
    for p in players_of(game, obj, eff.get("who")):
        give_poison(game, p, n)
    return None


@effect("counter_if_poisoned")
def _counter_if_poisoned(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                         at: int) -> Any:
    """"Counter target spell if its controller is poisoned" (701.5a; 122.1f, 810.10d)."""
    from casualmagic.effects.stack_ops import counter_now

    for oid in objects_of(game, obj, eff.get("what")):
        o = game.objects[oid]
        if o.zone == "stack" and is_poisoned(game, o.controller):
            counter_now(game, obj, oid)
    return None


# -- life totals that change hands or are set (119.5, 701.10c, 810.9c-f) ----------------------

def change_life_to(game: GameState, player: int, new: int, rule: str) -> None:
    """The player gains or loses the life needed to end up with ``new`` (119.5, 701.10c;
    810.9c: the team's total changes by that much)."""
    diff = new - game.players[player].life
    if diff > 0:
        gain_life(game, player, diff, rule)
    elif diff < 0:
        lose_life(game, player, -diff, rule)


def _may_become(game: GameState, player: int, new: int) -> bool:
    """CR 119.7, 119.8: a player who can't gain (lose) life can't get a higher (lower) life
    total by an exchange or a redistribution."""
    life = game.players[player].life
    return not ((new > life and not can_gain_life(game, player))
                or (new < life and not can_lose_life(game, player)))


@effect("exchange_life_totals")
def _exchange(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    """"Two target players exchange life totals" (701.10c): each gains or loses the life
    needed to equal the other's previous total; if either can't, nothing happens (701.10a,
    119.7, 119.8).  Teammates sharing a life total can't exchange (810.9e)."""
    from casualmagic.core.hooks import life_team

    a = players_of(game, obj, eff.get("who"))
    b = players_of(game, obj, eff.get("other"))
    if not a or not b or a[0] == b[0]:
        return None
    a, b = a[0], b[0]
    if b in life_team(game, a):  # type: ignore[arg-type]
        game.emit("no_exchange", a, {"with": b, "reason": "teammates"}, "810.9e")
        return None
    la, lb = game.players[a].life, game.players[b].life
    if not (_may_become(game, a, lb) and _may_become(game, b, la)):
        game.emit("no_exchange", a, {"with": b, "reason": "can't change"}, "701.10a")
        return None
    change_life_to(game, a, lb, "701.10c")
    change_life_to(game, b, la, "701.10c")
    return None


def _life_groups(game: GameState) -> list[tuple[int, ...]]:
    """The living players grouped by shared life total (810.4: a Two-Headed Giant team; each
    player alone otherwise), in turn order from the active player."""
    from casualmagic.core.hooks import life_team

    out: list[tuple[int, ...]] = []
    for p in game.in_turn_order(game.active):
        team = tuple(q for q in game.in_turn_order(game.active)
                     if q in life_team(game, p))  # type: ignore[arg-type]
        if team not in out:
            out.append(team)
    return out


def _life_amount(game: GameState, obj: GameObject, value: Any) -> int:
    """Amounts about life totals: "the lowest life total among all players" (810.9a: a
    team's total counts as each member's)."""
    if value == "lowest life total among all players":
        return min(game.players[p].life for p in game.living())
    return amount_of(game, obj, value)


@effect("each_life_total_becomes")
def _each_life_becomes(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                       at: int) -> Any:
    """"Each player's life total becomes N" (119.5).  Where players share a life total each
    team chooses one of its members, and only that player is affected (810.9d); the team's
    first player in turn order chooses for it."""
    if sub is None:
        n = _life_amount(game, obj, eff.get("amount"))
        sub = (n, tuple(_life_groups(game)), ())
    n, groups, chosen = sub
    if answer is not None:
        chosen = (*chosen, answer[1])
        groups = groups[1:]
    while groups and (len(groups[0]) == 1 or game.players[groups[0][0]].life == n):
        # one member, or a team already at N: whoever is chosen, nothing changes
        chosen, groups = (*chosen, groups[0][0]), groups[1:]
    if groups:
        team = groups[0]
        ask(game, team[0], "choose_player", [("player", q) for q in team], "810.9d",
            ("resolve", obj.id, at, (n, groups, chosen)),
            f"Choose whose life total becomes {n} for your team")
        return WAIT
    for p in chosen:
        change_life_to(game, p, n, "119.5")
    return None


@effect("redistribute_life")
def _redistribute(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                  at: int) -> Any:
    """"Redistribute any number of players' life totals" (each of them gets one of those
    totals back): the controller picks the players, then who gets which total.  Of players
    sharing a life total only one may be picked (810.9f); no one may get a total they can't
    (119.7, 119.8)."""
    from casualmagic.core.hooks import life_team

    chooser = obj.controller
    picked, totals, given = sub if sub is not None else ((), None, ())
    if answer is not None:
        if answer[0] == "player":
            picked = (*picked, answer[1])
        elif answer[0] == "done":
            totals = tuple(game.players[p].life for p in picked)
        elif answer[0] == "life":
            given = (*given, answer[1])
    if totals is None:
        taken = {q for p in picked for q in life_team(game, p)}  # type: ignore[arg-type]
        options: list[tuple] = [("player", p) for p in game.in_turn_order(game.active)
                                if p not in taken]
        if options:
            ask(game, chooser, "redistribute", [*options, ("done",)], "810.9f",
                ("resolve", obj.id, at, (picked, None, ())),
                "Choose a player whose life total to redistribute, or done")
            return WAIT
        totals = tuple(game.players[p].life for p in picked)
    if len(given) < len(picked):
        left = list(totals)
        for v in given:
            left.remove(v)
        p = picked[len(given)]
        values = sorted({v for v in left if _may_become(game, p, v)}, reverse=True)
        if not values:  # no total this player may get: the redistribution can't be done
            game.emit("no_redistribution", chooser, {}, "119.7")
            return None
        ask(game, chooser, "redistribute", [("life", v) for v in values], "810.9f",
            ("resolve", obj.id, at, (picked, totals, given)),
            f"Choose the life total {game.players[p].name} gets")
        return WAIT
    current = [game.players[p].life for p in picked]
    for p, v, old in zip(picked, given, current, strict=True):
        if v != old:
            change_life_to(game, p, v, "119.5")
    return None


# -- "the active player" under shared team turns (805.9) --------------------------------------

@effect("active_player_adds_mana")
def _active_adds_mana(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                      at: int) -> Any:
    """"The active player adds {C}{C} for each of your opponents who lost life this turn"
    (106.3).  With several active players (805.4a shared team turns) the ability means one of
    them, chosen by its controller as the effect is applied (805.9)."""
    from casualmagic.core.hooks import is_active_player
    from casualmagic.engine.mana_payment import add_mana

    if answer is not None:
        who = answer[1]
    else:
        active = [p for p in game.in_turn_order(game.active) if is_active_player(game, p)]
        if len(active) > 1:
            ask(game, obj.controller, "choose_player", [("player", p) for p in active], "805.9",
                ("resolve", obj.id, at, None), "Choose which active player adds the mana")
            return WAIT
        if not active:
            return None  # the active player has left the game (800.4a)
        who = active[0]
    n = 1
    if eff.get("for_each") == "opponent who lost life this turn":
        n = sum(1 for q in game.opponents(obj.controller) if lost_life_this_turn(game, q))
    mana = eff.get("mana")
    for _ in range(n):
        for c in mana:
            add_mana(game, who, c)
    game.emit("add_mana", who, {"mana": mana * n}, "805.9" if answer is not None else "106.3")
    return None


@effect("exile_graveyard")
def _exile_graveyard(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                     at: int) -> Any:
    """"Exile all cards from target player's graveyard" (406.3; schemes, Bojuka Bog);
    ``filter``: only the cards of a kind ("all creature cards from …"), the cards exiled
    noted for "for each card exiled this way" (608.2c)."""
    from casualmagic.engine.effect_refs import EXILED_THIS_WAY
    from casualmagic.engine.targets import card_filter, card_fits

    f = card_filter(eff.get("filter")) if eff.get("filter") else None
    exiled: list[int] = []
    for p in players_of(game, obj, eff.get("who")):
        for oid in game.players[p].graveyard:
            if f is None or card_fits(game.objects[oid].card, f):
                new = move_object(game, oid, "exile", "exile", "406.3")
                if isinstance(new, int) and new in game.objects \
                        and game.objects[new].zone == "exile":
                    exiled.append(new)
    if obj.id in game.objects:
        w = game.obj_w(obj.id)
        w.info = (*(kv for kv in w.info if kv[0] != EXILED_THIS_WAY),
                  (EXILED_THIS_WAY, tuple(exiled)))
    return None


@effect("damage_each_opponent")
def _damage_each_opponent(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                          at: int) -> Any:
    """"[This] deals N damage to each opponent" and (schemes) "[this] deals damage to each opponent equal to the number of cards in that player's
    hand" (``amount = "cards in their hand"``) or a fixed amount (120.3); ``who`` may name
    other players ("each of your other opponents")."""
    src = game.last_known_object(source_id(obj)) or obj
    for p in players_of(game, obj, eff.get("who", "each opponent")):
        amount = eff.get("amount")
        n = len(game.players[p].hand) if amount == "cards in their hand" else \
            amount_of(game, obj, amount)
        deal_damage(game, src, ("player", p), n)
    return None


@effect("damage_divided")
def _damage_divided(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                    at: int) -> Any:
    """"[This creature] deals 5 damage divided as you choose among any number of targets"
    (601.2d): each target still legal is dealt the share announced for it as the spell or
    ability was put on the stack (engine.divided_damage); an illegal target's share is not
    dealt to anyone (608.2b)."""
    from casualmagic.engine.divided_damage import DIVISION

    legal = set(legal_refs(obj, eff.get("what", 0)))
    for _index, ref, n in obj.get_info(DIVISION) or ():
        if tuple(ref) in legal:
            deal_damage(game, obj, tuple(ref), n)
    return None
