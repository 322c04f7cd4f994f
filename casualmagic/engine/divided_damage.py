"""Damage divided as its controller chooses among targets (601.2d, 603.3d): "When this
creature enters, it deals 5 damage divided as you choose among any number of targets."
(Bogardan Hellkite). The division is announced as the spell is cast or the triggered ability
is put on the stack, right after its targets are chosen (601.2d: each target gets at least
1), one point at a time after one each; it is kept on the object (info ``division``) and
read by the ``damage_divided`` op as it resolves (608.2b: a target that is illegal then is
dealt none of its share, the others keep theirs)."""

from __future__ import annotations

from typing import Any

from casualmagic.core.flow import ask
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState

DIVISION = "division"
"""Info key: ``((target index, ref, amount), ...)`` the damage each target is dealt."""


def _effects(obj: GameObject) -> tuple:
    if obj.kind == "ability":
        return obj.ability.effects if obj.ability else ()
    spell = obj.card.spell_for(obj.get_info("mode"), obj.get_info("alt"))
    return spell.effects if spell else ()


def divided_op(obj: GameObject) -> Any:
    """The ``damage_divided`` op of a spell or ability on the stack, if it has one."""
    return next((e for e in _effects(obj) if e.op == "damage_divided"), None)


def divide(game: GameState, oid: int, player: int, answer: Any, resume: tuple) -> bool:
    """Announce the division (601.2d); True when it is done, False while a Decision is
    pending (``resume`` is the task that receives the answer)."""
    from casualmagic.engine.effect_refs import amount_of

    obj = game.objects[oid]
    eff = divided_op(obj)
    if eff is None:
        return True
    index = eff.get("what", 0)
    refs = obj.targets[index] if index < len(obj.targets) else ()
    if not refs:
        return True
    total = amount_of(game, obj, eff.get("amount"))
    shares = obj.get_info(DIVISION)
    if shares is None:
        shares = tuple((index, ref, 1) for ref in refs)  # at least 1 each (601.2d)
    if answer is not None and answer[0] == "damage_to":
        ref = (answer[1], answer[2])
        shares = tuple((i, r, n + (r == ref)) for i, r, n in shares)
    if len(shares) == 1:
        shares = ((index, refs[0], total),)
    w = game.obj_w(oid)
    w.info = (*(kv for kv in w.info if kv[0] != DIVISION), (DIVISION, shares))
    left = total - sum(n for _i, _r, n in shares)
    if left > 0:
        ask(game, player, "divide", [("damage_to", *r) for _i, r, _n in shares], "601.2d",
            resume, f"Assign one more of {left} damage of {obj.card.name} to which target?")
        return False
    game.emit("divide_damage", player, {"object": oid, "card": obj.card.name,
                                        "shares": [[list(r), n] for _i, r, n in shares]},
              "601.2d")
    return True
