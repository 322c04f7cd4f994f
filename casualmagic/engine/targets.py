"""Targets and filters (CR 115, 608.2b, 702.11 hexproof, 702.18 shroud, 702.16b protection).

A chosen target is a reference tuple: ``("player", seat)`` or
``("object", object_id)``.  :func:`legal_targets` lists the legal choices
for one target requirement; :func:`still_legal` re-checks a reference when
the spell or ability resolves (CR 608.2b).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from casualmagic.cards.model import CardDef, ObjectFilter, TargetSpec
from casualmagic.cards.vocabulary import (
    ATTACKING_YOU_OR_WALKER,
    TYPE_WORDS,
    VocabularyError,
    parse_filter,
)
from casualmagic.core.hooks import within_influence
from casualmagic.engine import continuous as cont
from casualmagic.engine.cost_changes import colorless_outside_battlefield
from casualmagic.engine.designations import is_commander
from casualmagic.engine.protection import protected_from

if TYPE_CHECKING:
    from casualmagic.core.objects import GameObject
    from casualmagic.core.state import GameState
    from casualmagic.engine.combat import Combat

Ref = tuple[str, int]


def _your_planeswalker(game: GameState, ref: tuple, controller: int) -> bool:
    """Is the attacked ``ref`` a planeswalker ``controller`` controls (506.4)?"""
    o = game.objects.get(ref[1]) if ref[0] != "player" else None
    return o is not None and o.controller == controller and cont.is_type(game, o, "Planeswalker")


def matches_filter_base(game: GameState, f: ObjectFilter, obj: GameObject, controller: int,
                        printed: bool = False, source: GameObject | None = None) -> bool:
    """Does ``obj`` fit the filter, judged for a source controlled by ``controller``?

    ``printed`` judges by printed characteristics: used while the layers
    themselves are being applied (a simplification of 613.8 dependency).
    ``source``, the spell or ability, says who else "you" is (901.12c).
    """
    if obj.zone != f.zone:
        return False
    if obj.kind == "ability":
        return False
    if not printed and obj.zone == "battlefield" and not cont.is_plain(game, obj):
        ch = cont.characteristics(game, obj)
        types, colors, supertypes, keywords = ch.types, ch.colors, ch.supertypes, ch.keywords
        subtypes = ch.subtypes
    else:
        c = obj.card
        types, colors, supertypes, keywords = c.types, c.colors, c.supertypes, c.keywords
        subtypes = c.subtypes
        if colors and (f.colors_any or f.colors_none) and obj.zone != "battlefield" \
                and colorless_outside_battlefield(game):
            colors = ()  # hook (planes: costs): Mycosynthwave, 105.2c
    if not f.fits_characteristics(types, colors, supertypes, keywords, subtypes):
        return False
    if f.tapped is not None and obj.tapped != f.tapped:
        return False
    if f.name is not None and obj.card.name != f.name:  # "target Elvish Impersonators" (201.2)
        return False
    if f.token is not None and obj.card.is_token != f.token:  # "nontoken creature" (111.1)
        return False
    if f.commander is not None:  # "commander creature" (903.3)
        if is_commander(game, obj.id) != f.commander:
            return False
    if f.combat == "attacked this turn":  # "creature that attacked this turn" (508.1)
        if obj.get_info("attacked_turn") != game.turn:
            return False
    elif f.combat is not None and "combat damage" in f.combat:  # Glen Elendra (510.2)
        from casualmagic.engine.combat import combat_damage_to_players

        hits = combat_damage_to_players(game)
        if f.combat.startswith("that dealt"):
            if not any(src == obj.id for src, _p in hits):
                return False
        elif not any(p == obj.controller and src in game.objects
                     and game.objects[src].controller == controller for src, p in hits):
            return False
    elif f.combat == "attacking you":  # "creature that's attacking you" (506.4, 508.1b)
        combat = game.combat
        if combat is None or combat.defender_of(obj.id) != ("player", controller):
            return False
    elif f.combat == ATTACKING_YOU_OR_WALKER:  # "… or a planeswalker you control" (506.4)
        combat = game.combat
        ref = combat.defender_of(obj.id) if combat is not None else None
        if ref is None or ref != ("player", controller) and not _your_planeswalker(
                game, ref, controller):
            return False
    elif f.combat is not None:  # "attacking creature", "blocking creature" (506.4)
        combat = game.combat
        if combat is None or not in_combat_as(combat, f.combat, obj.id):
            return False
    if f.max_mana_value is not None and obj.card.mana_value > f.max_mana_value:
        return False
    if f.max_power is not None and not _power_within(game, f.max_power, obj, source):
        return False
    if not _fits_numbers(game, f, obj):
        return False
    if f.enchanted is not None and _is_enchanted(game, obj.id) != f.enchanted:
        return False
    if f.equipped is not None and is_equipped(game, obj.id) != f.equipped:
        return False
    if f.controller is not None:
        who = obj.controller if obj.zone in ("battlefield", "stack") else obj.owner
        if f.controller == "you" and who != controller \
                and not cont.also_you(game, who, controller, source):
            return False
        if f.controller == "own" and obj.owner != controller:
            return False  # "target creature you own" (108.3)
        if f.controller == "opponent" and who not in game.opponents(controller):
            return False
        if f.controller == "left" and who != game.next_player(controller):
            return False  # "controlled by the player to your left": next in turn order
        if f.controller == "defending" and who != _defending_player(game, source):
            return False  # "target creature defending player controls" (508.5)
        if f.controller == "that player" and who != _event_player(game, source, who):
            return False  # "… deals combat damage to a player, destroy target artifact that
            # player controls": the player the trigger event was about (603.2)
    return True


def _event_player(game: GameState, source: GameObject | None, anyone: int) -> int | None:
    """"That player": the player the trigger event of the triggered ability ``source`` was
    about (603.2: the player dealt damage, ``subject`` ``("player", seat, …)``), else the
    spell's or ability's first target player, or the controller of its first target object
    ("target artifact a player controls and target artifact card in that player's
    graveyard", Goblin Welder). Before
    that first target is chosen (is the ability activatable at all? 602.2b) any player may
    be that player: ``anyone`` is returned."""
    if source is None:
        return anyone
    subject = source.get_info("subject")
    if isinstance(subject, tuple) and len(subject) > 1 and subject[0] == "player":
        return subject[1]
    first = source.targets[0] if source.targets and source.zone == "stack" else ()
    if not first:
        return anyone
    if first[0][0] == "player":  # "target player …, then … that player controls"
        return first[0][1]
    o = game.last_known_object(first[0][1])
    return o.controller if o is not None else None


def _defending_player(game: GameState, source: GameObject | None) -> int | None:
    """The defending player of the attacking creature whose ability ``source`` is (508.5:
    the player it attacks, or the controller of the planeswalker or battle it attacks)."""
    combat = game.combat
    if combat is None or source is None:
        return None
    attacker = source.source if source.kind == "ability" else source.id
    return combat.defending_player(attacker) if attacker is not None else None


def _power_within(game: GameState, bound: int | str, obj: GameObject,
                  source: GameObject | None) -> bool:
    """"with power less than or equal to" ``bound``: a number, or an amount of the spell or
    ability ``source`` (Custodi Peacekeeper: the highest number noted, 905.2b).  Without the
    spell or ability (asking whether an ability could be activated at all) an amount
    doesn't narrow the choice; its targets are chosen with it (601.2c, 602.2b)."""
    if isinstance(bound, str):
        if source is None:
            return True
        from casualmagic.engine.effect_refs import amount_of

        bound = amount_of(game, source, bound)
    power = cont.power(game, obj) if obj.zone == "battlefield" else (obj.card.power or 0)
    return power <= bound


def in_combat_as(combat: Combat, role: str, oid: int) -> bool:
    """Is ``oid`` "attacking", "blocking" or "attacking or blocking" (506.4)?"""
    attacking = "attacking" in role and combat.is_attacking(oid)
    return attacking or ("blocking" in role and combat.is_blocking(oid))


def _fits_numbers(game: GameState, f: ObjectFilter, obj: GameObject) -> bool:
    """Mana value, power, toughness and counter bounds of the filter (202.3, 208.1, 122.1),
    judged on a permanent's current power and toughness (613) or a card's printed ones."""
    if f.min_mana_value is None and f.min_power is None and f.min_toughness is None \
            and f.max_toughness is None and f.counter is None:
        return True
    on_field = obj.zone == "battlefield"
    power = cont.power(game, obj) if on_field else obj.card.power
    toughness = cont.toughness(game, obj) if on_field else obj.card.toughness
    return f.fits_numbers(obj.card.mana_value, power, toughness, obj.counters)


def _is_enchanted(game: GameState, oid: int) -> bool:
    """Is an Aura attached to ``oid``? (303.4: "enchanted")"""
    for i in game.battlefield:
        o = game.objects[i]
        if o.attached_to == oid and "Aura" in o.card.subtypes:
            return True
    return False


def is_equipped(game: GameState, oid: int) -> bool:
    """Is an Equipment attached to ``oid``? (301.5: "equipped")"""
    objs = game.objects
    return any(objs[i].attached_to == oid and "Equipment" in objs[i].card.subtypes
               for i in game.battlefield)


def can_be_targeted_by(game: GameState, obj: GameObject, controller: int) -> bool:
    """Hexproof (702.11b) and shroud (702.18a) for permanents."""
    if obj.zone != "battlefield":
        return True
    if cont.is_plain(game, obj):
        kws = obj.card.keywords
        return not kws or ("Shroud" not in kws and ("Hexproof" not in kws
                                                    or obj.controller == controller))
    if cont.has_keyword(game, obj, "Shroud"):
        return False
    if cont.has_keyword(game, obj, "Hexproof") and obj.controller != controller:
        return False
    return True


def player_matches(game: GameState, f: ObjectFilter, seat: int, controller: int) -> bool:
    if f.players is None or game.players[seat].left:
        return False
    if seat != controller and (game.hooks or _hexproof_permanents(game)) \
            and player_has_hexproof(game, seat):
        return False  # 702.11c: "you have hexproof" (schemes: I Am Untouchable; permanents)
    if f.players == "opponent":
        return seat in game.opponents(controller)
    if f.players == "you":
        return seat == controller
    return True


def player_has_hexproof(game: GameState, seat: int) -> bool:
    """Does a static ability of a permanent ``seat`` controls, or of a command-zone object
    whose abilities function there (a face-up scheme, 904.8), give ``seat`` hexproof ("You
    have hexproof", 702.11c: not the target of spells or abilities an opponent controls)?"""
    objs = game.objects
    if any(objs[oid].controller == seat for oid in _hexproof_permanents(game)):
        return True
    for hook in game.hooks:
        for oid in hook.command_zone_sources(game):  # type: ignore[arg-type]
            o = game.objects[oid]
            if o.controller == seat and any(ab.op == "you_have_hexproof"
                                            for ab in o.card.replacement_abilities):
                return True
    return False


_HEXPROOF_MEMO = "you have hexproof"


def _hexproof_permanents(game: GameState) -> tuple[int, ...]:
    """The permanents whose card says "You have hexproof" (702.11c), found again only when
    the battlefield changes (the state's per-game ``keyword_cache``, with the battlefield
    they were found on)."""
    memo = game.keyword_cache
    if memo is None:
        memo = game.keyword_cache = {}
    hit = memo.get(_HEXPROOF_MEMO)
    if hit is not None and hit[0] is game.battlefield:
        return hit[1]
    objs = game.objects
    found = tuple(oid for oid in game.battlefield if objs[oid].card.replacement_abilities
                  and any(ab.op == "you_have_hexproof"
                          for ab in objs[oid].card.replacement_abilities))
    memo[_HEXPROOF_MEMO] = (game.battlefield, found)
    return found


def candidate_ids(game: GameState, f: ObjectFilter) -> tuple[int, ...]:
    """The objects in the zone a filter looks at."""
    if f.zone == "battlefield":
        return game.battlefield
    if f.zone == "stack":
        return game.stack
    if f.zone == "graveyard":
        return tuple(i for p in game.players for i in p.graveyard)
    return ()


def is_ability_source(game: GameState, ability: GameObject, oid: int) -> bool:
    """Is ``oid`` the source of ``ability`` for "another target …" (115.10)? The source
    itself, or its card in another zone: "When this creature dies, return another target
    artifact card from your graveyard …" can't return the card that died (400.7: the card
    is a new object in the graveyard, but "another" names the card)."""
    if oid == ability.source:
        return True
    src = game.last_known_object(ability.source) if ability.source is not None else None
    o = game.objects.get(oid)
    return src is not None and o is not None and src.card_id >= 0 and o.card_id == src.card_id


def legal_targets(
    game: GameState, spec: TargetSpec, controller: int, source_id: int | None = None
) -> list[Ref]:
    """Every legal choice for one target (CR 115.1, 601.2c), players first."""
    f = spec.filter
    out: list[Ref] = []
    source = game.objects.get(source_id) if source_id is not None else None  # 702.16b
    if f.players is not None:
        for seat in game.in_turn_order(controller):
            if player_matches(game, f, seat, controller):
                out.append(("player", seat))
    if f.types_any:
        objs = game.objects
        for oid in candidate_ids(game, f):
            if oid == source_id:
                continue  # CR 115.5: a spell or ability can't target itself
            if f.other and source is not None and is_ability_source(game, source, oid):
                continue  # "another target creature": not the ability's source (115.10)
            o = objs[oid]
            if matches_filter_base(game, f, o, controller, source=source) \
                    and can_be_targeted_by(game, o, controller) \
                    and not (source is not None and protected_from(game, o, source)):
                out.append(("object", oid))
    if limited_targets(game, source):  # multiplayer formats: CR 801.4, outside the range of influence
        out = [r for r in out if within_influence(game, controller, r)]
    return out


def choose_at_random(game: GameState, oid: int, player: int, spec: TargetSpec, spec_i: int,
                     refs: list[Ref]) -> int:
    """"Select target player at random" (Furnace Layer): one of the legal targets ``refs``
    is chosen at random with the game's seeded generator as the spell or ability is put on
    the stack (601.2c, 603.3d); it is a target like any other (115.1).  Returns the index of
    the target requirement still to choose for."""
    from casualmagic.engine.target_groups import target_count

    o = game.obj_w(oid)
    chosen = list(o.targets) + [()] * (spec_i + 1 - len(o.targets))
    ref = refs[game.random_below(len(refs))]
    chosen[spec_i] = (*chosen[spec_i], ref)
    o.targets = tuple(chosen)
    game.emit("random_target", player, {"card": o.card.name, "target": list(ref)}, "601.2c")
    return spec_i + 1 if len(chosen[spec_i]) >= target_count(game, spec, player) else spec_i


def limited_targets(game: GameState, source: GameObject | None = None) -> bool:
    """Does a format limit ranges of influence (CR 801)?  Plane and phenomenon cards and
    their abilities are exempt (901.13: card types 311, 312)."""
    if source is not None:
        card = source.card
        if ("Plane" in card.types or "Phenomenon" in card.types) and all(
                h.planar_cards_exempt for h in game.hooks):
            return False  # but not in Grand Melee (801.18)
    return any(h.limits_influence for h in game.hooks)


def still_legal(game: GameState, spec: TargetSpec, ref: Ref, controller: int,
                source: GameObject | None = None) -> bool:
    """Is a chosen target still legal as the spell or ability resolves? (CR 608.2b;
    protection from the ``source``'s qualities makes it illegal, 702.16b)"""
    kind, ident = ref
    if limited_targets(game, source) and not within_influence(game, controller, ref):
        return False  # CR 801.4 (multiplayer formats)
    if kind == "player":
        return player_matches(game, spec.filter, ident, controller)
    o = game.objects.get(ident)
    if o is None:  # it changed zones: a new object (400.7)
        return False
    if source is not None and protected_from(game, o, source):
        return False
    if spec.filter.other and source is not None and is_ability_source(game, source, ident):
        return False  # "another target" (115.10)
    return matches_filter_base(game, spec.filter, o, controller, source=source) \
        and can_be_targeted_by(game, o, controller)


def has_legal_targets(game: GameState, specs: tuple[TargetSpec, ...], controller: int,
                      source_id: int | None = None, ability_of: int | None = None) -> bool:
    """Can every target requirement be met? (CR 601.2c: otherwise it can't be cast);
    ``source_id`` is the spell or ability, whose qualities protection looks at (702.16b);
    ``ability_of``, before an ability exists, the object whose ability it is (602.2b), for
    a filter whose amount it says (Custodi Peacekeeper's noted number, 905.2b)."""
    source = game.objects.get(source_id) if source_id is not None else None
    judge = source or (game.objects.get(ability_of) if ability_of is not None else None)
    for spec in specs:
        need = spec.at_least if spec.up_to else spec.count  # planes: statics — at_least
        if not need:
            continue
        if _count_legal(game, spec, controller, need, source, judge) < need:  # 115.3: distinct
            return False
    return True


def _count_legal(game: GameState, spec: TargetSpec, controller: int, enough: int,
                 source: GameObject | None = None, judge: GameObject | None = None) -> int:
    """Legal choices for ``spec``, counting only up to ``enough`` (an early exit)."""
    f = spec.filter
    found = 0
    if limited_targets(game, source):  # CR 801.4: count exactly what legal_targets offers
        return min(len(legal_targets(game, spec, controller, source.id if source else None)), enough)
    if f.players is not None:
        for seat in range(len(game.players)):
            if player_matches(game, f, seat, controller):
                found += 1
                if found >= enough:
                    return found
    if not f.types_any:
        return found
    objs = game.objects
    for oid in candidate_ids(game, f):
        o = objs[oid]
        if matches_filter_base(game, f, o, controller, source=judge or source) \
                and can_be_targeted_by(game, o, controller) \
                and not (source is not None and protected_from(game, o, source)):
            found += 1
            if found >= enough:
                return found
    return found


def card_filter(phrase: str) -> ObjectFilter:
    """The filter a phrase such as ``"basic land card"`` names, for cards in any zone."""
    words = " ".join(phrase.lower().replace(" cards", "").replace(" card", "").split())
    try:
        f = parse_filter(words or "card")
    except VocabularyError:  # a subtype read only as written: "Forest", "Time Lord" (205.3)
        f = parse_filter(" ".join(phrase.replace(" cards", "").replace(" card", "").split()))
    if not any(w in TYPE_WORDS or w == "permanent" for w in words.replace(",", " ").split()):
        # "a nonland card": any card type, not only permanent types
        f = dataclasses.replace(f, types_any=frozenset(TYPE_WORDS.values()))
    return f


def card_fits(card: CardDef, f: ObjectFilter, subtypes: tuple[str, ...] = (),
              min_mana_value: int | None = None) -> bool:
    """Does a card (printed characteristics, CR 109.3) fit a search or look filter?  A
    filter with a name ("a card named ...", e.g. a hidden agenda's chosen name, 702.106d)
    needs that name (201.2; read in lower case by :func:`card_filter`)."""
    if f.name is not None and card.name.lower() != f.name.lower():
        return False
    if not f.fits_characteristics(card.types, card.colors, card.supertypes, card.keywords,
                                  card.subtypes):
        return False
    if f.max_mana_value is not None and card.mana_value > f.max_mana_value:
        return False
    if not f.fits_numbers(card.mana_value, card.power, card.toughness):
        return False
    if isinstance(f.max_power, int) and (card.power or 0) > f.max_power:
        return False  # "a creature card with power 2 or less" (208.1)
    if min_mana_value is not None and card.mana_value < min_mana_value:
        return False
    return not subtypes or any(s in card.subtypes for s in subtypes)
