"""Provoke (CR 702.39).

702.39a: "Provoke" means "Whenever this creature attacks, you may have target creature
defending player controls untap and block this creature this combat if able."  The keyword
is read by :func:`casualmagic.engine.combat.attack_keyword_triggers`, which puts the
triggered ability :data:`PROVOKE` on the stack (``rule_hooks.ATTACK_TRIGGERS``); resolving, the ``provoke`` op untaps the
target and marks it, and the marked creature's requirement — block that attacker if able
(509.1c) — is counted by the declare-blockers code through :func:`provoke_requirements`
(``rule_hooks.BLOCK_REQUIREMENTS``).

The target is written "target creature an opponent controls"; the effect does nothing to a
creature whose controller does not defend against the provoking creature (the 702.39a
target, "creature defending player controls", checked as the ability resolves, 608.2b).
"""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect, TargetSpec, TriggeredAbility
from casualmagic.cards.vocabulary import parse_filter
from casualmagic.core.flow import ask
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine import rule_hooks
from casualmagic.engine.effect_refs import objects_of, source_id
from casualmagic.engine.effect_registry import WAIT, effect

PROVOKE = TriggeredAbility(
    "attacks", (Effect("provoke", (("what", 0),)),),
    (TargetSpec(parse_filter("creature an opponent controls")),), None,
    "Provoke (Whenever this creature attacks, you may have target creature defending player "
    "controls untap and block it if able.)")
"""CR 702.39a, the triggered ability the keyword stands for."""

FLAG = "provoke.turn"
"""vstate key: the turn a creature was last provoked (the fast path of
:func:`provoke_requirements`: nothing to look at on other turns)."""


@effect("provoke")
def _provoke(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
             at: int) -> Any:
    """"You may have target creature defending player controls untap and block this
    creature this combat if able" (702.39a): ``yes`` untaps it (701.21) and marks it with
    the provoking creature for the blocking requirement (509.1c)."""
    attacker = source_id(obj)
    ids = objects_of(game, obj, eff.get("what"))
    combat = game.combat
    if not ids or attacker is None or combat is None or not combat.is_attacking(attacker):
        return None
    target = game.objects[ids[0]]
    if target.controller != combat.defending_player(attacker):
        return None  # not a creature defending player controls (702.39a, 608.2b)
    if answer is None:
        ask(game, obj.controller, "choose", [("yes",), ("no",)], "702.39a",
            ("resolve", obj.id, at, "chosen"),
            f"Provoke: have {target.card.name} untap and block "
            f"{game.objects[attacker].card.name} if able?")
        return WAIT
    if answer[0] != "yes":
        return None
    o = game.obj_w(target.id)
    o.tapped = False
    o.info = (*(kv for kv in o.info if kv[0] != "provoked"),
              ("provoked", (attacker, game.turn)))
    game.vset(FLAG, game.turn)
    game.emit("provoke", obj.controller, {"object": target.id, "attacker": attacker}, "702.39a")
    return None


def provoke_requirements(game: GameState, blockers: tuple[int, ...],
                         attackers: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
    """(blocker, attacker) pairs: the blocker must block that attacker this combat if able
    (702.39a, a requirement of 509.1c)."""
    if game.vget(FLAG) != game.turn:
        return ()
    out = []
    for b in blockers:
        mark = game.objects[b].get_info("provoked")
        if mark is not None and mark[1] == game.turn and mark[0] in attackers:
            out.append((b, mark[0]))
    return tuple(out)


rule_hooks.ATTACK_TRIGGERS["Provoke"] = PROVOKE
rule_hooks.BLOCK_REQUIREMENTS.append(provoke_requirements)
