"""Bestow (CR 702.103): "As you cast this spell, you may choose to cast it bestowed. If you
do, you pay [cost] rather than its mana cost" (702.103a) — the card's ``bestow`` alternative
cost (118.9, 601.2b, 601.2f-h), offered as ``("cast", card, "bestow")`` only while a creature
can be targeted (601.2c).

* As the spell is put on the stack it becomes an Aura enchantment with enchant creature, a
  bestowed Aura spell, and its target is chosen as an Aura spell's is (702.103b, 303.4a:
  ``rule_hooks.CAST_WITH``): the object shows :func:`bestowed_card`, the card kept as
  ``printed`` (as a face is, 712.8a), so it is no creature spell and has no power or
  toughness (208.3); bestow's effect is not a copiable value (707.2: ``copies.copiable_card``).
* As it begins resolving, if its target is illegal, it ceases to be bestowed and resolves as
  a creature spell (702.103e, 608.3b: ``rule_hooks.SPELL_BEGINS_RESOLVING``); otherwise it
  enters attached to that creature (608.3c), a bestowed Aura (702.103b:
  ``rule_hooks.PERMANENT_SPELL_RESOLVED``).
* A bestowed Aura that becomes unattached, or is attached to an illegal object, becomes
  unattached and ceases to be bestowed instead of going to its owner's graveyard: it is an
  enchantment creature again (702.103f, an exception to 704.5m:
  ``rule_hooks.AURA_ILLEGALLY_ATTACHED``).

Not modelled: copies of a bestowed Aura spell (702.103c) are made as the engine copies any
spell, and what a bestowed Aura phasing in unattached does (702.103g) is left to the
state-based check above (it phases in attached, 702.26i)."""

from __future__ import annotations

from dataclasses import replace
from functools import cache

from casualmagic.cards.model import CardDef, TargetSpec
from casualmagic.cards.vocabulary import parse_filter
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine import rule_hooks
from casualmagic.engine.targets import still_legal

BESTOWED = "bestowed"
"""Info of a bestowed Aura spell or permanent (702.103b)."""


@cache
def bestowed_card(card: CardDef) -> CardDef:
    """``card`` as a bestowed Aura: an Aura enchantment (not a creature, so without creature
    types, 205.3d, or power and toughness, 208.3) with enchant creature (702.103b)."""
    return replace(card, types=("Enchantment",), subtypes=("Aura",), power=None,
                   toughness=None, enchant=TargetSpec(parse_filter("creature")))


def _bestow(game: GameState, oid: int) -> None:
    """702.103b: show the Aura, keep the card (``printed``)."""
    w = game.obj_w(oid)
    card = w.card
    w.info = (*(kv for kv in w.info if kv[0] != "printed"), ("printed", card), (BESTOWED, True))
    w.card = bestowed_card(card)


def cast_bestowed(game: GameState, spell: int) -> None:
    """A spell cast bestowed becomes a bestowed Aura spell as it is put on the stack
    (702.103b)."""
    _bestow(game, spell)
    o = game.objects[spell]
    game.emit("bestowed", o.controller, {"object": spell, "card": o.card.name}, "702.103b")


def unbestow(game: GameState, oid: int, rule: str) -> None:
    """It ceases to be bestowed: the effect making it an Aura ends (702.103e, f)."""
    w = game.obj_w(oid)
    w.card = w.get_info("printed", w.card)
    w.info = tuple(kv for kv in w.info if kv[0] not in ("printed", BESTOWED))
    game.emit("unbestowed", w.controller, {"object": oid, "card": w.card.name}, rule)


def illegal_target_resolves_as_creature(game: GameState, spell: GameObject) -> None:
    """702.103e: as a bestowed Aura spell begins resolving, if its target is illegal, it
    ceases to be bestowed and continues resolving as a creature spell (608.3b)."""
    if not spell.get_info(BESTOWED) or spell.zone != "stack":
        return
    spec = spell.card.enchant
    refs = spell.targets[0] if spell.targets else ()
    if spec is not None and refs and all(still_legal(game, spec, ref, spell.controller, spell)
                                         for ref in refs):
        return
    unbestow(game, spell.id, "702.103e")
    game.obj_w(spell.id).targets = ()  # a creature spell: nothing to target (608.3b)


def bestowed_enters(game: GameState, spell: GameObject, new: int) -> None:
    """The permanent a bestowed Aura spell becomes is a bestowed Aura (702.103b); it enters
    attached to the creature it targeted (608.3c, ``engine.stack``)."""
    if spell.get_info(BESTOWED) and new in game.objects:
        _bestow(game, new)


def unattached_stays(game: GameState, aura: int) -> bool:
    """702.103f: a bestowed Aura attached to nothing or to an illegal object becomes
    unattached and ceases to be bestowed (it stays on the battlefield, 704.5m aside)."""
    o = game.objects[aura]
    if not o.info or not o.get_info(BESTOWED):
        return False
    game.obj_w(aura).attached_to = None
    unbestow(game, aura, "702.103f")
    return True


rule_hooks.CAST_WITH["bestow"] = cast_bestowed
rule_hooks.SPELL_BEGINS_RESOLVING.append(illegal_target_resolves_as_creature)
rule_hooks.PERMANENT_SPELL_RESOLVED.append(bestowed_enters)
rule_hooks.AURA_ILLEGALLY_ATTACHED.append(unattached_stays)
