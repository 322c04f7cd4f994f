"""Card definition files: cards as data (docs/architecture.md "Cards are data").

Each ``cards/definitions/*.toml`` file holds cards as TOML tables keyed by
the card's English name::

    ["Lightning Bolt"]
    cost = "{R}"
    type = "Instant"
    text = "Lightning Bolt deals 3 damage to any target."
    targets = ["any"]
    spell = [{do = "damage", amount = 3, to = 0}]

    ["Llanowar Elves"]
    cost = "{G}"
    type = "Creature — Elf Druid"
    pt = "1/1"
    text = "{T}: Add {G}."
    abilities = [{cost = "{T}", add = "G"}]

``cost``, ``type``, ``pt``/``loyalty`` and ``text`` are the card's oracle
record (a test checks them against the shipped card database);
``keywords``, ``targets``, ``spell``, ``abilities``, ``triggers`` and
``statics`` are written in the effect vocabulary
(:mod:`casualmagic.cards.vocabulary`).  ``missing`` lists oracle abilities
the engine cannot run yet (the card is then ``partial``).

A bad file raises :class:`CardDefinitionError` naming the file, the card and
the field.

Longer than 600 lines: it is the schema of a definition table, one reader per field
(cost, type, abilities, costs, layouts) next to the check that names the card and field;
splitting it would separate each field from its error message.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import replace
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any

from casualmagic.cards.mana import ManaCost, ManaCostError, parse_cost
from casualmagic.cards.model import (
    ActivatedAbility,
    AltCost,
    CardDef,
    CardFace,
    Cost,
    Effect,
    ModeChoice,
    SpellAbility,
    StaticAbility,
    TargetSpec,
    TriggeredAbility,
)
from casualmagic.cards.vocabulary import (
    ATTACHED_SUBJECTS,
    CASTING_RULE_OPS,
    GRANT_OPS,
    PLANAR_RULE_OPS,
    REPLACEMENT_OPS,
    SCHEME_RULE_OPS,
    SPELL_COST_OPS,
    VocabularyError,
    check_effect,
    is_keyword,
    parse_filter,
)

SUPERTYPES = frozenset({"Basic", "Legendary", "Snow", "World", "Ongoing", "Host"})
"""Supertypes of CR 205.4a."""

TRIGGER_EVENTS = frozenset(
    {"enters", "dies", "leaves", "attacks", "blocks", "upkeep", "end_step", "cast",
     "you_cast", "draw", "dealt_damage", "deals_combat_damage_to_player", "becomes_blocked",
     # plane and phenomenon triggers (311.7, 312.5, 901.11), fired by the planechase variant
     "chaos_ensues", "planeswalk_to", "planeswalk_from", "encounter", "roll_planar_die",
     "draw_step", "state",
     # turn structure: "at the beginning of each of your postcombat main phases" (505.1a)
     "postcombat_main",
     "roll_blank",  # "whenever you roll a blank on the planar die" (Pompeii)
     # planes: casting — "whenever a player taps a land for mana" (605.1b, 106.12a) and
     # "whenever a player casts a [filter] spell" with the spell as its subject (603.2)
     "tapped_for_mana", "casts_spell",
     # planes: creatures & combat — "deals damage to one or more players for the first time
     # each turn" (Stensia), fired by engine.primitives; "Whenever you attack"
     # (508.1m), fired by engine.combat
     "first_damage_to_a_player_each_turn", "you_attack",
     "crime",  # "whenever a player commits a crime" (700.13, mechanics.crimes)
     # planes: casting (second round) — "whenever you play a land or cast a spell from among
     # cards exiled with [this]" (607.2a), the card played as its subject
     "plays_exiled_with_this",
     "put_into_graveyard",  # planes: creatures & combat — "from anywhere" (The Dark Barony)
     "gain_life",  # "whenever you gain life" (119.3, engine.life_triggers)
     # "whenever a player draws their second card each turn" (engine.draw_triggers)
     "second_draw_each_turn",
     # "whenever one or more creatures you control deal combat damage to a player"
     "creatures_deal_combat_damage_to_player",
     # "at the beginning of your first main phase" (505.1a),
     # fired by the planechase variant (Kilnspire District)
     "precombat_main",
     "end_of_combat",  # "at end of combat" (511.2, Glen Elendra)
     # planes: face-down — "whenever a player performs a magic trick" (Preston's Stage),
     # fired by effects.facedown.magic_trick
     "magic_trick",
     # planes: vehicles/phasing/exile — "at the beginning of combat on your turn" (507.1),
     # fired for face-up planes by the planechase variant
     "beginning_of_combat",
     # planes: statics — "whenever this creature deals combat damage to a player or
     # planeswalker" (510.2, Towashi's granted ability), fired by engine.primitives
     "deals_combat_damage_to_player_or_planeswalker",
     # vanguards: "at the beginning of the game" (902.7), fired by the vanguard variant once
     # the mulligans are over (103.6)
     "game_begins",
     # vanguards: "whenever a creature [you control] deals damage [to you / to a creature]"
     # (120.3), the creature as "it"; "... to a creature, destroy the other creature": the
     # damaged creature as "it" (fired by the vanguard variant from the damage events)
     "deals_damage", "deals_damage_to_creature",
     # archenemy: "when you set this scheme in motion" (904.9, 701.25) and "whenever you set a
     # non-ongoing scheme in motion", fired by the archenemy variant
     "set_in_motion", "set_nonongoing_scheme_in_motion",
     # archenemy: "when a creature put onto the battlefield with this scheme dies", "whenever a
     # creature attacks and isn't blocked, if you're the defending player", "when four or more
     # creatures attack you" (603.2), fired by the archenemy variant
     "linked_creature_dies", "attacks_you_unblocked", "four_or_more_attack_you",
     "combat_damage_to_you", "chosen_player_attacked_or_targeted",
     # triggered abilities the compiler reads (compiler.triggers, engine.triggers):
     # "when you cycle this card" (702.29c), "when this creature becomes the target of a
     # spell or ability" (115.1)
     "cycled", "becomes_target",
     "put_into_graveyard_from_battlefield",  # of any permanent, not only creatures (700.4)
     "second_spell_each_turn",  # "whenever you cast your second spell each turn"
     "discard", "lose_life",  # "whenever you discard a card", "… an opponent loses life"
     "deals_combat_damage_to_you"}  # "whenever a creature deals combat damage to you" (510.2)
)
TRIGGER_EVENTS = TRIGGER_EVENTS | frozenset(f"chapter_{n}" for n in range(1, 21))
"""Events a triggered ability can name (CR 603.2); see engine.triggers.  ``chapter_N``: a
Saga's chapter ability N (714.2b), fired by engine.faces."""
# card layouts: "When this Class becomes level N" (716.2a, engine.class_levels)
TRIGGER_EVENTS = TRIGGER_EVENTS | frozenset(f"class_level_{n}" for n in range(2, 10))
# common shapes: "whenever you cast a spell that targets this creature" (601.2i, fired by
# engine.cast_triggers); "deals_damage" above is also fired for the creature itself and an
# Aura's or Equipment's "enchanted creature" by engine.triggers.dealt_damage_by
TRIGGER_EVENTS = TRIGGER_EVENTS | frozenset({"you_cast_spell_targeting_it",
                                             # "blocks a creature [with flying]" (509.3b),
                                             # "becomes blocked by a creature" (509.3d),
                                             # engine.triggers.blocked_pair
                                             "blocks_creature", "becomes_blocked_by_creature"})
# "When this creature is turned face up" (702.37e, 708.8; fired by mechanics.manifest.turn_face_up)
TRIGGER_EVENTS = TRIGGER_EVENTS | frozenset({"turned_face_up"})

CARD_KEYS = frozenset(
    {"cost", "type", "pt", "loyalty", "text", "keywords", "targets", "spell", "abilities",
     "triggers", "statics", "missing", "color_indicator", "layout", "faces", "modes", "enchant",
     "choose",  # how many modes (700.2)
     "entwine",  # 702.42a: all modes for an additional cost
     "buyback",  # 702.27a: back to its owner's hand for an additional cost
     "equip", "cycling", "kicker", "flashback", "overload", "overload_spell", "additional_cost",
     "disturb",
     "multikicker"}  # 702.33c: a kicker cost paid any number of times
)
CARD_KEYS = CARD_KEYS | {"evoke"}  # keywords (mechanics.evoke): 702.74a, an alternative cost
CARD_KEYS = CARD_KEYS | {"madness"}  # keywords (mechanics.madness): 702.35a, cast from exile
CARD_KEYS = CARD_KEYS | {"dash", "blitz"}  # alternative costs: 702.109a (mechanics.dash), 702.152a
CARD_KEYS = CARD_KEYS | {"surge", "spectacle"}  # 702.117a, 702.137a (mechanics.surge)
CARD_KEYS = CARD_KEYS | {"offspring", "squad"}  # 702.175a, 702.157a: paid as kicker is (mechanics.offspring)
CARD_KEYS = CARD_KEYS | {"foretell"}  # 702.143a: a foretold card's cost (engine.granted_casting)
CARD_KEYS = CARD_KEYS | {"trap"}  # 118.9: an alternative cost while a condition holds
CARD_KEYS = CARD_KEYS | {"escape"}  # 702.138a: {cost, exile}, cast from the graveyard (mechanics.escape)
CARD_KEYS = CARD_KEYS | {"awaken"}  # 702.113a: {cost, amount}, an alternative cost (mechanics.awaken)
CARD_KEYS = CARD_KEYS | {"bestow"}  # 702.103a: cast bestowed, an Aura spell (mechanics.bestow)
FACE_KEYS = frozenset({"name", "cost", "type", "pt", "loyalty", "text", "color_indicator"})
FACE_ABILITY_KEYS = CARD_KEYS - FACE_KEYS - {"layout", "faces", "missing"}
"""A face's own abilities (712.8, 709.3b, 715.3b), in the same fields as a card's."""
LAYOUTS = frozenset({"normal", "split", "aftermath", "flip", "transform", "modal_dfc", "adventure", "meld",
                     "saga", "class", "leveler", "prototype", "planar", "scheme", "vanguard",
                     "case",  # card layouts: Cases (719)
                     "prepare"})  # a creature with a spell it may cast a copy of


class CardDefinitionError(ValueError):
    """A card definition file is wrong; the message names file, card and field."""


class CardNotImplementedError(LookupError):
    """A card the engine has no definition for (it may still be a real card)."""

    def __init__(self, name: str, suggestions: list[str] | None = None) -> None:
        self.name = name
        self.suggestions = suggestions or []
        hint = f" — did you mean {', '.join(repr(s) for s in self.suggestions)}?" if self.suggestions else ""
        super().__init__(f"the engine has no definition of the card {name!r}{hint}")


_CASELESS_TYPES = {w.lower(): w for w in (
    *SUPERTYPES, "Artifact", "Battle", "Conspiracy", "Creature", "Dungeon", "Enchantment",
    "Instant", "Kindred", "Land", "Phenomenon", "Plane", "Planeswalker", "Scheme", "Sorcery",
    "Tribal", "Vanguard")}
"""Card types (205.2a) and supertypes (205.4a) by lower-case spelling: a type line printed in
odd case (sAnS mERcY's "pLAnE — sECreT LaIR") names the same types."""


def parse_type_line(type_line: str) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """``"Legendary Creature — Elf Druid"`` → (supertypes, types, subtypes) (CR 205)."""
    left, _, right = type_line.partition("—")
    words = [_CASELESS_TYPES.get(w.lower(), w) for w in left.split()]  # "pLAnE" (205.2a)
    supertypes = tuple(w for w in words if w in SUPERTYPES)
    types = tuple(w for w in words if w not in SUPERTYPES)
    subtypes = tuple(right.split()) if right else ()
    return supertypes, types, subtypes


def parse_ability_cost(text: str) -> Cost:
    """Read a cost such as ``"{1}, {T}, Sacrifice this"``, ``"Sacrifice a creature"`` or a
    loyalty cost ``"-3"`` (CR 602.1a, 118, 606.4)."""
    mana = ""
    tap = untap = sac = discard_self = False
    life = discard = 0
    sacrifice = ""
    sacrifice_count = 1
    loyalty: int | None = None
    crew = 0
    other: dict[str, Any] = {}  # statics: counters removed, permanents tapped, exile this
    for part in (p.strip().strip("[]") for p in text.replace("\u2212", "-").split(",")):
        low = part.lower()
        extra = _other_cost_part(part)
        if extra is not None:
            other.update(extra)
        elif part == "{T}":
            tap = True
        elif part == "{Q}":
            untap = True
        elif low in ("sacrifice this", "sacrifice ~"):
            sac = True
        elif low.startswith("sacrifice "):
            phrase = low[len("sacrifice "):]
            subtype = _SACRIFICE_SUBTYPE.match(part)
            if subtype:  # "Sacrifice a Desert" (205.3): a permanent of that subtype
                sacrifice = subtype.group(1)
                continue
            for word, n in (("two ", 2), ("three ", 3)):
                if phrase.startswith(word):
                    sacrifice_count, phrase = n, phrase[len(word):].removesuffix("s")
            last = part.split()[-1]
            if len(phrase.split()) == 1 and last[:1].isupper():  # planes: statics — a subtype,
                sacrifice = last.removesuffix("s")  # "Sacrifice three Foods" (205.3)
                continue
            try:
                parse_filter(phrase.removeprefix("another ").removeprefix("a ").removeprefix("an "))
            except VocabularyError as e:
                raise CardDefinitionError(f"cannot read cost part {part!r}: {e}") from None
            sacrifice = phrase
        elif low.startswith("pay ") and low.endswith(" life"):
            life = int(low.split()[1])
        elif low in ("discard a card",):
            discard = 1
        elif low == "discard this card":
            discard_self = True
        elif part.lstrip("+-").isdigit() and (part[0] in "+-" or part == "0"):
            loyalty = int(part)
        elif part.startswith("{"):
            if "{T}" in part:
                mana += part.replace("{T}", "")
                tap = True
            else:
                mana += part
        elif _CREW_COST.match(low):  # crew N (702.122a)
            crew = int(_CREW_COST.match(low).group(1) or _CREW_COST.match(low).group(2))
        elif part:
            raise CardDefinitionError(f"cannot read cost part {part!r}")
    return Cost(parse_cost(mana), tap, untap, sac, life, discard, sacrifice, sacrifice_count,
                discard_self, loyalty, crew=crew, **other)


ALL_COUNTERS = -1
"""``remove_count`` of "Remove all [kind] counters from this creature" (602.1a, 122.1)."""
_COST_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5,
                 "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}
_SELF_WORDS = r"(?:this (?:creature|land|artifact|enchantment|permanent)|~)"
_REMOVE_COUNTERS = re.compile(r"^remove (a|an|one|two|three|four|five|six|seven|eight|nine|ten) "
                              r"([+-]1/[+-]1|[a-z]+) "
                              rf"counters? from {_SELF_WORDS}$", re.IGNORECASE)
_REMOVE_ALL_COUNTERS = re.compile(rf"^remove all ([+-]1/[+-]1|[a-z]+) counters from {_SELF_WORDS}$",
                                  re.IGNORECASE)
_REMOVE_COUNTERS_FROM = re.compile(r"^remove (a|an|one|two|three) ([+-]1/[+-]1|[a-z]+) "
                                   r"counters? from an? ([a-z ]+? you control)$", re.IGNORECASE)
_TAP_OTHERS = re.compile(r"^tap (a|an|one|two|three|four|five|another) untapped "
                         r"([a-z ]+?) you control$", re.IGNORECASE)
_EXILE_SELF = re.compile(rf"^exile (?:{_SELF_WORDS}|this card from your graveyard)$",
                         re.IGNORECASE)
_SACRIFICE_SUBTYPE = re.compile(r"^[Ss]acrifice an? ([A-Z][a-z]+)$")


def _other_cost_part(part: str) -> dict[str, Any] | None:
    """Cost parts read by pattern (602.1a, 118.3): "Remove a charge counter from this land"
    (counters removed from the source, 122.1), "Tap two untapped artifacts you control"
    (701.21a: untapped permanents only), "Exile this creature" / "Exile this card from your
    graveyard" (the source exiled, 406.3; from the graveyard the ability works there,
    113.6m).  None for any other part."""
    m = _REMOVE_COUNTERS.match(part)
    if m:
        return {"remove_counter": m.group(2).lower(), "remove_count": _COST_NUMBERS[m.group(1).lower()]}
    m = _REMOVE_ALL_COUNTERS.match(part)
    if m:  # "Remove all +1/+1 counters from this creature": any number, none too (118.3)
        return {"remove_counter": m.group(1).lower(), "remove_count": ALL_COUNTERS}
    m = _REMOVE_COUNTERS_FROM.match(part)
    if m:  # "Remove a +1/+1 counter from a creature you control" (one permanent, 122.1)
        try:
            parse_filter(m.group(3).lower())
        except VocabularyError as e:
            raise CardDefinitionError(f"cannot read cost part {part!r}: {e}") from None
        return {"remove_counter": m.group(2).lower(),
                "remove_count": _COST_NUMBERS[m.group(1).lower()],
                "remove_from": m.group(3).lower()}
    m = _TAP_OTHERS.match(part)
    if m:
        n = _COST_NUMBERS.get(m.group(1).lower(), 1)
        phrase = m.group(2).lower()
        if n > 1:  # "two untapped artifacts": the filter of one
            phrase = phrase.removesuffix("s")
        try:
            parse_filter(f"{phrase} you control")
        except VocabularyError as e:
            raise CardDefinitionError(f"cannot read cost part {part!r}: {e}") from None
        other = "another " if m.group(1).lower() == "another" else ""
        return {"tap_others": f"{other}{phrase} you control", "tap_count": n}
    if _EXILE_SELF.match(part):
        return {"exile_self": True}
    if part.lower() == RETURN_UNBLOCKED:  # ninjutsu (702.49a; the card revealed with it)
        return {"return_unblocked": True}
    return None


RETURN_UNBLOCKED = "return an unblocked attacking creature you control to its owner's hand"
"""Ninjutsu's cost part (702.49a): the creature returned as the ability is activated."""


_CREW_COST = re.compile(r"^crew (\d+)$|^tap any number of other untapped creatures you control "
                        r"with total power (\d+) or greater$")
"""The cost of a crew ability (702.122a): "Crew N" or its reminder text's words."""


def _effects(raw: Any, where: str) -> tuple[Effect, ...]:
    if not isinstance(raw, list):
        raise CardDefinitionError(f"{where}: expected a list of effects")
    out = []
    for i, item in enumerate(raw):
        if not isinstance(item, dict) or "do" not in item:
            raise CardDefinitionError(f"{where}[{i}]: each effect is a table with 'do'")
        args = {k: v for k, v in item.items() if k != "do"}
        try:
            check_effect(item["do"], args)
        except VocabularyError as e:
            raise CardDefinitionError(f"{where}[{i}]: {e}") from None
        if "effects" in args:  # a delayed triggered ability's instructions (603.7)
            args["effects"] = _effects(args["effects"], f"{where}[{i}].effects")
        if "abilities" in args:  # activated abilities an effect grants (113.2)
            args["abilities"] = _static_arg("abilities", args["abilities"], f"{where}[{i}]")
        if item["do"] == "get_emblem":  # 114.1: the emblem's abilities, a card of their own
            args["emblem"] = compile_card("Emblem", args["emblem"], f"{where}[{i}].emblem")
        args = {k: tuple(v) if isinstance(v, list) else v for k, v in args.items()}  # immutable
        out.append(Effect(item["do"], tuple(sorted(args.items()))))
    return tuple(out)


def parse_targets(raw: Any, where: str) -> tuple[TargetSpec, ...]:
    if raw is None:
        return ()
    if not isinstance(raw, list):
        raise CardDefinitionError(f"{where}: expected a list of target phrases")
    out = []
    for t in raw:
        count, up_to, phrase, each = 1, False, t, False
        if isinstance(t, dict):
            phrase = t.get("filter", "")
            count = int(t.get("count", 1))
            up_to = bool(t.get("up_to", False))
            each = t.get("for_each") == "opponent"  # Orzhova
        least = int(t.get("at_least", 0)) if isinstance(t, dict) else 0  # planes: statics
        at_random = bool(t.get("at_random", False)) if isinstance(t, dict) else False
        share = bool(t.get("share_type", False)) if isinstance(t, dict) else False
        distinct = bool(t.get("distinct", False)) if isinstance(t, dict) else False
        try:
            out.append(TargetSpec(parse_filter(phrase), count, up_to, each, least,
                                  at_random=at_random, share_type=share, distinct=distinct))
        except VocabularyError as e:
            raise CardDefinitionError(f"{where}: {e}") from None
    return tuple(out)


def _ability(raw: Any, where: str) -> ActivatedAbility:
    if not isinstance(raw, dict) or "cost" not in raw:
        raise CardDefinitionError(f"{where}: an ability is a table with 'cost'")
    try:
        cost = parse_ability_cost(raw["cost"])
    except (CardDefinitionError, ManaCostError, ValueError) as e:
        raise CardDefinitionError(f"{where}: field 'cost': {e}") from None
    unknown = set(raw) - {"cost", "add", "amount", "effects", "targets", "sorcery", "text", "zone",
                          "boast",
                          "once_each_turn", "if",  # planes: statics — 602.5b restrictions
                          "per_counter",  # "Add {C} for each charge counter on this artifact"
                          "cost_per",  # "This ability costs {1} more to activate for each …"
                          "when_spent",  # "When that mana is spent to cast ..." (106.6)
                          "spend_only",  # "Spend this mana only to cast ..." (106.6)
                          "any_player"}  # "Any player may activate this ability." (602.2)
    if unknown:
        raise CardDefinitionError(f"{where}: unknown field(s) {sorted(unknown)}")
    produces, units = _mana_produced(raw["add"], where) if "add" in raw else ((), ())
    return ActivatedAbility(
        cost=cost,
        effects=_effects(raw.get("effects", []), f"{where}.effects"),
        targets=parse_targets(raw.get("targets"), f"{where}.targets"),
        sorcery_speed=bool(raw.get("sorcery", False)) or cost.loyalty is not None,  # 606.3
        produces=produces,
        amount=len(units) if units else int(raw.get("amount", 1)),
        text=str(raw.get("text", raw["cost"])),
        zone=str(raw.get("zone", "battlefield")),
        # 702.142a: "Activate only if this creature attacked this turn and only once each turn"
        condition="it attacked this turn" if raw.get("boast") else raw.get("if"),
        once_each_turn=bool(raw.get("boast") or raw.get("once_each_turn")),
        units=units,
        per_counter=str(raw.get("per_counter", "")),
        cost_per=_cost_per(raw.get("cost_per"), where),
        when_spent=_when_spent(raw.get("when_spent"), where),
        spend_only=_spend_only(raw, where),
        any_player=bool(raw.get("any_player", False)),
    )


SPEND_ONLY = frozenset({"creature spell of the chosen type"})
"""The spells a mana ability's "Spend this mana only to cast …" allows (106.6), read by
``engine.mana_payment.mana_sources`` for a free "{T}: Add …" ability."""


def _spend_only(raw: dict[str, Any], where: str) -> str:
    phrase = raw.get("spend_only", "")
    if phrase and (phrase not in SPEND_ONLY or raw.get("cost") != "{T}"):
        raise CardDefinitionError(f"{where}: field 'spend_only': expected one of "
                                  f"{sorted(SPEND_ONLY)} on a '{{T}}' mana ability")
    return str(phrase)


SPENT_ON = frozenset({"creature sharing a creature type with your commander"})
"""The spells a mana ability's "When that mana is spent to cast …" watches for."""


def _cost_per(raw: Any, where: str) -> tuple[str, int] | None:
    """``{for_each = "number of Vampire you control", amount = -1}``: "This ability costs
    {1} less to activate for each Vampire you control" (602.2b, 601.2f)."""
    if raw is None:
        return None
    if not isinstance(raw, dict) or set(raw) != {"for_each", "amount"} \
            or not isinstance(raw["for_each"], str) or not isinstance(raw["amount"], int):
        raise CardDefinitionError(f"{where}: field 'cost_per': a table with 'for_each' (an "
                                  "amount phrase) and 'amount' (mana per object, negative "
                                  "for less)")
    return raw["for_each"], raw["amount"]


def _when_spent(raw: Any, where: str) -> tuple[str, tuple[Effect, ...]] | None:
    """``when_spent = {spell = "...", effects = [...]}`` (106.6, 603.7a)."""
    if raw is None:
        return None
    if not isinstance(raw, dict) or raw.get("spell") not in SPENT_ON:
        raise CardDefinitionError(f"{where}: field 'when_spent': expected a table with "
                                  f"'spell' one of {sorted(SPENT_ON)} and 'effects'")
    return raw["spell"], _effects(raw.get("effects", []), f"{where}.when_spent.effects")


MANA_WORDS = {"any": ("W", "U", "B", "R", "G"), "commander": ("commander",),
              "opponent_lands": ("opponent_lands",), "chosen": ("chosen",)}
"""A mana ability's ``add`` words (106.1, 605.1a): "one mana of any color"; of any color in
your commander's color identity (903.4); of any color that a land an opponent controls
could produce (106.7); of the colour chosen as the permanent entered (614.12)."""


def _mana_produced(add: Any, where: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """A mana ability's ``add`` field → (colour choices, units): ``"G"``, ``"W/U"`` (one of
    them), ``"U/chosen"``, a word of :data:`MANA_WORDS`, or several mana at once in braces:
    ``"{W}{U}"``, ``"{C}{C}"``, ``"{W/U}{W/U}"`` (each mana its own choice, 106.1)."""
    add = str(add)
    if add in MANA_WORDS:
        return MANA_WORDS[add], ()
    if add.startswith("{"):
        units = tuple("".join(c.split("/")) for c in re.findall(r"\{([^}]*)\}", add))
        if not units or "".join(f"{{{'/'.join(u)}}}" for u in units) != add \
                or any(c not in "WUBRGC" for u in units for c in u):
            raise CardDefinitionError(f"{where}: field 'add': {add!r} is not mana symbols")
        return tuple(dict.fromkeys(c for u in units for c in u)), units
    produces = tuple(add.split("/"))
    if any(c != "chosen" and (c not in "WUBRGC" or not c) for c in produces):
        raise CardDefinitionError(f"{where}: field 'add': {add!r} is not a mana colour")
    return produces, ()


def _trigger(raw: Any, where: str) -> TriggeredAbility:
    if not isinstance(raw, dict) or "when" not in raw:
        raise CardDefinitionError(f"{where}: a trigger is a table with 'when'")
    unknown = set(raw) - {"when", "effects", "targets", "if", "text", "subject", "whose",
                          "chooser",  # (Grand Ossuary)
                          "modes",  # planes: statics — modal triggers (603.3c, 700.2)
                          "choose", "repeat",  # schemes: "choose three", 700.2d
                          "once_each_turn"}  # "This ability triggers only once each turn."
    if unknown:
        raise CardDefinitionError(f"{where}: unknown field(s) {sorted(unknown)}")
    if raw.get("subject") and raw["subject"] not in ATTACHED_SUBJECTS:
        try:
            subject = raw["subject"].removeprefix("another ")
            if raw.get("when") in ("you_cast", "cast"):  # read with the chosen type (607.2,
                subject = subject.replace(" of the chosen type", "")  # engine.chosen_types)
                subject = subject.replace(" of the chosen color", "")  # or colour (607.2)
            parse_filter(subject)
        except VocabularyError as e:
            raise CardDefinitionError(f"{where}: field 'subject': {e}") from None
    if raw.get("whose") not in (None, "your", "each", "opponent", "you"):
        raise CardDefinitionError(f"{where}: field 'whose': expected your, each or opponent")
    if raw["when"] not in TRIGGER_EVENTS:
        raise CardDefinitionError(
            f"{where}: unknown trigger event {raw['when']!r} (known: {', '.join(sorted(TRIGGER_EVENTS))})"
        )
    return TriggeredAbility(
        event=raw["when"],
        effects=_effects(raw.get("effects", []), f"{where}.effects"),
        targets=parse_targets(raw.get("targets"), f"{where}.targets"),
        condition=raw.get("if"),
        text=str(raw.get("text", "")),
        subject=raw.get("subject"),
        whose=raw.get("whose"),
        chooser=raw.get("chooser"),
        modes=tuple(_trigger({**m, "when": raw["when"]}, f"{where}.modes[{i}]")
                    for i, m in enumerate(raw.get("modes", []))),
        choose=int(raw.get("choose", 1)),
        repeat=bool(raw.get("repeat", False)),
        once_each_turn=bool(raw.get("once_each_turn", False)),
    )


def _cost_field(raw: dict[str, Any], where: str) -> ManaCost:
    """The ``cost`` field as a mana cost, or an error naming the field."""
    try:
        return parse_cost(raw.get("cost", ""))
    except ManaCostError as e:
        raise CardDefinitionError(f"{where}: field 'cost': {e}") from None


def _mana_field(raw: dict[str, Any], key: str, where: str) -> ManaCost | None:
    if key not in raw:
        return None
    try:
        return parse_cost(raw[key])
    except ManaCostError as e:
        raise CardDefinitionError(f"{where}: field {key!r}: {e}") from None


def _awaken(raw: Any, spell: SpellAbility | None, where: str) -> AltCost:
    """702.113a: "Awaken N—[cost]" — the spell cast for [cost] also puts N +1/+1 counters on
    target land you control, which becomes a 0/0 Elemental creature with haste (the
    ``awaken`` op, its target after the spell's own, 702.113b)."""
    if not isinstance(raw, dict) or set(raw) != {"cost", "amount"} or spell is None:
        raise CardDefinitionError(f"{where}: field 'awaken' is a table with 'cost' and "
                                  "'amount', on a card with a 'spell'")
    land = len(spell.targets)
    return AltCost("awaken", _mana_field(raw, "cost", f"{where}: field 'awaken'") or ManaCost(),
                   "hand", SpellAbility(
                       (*spell.effects, Effect("awaken", (("what", land),
                                                          ("amount", int(raw["amount"]))))),
                       (*spell.targets, TargetSpec(parse_filter("land you control"))),
                       "awakened"))


def _cost_text(text: Any, where: str, key: str) -> Cost:
    try:
        return parse_ability_cost(str(text))
    except (CardDefinitionError, ManaCostError) as e:
        raise CardDefinitionError(f"{where}: field {key!r}: {e}") from None


def _face(raw: Any, where: str, source: str = "") -> CardFace:
    """One face of a split, flip, adventure or double-faced card (CR 709, 710, 712, 715)."""
    if not isinstance(raw, dict) or "name" not in raw or "type" not in raw:
        raise CardDefinitionError(f"{where}: a face is a table with 'name' and 'type'")
    unknown = set(raw) - FACE_KEYS - FACE_ABILITY_KEYS
    if unknown:
        raise CardDefinitionError(f"{where}: unknown field(s) {sorted(unknown)}")
    cost = _cost_field(raw, where)
    sup, types, sub = parse_type_line(raw["type"])
    p, _, t = str(raw.get("pt", "")).partition("/")
    try:
        played = compile_card(raw["name"], {"text": "", **{k: v for k, v in raw.items()
                                                           if k != "name"}}, source)
    except CardDefinitionError as e:
        raise CardDefinitionError(f"{where}: {e}") from None
    return CardFace(raw["name"], cost, sup, types, sub, raw.get("text", ""), p or None, t or None,
                    raw.get("loyalty"), tuple(raw.get("color_indicator", ())), played)


def _mode(raw: Any, where: str) -> SpellAbility:
    """One mode of a modal spell: ``{text, targets, spell}`` (CR 700.2)."""
    if not isinstance(raw, dict) or "spell" not in raw:
        raise CardDefinitionError(f"{where}: a mode is a table with 'spell'")
    unknown = set(raw) - {"text", "targets", "spell"}
    if unknown:
        raise CardDefinitionError(f"{where}: unknown field(s) {sorted(unknown)}")
    return SpellAbility(_effects(raw["spell"], f"{where}.spell"),
                        parse_targets(raw.get("targets"), f"{where}.targets"), str(raw.get("text", "")))


def _mode_choice(raw: Any, modes: int, where: str) -> ModeChoice:
    """``choose = {min = 1, max = 2}`` (and ``repeat``, ``with_commander``): how many of a
    modal spell's modes are chosen (700.2, 700.2d); absent, "Choose one —"."""
    if raw is None:
        return ModeChoice()
    if not isinstance(raw, dict) or set(raw) - {"min", "max", "repeat", "with_commander"}:
        raise CardDefinitionError(f"{where}: expected a table of min, max, repeat, "
                                  "with_commander")
    choice = ModeChoice(int(raw.get("min", 1)), int(raw.get("max", 1)),
                        bool(raw.get("repeat", False)), int(raw.get("with_commander", 0)))
    if not modes or not 1 <= choice.min <= choice.max \
            or (choice.max > modes and not choice.repeat):
        raise CardDefinitionError(f"{where}: {choice.min} to {choice.max} of {modes} modes")
    return choice


def _static_arg(key: str, value: Any, where: str) -> Any:
    """A static ability's argument, immutable: ``abilities`` (activated abilities a static
    grants, 113.2) are compiled like a card's own ``abilities``."""
    if key == "abilities" and isinstance(value, list):
        return tuple(_ability(a, f"{where}.abilities[{i}]") for i, a in enumerate(value))
    if key == "triggers" and isinstance(value, list):  # planes: statics — granted triggers
        return tuple(_trigger(a, f"{where}.triggers[{i}]") for i, a in enumerate(value))
    return value


def _int_or_none(v: str | None) -> int | None:
    if v is None:
        return None
    try:
        return int(v)
    except ValueError:
        return 0  # "*" and friends are characteristic-defining (604.3); 0 off the battlefield


def compile_card(name: str, raw: dict[str, Any], source: str = "") -> CardDef:
    """Turn one TOML table into a :class:`CardDef`, or raise naming the field."""
    where = f"{source}: card {name!r}" if source else f"card {name!r}"
    if not isinstance(raw, dict):
        raise CardDefinitionError(f"{where}: expected a table")
    unknown = set(raw) - CARD_KEYS
    if unknown:
        raise CardDefinitionError(f"{where}: unknown field(s) {sorted(unknown)}")
    for required in ("type", "text"):
        if required not in raw:
            raise CardDefinitionError(f"{where}: missing field {required!r}")
    cost = _cost_field(raw, where)
    supertypes, types, subtypes = parse_type_line(raw["type"])
    power = toughness = None
    if "pt" in raw:
        p, sep, t = str(raw["pt"]).partition("/")
        if not sep:
            raise CardDefinitionError(f"{where}: field 'pt': expected 'P/T', got {raw['pt']!r}")
        power, toughness = _int_or_none(p), _int_or_none(t)
    keywords = raw.get("keywords", [])
    bad = [k for k in keywords if not is_keyword(k)]
    if bad:
        raise CardDefinitionError(f"{where}: field 'keywords': unknown keyword(s) {bad}")
    spell = None
    if "spell" in raw:
        spell = SpellAbility(
            _effects(raw["spell"], f"{where}: field 'spell'"),
            parse_targets(raw.get("targets"), f"{where}: field 'targets'"),
        )
    modes = tuple(_mode(m, f"{where}: field 'modes'[{i}]") for i, m in enumerate(raw.get("modes", [])))
    if modes and spell is not None:
        raise CardDefinitionError(f"{where}: a card has either 'spell' or 'modes', not both")
    choose = _mode_choice(raw.get("choose"), len(modes), f"{where}: field 'choose'")
    activated = tuple(
        _ability(a, f"{where}: field 'abilities'[{i}]") for i, a in enumerate(raw.get("abilities", []))
    )
    if "equip" in raw:  # CR 702.6a: "[Cost]: Attach to target creature you control. Sorcery speed."
        try:
            equip_cost = parse_ability_cost(raw["equip"])
        except (CardDefinitionError, ManaCostError) as e:
            raise CardDefinitionError(f"{where}: field 'equip': {e}") from None
        activated = (*activated, ActivatedAbility(
            cost=equip_cost, effects=(Effect("attach", (("to", 0),)),),
            targets=(TargetSpec(parse_filter("creature you control")),), sorcery_speed=True,
            text=f"Equip {raw['equip']}"))
    if "cycling" in raw:  # CR 702.29a: "[Cost], Discard this card: Draw a card."
        cyc = _cost_text(raw["cycling"], where, "cycling")
        activated = (*activated, ActivatedAbility(
            cost=replace(cyc, discard_self=True), effects=(Effect("draw", (("amount", 1),)),),
            text=f"Cycling {raw['cycling']}", zone="hand"))
    kicker = _mana_field(raw, "kicker", where)
    if "entwine" in raw:  # 702.42a: an optional additional cost, paid as kicker is (601.2b)
        if kicker is not None or not modes:
            raise CardDefinitionError(f"{where}: field 'entwine' needs modes and no kicker")
        kicker = _mana_field(raw, "entwine", where)
        choose = replace(choose, entwine=True)
    if "buyback" in raw:  # 702.27a: an optional additional cost, paid as kicker is (601.2b)
        if kicker is not None:
            raise CardDefinitionError(f"{where}: field 'buyback' with kicker or entwine")
        kicker = _mana_field(raw, "buyback", where)
    if "squad" in raw:  # 702.157a: an additional cost paid any number of times, as multikicker
        if kicker is not None:  # (601.2b); the "Squad" keyword is its enters trigger
            raise CardDefinitionError(f"{where}: field 'squad' with another kicker cost")
        kicker = _mana_field(raw, "squad", where)
        keywords = [*keywords, "Squad"]
    if "offspring" in raw:  # 702.175a: an optional additional cost, paid as kicker is (601.2b);
        if kicker is not None:  # the "Offspring" keyword is its enters trigger (mechanics.offspring)
            raise CardDefinitionError(f"{where}: field 'offspring' with another kicker cost")
        kicker = _mana_field(raw, "offspring", where)
        keywords = [*keywords, "Offspring"]
    if "multikicker" in raw:  # 702.33c: a kicker cost, paid any number of times (601.2b)
        if kicker is not None:
            raise CardDefinitionError(f"{where}: field 'multikicker' with another kicker cost")
        kicker = _mana_field(raw, "multikicker", where)
    alt_costs: list[AltCost] = []
    if "flashback" in raw:  # CR 702.34a
        alt_costs.append(AltCost("flashback", _mana_field(raw, "flashback", where) or ManaCost(),
                                 "graveyard", None, True))
    if "disturb" in raw:  # CR 702.146a: cast transformed from the graveyard (engine.faces)
        alt_costs.append(AltCost("disturb", _mana_field(raw, "disturb", where) or ManaCost(),
                                 "graveyard"))
    if "overload" in raw:  # CR 702.96a-b
        if "overload_spell" not in raw:
            raise CardDefinitionError(f"{where}: 'overload' needs 'overload_spell' (the text with "
                                      "'each' for 'target')")
        alt_costs.append(AltCost("overload", _mana_field(raw, "overload", where) or ManaCost(),
                                 "hand", SpellAbility(_effects(raw["overload_spell"],
                                                               f"{where}: field 'overload_spell'"),
                                                      (), "overloaded")))
    if "evoke" in raw:  # 702.74a: cast from hand for its evoke cost (mechanics.evoke)
        alt_costs.append(AltCost("evoke", _mana_field(raw, "evoke", where) or ManaCost(), "hand"))
    if "Jump-start" in keywords:  # 702.133a: from the graveyard for its mana cost, a card
        alt_costs.append(AltCost("jump-start", cost, "graveyard", None, True))  # discarded
    if "Retrace" in keywords:  # 702.81a: cast from the graveyard for its mana cost, plus
        alt_costs.append(AltCost("retrace", cost, "graveyard"))  # a land card discarded
    if "madness" in raw:  # 702.35a: cast from exile by its madness trigger (mechanics.madness)
        alt_costs.append(AltCost("madness", _mana_field(raw, "madness", where) or ManaCost(),
                                 "exile"))
    if "foretell" in raw:  # 702.143a: cast from exile once foretold, for its foretell cost
        alt_costs.append(AltCost("foretell", _mana_field(raw, "foretell", where) or ManaCost(),
                                 "exile"))
    for alt_name in ("dash", "blitz", "surge", "spectacle"):  # 702.109a, 702.152a, 702.117a,
        # 702.137a: cast from the hand for that cost
        if alt_name in raw:
            alt_costs.append(AltCost(alt_name, _mana_field(raw, alt_name, where) or ManaCost(),
                                     "hand"))
    if "escape" in raw:  # 702.138a: "Escape—{cost}, Exile N other cards from your graveyard"
        esc = raw["escape"]
        if not isinstance(esc, dict) or set(esc) != {"cost", "exile"}:
            raise CardDefinitionError(f"{where}: field 'escape' is a table with 'cost' and "
                                      "'exile'")
        alt_costs.append(AltCost("escape", _mana_field(esc, "cost", f"{where}: field 'escape'")
                                 or ManaCost(), "graveyard", exile_others=int(esc["exile"])))
    if "awaken" in raw:  # 702.113a-b: cast for its awaken cost, the spell also targets a land
        alt_costs.append(_awaken(raw["awaken"], spell, where))  # you control (mechanics.awaken)
    if "bestow" in raw:  # 702.103a-b: cast bestowed for its bestow cost, an Aura spell that
        # targets a creature (303.4a, 601.2c; mechanics.bestow)
        alt_costs.append(AltCost("bestow", _mana_field(raw, "bestow", where) or ManaCost(), "hand",
                                 SpellAbility((), (TargetSpec(parse_filter("creature")),),
                                              "bestowed")))
    if "trap" in raw:  # 118.9: "If [condition], you may pay {B}{B} rather than pay this
        trap = raw["trap"]  # spell's mana cost." (a record {cost, if})
        if not isinstance(trap, dict) or set(trap) != {"cost", "if"}:
            raise CardDefinitionError(f"{where}: field 'trap' is a table with 'cost' and 'if'")
        alt_costs.append(AltCost("trap", _mana_field(trap, "cost", f"{where}: field 'trap'")
                                 or ManaCost(), "hand", condition=str(trap["if"])))
    additional = _cost_text(raw["additional_cost"], where, "additional_cost") \
        if "additional_cost" in raw else None
    enchant = None
    if "enchant" in raw:
        try:
            enchant = TargetSpec(parse_filter(raw["enchant"]))
        except VocabularyError as e:
            raise CardDefinitionError(f"{where}: field 'enchant': {e}") from None
    triggered = tuple(
        _trigger(a, f"{where}: field 'triggers'[{i}]") for i, a in enumerate(raw.get("triggers", []))
    )
    layout = raw.get("layout", "normal")
    if layout not in LAYOUTS:
        raise CardDefinitionError(f"{where}: field 'layout': unknown layout {layout!r}")
    faces = tuple(_face(f, f"{where}: field 'faces'[{i}]", source) for i, f in enumerate(raw.get("faces", [])))
    all_static = tuple(
        StaticAbility(s["op"], tuple(sorted((k, _static_arg(k, v, f"{where}: field 'statics'"))
                                            for k, v in s.items() if k not in ("op", "text"))),
                      s.get("text", ""))
        for s in raw.get("statics", [])
    )
    # replacement effects (614, 615) and "enter as a copy" (707.5) are not layer effects
    replacing = (REPLACEMENT_OPS | {"enter_as_copy"} | PLANAR_RULE_OPS | GRANT_OPS  # 901.7
                 | CASTING_RULE_OPS | SCHEME_RULE_OPS | SPELL_COST_OPS)
    static = tuple(s for s in all_static if s.op not in replacing)
    replacement_abilities = tuple(s for s in all_static if s.op in replacing)
    left = " ".join((*supertypes, *types))
    canonical = f"{left} — {' '.join(subtypes)}" if subtypes else left
    return CardDef(
        printed_type=raw["type"] if raw["type"] != canonical else "",
        name=name,
        mana_cost=cost,
        supertypes=supertypes,
        types=types,
        subtypes=subtypes,
        text=raw["text"],
        power=power,
        toughness=toughness,
        loyalty=_int_or_none(raw.get("loyalty")),
        color_indicator=tuple(raw.get("color_indicator", ())),
        keywords=frozenset(keywords),
        spell=spell,
        modes=modes,
        choose=choose,
        enchant=enchant,
        activated=activated,
        triggered=triggered,
        static=static,
        replacement_abilities=replacement_abilities,
        kicker=kicker,
        multikicker="multikicker" in raw or "squad" in raw,
        buyback="buyback" in raw,
        additional_cost=additional,
        alt_costs=tuple(alt_costs),
        layout=layout,
        faces=faces,
        missing=tuple(raw.get("missing", ())),
        source=source,
    )


def load_file(path: Path | str, text: str | None = None) -> dict[str, CardDef]:
    """Load one definition file; errors name the file, card and field."""
    path = Path(path)
    try:
        data = tomllib.loads(text if text is not None else path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as e:
        raise CardDefinitionError(f"{path.name}: not valid TOML: {e}") from None
    except OSError as e:
        raise CardDefinitionError(f"{path}: cannot read: {e.strerror}") from None
    return {name: compile_card(name, raw, path.name) for name, raw in data.items()}


@lru_cache(maxsize=1)
def load_definitions() -> dict[str, CardDef]:
    """Every shipped card definition by name (loaded once, lazily)."""
    cards: dict[str, CardDef] = {}
    folder = resources.files("casualmagic.cards") / "definitions"
    for path, entry in _definition_files(folder, Path()):
        for name, card in load_file(path, entry.read_text(encoding="utf-8")).items():
            if name in cards:
                raise CardDefinitionError(
                    f"{path}: card {name!r} is already defined in {cards[name].source}"
                )
            cards[name] = card
    return cards


@lru_cache(maxsize=1)
def compiled_equivalent_names() -> tuple[str, ...]:
    """Cards once hand-written whose table gave way to their compiled definition when the
    card's scenario tests passed with it (``definitions/compiled_equivalent.txt``, one name a
    line; ``benchmarks/bench_equivalence.py`` measures them again): played compiled now."""
    entry = resources.files("casualmagic.cards") / "definitions" / "compiled_equivalent.txt"
    lines = entry.read_text(encoding="utf-8").splitlines() if entry.is_file() else []
    return tuple(n.strip() for n in lines if n.strip() and not n.startswith("#"))


def pool_definitions() -> dict[str, CardDef]:
    """The cards random pools draw from (``decks.generate``, "a random card" effects): every
    hand-written definition and the compiled definitions of
    :func:`compiled_equivalent_names`, by name (the caller filters out partial ones)."""
    pool = dict(load_definitions())
    for name in compiled_equivalent_names():
        if name not in pool:
            card = _compiled(name)
            if card is not None:
                pool[name] = card
    return pool


def _definition_files(folder: Any, under: Path) -> list[tuple[Path, Any]]:
    """The ``*.toml`` files of the definitions folder and its subfolders (by card family,
    e.g. ``planes/``), sorted, each with its path relative to the folder."""
    out: list[tuple[Path, Any]] = []
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if entry.is_dir():
            out += _definition_files(entry, under / entry.name)
        elif entry.name.endswith(".toml"):
            out.append((under / entry.name, entry))
    return out


def _key(name: str) -> str:
    import unicodedata

    folded = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    return " ".join(folded.lower().split())


@lru_cache(maxsize=1)
def _index() -> dict[str, str]:
    return {_key(n): n for n in load_definitions()}


def card_by_name(name: str) -> CardDef:
    """The shipped definition of ``name`` (case and accents ignored)."""
    defs = load_definitions()
    card = defs.get(name)
    if card is not None:
        return card
    real = _index().get(_key(name))
    if real is not None:
        return defs[real]
    compiled = _compiled(name)
    if compiled is not None:
        return compiled
    raise CardNotImplementedError(name, _close_names(name))


@lru_cache(maxsize=1024)
def _close_names(name: str) -> list[str]:
    """Up to three implemented names like ``name``, for the error (remembered: agents ask
    about the same unknown names, such as tokens', many times a game)."""
    import difflib

    return difflib.get_close_matches(name, list(load_definitions()), n=3)


def _compiled(name: str) -> CardDef | None:
    """The definition compiled from the real card's oracle text (a hand-written one, above,
    takes precedence).  Imported here because the compiler builds on this module."""
    from casualmagic.cards.compiler import compiled_definition

    return compiled_definition(name)


def is_registered(card: CardDef) -> bool:
    """Is ``card`` the shared definition :func:`card_by_name` returns (so a pickle may name
    it instead of copying it)?"""
    return load_definitions().get(card.name) is card or (
        card.source == "compiled" and _compiled(card.name) is card)


def implementation_status(name: str) -> tuple[str, list[str]]:
    """``("implemented" | "partial" | "not yet implemented", [what is missing])``: from the
    hand-written definition if there is one, else from the oracle-text compiler."""
    card = load_definitions().get(name) or load_definitions().get(_index().get(_key(name), ""))
    if card is not None:
        return card.status, list(card.missing)
    from casualmagic.cards.compiler import compiled

    result = compiled(name)
    if result is None:
        return "not yet implemented", []
    return result.status, list(result.missing)
