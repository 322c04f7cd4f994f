"""The card model the engine plays with (CR 200–208, 700-series abilities).

A :class:`CardDef` is immutable and shared by every game: the game state
points at it and never copies it.  Its characteristics (name, mana cost,
types, colours, P/T, loyalty, oracle text, faces) are the printed ones
(CR 109.3); the engine computes current values through continuous effects
(CR 613).  Abilities are data (:class:`SpellAbility`, :class:`ActivatedAbility`,
:class:`TriggeredAbility`, :class:`StaticAbility`) written in the effect
vocabulary of :mod:`casualmagic.cards.vocabulary`; definition files in
``cards/definitions/`` are compiled into them by
:mod:`casualmagic.cards.definitions`.

Longer than 600 lines: the card model is one family of frozen dataclasses (the
characteristics and the four kinds of ability) that every layer reads; apart, a reader
would lose what one definition record becomes.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from casualmagic.cards.mana import ManaCost

PERMANENT_TYPES = frozenset(
    {"Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"}
)
"""Card types that make a permanent (CR 110.4)."""


@dataclass(frozen=True, slots=True)
class ObjectFilter:
    """Which objects or players a target or an effect may refer to (CR 115, 109).

    Built from phrases such as ``"nonblack creature"`` or ``"artifact or
    enchantment"`` by :func:`casualmagic.cards.vocabulary.parse_filter`.
    ``players`` selects players (``"any"``, ``"opponent"``, ``"you"``);
    ``types_any`` selects objects with at least one of those card types.
    """

    text: str
    players: str | None = None
    types_any: frozenset[str] = frozenset()
    types_none: frozenset[str] = frozenset()
    colors_any: frozenset[str] = frozenset()
    colors_none: frozenset[str] = frozenset()
    supertypes_any: frozenset[str] = frozenset()
    controller: str | None = None  # "you" | "opponent"
    tapped: bool | None = None
    combat: str | None = None  # "attacking" | "blocking" (506.4)
    zone: str = "battlefield"  # "battlefield" | "stack" | "graveyard"
    max_mana_value: int | None = None
    max_power: int | str | None = None  # "with power N or less" / an amount such as a noted number
    keywords_any: frozenset[str] = frozenset()
    token: bool | None = None  # "token" / "nontoken" (111.1)
    enchanted: bool | None = None  # "enchanted creature" / "that isn't enchanted" (303.4)
    equipped: bool | None = None  # "equipped creatures" (301.5: an Equipment attached)
    other: bool = False  # "another target creature": not the ability's source (115.10)
    # planes: casting (second round)
    types_all: frozenset[str] = frozenset()  # "artifact creature": every one of them (205.2)
    historic: bool = False  # "historic": an artifact, legendary or Saga (700.6)
    # planes: vehicles/phasing/exile — "non-Vehicle": none of these subtypes (205.3), below
    # subtypes named in a target phrase, "target Dalek you control",
    # "target non-Cat creature you control" (205.3, 109.2)
    subtypes_any: frozenset[str] = frozenset()
    subtypes_none: frozenset[str] = frozenset()
    commander: bool | None = None  # "commander creature" / "commander spell" (903.3)
    # "Squirrel you control" (a creature type, 205.3m, subtypes_any
    # above), "creature without flying" (702.9), "target Elvish Impersonators" (a name, 201.2)
    keywords_none: frozenset[str] = frozenset()
    name: str | None = None
    supertypes_none: frozenset[str] = frozenset()  # schemes: "nonbasic land" (205.4a)
    # one-shot effects: "with mana value 3 or greater" (202.3), "with power 4 or greater",
    # "with toughness 2 or less" (208.1), "with a counter on it" / "with a +1/+1 counter on
    # it" (122.1: ``counter`` is a counter kind or "any"), "creature that's attacking you"
    # (``combat`` "attacking you", 506.4, 508.1b)
    min_mana_value: int | None = None
    min_power: int | None = None
    min_toughness: int | None = None
    max_toughness: int | None = None
    counter: str | None = None

    def fits_characteristics(self, types: tuple[str, ...], colors: tuple[str, ...],
                             supertypes: tuple[str, ...], keywords: frozenset[str],
                             subtypes: tuple[str, ...] = ()) -> bool:
        """The filter's tests on characteristics (CR 109.3): card types, colours,
        supertypes and keyword abilities.  Zone, controller and status are the caller's."""
        if self.types_any and not any(t in self.types_any for t in types):
            return False
        if self.types_all and not all(t in types for t in self.types_all):
            return False
        if self.historic and not ("Artifact" in types or "Legendary" in supertypes
                                  or "Saga" in subtypes):
            return False
        if self.types_none and any(t in self.types_none for t in types):
            return False
        if self.colors_any and not any(c in self.colors_any for c in colors):
            return False
        if self.colors_none and any(c in self.colors_none for c in colors):
            return False
        if self.supertypes_any and not any(s in self.supertypes_any for s in supertypes):
            return False
        if self.supertypes_none and any(s in self.supertypes_none for s in supertypes):
            return False
        if self.subtypes_any and not any(s in self.subtypes_any for s in subtypes):
            return False
        if self.subtypes_none and any(s in self.subtypes_none for s in subtypes):
            return False
        if self.keywords_none and any(k in self.keywords_none for k in keywords):
            return False
        return not self.keywords_any or any(k in self.keywords_any for k in keywords)

    def fits_numbers(self, mana_value: float, power: int | None, toughness: int | None,
                     counters: tuple[tuple[str, int], ...] = ()) -> bool:
        """The filter's bounds on mana value (202.3), power and toughness (208.1) and its
        counters (122.1): "with mana value 3 or greater", "with power 2 or less", "with a
        +1/+1 counter on it".  ``max_mana_value`` and ``max_power`` are the caller's (an
        amount may need the spell that names it)."""
        if self.min_mana_value is not None and mana_value < self.min_mana_value:
            return False
        if self.min_power is not None and (power or 0) < self.min_power:
            return False
        if self.min_toughness is not None and (toughness or 0) < self.min_toughness:
            return False
        if self.max_toughness is not None and (toughness or 0) > self.max_toughness:
            return False
        if self.counter is not None:
            return any(n > 0 and (self.counter == "any" or k == self.counter)
                       for k, n in counters)
        return True


def _every_creature_type(card: CardDef) -> None:
    """Changeling (702.73a): a characteristic-defining ability, "this object is every
    creature type", that works in every zone (604.3) — so the card's own subtypes are every
    creature type of 205.3m; its printed type line stays as printed."""
    from casualmagic.rules.text import creature_types

    if not card.printed_type:
        object.__setattr__(card, "printed_type", card.type_line)
    have = set(card.subtypes)
    object.__setattr__(card, "subtypes", (*card.subtypes,
                                          *sorted(t for t in creature_types() if t not in have)))


@dataclass(frozen=True, slots=True)
class Effect:
    """One instruction of a spell or ability, e.g. ``damage 3 to target 0``.

    ``op`` names a function of the effect vocabulary; ``args`` are its
    keyword arguments (already checked when the definition was loaded).
    """

    op: str
    args: tuple[tuple[str, Any], ...] = ()

    def get(self, key: str, default: Any = None) -> Any:
        for k, v in self.args:
            if k == key:
                return v
        return default


@dataclass(frozen=True, slots=True)
class TargetSpec:
    """One target requirement, "target <filter>" (CR 115.1)."""

    filter: ObjectFilter
    count: int = 1
    up_to: bool = False
    # planes: planar/library (Orzhova): "for each opponent, up to one target creature card
    # from that player's graveyard" — one target per opponent, each from a different player
    # (115.1, 601.2c); see casualmagic.effects.per_player
    for_each_opponent: bool = False
    # planes: statics — "one, two, or three target creatures": with ``up_to``, at least
    # this many must be chosen (601.2c, 115.1)
    at_least: int = 0
    # "select target player at random" (Furnace Layer): the game chooses among the legal
    # targets as the ability is put on the stack (601.2c, 603.3d); it is still a target
    at_random: bool = False
    # "two target permanents that share a card type" (Cliffside Market): each target chosen
    # shares a card type with those chosen before it (601.2c)
    share_type: bool = False
    # schemes (Know Evil): "You can't choose any player as a target more than once" — not
    # what another "target" of the same spell or ability chose (601.2c)
    distinct: bool = False


@dataclass(frozen=True, slots=True)
class Cost:
    """Costs of an activated ability (CR 118, 602.1a): mana plus other parts."""

    mana: ManaCost = field(default_factory=ManaCost)
    tap: bool = False  # {T} (CR 107.5)
    untap: bool = False  # {Q}
    sacrifice_self: bool = False
    pay_life: int = 0
    discard: int = 0
    sacrifice: str = ""  # "Sacrifice a creature": a filter phrase (CR 701.17)
    sacrifice_count: int = 1
    discard_self: bool = False  # "Discard this card" (cycling, 702.29a)
    loyalty: int | None = None  # a loyalty ability's cost: +N / -N loyalty counters (606.4)
    exile_self: bool = False  # "Exile this card from your graveyard" (702.97a, 702.128a)
    crew: int = 0  # "Tap any number of other untapped creatures you control with total power N
    # or greater" (crew N, 702.122a; mechanics.crew)
    # statics: "Remove a charge counter from this land" / "Remove two +1/+1 counters from this
    # creature" (602.1a, 122.1): the kind of counter and how many, removed from the source
    remove_counter: str = ""
    remove_count: int = 0
    # "Remove a +1/+1 counter from a creature you control" (602.1a, 122.1): the counters come
    # off a permanent of this filter phrase the player chooses, not the source ("" = the source)
    remove_from: str = ""
    # statics: "Tap two untapped artifacts you control" / "Tap an untapped creature you
    # control" (602.1a, 701.21a): a filter phrase of permanents and how many (118.3: untapped
    # ones only; "another" leaves the source out)
    tap_others: str = ""
    tap_count: int = 0
    # ninjutsu (702.49a, mechanics.ninjutsu): "Reveal this card from your hand, Return an
    # unblocked attacking creature you control to its owner's hand"
    return_unblocked: bool = False

    @property
    def text(self) -> str:
        parts = []
        if self.mana.symbols:
            parts.append(str(self.mana))
        if self.tap:
            parts.append("{T}")
        if self.pay_life:
            parts.append(f"Pay {self.pay_life} life")
        if self.sacrifice_self:
            parts.append("Sacrifice this")
        if self.discard:
            parts.append(f"Discard {self.discard}")
        if self.sacrifice:
            parts.append(f"Sacrifice {self.sacrifice}")
        if self.discard_self:
            parts.append("Discard this card")
        if self.crew:
            parts.append(f"Crew {self.crew}")
        if self.remove_counter:
            parts.append(f"Remove {'all' if self.remove_count < 0 else self.remove_count} "
                         f"{self.remove_counter} counter(s)"
                         + (f" from {self.remove_from}" if self.remove_from else ""))
        if self.tap_others:
            parts.append(f"Tap {self.tap_count} untapped {self.tap_others}")
        if self.exile_self:
            parts.append("Exile this")
        if self.return_unblocked:
            parts.append("Return an unblocked attacking creature you control to its owner's hand")
        if self.loyalty is not None:
            parts.insert(0, f"{self.loyalty:+d}" if self.loyalty else "0")
        return ", ".join(parts)

    @property
    def has_other_parts(self) -> bool:
        """Any part besides mana (601.2h: paid with the mana, in any order)."""
        return bool(self.tap or self.untap or self.sacrifice_self or self.pay_life or self.discard
                    or self.sacrifice or self.discard_self or self.loyalty is not None
                    or bool(self.crew) or bool(self.remove_counter) or bool(self.tap_others)
                    or self.exile_self or self.return_unblocked)


@dataclass(frozen=True, slots=True)
class SpellAbility:
    """What an instant or sorcery does when it resolves (CR 113.3a, 608.2)."""

    effects: tuple[Effect, ...]
    targets: tuple[TargetSpec, ...] = ()
    text: str = ""


@dataclass(frozen=True, slots=True)
class ModeChoice:
    """How many modes of a modal spell its controller chooses (CR 700.2): "Choose one —"
    is ``min=max=1``, "Choose two —" ``2, 2``, "Choose one or both —" ``1, 2``, "Choose one
    or more —" ``1`` to every mode; ``repeat``: "You may choose the same mode more than
    once" (700.2d); ``with_commander``: "If you control a commander as you cast this spell,
    you may choose both instead" — the most modes then (903.3d); ``entwine``: every mode,
    for an additional cost (702.42a)."""

    min: int = 1
    max: int = 1
    repeat: bool = False
    with_commander: int = 0
    entwine: bool = False  # 702.42a: paying the card's ``kicker`` (its entwine cost) chooses all


TARGET_ARGS = ("what", "to", "who", "other")
"""Effect arguments that may name a target by its index (see engine.effect_refs)."""


def shifted_targets(effects: tuple[Effect, ...], offset: int) -> tuple[Effect, ...]:
    """``effects`` with each target index moved by ``offset``: one mode among several
    chosen, its targets after the earlier modes' (700.2d)."""
    return tuple(Effect(e.op, tuple((k, v + offset if k in TARGET_ARGS and isinstance(v, int)
                                     and not isinstance(v, bool) else v) for k, v in e.args))
                 for e in effects)


def combined_modes(modes: tuple[SpellAbility, ...], chosen: tuple[int, ...]) -> SpellAbility:
    """Several chosen modes of a modal spell as one spell ability, in the order printed, a
    mode chosen more than once appearing that many times in sequence (700.2d), their
    targets one after another (601.2c)."""
    effects: list[Effect] = []
    targets: list[TargetSpec] = []
    for i in sorted(chosen):
        effects.extend(shifted_targets(modes[i].effects, len(targets)))
        targets.extend(modes[i].targets)
    return SpellAbility(tuple(effects), tuple(targets), "; ".join(modes[i].text
                                                                   for i in sorted(chosen)))


@dataclass(frozen=True, slots=True)
class ActivatedAbility:
    """"[Cost]: [Effect.]" (CR 602).  Mana abilities (605) have ``produces``."""

    cost: Cost
    effects: tuple[Effect, ...] = ()
    targets: tuple[TargetSpec, ...] = ()
    sorcery_speed: bool = False
    produces: tuple[str, ...] = ()  # colour choices of a mana ability, e.g. ("G",)
    amount: int = 1
    text: str = ""
    zone: str = "battlefield"  # where it can be activated from: "hand" for cycling (702.29a)
    # "Activate only if this creature attacked this turn and only once each turn" (602.5b,
    # boast 702.142a): a condition of engine.combat.activation_allowed
    condition: str | None = None
    once_each_turn: bool = False
    # several mana at once (106.1, 605.1a): "{T}: Add {W}{U}." → ("W", "U"); each unit the
    # colours it may be, chosen separately: "{W}{W}, {W}{U}, or {U}{U}" → ("WU", "WU")
    units: tuple[str, ...] = ()
    # "Add {C} for each charge counter on this artifact": the kind of counter counted (107.1)
    per_counter: str = ""
    # "This ability costs {1} more (less) to activate for each card in your hand" (602.2b,
    # 601.2f): the amount phrase counted and {N} per object, negative for "less"
    cost_per: tuple[str, int] | None = None
    # "When that mana is spent to cast a creature spell that shares a creature type with your
    # commander, scry 1" (106.6, 603.7a): the spell it watches for, and what then happens
    when_spent: tuple[str, tuple[Effect, ...]] | None = None
    # merged free mana abilities (see merge_tap_mana): the colours only an ability with
    # ``effects`` makes — a pain land's "{T}: Add {R} or {G}. This land deals 1 damage to you."
    pain: tuple[str, ...] = ()
    # merged free mana abilities: the colours an ability with "Activate only if …" adds when
    # its condition holds (a Tainted land's "{T}: Add {W} or {B}. Activate only if you
    # control a Swamp." beside its "{T}: Add {C}.")
    conditional: tuple[tuple[str, tuple[str, ...]], ...] = ()
    # statics: merged free mana abilities — the colours only an ability costing "{T}, Remove a
    # [kind] counter from this land" makes (a Vivid land's "Add one mana of any color" beside
    # its "{T}: Add {W}."), and that kind (602.2b: the counter is removed as it is activated)
    counter_colors: tuple[str, ...] = ()
    counter_kind: str = ""
    # precon shapes: "Spend this mana only to cast a creature spell of the chosen type" (106.6):
    # the spells its mana may be spent on; merged free mana abilities keep each restricted
    # ability's spells and colours in ``restricted`` (engine.mana_payment.mana_sources)
    spend_only: str = ""
    restricted: tuple[tuple[str, tuple[str, ...]], ...] = ()
    # "Any player may activate this ability." (602.2: the player who activates it controls
    # it; Squallmonger): offered to every player, not only the permanent's controller
    any_player: bool = False

    @property
    def is_mana_ability(self) -> bool:
        """CR 605.1a: no target, could add mana, not a loyalty ability."""
        return bool(self.produces) and not self.targets and self.cost.loyalty is None


def merge_tap_mana(found: list[ActivatedAbility]) -> ActivatedAbility:
    """Several free "{T}: Add ..." abilities of one permanent (a land with two basic land
    types, 305.6; a pain land's {C} and its colours) as one mana source making any of their
    colours (605); the abilities making the most mana win ({G}{G} beats {G}).  Abilities
    with more to them (several kinds at once, a condition, counters counted, effects) are
    not merged: the first is the source."""
    if len(found) == 1:
        return replace(found[0], pain=found[0].produces) if found[0].effects else found[0]
    free = [a for a in found if not a.spend_only]
    if free and len(free) < len(found):  # 106.6: restricted mana kept apart from the rest
        return replace(merge_tap_mana(free), restricted=tuple(
            (a.spend_only, a.produces) for a in found if a.spend_only))
    plain = [a for a in found if not a.condition]
    if plain and len(plain) < len(found) and all(a.amount == 1 and not (
            a.units or a.per_counter or a.when_spent or a.effects) for a in found):
        return replace(merge_tap_mana(plain), conditional=tuple(
            (a.condition, a.produces) for a in found if a.condition))
    most = max(a.amount for a in found)
    best = [a for a in found if a.amount == most]
    if len(best) == 1 or any(a.units or a.condition or a.per_counter or a.when_spent
                             for a in best) or len({a.effects for a in best} - {()}) > 1:
        return best[0]
    colors = tuple(dict.fromkeys(c for a in best for c in a.produces))
    painless = {c for a in best if not a.effects for c in a.produces}
    effects = next((a.effects for a in best if a.effects), ())
    return ActivatedAbility(cost=Cost(tap=True), produces=colors, amount=most, effects=effects,
                            text=" / ".join(a.text for a in best),
                            pain=tuple(c for c in colors if c not in painless))


def with_counter_mana(tap_mana: tuple[int, ActivatedAbility] | None,
                      activated: tuple[ActivatedAbility, ...]
                      ) -> tuple[int, ActivatedAbility] | None:
    """A permanent's free mana source with the colours of its mana ability that costs "{T},
    Remove a [kind] counter from this [permanent]" added as ``counter_colors`` (a Vivid land,
    602.2b, 122.1): one source, which makes one of those colours only by removing a counter."""
    found = [(i, a) for i, a in enumerate(activated) if a.is_mana_ability and a.cost.tap
             and a.cost.remove_counter and a.cost.remove_count == 1 and a.amount == 1
             and all(c in "WUBRGC" for c in a.produces)
             and not (a.cost.mana.symbols or a.units or a.effects or a.condition
                      or a.per_counter or a.cost.sacrifice_self or a.cost.pay_life
                      or a.cost.discard or a.cost.sacrifice or a.cost.tap_others)]
    if len(found) != 1 or (tap_mana is not None and (
            tap_mana[1].amount != 1 or tap_mana[1].units or tap_mana[1].pain
            or tap_mana[1].conditional or tap_mana[1].condition or tap_mana[1].per_counter)):
        return tap_mana
    index, ab = found[0]
    base = tap_mana[1].produces if tap_mana is not None else ()
    extra = tuple(c for c in ab.produces if c not in base)
    if not extra:
        return tap_mana
    if tap_mana is None:
        return index, replace(ab, counter_colors=extra, counter_kind=ab.cost.remove_counter)
    merged = replace(tap_mana[1], produces=(*base, *extra), counter_colors=extra,
                     counter_kind=ab.cost.remove_counter,
                     text=f"{tap_mana[1].text} / {ab.text}")
    return tap_mana[0], merged


@dataclass(frozen=True, slots=True)
class TriggeredAbility:
    """"When/Whenever/At [event], [effect]" (CR 603)."""

    event: str
    effects: tuple[Effect, ...]
    targets: tuple[TargetSpec, ...] = ()
    condition: str | None = None  # an intervening "if" clause (603.4)
    text: str = ""
    subject: str | None = None  # filter for abilities that watch other objects (603.2)
    whose: str | None = None  # step and draw triggers: "your" | "each" | "opponent"
    # who chooses the targets (and divides): "controller of it",
    # the subject's controller (Grand Ossuary: "its controller distributes ... among any
    # number of target creatures they control"); None: the ability's controller (603.3d)
    chooser: str | None = None
    # planes: statics — a modal triggered ability ("Whenever chaos ensues, choose one — ..."):
    # its controller chooses one of these (each with its own targets and effects) as it is
    # put on the stack (603.3c, 700.2)
    modes: tuple[TriggeredAbility, ...] = ()
    # schemes (I Will Savor Your Agony): "choose three. You may choose the same mode more than
    # once" (700.2d): how many modes, and whether one may be chosen again
    choose: int = 1
    repeat: bool = False
    # "This ability triggers only once each turn." (603.2, as 702.179d's speed ability)
    once_each_turn: bool = False


@dataclass(frozen=True, slots=True)
class StaticAbility:
    """A static ability (CR 604) in the effect vocabulary."""

    op: str
    args: tuple[tuple[str, Any], ...] = ()
    text: str = ""


@dataclass(frozen=True, slots=True)
class AltCost:
    """An alternative cost (CR 118.9, 601.2b): flashback from a graveyard (702.34a),
    overload (702.96a, with its own spell ability where "target" became "each")."""

    name: str
    cost: ManaCost
    zone: str = "hand"
    spell: SpellAbility | None = None
    exile_after: bool = False  # 702.34a: exiled instead of going anywhere else
    condition: str | None = None  # 118.9: "If a white creature is attacking, you may pay …"
    exile_others: int = 0  # escape (702.138a): "Exile N other cards from your graveyard" too


@dataclass(frozen=True, slots=True)
class CardFace:
    """One face of a multi-faced card (CR 709 split, 712 double-faced, 715 adventure)."""

    name: str
    mana_cost: ManaCost
    supertypes: tuple[str, ...]
    types: tuple[str, ...]
    subtypes: tuple[str, ...]
    text: str
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    color_indicator: tuple[str, ...] = ()
    card: CardDef | None = None
    """The face as the engine plays it, with its own abilities (712.8: each face of a
    double-faced card has its own characteristics; 709.3b, 715.3b: a half or an Adventure
    on the stack has only its own); None for a face known only by its characteristics."""


@dataclass(frozen=True, eq=False)
class CardDef:
    """A card as the engine knows it: printed characteristics plus abilities.

    ``status`` is ``implemented`` when every ability of the oracle text is
    expressed in the effect vocabulary, ``partial`` otherwise (``missing``
    says what is not), following docs/architecture.md "Cards are data".
    """

    name: str
    mana_cost: ManaCost
    supertypes: tuple[str, ...]
    types: tuple[str, ...]
    subtypes: tuple[str, ...]
    text: str
    power: int | None = None
    toughness: int | None = None
    loyalty: int | None = None
    color_indicator: tuple[str, ...] = ()
    keywords: frozenset[str] = frozenset()
    spell: SpellAbility | None = None
    modes: tuple[SpellAbility, ...] = ()  # "Choose one —" (CR 700.2), chosen at 601.2b
    choose: ModeChoice = ModeChoice()  # how many of the modes (700.2, 700.2d)
    enchant: TargetSpec | None = None  # an Aura's enchant ability (CR 702.5a, 303.4a)
    activated: tuple[ActivatedAbility, ...] = ()
    triggered: tuple[TriggeredAbility, ...] = ()
    static: tuple[StaticAbility, ...] = ()
    replacement_abilities: tuple[StaticAbility, ...] = ()  # 614, 615, 707.5 ("enter as a copy")
    kicker: ManaCost | None = None  # an optional additional cost (702.33a)
    buyback: bool = False  # 702.27a: ``kicker`` is the buyback cost; paid, it returns to hand
    multikicker: bool = False  # 702.33c: ``kicker`` may be paid any number of times
    additional_cost: Cost | None = None  # "As an additional cost to cast this spell" (601.2f)
    alt_costs: tuple[AltCost, ...] = ()
    layout: str = "normal"
    faces: tuple[CardFace, ...] = ()
    missing: tuple[str, ...] = ()
    source: str = ""  # definition file the card came from
    is_token: bool = False
    printed_type: str = ""  # a type line printed in odd case (sAnS mERcY), kept as printed

    def __post_init__(self) -> None:
        # derived values the engine reads in hot loops, computed once
        if "Changeling" in self.keywords:  # changeling (702.73a)
            _every_creature_type(self)
        colors = self.color_indicator or self.mana_cost.colors
        if "Devoid" in self.keywords:  # devoid (702.114a): colorless, a CDA (604.3, 613.1e)
            colors = ()
        object.__setattr__(self, "colors", colors)
        object.__setattr__(
            self, "nonmana_abilities",
            tuple((i, a) for i, a in enumerate(self.activated)
                  if not a.is_mana_ability and a.zone == "battlefield"),
        )
        object.__setattr__(
            self, "hand_abilities",
            tuple((i, a) for i, a in enumerate(self.activated) if a.zone == "hand"),
        )
        object.__setattr__(  # statics: "Exile this card from your graveyard: ..." (113.6m)
            self, "graveyard_abilities",
            tuple((i, a) for i, a in enumerate(self.activated) if a.zone == "graveyard"),
        )
        object.__setattr__(self, "mv", self.mana_cost.mana_value)
        free = [(i, a) for i, a in enumerate(self.activated) if a.is_mana_ability and not (
            a.cost.mana.symbols or a.cost.sacrifice_self or a.cost.pay_life or a.cost.discard
            or a.cost.untap or a.cost.remove_counter or a.cost.tap_others or a.cost.exile_self
            or a.cost.sacrifice)]
        tap_mana = (free[0][0], merge_tap_mana([a for _, a in free])) if free else None
        tap_mana = with_counter_mana(tap_mana, self.activated)
        object.__setattr__(self, "tap_mana_ability", tap_mana)
        object.__setattr__(self, "sacrifice_mana_ability", next(
            ((i, a) for i, a in enumerate(self.activated) if a.is_mana_ability
             and a.cost.sacrifice_self and not (
                 a.cost.mana.symbols or a.cost.pay_life or a.cost.discard or a.cost.untap
                 or a.cost.sacrifice or a.cost.loyalty is not None or a.cost.remove_counter
                 or a.cost.tap_others)), None))
        from casualmagic.cards.vocabulary import REPLACEMENT_OPS

        object.__setattr__(self, "replacements", tuple(
            (i, s) for i, s in enumerate(self.replacement_abilities) if s.op in REPLACEMENT_OPS))
        object.__setattr__(self, "trigger_events", frozenset(t.event for t in self.triggered))
        object.__setattr__(self, "watches", frozenset(
            t.event for t in self.triggered if t.subject is not None or t.event == "draw"))
        object.__setattr__(self, "sba_relevant", bool(
            {"Creature", "Planeswalker", "Battle"} & set(self.types)
            or "Legendary" in self.supertypes or "World" in self.supertypes
            or {"Aura", "Equipment", "Fortification", "Saga", "Role"} & set(self.subtypes)))

    # -- derived characteristics -------------------------------------------------
    colors: tuple[str, ...] = field(init=False, default=())
    """Colours (CR 105.2, 202.2): from the mana cost, or the colour indicator (204)."""
    nonmana_abilities: tuple[tuple[int, ActivatedAbility], ...] = field(init=False, default=())
    hand_abilities: tuple[tuple[int, ActivatedAbility], ...] = field(init=False, default=())
    """Abilities activated from the hand, e.g. cycling (702.29a)."""
    mv: int | float = field(init=False, default=0)
    """Mana value (CR 202.3), computed once."""
    graveyard_abilities: tuple[tuple[int, ActivatedAbility], ...] = field(init=False, default=())
    """Activated abilities that work from their card's owner's graveyard (113.6m)."""
    tap_mana_ability: tuple[int, ActivatedAbility] | None = field(init=False, default=None)
    """The first mana ability whose only cost is {T} (or nothing): a free mana source."""
    sacrifice_mana_ability: tuple[int, ActivatedAbility] | None = field(init=False, default=None)
    """The first mana ability whose cost is "{T}, Sacrifice this" or "Sacrifice this" and
    nothing else: a Treasure's (111.10a, 605.1a)."""
    replacements: tuple[tuple[int, StaticAbility], ...] = field(init=False, default=())
    """Static abilities that are replacement or prevention effects (CR 614, 615)."""
    trigger_events: frozenset[str] = field(init=False, default=frozenset())
    """The events of this card's printed triggered abilities (603.2), for quick look-ups."""
    watches: frozenset[str] = field(init=False, default=frozenset())
    """Trigger events this card's abilities watch on other objects or players (603.2)."""
    sba_relevant: bool = field(init=False, default=True)
    """Whether a state-based action of 704.5 can apply to it on its own (not counters)."""

    @property
    def mana_value(self) -> int | float:
        return self.mana_cost.mana_value

    @property
    def is_permanent_card(self) -> bool:
        return any(t in PERMANENT_TYPES for t in self.types)

    @property
    def is_land(self) -> bool:
        return "Land" in self.types

    @property
    def is_creature(self) -> bool:
        return "Creature" in self.types

    @property
    def type_line(self) -> str:
        if self.printed_type:
            return self.printed_type
        left = " ".join((*self.supertypes, *self.types))
        return f"{left} — {' '.join(self.subtypes)}" if self.subtypes else left

    @property
    def status(self) -> str:
        return "partial" if self.missing else "implemented"

    def spell_for(self, mode: int | tuple[int, ...] | None,
                  alt: str | None = None) -> SpellAbility | None:
        """The spell ability that resolves: the chosen mode(s) of a modal spell (CR 700.2);
        for an Aura spell, its target as defined by its enchant ability (303.4a); with an
        alternative cost that changes the text (overload, 702.96b), that text."""
        if alt:
            for a in self.alt_costs:
                if a.name == alt and a.spell is not None:
                    return a.spell
        if self.enchant is not None:
            return SpellAbility((), (self.enchant,), "enchant")
        if self.modes:
            if isinstance(mode, tuple):  # several modes chosen (700.2d)
                return combined_modes(self.modes, mode)
            return self.modes[mode or 0]
        return self.spell

    @property
    def mana_abilities(self) -> tuple[ActivatedAbility, ...]:
        return tuple(a for a in self.activated if a.is_mana_ability)

    def __reduce__(self) -> tuple:
        # Pickle shipped cards by name: a pickled game stays small and loads the
        # same shared definition (see casualmagic.cards.definitions.card_by_name).
        from casualmagic.cards import definitions

        if not self.is_token and definitions.is_registered(self):
            return (definitions.card_by_name, (self.name,))
        return (_rebuild_card, (self.__dict__.copy(),))

    def __repr__(self) -> str:
        return f"CardDef({self.name!r})"


def _rebuild_card(fields: dict[str, Any]) -> CardDef:
    card = object.__new__(CardDef)
    for k, v in fields.items():
        object.__setattr__(card, k, v)
    return card
