"""A heuristic agent: plays like a reasonable person at a multiplayer table.

It sees only its player's view (and the public card texts).  Rules of thumb:

* keeps hands with 2–5 lands that can cast one of its cheap spells; goes first; puts a
  spare land on the bottom (or discards one) when it has more than its spells need;
* plays a land every turn, then the best spell it can cast (the most expensive, a
  creature before the rest, its commander before other spells of its cost), keeping mana
  open for a counterspell it holds; counters only opponents' spells;
* casts pump spells only in combat: on its own creature when that wins the fight, else
  on an unblocked attacker;
* casts removal only when an opponent has a creature worth it (power 2 or more, or
  evasion or deathtouch) that the spell can destroy; damage goes to a creature only if it
  dies, else to a player (a player it kills first); "target player draws" at itself;
* points harmful effects at the most threatening opponent or permanent (threat: power on
  the board, low life of the attacker's targets, closeness to winning) and helpful ones
  at itself;
* plans each attack and each block once, when the declaration begins (the creatures are
  then declared one at a time): everything at an opponent the attack kills past their
  untapped blockers; else each creature that no blocker able to block it (flying, reach)
  would kill and survive (deathtouch and first strike counted), all at the opponent
  losing the largest share of life, keeping home the creatures it needs so that no
  opponent's next attack is lethal;
* blocks to win fights (the blocker lives), then trades only up (the attacker is worth at
  least the blocker), and chump-blocks only while the attack would be lethal;
* activates abilities in its own main phase with nothing better to do, never moving an
  Equipment for nothing or taking its own attacker out of combat;
* rolls the planar die when it is free, or cheap with mana to spare and the plane helps
  the others more than it (CR 901.9).

Longer than 600 lines: one agent's rules of thumb, each a small function of the view;
the attack and block planner is the part to move out when it grows.
"""

from __future__ import annotations

import math
import random
from functools import lru_cache
from typing import Any

from casualmagic.cards.definitions import CardNotImplementedError, card_by_name
from casualmagic.cards.model import CardDef
from casualmagic.cards.oracle import BASIC_LAND_TYPES
from casualmagic.core.decisions import Decision, Option

HARMFUL = {"damage", "destroy", "exile", "bounce", "counter_spell", "discard", "tap", "lose_life",
           "sacrifice", "gain_control", "fight", "mill", "counter_unless_pays", "exile_if_dies"}
COUNTERS = {"counter_spell", "counter_unless_pays"}
NEVER_ACTIVATED = {"remove_from_combat"}  # its own attackers out of combat (Reconnaissance)


@lru_cache(maxsize=4096)
def _card(name: str) -> CardDef | None:
    try:
        return card_by_name(name)
    except CardNotImplementedError:
        return None


def _keywords(c: dict[str, Any]) -> frozenset[str]:
    """The printed keyword abilities of a permanent in a view (702)."""
    cd = _card(c.get("name", ""))
    return cd.keywords if cd is not None else frozenset()


def _can_block(blocker: dict[str, Any], attacker: dict[str, Any]) -> bool:
    """Could ``blocker`` block ``attacker``: flying is blocked only by flying or reach
    (702.9b, 702.17b)."""
    return "Flying" not in _keywords(attacker) or bool({"Flying", "Reach"} & _keywords(blocker))


def _amount(effect: Any) -> int | None:
    """An effect's fixed ``amount`` (None for X and other variable amounts)."""
    amount = effect.get("amount", None)
    return amount if isinstance(amount, int) else None


class HeuristicAgent:
    """See the module docstring."""

    needs_view = True

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)
        # attackers and blockers are declared one at a time (508.1, 509.1): the plan made
        # at the first of those decisions, with the view and options it was made for
        self._plans: dict[str, tuple[Any, frozenset[int], list[Option]]] = {}

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
            return ("keep",) if self._keepable(view) or len(view["hand"]) <= 5 else opts[-1]
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
        if kind == "choose" and opts and opts[0][0] in ("color", "land_type"):  # 614.12a
            return self._main_colour(view, opts)
        if kind == "choose" and opts and opts[0][0] == "pay_life":  # a shock land (614.12a)
            life = view["players"][me]["life"]
            return opts[0] if life > opts[0][1] + 5 else opts[-1]
        if kind == "copy":  # enter as a copy of the biggest creature around
            by_id = self._by_id(view)
            return max(opts, key=lambda o: by_id.get(o[1], {}).get("power", -1) if o[0] == "copy"
                       else -2)
        return opts[0]

    @staticmethod
    def _main_colour(view: dict[str, Any], opts: tuple[Option, ...]) -> Option:
        """The colour (or basic land type) offered that most of its own cards in hand and on
        the battlefield are (the first offered on a tie): what a chosen-colour mana source or
        anthem is for."""
        me = view["you"]
        count: dict[str, int] = {}
        for c in (*view["hand"], *(c for c in view["battlefield"] if c["controller"] == me)):
            cd = _card(c["name"])
            for colour in cd.colors if cd is not None else ():
                count[colour] = count.get(colour, 0) + 1
        # a basic land type stands for the colour of its mana (305.6)
        return max(opts, key=lambda o: count.get(BASIC_LAND_TYPES.get(o[1], o[1]), 0))

    @staticmethod
    def _kills(a: dict[str, Any], b: dict[str, Any]) -> bool:
        """Would creature ``a``'s combat damage destroy creature ``b`` (704.5g), counting
        a printed deathtouch (702.2b)?"""
        power = a.get("power", 0)
        if power <= 0:
            return False
        cd = _card(a.get("name", ""))
        if cd is not None and "Deathtouch" in cd.keywords:
            return True
        return power >= b.get("toughness", 0) - b.get("damage", 0)

    @staticmethod
    def _worth(c: dict[str, Any]) -> float:
        """A creature's worth for trading: its card's mana value, then its size."""
        cd = _card(c.get("name", ""))
        return (cd.mana_value if cd is not None else 0) + 0.1 * (
            c.get("power", 0) + c.get("toughness", 0))

    @staticmethod
    def _keepable(view: dict[str, Any]) -> bool:
        """A hand worth keeping (103.5): 2–5 lands whose mana can cast one of its spells
        costing at most one more than the lands (the colours of its coloured symbols)."""
        cards = [cd for c in view["hand"] if (cd := _card(c["name"])) is not None]
        lands = [cd for cd in cards if cd.is_land]
        if not 2 <= len(lands) <= 5:
            return False
        colours = {m for land in lands for a in land.mana_abilities for m in a.produces}
        if any(not a.produces or {"commander", "opponent_lands", "chosen"} & set(a.produces)
               for land in lands
               for a in land.mana_abilities) or not lands[0].mana_abilities:
            return True  # lands of any colour, or that this rule of thumb can't read
        spells = [cd for cd in cards if not cd.is_land]
        return not spells or any(
            cd.mana_value <= len(lands) + 1
            and all(set(sym.colors) & colours for sym in cd.mana_cost.symbols if sym.colors)
            for cd in spells)

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
        """The card to put on the bottom (103.5) or discard: a land when it has more lands
        (in hand and on the battlefield) than its most expensive spell needs, at least
        three, else the most expensive spell."""
        by_id = self._by_id(view)
        me = view["you"]
        lands = sum(1 for c in view["battlefield"] if c["controller"] == me
                    and (cd := _card(c["name"])) and cd.is_land)
        costs = [0]
        for c in view["hand"]:
            cd = _card(c["name"])
            if cd is not None and cd.is_land:
                lands += 1
            elif cd is not None:
                costs.append(cd.mana_value)
        spare_land = lands > max(3, min(max(costs), 6))

        def badness(o: Option) -> float:
            cd = _card(by_id.get(o[1], {}).get("name", ""))
            if cd is None:
                return 0
            if cd.is_land:
                return 100 if spare_land else -10
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
                alt = o[2] if len(o) > 2 else None
                if isinstance(alt, str) and alt.startswith("face:"):  # 709.3, 715.3: a face
                    cd = cd.faces[int(alt[5:])].card or cd
                    alt = None
                spell = cd.spell_for(0, alt)
                ops = {e.op for e in spell.effects} if spell else set()
                if ops & COUNTERS:
                    if not enemy_spell_on_stack:
                        continue
                    value = 50.0
                elif "copy_spell" in ops:
                    if not stack or stack[-1]["controller"] != me:
                        continue
                    value = 40.0
                elif "pump" in ops:
                    if stack or not self._pump_wins_a_fight(view, spell):
                        continue  # pump spells only in combat, when they win a fight
                    value = 30.0
                elif stack:
                    continue  # don't respond with other things
                elif ops & HARMFUL and spell and spell.targets and "draw" not in ops and (
                        not self._enemy_target_exists(view)
                        or not self._removal_has_use(view, spell)):
                    continue  # removal waits for a target worth it
                elif self._holds_up_interaction(view, cd):
                    continue
                else:
                    value = self._spell_value(view, o, cd)
                if value > best_value:
                    best, best_value = o, value
            elif o[0] == "activate" and not stack:
                if not self._worth_activating(view, by_id, o):
                    continue
                value = 0.5
                if value > best_value:
                    best, best_value = o, value
            elif o[0] == "turn_face_up" and not stack and best_value < 0.6:
                best, best_value = o, 0.6  # a face-down 2/2 is worth less than its card (708.8)
        if best is None:
            roll = self._planar_roll(view, opts)
            if roll is not None:
                return roll  # a special action (901.9): roll before passing
        return best if best is not None else ("pass",)

    def _worth_activating(self, view: dict[str, Any], by_id: dict[int, dict[str, Any]],
                          o: Option) -> bool:
        """Activate an ability (602) in its own main phase with nothing better to do, unless
        it moves an Equipment for nothing or takes its own creature out of combat (506.4)."""
        if view["active"] != view["you"] or view["step"] != "main" or self._reattach(by_id, o):
            return False
        cd = _card(by_id.get(o[1], {}).get("name", ""))
        if cd is not None and len(o) > 2 and isinstance(o[2], int) and o[2] < len(cd.activated):
            return not any(e.op in NEVER_ACTIVATED for e in cd.activated[o[2]].effects)
        return True

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
        """Is there an opponent's permanent to point a harmful spell at?"""
        me = view["you"]
        return any(c["controller"] != me for c in view["battlefield"])

    # -- casting ------------------------------------------------------------------------
    @staticmethod
    def _untapped_lands(view: dict[str, Any]) -> int:
        me = view["you"]
        return sum(1 for c in view["battlefield"] if c["controller"] == me and not c["tapped"]
                   and (cd := _card(c["name"])) and cd.is_land)

    def _spell_value(self, view: dict[str, Any], o: Option, cd: CardDef) -> float:
        """The most expensive spell first, a creature before the rest, the commander
        from the command zone (903.8) before other spells of its cost."""
        value = float(cd.mana_value) + (0.5 if cd.is_creature else 0)
        if any(c["id"] == o[1] for c in view.get("command", ())):
            value += 1.0
        return value

    def _holds_up_interaction(self, view: dict[str, Any], cd: CardDef) -> bool:
        """Keep mana open for a counterspell in hand on the others' turns: a noncreature
        spell at sorcery speed that would tap below its cost waits."""
        if cd.is_creature or view["active"] != view["you"]:
            return False
        held = [h.mana_value for c in view["hand"] if (h := _card(c["name"])) is not None
                and h is not cd and (sp := h.spell_for(0)) is not None
                and {e.op for e in sp.effects} & COUNTERS]
        if not held:
            return False
        return self._untapped_lands(view) - cd.mana_value < min(held)

    def _pump_wins_a_fight(self, view: dict[str, Any], spell: Any) -> bool:
        """After blockers are declared (509), a pump spell is worth it when one of this
        player's creatures in a fight would kill or survive only with the bonus, or as
        damage through an unblocked attacker."""
        if view["step"] not in ("declare blockers", "declare_blockers", "blockers") or spell is None:
            return False
        p = t = 0
        for e in spell.effects:
            if e.op == "pump":
                p, t = e.get("power", 0), e.get("toughness", 0)
                if not isinstance(p, int) or not isinstance(t, int):
                    p, t = 2, 2
        return self._pump_target(view, p, t) is not None

    def _pump_target(self, view: dict[str, Any], p: int, t: int) -> int | None:
        me = view["you"]
        by_id = self._by_id(view)
        for c in view["battlefield"]:
            if c["controller"] != me or "power" not in c:
                continue
            foes = [by_id[i] for i in self._fighting(view, c) if i in by_id]
            if not foes:
                continue
            foe_power = sum(f.get("power", 0) for f in foes)
            left = c["toughness"] - c.get("damage", 0)
            kills = any(self._kills(c, f) for f in foes)
            survives = left > foe_power and not any(self._kills(f, c) for f in foes)
            kills_after = c["power"] + p >= min(f["toughness"] - f.get("damage", 0)
                                                for f in foes)
            survives_after = left + t > foe_power
            if (kills_after and not kills) or (survives_after and not survives):
                return c["id"]
        return self._unblocked_attacker(view)

    @staticmethod
    def _unblocked_attacker(view: dict[str, Any]) -> int | None:
        """This player's strongest attacking creature that no creature blocks (509.1h):
        a pump spell on it is damage to the defending player."""
        me = view["you"]
        blocked = {a for c in view["battlefield"] for a in c.get("blocking", ())}
        free = [c for c in view["battlefield"] if c["controller"] == me and "attacking" in c
                and c["id"] not in blocked and c.get("power", 0) > 0]
        return max(free, key=lambda c: c["power"])["id"] if free else None

    @staticmethod
    def _fighting(view: dict[str, Any], c: dict[str, Any]) -> list[int]:
        """The creatures ``c`` fights: those blocking it, or those it blocks."""
        if "blocking" in c:
            return list(c["blocking"])
        if "attacking" in c:
            return [b["id"] for b in view["battlefield"] if c["id"] in b.get("blocking", ())]
        return []

    # -- threat across opponents --------------------------------------------------------
    @staticmethod
    def _material(view: dict[str, Any], seat: int) -> float:
        """A seat's board: creatures by power and toughness, other permanents, cards."""
        entry = view["players"][seat]
        total = float(entry["hand_size"])
        for c in view["battlefield"]:
            if c["controller"] == seat:
                total += 1.0 + c.get("power", 0) + 0.5 * c.get("toughness", 0)
        return total

    def _threat(self, view: dict[str, Any], seat: int) -> float:
        """How dangerous an opponent is: their board, and how close they are to winning
        (the others' low life against their power)."""
        entry = view["players"][seat]
        if entry["lost"] or entry["left"]:
            return -1e9
        power = sum(c.get("power", 0) for c in view["battlefield"]
                    if c["controller"] == seat and "power" in c)
        return self._material(view, seat) + 0.5 * power + 0.1 * entry["life"]

    def _planar_roll(self, view: dict[str, Any], opts: tuple[Option, ...]) -> Option | None:
        """Roll the planar die (901.9) when it is free, or when it costs no more than the
        lands left untapped with nothing to cast and the plane favours the others (they
        have more on the table than this player, so its symmetric effects help them)."""
        rolls = [o for o in opts if o[0] == "planar_die"]
        if not rolls:
            return None
        cost = rolls[0][1] if len(rolls[0]) > 1 else 0
        if cost == 0:
            return rolls[0]
        me = view["you"]
        others = [self._material(view, p["seat"]) for p in view["players"]
                  if p["seat"] != me and not p["lost"] and not p["left"]]
        behind = bool(others) and max(others) > self._material(view, me)
        if behind and cost <= self._untapped_lands(view) and cost <= 2:
            return rolls[0]
        return None

    @staticmethod
    def _stack_effects(view: dict[str, Any]) -> tuple[Any, ...]:
        """The effects of the spell or ability on top of the stack, as far as its card
        says: its first spell ability, else its first activated or triggered ability."""
        stack = view["stack"]
        cd = _card(stack[-1]["name"]) if stack else None
        if cd is None:
            return ()
        mode_spell = cd.spell_for(0)
        effects = mode_spell.effects if mode_spell else ()
        if not effects and cd.activated:
            effects = cd.activated[0].effects
        if not effects and cd.triggered:
            effects = cd.triggered[0].effects
        return tuple(effects)

    def _target(self, view: dict[str, Any], opts: tuple[Option, ...]) -> Option:
        """Harmful effects at the most threatening opponent or the permanent most worth
        removing (damage only at a creature it destroys, else at a player), helpful ones at
        itself and its own best permanent (115.1, 601.2c)."""
        me = view["you"]
        by_id = self._by_id(view)
        stack = view["stack"]
        effects = self._stack_effects(view)
        ops = {e.op for e in effects}
        harmful = bool(ops & HARMFUL) or not effects
        if "draw" in ops:  # "target player draws cards and loses life" (Sign in Blood)
            harmful = False
        cd = _card(stack[-1]["name"]) if stack else None
        if cd is not None and cd.enchant is not None:  # the pool's Auras help what they enchant
            harmful = any(dict(st.args).get("power", 0) < 0 for st in cd.static)
        damage = next((_amount(e) for e in effects if e.op == "damage"), None)

        pump_pick = None
        if stack and not harmful and stack[-1].get("controller") == me:
            pumps = [e for e in effects if e.op == "pump"]
            if pumps:
                p, t = pumps[0].get("power", 0), pumps[0].get("toughness", 0)
                pump_pick = self._pump_target(view, p if isinstance(p, int) else 2,
                                              t if isinstance(t, int) else 2)
        threat = {p["seat"]: self._threat(view, p["seat"]) for p in view["players"]}
        top_threat = max((v for k, v in threat.items() if k != me), default=0.0)
        lives = {p["seat"]: p["life"] for p in view["players"]}

        def score(o: Option) -> float:
            if o[0] != "target":
                return -100
            kind, ident = o[1], o[2]
            if kind == "player":
                mine = ident == me
                if harmful and not mine:  # the most threatening opponent (or a lethal one)
                    lethal = damage is not None and damage >= lives.get(ident, 99)
                    return (1000 if lethal else 5) + (threat.get(ident, 0.0) - top_threat) * 0.1
                return (5 if not mine else -5) if harmful else (5 if mine else -5)
            obj = by_id.get(ident, {})
            mine = obj.get("controller") == me
            size = obj.get("power", 0) + obj.get("toughness", 0)
            if harmful:  # the permanent most worth removing, of the most threatening opponent
                if mine:
                    return -10 - size
                if damage is not None and "toughness" in obj and \
                        damage < obj["toughness"] - obj.get("damage", 0):
                    return 1  # survives the damage: better at a player
                owner_threat = threat.get(obj.get("controller", -1), 0.0)
                return 10 + self._removal_worth(obj) + 0.2 * owner_threat
            if ident == pump_pick:
                return math.inf
            return (10 + size) if mine else -10

        return max(opts, key=score)

    def _removal_worth(self, c: dict[str, Any]) -> float:
        """How much removing a permanent is worth: its card's worth, its power, and its
        evasion or deathtouch (702.9, 702.2)."""
        keywords = _keywords(c)
        return (self._worth(c) + 0.5 * c.get("power", 0)
                + (1.0 if {"Flying", "Deathtouch", "Lifelink", "Trample"} & keywords else 0.0))

    def _removal_has_use(self, view: dict[str, Any], spell: Any) -> bool:
        """Is a removal spell worth casting now: an opponent's creature with power 2 or more
        (or evasion) that it can hit and (for damage) destroy, lethal damage to an opponent,
        or damage that can only go to players?"""
        me = view["you"]
        effects = spell.effects
        damage = next((_amount(e) for e in effects if e.op == "damage"), None)
        specs = spell.targets
        players_ok = any(t.filter.players for t in specs)
        objects_ok = any(t.filter.types_any or t.filter.text in ("permanent", "any")
                         for t in specs) or not players_ok
        if players_ok and not objects_ok:
            return True  # Lava Axe, Mind Rot: only players
        if damage is not None and players_ok and any(
                p["seat"] != me and not p["lost"] and not p["left"] and p["life"] <= damage
                for p in view["players"]):
            return True
        for c in view["battlefield"]:
            if c["controller"] == me or "power" not in c:
                continue
            if damage is not None and damage < c["toughness"] - c.get("damage", 0):
                continue
            cd = _card(c["name"])
            if cd is not None and not all(
                    t.filter.fits_characteristics(cd.types, cd.colors, cd.supertypes,
                                                  cd.keywords, cd.subtypes) for t in specs):
                continue
            if c["power"] >= 2 or {"Flying", "Deathtouch", "Lifelink"} & _keywords(c):
                return True
        return False

    # -- combat -------------------------------------------------------------------------
    @classmethod
    def _fight(cls, att: dict[str, Any], blk: dict[str, Any]) -> tuple[bool, bool]:
        """Does (``att`` die, ``blk`` die) when ``blk`` blocks ``att``?  Combat damage
        destroys (704.5g, deathtouch 702.2b); a first striker that kills deals its damage
        before the other deals any (510.4, 702.7b)."""
        a_kills, b_kills = cls._kills(att, blk), cls._kills(blk, att)
        a_first = bool({"First strike", "Double strike"} & _keywords(att))
        b_first = bool({"First strike", "Double strike"} & _keywords(blk))
        if a_first and not b_first and a_kills:
            return False, True
        if b_first and not a_first and b_kills:
            return True, False
        return b_kills, a_kills

    @staticmethod
    def _creatures(view: dict[str, Any], seat: int, untapped: bool = False) -> list[dict[str, Any]]:
        return [c for c in view["battlefield"] if c["controller"] == seat and "power" in c
                and not (untapped and c["tapped"])]

    @staticmethod
    def _unblocked_damage(attackers: list[dict[str, Any]], blockers: list[dict[str, Any]]) -> int:
        """The damage that gets through when each blocker stops the biggest attacker it can
        (509.1a: one attacker per blocker), flyers first (they have the fewest blockers)."""
        left = list(blockers)
        through = 0
        order = sorted(attackers, key=lambda a: ("Flying" not in _keywords(a), -a.get("power", 0)))
        for a in order:
            able = [b for b in left if _can_block(b, a)]
            if able:  # the blocker that can stop the fewest other attackers
                left.remove(min(able, key=lambda b: bool({"Flying", "Reach"} & _keywords(b))))
            else:
                through += max(a.get("power", 0), 0)
        return through

    def _crack_back_lethal(self, view: dict[str, Any], home: list[dict[str, Any]]) -> bool:
        """Would one opponent's creatures, all untapped on their turn, deal this player lethal
        damage past the creatures it keeps home (104.3a)?"""
        me = view["you"]
        life = view["players"][me]["life"]
        for p in view["players"]:
            if p["seat"] == me or p["lost"] or p["left"]:
                continue
            if self._unblocked_damage(self._creatures(view, p["seat"]), home) >= life:
                return True
        return False

    def _attack(self, view: dict[str, Any], opts: tuple[Option, ...]) -> Option:
        """Declare the attack planned when the declaration began (508.1a: attackers are
        chosen one at a time, and the view does not change while they are)."""
        me = view["you"]
        ready = frozenset(o[1] for o in opts if o[0] == "attack")
        key = (view["turn"], me, tuple((c["id"], c["tapped"]) for c in self._creatures(view, me)))
        cached = self._plans.get("attack")
        if cached is None or cached[0] != key or not ready <= cached[1]:
            cached = (key, ready, self._plan_attack(view, opts))
            self._plans["attack"] = cached
        for o in cached[2]:
            if o in opts:
                return o
        # "done" is missing while a creature must attack (CR 508.1d)
        return ("done",) if ("done",) in opts else opts[0]

    def _plan_attack(self, view: dict[str, Any], opts: tuple[Option, ...]) -> list[Option]:
        """Everything at the opponent it kills this turn, if the attack is lethal past their
        untapped blockers; else each creature that no blocker can kill without dying, at the
        opponent it hurts most (low life, few blockers, high threat), keeping home enough
        creatures that no opponent's next attack is lethal (508.1)."""
        me = view["you"]
        by_id = self._by_id(view)
        players = {p["seat"]: p for p in view["players"]}
        attacks = [o for o in opts if o[0] == "attack" and o[2] == "player" and o[3] in players]
        ready = sorted({o[1] for o in attacks if by_id.get(o[1], {}).get("power", 0) > 0},
                       key=lambda i: -by_id[i].get("power", 0))
        seats = sorted({o[3] for o in attacks}, key=lambda s: self._attack_priority(view, s),
                       reverse=True)
        alive = [p for p in view["players"] if p["seat"] != me and not p["lost"] and not p["left"]]
        for seat in seats:
            able = [o for o in attacks if o[3] == seat and o[1] in ready]
            damage = self._unblocked_damage([by_id[o[1]] for o in able],
                                            self._creatures(view, seat, untapped=True))
            if damage >= players[seat]["life"] > 0 and (
                    len(alive) == 1 or not self._crack_back_lethal(view, [])):
                return able
        home = self._creatures(view, me, untapped=True)
        safe = {(a, seat) for a in ready for seat in seats
                if ("attack", a, "player", seat) in opts and self._safe_attack(view, by_id[a], seat)}
        # focus: the opponent losing the largest share of their life to the safe attackers
        focus = max(seats, key=lambda seat: (
            sum(by_id[a]["power"] for a in ready if (a, seat) in safe)
            / max(players[seat]["life"], 1), self._attack_priority(view, seat)), default=None)
        plan: list[Option] = []
        for a in ready:
            att = by_id[a]
            targets = [seat for seat in ([focus] if focus is not None else []) + seats
                       if (a, seat) in safe]
            if not targets:
                continue
            stays = [c for c in home if c["id"] != a]
            if "Vigilance" not in _keywords(att) and self._crack_back_lethal(view, stays):
                continue  # needed at home as a blocker
            plan.append(("attack", a, "player", targets[0]))
            home = stays if "Vigilance" not in _keywords(att) else home
        return plan

    def _safe_attack(self, view: dict[str, Any], att: dict[str, Any], seat: int) -> bool:
        """No untapped creature of ``seat`` that can block ``att`` would kill it and live."""
        return not any(self._fight(att, b) == (True, False)
                       for b in self._creatures(view, seat, untapped=True) if _can_block(b, att))

    def _attack_priority(self, view: dict[str, Any], seat: int) -> float:
        life = view["players"][seat]["life"]
        return -life - 3 * len(self._creatures(view, seat, untapped=True)) \
            + 0.1 * self._threat(view, seat)

    def _block(self, view: dict[str, Any], opts: tuple[Option, ...]) -> Option:
        """Declare the blocks planned when the declaration began (509.1a)."""
        me = view["you"]
        attackers = tuple(sorted(c["id"] for c in view["battlefield"]
                                 if c.get("attacking") and c["controller"] != me))
        key = (view["turn"], me, attackers)
        blockers = frozenset(o[1] for o in opts if o[0] == "block")
        cached = self._plans.get("block")
        if cached is None or cached[0] != key or not blockers <= cached[1]:
            cached = (key, blockers, self._plan_blocks(view, opts))
            self._plans["block"] = cached
        for o in cached[2]:
            if o in opts:
                return o
        return ("done",) if ("done",) in opts else opts[0]  # "done" waits for requirements (509.1c)

    def _plan_blocks(self, view: dict[str, Any], opts: tuple[Option, ...]) -> list[Option]:
        """Blocks that win the fight (the blocker lives and kills), then blocks that live,
        then trades up (the attacker is worth at least the blocker); then, only if the
        attackers left unblocked would deal lethal damage, chump blocks with the cheapest
        creatures on the biggest attackers until it is not lethal (509.1a)."""
        me = view["you"]
        by_id = self._by_id(view)
        life = view["players"][me]["life"]
        pairs = [(o[1], o[2]) for o in opts if o[0] == "block"]
        attackers = sorted({a for _, a in pairs}, key=lambda a: -by_id.get(a, {}).get("power", 0))
        incoming = sum(max(c.get("power", 0), 0) for c in view["battlefield"]
                       if c.get("attacking") == ["player", me] and c["controller"] != me)
        used: set[int] = set()
        plan: list[Option] = []
        blocked: set[int] = set()
        for a in attackers:
            att = by_id.get(a, {})
            best, best_score = None, 0.0
            for b, a2 in pairs:
                if a2 != a or b in used:
                    continue
                blk = by_id.get(b, {})
                att_dies, blk_dies = self._fight(att, blk)
                if not blk_dies:
                    score = 3.0 + att_dies - 0.01 * self._worth(blk)
                elif att_dies and self._worth(att) >= self._worth(blk):
                    score = 1.0 + 0.1 * (self._worth(att) - self._worth(blk))
                else:
                    continue
                if score > best_score:
                    best, best_score = b, score
            if best is not None:
                plan.append(("block", best, a))
                used.add(best)
                blocked.add(a)
                incoming -= max(att.get("power", 0), 0)
        for a in attackers:  # chump only when the attack is lethal
            if incoming < life:
                break
            if a in blocked:
                continue
            chumps = [b for b, a2 in pairs if a2 == a and b not in used]
            if chumps:
                b = min(chumps, key=lambda i: self._worth(by_id.get(i, {})))
                plan.append(("block", b, a))
                used.add(b)
                incoming -= max(by_id.get(a, {}).get("power", 0), 0)
        return plan
