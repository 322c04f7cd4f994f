"""Class cards (CR 716): a permanent's class level and its class level bars.

716.2a: "[Cost]: Level N — [Abilities]" means "[Cost]: This Class's level becomes N. Activate
only if this Class is level N-1 and only as a sorcery" and "As long as this Class is level N
or greater, it has [abilities]". The compiler writes the activated ability with the
condition ``"this class is level N-1"`` (read by :func:`level_condition`, 602.5b) and the
op ``become_class_level``; the abilities as the static op ``class_level`` (layer 6,
:mod:`casualmagic.engine.continuous`).  716.2b: the level is a designation of the permanent,
not a copiable value: it is kept in the object's info and a new object (400.7) has none;
716.2d: a permanent without a level is treated as level 1.
"""

from __future__ import annotations

import re

from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState

LEVEL = "class_level"
"""The object info key of a permanent's class level (716.2b)."""

_LEVEL_IF = re.compile(r"^this class is level (\d+)$")


def level_of(obj: GameObject) -> int:
    """716.2d: the permanent's level, 1 if it has none."""
    return int(obj.get_info(LEVEL, 1)) if obj.info else 1


def level_condition(condition: str) -> int | None:
    """The N of an activation condition "this class is level N" (716.2a), else None."""
    m = _LEVEL_IF.match(condition.lower().strip())
    return int(m.group(1)) if m else None


def become_level(game: GameState, oid: int, level: int) -> None:
    """716.2a: "This Class's level becomes N"; the abilities it has from then on that
    trigger "When this Class becomes level N" trigger (603.2)."""
    from casualmagic.engine.triggers import abilities_of, fire_trigger

    obj = game.objects.get(oid)
    if obj is None or obj.zone != "battlefield":
        return
    w = game.obj_w(oid)
    w.info = (*(kv for kv in w.info if kv[0] != LEVEL), (LEVEL, level))
    game.chars_cache = None  # layer 6: the level's abilities (613.1f)
    game.emit("class_level", w.controller, {"object": oid, "name": w.card.name, "level": level},
              "716.2a")
    obj = game.objects[oid]
    fire_trigger(game, oid, obj.card, obj.controller, f"class_level_{level}",
                 abilities_of(game, obj))
