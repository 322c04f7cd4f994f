"""Case cards (CR 719): the solved designation and the abilities it turns on.

719.3a: "To solve — [Condition]" means "At the beginning of your end step, if [condition] and
this Case is not solved, this Case becomes solved": the compiler writes it as an end-step
trigger whose intervening "if" (603.4) starts with :data:`UNSOLVED`, and the op
``solve_case``. 719.3b: solved is a designation, kept in the object's info until the
permanent leaves the battlefield (a new object, 400.7, has none); it is not copiable.
719.3c: "Solved — [Ability]" is an ability only while the Case is solved: the static op
``solved`` (layer 6, :mod:`casualmagic.engine.continuous`).
"""

from __future__ import annotations

from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState

SOLVED = "solved"
"""The object info key of the solved designation (719.3b)."""

UNSOLVED = "this case is not solved and "
"""The start of a "To solve" trigger's intervening "if" (719.3a)."""


def is_solved(obj: GameObject) -> bool:
    return bool(obj.get_info(SOLVED)) if obj.info else False


def unsolved(game: GameState, source: int | None) -> bool:
    """719.3a: "this Case is not solved" (False once it has left the battlefield)."""
    obj = game.objects.get(source) if source is not None else None
    return obj is not None and obj.zone == "battlefield" and not is_solved(obj)


def solve(game: GameState, oid: int) -> None:
    """719.3a: "this Case becomes solved"."""
    obj = game.objects.get(oid)
    if obj is None or obj.zone != "battlefield" or is_solved(obj):
        return
    w = game.obj_w(oid)
    w.info = (*w.info, (SOLVED, True))
    game.chars_cache = None  # layer 6: its "Solved —" abilities (613.1f)
    game.emit("solved", w.controller, {"object": oid, "name": w.card.name}, "719.3a")
