"""Devour (CR 702.82): "As this object enters, you may sacrifice any number of creatures.
This permanent enters with N +1/+1 counters on it for each creature sacrificed this way"
(702.82a).  A creature spell gets devour from the ``gain_devour`` op (effects.creatures, e.g.
Jund's "it gains devour 5"); as it resolves, :func:`asks_devour` offers the sacrifices one at
a time before it enters (``rule_hooks.PERMANENT_SPELL_ENTERING``), and :func:`devour_counters`
puts the counters on the permanent it became (``rule_hooks.PERMANENT_SPELL_RESOLVED``)."""

from __future__ import annotations

from casualmagic.core.flow import ask, handler
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine import rule_hooks
from casualmagic.engine.casting import sacrifice_candidates
from casualmagic.engine.continuous import ContinuousEffect, add_effect, next_timestamp
from casualmagic.engine.primitives import add_counters, sacrifice


def asks_devour(game: GameState, spell: GameObject) -> bool:
    """Devour as a permanent spell resolves (702.82a, 614.1c): "as this object enters, you
    may sacrifice any number of creatures" — its controller sacrifices them one at a time
    (a ``devour`` decision) before it enters; True while that choice is being made."""
    if not spell.get_info("devour") or spell.get_info("devour_done"):
        return False
    options = sacrifice_candidates(game, spell.controller, "creature", None)
    if not options:
        return False
    ask(game, spell.controller, "devour", [*(("sacrifice", i) for i in options), ("done",)],
        "702.82a", ("devour", spell.id), f"Sacrifice a creature to devour ({spell.card.name})?")
    return True


@handler("devour")
def _devour_answer(game: GameState, task: tuple, answer: tuple) -> None:
    """A devour sacrifice (701.17a), or "done": then the spell finishes resolving."""
    from casualmagic.engine.stack import finish_resolution  # the stack loads the mechanics

    spell = game.obj_w(task[1])
    if answer[0] == "sacrifice":
        sacrifice(game, answer[1], "702.82a")
        spell.info = (*(kv for kv in spell.info if kv[0] != "devoured"),
                      ("devoured", spell.get_info("devoured", 0) + 1))
        if asks_devour(game, game.objects[task[1]]):
            return
    else:
        spell.info = (*spell.info, ("devour_done", True))
    finish_resolution(game, game.objects[task[1]])


def devour_counters(game: GameState, spell: GameObject, new: int) -> None:
    """The permanent enters with N +1/+1 counters for each creature it devoured (702.82a,
    614.1c; each instance of devour counts them, 702.82b); it has devour (400.7a)."""
    amounts = spell.get_info("devour", ())
    if not amounts:
        return
    eaten = spell.get_info("devoured", 0)
    kws = tuple(f"Devour {n}" for n in amounts)
    add_effect(game, ContinuousEffect("6", "add_keywords", (kws,), next_timestamp(game), new,
                                      spell.controller, (new,), None, "permanent", "400.7a"))
    for n in amounts:
        add_counters(game, new, "+1/+1", n * eaten, "702.82a", sync=True)
    game.emit("devour", spell.controller, {"object": new, "devoured": eaten}, "702.82a")


rule_hooks.PERMANENT_SPELL_ENTERING.append(asks_devour)
rule_hooks.PERMANENT_SPELL_RESOLVED.append(devour_counters)
