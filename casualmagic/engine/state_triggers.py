"""State triggers of permanents (603.8): "When you control no Islands, sacrifice this
creature." — a triggered ability (``event == "state"``) that triggers as soon as the game
state matches its condition (its ``condition``, read by ``engine.triggers.condition_holds``),
checked here whenever state-based actions are (704.3: before a player would receive
priority), so it goes on the stack at the next available opportunity.

603.8: it doesn't trigger again until the ability has resolved, has been countered or has
otherwise left the stack — while it waits to be put on the stack or is on it, it is not
queued again; then, if the object is still on the battlefield and the state still matches,
it triggers again.  The condition is the trigger, not an intervening "if" (603.4): it is not
checked again as the ability resolves (``engine.triggers.still_true_on_resolution``).

The permanents whose card has a state trigger are found again only when the battlefield
changes (kept in the state's per-game ``keyword_cache`` with the battlefield they were found
on, as ``engine.actions`` keeps the permanents with any-player abilities), so the check costs
nothing on a battlefield without them.
"""

from __future__ import annotations

from casualmagic.core.state import GameState
from casualmagic.engine import continuous as cont
from casualmagic.engine import rule_hooks
from casualmagic.engine.triggers import queue_trigger

STATE = "state"
"""The trigger event of a state trigger (603.8)."""
_MEMO = "state triggers"


def _with_state_triggers(game: GameState) -> tuple[int, ...]:
    memo = game.keyword_cache
    if memo is None:
        memo = game.keyword_cache = {}
    hit = memo.get(_MEMO)
    if hit is not None and hit[0] is game.battlefield:
        return hit[1]
    objs = game.objects
    found = tuple(oid for oid in game.battlefield if STATE in objs[oid].card.trigger_events)
    memo[_MEMO] = (game.battlefield, found)
    return found


def check_state_triggers(game: GameState) -> bool:
    """Queue the state triggers of permanents whose state matches now (603.8).  Returns
    False: queuing a trigger is not a state-based action (the triggers go on the stack before
    the player receives priority, 117.5)."""
    found = _with_state_triggers(game)
    if not found:
        return False
    objs = game.objects
    pending = {(t[0], t[2]) for t in game.waiting_triggers}
    pending |= {(objs[i].source, objs[i].ability) for i in game.stack
                if objs[i].kind == "ability"}
    for oid in found:
        o = objs.get(oid)
        if o is None or o.zone != "battlefield":
            continue
        for ab in cont.triggered_abilities(game, o):  # the abilities it has now (613.1f)
            if ab.event == STATE and (oid, ab) not in pending:
                queue_trigger(game, oid, o.card, ab, o.controller)  # if the state matches
    return False


rule_hooks.STATE_BASED_ACTIONS.append(check_state_triggers)
