"""Triggers on a player's spells counted each turn (CR 601.2i, 603.2): "Whenever you cast your
second spell each turn, ..." — the count is read from this turn's ``cast`` events; the
ability remembers the spell as its subject ("that spell").  And "Whenever you cast a spell
that targets this creature" (the targets chosen as it was cast, 601.2c).

Fired from :func:`casualmagic.engine.triggers.spell_cast` (a one-line hook)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from casualmagic.core.state import GameState

SECOND_SPELL = "second_spell_each_turn"
"""The trigger event of "whenever you cast your second spell each turn"."""
TARGETED_BY_YOUR_SPELL = "you_cast_spell_targeting_it"
"""The trigger event of "whenever you cast a spell that targets this creature"."""


def spells_cast_this_turn(game: GameState, player: int) -> int:
    """How many spells ``player`` has cast this turn (601.2i), read from this turn's
    ``cast`` events."""
    return sum(1 for ev in game.events_this_turn() if ev.kind == "cast" and ev.player == player)


def spell_cast(game: GameState, spell_oid: int) -> None:
    """The spell ``spell_oid`` was just cast (its ``cast`` event is logged): on its
    controller's second spell this turn trigger the abilities watching for it (``whose``:
    ``you``, the default, ``opponent`` or ``each``)."""
    from casualmagic.engine.triggers import (
        player_event_watchers,
        queue_trigger,
        watches_player,
    )

    targeted_by_its_controller(game, spell_oid)
    watchers = list(player_event_watchers(game, SECOND_SPELL))
    if not watchers:
        return
    caster = game.objects[spell_oid].controller
    if spells_cast_this_turn(game, caster) != 2:
        return
    for oid, o, ab in watchers:
        if watches_player(game, ab.whose or "you", caster, o.controller):
            queue_trigger(game, oid, o.card, ab, o.controller, spell_oid)


def targeted_by_its_controller(game: GameState, spell_oid: int) -> None:
    """"Whenever you cast a spell that targets this creature" (603.2, 601.2i): each permanent
    the spell targets (once however often it is targeted) whose controller cast it; the spell
    is the ability's subject."""
    import casualmagic.engine.continuous as cont
    from casualmagic.engine.triggers import abilities_of, fire_trigger

    spell = game.objects[spell_oid]
    seen: set[int] = set()
    for refs in spell.targets:
        for kind, ident in refs:
            o = game.objects.get(ident) if kind == "object" else None
            if o is None or ident in seen or o.zone != "battlefield" \
                    or o.controller != spell.controller:
                continue
            seen.add(ident)
            if TARGETED_BY_YOUR_SPELL in o.card.trigger_events or not cont.is_plain(game, o):
                fire_trigger(game, ident, o.card, o.controller, TARGETED_BY_YOUR_SPELL,
                             abilities_of(game, o), spell_oid)
