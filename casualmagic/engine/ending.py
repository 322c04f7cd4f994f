"""Losing, leaving and the end of the game (CR 104, 800.4).

In a two-player game the game ends as soon as one player loses (104.2a).
With more players, a player who loses leaves the game (800.4a) and the rest
play on until one team is left (104.2a) or everyone has lost (a draw, 104.4a).
"""

from __future__ import annotations

from collections.abc import Callable

from casualmagic.core.state import GameState
from casualmagic.engine import rule_hooks
from casualmagic.engine.face_down import reveal_face_down


def cant_lose(game: GameState, player: int) -> bool:
    """Does an effect say ``player`` can't lose the game now (e.g. Celestine Reef's "you
    can't lose the game and your opponents can't win the game", 104.3)?  In Two-Headed
    Giant an effect saying a player can't lose holds for their team (810.8a)."""
    from casualmagic.engine.continuous import rule_effects

    if not game.effects:
        return False  # the usual case: no effect at all
    from casualmagic.core.hooks import life_team

    team = life_team(game, player)  # type: ignore[arg-type]  # 810.8a: the whole 2HG team
    return any(e.controller in team for e in rule_effects(game, "cant_lose"))


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


LEAVING_TOGETHER = "leaving_together"
"""vstate key: the players who leave the game at the same moment (e.g. who lose by one
state-based action check, 704.3), while they leave one after the other."""


def leaving_together(game: GameState) -> tuple[int, ...]:
    """The players leaving the game at this same moment who are still in it: "the next
    player in turn order that wouldn't leave the game" skips them (901.6)."""
    return tuple(q for q in game.vget(LEAVING_TOGETHER, ()) if not game.players[q].left)


def lose_together(game: GameState, losers: list[tuple[int, str, str]]) -> None:
    """Several players lose at the same moment (704.3: state-based actions happen
    simultaneously): each ``(player, rule, reason)`` loses and leaves, knowing who else is
    leaving (:func:`leaving_together`)."""
    reasons = {seat: (rule, reason) for seat, rule, reason in losers}
    _together(game, list(reasons), lambda seat: lose(game, seat, *reasons[seat]))


def _together(game: GameState, players: list[int], leave_one: Callable[[int], None]) -> None:
    """``leave_one`` each of ``players``, who leave at the same moment."""
    if len(players) > 1:
        game.vset(LEAVING_TOGETHER, tuple(players))
    for q in players:
        leave_one(q)
    if len(players) > 1:
        game.vstate = tuple((k, v) for k, v in game.vstate if k != LEAVING_TOGETHER)


def leave(game: GameState, player: int) -> None:
    """CR 800.4a: the player's objects leave; what they controlled is exiled or ends."""
    p = game.player_w(player)
    p.left = True
    rule_hooks.run(rule_hooks.PLAYER_LEAVES, game, player)  # mechanics: the monarch, 722.4
    if not game.over and len(game.living()) >= 2:
        for hook in game.hooks:  # what happens "instead" before they go (901.6)
            hook.player_leaving(game, player)  # type: ignore[arg-type]
        # creatures attacking the player who left stay in combat (506.4 doesn't remove
        # them): they are attacking nothing and their damage isn't assigned (800.4e, 510.1b)
        _remove_objects(game, player)
    if game.parallel:  # the same in every other turn being taken (807.4)
        from casualmagic.engine.simultaneous import player_left

        player_left(game, player)
    for hook in game.hooks:
        hook.player_leaves(game, player)  # type: ignore[arg-type]
    if game.priority == player:
        game.priority = game.next_player(player)
        game.passes = 0


def _remove_objects(game: GameState, player: int) -> None:
    """CR 800.4a, in its order: owned objects leave; control effects end; abilities
    cease to exist; anything still controlled is exiled."""
    owned = [o.id for o in game.objects.values() if o.owner == player and o.kind != "ability"]
    reveal_face_down(game, player)  # 708.9
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
    """End the game if one team remains (104.2a; 104.2c: every player of that team wins,
    teammates who lost earlier too) or nobody does (104.4a)."""
    if game.over:
        return True
    living = game.living()
    teams = {game.players[i].team for i in living}
    if len(teams) <= 1:
        winners, rule = tuple(living), "104.2a"
        if winners and game.options.teams:
            winners, rule = winning_team(game, teams.pop()), "104.2c"
        if winners:
            names = ", ".join(game.players[i].name for i in winners)
            end_game(game, winners, f"{names} win{'s' if len(winners) == 1 else ''}", rule)
        else:
            end_game(game, (), "all remaining players lost simultaneously: a draw", "104.4a")
        return True
    return False


def winning_team(game: GameState, team: int) -> tuple[int, ...]:
    """CR 104.2c: each player on the winning team wins, even one who had lost the game
    before (not one for whom the game was a draw, 104.4)."""
    drawn = set(game.vget("drawn_players", ()))
    return tuple(p.index for p in game.players if p.team == team and p.index not in drawn)


def end_game(game: GameState, winners: tuple[int, ...], reason: str, rule: str) -> None:
    game.winners = winners
    game.end_reason = reason
    game.pending = None
    game.tasks = ()
    reveal_face_down(game)  # 708.9: at the end of the game
    game.emit("game_over", None, {"winners": list(winners), "reason": reason,
                                  "turn": game.turn}, rule)
    game.over = True


def limits_range(game: GameState) -> bool:
    """Is the limited range of influence option (CR 801) in use?"""
    return any(h.limits_influence for h in game.hooks)


def win(game: GameState, player: int, rule: str = "104.2b") -> None:
    """An effect states that ``player`` wins the game (CR 104.2b).

    A variant may decide what that means (809.5a: an emperor's team wins, through
    ``Variant.player_wins``).  With a limited range of influence, each of the player's
    opponents within their range loses instead (801.14, 104.3h) and the game may go on;
    otherwise every opponent loses, so the player's team wins (104.2a, 104.2c)."""
    if game.over or game.players[player].left:
        return
    game.emit("wins_by_effect", player, {"player": game.players[player].name}, rule)
    for hook in game.hooks:
        if hook.player_wins(game, player):  # type: ignore[arg-type]
            check_game_over(game)
            return
    ranged = limits_range(game)
    for q in game.opponents(player):  # within range only, if ranges are limited (801.2)
        lose(game, q, "801.14" if ranged else rule,
             f"{game.players[player].name} won the game")
    check_game_over(game)


def draw_game(game: GameState, player: int, rule: str = "104.4c") -> None:
    """The effect of a spell or ability ``player`` controls states that the game is a draw
    (CR 104.4c).  With a limited range of influence it is a draw only for ``player`` and the
    players within their range, who leave the game; the rest play on (801.15, 104.4e)."""
    if game.over:
        return
    if not limits_range(game):
        end_game(game, (), "an effect made the game a draw", rule)
        return
    from casualmagic.core.hooks import within_influence

    drawn = [q for q in game.in_turn_order(player)
             if q == player or within_influence(game, player, ("player", q))]
    leave_with_a_draw(game, drawn, "801.15")


def draw_by_loop(game: GameState, controllers: list[int]) -> None:
    """A loop of mandatory actions that no one can stop (104.4b): the game is a draw.  With
    a limited range of influence it is a draw only for each player who controls an object
    involved in the loop and each player within the range of any of them; they leave and
    the rest play on (801.16, 104.4f).  The engine doesn't detect loops itself: this is
    what a detector (or the players, 104.4b) calls with the loop's controllers."""
    if game.over:
        return
    if not limits_range(game):
        end_game(game, (), "a loop of mandatory actions: the game is a draw", "104.4b")
        return
    from casualmagic.core.hooks import within_influence

    drawn = [q for q in game.living()
             if q in controllers or any(within_influence(game, c, ("player", q))
                                        for c in controllers)]
    leave_with_a_draw(game, drawn, "801.16")


def leave_with_a_draw(game: GameState, players: list[int], rule: str, *,
                      end_check: bool = True) -> None:
    """The game is a draw for ``players``: they leave it (801.15, 801.16; 809.5c).
    ``end_check=False`` when called while an outer draw is still removing players."""
    players = [q for q in players if not game.players[q].left]
    if not players:
        return
    if set(players) >= set(game.living()):
        end_game(game, (), "the game is a draw for every player still in it", rule)
        return
    game.vset("drawn_players", (*game.vget("drawn_players", ()), *players))
    for q in players:
        game.emit("game_drawn_for", q, {"player": game.players[q].name}, rule)
    _together(game, players, lambda q: None if game.players[q].left else leave(game, q))
    if end_check:
        check_game_over(game)


def concede(game: GameState, player: int) -> None:
    """CR 104.3a: ``player`` concedes: they leave the game at once and lose it.

    Whatever decision was pending is re-offered: priority passes on (800.4j), and a
    choice of the player who left goes to a stand-in (800.4f–800.4h)."""
    from casualmagic.core.flow import ask

    d = game.pending
    game.vset("conceded", (*game.vget("conceded", ()), player))  # for 810.8b
    lose(game, player, "104.3a", "conceded")
    check_game_over(game)
    if game.over or d is None:
        return
    if d.kind == "priority":  # recomputed: the objects that left are no longer options
        game.pending = None
    elif d.kind in ("attack", "block"):  # the declaration goes on without what left
        from casualmagic.core.flow import push

        game.pending = None
        push(game, _without_leavers(game, d.resume))
    elif game.players[d.player].left:
        game.pending = None
        ask(game, d.player, d.kind, d.options, d.rule, d.resume, d.prompt)


def _without_leavers(game: GameState, resume: tuple) -> tuple:
    """An attack or block declaration in progress (508.1, 509.1) without the creatures and
    players that have left the game (800.4a); its handler then offers what is left."""
    def here(ref: tuple) -> bool:
        kind, ident = ref
        if kind == "player":
            return not game.players[ident].left
        return ident in game.objects and game.objects[ident].zone == "battlefield"

    if resume[0] == "declare_attackers":
        chosen = tuple(c for c in resume[1] or () if here(("object", c[0])) and here(c[1]))
        return (resume[0], chosen)
    blocks = tuple(x for x in (resume[2] if len(resume) > 2 else ())
                   if all(here(("object", i)) for i in x if isinstance(i, int)))
    return (resume[0], resume[1], blocks)
