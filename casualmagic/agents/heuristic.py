"""A simple heuristic agent: plays lands, casts what it can, attacks when it is safe.

It sees only its player's view (and the public card texts).  Rules of thumb:

* keeps hands with 2–5 lands; goes first;
* plays a land, then the most expensive spell it can cast; counters only
  opponents' spells; points harmful effects at opponents and helpful ones at
  itself;
* attacks with a creature when no untapped enemy creature could block it and
  survive while killing it; blocks when the blocker survives, or chump-blocks
  when the attack would be lethal.
"""

from __future__ import annotations

import random
from typing import Any

from casualmagic.cards.definitions import CardNotImplementedError, card_by_name
from casualmagic.cards.model import CardDef
from casualmagic.engine.decisions import Decision, Option

HARMFUL = {"damage", "destroy", "exile", "bounce", "counter_spell", "discard", "tap", "lose_life",
           "sacrifice", "gain_control", "fight", "mill", "counter_unless_pays", "exile_if_dies"}
COUNTERS = {"counter_spell", "counter_unless_pays"}


def _card(name: str) -> CardDef | None:
    try:
        return card_by_name(name)
    except CardNotImplementedError:
        return None


class HeuristicAgent:
    """See the module docstring."""

    needs_view = True

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)

    # -- helpers over the view ---------------------------------------------------------
    @staticmethod
    def _by_id(view: dict[str, Any]) -> dict[int, dict[str, Any]]:
        out = {c["id"]: c for c in view["battlefield"]}
        out.update({c["id"]: c for c in view["stack"]})
        out.update({c["id"]: c for c in view["hand"]})
        out.update({c["id"]: c for c in view.get("command", ())})  # e.g. commanders (903.8)
        return out

    def choose(self, view: dict[str, Any], d: Decision) -> Option:
        me = view["you"]
        opts = d.options
        kind = d.kind
        if kind == "first_player":
            return ("first", me) if ("first", me) in opts else opts[0]
        if kind == "mulligan":
            lands = sum(1 for c in view["hand"] if (cd := _card(c["name"])) and cd.is_land)
            return ("keep",) if 2 <= lands <= 5 or len(view["hand"]) <= 5 else opts[-1]
        if kind in ("bottom", "discard"):
            return self._worst_card(view, opts)
        if kind == "priority":
            return self._priority(view, opts)
        if kind == "target":
            return self._target(view, opts)
        if kind == "attack":
            return self._attack(view, opts)
        if kind == "block":
            return self._block(view, opts)
        if kind == "assign":
            return self._assign(view, opts)
        if kind == "x":
            return opts[0]  # options run from the largest X down
        if kind == "choose" and opts and opts[0][0] == "top":
            return opts[0]
        if kind == "copy":  # enter as a copy of the biggest creature around
            by_id = self._by_id(view)
            return max(opts, key=lambda o: by_id.get(o[1], {}).get("power", -1) if o[0] == "copy"
                       else -2)
        return opts[0]

    def _assign(self, view: dict[str, Any], opts: tuple[Option, ...]) -> Option:
        """Combat damage divided freely (510.1c–d): kill what it can.  Lethal damage to this
        creature if there is enough (toughness less damage marked), else none (it goes to the
        next one); everything that may go to a player (trample, 702.19b)."""
        if len(opts[0]) < 4 or opts[0][2] != "object":
            return opts[-1]
        creature = self._by_id(view).get(opts[0][3])
        if creature is None or "toughness" not in creature:
            return opts[0]
        lethal = max(creature["toughness"] - creature.get("damage", 0), 1)
        enough = [o for o in opts if o[1] >= lethal]
        return enough[0] if enough else opts[0]

    def _worst_card(self, view: dict[str, Any], opts: tuple[Option, ...]) -> Option:
        by_id = self._by_id(view)
        lands_in_play = sum(1 for c in view["battlefield"] if c["controller"] == view["you"]
                            and (cd := _card(c["name"])) and cd.is_land)

        def badness(o: Option) -> float:
            cd = _card(by_id.get(o[1], {}).get("name", ""))
            if cd is None:
                return 0
            if cd.is_land:
                return 10 if lands_in_play >= 5 else -10
            return float(cd.mana_value)

        return max(opts, key=badness)

    def _priority(self, view: dict[str, Any], opts: tuple[Option, ...]) -> Option:
        me = view["you"]
        by_id = self._by_id(view)
        plays = [o for o in opts if o[0] == "play"]
        if plays:
            return plays[0]
        stack = view["stack"]
        enemy_spell_on_stack = bool(stack) and stack[-1]["controller"] != me
        best: Option | None = None
        best_value = -1.0
        for o in opts:
            if o[0] == "cast":
                cd = _card(by_id.get(o[1], {}).get("name", ""))
                if cd is None:
                    continue
                spell = cd.spell_for(0, o[2] if len(o) > 2 else None)
                ops = {e.op for e in spell.effects} if spell else set()
                if ops & COUNTERS:
                    if not enemy_spell_on_stack:
                        continue
                    value = 50.0
                elif "copy_spell" in ops:
                    if not stack or stack[-1]["controller"] != me:
                        continue
                    value = 40.0
                elif stack:
                    continue  # don't respond with other things
                elif ops & HARMFUL and spell and spell.targets and not self._enemy_target_exists(view):
                    continue
                elif "pump" in ops:
                    continue  # pump spells are used only... never, for simplicity
                else:
                    value = float(cd.mana_value) + (0.5 if cd.is_creature else 0)
                if value > best_value:
                    best, best_value = o, value
            elif o[0] == "activate" and not stack:
                if self._reattach(by_id, o):
                    continue
                value = 0.5
                if value > best_value:
                    best, best_value = o, value
        if best is None and ("planar_die", 0) in opts:
            return ("planar_die", 0)  # a free special action (901.9): roll before passing
        return best if best is not None else ("pass",)

    @staticmethod
    def _reattach(by_id: dict[int, dict[str, Any]], o: Option) -> bool:
        """Would this activation be an equip (or other attach) ability of a permanent that is
        already attached to something?  Moving it gains nothing here, and attaching it to
        the creature it already equips does nothing (701.3b), so it is not activated."""
        obj = by_id.get(o[1], {})
        if obj.get("attached_to") is None:
            return False
        cd = _card(obj.get("name", ""))
        if cd is None or len(o) < 3 or not isinstance(o[2], int) or o[2] >= len(cd.activated):
            return False
        return any(e.op == "attach" for e in cd.activated[o[2]].effects)

    @staticmethod
    def _enemy_target_exists(view: dict[str, Any]) -> bool:
        return True

    def _target(self, view: dict[str, Any], opts: tuple[Option, ...]) -> Option:
        me = view["you"]
        by_id = self._by_id(view)
        stack = view["stack"]
        harmful = True
        if stack:
            cd = _card(stack[-1]["name"])
            if cd is not None:
                mode_spell = cd.spell_for(0)
                effects = mode_spell.effects if mode_spell else ()
                if not effects and cd.activated:
                    effects = cd.activated[0].effects
                if not effects and cd.triggered:
                    effects = cd.triggered[0].effects
                harmful = any(e.op in HARMFUL for e in effects) or not effects
                if cd.enchant is not None:  # the pool's Auras all help what they enchant
                    harmful = any(dict(st.args).get("power", 0) < 0 for st in cd.static)

        def score(o: Option) -> float:
            if o[0] != "target":
                return -100
            kind, ident = o[1], o[2]
            if kind == "player":
                mine = ident == me
                return (5 if not mine else -5) if harmful else (5 if mine else -5)
            obj = by_id.get(ident, {})
            mine = obj.get("controller") == me
            size = obj.get("power", 0) + obj.get("toughness", 0)
            if harmful:
                return (10 + size) if not mine else -10 - size
            return (10 + size) if mine else -10

        return max(opts, key=score)

    def _attack(self, view: dict[str, Any], opts: tuple[Option, ...]) -> Option:
        me = view["you"]
        by_id = self._by_id(view)
        blockers = [c for c in view["battlefield"] if c["controller"] != me and not c["tapped"]
                    and "power" in c]
        for o in opts:
            if o[0] != "attack" or o[2] != "player":
                continue
            att = by_id.get(o[1], {})
            p, t = att.get("power", 0), att.get("toughness", 0)
            if p <= 0:
                continue
            safe = all(b["power"] < t or p >= b["toughness"] for b in blockers)
            if safe:
                return o
        # "done" is missing while a creature must attack (CR 508.1d)
        return ("done",) if ("done",) in opts else opts[0]

    def _block(self, view: dict[str, Any], opts: tuple[Option, ...]) -> Option:
        me = view["you"]
        by_id = self._by_id(view)
        incoming = sum(c.get("power", 0) for c in view["battlefield"]
                       if c.get("attacking") and c["controller"] != me)
        life = view["players"][me]["life"]
        best: Option = ("done",)
        best_score = 0.0
        for o in opts:
            if o[0] != "block":
                continue
            blk, att = by_id.get(o[1], {}), by_id.get(o[2], {})
            survives = blk.get("toughness", 0) > att.get("power", 0)
            kills = blk.get("power", 0) >= att.get("toughness", 0)
            score = (2 if survives else 0) + (1 if kills else 0)
            if not survives and not kills and incoming < life:
                continue
            if score > best_score or (incoming >= life and best == ("done",)):
                best, best_score = o, score
        return best if best in opts else opts[0]  # "done" waits for requirements (509.1c)
