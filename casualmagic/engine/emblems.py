"""Emblems (CR 114).

"You get an emblem with [ability]" or "Target opponent gets an emblem with [ability]" puts an
emblem in the command zone (114.1): a marker, neither a card nor a permanent (114.5), owned
and controlled by the player who gets it (114.2), with the quoted abilities and no other
characteristics (114.3).  Its abilities function in the command zone (114.4), and nothing
moves it from there: it stays for the rest of the game, and leaves only with its owner
(800.4a).  Each emblem is an object of its own; emblems with the same abilities are
several emblems (114.1).

The emblems are command-zone sources like a face-up plane's or a vanguard's (113.6): the
first emblem of a game installs :class:`EmblemRules`, a hook of the engine's own (no variant)
that reports them to the command-zone machinery — statics (``engine.continuous``, the
casting and combat rules), event triggers (``engine.triggers``), activated abilities
(``engine.command_abilities``, the ability written with ``zone = "command"``), replacement
and prevention effects — and fires their step and cast triggers (603.2).  A game without
emblems never installs it, so it pays nothing for them.  The hook is installed by the
emblem's creation, which a replay repeats, and copied with the state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from casualmagic.core.hooks import Variant
from casualmagic.core.state import BEGIN_COMBAT, DRAW, END, MAIN1, MAIN2, UPKEEP
from casualmagic.engine import command_triggers
from casualmagic.engine.turn import first_main_phase

if TYPE_CHECKING:
    from casualmagic.cards.model import CardDef
    from casualmagic.core.events import Event
    from casualmagic.core.state import GameState

EMBLEMS = "emblems"
"""The game's state key (``vget``): the ids of the emblems in the command zone, oldest first."""

_STEP_EVENTS = {UPKEEP: "upkeep", DRAW: "draw_step", MAIN1: "precombat_main",
                BEGIN_COMBAT: "beginning_of_combat", MAIN2: "postcombat_main", END: "end_step"}
"""The trigger events of "at the beginning of [step]" (503.1, 504.1, 505.1a, 507.1, 513.1)."""


def emblem_ids(game: GameState) -> tuple[int, ...]:
    """The emblems in the command zone, oldest first (114.1)."""
    return game.vget(EMBLEMS, ())


def create_emblem(game: GameState, player: int, card: CardDef, source: str) -> int:
    """``player`` gets an emblem with ``card``'s abilities (114.1): a new object in the
    command zone, owned and controlled by them (114.2); ``source`` names the object whose
    ability created it (for the log)."""
    if not any(isinstance(h, EmblemRules) for h in game.hooks):
        game.hooks = (*game.hooks, EmblemRules())
    o = game.new_object(card, -1, player, "command", "emblem")
    o.controller = player
    game.command = (*game.command, o.id)
    game.vset(EMBLEMS, (*emblem_ids(game), o.id))
    game.emit("emblem", player, {"player": game.players[player].name, "object": o.id,
                                 "source": source, "text": card.text}, "114.1")
    return o.id


class EmblemRules(Variant):
    """The emblems' abilities, functioning in the command zone (114.4)."""

    name = "emblems"
    watches_events = True  # "whenever you cast a spell" of an emblem (601.2i, 603.2)
    caches_actions = True  # no special action: priority options depend on the board only

    def command_zone_sources(self, game: Any) -> tuple[int, ...]:
        return emblem_ids(game)

    def turn_based_actions(self, game: Any, step: int) -> None:
        event = _STEP_EVENTS.get(step)
        if event == "precombat_main" and not first_main_phase(game):  # 505.1a
            return
        if event is not None:
            command_triggers.step_triggers(game, event, emblem_ids(game))

    def on_event(self, game: Any, event: Event) -> None:
        if event.kind == "cast" and "object" in event.data:
            command_triggers.spell_cast(game, event.data["object"], emblem_ids(game))

    def replacement_effects(self, game: Any) -> tuple[Any, ...]:
        """Replacement and prevention effects of emblems' static abilities (114.4, 614.1,
        615.1), e.g. "If a source would deal damage to you …, prevent all but 1 of that
        damage"."""
        from casualmagic.engine.replacement import (  # imports this layer's rules
            SELF_OPS,
            Replacement,
        )

        out = []
        for oid in emblem_ids(game):
            o = game.objects[oid]
            for i, ab in o.card.replacements:
                if ab.op not in SELF_OPS:
                    out.append(Replacement(("emblem", oid, i), ab.op,
                                           (*ab.args, ("text", ab.text)), oid, o.controller,
                                           o.timestamp, rule="614.1"))
        return tuple(out)

    def player_leaves(self, game: Any, player: int) -> None:
        """800.4a: the emblems a player owns leave the game with them."""
        mine = {i for i in emblem_ids(game) if game.objects[i].owner == player}
        if mine:
            game.vset(EMBLEMS, tuple(i for i in emblem_ids(game) if i not in mine))
            game.command = tuple(i for i in game.command if i not in mine)

    def describe_event(self, game: Any, event: Event) -> str | None:
        if event.kind == "emblem":
            d = event.data
            return f"{d['player']} gets an emblem with {d['text']}"
        return None
