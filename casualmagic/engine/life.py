"""What may happen to a player's life total and poison counters (CR 119, 122.1f): the
static abilities that say a player can't gain life, can't lose life or can't get poison
counters (119.7, 119.8), paying life (119.4), and the Two-Headed Giant rules for them
(810.9b-h, 810.10c-d).  The primitive actions that change life are in :mod:`.primitives`;
the effect ops about players in :mod:`casualmagic.effects.players`."""

from __future__ import annotations

from casualmagic.cards.vocabulary import PLAYER_RULE_OPS
from casualmagic.core.hooks import life_team
from casualmagic.core.state import GameState
from casualmagic.engine.replacement import current

LIFE_RULE_OPS = {"gain": ("cant_gain_life", "life_cant_change"),
                 "lose": ("cant_lose_life", "life_cant_change"),
                 "poison": ("cant_get_poison_counters",)}


def player_rules(game: GameState) -> list[tuple[str, str, int]]:
    """Every player rule in force as ``(op, who, controller)``: the static abilities of
    permanents (604.1) of the ops in ``PLAYER_RULE_OPS``, taken from the permanents' static
    replacement abilities the engine already keeps (:func:`replacement.current`)."""
    return [(r.op, r.get("who", "you"), r.controller) for r in current(game)
            if r.ident[0] == "static" and r.op in PLAYER_RULE_OPS]


def _says(game: GameState, who: str, controller: int, player: int) -> bool:
    """Does "``who``" of a static ability controlled by ``controller`` name ``player``?"""
    if who == "you":
        return player == controller
    if who == "each opponent":
        return player in game.opponents(controller)
    return who == "each player"


def _forbidden(game: GameState, player: int, what: str) -> bool:
    """Does an effect say ``player`` can't [gain life / lose life / get poison counters]?
    In Two-Headed Giant an effect on one player of a team holds for the whole team
    (810.9g, 810.9h, 810.10c)."""
    ops = LIFE_RULE_OPS[what]
    rules = [r for r in player_rules(game) if r[0] in ops]
    if not rules:
        return False
    team = life_team(game, player)  # type: ignore[arg-type]
    return any(_says(game, who, c, q) for _, who, c in rules for q in team)


def can_gain_life(game: GameState, player: int) -> bool:
    """CR 119.7, 810.9g: no effect says ``player`` (or a teammate sharing the life total)
    can't gain life."""
    return not _forbidden(game, player, "gain")


def can_lose_life(game: GameState, player: int) -> bool:
    """CR 119.8, 810.9h: no effect says ``player`` (or a teammate) can't lose life."""
    return not _forbidden(game, player, "lose")


def can_pay_life(game: GameState, player: int, amount: int, team_paid: int = 0) -> bool:
    """May ``player`` pay ``amount`` life? Always 0 (119.4b); otherwise only if their life
    total covers it (119.4) — in Two-Headed Giant the team's, less what teammates pay for
    the same cost or effect (``team_paid``; 119.4a, 810.9b) — and they can lose life
    (119.8, 810.9h)."""
    if amount <= 0:
        return True
    return game.players[player].life >= amount + team_paid and can_lose_life(game, player)


def can_get_poison(game: GameState, player: int) -> bool:
    """CR 810.10c: no effect says ``player`` (or a teammate) can't get poison counters."""
    return not _forbidden(game, player, "poison")


def is_poisoned(game: GameState, player: int) -> bool:
    """CR 122.1f: a player with one or more poison counters is poisoned; 810.10d: in
    Two-Headed Giant, a player whose team has one or more."""
    return any(game.players[q].poison > 0 for q in life_team(game, player))  # type: ignore[arg-type]


def give_poison(game: GameState, player: int, amount: int, rule: str = "122.1f") -> int:
    """``player`` gets ``amount`` poison counters (122.1), unless an effect says they can't
    (810.10c for a team).  Returns how many they got."""
    if amount <= 0 or game.players[player].left:
        return 0
    if not can_get_poison(game, player):
        game.emit("no_poison", player, {"amount": amount}, "810.10c")
        return 0
    p = game.player_w(player)
    p.poison += amount
    game.emit("poison", player, {"change": amount, "poison": p.poison}, rule)
    return amount


def lost_life_this_turn(game: GameState, player: int) -> bool:
    """Did ``player`` lose life this turn (119.3; 120.3a: damage causes loss of life)?  In
    Two-Headed Giant only the player who lost it, not the teammate (810.9)."""
    for e in game.events_this_turn():
        if e.player == player and e.kind == "life" and e.data.get("change", 0) < 0:
            return True
        if e.kind == "damage" and e.data.get("to_player") == player \
                and e.data.get("life_lost", e.data.get("amount", 0)) > 0:
            return True
    return False
