"""The effect vocabulary, implemented once (DESIGN.md "Cards are data").

Each op of :data:`casualmagic.cards.vocabulary.EFFECT_ARGS` has one function
in a module of this package, registered in :data:`EFFECTS` by name (see
:mod:`.registry` for the calling convention).  The modules group ops by what
they act on: :mod:`.players`, :mod:`.permanents`, :mod:`.library`,
:mod:`.stack_ops`, :mod:`.mana`, :mod:`.lasting`.  The primitive game actions (damage 120,
destroy 701.7, sacrifice 701.17, life 119, counters 122) are in
:mod:`.primitives`; other rules call them too.
"""

from casualmagic.engine.effects import (  # noqa: F401  (importing registers the ops)
    anthology,  # planes: anthology last (Selesnya Loft Gardens, Kilnspire District, ...)
    casting_grants,  # planes: casting
    characteristics,
    choices,
    creatures,  # planes: creatures & combat (keywords, control, life)
    lasting,
    library,
    mana,
    permanents,
    planar,  # ops first needed by plane cards (CR 311, 312)
    planar_statics,  # planes: statics (devotion mana, named choices, speed)
    players,
    search,
    stack_ops,
    tokens,  # predefined tokens (111.10), investigate, explore (planes_misc)
    turns,  # turn structure: extra turns, added phases, end the turn (500.7, 500.8, 721.1)
)
from casualmagic.engine.effects.primitives import (
    add_counters,
    deal_damage,
    destroy,
    discard_card,
    gain_life,
    lose_life,
    move_object,
    put_in_graveyard,
    sacrifice,
)
from casualmagic.engine.effects.refs import amount_of, objects_of, players_of
from casualmagic.engine.effects.registry import EFFECTS, WAIT, effect

__all__ = [
    "EFFECTS", "WAIT", "add_counters", "amount_of", "deal_damage", "destroy",
    "discard_card", "effect", "gain_life", "lose_life", "move_object", "objects_of", "players_of",
    "put_in_graveyard", "sacrifice",
]
