"""Static abilities of permanents as continuous effects (CR 604, 611.3).

A static ability in a definition file is ``{op = "...", ...}``; this module
turns it into :class:`~casualmagic.engine.continuous.ContinuousEffect` records
that exist while the permanent is on the battlefield (611.3a), timestamped
with the permanent (613.7a).  Most ops take a ``filter``: a phrase read by
:func:`parse_layer_filter` ("creature you control", "nonbasic land",
"other non-Aura enchantment", "Forest"), ``"self"`` for the permanent itself,
or ``"attached"`` for the object an Aura or Equipment is attached to
(303.4b, 301.5a).

Ops, by layer (613.1):

- 2: ``control_attached`` ("You control enchanted creature").
- 4: ``add_types`` (``types``, ``subtypes``: "Each land is a Swamp in addition
  to its other land types"), ``set_subtypes`` (``subtypes``: "Nonbasic lands
  are Mountains", 305.7).
- 5: ``set_colors`` (``colors``: "All creatures are black").
- 6: ``grant_keywords`` / ``remove_keywords`` (``keywords``), ``lose_abilities``,
  ``grant_abilities`` (``abilities``: activated abilities written like a card's
  ``abilities``, "All creatures have '{R}: This creature gets +1/+0 until end of
  turn.'", 113.2).
- 7a: ``cda_pt`` (``power``, ``toughness``: "power and toughness are each equal
  to the number of creatures you control", a characteristic-defining ability,
  604.3); 7b: ``set_base_pt``; 7c: ``pump_all``.
- several: ``become`` (any of ``add_types``, ``types``, ``subtypes``,
  ``colors``, ``lose_abilities``, ``power``/``toughness`` as base P/T), whose
  parts keep one set of objects across their layers (613.6).

``pump_attached`` and ``grant_attached`` are the Aura/Equipment forms of
``pump_all`` and ``grant_keywords``.  Amounts may be numbers or phrases of
:func:`~casualmagic.engine.continuous.layer_amount` ("mana value").

Any of these ops may have ``if``: a condition of :mod:`casualmagic.engine.static_conditions`
("seven or more cards are in your graveyard", "it's your turn"); the effect exists only while
it holds (611.3a), judged on the board as the earlier layers left it.
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from casualmagic.cards.vocabulary import CHOSEN_LAND_TYPE, TYPE_WORDS, parse_filter
from casualmagic.engine.chosen_types import OF_THE_CHOSEN, with_chosen_type
from casualmagic.engine.continuous import ContinuousEffect, LayerFilter

if TYPE_CHECKING:
    from casualmagic.core.objects import GameObject
    from casualmagic.core.state import GameState

CONTROL_OPS = frozenset({"control_attached"})
STATIC_OPS = frozenset({
    "pump_all", "grant_keywords", "remove_keywords", "pump_attached", "grant_attached",
    "control_attached", "add_types", "set_subtypes", "set_colors", "lose_abilities", "cda_pt",
    "set_base_pt", "become", "grant_abilities",
    "grant_mana_ability",  # planes: casting — 'All lands have "{T}: Add ..."' (113.2, 613.1f)
    "become_wastes",  # planes: statics — "Nonbasic lands are Wastes" (Event Horizon, 305.7)
    "grant_triggers",  # planes: statics — granted triggered abilities (113.2, 613.1f)
    "cant_have_keywords",  # "… lose flying and can't have or gain flying" (613.1f)
    "level",  # a leveler's level symbol (711.2)
    "class_level",  # a Class's class level bar (716.2a)
    "solved",  # a Case's "Solved — [Ability]" (719.3c)
})
"""Every static op this module knows."""

COMBAT_RULE_OPS = frozenset({
    "cant_attack", "cant_block", "cant_attack_or_block", "max_attackers", "max_blockers",
    "assign_combat_damage_by_toughness",
    "goad_attached",  # spells: "Enchanted creature … is goaded" (701.38b, combat.goaded_by)
    "attack_tax",  # statics: "Creatures can't attack you unless their controller pays {2} …"
    # (508.1d, 508.1h; engine.attack_costs)
    # statics: "Enchanted creature … can't attack you or planeswalkers you control" (508.1c:
    # the Aura's controller and their planeswalkers; engine.combat.may_attack_target)
    "attached_cant_attack_controller",
})
"""Static abilities that change combat rules rather than characteristics (they make no
layer effect): restrictions "[filter] can't attack / block" (508.1c, 509.1b), "No more
than N creatures can attack / block each combat" (508.1c, 509.1b) and "Each creature
assigns combat damage equal to its toughness rather than its power" (510.1a).  The combat
code asks :func:`combat_rules`; a face-up plane's work from the command zone (901.7)."""


_POWER_RE = re.compile(r"\s*with power (\d+) or (greater|less)\s*")
_WITHOUT_RE = re.compile(r"\s*without ([a-z ]+?)(?: or ([a-z ]+))?$")
_CHOSE_RE = re.compile(r"\s*controlled by (?:a player|players) who last chose ([a-z ]+)$")


@lru_cache(maxsize=512)
def parse_layer_filter(text: str) -> LayerFilter:
    """Read a static ability's filter phrase: the target-phrase words of
    :func:`~casualmagic.cards.vocabulary.parse_filter` plus ``other``, ``each``,
    ``nonbasic`` (205.4a), capitalised subtypes (``Forest``, ``non-Aura``, 205.3)
    and plurals ("creatures you control"), and a card name: "creatures you control named
    Grizzly Bears" (a hidden agenda's chosen name, 702.106d; 201.2)."""
    if " named " in text:
        head, _, name = text.partition(" named ")
        found = parse_layer_filter(head)
        return replace(found, base=replace(found.base, name=name.strip()), text=text)  # type: ignore[arg-type]
    power: tuple[int, int] | None = None
    m = _POWER_RE.search(text)
    if m:  # "creatures with power 7 or greater" (208.1: judged on its current power)
        n = int(m.group(1))
        power = (n, 10**9) if m.group(2) == "greater" else (-10**9, n)
        text = (text[: m.start()] + " " + text[m.end():]).strip()
    chose = ""
    m = _CHOSE_RE.search(text)
    if m:  # planes: statics — "creatures controlled by players who last chose red waterfall"
        chose = m.group(1).strip()
        text = text[: m.start()].strip()
    lacking: frozenset[str] = frozenset()
    m = _WITHOUT_RE.search(text)
    if m:  # "creatures without flying or islandwalk": having none of those keywords
        lacking = frozenset(g.strip().capitalize() for g in m.groups() if g)
        text = text[: m.start()].strip()
    rest: list[str] = []
    other = False
    sup_none: set[str] = set()
    sub_any: set[str] = set()
    sub_none: set[str] = set()
    modified = False
    for word in text.replace(",", " ").split():
        low = word.lower()
        if low in ("other", "another"):
            other = True
        elif low == "modified":  # planes: statics — 700.9
            modified = True
        elif low in ("each", "all"):
            continue
        elif low == "nonbasic":
            sup_none.add("Basic")
        elif word.startswith("non-") and word[4:5].isupper():
            sub_none.add(word[4:])
        elif word[:1].isupper() and low not in TYPE_WORDS and low.rstrip("s") not in TYPE_WORDS:
            sub_any.add(word[:-1] if word.endswith("s") and word not in ("Urza's",) else word)
        elif low.endswith("s") and low[:-1] in TYPE_WORDS:
            rest.append(low[:-1])
        else:
            rest.append(low)
    phrase = " ".join(rest)
    if not phrase or phrase in ("you control", "an opponent controls"):
        phrase = f"permanent {phrase}".strip()
    return LayerFilter(parse_filter(phrase), frozenset(sup_none), frozenset(sub_any),
                       frozenset(sub_none), other, text, power, lacking, modified, chose)


def effects_of_static(game: GameState, o: GameObject) -> list[ContinuousEffect]:
    """The continuous effects ``o``'s static abilities generate now (611.3a, 613.7a)."""
    out: list[ContinuousEffect] = []
    for index, ab in enumerate(o.card.static):
        args = dict(ab.args)
        op = ab.op
        if op in COMBAT_RULE_OPS:
            continue  # not a layer effect: see combat_rules
        where = args.get("filter", "attached" if op in ("pump_attached", "grant_attached",
                                                        "control_attached") else
                         "self" if op in ("cda_pt", "level", "class_level", "solved")
                         else "creature you control")
        affected: tuple[int, ...] = ()
        filt = None
        if where == "attached":
            host = o.attached_to
            if host is None or host not in game.objects:
                continue
            affected = (host,)
        elif where == "self":
            affected = (o.id,)
        else:
            if OF_THE_CHOSEN in where:  # "… of the chosen type / color" (607.2)
                where = with_chosen_type(o, where)
                if where is None:
                    continue
            filt = parse_layer_filter(where)
        if args.get("subtypes") and CHOSEN_LAND_TYPE in args["subtypes"]:
            chosen = o.get_info("chosen_land_type") if o.info else None  # 607.2
            if not chosen:
                continue  # none chosen (it entered without the choice): nothing to apply
            args["subtypes"] = [chosen if t == CHOSEN_LAND_TYPE else t for t in args["subtypes"]]
        group = (o.id, index)
        first = len(out)

        def part(layer: str, name: str, fargs: tuple, *, cda: bool = False,
                 _a: tuple = affected, _f: Any = filt, _g: tuple = group,
                 _i: int = index) -> ContinuousEffect:
            return ContinuousEffect(layer, name, fargs, o.timestamp, o.id, o.controller, _a, _f,
                                    "static", "611.3a", cda, _g, _i)

        if op in ("pump_all", "pump_attached"):
            out.append(part("7c", "pt_add", (args.get("power", 0), args.get("toughness", 0))))
        elif op in ("grant_keywords", "grant_attached"):
            out.append(part("6", "add_keywords", (tuple(args.get("keywords", ())),)))
        elif op == "grant_abilities":
            out.append(part("6", "add_abilities", (tuple(args.get("abilities", ())),)))
        elif op == "remove_keywords":
            out.append(part("6", "remove_keywords", (tuple(args.get("keywords", ())),)))
        elif op == "cant_have_keywords":  # "… lose flying and can't have or gain flying"
            out.append(part("6", "cant_have_keywords", (tuple(args.get("keywords", ())),)))
        elif op == "control_attached":
            host = affected[0]
            out.append(part("2", "control", (game.objects[host].controller,)))
        elif op == "add_types":
            out.append(part("4", "add_types", (tuple(args.get("types", ())),
                                               tuple(args.get("subtypes", ())))))
        elif op == "set_subtypes":
            out.append(part("4", "set_subtypes", (tuple(args["subtypes"]),)))
        elif op == "set_colors":
            out.append(part("5", "set_colors", (tuple(args["colors"]),)))
        elif op == "lose_abilities":
            out.append(part("6", "lose_all_abilities", ()))
        elif op == "cda_pt":
            out.append(part("7a", "cda_pt", (args.get("power"), args.get("toughness")), cda=True))
        elif op == "set_base_pt":
            out.append(part("7b", "set_pt", (args.get("power"), args.get("toughness"))))
        elif op == "become":
            out.extend(become_parts(args, part))
        elif op == "become_wastes":  # planes: statics — "Nonbasic lands are Wastes" (305.7)
            out.append(part("4", "become_wastes", ()))
        elif op == "grant_triggers":  # planes: statics — 'have "Whenever this creature ..."'
            out.append(part("6", "add_triggers", (tuple(args.get("triggers", ())),)))
        elif op == "level":  # 711.2a-b: as long as it has N1 (to N2) level counters
            low, high = args["min"], args.get("max")
            out.append(part("7b", "level_pt", (low, high, args["power"], args["toughness"])))
            out.append(part("6", "level_abilities", (
                low, high, tuple(args.get("keywords", ())), tuple(args.get("abilities", ())),
                tuple(args.get("triggers", ())))))
        elif op == "class_level":  # 716.2a: as long as this Class is level N or greater
            out.append(part("6", "class_abilities", (
                args["min"], tuple(args.get("keywords", ())), tuple(args.get("abilities", ())),
                tuple(args.get("triggers", ())))))
        elif op == "solved":  # 719.3c: as long as this Case is solved
            out.append(part("6", "solved_abilities", (
                tuple(args.get("keywords", ())), tuple(args.get("abilities", ())),
                tuple(args.get("triggers", ())))))
        elif op == "grant_mana_ability":  # planes: casting
            out.append(part("6", "add_abilities", ((granted_mana_ability(args),),)))
        else:
            raise ValueError(f"{o.card.name}: unknown static op {op!r}")
        if args.get("if"):  # "as long as ...", "during your turn" (611.3a)
            out[first:] = [replace(e, condition=args["if"]) for e in out[first:]]
    return out


@lru_cache(maxsize=64)
def _mana_ability(add: str, amount: int) -> Any:
    from casualmagic.cards.model import ActivatedAbility, Cost

    produces = ("W", "U", "B", "R", "G") if add == "any" else tuple(add.split("/"))
    word = "one mana of any color" if add == "any" else "".join(f"{{{c}}}" for c in add) * amount
    return ActivatedAbility(cost=Cost(tap=True), produces=produces, amount=amount,
                            text=f"{{T}}: Add {word}.")


def granted_mana_ability(args: dict[str, Any]) -> Any:
    """The mana ability a ``grant_mana_ability`` static gives (``add``: colours such as
    ``"G"`` with ``amount``, or ``"any"``): "{T}: Add {G}{G}." (605.1a, 113.2)."""
    return _mana_ability(str(args.get("add", "any")), int(args.get("amount", 1)))


def become_parts(args: dict[str, Any], part: Any) -> list[ContinuousEffect]:
    """The layer parts of a "becomes ..." effect (613.6), in layer order: types (4),
    colours (5), abilities (6), base power and toughness (7b)."""
    out = []
    if args.get("add_types") or args.get("add_subtypes"):
        out.append(part("4", "add_types", (tuple(args.get("add_types", ())),
                                           tuple(args.get("add_subtypes", ())))))
    if args.get("types"):
        out.append(part("4", "set_types", (tuple(args["types"]),)))
    if args.get("subtypes"):
        out.append(part("4", "set_subtypes", (tuple(args["subtypes"]),)))
    if args.get("colors"):
        out.append(part("5", "set_colors", (tuple(args["colors"]),)))
    if args.get("lose_abilities"):
        out.append(part("6", "lose_all_abilities", ()))
    if args.get("keywords"):
        out.append(part("6", "add_keywords", (tuple(args["keywords"]),)))
    if args.get("power") is not None or args.get("toughness") is not None:
        out.append(part("7b", "set_pt", (args.get("power"), args.get("toughness"))))
    return out


def combat_rules(game: GameState) -> list[tuple[str, dict[str, Any], GameObject]]:
    """The combat-rule static abilities (:data:`COMBAT_RULE_OPS`) that function now: of
    permanents on the battlefield (604.2) and of command-zone objects a variant reports,
    such as a face-up plane (901.7), as ``(op, args, source)``.  Asked once per creature as
    attackers and blockers are declared, so it is kept until a permanent or characteristic
    may change (``chars_epoch``, as for :func:`casualmagic.engine.casting_rules.casting_rules`)."""
    cached = game.combat_cache
    if cached is not None and cached[0] == game.chars_epoch and cached[1] is game.battlefield:
        return cached[2]
    objs = game.objects
    out: list[tuple[str, dict[str, Any], GameObject]] = []
    sources = [objs[i] for i in game.battlefield if objs[i].card.static and not objs[i].face_down]
    for hook in game.hooks:
        sources.extend(objs[i] for i in hook.command_zone_sources(game)  # type: ignore[arg-type]
                       if objs[i].card.static)
    for o in sources:
        for ab in o.card.static:
            if ab.op in COMBAT_RULE_OPS:
                out.append((ab.op, dict(ab.args), o))
    game.combat_cache = (game.chars_epoch, game.battlefield, out)
    return out


def restricted(game: GameState, obj: GameObject, ops: tuple[str, ...]) -> bool:
    """Does a combat-rule restriction with one of ``ops`` apply to ``obj`` now (its
    ``filter`` judged on its current characteristics, 508.1c, 509.1b)?"""
    import casualmagic.engine.continuous as cont
    from casualmagic.engine.triggers import condition_holds

    for op, args, src in combat_rules(game):
        if op in ops and args.get("if") and not condition_holds(game, args["if"], src.controller,
                                                                src.id):
            continue  # a conditional restriction, e.g. Prahv's "If you cast a spell this turn"
        if op in ops and cont.fits(game, parse_layer_filter(args.get("filter", "creature")), obj,
                                   cont.characteristics(game, obj), src.controller, src.id):
            return True
    return False


def combat_limit(game: GameState, op: str) -> int | None:
    """The smallest "no more than N creatures can attack/block each combat" now, or None."""
    limits = [int(args.get("amount", 1)) for o, args, _ in combat_rules(game) if o == op]
    return min(limits) if limits else None
