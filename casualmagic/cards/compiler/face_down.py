"""Putting cards onto the battlefield face down (the grammar section "face-down",
``oracle.lark``): "cloak the top card of your library" (701.56a: face down as a 2/2 creature
with ward {2}, ``cloak_top``) and "manifest the top card of your library" (701.34a,
``manifest_top``), carried out by ``mechanics.manifest``.  The keyword lines "Morph {cost}",
"Megamorph {cost}" and "Disguise {cost}" are keywords (``vocabulary.FACE_DOWN_KEYWORD``), and
"When this creature is turned face up" is a trigger head (``compiler.triggers``)."""

from __future__ import annotations

from typing import Any


class FaceDownOps:
    """Grammar rules of the "face-down" section."""

    def face_down_top(self, items: list) -> dict[str, Any]:
        """"cloak / manifest the top card of your library" (701.56a, 701.34a)."""
        verb = str(items[0]).split()[0].lower()
        return {"do": "cloak_top" if verb == "cloak" else "manifest_top", "who": "you"}
