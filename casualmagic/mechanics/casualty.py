"""Casualty (CR 702.153): "Casualty N" means "As an additional cost to cast this spell, you
may sacrifice a creature with power N or greater," and "When you cast this spell, if a
casualty cost was paid for it, copy it. If the spell has any targets, you may choose new
targets for the copy" (702.153a).

* The choice is announced with the spell's other costs (601.2b:
  ``rule_hooks.ADDITIONAL_COST_CHOICES``, a ``casualty`` decision, offered only while its
  caster controls such a creature) and the creature, the player's choice, is sacrificed as
  the costs are paid (601.2h: ``rule_hooks.ADDITIONAL_COST_PARTS``, ``sacrifice_cost``).
* As the spell becomes cast (601.2i: the ``SPELL_CAST`` happening) the copy trigger is put
  on the stack above it; its ``copy_spell`` op copies the spell (707.10: a copy is not cast,
  so it has no casualty paid and triggers nothing) and lets its controller choose new targets
  (707.10c).

A spell has one instance of casualty here (702.153b's several instances are not read)."""

from __future__ import annotations

from functools import cache

from casualmagic.cards.model import Effect, TriggeredAbility
from casualmagic.core.dispatch import SPELL_CAST, subscribe
from casualmagic.core.flow import ask, handler, push
from casualmagic.core.state import GameState
from casualmagic.engine import rule_hooks
from casualmagic.engine.casting import sacrifice_candidates
from casualmagic.engine.triggers import queue_trigger

PAID = "casualty_paid"
"""Info of a spell: the casualty choice made (True: a creature is sacrificed for it)."""

COPY_IT = TriggeredAbility(
    "you_cast", (Effect("copy_spell", (("what", "self"),)),), (), None,
    "When you cast this spell, if a casualty cost was paid for it, copy it. If the spell has "
    "any targets, you may choose new targets for the copy.")
"""Casualty's triggered ability (702.153a)."""


@cache
def _phrase(n: int) -> str:
    return f"creature with power {n} or greater"


def casualty_of(game: GameState, spell: int) -> int | None:
    """The N of the spell's "Casualty N", or None."""
    for kw in game.objects[spell].card.keywords:
        if kw.startswith("Casualty ") and kw[len("Casualty "):].isdigit():
            return int(kw[len("Casualty "):])
    return None


def ask_casualty(game: GameState, spell: int, player: int) -> bool:
    """601.2b: does the caster pay the casualty cost?  Asked once, when a creature could pay."""
    o = game.objects[spell]
    if not o.card.keywords or (o.info and o.get_info(PAID) is not None):
        return False
    n = casualty_of(game, spell)
    if n is None or o.is_copy:
        return False
    if not sacrifice_candidates(game, player, _phrase(n), None):
        w = game.obj_w(spell)
        w.info = (*w.info, (PAID, False))
        return False
    ask(game, player, "casualty", [("casualty",), ("no",)], "702.153a",
        ("casualty_choice", spell, player),
        f"Casualty {n}: sacrifice a creature with power {n} or greater to copy "
        f"{o.card.name}?")
    return True


@handler("casualty_choice")
def _casualty_choice(game: GameState, task: tuple, answer: tuple) -> None:
    """The answer is kept on the spell; the cast goes on (601.2b)."""
    _, spell, player = task
    w = game.obj_w(spell)
    w.info = (*w.info, (PAID, answer[0] == "casualty"))
    push(game, ("cast", spell, player, "extra_mana", 0))


def pay_casualty(game: GameState, player: int, spell: int) -> None:
    """601.2h: sacrifice the creature chosen (701.17a)."""
    o = game.objects[spell]
    if o.info and o.get_info(PAID):
        push(game, ("sacrifice_cost", player, _phrase(casualty_of(game, spell) or 0), 1, None))


def copy_trigger(game: GameState, spell: int) -> None:
    """601.2i, 603.2: a spell cast with its casualty cost paid triggers its copy ability."""
    o = game.objects.get(spell)
    if o is not None and o.info and o.get_info(PAID):
        game.emit("casualty", o.controller, {"object": spell, "card": o.card.name}, "702.153a")
        queue_trigger(game, spell, o.card, COPY_IT, o.controller)


rule_hooks.ADDITIONAL_COST_CHOICES.append(ask_casualty)
rule_hooks.ADDITIONAL_COST_PARTS.append(pay_casualty)
subscribe(SPELL_CAST, copy_trigger)
