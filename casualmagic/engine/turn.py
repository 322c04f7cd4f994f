"""Turn structure and priority (CR 500–514, 117).

The position in a turn is ``game.step`` (an index into
:data:`~casualmagic.engine.state.STEPS`) plus ``game.stage``:

* ``step_begin`` — turn-based actions of the step are due (CR 703);
* ``priority`` — players pass priority around (CR 117.3–117.4);
* ``step_end`` — the step ends: mana empties (500.4), the next step begins.

:func:`advance` moves the game on by one stage whenever no task is pending.
"""

from __future__ import annotations

from casualmagic.engine import actions, sba, simultaneous
from casualmagic.engine.combat import any_first_strike, end_combat
from casualmagic.engine.continuous import end_effects
from casualmagic.engine.ending import end_game
from casualmagic.engine.flow import ask, handler, push
from casualmagic.engine.replacement import end_replacements
from casualmagic.engine.state import (
    ATTACKERS,
    BLOCKERS,
    CLEANUP,
    DAMAGE,
    DRAW,
    END,
    END_COMBAT,
    FIRST_STRIKE,
    STEPS,
    UNTAP,
    UPKEEP,
    GameState,
)
from casualmagic.engine.triggers import (
    beginning_of_step,
    card_drawn,
    put_triggers_on_stack,
    triggers_placeable,
)


def advance(game: GameState) -> None:
    """Do the next piece of turn structure (called when no task is pending).  With
    simultaneous turns (807.4) the turns move on in rotation: after each pass of priority
    and between steps, the next turn goes on from where it was."""
    if game.parallel and (game.rotate_due or game.stage == "step_begin"
                          or game.stage == simultaneous.WAITING):
        game.rotate_due = False
        simultaneous.rotate(game)
    stage = game.stage
    if stage == simultaneous.WAITING:
        _begin_waiting_turn(game)
        return
    if stage == "priority":
        offer_priority(game)
    elif stage == "step_begin":
        begin_step(game)
    elif stage == "step_end":
        end_step(game)
    else:  # pragma: no cover - a bug, not a user error
        raise RuntimeError(f"unknown stage {stage!r}")


# -- beginning of steps: turn-based actions (CR 703) -----------------------------------------

def begin_step(game: GameState) -> None:
    step = game.step
    game.priority = None
    game.passes = 0
    if step == UNTAP:
        untap_step(game)
        game.stage = "step_end"  # CR 502.4: no player receives priority
    elif step == CLEANUP:
        game.stage = "step_end"
        push(game, ("cleanup",))
    else:
        game.stage = "priority"
        if step == DRAW:
            draw_step(game)
        elif step == ATTACKERS:
            push(game, ("declare_attackers", 0))
        elif step == BLOCKERS:
            push(game, ("declare_blockers", 0))
        elif step in (FIRST_STRIKE, DAMAGE):
            push(game, ("combat_damage", step == FIRST_STRIKE))
    if step == UPKEEP or step == END:
        beginning_of_step(game, step)
    for hook in game.hooks:
        hook.turn_based_actions(game, step)  # type: ignore[arg-type]


def untap_step(game: GameState) -> None:
    """CR 502.3: the active player untaps all their permanents."""
    untapped = []
    objs = game.objects
    for oid in game.battlefield:
        o = objs[oid]
        if o.tapped and o.controller == game.active:
            game.obj_w(oid).tapped = False
            untapped.append(oid)
    if untapped:
        game.emit("untap", game.active, {"objects": untapped}, "502.3")


def draw_step(game: GameState) -> None:
    """CR 504.1: the active player draws a card (103.8a: not on the very first turn of 2 players)."""
    if game.turn == 1 and game.options.skips_first_draw:
        game.emit("skip_draw", game.active, {}, "103.8a")
        return
    draw_cards(game, game.active, 1, "504.1")


def draw_cards(game: GameState, player: int, n: int, rule: str) -> None:
    """Draw ``n`` cards one at a time (CR 121.2); an empty library marks 704.5b."""
    for _ in range(n):
        lib = game.players[player].library
        if not lib:
            game.player_w(player).drew_from_empty = True
            game.emit("draw_from_empty", player, {}, "121.4")
            continue
        new = game.move(lib[0], "hand")
        game.emit("draw", player, {"object": new, "card": game.objects[new].card.name},
                  rule, private_to=player, hidden=("object", "card"))
        card_drawn(game, player)


@handler("cleanup")
def _cleanup(game: GameState, task: tuple, answer: object) -> None:
    """CR 514.1–514.3a: discard to hand size, remove damage, end "this turn" effects."""
    p = game.players[game.active]
    if p.max_hand_size is not None and len(p.hand) > p.max_hand_size:
        push(game, ("cleanup_after_discard",))
        push(game, ("discard_choice", game.active, len(p.hand) - p.max_hand_size, "514.1"))
        return
    _cleanup_rest(game)


@handler("cleanup_after_discard")
def _cleanup_after(game: GameState, task: tuple, answer: object) -> None:
    _cleanup_rest(game)


def _cleanup_rest(game: GameState) -> None:
    damaged = [oid for oid in game.battlefield if game.objects[oid].damage
               or game.objects[oid].deathtouch_damage]
    for oid in damaged:
        o = game.obj_w(oid)
        o.damage = 0
        o.deathtouch_damage = False
    ended = end_effects(game, "end_of_turn")
    if game.replacements:
        end_replacements(game, "end_of_turn")  # 514.2: "this turn" prevention effects end
    if damaged or ended:
        game.emit("cleanup", game.active, {"damage_removed": damaged, "effects_ended": ended},
                  "514.2")
    # CR 514.3a: if state-based actions or triggers are waiting, players get priority
    game.sba_dirty = True
    if sba.check_now(game) or game.waiting_triggers:
        game.vset("cleanup_again", True)
        game.stage = "priority"


@handler("discard_choice")
def _discard_choice(game: GameState, task: tuple, answer: object) -> None:
    """Discard ``n`` cards of the player's choice, one decision per card (CR 701.8)."""
    _, player, n, rule = task
    if answer is not None:
        from casualmagic.engine.effects import discard_card

        discard_card(game, player, answer[1], rule)  # type: ignore[index]
        n -= 1
    if n <= 0 or not game.players[player].hand:
        return
    hand = game.players[player].hand
    options = game.distinct_card_options(hand, "discard")
    ask(game, player, "discard", options, rule, ("discard_choice", player, n, rule),
        f"Discard {n} card{'s' if n > 1 else ''}")


# -- priority (CR 117) ---------------------------------------------------------------------

def offer_priority(game: GameState) -> None:
    """Give priority to the player who has it, after SBAs and triggers (CR 117.5)."""
    if game.priority is None:
        game.priority = game.active  # CR 117.3a
        game.passes = 0
    if game.sba_dirty:
        if sba.check_now(game):
            return  # something happened (or a choice is pending): check again
    limited = game.parallel and simultaneous.limits_priority(game)
    if game.waiting_triggers and (not limited or triggers_placeable(game)):
        put_triggers_on_stack(game)
        return
    p = game.priority
    if game.players[p].left:
        game.priority = game.next_player(p)
        return
    if limited and not simultaneous.receives_priority(game, p):
        game.priority = simultaneous.next_with_priority(game, p)  # 807.5a: not for this stack
        return
    options = actions.legal_actions(game, p)
    ask(game, p, "priority", options, "117.3", ("priority",))


@handler("priority")
def _priority_answer(game: GameState, task: tuple, answer: tuple) -> None:
    p = game.priority
    assert p is not None
    if answer[0] == "pass":
        # CR 117.3d, 117.4
        game.passes += 1
        game.rotate_due = bool(game.parallel)  # 807.4: the other turns go on meanwhile
        limited = game.parallel and simultaneous.limits_priority(game)
        if game.passes >= (simultaneous.n_with_priority(game) if limited else game.n_living):
            game.passes = 0
            if game.stack:
                game.priority = game.active  # 117.3b: after resolution
                push(game, ("resolve_top",))
            else:
                game.priority = None
                game.stage = "step_end"
        else:
            game.priority = (simultaneous.next_with_priority(game, p) if limited
                             else game.next_player(p))
        return
    game.passes = 0  # 117.3c: the acting player receives priority again
    actions.take_action(game, p, answer)


# -- ending steps and turns -----------------------------------------------------------------

def end_step(game: GameState) -> None:
    """A step ends: mana empties (CR 500.4); then the next step or turn begins."""
    limited = game.parallel and simultaneous.limits_priority(game)
    for p in game.players:
        if any(p.mana_pool) and (not limited or simultaneous.receives_priority(game, p.index)):
            game.player_w(p.index).mana_pool = (0, 0, 0, 0, 0, 0)
            game.emit("mana_empties", p.index, {}, "500.4")
    step = game.step
    if step == END_COMBAT:
        end_combat(game)
    if step == CLEANUP:
        if game.vget("cleanup_again"):
            game.vset("cleanup_again", False)
            game.stage = "step_begin"  # CR 514.3a: another cleanup step
            return
        start_next_turn(game)
        return
    nxt = step + 1
    if step == ATTACKERS and not _has_attackers(game):
        nxt = END_COMBAT  # CR 508.8
    if nxt == FIRST_STRIKE:
        if not any_first_strike(game):
            nxt = DAMAGE  # CR 510.4: only with first or double strike
    game.step = nxt
    game.stage = "step_begin"
    phase, name, rule = STEPS[nxt]
    data = {"phase": phase, "step": name}
    if game.parallel:  # 807.4: whose turn this step is in
        data["turn_marker"] = game.turn_marker
        data["turn"] = game.turn
    game.emit("step", game.active, data, rule)


def _has_attackers(game: GameState) -> bool:
    return bool(game.combat and game.combat.attackers)


def start_next_turn(game: GameState) -> None:
    """CR 500.1, 101.4 turn order: the next player in the game takes a turn."""
    if game.turn >= 1:
        if game.parallel and any(h.simultaneous_turn_ends(game) for h in game.hooks):  # type: ignore[arg-type]
            simultaneous.end_current_turn(game)  # 807.4g: the turn marker is removed
            return
        nxt = game.next_player(game.active)
        for hook in game.hooks:  # e.g. shared team turns (805.4): the next team's turn
            chosen = hook.next_turn(game, game.active)  # type: ignore[arg-type]
            if chosen is not None:
                nxt = chosen
                break
    else:
        start_first_turn(game)
        return
    if game.n_living < game.n_players:
        _turns_not_begun(game, nxt)
    if game.parallel and not _may_begin_turn(game, nxt):
        _wait_to_begin(game, nxt)
        return
    begin_turn(game, nxt)


def start_first_turn(game: GameState) -> None:
    """The starting player's turn begins (103.8) -- with, in some variants, other players'
    turns at the same time (807.4b): each of those is suspended until its turn to move
    (engine.simultaneous)."""
    starting = game.starting_player
    for hook in game.hooks:
        others = hook.first_simultaneous_turns(game, starting)  # type: ignore[arg-type]
        if others:
            game.turn_marker = 1  # the starting player's turn is the first (807.4b)
        for marker, player in enumerate(others, start=2):
            simultaneous.add_turn(game, player, marker)
    begin_turn(game, starting)


def _may_begin_turn(game: GameState, player: int) -> bool:
    return all(h.may_begin_turn(game, player) for h in game.hooks)  # type: ignore[arg-type]


def _wait_to_begin(game: GameState, player: int) -> None:
    """CR 807.4d: ``player`` has the turn but waits to begin it."""
    game.active = player
    game.stage = simultaneous.WAITING
    game.priority = None
    game.passes = 0
    game.combat = None
    game.emit("turn_waits", player, {"player": game.players[player].name,
                                     "turn_marker": game.turn_marker}, "807.4d")


def _begin_waiting_turn(game: GameState) -> None:
    """A turn that waited begins once it may (807.4d).  Should every turn be waiting (the
    hooks allow no order), the current one begins rather than the game stalling."""
    player = game.active
    if game.players[player].left:  # 800.4k; a variant passes the turn on (807.4c)
        player = game.next_player(player)
    if _may_begin_turn(game, player) or all(t.stage == simultaneous.WAITING
                                            for t in game.parallel):
        begin_turn(game, player)


def _turns_not_begun(game: GameState, nxt: int) -> None:
    """CR 800.4k: the turn of a player who left doesn't begin; 800.4m: their "until your
    next turn" effects last until that turn would have begun, i.e. until now."""
    n = game.n_players
    q = (game.active + 1) % n
    while q != nxt and q != game.active:
        p = game.players[q]
        if p.left and p.turn_started <= game.turn:
            game.player_w(q).turn_started = game.turn + 1
            game.emit("turn_not_begun", q, {"player": p.name}, "800.4k")
        q = (q + 1) % n


def begin_turn(game: GameState, player: int) -> None:
    limit = game.options.max_turns
    if limit is not None and max(game.turn, game.turns_begun) >= limit:
        end_game(game, (), "turn limit (a game option, not a rule) reached: the game is a draw",
                 "104.4")
        return
    game.turns_begun = game.turn = max(game.turn, game.turns_begun) + 1
    game.active = player
    game.step = UNTAP
    game.stage = "step_begin"
    game.priority = None
    game.passes = 0
    game.combat = None
    others = simultaneous.active_players(game)[1:] if game.parallel else ()
    for p in game.players:
        if p.lands_played and p.index not in others:  # 305.2: a land each turn of one's own
            game.player_w(p.index).lands_played = 0
    game.player_w(player).turn_started = game.turn
    data = {"turn": game.turn, "active": game.players[player].name}
    if game.turn_marker:  # 807.4: several turns at once; the log says which turn marker
        data["turn_marker"] = game.turn_marker
    if game.options.teams:  # team formats (CR 808–811): the log says whose team's turn it is
        data["team"] = game.options.team_name(game.players[player].team)
    game.emit("turn", player, data, "500.1")

