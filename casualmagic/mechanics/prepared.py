"""Prepare (the "prepare" card layout): a creature card with a spell of its own, which its
controller may cast a copy of while the creature is prepared.

The mechanic is newer than the Comprehensive Rules this project reads (2025-02-07); it is
played from the cards' oracle and reminder text: "[This creature] becomes prepared. (While
it's prepared, you may cast a copy of its spell. Doing so unprepares it.)" and "This
creature enters prepared." Read so:

* prepared is a designation of the permanent (like solved, 719.3b): kept in the object's
  info, gone when it leaves the battlefield (a new object, 400.7), not copiable;
* "enters prepared" is a replacement effect as the permanent enters (614.1c), op
  ``enters_prepared``; "becomes prepared" is the op ``become_prepared``;
* while its controller could cast the spell face (its timing, 307.1 / 304.5 / 702.8a, and
  its mana cost, 601.2f-h), they may cast a copy of it (707.12): the copy is created on the
  stack and cast, the permanent is unprepared as they do, and the copy ceases to exist when
  it leaves the stack (707.10a, 704.5e). Offered at priority as ``("cast_prepared", id)``.
"""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import CardDef, Effect
from casualmagic.core.flow import handler, push
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine import mana_payment as mp
from casualmagic.engine import rule_hooks
from casualmagic.engine.actions import castable, sorcery_timing
from casualmagic.engine.casting_rules import may_cast_at_this_time
from casualmagic.engine.effect_refs import objects_of
from casualmagic.engine.effect_registry import effect
from casualmagic.engine.faces import whole_card

PREPARED = "prepared"
"""The object info key of the prepared designation."""

RULE = "707.12"
"""Casting a copy (the prepared spell is cast as a copy of the card's spell)."""

ANY_PREPARED = "prepared.any"
"""vstate key: a permanent has become prepared in this game (until then no priority needs
to look for prepared permanents)."""


def is_prepared(obj: GameObject) -> bool:
    return bool(obj.get_info(PREPARED)) if obj.info else False


def prepared_spell(obj: GameObject) -> CardDef | None:
    """The spell face of a prepare card (None for any other permanent)."""
    whole = whole_card(obj)
    if whole.layout != "prepare" or len(whole.faces) < 2:
        return None
    return whole.faces[1].card


def become_prepared(game: GameState, oid: int) -> None:
    """"[This creature] becomes prepared" (nothing for a permanent that has no spell)."""
    obj = game.objects.get(oid)
    if obj is None or obj.zone != "battlefield" or is_prepared(obj) \
            or prepared_spell(obj) is None:
        return
    w = game.obj_w(oid)
    w.info = (*w.info, (PREPARED, True))
    if not game.vget(ANY_PREPARED):
        game.vset(ANY_PREPARED, True)
    game.emit("prepared", w.controller, {"object": oid, "card": w.card.name}, RULE)


def unprepare(game: GameState, oid: int) -> None:
    w = game.obj_w(oid)
    w.info = tuple(kv for kv in w.info if kv[0] != PREPARED)
    game.emit("unprepared", w.controller, {"object": oid, "card": w.card.name}, RULE)


def enters_prepared(game: GameState, oid: int) -> None:
    """"This creature enters prepared" (614.1c)."""
    become_prepared(game, oid)


@effect("become_prepared")
def _become_prepared(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                     at: int) -> Any:
    for oid in objects_of(game, obj, eff.get("what", "self")):
        become_prepared(game, oid)
    return None


def cast_prepared_options(game: GameState, player: int) -> list[tuple]:
    """``("cast_prepared", id)`` for each prepared permanent ``player`` controls whose spell
    they could cast now (asked once a permanent became prepared in this game)."""
    out: list[tuple] = []
    sources: list[mp.Source] | None = None
    for o in game.permanents(player):
        if not is_prepared(o):
            continue
        spell = prepared_spell(o)
        if spell is None or not may_cast_at_this_time(game, player, spell,
                                                      sorcery_timing(game, player)):
            continue
        if sources is None:
            sources = mp.mana_sources(game, player)
        if castable(game, player, spell, sources, source_id=o.id):
            out.append(("cast_prepared", o.id))
    return out


@handler("cast_prepared")
def _cast_prepared(game: GameState, task: tuple, answer: object) -> None:
    """Cast a copy of the prepared permanent's spell (707.12): "Doing so unprepares it"."""
    _, oid, player = task
    obj = game.objects.get(oid)
    spell = prepared_spell(obj) if obj is not None and is_prepared(obj) else None
    if spell is None:
        return
    unprepare(game, oid)
    copy = game.new_object(spell, -1, player, "stack", "spell")
    copy.controller = player
    copy.is_copy = True  # off the stack it ceases to exist (707.10a, 704.5e)
    copy.info = (("cast_from", "outside"),)
    game.stack = (*game.stack, copy.id)
    game.emit("cast_prepared", player, {"object": oid, "card": spell.name}, RULE)
    push(game, ("cast", copy.id, player, "kick", 0))  # 601.2b-h, then it becomes cast


rule_hooks.ENTERS_REPLACEMENT["enters_prepared"] = enters_prepared
rule_hooks.FLAGGED_ACTIONS.append((ANY_PREPARED, cast_prepared_options))
