"""Static abilities of permanents as continuous effects (CR 604, 611.3).

A static ability in a definition file is ``{op = "...", ...}``; this module
turns it into :class:`~casualmagic.engine.continuous.ContinuousEffect` records
that exist while the permanent is on the battlefield (611.3a), timestamped
with the permanent (613.7a).

Ops: ``pump_all`` (``filter``, ``power``, ``toughness``: "Creatures you
control get +1/+1", layer 7c), ``grant_keywords`` (``filter``, ``keywords``:
layer 6), and for Auras and Equipment ``pump_attached`` ("Enchanted/Equipped
creature gets +2/+0") and ``grant_attached`` (keywords), which affect the
object the permanent is attached to (CR 303.4b, 301.5a).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from casualmagic.cards.vocabulary import parse_filter
from casualmagic.engine.continuous import ContinuousEffect

if TYPE_CHECKING:
    from casualmagic.engine.objects import GameObject
    from casualmagic.engine.state import GameState


def effects_of_static(game: GameState, o: GameObject) -> list[ContinuousEffect]:
    out: list[ContinuousEffect] = []
    for ab in o.card.static:
        args = dict(ab.args)
        if ab.op in ("pump_attached", "grant_attached"):
            host = o.attached_to
            if host is None or host not in game.objects:
                continue
            if ab.op == "pump_attached":
                out.append(ContinuousEffect("7c", "pt_add", (args.get("power", 0),
                                                             args.get("toughness", 0)),
                                            o.timestamp, o.id, o.controller, (host,), None,
                                            "static", "611.3a"))
            else:
                out.append(ContinuousEffect("6", "add_keywords", (tuple(args.get("keywords", ())),),
                                            o.timestamp, o.id, o.controller, (host,), None,
                                            "static", "611.3a"))
            continue
        filt = parse_filter(args.get("filter", "creature you control"))
        if ab.op == "pump_all":
            out.append(ContinuousEffect("7c", "pt_add", (args.get("power", 0), args.get("toughness", 0)),
                                        o.timestamp, o.id, o.controller, (), filt, "static", "611.3a"))
        elif ab.op == "grant_keywords":
            out.append(ContinuousEffect("6", "add_keywords", (tuple(args.get("keywords", ())),),
                                        o.timestamp, o.id, o.controller, (), filt, "static", "611.3a"))
    return out
