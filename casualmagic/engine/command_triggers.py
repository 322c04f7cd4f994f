"""Triggered abilities of command-zone objects whose abilities function there (113.6): a
vanguard's (902.7), a face-up conspiracy's (315.5) — "at the beginning of your upkeep",
"whenever you cast a [filter] spell".  The variant that owns the objects says which they
are (``sources``); the abilities are put on the stack the usual way (603.3)."""

from __future__ import annotations

from collections.abc import Sequence

from casualmagic.core.state import GameState
from casualmagic.engine.triggers import cast_trigger_applies, queue_trigger


def step_triggers(game: GameState, event: str, sources: Sequence[int],
                  everyone: bool = False) -> None:
    """"At the beginning of your upkeep / draw step / end step / first main phase" and
    "each player's" abilities of ``sources`` (603.2); with ``everyone``, each one's whoever
    is active ("at the beginning of the game")."""
    for oid in sources:
        o = game.objects[oid]
        for ab in o.card.triggered:
            if ab.event != event:
                continue
            if everyone or ab.whose in (None, "your") and o.controller == game.active:
                queue_trigger(game, oid, o.card, ab, o.controller)
            elif ab.whose == "each" or ab.whose == "opponent" and game.active in \
                    game.opponents(o.controller):
                queue_trigger(game, oid, o.card, ab, o.controller, ("player", game.active))  # type: ignore[arg-type]


def spell_cast(game: GameState, spell_oid: int, sources: Sequence[int]) -> None:
    """"Whenever you cast a [filter] spell" and "whenever a player casts ..." abilities of
    ``sources`` (601.2i, 603.2): the spell is the subject ("that spell")."""
    spell = game.objects.get(spell_oid)
    if spell is None:
        return
    for oid in sources:
        o = game.objects[oid]
        for ab in o.card.triggered:
            if cast_trigger_applies(game, ab, spell, o.controller, o):
                queue_trigger(game, oid, o.card, ab, o.controller, spell_oid)
