"""Turn structure and priority (CR 500–514, 117).

The position in a turn is ``game.step`` (an index into
:data:`~casualmagic.core.state.STEPS`) plus ``game.stage``:

* ``step_begin`` — turn-based actions of the step are due (CR 703);
* ``priority`` — players pass priority around (CR 117.3–117.4);
* ``step_end`` — the step ends: mana empties (500.4), the next step begins.

:func:`advance` moves the game on by one stage whenever no task is pending.

Longer than 600 lines: the turn is one state machine (steps, turn-based actions, priority,
the cleanup step) and reads best as one.
"""

from __future__ import annotations

from casualmagic.cards.vocabulary import DOESNT_UNTAP
from casualmagic.core.dispatch import CARD_DRAWN, STEP_BEGAN, provide, publish
from casualmagic.core.flow import ask, handler, push
from casualmagic.core.state import (
    ATTACKERS,
    BEGIN_COMBAT,
    BLOCKERS,
    CLEANUP,
    DAMAGE,
    DRAW,
    END,
    END_COMBAT,
    FIRST_STRIKE,
    MAIN1,
    MAIN2,
    STEPS,
    UNTAP,
    UPKEEP,
    GameState,
)
from casualmagic.core.visibility import move_visibility
from casualmagic.engine import actions, rule_hooks, sba, simultaneous
from casualmagic.engine import continuous as cont
from casualmagic.engine.combat import any_first_strike, end_combat
from casualmagic.engine.continuous import end_effects
from casualmagic.engine.ending import end_game
from casualmagic.engine.primitives import untap
from casualmagic.engine.replacement import end_replacements
from casualmagic.engine.triggers import put_triggers_on_stack, triggers_placeable


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
    if step in (UPKEEP, END, MAIN2, BEGIN_COMBAT, DRAW):  # MAIN2: each postcombat main
        publish(game, STEP_BEGAN, step)  # (505.1a); BEGIN_COMBAT: "at the beginning of combat"
        # (507.1); DRAW: "at the beginning of your draw step", after the draw (504.1, 504.2)
    elif step == MAIN1:  # 714.3b: lore counters as the precombat main phase begins
        from casualmagic.engine.faces import precombat_main

        precombat_main(game)
        publish(game, STEP_BEGAN, step)  # "at the beginning of your precombat main phase"
    elif step in (ATTACKERS, END_COMBAT) and game.delayed:  # hook: "at the beginning of that
        publish(game, STEP_BEGAN, step)  # player's next declare attackers step", "at end of
        # combat" (511.2) delayed triggers (603.7)
    for hook in game.hooks:
        hook.turn_based_actions(game, step)  # type: ignore[arg-type]


def untap_step(game: GameState) -> None:
    """CR 502.3: the active player untaps all their permanents (502.1: phasing first,
    ``rule_hooks.UNTAP_STEP_BEGINS``; 502.2, 728.2: day and night are checked next)."""
    for hook in rule_hooks.UNTAP_STEP_BEGINS:
        hook(game)
    if game.vstate and game.vget("day_night"):
        from casualmagic.engine.faces import untap_step_check

        untap_step_check(game)
    objs = game.objects
    instead = untap_replacements(game)  # 614.1: e.g. "put two +1/+1 counters on it instead"
    held = untap_holds_now(game)  # "doesn't untap during its controller's next untap step"
    untapped: list[int] = []
    for oid in game.battlefield:
        o = objs[oid]
        if o.tapped and o.controller == game.active:
            if cont.has_keyword(game, o, DOESNT_UNTAP) or oid in held:
                continue  # "doesn't untap during its controller's untap step" (502.3)
            if instead and untap_replaced(game, oid, instead):
                continue
            untapped += untap(game, (oid,))
    if untapped:
        game.emit("untap", game.active, {"objects": untapped}, "502.3")


UNTAP_HOLDS = "untap_holds"
"""Key of the game's state: the permanents that don't untap during their controller's next
untap step (502.3, set by ``effects.untap_holds``)."""


def untap_holds_now(game: GameState) -> frozenset[int]:
    """The permanents the active player controls that are held through this untap step
    (502.3: "doesn't untap during its controller's next untap step"); their marks are used
    up, and those of objects no longer on the battlefield dropped (400.7)."""
    held = game.vget(UNTAP_HOLDS) if game.vstate else None
    if not held:
        return frozenset()
    objs = game.objects
    now = frozenset(i for i in held if i in objs and objs[i].controller == game.active)
    game.vset(UNTAP_HOLDS, tuple(i for i in held if i in objs and i not in now
                                 and objs[i].zone == "battlefield"))
    return now


def draw_step(game: GameState) -> None:
    """CR 504.1: the active player draws a card (the first turn's draw step may be skipped
    as a whole: :func:`skips_first_draw_step`)."""
    draw_cards(game, game.active, 1, "504.1")


def skips_first_draw_step(game: GameState) -> bool:
    """CR 103.8a–b: in a two-player game the player who plays first, in Two-Headed Giant
    the team who plays first (810.6), skips the draw step of their first turn: no draw, no
    priority, no "at the beginning of your draw step" triggers (500.11: as though it didn't
    exist).  Other multiplayer games skip nothing (103.8c)."""
    return game.turn == 1 and game.options.skips_first_draw


def skip_first_draw_step(game: GameState) -> None:
    """Log the skipped draw step for each player of the starting team (103.8a; 103.8b and
    810.6 in Two-Headed Giant)."""
    active = game.active
    if not game.options.teams:
        game.emit("skip_draw", active, {}, "103.8a")
        return
    team = game.players[active].team
    for p in game.players:
        if p.team == team and not p.left:
            game.emit("skip_draw", p.index, {}, "103.8b" if p.index == active else "810.6")


def draw_cards(game: GameState, player: int, n: int, rule: str) -> None:
    """Draw ``n`` cards one at a time (CR 121.2); an empty library marks 704.5b."""
    for _ in range(n):
        lib = game.players[player].library
        if not lib:
            game.player_w(player).drew_from_empty = True
            game.emit("draw_from_empty", player, {}, "121.4")
            continue
        before = game.objects[lib[0]]
        new = game.move(lib[0], "hand")
        if game.objects[new].zone != "hand":  # replaced (903.9b): it was not drawn (614.6)
            continue
        if draws_revealed(game):  # "Players reveal each card they draw" (701.16a, Sea of Sand)
            game.emit("draw", player, {"object": new, "card": game.objects[new].card.name,
                                       "revealed": True}, rule)
        else:  # seen by the drawer, and by anyone who saw it on top (401.2, 402.3, 701.16a)
            game.emit("draw", player, {"object": new, "card": game.objects[new].card.name},
                      rule, visible_to=move_visibility(before, game.objects[new]),
                      hidden=("object", "card"))
        publish(game, CARD_DRAWN, player, new)  # "whenever you draw" (603.2)


def draws_revealed(game: GameState) -> bool:
    """Does a static ability make players reveal each card they draw (701.16a)?"""
    from casualmagic.engine.casting_rules import casting_rules

    for op, _a, _c in casting_rules(game):  # a loop: asked at every draw
        if op == "reveal_each_card_drawn":
            return True
    return False


@handler("cleanup")
def _cleanup(game: GameState, task: tuple, answer: object) -> None:
    """CR 514.1–514.3a: discard to hand size, remove damage, end "this turn" effects."""
    from casualmagic.engine.lands import no_max_hand_size

    p = game.players[game.active]
    if p.max_hand_size is not None and len(p.hand) > p.max_hand_size \
            and not no_max_hand_size(game, game.active):  # 402.2
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
    waiting = game.waiting_triggers and (not game.parallel or triggers_placeable(game))  # 807.5b
    if sba.check_now(game) or waiting:
        game.vset("cleanup_again", True)
        game.stage = "priority"


@handler("discard_choice")
def _discard_choice(game: GameState, task: tuple, answer: object) -> None:
    """Discard ``n`` cards of the player's choice, one decision per card (CR 701.8)."""
    _, player, n, rule = task
    if answer is not None:
        from casualmagic.engine.primitives import discard_card

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
        nxt = simultaneous.next_with_priority(game, p)  # 807.5a: not for this stack
        if nxt == p:  # nobody has priority for it: as though all had passed (117.4)
            _all_passed(game)
        else:
            game.priority = nxt
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
            _all_passed(game)
        else:
            game.priority = (simultaneous.next_with_priority(game, p) if limited
                             else game.next_player(p))
        return
    game.passes = 0  # 117.3c: the acting player receives priority again
    actions.take_action(game, p, answer)


def _all_passed(game: GameState) -> None:
    """CR 117.4: all players passed in succession: the top of the stack resolves, or the
    step ends."""
    game.passes = 0
    if game.stack:
        game.priority = game.active  # 117.3b: after resolution
        push(game, ("resolve_top",))
    else:
        game.priority = None
        game.stage = "step_end"


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
    nxt = after_phase(game, step, nxt)  # 500.8 added phases, 614.10 skipped steps
    if nxt == DRAW and skips_first_draw_step(game):
        skip_first_draw_step(game)
        nxt = after_phase(game, DRAW, DRAW + 1)
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
        # 500.7: an extra turn comes before turn order goes on (with simultaneous turns the
        # variant places them, 807.4i-j, through next_turn)
        extra = take_extra_turn(game) if not game.parallel else None
        if extra is not None:
            begin_turn(game, extra)
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
            state = tuple(kv for h in game.hooks
                          for kv in h.initial_turn_state(game, player))  # type: ignore[arg-type]
            simultaneous.add_turn(game, player, marker, state)
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


def _turn_limit_reached(game: GameState, player: int, limit: int) -> None:
    """The ``max_turns`` game option (not a rule): no turn after turn ``limit`` begins, and
    the game ends as a draw once every turn begun has ended (with simultaneous turns,
    807.4, ``player`` holds their turn marker while the others finish)."""
    if game.parallel and any(t.stage != simultaneous.WAITING for t in game.parallel):
        game.active = player
        game.stage = simultaneous.WAITING
        game.priority = None
        game.passes = 0
        game.combat = None
        return
    game.turn = max(game.turn, game.turns_begun)
    end_game(game, (), f"the turn limit of {limit} turn{'s' if limit != 1 else ''} (--max-turns, "
             "a game option, not a rule) was reached: the game is a draw", "104.4")


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
    d = game.turn_direction  # turn order may have been reversed (101.4)
    q = (game.active + d) % n
    while q != nxt and q != game.active:
        p = game.players[q]
        if p.left and p.turn_started <= game.turn:
            game.player_w(q).turn_started = game.turn + 1
            game.emit("turn_not_begun", q, {"player": p.name}, "800.4k")
        q = (q + d) % n


def begin_turn(game: GameState, player: int) -> None:
    if game.replacements and turn_skipped(game, player):  # 614.10: as though it didn't exist
        game.active = player
        start_next_turn(game)
        return
    limit = game.options.max_turns
    if limit is not None and max(game.turn, game.turns_begun) >= limit:
        _turn_limit_reached(game, player, limit)
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
    for hook in game.hooks:  # e.g. 901.6: the active player becomes the planar controller
        hook.turn_begins(game, player)  # type: ignore[arg-type]
    skip_first_steps(game)  # 614.10: e.g. "Players skip their untap steps"



# -- changes to the turn structure (CR 500.7–500.11, 614.10, 721.1) ---------------------------
# Each is a small function of its own; the core functions above call them at one point each.

PHASE_FIRST_STEP = {"beginning": UNTAP, "combat": BEGIN_COMBAT, "main": MAIN2, "ending": END}
"""Where an additional phase begins (500.8).  An additional main phase is a postcombat main
phase (505.1a), so it uses the second main phase's place in :data:`STEPS`."""


def _phase_name(step: int) -> str:
    """The phase a step belongs to, with both main phases called ``main`` (505.1)."""
    phase = STEPS[step][0]
    return "main" if phase.endswith("_main") else phase


def is_main_phase(game: GameState) -> bool:
    """Is it a main phase now? (CR 505.1: precombat or postcombat main phase)"""
    return game.stage != "setup" and _phase_name(game.step) == "main"


def turn_taker(game: GameState, player: int) -> int:
    """Who takes a turn or phase given to ``player``: the player, or under shared team turns
    the player's team (805.8), represented by the player a hook names."""
    for hook in game.hooks:
        taker = hook.turn_taker(game, player)  # type: ignore[arg-type]
        if taker is not None:
            return taker
    return player


def add_extra_turns(game: GameState, players: list[int], rule: str = "500.7") -> None:
    """CR 500.7: each of ``players`` (in APNAP order) gets an extra turn directly after this
    one; they are added one at a time, and the most recently created is taken first.  805.8:
    a team takes a turn given to one of its players, and a single effect giving the same turn
    to several players of one team gives that team one turn."""
    added: list[int] = []
    for p in players:
        taker = turn_taker(game, p)
        if taker in added or game.players[taker].left:
            continue
        added.append(taker)
        game.vset("turn.extra", (*game.vget("turn.extra", ()), taker))
        game.emit("extra_turn_added", taker, {"player": game.players[taker].name,
                                              "for": game.players[p].name}, rule)


def take_extra_turn(game: GameState) -> int | None:
    """The player who takes the next turn if it is an extra turn (500.7: the most recently
    created first), or None.  When the extra turns are over, turn order goes on from the
    player whose turn they followed (``game.active`` is set back to them)."""
    queue = game.vget("turn.extra", ())
    while queue:
        player, queue = queue[-1], queue[:-1]
        game.vset("turn.extra", queue)
        if game.players[player].left:
            game.emit("turn_not_begun", player, {"player": game.players[player].name}, "800.4k")
            continue
        if game.vget("turn.order_after") is None:
            game.vset("turn.order_after", game.active)
        game.emit("extra_turn", player, {"player": game.players[player].name}, "500.7")
        return player
    after = game.vget("turn.order_after")
    if after is not None:
        game.vset("turn.order_after", None)
        game.active = after  # the next turn in turn order follows the turn the extras followed
    return None


def add_phases(game: GameState, phases: tuple[str, ...], rule: str = "500.8") -> None:
    """CR 500.8: add ``phases`` (e.g. ``("combat", "main")``: "an additional combat phase
    after this phase, followed by an additional main phase") directly after the current
    phase; phases created later after the same phase occur first."""
    bad = [p for p in phases if p not in PHASE_FIRST_STEP]
    if bad:
        raise ValueError(f"unknown phase(s) {bad} (known: {', '.join(PHASE_FIRST_STEP)})")
    game.vset("turn.added_phases", (*phases, *game.vget("turn.added_phases", ())))
    game.emit("phases_added", game.active, {"phases": list(phases),
                                            "after": _phase_name(game.step)}, rule)


def after_phase(game: GameState, step: int, nxt: int) -> int:
    """The step that follows ``step`` given the normal next step ``nxt``: when a phase ends,
    an added phase comes first (500.8), and after the added phases the turn goes on where
    it would have (500.8: they were added "directly after" the phase); skipped steps are
    passed over (500.11, 614.10)."""
    if _phase_name(nxt) != _phase_name(step) or nxt <= step:
        queue = game.vget("turn.added_phases", ())
        if queue:
            game.vset("turn.added_phases", queue[1:])
            if game.vget("turn.resume") is None:
                game.vset("turn.resume", nxt)
            game.emit("additional_phase", game.active, {"phase": queue[0]}, "500.8")
            nxt = PHASE_FIRST_STEP[queue[0]]
        else:
            resume = game.vget("turn.resume")
            if resume is not None:
                game.vset("turn.resume", None)
                nxt = resume
    return skip_steps(game, nxt)


def _skip_effect(game: GameState, name: str, player: int) -> object | None:
    """The skip effect (614.1b, 614.10) that applies to ``player``'s next ``name`` (a step or
    phase name, or ``"turn"``), if any: the ``skip_step`` static or a one-shot effect ("skip
    your next untap step", ``uses`` 1).  ``who`` is ``"each player"`` or ``"you"`` (805.8: a
    player's team skips what the player skips).  A static one applies first, so one-shot
    effects keep waiting for an occurrence to skip (614.10a)."""
    from casualmagic.engine.replacement import current

    found = [r for r in current(game) if r.op == "skip_step" and r.get("step") == name
             and (r.get("who", "each player") == "each player"
                  or turn_taker(game, r.controller) == turn_taker(game, player))]
    found.sort(key=lambda r: r.uses != -1)
    return found[0] if found else None


def _skipped(game: GameState, name: str, player: int) -> bool:
    """Does a skip effect replace ``player``'s ``name`` with nothing?  A one-shot effect is
    satisfied by this occurrence (614.10a) and ends."""
    r = _skip_effect(game, name, player)
    if r is None:
        return False
    if r.uses > 0:  # type: ignore[attr-defined]
        from casualmagic.engine.replacement import use_up

        use_up(game, r, 1)  # type: ignore[arg-type]
    game.emit("skip_step" if name != "turn" else "skip_turn", player,
              {"step": name, "by": r.description}, "614.10")  # type: ignore[attr-defined]
    return True


def skip_steps(game: GameState, step: int) -> int:
    """CR 614.10, 500.11: proceed past skipped steps and phases as though they didn't exist;
    returns the first step that isn't skipped.  The cleanup step is never skipped here."""
    from casualmagic.engine.replacement import current

    for r in current(game):  # a loop: asked at every step
        if r.op == "skip_step":
            break
    else:
        return step  # the usual case: nothing is skipped
    while step < CLEANUP:
        phase = _phase_name(step)
        first_of_phase = step == 0 or _phase_name(step - 1) != phase
        if first_of_phase and _skipped(game, phase, game.active):
            last = step
            while last + 1 < CLEANUP and _phase_name(last + 1) == phase:
                last += 1
            return after_phase(game, last, last + 1)
        if not _skipped(game, STEPS[step][1], game.active):
            return step
        step += 1
    return step


def turn_skipped(game: GameState, player: int) -> bool:
    """CR 614.10: is ``player``'s turn that would begin now skipped ("skip your next turn")?
    Then the game proceeds past it as though it didn't exist (500.11)."""
    return game.turn >= 1 and _skipped(game, "turn", player)


def skip_first_steps(game: GameState) -> None:
    """As a turn begins: skip its first steps if effects say so (e.g. "Players skip their
    untap steps", 614.10); anything the turn had scheduled from before is forgotten."""
    game.vset("turn.added_phases", ())
    game.vset("turn.resume", None)
    first = skip_steps(game, UNTAP)
    if first != UNTAP:
        game.step = first
        phase, name, rule = STEPS[first]
        game.emit("step", game.active, {"phase": phase, "step": name}, rule)


def untap_replacements(game: GameState, player: int | None = None) -> list:
    """"If a creature you control would untap during your untap step, put two +1/+1 counters
    on it instead" (614.1 on 502.3): the ``untap_instead`` statics of the active player (or
    of ``player``, another player of the active team, 805.4)."""
    from casualmagic.engine.replacement import current

    who = game.active if player is None else player
    return [r for r in current(game) if r.op == "untap_instead" and r.controller == who]


def untap_replaced(game: GameState, oid: int, found: list) -> bool:
    """Apply the first untap replacement matching ``oid`` (614.1, 614.5): put its counters
    on the permanent instead of untapping it.  Returns True if the untap was replaced."""
    from casualmagic.cards.vocabulary import parse_filter
    from casualmagic.engine.primitives import add_counters
    from casualmagic.engine.targets import matches_filter_base

    o = game.objects[oid]
    for r in found:
        if matches_filter_base(game, parse_filter(r.get("filter", "permanent")), o, r.controller):
            game.emit("untap_replaced", r.controller, {"object": oid, "card": o.card.name,
                                                      "text": r.description}, "614.1")
            add_counters(game, oid, r.get("kind", "+1/+1"), r.get("amount", 1), "614.1",
                         sync=True)
            return True
    return False


def first_main_phase(game: GameState) -> bool:
    """Is this main phase the turn's first (its precombat main phase, 505.1a)?  Read from
    this turn's step events: only one main phase has begun so far."""
    return sum(1 for ev in game.events_this_turn()
               if ev.kind == "step" and ev.data.get("step") == "main") == 1


def attacked_this_turn(game: GameState) -> list[int]:
    """Permanents that attacked this turn and are still the same objects (508.1, 400.7):
    read from this turn's declare-attackers events, so nothing extra is remembered."""
    out: list[int] = []
    for e in game.events_this_turn():
        if e.kind == "attackers":
            out.extend(a[0] for a in e.data["attackers"] if a[0] not in out)
    return [i for i in out if i in game.objects and game.objects[i].zone == "battlefield"]


def reverse_turn_order(game: GameState, rule: str = "101.4") -> None:
    """"Reverse the game's turn order": play proceeds the other way around the table (101.4
    turn order, used by APNAP order too).  Seats don't move: seat distance (range of
    influence, 801) and attacking left or right (803.1) are unchanged."""
    game.turn_direction = -game.turn_direction
    game.emit("turn_order_reversed", game.active,
              {"direction": "clockwise" if game.turn_direction == 1 else "counterclockwise"},
              rule)


def end_the_turn(game: GameState, rule: str = "721.1") -> None:
    """CR 721.1: end the turn.  Triggered abilities waiting to be put on the stack cease to
    exist (721.1a); every object on the stack is exiled, abilities cease to exist (721.1b);
    state-based actions are checked (721.1c); the current step ends, creatures are removed
    from combat and the game goes straight to the cleanup step (721.1d, 721.1e), where
    triggers that trigger from now on are put on the stack (721.1f, 514.3a)."""
    if game.waiting_triggers:
        game.emit("triggers_cease", game.active, {"count": len(game.waiting_triggers)}, "721.1a")
        game.waiting_triggers = ()
    for oid in reversed(game.stack):
        o = game.objects[oid]
        if o.kind == "ability" or o.is_copy:
            game.cease_to_exist(oid)
            game.emit("exile", o.controller, {"card": o.card.name, "from": "stack",
                                              "ability": True}, "721.1b")
        else:
            new = game.move(oid, "exile")
            game.emit("exile", o.controller, {"object": new, "card": o.card.name,
                                              "from": "stack"}, "721.1b")
    game.sba_dirty = True
    sba.check_now(game)
    for p in game.players:
        if any(p.mana_pool):
            game.player_w(p.index).mana_pool = (0, 0, 0, 0, 0, 0)
            game.emit("mana_empties", p.index, {}, "500.4")
    if game.combat is not None:
        end_combat(game)
    game.vset("turn.added_phases", ())
    game.vset("turn.resume", None)
    game.priority = None
    game.passes = 0
    game.pending = None  # no player gets priority during this process (721.1c, 721.1f)
    game.emit("end_the_turn", game.active, {"from_step": STEPS[game.step][1]}, rule)
    game.step = CLEANUP
    game.stage = "step_begin"
    game.emit("step", game.active, {"phase": "ending", "step": "cleanup"}, "721.1d")


provide("advance", advance)  # the core runs the turn structure through this (500.1)
