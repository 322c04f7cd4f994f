"""Where the rules plug into the core (docs/architecture.md "The trigger registry").

The core sits below the rules of play (``casualmagic.engine``) and never imports them.  What
the rules add to the core's machinery comes in through this module, filled in by the engine
modules that own each rule when they are imported (``engine/game.py`` imports them all, so a
game always has them):

* **Happenings, published.**  The core and the rules say what happened —
  ``publish(game, ENTERED, oid)`` — and whoever reacts subscribes: the trigger machinery
  (``engine/triggers.py``, 603.2: "whenever ...") and replacement effects
  (``engine/replacement.py``, 614.1c: "as ... enters").  One registry, :data:`SUBSCRIBERS`,
  keyed by the happening's name; its subscribers run in their ``order``, then in the order
  they subscribed, so a game's triggers are queued the same way every time.
* **The rules' answers to the core** (:data:`RULES`): one function each that the core's
  machinery calls — the next piece of turn structure (500.1), a task run so that a
  replacement choice may stop it (616.1e), a zone change's replacement effects (614.1a), who
  makes a choice for a player who left (800.4f-h), the stacks of simultaneous turns (807.5).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from casualmagic.core.state import GameState

# -- happenings (what was published) -----------------------------------------------------------

ENTERING = "entering"
"""``(game, permanent)``: a permanent is entering the battlefield, from
:meth:`GameState.move` — "enters tapped", "enters with counters" (614.1c)."""

ENTERED = "entered"
"""``(game, permanent)``: a permanent entered the battlefield and its move is finished —
"when this enters", "whenever a creature enters" (603.6a)."""

LEFT_BATTLEFIELD = "left_battlefield"
"""``(game, old id, new id, to zone, was a creature)``: a permanent left the battlefield —
"leaves" and "dies" triggers look back at it (603.6c, 603.10a)."""

PUT_INTO_GRAVEYARD = "put_into_graveyard"
"""``(game, card)``: a card was put into a graveyard from anywhere, from
:meth:`GameState.move` (400.3, 603.2)."""

HAPPENED_TO = "happened_to"
"""``(game, event, object)``: something named ``event`` happened to an object (it became
blocked, dealt the first damage to a player this turn) — watchers trigger (603.2)."""

SPELL_CAST = "spell_cast"
"""``(game, spell)``: a spell became cast (601.2i) — "whenever you cast", prowess."""

TARGETS_CHOSEN = "targets_chosen"
"""``(game, stack object)``: a spell or ability was put on the stack with its targets
(601.2c, 602.2b) — ward (702.21a), "becomes the target"."""

CARD_DRAWN = "card_drawn"
"""``(game, player, card or None)``: a player drew a card (121.1) — "whenever you draw"."""

STEP_BEGAN = "step_began"
"""``(game, step)``: a step began (500.1) — "at the beginning of your upkeep" (503.1),
delayed triggers waiting for that step (603.7)."""

ATTACKED = "attacked"
"""``(game, creature)``: a creature was declared as an attacker (508.1m)."""

COMBAT_DAMAGE_TO_PLAYER = "combat_damage_to_player"
"""``(game, source, player)``: a creature dealt combat damage to a player (510.2)."""

COMBAT_DAMAGE_TO_PLANESWALKER = "combat_damage_to_planeswalker"
"""``(game, source)``: a creature dealt combat damage to a planeswalker (510.2)."""

Subscriber = Callable[..., None]
SUBSCRIBERS: dict[str, tuple[Subscriber, ...]] = {}
"""happening -> the functions that react to it, in the order they run."""
_ORDERS: dict[str, list[tuple[int, int, Subscriber]]] = {}


def subscribe(what: str, fn: Subscriber, order: int = 0) -> Subscriber:
    """Make ``fn(game, *args)`` run each time ``what`` is published; lower ``order`` first.
    Subscribing the same function twice changes nothing.  Returns ``fn``."""
    entries = _ORDERS.setdefault(what, [])
    if all(f is not fn for _o, _n, f in entries):
        entries.append((order, len(entries), fn))
        entries.sort(key=lambda e: (e[0], e[1]))
        SUBSCRIBERS[what] = tuple(f for _o, _n, f in entries)
    return fn


def unsubscribe(what: str, fn: Subscriber) -> None:
    """Stop ``fn`` running for ``what`` (for tests)."""
    entries = [e for e in _ORDERS.get(what, ()) if e[2] is not fn]
    _ORDERS[what] = entries
    SUBSCRIBERS[what] = tuple(f for _o, _n, f in entries)


def publish(game: GameState, what: str, *args: Any) -> None:
    """Tell the rules that ``what`` happened (see the happenings above)."""
    for fn in SUBSCRIBERS.get(what, ()):
        fn(game, *args)


# -- the rules' answers to the core ------------------------------------------------------------

def _not_loaded(*_args: Any) -> Any:
    raise RuntimeError("the rules of play are not loaded: import casualmagic.engine.game "
                       "(casualmagic.new_game does) before running a game")


class RulePoints:
    """The functions of the rules the core calls, each provided by the engine module that owns
    the rule (:func:`provide`).  The defaults change nothing where that is meaningful."""

    advance: Callable[[GameState], None] = _not_loaded
    """``(game)``: carry out the next piece of turn structure (500.1; engine/turn.py)."""

    run_task: Callable[[GameState, tuple, Any], None] = _not_loaded
    """``(game, task, answer)``: run a task's handler so that a replacement choice may stop it
    (616.1e, 903.9b; engine/replacement.py)."""

    run_step: Callable[[GameState, tuple], bool] = _not_loaded
    """``(game, ("advance",))``: the same for the next piece of turn structure."""

    redirect_zone: Callable[[GameState, int, str, str], tuple[str, str]] = \
        staticmethod(lambda game, oid, to_zone, position: (to_zone, position))
    """``(game, object, to zone, position) -> (zone, position)``: a zone change's replacement
    effects (614.1a, 903.9b; engine/replacement.py)."""

    stand_in: Callable[..., bool] = staticmethod(lambda *_args: False)
    """``(game, player, kind, options, rule, resume, prompt) -> True if made``: a choice of a
    player who left the game, made by another or not at all (800.4f-h; engine/left_choices.py)."""

    take_off_other_stack: Callable[[GameState, int], bool] = staticmethod(lambda *_args: False)
    """``(game, object) -> True if it was there``: remove an object from the stack of another
    turn played at the same time (807.5; engine/simultaneous.py)."""

    all_stack_ids: Callable[[GameState], tuple[int, ...]] = staticmethod(
        lambda game: game.stack)
    """``(game) -> ids``: the objects on every stack of turns played at once (807.5)."""


RULES = RulePoints
"""The rules' answers, read as ``RULES.advance(game)``."""


def provide(name: str, fn: Callable[..., Any]) -> None:
    """Install the rules' function for the point ``name`` of :class:`RulePoints`."""
    if not hasattr(RulePoints, name) or name.startswith("_"):
        raise AttributeError(f"no rule point named {name!r}")
    setattr(RulePoints, name, staticmethod(fn))
