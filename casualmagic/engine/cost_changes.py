"""Mechanisms that change how costs are paid (planes: costs).

- **Activation-cost reductions** (602.2b applies 601.2f): "activated abilities of artifact
  tokens you control cost {2} less to activate this turn" — the lasting casting effect
  ``abilities_cost_less`` (``filter``, ``amount``), read by :func:`ability_cost`.
- **Convoke** (702.51a): static ``grant_convoke`` (``filter``, e.g. "noncreature"): "[filter]
  spells have convoke".  Each untapped creature the caster controls may be tapped while
  paying, for {1} or one mana of that creature's colour: :func:`convoke_sources` offers them
  as extra payment sources (``Source.convoke``).  A creature that can tap for mana is offered
  as a mana source instead (tapping it for mana pays the same).
- **Improvise** (702.126a) and **delve** (702.66a), printed on the spell: each untapped
  artifact the caster controls may be tapped, each card in their graveyard exiled, to pay
  for {1} of the generic mana — offered by :func:`convoke_sources` like convoke's
  creatures (generic only; delve's cards are taken in graveyard order, oldest first).
- **Affinity** (702.41a): "the next spell you cast this turn has affinity for artifacts" —
  the lasting effect ``next_spell_affinity``, counted by
  :func:`casualmagic.engine.casting_rules.cost_reduction` and ended when that player casts
  a spell (:func:`spell_was_cast`).
- **Spending mana as though it were mana of any colour** (609.4b): static
  ``spend_mana_as_any_color``; the cost itself doesn't change, only how it may be paid, so
  :func:`payable` turns each coloured symbol into one any mana can pay.
- **Blitz** (702.152a): static ``grant_blitz`` (``filter``, ``cost``, ``from`` "hand"):
  "Creature spells you cast from your hand have blitz {3}" — an alternative cost (118.9);
  the permanent has haste and "When this permanent is put into a graveyard from the
  battlefield, draw a card" while its blitz cost was paid, and is sacrificed at the
  beginning of the next end step (:func:`blitzed_on_entering`, :func:`blitzed_left`).
- **"Can't become tapped unless being declared as an attacker"**: the ability flag
  :data:`~casualmagic.cards.vocabulary.CANT_BECOME_TAPPED` (see :func:`can_become_tapped`).

Every function is cheap when no such rule is in force: the casting rules are cached
(:func:`casualmagic.engine.casting_rules.casting_rules`), and an empty list is checked first.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Any

from casualmagic.cards.mana import ManaCost, parse_cost
from casualmagic.engine import continuous as cont
from casualmagic.engine.casting_rules import applies_to

if TYPE_CHECKING:
    from casualmagic.cards.model import ActivatedAbility, AltCost, CardDef
    from casualmagic.core.objects import GameObject
    from casualmagic.core.state import GameState
    from casualmagic.engine.mana_payment import Source


def _rules(game: GameState) -> list:
    from casualmagic.engine.casting_rules import casting_rules

    return casting_rules(game)


# -- activation costs (602.2b, 601.2f) --------------------------------------------------------

def ability_reduction(game: GameState, player: int, source: GameObject,
                      rules: list | None = None) -> int:
    """Generic mana "activated abilities of [filter] you control cost {N} less to activate"
    takes off an ability of ``source`` (602.2b, 601.2f)."""
    rules = _rules(game) if rules is None else rules
    if not rules:
        return 0
    from casualmagic.cards.vocabulary import parse_filter
    from casualmagic.engine.targets import matches_filter_base

    total = 0
    for op, args, controller in rules:
        if op == "abilities_cost_less" and applies_to(args, controller, player) \
                and source.controller == controller \
                and matches_filter_base(game, parse_filter(args.get("filter", "permanent")),
                                        source, controller):
            total += int(args.get("amount", 1))
    return total


def ability_cost(game: GameState, player: int, source: GameObject | None, cost: ManaCost,
                 rules: list | None = None, ability: ActivatedAbility | None = None
                 ) -> ManaCost:
    """An activated ability's mana cost after increases and reductions (602.2b, 601.2f:
    increases first, then reductions, which take off only generic mana): the rules' "cost
    {2} less to activate" and the ability's own "This ability costs {1} more (less) to
    activate for each …" (``ActivatedAbility.cost_per``, counted from the source)."""
    if source is None:
        return cost
    own = 0
    if ability is not None and ability.cost_per is not None:
        from casualmagic.engine.effect_refs import amount_of

        phrase, each = ability.cost_per
        own = -each * amount_of(game, source, phrase)  # a reduction is positive
    if not cost.generic and own >= 0:
        return cost
    from casualmagic.engine.casting_rules import reduce_generic

    rules = _rules(game) if rules is None else rules
    return reduce_generic(cost, own + (ability_reduction(game, player, source, rules)
                                       if rules else 0))


# -- affinity (702.41a) ---------------------------------------------------------------------

def affinity_reduction(game: GameState, player: int, rules: list) -> int:
    """"This spell costs you {1} less to cast for each artifact you control" (702.41a), for
    the next spell ``player`` casts this turn (a lasting ``next_spell_affinity``)."""
    if not any(op == "next_spell_affinity" and c == player for op, _a, c in rules):
        return 0
    n = sum(1 for o in game.permanents(player) if cont.is_type(game, o, "Artifact"))
    return n * sum(1 for op, _a, c in rules if op == "next_spell_affinity" and c == player)


def spell_was_cast(game: GameState, player: int) -> None:
    """``player`` cast a spell: "the next spell you cast this turn" effects have applied
    (611.2a) and end."""
    from casualmagic.engine.casting_rules import LASTING_KEY

    effs = game.vget(LASTING_KEY, ())
    if not any(e[0] == "next_spell_affinity" and e[2] == player for e in effs):
        return
    game.vset(LASTING_KEY, tuple(e for e in effs
                                 if not (e[0] == "next_spell_affinity" and e[2] == player)))


# -- spending mana as though it were any colour (609.4b) ----------------------------------

def payable(game: GameState, player: int, cost: ManaCost) -> ManaCost:
    """The cost as ``player`` may pay it: with "players may spend mana as though it were
    mana of any color" each coloured or hybrid symbol may be paid with any mana, so it is
    paid like {1} (609.4b: the cost itself, and its mana value, don't change).  {C} still
    needs colourless mana; a Phyrexian symbol may still be paid with life."""
    rules = _rules(game)
    if not rules or not cost.symbols:
        return cost
    if not any(op == "spend_mana_as_any_color" and not args.get("filter")
               and applies_to(args, c, player) for op, args, c in rules):
        return cost
    kinds = {s.kind for s in cost.symbols}
    if not kinds & {"colored", "hybrid", "mono_hybrid"}:
        return cost
    generic = sum(1 for s in cost.symbols if s.kind in ("colored", "hybrid", "mono_hybrid"))
    kept = tuple(s for s in cost.symbols if s.kind not in ("colored", "hybrid", "mono_hybrid"))
    return ManaCost(kept).with_generic(generic)


def payable_for(game: GameState, player: int, card: CardDef, cost: ManaCost) -> ManaCost:
    """The cost of casting ``card`` as ``player`` may pay it when "you may spend mana as
    though it were mana of any color to cast [filter] spells" names it (609.4b; a hidden
    agenda's "spells with the chosen name", Unexpected Potential): as :func:`payable`, for
    the rules with a ``filter`` (those without one apply to every cost, at payment)."""
    rules = _rules(game)
    if not rules or not cost.symbols:
        return cost
    from casualmagic.engine.casting_rules import spell_fits

    if not any(op == "spend_mana_as_any_color" and args.get("filter")
               and applies_to(args, c, player) and spell_fits(card, args["filter"])
               for op, args, c in rules):
        return cost
    generic = sum(1 for s in cost.symbols if s.kind in ("colored", "hybrid", "mono_hybrid"))
    kept = tuple(s for s in cost.symbols if s.kind not in ("colored", "hybrid", "mono_hybrid"))
    return ManaCost(kept).with_generic(generic)


# -- convoke (702.51a) ---------------------------------------------------------------------

def has_convoke(game: GameState, card: CardDef, rules: list) -> bool:
    """Does a spell of ``card`` have convoke — printed, or "[filter] spells have convoke"?"""
    if "Convoke" in card.keywords:
        return True
    if not rules:
        return False
    from casualmagic.engine.casting_rules import spell_fits

    return any(op == "grant_convoke" and spell_fits(card, args.get("filter", "card"))
               for op, args, _c in rules)


TAP_OR_EXILE_TO_PAY = frozenset({"Convoke", "Improvise", "Delve"})
"""Keywords of a spell that let permanents be tapped, or graveyard cards exiled, to pay
part of its cost (702.51a, 702.126a, 702.66a): read by :func:`convoke_sources`."""
IMPROVISE = " (improvise)"
DELVE = "a graveyard card (delve)"


def convoke_sources(game: GameState, player: int, card: CardDef,
                    rules: list | None = None, mana: list[Source] | None = None
                    ) -> list[Source]:
    """Creatures ``player`` may tap to convoke a spell of ``card`` (702.51a): untapped
    creatures they control (summoning sickness doesn't matter, 302.6 is about {T} costs),
    each paying {1} or one mana of its colour.  Creatures already offered as mana sources
    (``mana``) are left out: tapping them for mana pays the same.  With improvise
    (702.126a), untapped artifacts, and with delve (702.66a) the cards in their graveyard,
    each paying {1} of the generic mana."""
    rules = _rules(game) if rules is None else rules
    convoke = has_convoke(game, card, rules)
    improvise = "Improvise" in card.keywords
    if not (convoke or improvise or "Delve" in card.keywords):
        return []
    from casualmagic.engine.mana_payment import Source

    used = {s.oid for s in mana or ()}
    out = []
    for o in game.permanents(player):
        if o.tapped or o.id in used or not can_become_tapped(game, o):
            continue
        if convoke and cont.is_type(game, o, "Creature"):
            # "1" marks mana that pays only the spell (see mana_payment._match), a colour
            # of the creature its {W}, {U}, ... symbols (702.51a)
            colors = frozenset(cont.colors_of(game, o)) | {"1"}
            out.append(Source(o.id, -1, colors, 1, f"{o.card.name} (convoke)", False, True))
        elif improvise and cont.is_type(game, o, "Artifact"):
            out.append(Source(o.id, -1, frozenset({"1"}), 1, f"{o.card.name}{IMPROVISE}",
                              False, True))
    if "Delve" in card.keywords:  # one name: the plans count cards, not which ones
        out.extend(Source(i, -1, frozenset({"1"}), 1, DELVE, False, True)
                   for i in game.players[player].graveyard)
    return out


# -- blitz (702.152a) ------------------------------------------------------------------------

def blitz_cost(game: GameState, player: int, oid: int, rules: list | None = None
               ) -> ManaCost | None:
    """The blitz cost a "[filter] spells you cast from your hand have blitz [cost]" rule
    gives the card ``oid`` now, if any (702.152a)."""
    rules = _rules(game) if rules is None else rules
    if not rules:
        return None
    from casualmagic.engine.casting_rules import spell_fits

    o = game.objects[oid]
    for op, args, controller in rules:
        if op == "grant_blitz" and applies_to(args, controller, player) \
                and o.zone == args.get("from", "hand") \
                and spell_fits(o.card, args.get("filter", "creature")):
            return parse_cost(args["cost"])
    return None


def granted_blitz(game: GameState, player: int, oid: int, rules: list) -> tuple[AltCost, ...]:
    """The granted blitz as an alternative cost (118.9) for the card ``oid``."""
    cost = blitz_cost(game, player, oid, rules)
    if cost is None:
        return ()
    from casualmagic.cards.model import AltCost

    return (AltCost("blitz", cost, "hand"),)


BLITZ_DRAW_TEXT = "When this permanent is put into a graveyard from the battlefield, draw a card."


@cache
def _blitz_draw() -> Any:
    from casualmagic.cards.model import Effect, TriggeredAbility

    return TriggeredAbility("dies", (Effect("draw", (("amount", 1),)),), (), None,
                            BLITZ_DRAW_TEXT)


@cache
def _blitz_sacrifice() -> Any:
    from casualmagic.cards.model import Effect, TriggeredAbility

    return TriggeredAbility("end_step", (Effect("sacrifice", (("what", "it"),)),), (), None,
                            "Sacrifice it at the beginning of the next end step.")


def blitzed_on_entering(game: GameState, spell: GameObject, new: int) -> None:
    """A permanent spell whose blitz cost was paid becomes a permanent (702.152a, 608.3g):
    it has haste while on the battlefield, it will draw a card when put into a graveyard
    from the battlefield, and a delayed trigger sacrifices it at the next end step."""
    if spell.get_info("alt") != "blitz" or new not in game.objects:
        return
    from casualmagic.engine.continuous import ContinuousEffect, add_effect, next_timestamp
    from casualmagic.engine.triggers import add_delayed

    o = game.obj_w(new)
    o.info = (*o.info, ("blitzed", True))
    add_effect(game, ContinuousEffect("6", "add_keywords", (("Haste",),), next_timestamp(game),
                                      new, spell.controller, (new,), None, "while_source",
                                      "702.152a"))
    add_delayed(game, "next_end_step", o.card, _blitz_sacrifice(), spell.controller, new)
    game.emit("blitz", spell.controller, {"object": new, "card": o.card.name}, "702.152a")


def blitzed_left(game: GameState, old: GameObject, new_oid: int, to_zone: str) -> None:
    """"When this permanent is put into a graveyard from the battlefield, draw a card" — the
    ability a permanent has while its blitz cost was paid (702.152a, 603.10a)."""
    if to_zone == "graveyard" and old.get_info("blitzed"):
        from casualmagic.engine.triggers import queue_trigger

        queue_trigger(game, new_oid, old.card, _blitz_draw(), old.controller)


# -- colourless cards and spells (Mycosynthwave) ------------------------------------------

def colorless_outside_battlefield(game: GameState) -> bool:
    """Is "All cards that aren't on the battlefield, spells, and permanents are colorless" in
    force (a colour-changing effect, 613.1e; 105.2c: such objects have no colour)?  The
    permanents' part is a layer-5 static (``set_colors``); this is the part for objects off
    the battlefield, read wherever their colour is judged from the card."""
    rules = _rules(game)
    return bool(rules) and any(op == "colorless_outside_battlefield" for op, _a, _c in rules)


# -- "can't become tapped" -----------------------------------------------------------------

def can_become_tapped(game: GameState, o: GameObject) -> bool:
    """False for a permanent that "can't become tapped unless it's being declared as an
    attacker" (Ood Sphere; 701.21a tapping, 508.1f attackers still tap)."""
    if cont.is_plain(game, o):
        return True
    from casualmagic.cards.vocabulary import CANT_BECOME_TAPPED

    return not cont.has_keyword(game, o, CANT_BECOME_TAPPED)


# -- crew N (702.122a): a cost paid by tapping creatures ------------------------------------

def crew_candidates(game: GameState, player: int, vehicle: int | None) -> list[int]:
    """The other untapped creatures ``player`` controls that could crew ``vehicle``
    (702.122a, 702.122b); not one that can't become tapped (Ood Sphere's goad)."""
    objs = game.objects
    return [i for i in game.battlefield
            if i != vehicle and objs[i].controller == player and not objs[i].tapped
            and cont.is_type(game, objs[i], "Creature") and can_become_tapped(game, objs[i])]


def can_crew(game: GameState, player: int, n: int, vehicle: int | None) -> bool:
    """Can ``player`` pay "crew ``n``" for ``vehicle``: do their other untapped creatures
    have total power ``n`` or greater? (702.122a)"""
    objs = game.objects
    return sum(max(0, cont.power(game, objs[i]))
               for i in crew_candidates(game, player, vehicle)) >= n


def targets_fit(game: GameState, player: int, phrase: str, targets: tuple | None) -> bool:
    """"This spell costs {2} less to cast if it targets a tapped creature" (601.2f): does a
    chosen target (601.2c, before the cost is determined) fit ``phrase``? Before the targets
    are chosen (``None``: could the spell be cast?), whether some object it could target
    does — the cost is determined again from the targets chosen."""
    from casualmagic.cards.vocabulary import parse_filter
    from casualmagic.engine.targets import candidate_ids, matches_filter_base

    f = parse_filter(phrase)
    if targets is None:
        ids = candidate_ids(game, f)
    else:
        ids = tuple(ident for spec in targets for kind, ident in spec if kind == "object")
    return any(i in game.objects and matches_filter_base(game, f, game.objects[i], player)
               for i in ids)
