"""Losing, leaving and the end of the game (CR 104, 800.4).

In a two-player game the game ends as soon as one player loses (104.2a).
With more players, a player who loses leaves the game (800.4a) and the rest
play on until one team is left (104.2a) or everyone has lost (a draw, 104.4a).
"""

from __future__ import annotations

from casualmagic.engine.state import GameState


def cant_lose(game: GameState, player: int) -> bool:
    """Does an effect say ``player`` can't lose the game now (e.g. Celestine Reef's "you
    can't lose the game and your opponents can't win the game", 104.3)?"""
    from casualmagic.engine.continuous import rule_effects

    return any(e.controller == player for e in rule_effects(game, "cant_lose"))


def lose(game: GameState, player: int, rule: str, reason: str) -> None:
    """``player`` loses the game (CR 104.3) and leaves it (800.4a) — unless an effect says
    they can't (conceding, 104.3a, still works)."""
    p = game.player_w(player)
    if p.left:
        return
    if rule != "104.3a" and cant_lose(game, player):
        return
    p.lost = True
    p.loss_rule = rule
    game.emit("lose", player, {"player": p.name, "reason": reason}, rule)
    leave(game, player)


def leave(game: GameState, player: int) -> None:
    """CR 800.4a: the player's objects leave; what they controlled is exiled or ends."""
    p = game.player_w(player)
    p.left = True
    from casualmagic.engine.monarch import monarch_leaves

    monarch_leaves(game, player)  # hook: 722.4
    if not game.over and len(game.living()) >= 2:
        _remove_objects(game, player)
        if game.combat is not None:
            from dataclasses import replace

            c = game.combat  # creatures attacking the player who left are removed (800.4... 506.4)
            game.combat = replace(c, attackers=tuple(
                (a, ref) for a, ref in c.attackers if a in game.objects
                and not (ref[0] == "player" and ref[1] == player)))
    for hook in game.hooks:
        hook.player_leaves(game, player)  # type: ignore[arg-type]
    if game.priority == player:
        game.priority = game.next_player(player)
        game.passes = 0


def _remove_objects(game: GameState, player: int) -> None:
    """CR 800.4a, in its order: owned objects leave; control effects end; abilities
    cease to exist; anything still controlled is exiled."""
    owned = [o.id for o in game.objects.values() if o.owner == player and o.kind != "ability"]
    for oid in owned:
        game.cease_to_exist(oid)
    restored = []
    kept_effects = []
    for e in game.effects:
        if e.op == "control" and e.controller == player:
            for oid in e.affected:
                if oid in game.objects and game.objects[oid].controller == player:
                    game.obj_w(oid).controller = e.args[0]
                    restored.append(oid)
        else:
            kept_effects.append(e)
    game.effects = tuple(kept_effects)
    abilities = [o.id for o in game.objects.values() if o.kind == "ability" and o.controller == player]
    for oid in abilities:
        game.cease_to_exist(oid)
    # still controlled by the player who left -- or, 800.4c, back with a default controller
    # who had left the game before -- is exiled
    exiled = [o.id for o in game.objects.values()
              if o.zone in ("battlefield", "stack") and game.players[o.controller].left]
    for oid in exiled:
        game.move(oid, "exile")
    game.waiting_triggers = tuple(t for t in game.waiting_triggers if t[3] != player)
    game.emit("leave_game", player, {"objects_removed": len(owned), "control_returned": restored,
                                     "exiled": len(exiled)}, "800.4a")


def check_game_over(game: GameState) -> bool:
    """End the game if one team remains (104.2a) or nobody does (104.4a)."""
    if game.over:
        return True
    living = game.living()
    teams = {game.players[i].team for i in living}
    if len(teams) <= 1:
        winners = tuple(living)
        if winners:
            names = ", ".join(game.players[i].name for i in winners)
            end_game(game, winners, f"{names} win{'s' if len(winners) == 1 else ''}", "104.2a")
        else:
            end_game(game, (), "all remaining players lost simultaneously: a draw", "104.4a")
        return True
    return False


def end_game(game: GameState, winners: tuple[int, ...], reason: str, rule: str) -> None:
    game.winners = winners
    game.end_reason = reason
    game.pending = None
    game.tasks = ()
    game.emit("game_over", None, {"winners": list(winners), "reason": reason,
                                  "turn": game.turn}, rule)
    game.over = True
