"""Several turns at the same time, each with its own stack (CR 807.4–807.5).

Most games have one turn at a time: its active player, step, stack and combat
are the fields ``game.active``, ``game.step``, ``game.stack`` and so on.  A
variant may run several turns at once (Grand Melee's turn markers, 807.4).
Then the turn being played *now* keeps those fields, and every other one
waits, suspended, as a :class:`TurnInProgress` in ``game.parallel``.

The engine plays simultaneous turns by interleaving them: after each pass of
priority, and as a step is over, :func:`rotate` suspends the current turn and
resumes the next one from where it was.  So each stack fills and resolves on
its own (a player who acts keeps priority for that stack, 117.3c), while the
other turns go on.  Every rule of the core reads
the current turn's fields, so a spell is put on the stack of the turn its
caster acted in (807.5b), a step ends when the players with priority for its
stack pass in succession (807.5a with 117.4), and "the active player" of a
rule is that turn's (807.4: each turn marker represents an active player's
turn).  Which players get priority for a stack, who begins a turn when, and
when a turn stops are the variant's, through the hooks
``first_simultaneous_turns``, ``receives_priority``, ``may_begin_turn`` and
``simultaneous_turn_ends``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from casualmagic.core.dispatch import provide

if TYPE_CHECKING:
    from casualmagic.core.state import GameState

WAITING = "waiting"
"""The stage of a turn that has a player but hasn't begun (807.4d: it waits)."""


@dataclass(frozen=True, slots=True)
class TurnInProgress:
    """One suspended turn: the turn fields of :class:`GameState` while another plays."""

    marker: int  # which of the simultaneous turns (807.4b numbers the turn markers)
    active: int
    turn: int
    step: int
    stage: str
    priority: int | None
    passes: int
    stack: tuple[int, ...]
    combat: Any
    cleanup_again: bool
    vstate: tuple[tuple[str, Any], ...] = ()  # the variants' state of this turn (turn_state_keys)


def turn_state_keys(game: GameState) -> tuple[str, ...]:
    """Variant state that belongs to one turn rather than the game (e.g. a Grand Melee
    Planechase turn marker's planes, 901.14)."""
    return tuple(k for h in game.hooks for k in h.turn_state_keys)


def suspend(game: GameState) -> TurnInProgress:
    """The current turn's fields as a record."""
    own = tuple((k, game.vget(k)) for k in turn_state_keys(game))
    return TurnInProgress(game.turn_marker, game.active, game.turn, game.step, game.stage,
                          game.priority, game.passes, game.stack, game.combat,
                          bool(game.vget("cleanup_again")), own)


def resume(game: GameState, t: TurnInProgress) -> None:
    """Make ``t`` the current turn."""
    for k, v in t.vstate:
        if v is None:  # the turn has none of it (vget gives the default)
            if any(kv[0] == k for kv in game.vstate):
                game.vstate = tuple(kv for kv in game.vstate if kv[0] != k)
        elif game.vget(k) != v:
            game.vset(k, v)
    game.turn_marker = t.marker
    game.active = t.active
    game.turn = t.turn
    game.step = t.step
    game.stage = t.stage
    game.priority = t.priority
    game.passes = t.passes
    game.stack = t.stack
    game.combat = t.combat
    if bool(game.vget("cleanup_again")) != t.cleanup_again:
        game.vset("cleanup_again", t.cleanup_again)


def rotate(game: GameState) -> None:
    """Suspend the current turn and resume the next one (after a pass, between steps)."""
    nxt, *rest = game.parallel
    game.parallel = (*rest, suspend(game))
    resume(game, nxt)


def turns_in_progress(game: GameState) -> list[TurnInProgress]:
    """Every simultaneous turn, the current one first."""
    return [suspend(game), *game.parallel]


def active_players(game: GameState) -> tuple[int, ...]:
    """The players taking a turn now (807.4: one for each turn marker)."""
    return (game.active, *(t.active for t in game.parallel if t.stage != WAITING))


def all_stack_ids(game: GameState) -> tuple[int, ...]:
    """The objects on every stack (807.5: one per turn marker)."""
    out = game.stack
    for t in game.parallel:
        out = (*out, *t.stack)
    return out


def take_off_other_stack(game: GameState, oid: int) -> bool:
    """Remove ``oid`` from a suspended turn's stack; False if it is on none."""
    for i, t in enumerate(game.parallel):
        if oid in t.stack:
            _replace(game, i, stack=tuple(x for x in t.stack if x != oid))
            return True
    return False


def add_turn(game: GameState, player: int, marker: int,
             vstate: tuple[tuple[str, Any], ...] = ()) -> None:
    """A further simultaneous turn, for ``player``, that begins when it may (807.4b, 807.4d);
    ``vstate`` is its own variant state (see :func:`turn_state_keys`)."""
    own = dict(vstate)
    state = tuple((k, own.get(k)) for k in turn_state_keys(game))
    game.parallel = (*game.parallel, TurnInProgress(marker, player, game.turn, 0, WAITING, None,
                                                    0, (), None, False, state))


def turn_state(game: GameState, marker: int) -> dict[str, Any]:
    """The variant state of simultaneous turn ``marker`` (the current turn's if it is)."""
    if marker == game.turn_marker:
        return {k: game.vget(k) for k in turn_state_keys(game)}
    for t in game.parallel:
        if t.marker == marker:
            return dict(t.vstate)
    return {}


def set_turn_state(game: GameState, marker: int, key: str, value: Any) -> None:
    """Set variant state ``key`` of simultaneous turn ``marker``."""
    if marker == game.turn_marker:
        game.vset(key, value)
        return
    for i, t in enumerate(game.parallel):
        if t.marker == marker:
            _replace(game, i, vstate=tuple((k, value if k == key else v) for k, v in t.vstate))


def markers(game: GameState) -> tuple[int, ...]:
    """The simultaneous turns being taken, by marker (the current one first)."""
    return (game.turn_marker, *(t.marker for t in game.parallel))


def run_in_turn(game: GameState, marker: int, fn: Callable[[], None]) -> None:
    """Run ``fn`` with simultaneous turn ``marker`` made the current one for the while, e.g.
    to hand on the planar controller of another turn marker's plane (901.14)."""
    if marker == game.turn_marker:
        fn()
        return
    i = next(i for i, t in enumerate(game.parallel) if t.marker == marker)
    current = suspend(game)
    resume(game, game.parallel[i])
    fn()
    turns = list(game.parallel)
    turns[i] = suspend(game)
    game.parallel = tuple(turns)
    resume(game, current)


def _removed(game: GameState, t: TurnInProgress) -> None:
    for hook in game.hooks:  # e.g. the removed turn marker's planes go away (901.14b)
        hook.simultaneous_turn_removed(game, dict(t.vstate))  # type: ignore[arg-type]


def end_current_turn(game: GameState) -> None:
    """The current turn stops for good (807.4g: its turn marker is removed); the next
    simultaneous turn becomes the current one."""
    gone = suspend(game)
    nxt, *rest = game.parallel
    game.parallel = tuple(rest)
    resume(game, nxt)
    _removed(game, gone)


def set_turn_player(game: GameState, marker: int, player: int) -> None:
    """The turn ``marker`` that hasn't begun passes to ``player`` (807.4c)."""
    if game.turn_marker == marker:
        game.active = player
        return
    for i, t in enumerate(game.parallel):
        if t.marker == marker:
            _replace(game, i, active=player)


def drop_turn(game: GameState, marker: int) -> None:
    """Remove the suspended turn ``marker`` (807.4g, a marker not taking a turn)."""
    gone = [t for t in game.parallel if t.marker == marker]
    game.parallel = tuple(t for t in game.parallel if t.marker != marker)
    for t in gone:
        _removed(game, t)


def player_left(game: GameState, player: int) -> None:
    """CR 800.4a in every suspended turn: priority passes on from a player who left
    (800.4j) and creatures attacking them are removed from combat."""
    from dataclasses import replace

    for i, t in enumerate(game.parallel):
        changes: dict[str, Any] = {}
        if t.priority == player:
            changes["priority"] = game.next_player(player)
            changes["passes"] = 0
        if t.combat is not None:
            c = t.combat
            kept = tuple((a, ref) for a, ref in c.attackers if a in game.objects
                         and not (ref[0] == "player" and ref[1] == player))
            if kept != c.attackers:
                changes["combat"] = replace(c, attackers=kept)
        if changes:
            _replace(game, i, **changes)


def _replace(game: GameState, i: int, **changes: Any) -> None:
    from dataclasses import replace

    turns = list(game.parallel)
    turns[i] = replace(turns[i], **changes)
    game.parallel = tuple(turns)


# -- priority for one stack (807.5a) -------------------------------------------------------

def receives_priority(game: GameState, player: int) -> bool:
    """Does ``player`` get priority for the current turn's stack? (117, 807.5a)"""
    if game.players[player].left:
        return False
    for hook in game.hooks:
        if hook.limits_priority and not hook.receives_priority(game, player):  # type: ignore[arg-type]
            return False
    return True


def limits_priority(game: GameState) -> bool:
    return any(h.limits_priority for h in game.hooks)


def next_with_priority(game: GameState, after: int) -> int:
    """The next player in turn order who gets priority for this stack (117.3d)."""
    n = len(game.players)
    for i in range(1, n + 1):
        q = (after + i) % n
        if receives_priority(game, q):
            return q
    return after


def n_with_priority(game: GameState) -> int:
    """How many players must pass in succession for this stack (117.4, 807.5a)."""
    return sum(1 for p in game.players if receives_priority(game, p.index))


provide("take_off_other_stack", take_off_other_stack)  # 807.5
provide("all_stack_ids", all_stack_ids)
